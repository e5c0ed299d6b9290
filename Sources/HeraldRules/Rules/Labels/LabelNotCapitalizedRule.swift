import HeraldAudit
import HeraldTree

/// Flags an accessibility label that starts with a lower-case letter ("add meal"), unless it
/// starts with a brand written that way ("iPhone", "eBay").
public struct LabelNotCapitalizedRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "label-not-capitalized",
    name: "Label not capitalized",
    summary: "An accessibility label starts with a lower-case letter.",
    rationale:
      "Apple's guidance: begin a label with a capital letter. Speech synthesizers use capitalization to shape intonation, and braille displays show the label as written.",
    impact: .minor,
    tags: ["best-practice", "labels"],
    help: "Capitalize the first word: \"Add meal\", not \"add meal\".",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel",
    options: [
      RuleOption(
        "allowed", .strings(["iPhone", "iPad", "iOS", "macOS", "watchOS", "tvOS", "iCloud", "eBay"]),
        "Labels that start with one of these words, written exactly so, are not flagged.")
    ],
    messages: [
      "message": RuleMessageText(
        "Accessibility label “{label}” starts with a lower-case letter. Capitalize its first word.",
        comment:
          "Audit finding. label is the element's accessibility label. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, accessibility: {label: add meal}}
          - {id: ru, role: button, accessibility: {label: сохранить}}
        """, flagged: ["add", "ru"]),
      RuleExample(
        """
        role: view
        children:
          - {id: phone, role: button, accessibility: {label: iphone settings}}
          - {id: dev, role: button, accessibility: {label: iDevice settings}}
        """, flagged: ["phone", "dev"]),
      RuleExample(
        """
        role: view
        children:
          - {id: dev, role: button, accessibility: {label: iDevice settings}}
        """, flagged: ["dev"], options: ["allowed": .strings(["iPhone"])]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, accessibility: {label: Add meal}}
          - {id: phone, role: button, accessibility: {label: iPhone storage}}
          - {id: cloud, role: button, accessibility: {label: iCloud}}
          - {id: digits, role: button, accessibility: {label: 3 stars}}
          - {id: quote, role: button, accessibility: {label: "“quoted” text"}}
        """),
      // An address is spelled as it is, not capitalized as a sentence.
      RuleExample(
        """
        role: view
        children:
          - {id: mail, role: textField, accessibility: {label: example@icloud.com}}
          - {id: site, role: link, accessibility: {label: "https://example.org"}}
          - {id: host, role: link, accessibility: {label: www.example.org}}
        """),
      // Shown text is the design's; scripts without case cannot be capitalized.
      RuleExample(
        """
        role: view
        children:
          - {id: text, role: staticText, content: {text: lower-case caption}}
          - {id: ja, role: button, accessibility: {label: 保存}}
          - {id: ar, role: button, accessibility: {label: حفظ}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: dev, role: button, accessibility: {label: iDevice settings}}
        """, options: ["allowed": .strings(["iDevice"])]),
    ])

  private let allowed: [String]

  /// Makes the rule with its allowed lower-case words.
  public init(options: RuleOptions) {
    allowed = options.strings("allowed").filter { !$0.isEmpty }
  }

  /// Visited elements whose label is their accessibility label.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label else { return false }
    return spoken.labelSource == .accessibilityLabel && RuleText.fixesText(label, of: node.element)
  }

  /// A violation when the first character is a lower-case letter of a cased script and the label
  /// does not start with an allowed word.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let label = node.spoken?.label, let first = label.first, first.isLetter, first.isLowercase,
      first.uppercased() != String(first)
    else { return .pass }
    if allowed.contains(where: { label.hasPrefix($0) }) { return .pass }
    if Self.startsWithAddress(label) { return .pass }
    return .violation(RuleMessage("message", ["label": .string(label)]))
  }

  /// Whether the first word is written as an address, whose case is its spelling, not a sentence's:
  /// an e-mail address (`example@icloud.com`), a URL (`https://…`) or a host (`www.example.org`).
  static func startsWithAddress(_ label: String) -> Bool {
    let word = label.prefix { !$0.isWhitespace }
    return word.contains("@") || word.contains("://") || word.hasPrefix("www.")
  }
}
