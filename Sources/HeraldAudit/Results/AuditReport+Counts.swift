extension AuditReport {
  /// Active violations, of `severity` when given.
  func violationCount(_ severity: Severity? = nil) -> Int {
    findings.count { $0.isActive && $0.kind == .violation && (severity == nil || $0.severity == severity) }
  }

  /// Active needs-review findings.
  var needsReviewCount: Int { findings.count { $0.isActive && $0.kind == .needsReview } }

  /// Suppressed findings, violations and needs-review alike.
  var suppressedCount: Int { findings.count { !$0.isActive } }

  /// The description of the rule called `id`, when the report has it.
  func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }
}
