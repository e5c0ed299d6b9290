import HeraldICU
import HeraldSyntax
import HeraldTree

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
  /// The trees audited, as the rules saw them (nibs and code linked), in the order of ``files``
  /// without the files that failed to load; empty unless the request asked to keep them
  /// (``AuditRequest/keepsTrees``).
  public var trees: [ControlTree] = []

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

/// An input that could not be audited (or announced): a file that failed to load, a scene whose
/// component model failed, or a problem the error itself places at no file.
public struct InputError: LocatedError, Sendable, Hashable {
  /// The input that could not be audited.
  public var input: String
  /// Where the problem is, when the reader knew the line: in the input, or in a file it uses (a
  /// component model, a catalog).
  public var location: SourceLocation?
  /// What is wrong and what to do, without the location.
  public var message: String

  /// Creates an input error.
  ///
  /// - Parameters:
  ///   - input: The input that could not be audited.
  ///   - location: Where the problem is, when known.
  ///   - message: What is wrong and what to do, without the location.
  public init(input: String, location: SourceLocation? = nil, message: String) {
    self.input = input
    self.location = location
    self.message = message
  }

  /// The error `error` about `input`, its location and message kept apart.
  public init(input: String, _ error: any LocatedError) {
    self.init(input: input, location: error.location, message: error.message)
  }

  /// The file the problem is in: the location's file, else the input.
  public var path: String { location?.file ?? input }

  /// The file the problem is in (``path``).
  public var file: String? { path }

  /// The 1-based line of the problem; 1 when the reader knew only the file, so that every
  /// report can place the error in the file.
  public var line: Int { location?.line ?? 1 }

  /// The 1-based column of the problem; 1 when the reader knew only the file.
  public var column: Int { location?.column ?? 1 }
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
