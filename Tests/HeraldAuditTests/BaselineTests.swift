import CustomDump
import Foundation
import HeraldAudit
import HeraldSyntax
import Testing

@Suite("Baseline")
struct BaselineTests {
  static func finding(
    _ rule: String, file: String, element: String, kind: Finding.Kind = .violation, suppression: Suppression? = nil
  ) -> Finding {
    Finding(
      ruleID: rule, kind: kind, severity: .error, impact: .critical, message: "\(rule) on \(element)",
      location: FindingLocation(
        source: HeraldSyntax.SourceLocation(file: file, line: 3, column: 5), sceneID: "s1", sceneName: "Main",
        elementID: element,
        elementPath: "view/\(element)"),
      fingerprint: Fingerprint.make(ruleID: rule, file: file, sceneID: "s1", elementID: element, messageKey: "message"),
      suppression: suppression)
  }

  static let star = finding("image-button-missing-label", file: "App/Main.storyboard", element: "star")
  static let plus = finding("image-button-missing-label", file: "App/Main.storyboard", element: "plus")
  static let long = finding("label-too-long", file: "App/Cell.xib", element: "title", kind: .needsReview)

  static func report(_ findings: [Finding]) -> AuditReport {
    AuditReport(
      files: ["App/Cell.xib", "App/Main.storyboard"], findings: findings,
      summaries: [
        RuleSummary(ruleID: "image-button-missing-label", status: .ran, passes: 4, violations: 2),
        RuleSummary(ruleID: "label-too-long", status: .ran, passes: 1, needsReview: 1),
        RuleSummary(ruleID: "unused-rule", status: .notRun(reason: "disabled by the configuration")),
      ])
  }

  @Test("A baseline records active findings once, relative to its directory, sorted")
  func recording() {
    let suppressed = Self.finding(
      "image-button-missing-label", file: "App/Main.storyboard", element: "gear",
      suppression: Suppression(kind: .configuration, reason: "Known."))
    let baseline = Baseline(findings: [Self.star, Self.long, suppressed, Self.star], baseDirectory: "App")
    expectNoDifference(
      baseline.entries,
      [
        BaselineEntry(
          fingerprint: Self.long.fingerprint, ruleID: "label-too-long", file: "Cell.xib", elementPath: "view/title",
          message: "label-too-long on title"),
        BaselineEntry(
          fingerprint: Self.star.fingerprint, ruleID: "image-button-missing-label", file: "Main.storyboard",
          elementPath: "view/star", message: "image-button-missing-label on star"),
      ])
    #expect(Baseline(findings: [Self.star], baseDirectory: nil).entries.map(\.file) == ["App/Main.storyboard"])
    #expect(Baseline(findings: [Self.star], baseDirectory: "Other").entries.map(\.file) == ["../App/Main.storyboard"])
  }

