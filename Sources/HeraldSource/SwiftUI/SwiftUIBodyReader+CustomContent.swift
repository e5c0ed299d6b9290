import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// `.accessibilityCustomContent("Rating", "4.5 stars", importance: .high)`: an entry VoiceOver
  /// offers in its More Content rotor (Apple's `accessibilityCustomContent(_:_:importance:)`).
  /// The label and value may be strings, `Text` or localized keys; a value the app computes is
  /// shown as its code. `.high` importance is spoken with the element.
  func customContent(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    let unlabelled = call.arguments.filter { $0.label == nil }
    guard unlabelled.count >= 2 else { return }
    let bindings = context.bindings
    let label = bindings.evaluate(unlabelled[unlabelled.startIndex].expression).shown
    let value = bindings.evaluate(unlabelled[unlabelled.index(after: unlabelled.startIndex)].expression).shown
    let importance = argument("importance", call)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    element.accessibility.customContent.append(
      AccessibilityCustomContent(label: label, value: value, isImportant: importance == "high"))
  }
}
