import HeraldSyntax
import HeraldTree

/// What an audit session needs from modules HeraldAudit may not import: the built-in rules
/// (HeraldRules depends on HeraldAudit), a reader of the app's string tables (HeraldStrings) and a
/// reader of its source (HeraldSource).
///
/// The `herald` command line builds it from `BuiltInRules.all` and `StringTableReader`; a test can
/// pass a few rules and no string tables.
public struct AuditEnvironment: Sendable {
  /// Reads the string tables at the given paths into the app's source texts (every key and every
  /// localized value), or returns every error, each naming its file.
  public typealias StringTableLoader = @Sendable ([String]) -> Result<Set<String>, LoadFailure>

  /// Reads the app's Swift and Objective-C source under the given files and folders into a
  /// ``CodeIndex`` (HeraldSource's `SourceIndexer`).
  public typealias SourceIndexLoader = @Sendable ([String]) -> CodeIndex

  /// Finds the app's own translations beside the given inputs and in the given tables
  /// (HeraldStrings' `AppTableLoader`), with warnings about tables that could not be read.
  public typealias AppStringsLoader =
    @Sendable (_ inputs: [String], _ tables: [String]) -> (
      strings: AppStrings, warnings: [String]
    )

  /// The loaders of formats HeraldTree does not read itself, for the given inputs (HeraldSource's
  /// `SwiftUILoader`, with the SwiftUI views under the inputs) built for the given deployment
  /// (``AuditUnit/deployment``), which decides `if #available` in views, and platform
  /// (``AuditUnit/platform``), which decides `#if os(…)`, with the app's tables (whose keys name
  /// the string accessors a build step generates) and the symbols Xcode generates for its images
  /// (``AuditUnit/assets``).
  public typealias TreeLoaderFactory =
    @Sendable (
      _ inputs: [String], _ deployment: Deployment?, _ platform: Platform?, _ strings: AppStrings?,
      _ assets: AssetSymbols
    ) -> [any TreeLoader]

  /// The built-in rules.
  public var builtInRules: [any BuiltInRule.Type]
  /// Reads the app's string tables for `--strings`; `nil` when the caller reads none (asking for
  /// string tables is then an error).
  public var loadStringTables: StringTableLoader?
  /// Reads the app's source; `nil` when the caller reads none (the audit then judges from the UI
  /// files alone, reporting needs review where code would decide).
  public var indexSource: SourceIndexLoader?
  /// More tree loaders; `nil` when the caller has none (SwiftUI source is then not read).
  public var treeLoaders: TreeLoaderFactory?
  /// Finds the app's translations; `nil` when the caller reads none (the localization rules then
  /// do not apply).
  public var loadAppStrings: AppStringsLoader?

  /// Creates an environment.
  public init(
    builtInRules: [any BuiltInRule.Type], loadStringTables: StringTableLoader? = nil,
    indexSource: SourceIndexLoader? = nil, treeLoaders: TreeLoaderFactory? = nil,
    loadAppStrings: AppStringsLoader? = nil
  ) {
    self.loadAppStrings = loadAppStrings
    self.builtInRules = builtInRules
    self.loadStringTables = loadStringTables
    self.indexSource = indexSource
    self.treeLoaders = treeLoaders
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
