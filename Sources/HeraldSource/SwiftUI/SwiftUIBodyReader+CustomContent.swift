import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// `.accessibilityCustomContent("Rating", "4.5 stars", importance: .high)`: an entry VoiceOver
  /// offers in its More Content rotor (Apple's `accessibilityCustomContent(_:_:importance:)`).
  /// The label and value may be strings, `Text` or localized keys; a value the app computes is
  /// shown as its code, and a key (`.rating`, an `AccessibilityCustomContentKey`) whose label is
  /// declared elsewhere as its code too. A later entry of the same label replaces the earlier; a
  /// `nil` value removes it. The importance is kept (`isImportant`).
  func customContent(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
    guard unlabelled.count >= 2 else { return }
    let bindings = context.bindings
    let key = unlabelled[0]
    let label =
      key.as(MemberAccessExprSyntax.self)?.base == nil && key.is(MemberAccessExprSyntax.self)
      ? SwiftUIValue.placeholder(key.sourceText) : bindings.evaluate(key).shown
    let value = bindings.evaluate(unlabelled[1])
    element.accessibility.customContent.removeAll { $0.label == label }
    guard value != .none else { return }
    let importance = argument("importance", call)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    element.accessibility.customContent.append(
      AccessibilityCustomContent(label: label, value: value.shown, isImportant: importance == "high"))
  }

  /// `.accessibilityRepresentation { … }`: what the closure builds replaces the view for
  /// accessibility, gestures included; alternatives (`switch`, `if`) keep each branch for its state.
  func representation(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    guard let closure = call.trailingClosure ?? closures(of: call).first,
      let representation = views(closure.statements, context).first
    else { return }
    // Alternatives (`switch`, `if`): in each state its branch is what VoiceOver reads.
    if Self.isTransparent(representation) {
      (element.role, element.content, element.accessibility) = (.view, representation.content, .init())
      element.children = [representation]
      return
    }
    element.role = representation.role
    element.content = representation.content
    element.state = representation.state
    element.accessibility = representation.accessibility
    element.accessibility.isElement = true
    // The representation's hint replaces the view's help tag as the hint.
    Self.markHelpTag(false, &element)
    element.runtimeAttributes += representation.runtimeAttributes
    // What the representation shows replaces the view for accessibility, gestures included.
    element.children = representation.children
    element.connections = representation.connections
  }
}
