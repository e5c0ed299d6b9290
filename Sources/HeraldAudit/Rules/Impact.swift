/// How much a problem hurts the people who meet it, as axe-core grades it.
///
/// A rule declares its impact; the severity a report gives a finding follows from it
/// (``defaultSeverity``) unless the configuration overrides the rule's severity.
public enum Impact: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
  /// An annoyance: the element works, but reads less well than it could.
  case minor
  /// Some people are slowed down or confused.
  case moderate
  /// Some people cannot use the element without great effort.
  case serious
  /// Some people cannot use the element at all (an unlabeled button, an unreachable control).
  case critical

  /// The severity a finding of this impact gets unless configured: critical and serious are
  /// errors, moderate is a warning, minor a note.
  public var defaultSeverity: Severity {
    switch self {
    case .critical, .serious: .error
    case .moderate: .warning
    case .minor: .note
    }
  }

  /// Orders impacts from minor to critical.
  public static func < (lhs: Impact, rhs: Impact) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// How a report grades a finding, in the words compilers and CI systems use.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
  /// Worth knowing; never fails a run unless `--fail-on note`.
  case note
  /// Should be fixed.
  case warning
  /// Must be fixed.
  case error

  /// Orders severities from note to error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
