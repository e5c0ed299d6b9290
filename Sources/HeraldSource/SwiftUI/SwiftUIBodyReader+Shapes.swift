import HeraldTree

extension SwiftUIBodyReader {
  /// Views that draw and say nothing.
  static let shapes: Set<String> = [
    "Spacer", "Divider", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
    "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient", "ContainerRelativeShape",
    "UnevenRoundedRectangle",
  ]

  /// Whether `element` is a shape or colour view of SwiftUI's (`RoundedRectangle(…)`, `Color.blue`),
  /// which is no accessibility element until a modifier gives it something to say.
  static func isShape(_ element: Element) -> Bool {
    guard element.role == .view, let name = element.className, name != "EmptyView" else { return false }
    return shapes.contains(name) || name.hasPrefix("Color.") || name.hasPrefix("Color(")
  }
}
