/// What one rule did over a whole audit: how many elements passed, failed, need review or were
/// suppressed — or why it did not run.
public struct RuleSummary: Sendable, Hashable {
  /// Whether and how the rule ran.
  public enum Status: Sendable, Hashable {
    /// The rule ran and applied to at least one element.
    case ran
    /// The rule ran but applied to no element.
    case inapplicable
    /// The rule did not run: disabled, not in `only`, or its options were invalid.
    case notRun(reason: String)
  }

  /// The rule's id.
  public var ruleID: String
  /// Ran, inapplicable or not run.
  public var status: Status
  /// Elements that passed.
  public var passes: Int
  /// Active violations.
  public var violations: Int
  /// Active needs-review results.
  public var needsReview: Int
  /// Findings suppressed by configuration or baseline.
  public var suppressed: Int

  /// Creates a summary.
  public init(
    ruleID: String, status: Status, passes: Int = 0, violations: Int = 0, needsReview: Int = 0, suppressed: Int = 0
  ) {
    self.ruleID = ruleID
    self.status = status
    self.passes = passes
    self.violations = violations
    self.needsReview = needsReview
    self.suppressed = suppressed
  }
}
