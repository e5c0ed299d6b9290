/// Renders a report as JUnit XML, the test-report format Jenkins, GitLab and Azure Pipelines read.
///
/// Each rule is a test suite and each element it judged a test case:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="herald audit" tests="4" failures="1" errors="1">
///   <testsuite name="image-button-missing-label" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="image-button-missing-label" name="Main.storyboard:12 0/2">
///       <failure message="The button has no label." type="error">…details…</failure>
///     </testcase>
///   </testsuite>
///   <testsuite name="heading-levels" tests="1" failures="0" errors="0" skipped="0">
///     <testcase classname="heading-levels" name="all elements"/>
///   </testsuite>
///   <testsuite name="inputs" tests="1" failures="0" errors="1" skipped="0">
///     <testcase classname="inputs" name="Bad.xib"><error message="…" type="input-error">…</error></testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - One suite per rule summary, in the report's order. Every active violation is a test case
///   named `path:line element-path` with a `failure` whose `type` is the severity and whose text
///   gives the location, scene, element, impact, how to fix it and the fingerprint.
/// - An active needs-review finding is a test case `skipped` with the message `needs review: …`:
///   the rule neither passed nor failed there.
/// - A rule that ran without an active violation adds one passing test case, `all elements`; an
///   inapplicable rule (no element to judge) and a rule that did not run add one skipped test case
///   `all elements` saying why. Suppressed findings are left out.
/// - Input errors are the suite `inputs`, one test case per file with an `error`; the suite is
///   written only when there are input errors.
///
/// Text is escaped for XML 1.0; characters XML 1.0 cannot hold are dropped.
public struct JUnitReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders the report as one XML document ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    var suites: [Suite] = report.summaries.map { suite(for: $0, report: report, context: context) }
    // Findings of a rule the summaries do not mention still fail the run.
    let summarized = Set(report.summaries.map(\.ruleID))
    var extra: [String] = []
    for finding in report.findings where finding.isActive && !summarized.contains(finding.ruleID) {
      if !extra.contains(finding.ruleID) { extra.append(finding.ruleID) }
    }
    suites += extra.map { suite(for: RuleSummary(ruleID: $0, status: .ran), report: report, context: context) }
    if !report.inputErrors.isEmpty {
      suites.append(
        Suite(
          name: "inputs",
          cases: report.inputErrors.map { error in
            Case(
              classname: "inputs", name: context.relativePath(error.path),
              outcome: .error(message: error.message, details: error.description))
          }))
    }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites"
      + XMLEscaping.attributes([
        "name": "herald audit", "tests": String(suites.reduce(0) { $0 + $1.cases.count }),
        "failures": String(failures), "errors": String(errors),
      ]) + ">\n"
    for suite in suites { write(suite, into: &xml) }
    xml += "</testsuites>\n"
    return xml
  }

  private struct Suite {
    var name: String
    var cases: [Case]
    var failures: Int { cases.count { if case .failure = $0.outcome { true } else { false } } }
    var errors: Int { cases.count { if case .error = $0.outcome { true } else { false } } }
    var skipped: Int { cases.count { if case .skipped = $0.outcome { true } else { false } } }
  }

  private struct Case {
    enum Outcome {
      case pass
      case failure(message: String, type: String, details: String)
      case skipped(message: String)
      case error(message: String, details: String)
    }
    var classname: String
    var name: String
    var outcome: Outcome
  }

  private func suite(for summary: RuleSummary, report: AuditReport, context: ReportContext) -> Suite {
    let id = summary.ruleID
    var cases: [Case] = []
    var hasViolation = false
    for finding in report.findings where finding.isActive && finding.ruleID == id {
      let source = finding.location.source
      let name = "\(context.relativePath(source.file)):\(source.line) \(finding.location.elementPath)"
      switch finding.kind {
      case .violation:
        hasViolation = true
        cases.append(
          Case(
            classname: id, name: name,
            outcome: .failure(
              message: finding.messageWithEvidence, type: finding.severity.rawValue,
              details: details(finding, rule: report.rule(id), context: context))))
      case .needsReview:
        cases.append(
          Case(classname: id, name: name, outcome: .skipped(message: "needs review: " + finding.messageWithEvidence)))
      }
    }
    if !hasViolation {
      let outcome: Case.Outcome =
        switch summary.status {
        case .ran: .pass
        case .inapplicable: .skipped(message: "inapplicable: no element the rule applies to")
        case .notRun(let reason): .skipped(message: reason)
        }
      cases.append(Case(classname: id, name: "all elements", outcome: outcome))
    }
    return Suite(name: id, cases: cases)
  }

  private func details(_ finding: Finding, rule: RuleDescription?, context: ReportContext) -> String {
    let location = finding.location
    var element = location.elementName.map { "\($0) at \(location.elementPath)" } ?? location.elementPath
    if let objectID = location.objectID { element += " (object id \(objectID))" }
    if let identifier = location.identifier { element += " (identifier \(identifier))" }
    var lines = [
      "\(context.relativePath(location.source.file)):\(location.source.line):\(location.source.column)",
      "scene: \(location.sceneName) (\(location.sceneID))",
      "element: \(element)",
      "impact: \(finding.impact.rawValue)",
    ]
    if let rule { lines.append("fix: \(rule.help)") }
    if let url = rule?.helpURL { lines.append("more: \(url)") }
    lines.append("fingerprint: \(finding.fingerprint)")
    return lines.joined(separator: "\n")
  }

  private func write(_ suite: Suite, into xml: inout String) {
    xml +=
      "  <testsuite"
      + XMLEscaping.attributes([
        "name": suite.name, "tests": String(suite.cases.count), "failures": String(suite.failures),
        "errors": String(suite.errors), "skipped": String(suite.skipped),
      ]) + ">\n"
    for testCase in suite.cases {
      let open = "    <testcase" + XMLEscaping.attributes(["classname": testCase.classname, "name": testCase.name])
      switch testCase.outcome {
      case .pass:
        xml += open + "/>\n"
      case .failure(let message, let type, let details):
        xml += open + ">\n      <failure" + XMLEscaping.attributes(["message": message, "type": type]) + ">"
        xml += XMLEscaping.text(details) + "</failure>\n    </testcase>\n"
      case .skipped(let message):
        xml += open + ">\n      <skipped" + XMLEscaping.attributes(["message": message]) + "/>\n    </testcase>\n"
      case .error(let message, let details):
        xml += open + ">\n      <error" + XMLEscaping.attributes(["message": message, "type": "input-error"]) + ">"
        xml += XMLEscaping.text(details) + "</error>\n    </testcase>\n"
      }
    }
    xml += "  </testsuite>\n"
  }
}
