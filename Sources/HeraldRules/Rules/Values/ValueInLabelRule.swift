import HeraldAudit
import HeraldTree

/// Flags a label that contains the element's value ("Volume 50%" with the value "50%"): the
/// screen reader speaks the value after the label, so the user hears it twice.
public struct ValueInLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "value-in-label",
    name: "Value repeated in the label",
    summary: "The element's value also appears in its label.",
    rationale:
      "VoiceOver speaks the label, then the value: \"Volume 50%, 50%, Adjustable\". When the value changes and the label is not updated, the two even contradict each other.",
    impact: .moderate,
    tags: ["wcag2a", "wcag412", "values"],
    help:
      "Keep the label to the element's name (\"Volume\") and put the changing part only in the accessibility value.",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue",
    messages: [
      "message": RuleMessageText(
        "Label “{label}” contains the value “{value}”, so VoiceOver says it twice. Keep only the name in the label and the value in the accessibility value.",
        comment:
          "Audit finding. label and value are the element's spoken label and value. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: volume, role: slider, content: {range: {value: 0.5, minimum: 0, maximum: 1}}, accessibility: {label: Volume 50%}}
          - {id: speed, role: view, accessibility: {isElement: true, label: "Speed: 80 km/h", value: 80 km/h}}
        """, flagged: ["volume", "speed"]),
      RuleExample(
        """
        role: view
        children:
          - {id: city, role: textField, content: {text: Paris}, accessibility: {label: City Paris}}
        """, flagged: ["city"]),
    ],
    nonTriggeringExamples: [
      // FoodTracker's stars: label "Set 3 star rating", value "3 stars set."; not the same words.
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingControl
            runtimeAttributes:
              - {keyPath: rating, type: number, value: 3}
        """),
      // A placeholder is read only while the field is empty: it never repeats the text (KeePassium).
      RuleExample(
        """
        role: view
        children:
          - {id: name, role: textField, content: {placeholder: e.g. MyPasswords, text: MyPasswords}}
        """),
      // A one-character value, and a value that is only part of a word of the label.
      RuleExample(
        """
        role: view
        children:
          - {id: page, role: view, accessibility: {isElement: true, label: Page 3, value: "3"}}
          - {id: temp, role: view, accessibility: {isElement: true, label: Temperatures, value: Temp}}
          - {id: plain, role: slider, content: {range: {value: 0.5, minimum: 0, maximum: 1}}, accessibility: {label: Volume}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited elements with a label and a value of at least two letters or digits.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label, let value = spoken.value else { return false }
    // A text field's placeholder is spoken only while the field is empty, when it has no value to repeat.
    if spoken.labelSource == .placeholder { return false }
    return !label.isEmpty && value.count >= 2 && RuleText.fixesText(label, of: node.element)
      && RuleText.fixesText(value, of: node.element)
  }

  /// A violation when the normalized value occurs in the normalized label as whole words.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken, let label = spoken.label, let value = spoken.value else { return .pass }
    let normalizedValue = RuleText.normalized(value)
    guard normalizedValue.count >= 2, RuleText.containsWords(RuleText.normalized(label), normalizedValue) else {
      return .pass
    }
    return .violation(RuleMessage("message", ["label": .string(label), "value": .string(value)]))
  }
}
