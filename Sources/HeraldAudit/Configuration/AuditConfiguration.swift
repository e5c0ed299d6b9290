import HeraldTree

/// What a project's `.herald.yml` says: which files to audit, which rules run and how, which
/// findings do not count, and where the project's rule packs, component models, string tables and
/// baseline are.
///
/// Paths in the file are relative to the file's ``directory`` and are resolved when it is loaded,
/// so ``rulePacks``, ``components``, ``strings`` and ``baseline`` can be opened as they are. The
/// format, key by key, is in `docs/configuration.md`.
///
/// ```swift
/// if let path = AuditConfiguration.find(from: ["Examples/FoodTracker"]) {
///   let configuration = try AuditConfiguration.load(path: path)
///   let outcome = try configuration.rules.apply(builtIn: BuiltInRules.all, packs: [])
///   let auditor = try Auditor(
///     rules: outcome.rules, severities: outcome.severities, suppressions: configuration.suppressions,
///     notRun: outcome.notRun)
///   let report = auditor.audit(paths: ["Examples/FoodTracker"], include: configuration.includes)
/// }
/// ```
public struct AuditConfiguration: Sendable, Hashable {
  /// The name ``find(from:)`` looks for: `.herald.yml` (`.herald.yaml` is accepted too).
  public static let fileName = ".herald.yml"
  /// The names ``find(from:)`` accepts, in the order it prefers them.
  public static let fileNames = [fileName, ".herald.yaml"]

  /// The file the configuration was loaded from, as given; `nil` for the default configuration.
  public var file: String?
  /// The directory paths in the configuration are relative to: the file's directory (`.` for a
  /// file in the current directory, and for the default configuration).
  public var directory: String
  /// The locale of the messages (`en`, `de-CH`); `nil` for English or the CLI's `--locale`.
  public var locale: String?
  /// The platform to audit for, instead of the one the inputs declare.
  public var platform: Platform?
  /// The lowest severity of an active violation that fails a run; `nil` for the CLI's default.
  public var failOn: FailThreshold?
  /// Patterns of the files to audit; empty for every file the inputs hold.
  public var include: [Glob]
  /// Patterns of files not to audit; they win over ``include``.
  public var exclude: [Glob]
  /// Declarative rule packs to load, resolved against ``directory``.
  public var rulePacks: [String]
  /// Component model files of the app's custom controls, resolved against ``directory``.
  public var components: [String]
  /// String tables whose source texts are the app's strings, resolved against ``directory``.
  public var strings: [String]
  /// Folders and files of the app's Swift and Objective-C source, resolved against
  /// ``directory``; empty reads the source under the audited folders.
  public var source: [String] = []
  /// The baseline file, resolved against ``directory``.
  public var baseline: String?
  /// Which rules run, with which severities and options.
  public var rules: RuleSelection
  /// Findings that do not count, and why.
  public var suppressions: [SuppressionRule]

  /// Creates a configuration; the defaults audit every file with the rules enabled by default.
  ///
  /// - Parameters:
  ///   - file: The file the configuration comes from.
  ///   - directory: The directory its paths are relative to; the file's directory by default.
  ///   - locale: The locale of the messages.
  ///   - platform: The platform to audit for.
  ///   - failOn: The lowest severity that fails a run.
  ///   - include: Patterns of the files to audit.
  ///   - exclude: Patterns of files not to audit.
  ///   - rulePacks: Rule pack files, already resolved.
  ///   - components: Component model files, already resolved.
  ///   - strings: String tables, already resolved.
  ///   - baseline: The baseline file, already resolved.
  ///   - rules: The rule selection.
  ///   - suppressions: The suppressions.
  public init(
    file: String? = nil, directory: String? = nil, locale: String? = nil, platform: Platform? = nil,
    failOn: FailThreshold? = nil, include: [Glob] = [], exclude: [Glob] = [], rulePacks: [String] = [],
    components: [String] = [], strings: [String] = [], baseline: String? = nil, rules: RuleSelection = RuleSelection(),
    suppressions: [SuppressionRule] = []
  ) {
    self.file = file
    self.directory = directory ?? file.map(PathNames.directory(of:)) ?? "."
    self.locale = locale
    self.platform = platform
    self.failOn = failOn
    self.include = include
    self.exclude = exclude
    self.rulePacks = rulePacks
    self.components = components
    self.strings = strings
    self.baseline = baseline
    self.rules = rules
    self.suppressions = suppressions
  }

  /// Whether to audit the file at `path`.
  ///
  /// Each pattern is matched against the file's path relative to ``directory`` (``PathBase``),
  /// whatever the working directory and however the inputs name the file: `Sources/**` in
  /// `App/.herald.yml` matches `App/Sources/A.xib` from the repository, `Sources/A.xib` from
  /// `App` and `/Users/me/App/Sources/A.xib` from anywhere; a pattern that starts with `/` is
  /// matched against the absolute path. An excluded file is never audited; with no ``include``
  /// patterns every other file is.
  ///
  /// - Parameter path: A file path, as the inputs name it.
  /// - Returns: `true` when no exclude pattern and (if there are any) some include pattern matches.
  public func includes(_ path: String) -> Bool {
    guard !include.isEmpty || !exclude.isEmpty else { return true }
    let base = PathBase(directory)
    func matches(_ glob: Glob) -> Bool { base.matches(glob, path) }
    if exclude.contains(where: matches) { return false }
    return include.isEmpty || include.contains(where: matches)
  }
}
