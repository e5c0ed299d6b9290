import HeraldTree

/// What one audit run is asked to do: the inputs and every choice a user can make on the command
/// line. Each choice left `nil` (or empty) falls back to the configuration file, then to Herald's
/// default.
///
/// ```swift
/// var request = AuditRequest(inputs: ["MyApp"])
/// request.failOn = .warning
/// let outcome = AuditSession(environment: environment).run(request)
/// ```
public struct AuditRequest: Sendable, Hashable {
  /// Files and directories to audit.
  public var inputs: [String]
  /// The configuration file; `nil` finds `.herald.yml` upward from the first input.
  public var configurationPath: String?
  /// Rule packs to load besides the configuration's.
  public var rulePacks: [String]
  /// The locale of the messages, a BCP 47 tag; `nil` takes the configuration's, else English.
  public var locale: String?
  /// The severity from which an active violation fails the run; `nil` takes the configuration's,
  /// else ``FailThreshold/error``.
  public var failOn: FailThreshold?
  /// A baseline whose findings are not reported again; `nil` takes the configuration's.
  public var baseline: String?
  /// A file to record this run's findings in, as a new baseline (the run then never fails on
  /// violations).
  public var writeBaseline: String?
  /// Component model files besides the configuration's.
  public var componentFiles: [String]
  /// The app's string tables besides the configuration's.
  public var stringTables: [String]
  /// Folders and files of the app's source besides the configuration's; when both are empty, the
  /// source under the inputs is read.
  public var sources: [String]
  /// Whether to read the app's source at all (`--no-source` turns it off).
  public var readsSource: Bool
  /// The only rules to run, by id; `nil` keeps the configuration's selection.
  public var only: [String]?
  /// The platform to audit every input as; `nil` takes the configuration's, else each file's own.
  public var platform: Platform?
  /// The folder findings' paths are read against when neither a configuration nor the unit's app
  /// gives one (``AuditUnit/root``): suppressions' and `include`/`exclude` patterns, baselines'
  /// paths and fingerprints see every file relative to it (``PathBase``). Usually the working
  /// directory.
  public var baseDirectory: String
  /// Whether the report keeps the trees it audited (``AuditReport/trees``), for reports that
  /// draw them (`herald report`).
  public var keepsTrees = false
  /// The apps the inputs belong to, each audited with its own code and translations; `nil`
  /// audits ``inputs`` as one app (a run without a project model).
  public var units: [AuditUnit]?
  /// The only files whose findings are reported (`--files`, `--changed-since`); `nil` reports
  /// every file. The inputs are still read and judged whole, so each reported verdict is the
  /// whole run's. A finding counts as a file's when its element is there or a place of the code it
  /// rests on is (a changed class reports the storyboard findings its code decides).
  public var reportedFiles: [String]?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - inputs: Files and directories to audit.
  ///   - baseDirectory: The folder findings' paths are read against when there is neither a
  ///     configuration nor an app (usually the current directory).
  public init(inputs: [String], baseDirectory: String = ".") {
    self.inputs = inputs
    self.baseDirectory = baseDirectory
    configurationPath = nil
    rulePacks = []
    locale = nil
    failOn = nil
    baseline = nil
    writeBaseline = nil
    componentFiles = []
    stringTables = []
    sources = []
    readsSource = true
    only = nil
    platform = nil
  }
}
