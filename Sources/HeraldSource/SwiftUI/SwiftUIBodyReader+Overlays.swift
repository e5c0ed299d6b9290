import HeraldTree
import SwiftSyntax

/// `.overlay { … }` and `.overlay(view)`: SwiftUI draws the content over the view, and VoiceOver
/// visits what it holds (`overlay(alignment:content:)`; an overlay added after `.hidden()` is
/// shown). The reader does not place that content in the tree; where it holds more than shapes and
/// colours (a text, an image, a control, a view passed in), the view is marked with it
/// (``RuntimeAttribute/overlayKeyPath``), so that no rule reads a label the overlay gives to the
/// views around it (a button's) as absent.
extension SwiftUIBodyReader {
  /// Marks `element` when the overlay `call` adds puts content VoiceOver may visit over it.
  func markOverlay(_ call: FunctionCallExprSyntax, on element: inout Element, _ context: Context) {
    let content: [Element]
    let code: String
    if let closure = call.trailingClosure
      ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
    {
      content = views(closure.statements, context)
      code = ".overlay { \(closure.statements.trimmedText) }"
    } else if let view = call.arguments.first(where: { $0.label == nil })?.expression {
      content = views(of: view, context)
      code = ".overlay(\(view.trimmedText))"
    } else {
      return
    }
    guard content.contains(where: Self.showsContent) else { return }
    element.runtimeAttributes.append(
      RuntimeAttribute(
        keyPath: RuntimeAttribute.overlayKeyPath, value: .other(type: "swiftui", text: Self.quoted(code))))
  }

  /// Whether `element` or a view inside it shows what VoiceOver may visit: not only shapes and colours.
  private static func showsContent(_ element: Element) -> Bool {
    element.role != .view || element.customClass != nil
      || element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.unresolvedKeyPath }
      || element.children.contains(where: showsContent)
  }
}
