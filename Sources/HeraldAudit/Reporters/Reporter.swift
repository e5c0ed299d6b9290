import HeraldICU

/// Turns an audit report into the text of one output format.
///
/// One reporter per format, each in its own file (`Reporters/<Format>Reporter.swift`); the CLI
/// chooses one with `--format` (``ReportFormat``). Reporters are pure: they return text and never
/// print.
public protocol Reporter: Sendable {
  /// Renders the report.
  func render(_ report: AuditReport, context: ReportContext) -> String
}

/// What a reporter needs besides the report.
public struct ReportContext: Sendable {
  /// The directory paths are made relative to (SARIF `uri`s, GitHub `file=`), normally the working
  /// directory; `nil` keeps paths as given.
  public var baseDirectory: String?
  /// Whether to colour text output (a terminal that is not `NO_COLOR`).
  public var color: Bool
  /// The locale the messages are in.
  public var locale: LanguageTag
  /// Herald's version, for SARIF's `tool.driver.version`.
  public var toolVersion: String

  /// Creates a context.
  public init(
    baseDirectory: String? = nil, color: Bool = false, locale: LanguageTag = Catalog.english, toolVersion: String
  ) {
    self.baseDirectory = baseDirectory
    self.color = color
    self.locale = locale
    self.toolVersion = toolVersion
  }

  /// `path` relative to ``baseDirectory`` when it lies inside it, otherwise as given.
  public func relativePath(_ path: String) -> String {
    guard let base = baseDirectory, !base.isEmpty else { return path }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
