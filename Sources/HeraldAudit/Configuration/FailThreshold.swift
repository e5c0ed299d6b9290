/// The lowest severity of an active violation that fails a run: the configuration's `failOn` and
/// the CLI's `--fail-on`.
///
/// ```swift
/// let failed = threshold.severity.map { report.hasViolations(atOrAbove: $0) } ?? false
/// ```
///
/// Needs-review findings never fail a run: they ask a person to look, not to fix.
public enum FailThreshold: String, Sendable, Hashable, CaseIterable {
  /// Any active violation fails the run.
  case note
  /// Active warnings and errors fail the run.
  case warning
  /// Only active errors fail the run (the default).
  case error
  /// Nothing fails the run: report only.
  case never

  /// The lowest severity that fails, or `nil` for ``never``.
  public var severity: Severity? {
    switch self {
    case .note: .note
    case .warning: .warning
    case .error: .error
    case .never: nil
    }
  }

  /// Whether `report` has an active violation at or above the threshold.
  public func fails(_ report: AuditReport) -> Bool {
    severity.map { report.hasViolations(atOrAbove: $0) } ?? false
  }
}
