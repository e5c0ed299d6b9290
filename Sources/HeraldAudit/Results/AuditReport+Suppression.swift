extension AuditReport {
  /// Recounts every rule summary's violations, needs-review results and suppressed findings from
  /// ``findings``, after suppressions changed (a baseline applied, for example).
  ///
  /// Passes and statuses are kept: suppressing a finding does not make its element pass.
  ///
  /// - Complexity: O(*n* + *r*) in the number of findings and summaries.
  public mutating func recountSummaries() {
    var counts: [String: (violations: Int, needsReview: Int, suppressed: Int)] = [:]
    for finding in findings {
      var count = counts[finding.ruleID] ?? (0, 0, 0)
      if !finding.isActive {
        count.suppressed += 1
      } else if finding.kind == .violation {
        count.violations += 1
      } else {
        count.needsReview += 1
      }
      counts[finding.ruleID] = count
    }
    for index in summaries.indices {
      let count = counts[summaries[index].ruleID] ?? (0, 0, 0)
      summaries[index].violations = count.violations
      summaries[index].needsReview = count.needsReview
      summaries[index].suppressed = count.suppressed
    }
  }
}
