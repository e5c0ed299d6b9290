import HeraldTree

extension SwiftUIBodyReader {
  /// Views that draw and say nothing.
  static let shapes: Set<String> = [
    "Spacer", "Divider", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
    "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient", "ContainerRelativeShape",
    "UnevenRoundedRectangle",
  ]

  /// SwiftUI labels an image by its name as written (``RuntimeAttribute/imageNameLabelKeyPath``).
  static let imageNameLabel = RuntimeAttribute(
    keyPath: RuntimeAttribute.imageNameLabelKeyPath, value: .other(type: "swiftui", text: "name"))
  /// The same for an SF Symbol (`Image(systemName:)`), which a combined element beside texts does
  /// not read (AccessibilitySnapshot's `testBasicAccessibilityDemo` #14, iOS 18).
  static let symbolNameLabel = RuntimeAttribute(
    keyPath: RuntimeAttribute.imageNameLabelKeyPath, value: .other(type: "swiftui", text: "systemName"))

  /// Whether `element` is an SF Symbol read by its name.
  static func isSymbol(_ element: Element) -> Bool { element.runtimeAttributes.contains(symbolNameLabel) }

  /// Whether `element` is a shape or colour view of SwiftUI's (`RoundedRectangle(…)`, `Color.blue`),
  /// which is no accessibility element until a modifier gives it something to say.
  static func isShape(_ element: Element) -> Bool {
    guard element.role == .view, let name = element.className, name != "EmptyView" else { return false }
    return shapes.contains(name) || name.hasPrefix("Color.") || name.hasPrefix("Color(")
  }
}