  @Test("A baseline written to a file reads back the same, in a stable layout")
  func roundTrip() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = directory.path + "/.herald-baseline.json"
    let baseline = Baseline(findings: [Self.plus, Self.star, Self.long], baseDirectory: nil)
    try baseline.write(to: path)
    expectNoDifference(try Baseline.read(path: path), baseline)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == baseline.encoded())
    #expect(
      Baseline(entries: Array(baseline.entries.prefix(1))).encoded() == """
        {
          "herald": "baseline",
          "version": 1,
          "findings": [
            {
              "fingerprint": "\(Self.long.fingerprint)",
              "rule": "label-too-long",
              "file": "App/Cell.xib",
              "element": "view/title",
              "message": "label-too-long on title"
            }
          ]
        }

        """)
    #expect(
      Baseline(entries: []).encoded() == "{\n  \"herald\": \"baseline\",\n  \"version\": 1,\n  \"findings\": []\n}\n")
  }

  @Test("Applying a baseline suppresses known findings, lists stale entries and recounts the summaries")
  func apply() {
    var report = Self.report([Self.star, Self.plus, Self.long])
    let stale = BaselineEntry(
      fingerprint: "00000000deadbeef", ruleID: "image-button-missing-label", file: "App/Gone.storyboard",
      elementPath: "view/old", message: "fixed long ago")
    var baseline = Baseline(findings: [Self.star, Self.long], baseDirectory: nil)
    baseline.entries.append(stale)
    baseline.apply(to: &report, baselinePath: ".herald-baseline.json")

    #expect(report.activeFindings == [Self.plus])
    let inBaseline = Suppression(kind: .baseline, reason: "in baseline .herald-baseline.json")
    #expect(report.findings.map(\.suppression) == [inBaseline, nil, inBaseline])
    expectNoDifference(report.unmatchedBaseline, [stale])
    expectNoDifference(
      report.summaries,
      [
        RuleSummary(ruleID: "image-button-missing-label", status: .ran, passes: 4, violations: 1, suppressed: 1),
        RuleSummary(ruleID: "label-too-long", status: .ran, passes: 1, needsReview: 0, suppressed: 1),
        RuleSummary(ruleID: "unused-rule", status: .notRun(reason: "disabled by the configuration")),
      ])
  }

  @Test("A finding the configuration suppresses keeps its suppression and still matches its entry")
  func configurationSuppressed() {
    let configured = Suppression(kind: .configuration, reason: "Stars are 44 pt at run time.")
    var star = Self.star
    star.suppression = configured
    var report = Self.report([star, Self.plus])
    Baseline(findings: [Self.star], baseDirectory: nil).apply(to: &report, baselinePath: "b.json")
    #expect(report.findings.map(\.suppression) == [configured, nil])
    #expect(report.unmatchedBaseline.isEmpty)
    #expect(report.summaries.first?.violations == 1)
    #expect(report.summaries.first?.suppressed == 1)
  }

  struct Corruption: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let line: Int
    let column: Int
    let isSyntax: Bool
    var testDescription: String { name }
  }

  @Test(
    "A corrupt baseline is an error at its line",
    arguments: [
      Corruption(
        name: "not JSON", json: "{\n  \"herald\": \"baseline\",\n  \"version\": 1,\n  \"findings\": [,]\n}\n", line: 4,
        column: 16, isSyntax: true),
      Corruption(
        name: "another version", json: "{\"herald\": \"baseline\",\n \"version\": 2, \"findings\": []}", line: 2,
        column: 13, isSyntax: false),
      Corruption(
        name: "not a baseline", json: "{\"herald\": \"report\", \"version\": 1, \"findings\": []}", line: 1,
        column: 12, isSyntax: false),
      Corruption(
        name: "unknown key in an entry",
        json: """
          {"herald": "baseline", "version": 1, "findings": [
            {"fingerprint": "a", "rule": "r", "file": "f", "element": "e", "message": "m", "line": 3}
          ]}
          """, line: 2, column: 82, isSyntax: false),
      Corruption(
        name: "missing field",
        json: "{\"herald\": \"baseline\", \"version\": 1, \"findings\": [\n  {\"fingerprint\": \"a\"}\n]}", line: 2,
        column: 3, isSyntax: false),
    ])
  func corrupt(_ corruption: Corruption) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = directory.path + "/baseline.json"
    try directory.write("baseline.json", corruption.json)
    let error = #expect(throws: AuditError.self) { try Baseline.read(path: path) }
    switch error {
    case .syntax(let syntax)?:
      #expect(corruption.isSyntax)
      #expect(
        syntax.location == HeraldSyntax.SourceLocation(file: path, line: corruption.line, column: corruption.column))
    case .invalidBaseline(let location, _)?:
      #expect(!corruption.isSyntax)
      #expect(location == HeraldSyntax.SourceLocation(file: path, line: corruption.line, column: corruption.column))
    default:
      Issue.record("expected a syntax or baseline error, got \(String(describing: error))")
    }
  }

  @Test("A missing baseline says how to write one")
  func missing() {
    #expect(
      throws: AuditError.unreadable(
        path: "/nonexistent/b.json", reason: "no such file or directory; write one with `herald audit --write-baseline`"
      )
    ) {
      try Baseline.read(path: "/nonexistent/b.json")
    }
  }
}
