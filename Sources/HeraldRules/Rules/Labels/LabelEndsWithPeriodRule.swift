import HeraldAudit
import HeraldTree

/// Flags an accessibility label that ends with a period: labels are names, not sentences.
///
/// Only labels set as `accessibilityLabel` are judged; a title or a label's text is what the
/// screen shows, and its punctuation is the design's. An ellipsis ("…", "...") and a closing
/// abbreviation ("Acme Inc.", "J. R. R.") are not flagged.
public struct LabelEndsWithPeriodRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "label-ends-with-period",
    name: "Label ends with a period",
    summary: "An accessibility label ends with a period.",
    rationale:
      "Apple's guidance: a label is a word or short phrase, capitalized, without a final period. VoiceOver pauses at the period and some voices drop their pitch as at the end of a sentence, which sounds like the element ends there.",
    impact: .minor,
    tags: ["best-practice", "labels"],
    help: "Remove the final period: \"Add meal\", not \"Add meal.\". Put sentences in the hint or the value.",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel",
    messages: [
      "message": RuleMessageText(
        "Accessibility label “{label}” ends with a period. Remove it: a label is a name, not a sentence.",
        comment:
          "Audit finding. label is the element's accessibility label. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, accessibility: {label: Add meal.}}
          - {id: title, role: staticText, content: {text: Welcome.}, accessibility: {label: Welcome back.}}
        """, flagged: ["add", "title"]),
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, accessibility: {label: "Rating. 3 stars. "}}
        """, flagged: ["star"]),
    ],
    nonTriggeringExamples: [
      // Shown text keeps its punctuation; ellipses and abbreviations are not periods.
      RuleExample(
        """
        role: view
        children:
          - {id: text, role: staticText, content: {text: Your meal was saved.}}
          - {id: more, role: button, accessibility: {label: More…}}
          - {id: load, role: button, accessibility: {label: Loading...}}
          - {id: acme, role: button, accessibility: {label: Call Acme Inc.}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, accessibility: {label: Add meal}}
          - {id: hidden, role: button, hidden: true, accessibility: {label: Hidden.}}
          - {id: initial, role: button, accessibility: {label: Written by J. R. R.}}
        """),
    ])

  /// Abbreviations that end a label with a period that is not a full stop.
  static let abbreviations: Set<String> = [
    "etc", "inc", "ltd", "co", "corp", "jr", "sr", "dr", "mr", "mrs", "ms", "st", "vs", "approx", "dept", "no",
  ]

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited elements whose label is their accessibility label.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label else { return false }
    return spoken.labelSource == .accessibilityLabel && RuleText.fixesText(label, of: node.element)
  }

  /// A violation when the label, trailing spaces aside, ends with one period.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let label = node.spoken?.label, Self.endsWithPeriod(label) else { return .pass }
    return .violation(RuleMessage("message", ["label": .string(label)]))
  }

  /// Whether `label` ends with a full stop (not an ellipsis or an abbreviation's period).
  static func endsWithPeriod(_ label: String) -> Bool {
    let trimmed = label.reversed().drop(while: { $0.isWhitespace })
    guard trimmed.first == "." else { return false }
    let beforePeriod = trimmed.dropFirst()
    if beforePeriod.first == "." { return false }
    let lastWord = String(beforePeriod.prefix(while: { $0.isLetter }).reversed())
    if lastWord.count == 1, lastWord.first?.isUppercase == true { return false }
    return !abbreviations.contains(lastWord.lowercased())
  }
}
