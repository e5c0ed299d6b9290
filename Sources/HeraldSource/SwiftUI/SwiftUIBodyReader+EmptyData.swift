import HeraldTree
import SwiftSyntax

/// Rows over data the view owns that starts empty and that the app fills (`@State var items:
/// [Item] = []`, the `@Published var rows = []` of a model the view makes with `@StateObject`):
/// VoiceOver finds no row when the view first shows, so the first state has none and another
/// state has the rows. A model handed in (`@ObservedObject`, `@Environment`) may have been filled
/// before the view shows, and data from a store (`@FetchRequest`, `@Query`) is the user's: their
/// rows stay in every state.
extension SwiftUIBodyReader {
  /// Makes the rows of `forEach` (a `ForEach` over `data`) a state of their own when the view owns
  /// `data` and it starts empty.
  func startEmpty(_ forEach: inout Element, over data: ExprSyntax, _ call: FunctionCallExprSyntax, _ context: Context) {
    guard Self.ownsState(data, context.view), case .list(let initial) = context.bindings.evaluate(data), initial.isEmpty
    else { return }
    let name = Self.quoted(data.trimmedText)
    var none = element(.view, "ForEach", at: call, context)
    none.runtimeAttributes.append(Self.transparent)
    SceneStates.mark(&none, condition: "\(name) is empty")
    var rows = element(.view, "ForEach", at: call, context)
    rows.runtimeAttributes.append(Self.transparent)
    rows.children = forEach.children
    SceneStates.mark(&rows, condition: "\(name) has rows")
    rows.isHidden = true
    forEach.children = [none, rows]
    forEach.runtimeAttributes.append(
      RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(data.trimmedText)))
  }

  /// Whether `data` reads state the view owns, which starts where its declaration says when the
  /// view first shows: a property of the view's (`items`, `$items`, `self.items`, `store.rows`)
  /// wrapped in `@State` or `@StateObject`.
  private static func ownsState(_ data: ExprSyntax, _ view: SwiftUIViewType) -> Bool {
    guard let root = SwiftExpressions.chain(data)?.first else { return false }
    let name = root.hasPrefix("$") || root.hasPrefix("_") ? String(root.dropFirst()) : root
    return view.properties.contains { $0.name == name && ["State", "StateObject"].contains($0.wrapper ?? "") }
  }

  /// A picker's options: its views, with the rows of each `ForEach` (and of its states) in its
  /// place.
  static func options(_ views: [Element]) -> [Element] {
    views.flatMap { $0.className == "ForEach" ? options($0.children) : [$0] }
  }
}
