import HeraldTree
import SwiftSyntax

/// `.overlay { … }` and `.overlay(view)`: SwiftUI draws the content over the view, and VoiceOver
/// visits what it holds (`overlay(alignment:content:)`; an overlay added after `.hidden()` is
/// shown). Over a container (a list, a scroll view, a stack: a view with views inside, such as an
/// empty list's "No items" message) the content is placed in the tree after the container's
/// views, the two held by one view as `.overlay` returns one (a later `.accessibilityElement` takes
/// both; Herald does not lay views out, so the overlay is read after the view whatever its
/// alignment). Over a single view (an image's badge, a button's), where the overlay holds more than
/// shapes and colours (a text, an image, a control, a view passed in), the view is marked with it
/// (``RuntimeAttribute/overlayKeyPath``) instead, so that no rule reads a label the overlay gives
/// to the views around it (a button's) as absent.
extension SwiftUIBodyReader {
  /// Places the content the overlay `call` adds over `element`, or marks `element` with it.
  func overlay(_ call: FunctionCallExprSyntax, on element: inout Element, _ context: Context) {
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
    if Self.isContainer(element) {
      // The bars modifiers put on the view stay the first and last views of what it becomes.
      var base = element
      let top = base.children.firstIndex(where: SwiftUIToolbar.isNavigationBar).map { base.children.remove(at: $0) }
      let bottom = base.children.lastIndex(where: SwiftUIToolbar.isBottomBar).map { base.children.remove(at: $0) }
      var holder = self.element(.view, "overlay", at: call, context)
      holder.children = [top].compactMap { $0 } + [base] + content + [bottom].compactMap { $0 }
      element = holder
      return
    }
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

  /// Whether `element` holds views of its own: a list, a scroll view, a stack, a view expanded
  /// from its body (not a control, a text or an image, nor a wrapper of one).
  private static func isContainer(_ element: Element) -> Bool {
    if [.tableView, .scrollView, .stackView].contains(element.role) { return true }
    guard element.role == .view else { return false }
    return element.children.count > 1 || element.children.first.map(isContainer) == true
  }

  /// The index of the container an overlay holder (``overlay(_:on:_:)``) draws its content over.
  static func overlaidContainer(_ element: Element) -> Int? {
    guard element.className == "overlay", element.role == .view else { return nil }
    return element.children.firstIndex { !SwiftUIToolbar.isNavigationBar($0) }
  }
}
