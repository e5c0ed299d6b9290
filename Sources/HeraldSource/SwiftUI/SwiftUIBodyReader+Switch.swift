import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// `switch` as alternatives: the case a known value matches, else every case, each marked with
  /// its condition, the first shown.
  func alternatives(_ node: SwitchExprSyntax, _ context: Context) -> Element {
    var result = element(.view, "switch", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    let subject = context.bindings.fixed.evaluate(node.subject)
    let initial = context.bindings.evaluate(node.subject)
    var cases: [(SwitchCaseSyntax, matches: Bool?, initially: Bool?)] = []
    for entry in node.cases {
      guard case .switchCase(let switchCase) = entry else { continue }
      cases.append(
        (switchCase, Self.matches(switchCase, subject, context), Self.matches(switchCase, initial, context)))
    }
    var decided = cases.firstIndex { $0.matches == true }
    // The default state shows the case the initial value matches.
    let shown = cases.firstIndex { $0.initially == true } ?? 0
    let built = cases.indices.map { decided == nil || decided == $0 ? views(cases[$0].0.statements, context) : [] }
    // Cases that build the same views are no states of their own.
    if decided == nil, built.dropFirst().allSatisfy({ $0 == built[0] }) { decided = shown }
    if decided == nil, cases.count > 1 {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(node.subject.sourceText)))
    }
    let subjectText = Self.quoted(node.subject.sourceText)
    for (offset, entry) in cases.enumerated() where decided == nil || decided == offset {
      var wrapper = element(.view, entry.0.label.sourceText, at: entry.0, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      wrapper.children = built[offset]
      if decided == nil, cases.count > 1 {
        let condition: String
        switch entry.0.label {
        case .case(let label):
          condition = "\(subjectText) is \(label.caseItems.map { $0.pattern.sourceText }.joined(separator: " or "))"
        case .default: condition = "\(subjectText) is another value"
        }
        SceneStates.mark(&wrapper, condition: condition)
        wrapper.isHidden = offset != shown
      }
      result.children.append(wrapper)
    }
    return result
  }

  /// Whether a case matches a known value (`case .b:` for `.b`, `default:` always); `nil` when the
  /// value is not known.
  private static func matches(_ switchCase: SwitchCaseSyntax, _ subject: SwiftUIValue, _ context: Context) -> Bool? {
    guard subject.isKnown else { return nil }
    guard case .case(let label) = switchCase.label else { return true }
    return label.caseItems.contains { item in
      guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
      return context.bindings.evaluate(expression) == subject
    }
  }
}
