import Foundation
import HeraldTestSupport
import Testing

/// The findings of `herald audit --format json`, as (rule, element id) pairs.
private struct AuditOutput {
  var status: Int32
  var findings: [[String: Any]]
  var errors: String

  init(_ run: Herald.Run) throws {
    status = run.status
    errors = run.errors
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    findings = try #require(document["findings"] as? [[String: Any]])
  }

  /// Active findings of one rule, by element id, sorted.
  func elements(of rule: String) -> [String] {
    findings.filter { $0["ruleId"] as? String == rule && $0["suppression"] is NSNull }
      .compactMap { ($0["element"] as? [String: Any])?["id"] as? String }.sorted()
  }

  var rules: Set<String> { Set(findings.compactMap { $0["ruleId"] as? String }) }
}

@Suite("herald audit")
struct AuditCommandTests {
  @Test("JRNL's RatingView: one image-button-missing-label finding per unlabeled star")
  func jrnl() throws {
    let output = try AuditOutput(Herald.run("audit", "Examples/Rating/jrnl-rating-view.json", "--format", "json"))
    #expect(output.elements(of: "image-button-missing-label") == (1...5).map { "star-\($0)" })
    #expect(output.status == 1)
  }

  @Test("FoodTracker's RatingControl: the \"Tap to…\" hint is flagged, no label is missing")
  func foodTracker() throws {
    let output = try AuditOutput(
      Herald.run("audit", "Examples/Rating/foodtracker-rating-control.json", "--format", "json"))
    #expect(output.elements(of: "hint-describes-gesture") == ["star-3"])
    #expect(output.elements(of: "image-button-missing-label").isEmpty)
    #expect(output.elements(of: "custom-control-not-accessible").isEmpty)
  }

  @Test("The storyboard's RatingControl, expanded by its model, is flagged for its hint only on the selected star")
  func foodTrackerStoryboard() throws {
    let output = try AuditOutput(Herald.run("audit", "Examples/FoodTracker/Main.storyboard", "--format", "json"))
    #expect(output.elements(of: "hint-describes-gesture") == ["Rt8-sC-1mN#3"])
    #expect(output.elements(of: "image-button-missing-label").isEmpty)
  }

  @Test("StarRatingControl passes every rule")
  func starRatingControl() throws {
    let output = try AuditOutput(Herald.run("audit", "Examples/Rating/star-rating-control.json", "--format", "json"))
    #expect(output.findings.isEmpty, "\(output.findings)")
    #expect(output.status == 0)
  }

  @Test("Text output: path:line:col: severity: message [rule-id]")
  func text() throws {
    let run = try Herald.run("audit", "Examples/Rating/jrnl-rating-view.json")
    let line = try #require(run.output.split(separator: "\n").first { $0.contains("[image-button-missing-label]") })
    #expect(line.hasPrefix("Examples/Rating/jrnl-rating-view.json:"))
    #expect(line.contains(": error: "))
  }

  @Test("--locale switches the messages")
  func locale() throws {
    let run = try Herald.run("audit", "Examples/Rating/jrnl-rating-view.json", "--locale", "ru")
    let line = try #require(run.output.split(separator: "\n").first { $0.contains("[image-button-missing-label]") })
    #expect(line.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "not Russian: \(line)")
  }

  @Test("Exit codes: 0 below --fail-on, 1 at or above it, 2 for an input that cannot be read")
  func exitCodes() throws {
    #expect(try Herald.run("audit", "Examples/Rating/jrnl-rating-view.json", "--fail-on", "never").status == 0)
    #expect(try Herald.run("audit", "Examples/Rating/jrnl-rating-view.json").status == 1)
    let directory = try temporaryDirectory(["broken.storyboard": "<document><scenes>"])
    let run = try Herald.run(in: directory, ["audit", "broken.storyboard", "missing.xib"])
    #expect(run.status == 2)
    #expect(run.output.contains("broken.storyboard:") || run.errors.contains("broken.storyboard:"))
    #expect(run.output.contains("missing.xib") || run.errors.contains("missing.xib"))
  }

  @Test("A configuration with an unknown key is refused with its line")
  func configuration() throws {
    let directory = try temporaryDirectory([
      ".herald.yml": "locale: en\nrulez: {}\n",
      "screen.json": try String(
        contentsOfFile: TestPaths.examples + "/Rating/jrnl-rating-view.json", encoding: .utf8),
    ])
    let run = try Herald.run(in: directory, ["audit", "screen.json"])
    #expect(run.status == 2)
    #expect(run.errors.contains(".herald.yml:2:1:"), "\(run.errors)")
  }

  @Test("Baseline: recorded findings pass, one new problem fails the run alone")
  func baseline() throws {
    let screen = try String(
      contentsOfFile: TestPaths.examples + "/Rating/jrnl-rating-view.json", encoding: .utf8)
    let directory = try temporaryDirectory(["screen.json": screen])
    let write = try Herald.run(in: directory, ["audit", "screen.json", "--write-baseline", "baseline.json"])
    #expect(write.status == 0, "\(write.errors)")
    #expect(FileManager.default.fileExists(atPath: directory + "/baseline.json"))

    let clean = try Herald.run(in: directory, ["audit", "screen.json", "--baseline", "baseline.json"])
    #expect(clean.status == 0, "\(clean.output)")

    // One new problem: a sixth image-only button next to the stars.
    let changed = screen.replacingOccurrences(
      of: "\"id\": \"star-5\",",
      with: """
        "id": "share", "role": "button", "content": {"images": {"normal": "square.and.arrow.up"}}}, {"id": "star-5",
        """)
    #expect(changed != screen)
    try changed.write(toFile: directory + "/screen.json", atomically: true, encoding: .utf8)
    let run = try Herald.run(
      in: directory, ["audit", "screen.json", "--baseline", "baseline.json", "--format", "json"])
    let output = try AuditOutput(run)
    #expect(run.status == 1)
    let active = output.findings.filter { $0["suppression"] is NSNull }
    #expect(active.count == 1, "\(active)")
    #expect((active.first?["element"] as? [String: Any])?["id"] as? String == "share")
  }
}
