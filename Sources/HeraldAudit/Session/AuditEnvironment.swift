import HeraldSyntax

/// What an audit session needs from modules HeraldAudit may not import: the built-in rules
/// (HeraldRules depends on HeraldAudit) and a reader of the app's string tables (HeraldStrings).
///
/// The `herald` command line builds it from `BuiltInRules.all` and `StringTableReader`; a test can
/// pass a few rules and no string tables.
public struct AuditEnvironment: Sendable {
  /// Reads the string tables at the given paths into the app's source texts (every key and every
  /// localized value), or returns every error, each naming its file.
  public typealias StringTableLoader = @Sendable ([String]) -> Result<Set<String>, LoadFailure>

  /// The built-in rules.
  public var builtInRules: [any BuiltInRule.Type]
  /// Reads the app's string tables for `--strings`; `nil` when the caller reads none (asking for
  /// string tables is then an error).
  public var loadStringTables: StringTableLoader?

  /// Creates an environment.
  public init(builtInRules: [any BuiltInRule.Type], loadStringTables: StringTableLoader? = nil) {
    self.builtInRules = builtInRules
    self.loadStringTables = loadStringTables
  }
}

/// The files that could not be read (string tables, rule packs, component models), each error
/// naming its file.
public struct LoadFailure: Error, Sendable {
  /// The errors.
  public var errors: [any LocatedError & Sendable]

  /// Creates a failure.
  public init(errors: [any LocatedError & Sendable]) {
    self.errors = errors
  }
}
