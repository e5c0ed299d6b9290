/// The output formats of `herald audit`, each rendered by one ``Reporter``.
///
/// The raw value is what `--format` takes; ``summary`` is the line `--help` shows for it.
///
/// ```swift
/// let format = ReportFormat(rawValue: "sarif") ?? .text
/// let context = ReportContext(baseDirectory: "/src/app", toolVersion: "0.4.0")
/// let sarif = format.reporter.render(report, context: context)
/// for format in ReportFormat.allCases { print(format.rawValue, format.summary) }
/// ```
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Compiler-style lines and a summary (``TextReporter``).
  case text
  /// Herald's own JSON document (``JSONReporter``).
  case json
  /// SARIF 2.1.0 (``SARIFReporter``).
  case sarif
  /// JUnit XML (``JUnitReporter``).
  case junit
  /// Checkstyle XML (``CheckstyleReporter``).
  case checkstyle
  /// GitHub Actions workflow commands (``GitHubReporter``).
  case github
  /// GitHub-flavoured Markdown for a job summary or a pull-request comment (``MarkdownReporter``).
  case markdown

  /// The reporter that renders this format.
  public var reporter: any Reporter {
    switch self {
    case .text: TextReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .junit: JUnitReporter()
    case .checkstyle: CheckstyleReporter()
    case .github: GitHubReporter()
    case .markdown: MarkdownReporter()
    }
  }

  /// One line that says what the format is for, as `--help` lists it.
  public var summary: String {
    switch self {
    case .text: "Compiler-style lines, one per finding, then a summary (the default)."
    case .json: "Herald's JSON document: findings, per-rule counts, input errors (docs/audit.md)."
    case .sarif: "SARIF 2.1.0 for GitHub code scanning and other static-analysis viewers."
    case .junit: "JUnit XML, one test suite per rule, for Jenkins, GitLab and Azure Pipelines."
    case .checkstyle: "Checkstyle XML grouped by file, for reviewdog and Jenkins Warnings."
    case .github: "GitHub Actions workflow commands that annotate the changed files (at most 10 of a kind)."
    case .markdown: "Markdown for a GitHub job summary ($GITHUB_STEP_SUMMARY) or a Danger comment."
    }
  }
}
