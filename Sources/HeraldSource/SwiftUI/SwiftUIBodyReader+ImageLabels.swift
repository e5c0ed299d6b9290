import HeraldTree

extension SwiftUIBodyReader {
  /// SwiftUI labels an image by its name as written (``RuntimeAttribute/imageNameLabelKeyPath``).
  static let imageNameLabel = RuntimeAttribute(
    keyPath: RuntimeAttribute.imageNameLabelKeyPath, value: .other(type: "swiftui", text: "name"))
  /// The same for an SF Symbol (`Image(systemName:)`), which a combined element beside texts does
  /// not read (AccessibilitySnapshot's `testBasicAccessibilityDemo` #14, iOS 18).
  static let symbolNameLabel = RuntimeAttribute(
    keyPath: RuntimeAttribute.imageNameLabelKeyPath, value: .other(type: "swiftui", text: "systemName"))

  /// Whether `element` is an SF Symbol read by its name.
  static func isSymbol(_ element: Element) -> Bool { element.runtimeAttributes.contains(symbolNameLabel) }
}
