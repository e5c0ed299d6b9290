import HeraldAudit
import HeraldRules
import Testing

@Suite("tap-gesture-not-accessible")
struct TapGestureNotAccessibleRuleTests {
  /// Every text of the description and every example, where the skeleton's markers were.
  static let texts: [String] = {
    let description = TapGestureNotAccessibleRule.description
    let examples = description.triggeringExamples + description.nonTriggeringExamples
    return [description.name, description.summary, description.rationale, description.help]
      + description.messages.values.map(\.english) + examples.map(\.tree)
  }()

  @Test("The skeleton is filled in: no TODO is left in the description, the messages or the examples")
  func filledIn() {
    let left = Self.texts.filter { $0.contains("TODO") }
    #expect(
      left.isEmpty,
      "write TapGestureNotAccessibleRule's description, message and examples:\n\(left.joined(separator: "\n"))")
  }
}
