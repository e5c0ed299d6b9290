import HeraldICU
import HeraldSyntax

/// The result of an audit: the findings, what each rule did, the inputs that failed to load, and
/// the baseline entries that no longer match.
public struct AuditReport: Sendable {
  /// The files audited, in order.
  public var files: [String]
  /// The descriptions of the rules that ran.
  public var rules: [RuleDescription]
  /// Violations and needs-review results, suppressed ones included (marked), by location.
  public var findings: [Finding]
  /// One summary per rule known to the audit, those that did not run included, by id.
  public var summaries: [RuleSummary]
  /// Inputs that could not be audited, with their error.
  public var inputErrors: [InputError]
  /// Baseline entries no finding matched any more: fixed problems to drop from the baseline.
  public var unmatchedBaseline: [BaselineEntry]
  /// Rule messages written in another locale than the requested one (a missing translation),
  /// each key and locale once; the CLI prints them as warnings.
  public var messageWarnings: [CatalogWarning]

  /// Creates a report.
  public init(
    files: [String] = [], rules: [RuleDescription] = [], findings: [Finding] = [], summaries: [RuleSummary] = [],
    inputErrors: [InputError] = [], unmatchedBaseline: [BaselineEntry] = [], messageWarnings: [CatalogWarning] = []
  ) {
    self.files = files
    self.rules = rules
    self.findings = findings
    self.summaries = summaries
    self.inputErrors = inputErrors
    self.unmatchedBaseline = unmatchedBaseline
    self.messageWarnings = messageWarnings
  }

  /// The findings that count (not suppressed).
  public var activeFindings: [Finding] { findings.filter(\.isActive) }

  /// Whether any active violation is at or above `severity`.
  public func hasViolations(atOrAbove severity: Severity) -> Bool {
    findings.contains { $0.isActive && $0.kind == .violation && $0.severity >= severity }
  }
}

/// An input that could not be audited: a file that failed to load, or a scene whose component
/// model failed.
public struct InputError: Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public var file: String
  /// The error as the user sees it: `file:line:column: error: …` and what to do.
  public var description: String

  /// Creates an input error.
  public init(file: String, description: String) {
    self.file = file
    self.description = description
  }
}

/// A finding recorded in a baseline: known, and not to fail the run again.
public struct BaselineEntry: Sendable, Hashable {
  /// The finding's fingerprint.
  public var fingerprint: String
  /// The rule's id.
  public var ruleID: String
  /// The file.
  public var file: String
  /// The element's path, for people reading the baseline.
  public var elementPath: String
  /// The message when it was recorded, for people reading the baseline.
  public var message: String

  /// Creates an entry.
  public init(fingerprint: String, ruleID: String, file: String, elementPath: String, message: String) {
    self.fingerprint = fingerprint
    self.ruleID = ruleID
    self.file = file
    self.elementPath = elementPath
    self.message = message
  }
}
