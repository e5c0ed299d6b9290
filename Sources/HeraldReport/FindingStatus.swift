import HeraldAudit

/// A finding's standing against the configuration and the baseline: new, known from the
/// baseline, suppressed by the configuration, or (without a baseline) just active. The list and
/// the drawing mark it alike, and the "only new" filter reads it.
enum FindingStatus {
  case active, new, known, suppressed(reason: String)

  init(_ finding: Finding, hasBaseline: Bool) {
    switch finding.suppression?.kind {
    case .baseline: self = .known
    case .configuration, .inline: self = .suppressed(reason: finding.suppression?.reason ?? "")
    case nil: self = hasBaseline ? .new : .active
    }
  }

  /// The class added to the finding's markup (` new`, ` known`, ` suppressed`, or nothing).
  var cssClass: String {
    switch self {
    case .active: ""
    case .new: " new"
    case .known: " known"
    case .suppressed: " suppressed"
    }
  }
}
