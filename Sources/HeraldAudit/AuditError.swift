import HeraldSyntax

/// What can go wrong before an audit runs: a configuration, rule pack, option or baseline that
/// Herald cannot use. Problems in the audited files are findings or ``InputError``s instead.
public enum AuditError: LocatedError, Sendable, Hashable {
  /// A rule option that the rule does not declare, or a value of the wrong type.
  case invalidOption(rule: String, option: String, reason: String, SourceLocation?)
  /// A rule id that no built-in rule or loaded pack has.
  case unknownRule(String, suggestion: String?, SourceLocation?)
  /// Two rules with one id.
  case duplicateRule(String, SourceLocation?)
  /// A configuration file that does not follow the format (`docs/configuration.md`).
  case invalidConfiguration(SourceLocation, reason: String)
  /// A rule pack that does not follow the format (`docs/rule-packs.md`).
  case invalidRulePack(SourceLocation, reason: String)
  /// A baseline file that does not follow the format.
  case invalidBaseline(SourceLocation, reason: String)
  /// A file that is not valid YAML or JSON.
  case syntax(SyntaxError)
  /// A file that cannot be read.
  case unreadable(path: String, reason: String)
  /// A file that cannot be written (a baseline).
  case unwritable(path: String, reason: String)
  /// A locale that is not a BCP 47 tag ICU knows, from the option or the configuration key named.
  case invalidLocale(String, source: String, reason: String)
  /// String tables were asked for, but the session has no reader for them (``AuditEnvironment``).
  case noStringTableReader([String])
  /// Two options that cannot be given together, and why.
  case conflictingOptions(String)

  /// What went wrong and what to do, without the location.
  public var message: String {
    switch self {
    case .invalidOption(let rule, let option, let reason, _):
      "invalid option \"\(option)\" for rule \(rule): \(reason)"
    case .unknownRule(let id, let suggestion, _):
      "unknown rule \"\(id)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        + " (`herald rules list` lists the rules)"
    case .duplicateRule(let id, _):
      "two rules have the id \"\(id)\"; rename one"
    case .invalidConfiguration(_, let reason), .invalidRulePack(_, let reason), .invalidBaseline(_, let reason):
      reason
    case .syntax(let error):
      error.message
    case .unreadable(_, let reason):
      "cannot read the file: \(reason)"
    case .unwritable(_, let reason):
      "cannot write the file: \(reason)"
    case .invalidLocale(let text, let source, let reason):
      "\(source) \(text): \(reason)"
    case .noStringTableReader(let paths):
      "cannot read the string tables \(paths.joined(separator: ", ")): this audit session has no string-table reader"
    case .conflictingOptions(let reason):
      reason

    }
  }

  /// Where, when known.
  public var location: SourceLocation? {
    switch self {
    case .invalidOption(_, _, _, let location), .unknownRule(_, _, let location), .duplicateRule(_, let location):
      location
    case .invalidConfiguration(let location, _), .invalidRulePack(let location, _), .invalidBaseline(let location, _):
      location
    case .syntax(let error):
      error.position
    case .unreadable, .unwritable, .invalidLocale, .noStringTableReader, .conflictingOptions:
      nil
    }
  }

  /// The file the problem is in; `nil` for a value given on the command line.
  public var file: String? {
    switch self {
    case .unreadable(let path, _), .unwritable(let path, _): path
    default: location?.file
    }
  }
}
