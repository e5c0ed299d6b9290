import HeraldICU

/// What a rule concluded about one element it applies to.
public enum RuleOutcome: Sendable, Hashable {
  /// The element passes.
  case pass
  /// The element violates the rule; `related` names the places in the app's code the verdict
  /// rests on (the class that sets no accessibility).
  case violation(RuleMessage, related: [RelatedLocation] = [])
  /// The rule cannot decide from what Herald has (a color it cannot resolve, a title that code
  /// probably sets); a person should look. `missing` names the evidence that would decide: every
  /// needs review has one; `related` names places in the app's code that bear on it.
  case needsReview(RuleMessage, missing: MissingEvidence, related: [RelatedLocation] = [])
}

/// A message of a rule, by key and named arguments, localized when a report is made.
///
/// The key is relative to the rule: `message` has its English in the rule's
/// ``RuleDescription/messages`` and its translations at the catalog key `rule.<id>.message` in
/// `Localizations/`; a rule with several messages uses more keys (`rule.<id>.reset-hint`).
public struct RuleMessage: Sendable, Hashable {
  /// The key within the rule.
  public var key: String
  /// The named ICU MessageFormat arguments.
  public var arguments: [String: MessageArgument]

  /// A message.
  public init(_ key: String = "message", _ arguments: [String: MessageArgument] = [:]) {
    self.key = key
    self.arguments = arguments
  }
}
