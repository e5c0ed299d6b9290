/// What a rule is: its id, name, summary, rationale, impact, tags, help, options and examples.
///
/// The description is the rule's documentation and, through its examples, its test: the generic
/// examples test audits every triggering example and expects exactly the marked elements to be
/// flagged, and every non-triggering example and expects nothing.
///
/// ```swift
/// static let description = RuleDescription(
///   id: "image-button-missing-label", name: "Image button without a label",
///   summary: "A button that shows only an image needs an accessibility label.",
///   rationale: "VoiceOver falls back to the image's file name, or says only \"Button\".",
///   impact: .critical, tags: ["wcag2a", "wcag412", "wcag111"],
///   help: "Set an accessibility label that says what the button does.",
///   messages: ["unlabeled": RuleMessageText("Button without any label: …", comment: "Audit finding …")],
///   triggeringExamples: [RuleExample("…", flagged: ["star"], message: "unlabeled")],
///   nonTriggeringExamples: [RuleExample("…")])
/// ```
public struct RuleDescription: Sendable, Hashable {
  /// The kebab-case id (`image-button-missing-label`), used in configurations, suppressions and
  /// reports, and in the catalog keys of the rule's messages (`rule.<id>.message`).
  public var id: String
  /// A short title.
  public var name: String
  /// What the rule flags, one sentence.
  public var summary: String
  /// Why it matters to the people who use a screen reader or other assistive technology.
  public var rationale: String
  /// How much the problem hurts.
  public var impact: Impact
  /// Tags: WCAG success criteria (`wcag412`, `wcag258`), levels (`wcag2a`), topics (`labels`).
  public var tags: [String]
  /// How to fix a finding.
  public var help: String
  /// A page that explains more, when there is one.
  public var helpURL: String?
  /// Whether the rule runs unless a configuration enables it (`false` for opinionated rules).
  public var isEnabledByDefault: Bool
  /// The options and their defaults.
  public var options: [RuleOption]
  /// The English text of the rule's messages by key (`message`, `unlabeled`); translations are
  /// `rule.<id>.<key>` in `Localizations/`. Empty for a rule that localizes its messages itself
  /// (a declarative pack's rule).
  public var messages: [String: RuleMessageText]
  /// Trees that must trigger the rule, with the elements it must flag.
  public var triggeringExamples: [RuleExample]
  /// Trees that must not trigger it.
  public var nonTriggeringExamples: [RuleExample]

  /// Describes a rule.
  public init(
    id: String, name: String, summary: String, rationale: String, impact: Impact, tags: [String], help: String,
    helpURL: String? = nil, isEnabledByDefault: Bool = true, options: [RuleOption] = [],
    messages: [String: RuleMessageText] = [:], triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.impact = impact
    self.tags = tags
    self.help = help
    self.helpURL = helpURL
    self.isEnabledByDefault = isEnabledByDefault
    self.options = options
    self.messages = messages
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }

  /// Whether `id` is kebab-case: lower-case ASCII letters and digits in words joined by `-`.
  public static func isValidID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, ("a"..."z").contains(first), id.last != "-", !id.contains("--") else {
      return false
    }
    return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
