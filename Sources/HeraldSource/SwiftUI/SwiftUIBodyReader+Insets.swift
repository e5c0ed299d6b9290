import HeraldTree
import SwiftSyntax

/// What two modifiers add beside the view they modify:
///
/// - `.safeAreaInset(edge:alignment:spacing:content:)` shows its content along an edge of the
///   view, which the view's safe area leaves free (Apple's documentation of
///   `safeAreaInset(edge:alignment:spacing:content:)`). VoiceOver reads the content where it is:
///   a top (leading) inset before the view, a bottom (trailing) inset after it.
/// - `.searchable(text:placement:prompt:)` adds a search field to the navigation bar of the
///   navigation container around the view (Apple's `searchable(text:placement:prompt:)`: "the
///   search field appears in the navigation bar"; on macOS in the toolbar's trailing edge), below
///   the title and the bar's items, where VoiceOver reaches it after them (written on the
///   navigation container itself, in the bar of the container's root view). Without a prompt the
///   field shows the system's placeholder, "Search" in the user's language (the same word as
///   UIKit's search bar button item, kept as the field's ``ElementContent/systemItem``).
extension SwiftUIBodyReader {
  /// `element` with the content `call` insets along its edge, in the order VoiceOver reads them.
  func safeAreaInset(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    guard let closure = closure("content", of: call) ?? call.trailingClosure else { return }
    let content = views(closure.statements, context)
    guard !content.isEmpty else { return }
    // `edge:` is a `VerticalEdge` or a `HorizontalEdge`; a value the source does not fix is read
    // as the bottom (trailing) one, after the view.
    let edge = argument("edge", call).map { context.bindings.evaluate($0) }
    let before: Bool
    if case .member(let name) = edge {
      before = name == "top" || name == "leading"
    } else {
      before = false
    }
    var wrapper = self.element(.view, "safeAreaInset", at: call, context)
    wrapper.runtimeAttributes.append(Self.transparent)
    wrapper.children = before ? content + [element] : [element] + content
    element = wrapper
  }

  /// `element` with the search field `call` adds in its navigation bar.
  func searchable(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    var field = self.element(.searchField, "searchable", at: call, context)
    field.accessibility.traits = [.searchField]
    if let prompt = argument("prompt", call) {
      setText(context.bindings.evaluateText(prompt), into: &field, as: .placeholder) { $0.content.placeholder = $1 }
    } else {
      field.content.systemItem = "search"
    }
    if let text = argument("text", call), case .text(let value, _) = context.bindings.evaluate(text), !value.isEmpty {
      field.content.text = value
    }
    SwiftUIToolbar.mark(&field, .search)
    // Written on the navigation container itself (Apple's own examples), the field is in the bar
    // of the container's root view, beside the title that view sets.
    if SwiftUINavigationTitle.containers.contains(element.className ?? ""),
      SwiftUIToolbar.placeInNestedBar([field], in: &element)
    {
      return
    }
    placeInBars([field], "searchable", call, &element, context)
  }
}
