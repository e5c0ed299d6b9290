import HeraldAudit
import HeraldSource

/// `herald audit` as one library call: the apps of the inputs found and read once
/// (``AuditPlan``), each audited with its own code and shipped translations by HeraldAudit's
/// ``AuditSession``. The command line, the SwiftPM plugin (through the command line), the
/// benchmarks and the tests run an audit through it, so that each runs exactly what the CLI runs.
///
/// ```swift
/// let outcome = ProjectAudit().run(AuditRequest(inputs: ["MyApp"]))
/// for finding in outcome.report?.findings ?? [] { print(finding) }
/// ```
public struct ProjectAudit: Sendable {
  /// The rules and readers; `nil` for ``HeraldAudit/AuditEnvironment/herald(parses:)``, made
  /// anew for each run so that each Swift file is parsed once per run.
  public var environment: AuditEnvironment?

  /// Creates an audit.
  public init(environment: AuditEnvironment? = nil) {
    self.environment = environment
  }

  /// Runs `request` over the apps its inputs belong to.
  ///
  /// - Parameters:
  ///   - request: The inputs and choices; its ``HeraldAudit/AuditRequest/units`` are set from the plan.
  ///   - selection: Which targets to read.
  ///   - parses: The run's Swift parses (a test reads their counts), when the environment is Herald's.
  ///   - progress: Called after each file with the number done and the total, from any thread.
  /// - Returns: The outcome, with the plan's notes (targets and files left out) among its notes
  ///   and the project files that could not be read among its errors (those apps are audited as
  ///   folders; the status is the audit's).
  public func run(
    _ request: AuditRequest, selection: TargetSelection = TargetSelection(), parses: SwiftParses = SwiftParses(),
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> AuditOutcome {
    let environment = self.environment ?? .herald(parses: parses)
    let plan = AuditPlan(inputs: request.inputs, selection: selection)
    var request = request
    request.units = plan.units
    var outcome = AuditSession(environment: environment).run(request, progress: progress)
    // A project that cannot be read is an error, but its app was still audited, as a folder.
    outcome.errors = plan.problems + outcome.errors
    outcome.notes = plan.notes + outcome.notes
    return outcome
  }
}
