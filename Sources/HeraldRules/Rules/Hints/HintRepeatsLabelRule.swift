import HeraldAudit
import HeraldTree

/// Flags a hint that repeats the label ("Delete" / "Delete."), or starts with it and adds no word
/// that says more ("Add meal" / "Add meal now"): the user hears the same words twice. A hint that
/// goes on to say what is acted on ("Open" / "Open this version") adds what the label does not.
public struct HintRepeatsLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "hint-repeats-label",
    name: "Hint repeats the label",
    summary: "An accessibility hint is the label again, or the label with only filler words after it.",
    rationale:
      "VoiceOver speaks the hint after the label, value and type, so a hint that repeats the label makes the user wait through the same words twice and adds nothing.",
    impact: .minor,
    tags: ["best-practice", "hints"],
    help:
      "Remove the hint, or make it say what the action does that the label does not (\"Adds the meal to today's list.\").",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint",
    messages: [
      "message": RuleMessageText(
        "Hint “{hint}” repeats the label “{label}”. Remove the hint, or make it say what the action does.",
        comment:
          "Audit finding. hint and label are the element's accessibility hint and spoken label. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: delete, role: button, accessibility: {label: Delete, hint: delete.}}
          - {id: add, role: button, content: {titles: {normal: Add meal}}, accessibility: {hint: "Add  meal: now, please"}}
        """, flagged: ["delete", "add"]),
      RuleExample(
        """
        role: view
        children:
          - {id: ru, role: button, accessibility: {label: Удалить, hint: УДАЛИТЬ}}
        """, flagged: ["ru"]),
    ],
    nonTriggeringExamples: [
      // A hint that starts with a longer word than the label, says something else, or names what
      // the action applies to (Xcodes: "Open" / "Open this version").
      RuleExample(
        """
        role: view
        children:
          - {id: play, role: button, accessibility: {label: Play, hint: Plays the song.}}
          - {id: reset, role: button, accessibility: {label: Reset, hint: Sets the rating to zero.}}
          - {id: open, role: button, accessibility: {label: Open, hint: Open this version}}
          - {id: add, role: button, content: {titles: {normal: Add meal}}, accessibility: {hint: Add meal to the list}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: nolabel, role: button, accessibility: {hint: Opens the menu.}}
          - {id: punct, role: button, accessibility: {label: "…", hint: Opens the menu.}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited elements with both a label and a hint.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label, let hint = spoken.hint else { return false }
    return !label.isEmpty && !hint.isEmpty && RuleText.fixesText(label, of: node.element)
      && RuleText.fixesText(hint, of: node.element)
  }

  /// A violation when the normalized hint equals the normalized label or starts with its words.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken, let label = spoken.label, let hint = spoken.hint,
      Self.repeats(label: label, hint: hint)
    else { return .pass }
    return .violation(RuleMessage("message", ["label": .string(label), "hint": .string(hint)]))
  }

  /// Whether `hint` is `label`, or starts with it as whole words and goes on with filler words
  /// only, ignoring case and punctuation.
  static func repeats(label: String, hint: String) -> Bool {
    let label = RuleText.normalized(label)
    guard !label.isEmpty else { return false }
    let hint = RuleText.normalized(hint)
    guard hint.hasPrefix(label) else { return false }
    let rest = hint.dropFirst(label.count)
    guard rest.isEmpty || rest.first == " " else { return false }
    return rest.split(separator: " ").allSatisfy { fillerWords.contains(String($0)) }
  }

  /// English words that say nothing about the action or its object.
  static let fillerWords: Set<String> = [
    "a", "an", "the", "this", "that", "it", "now", "here", "please", "button", "again",
  ]
}
