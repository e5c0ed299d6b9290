import HeraldAudit
import HeraldSyntax
import HeraldTree

/// Flags a control whose spoken label is longer than a configured number of characters.
///
/// Labels name controls; a long one is usually a sentence that belongs in the hint or the value.
/// Only a label set for assistive technologies is judged. A control's visible title (a preference
/// check box's sentence, a menu item) is its name as everyone reads it: WCAG 2.5.3 (Label in Name)
/// asks the spoken name to contain it, so shortening only the spoken label would break that, and
/// shortening what is shown is a design choice, not an accessibility fault. Text read as text
/// (labels, text views) and the combined labels of cells are content, not names.
public struct LabelTooLongRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "label-too-long",
    name: "Label too long",
    summary:
      "A control's accessibility label (set for VoiceOver, not its visible title) is longer than the configured maximum (40 characters by default).",
    rationale:
      "VoiceOver speaks the whole label on every visit before the value and the type, so a long label slows a user down each time; Voice Control users must say it to activate the control. Apple's guidance: a label is a word or a short phrase.",
    impact: .minor,
    tags: ["best-practice", "labels"],
    help:
      "Shorten the label to what the control is or does (\"Add meal\"); move instructions to the hint and state to the value.",
    options: [
      RuleOption("maximumLength", .number(40), "Labels longer than this many characters are flagged.")
    ],
    messages: [
      "message": RuleMessageText(
        "Label “{label}” is {count, plural, one {# character} other {# characters}} long; the limit is {maximum}. Shorten it to what the control is or does, and move the rest to the hint or value.",
        comment:
          "Audit finding. label is the element's spoken label, count its length in characters, maximum the configured limit. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, accessibility: {label: Add a new meal to your list of favourite meals for today}}
          - {id: ok, role: button, accessibility: {label: Add meal}}
        """, flagged: ["add"]),
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, accessibility: {label: Save your changes}}
        """, flagged: ["save"], options: ["maximumLength": .number(10)]),
    ],
    nonTriggeringExamples: [
      // Exactly 40 characters, counted as characters (é and emoji are one each).
      RuleExample(
        """
        role: view
        children:
          - {id: forty, role: button, accessibility: {label: Café 👍🏽 exactly forty characters long!!!!}}
        """),
      // A visible title is the name everyone reads (WCAG 2.5.3): its length is a design choice.
      RuleExample(
        """
        role: view
        children:
          - {id: check, role: button, content: {titles: {normal: Automatically check for updates when the app starts}}}
        """),
      // Text read as text and a cell's combined label are content, not names.
      RuleExample(
        """
        role: view
        children:
          - {id: body, role: staticText, content: {text: This paragraph explains at length how meals are rated and saved.}}
          - id: cell
            role: tableViewCell
            children:
              - {id: name, role: staticText, content: {text: Caprese salad with basil}}
              - {id: detail, role: staticText, content: {text: Rated four stars by you}}
        """),
    ])

  private let maximumLength: Int

  /// Makes the rule with its maximum length.
  public init(options: RuleOptions) {
    let maximum = options.number("maximumLength")
    // The configuration's value was checked against the option's range (0…1,000,000).
    maximumLength = CheckedNumber.integer(maximum, in: 0...Int.max) ?? Int.max
  }

  /// Visited elements with a label that names them (not text read as text, not a cell's
  /// combined label).
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label, RuleText.fixesText(label, of: node.element) else {
      return false
    }
    guard spoken.labelSource == .accessibilityLabel else { return false }
    switch spoken.element.role {
    case .staticText, .textView: return false
    default: return true
    }
  }

  /// A violation when the label has more characters than the maximum.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let label = node.spoken?.label else { return .pass }
    let count = label.count
    guard count > maximumLength else { return .pass }
    return .violation(
      RuleMessage(
        "message", ["label": .string(label), "count": .number(.int(count)), "maximum": .number(.int(maximumLength))]))
  }
}
