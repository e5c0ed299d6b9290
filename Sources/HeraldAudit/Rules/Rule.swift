import HeraldICU

/// An audit rule: which elements it applies to and what it concludes about each.
///
/// A rule looks at one element at a time, with everything around it at hand through
/// ``AuditNode`` (its parent and children, what a screen reader says for it, the component
/// instance it belongs to, the scene's identifiers). An element the rule does not apply to is
/// *inapplicable*; for the others the rule returns a ``RuleOutcome``.
///
/// Built-in rules conform to ``BuiltInRule`` and live one per file in `HeraldRules`; rules of
/// declarative packs are data interpreted by `DeclarativeRule`. Rules never print and never
/// throw while checking: what goes wrong is a finding.
public protocol Rule: Sendable {
  /// The rule's id, metadata, options and examples.
  var description: RuleDescription { get }

  /// Whether the rule applies to `node` (its selector).
  func applies(to node: AuditNode) -> Bool

  /// What the rule concludes about a node it applies to.
  func check(_ node: AuditNode) -> RuleOutcome

  /// One of the rule's messages in words, in `locale` or in the locale it falls back to.
  ///
  /// The default takes the translation `rule.<id>.<key>` from Herald's catalog (`Localizations/`)
  /// and falls back to the English of ``RuleDescription/messages``, with a warning.
  func localize(_ message: RuleMessage, locale: LanguageTag) -> LocalizedRuleMessage
}

extension Rule {
  /// The rule's id.
  public var id: String { description.id }

  /// Translates the message with Herald's catalog, falling back to the rule's English.
  public func localize(_ message: RuleMessage, locale: LanguageTag) -> LocalizedRuleMessage {
    RuleMessages.localize(message, of: description, catalog: .herald, locale: locale)
  }
}

/// A rule compiled into Herald (`HeraldRules`): a type with a static description, made from its
/// options.
///
/// ```swift
/// public struct LabelEndsWithPeriodRule: BuiltInRule {
///   public static let description = RuleDescription(id: "label-ends-with-period", …)
///   public init(options: RuleOptions) {}
///   public func applies(to node: AuditNode) -> Bool { node.spoken?.label != nil }
///   public func check(_ node: AuditNode) -> RuleOutcome { … }
/// }
/// ```
public protocol BuiltInRule: Rule {
  /// The rule's id, metadata, options and examples.
  static var description: RuleDescription { get }

  /// Makes the rule with its options (defaults overridden by the configuration).
  init(options: RuleOptions)

  /// What is wrong with option values whose type is right but whose content is not (a pattern that
  /// does not compile), as the option's name and the reason; `nil` when they are fine.
  ///
  /// ``RuleSelection`` asks before making the rule, so a bad value is an error with its location
  /// rather than a rule that silently does something else.
  static func problem(with options: RuleOptions) -> (option: String, reason: String)?
}

extension BuiltInRule {
  /// The static description.
  public var description: RuleDescription { Self.description }

  /// No checks beyond the options' types.
  public static func problem(with options: RuleOptions) -> (option: String, reason: String)? { nil }
}
