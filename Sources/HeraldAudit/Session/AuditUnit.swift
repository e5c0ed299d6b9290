import HeraldTree

/// One app of an audit run, read with its own code and translations: the composition that knows
/// the app's project (HeraldProject) splits a run into units, so that two apps audited together
/// never lend each other their classes, and a file audited alone is judged with its whole app.
///
/// ```swift
/// var request = AuditRequest(inputs: ["Apps"])
/// request.units = [AuditUnit(name: "Kiosk", inputs: kioskFiles, sources: kioskSources, stringTables: [])]
/// ```
public struct AuditUnit: Sendable, Hashable {
  /// A name for people (the app's folder, or `nil` for inputs read as folders).
  public var name: String?
  /// The UI files (and folders) to load and audit.
  public var inputs: [String]
  /// The app's source files for its code index; `nil` reads the source under ``inputs`` (or the
  /// request's `--source`), as a run without a project does.
  public var sources: [String]?
  /// The app's string tables (its shipped translations); `nil` finds the tables beside
  /// ``inputs``.
  public var stringTables: [String]?
  /// The files whose findings are reported; `nil` reports every file of ``inputs``. A file
  /// audited alone is loaded with its whole app for context and only its findings reported.
  public var reportedFiles: Set<String>?
  /// The platform the project builds the unit's files for: it replaces the platform Herald
  /// assumes for a file that does not declare one (a SwiftUI view); `nil` keeps each file's own.
  public var platform: Platform?
  /// For files that the project builds for several platforms (and so are in several units), what
  /// this unit builds them as, by file (`"macOS: Food Truck, Widgets"`): a finding on such a file
  /// that only some of its units give names it.
  public var variants: [String: String]
  /// The app's folder, which the unit's findings' paths are read against when there is no
  /// configuration (``PathBase``); `nil` for files that belong to no app (the request's
  /// ``AuditRequest/baseDirectory`` then).
  public var root: String?
  /// The oldest system the project's targets run the unit's files on (``Deployment``); `nil`
  /// when the project does not say it.
  public var deployment: Deployment?
  /// The appearance the app's Info.plist forces (``InterfaceStyle``): colors are judged in it
  /// only; `nil` when the app follows the system's.
  public var interfaceStyle: InterfaceStyle?
  /// The colors the app's asset catalogs define and its accent color (``AppColors``).
  public var colors: AppColors
  /// The symbols Xcode generates for the app's images (`Image(.closeIcon)`, ``AssetSymbols``).
  public var assets: AssetSymbols
  /// The UI files the project builds only into applications, not app extensions (a widget's or
  /// Live Activity's container is the system's) or libraries: their screens are drawn on the
  /// backgrounds SwiftUI gives an app's windows. Empty when there is no project.
  public var applicationFiles: Set<String>
  /// The storyboards the system loads by name for the app's targets (their Info.plist's main,
  /// scene, extension and launch storyboards): with the app's code they decide which storyboard
  /// scenes can be shown (``StoryboardReachability``). `nil` when unknown (no project, or an
  /// Info.plist Herald cannot read): then every storyboard's initial controller may be shown.
  public var launchedStoryboards: Set<String>?

  /// Creates a unit.
  public init(
    name: String? = nil, inputs: [String], sources: [String]? = nil, stringTables: [String]? = nil,
    reportedFiles: Set<String>? = nil, platform: Platform? = nil, variants: [String: String] = [:],
    root: String? = nil, deployment: Deployment? = nil, interfaceStyle: InterfaceStyle? = nil,
    colors: AppColors = AppColors(), assets: AssetSymbols = AssetSymbols(), applicationFiles: Set<String> = [],
    launchedStoryboards: Set<String>? = nil
  ) {
    self.name = name
    self.inputs = inputs
    self.sources = sources
    self.stringTables = stringTables
    self.reportedFiles = reportedFiles
    self.platform = platform
    self.variants = variants
    self.root = root
    self.deployment = deployment
    self.interfaceStyle = interfaceStyle
    self.colors = colors
    self.assets = assets
    self.applicationFiles = applicationFiles
    self.launchedStoryboards = launchedStoryboards
  }
}
