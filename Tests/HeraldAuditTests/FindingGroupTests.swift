import HeraldAudit
import HeraldSyntax
import Testing

/// One claim at one place is printed once in the reports a person reads, with how many elements
/// and scenes share it; the machine formats keep one finding per element.
@Suite("One finding per claim and place")
struct FindingGroupTests {
  static func star(
    _ element: String, scene: String = "s1", line: Int = 39, message: String = "No label.", name: String? = nil
  ) -> Finding {
    Finding(
      ruleID: "image-button-missing-label", kind: .violation, severity: .error, impact: .critical, message: message,
      location: FindingLocation(
        source: SourceLocation(file: "/app/RatingView.swift", line: line, column: 11), sceneID: scene,
        sceneName: scene, elementID: element, elementPath: "view/\(element)", elementName: name),
      fingerprint: element + scene)
  }

  static func report(_ findings: [Finding]) -> AuditReport {
    AuditReport(
      files: ["/app/RatingView.swift"], findings: findings,
      summaries: [RuleSummary(ruleID: "image-button-missing-label", status: .ran, violations: findings.count)])
  }

  @Test("Findings of one rule, message and place make one group; another message or line another")
  func grouping() {
    let findings =
      (1...5).map { Self.star("star\($0)") } + [
        Self.star("other", message: "Another claim."), Self.star("below", line: 40),
      ]
    let groups = FindingGroup.groups(findings)
    #expect(groups.map(\.findings.count) == [5, 1, 1])
    #expect(groups[0].first.location.elementID == "star1")
    #expect(groups.map(\.extent) == ["(5 elements)", nil, nil])
  }

  @Test("The extent says elements, scenes, or both")
  func extent() {
    let scenes = FindingGroup.groups((1...43).map { Self.star("cell", scene: "scene\($0)") })
    #expect(scenes.count == 1 && scenes[0].extent == "(in 43 scenes)")
    let both = FindingGroup.groups([Self.star("a"), Self.star("b"), Self.star("a", scene: "s2")])
    #expect(both[0].extent == "(3 elements in 2 scenes)")
  }

  @Test("Text, GitHub and Markdown print a repeated claim once; the summary and SARIF count every element")
  func reporters() {
    let report = Self.report((1...5).map { Self.star("star\($0)") })
    let context = ReportContext(baseDirectory: "/app", toolVersion: "1")
    let text = TextReporter().render(report, context: context)
    #expect(text.components(separatedBy: "No label.").count == 2)
    #expect(text.contains("RatingView.swift:39:11: error: No label. [image-button-missing-label] (5 elements)"))
    #expect(text.contains("5 violations (5 errors"))
    let github = GitHubReporter().render(report, context: context)
    #expect(github.components(separatedBy: "::error ").count == 2)
    #expect(github.contains("No label. (5 elements)"))
    let markdown = MarkdownReporter().render(report, context: context)
    #expect(markdown.components(separatedBy: "No label. (5 elements)").count == 2)
    let sarif = SARIFReporter().render(report, context: context)
    #expect(sarif.components(separatedBy: "\"ruleId\"").count == 6)
  }

  @Test("A claim about one element, or elements named alike, names it where a person reads it")
  func elementNames() throws {
    #expect(FindingGroup.groups([Self.star("a", name: "button “Save”")])[0].elementName == "button “Save”")
    let alike = FindingGroup.groups([Self.star("a", name: "button “star”"), Self.star("b", name: "button “star”")])
    #expect(alike[0].elementName == "button “star”")
    let differ = FindingGroup.groups([Self.star("a", name: "button “1”"), Self.star("b", name: "button “2”")])
    #expect(differ[0].elementName == nil)
    let report = Self.report([Self.star("a", name: "button “Save | now”")])
    let context = ReportContext(baseDirectory: "/app", toolVersion: "1")
    let github = GitHubReporter().render(report, context: context)
    #expect(github.contains("title=image-button-missing-label — button “Save | now”::No label."))
    let markdown = MarkdownReporter().render(report, context: context)
    #expect(markdown.contains("| error | `RatingView.swift:39:11` button “Save \\| now” | No label. |"))
    let json = try parseJSON(JSONReporter().render(report, context: context))
    let element = json["findings"]?.arrayValue?.first?["element"]
    #expect(element?["name"]?.stringValue == "button “Save | now”")
    #expect(element?["path"]?.stringValue == "view/a")
    let sarif = try parseJSON(SARIFReporter().render(report, context: context))
    let logical = sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first?["locations"]?.arrayValue?.first?[
      "logicalLocations"]?.arrayValue?.first
    #expect(logical?["name"]?.stringValue == "button “Save | now”")
    #expect(logical?["fullyQualifiedName"]?.stringValue == "s1/view/a")
    let junit = JUnitReporter().render(report, context: context)
    #expect(junit.contains("element: button “Save | now” at view/a"))
  }
}
