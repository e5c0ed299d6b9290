import Foundation
import HeraldTestSupport
import Testing

/// `// herald:disable…` comments in the app's source suppress findings next to the code.
@Suite("Inline suppressions in source")
struct InlineSuppressionTests {
  /// Five image-only buttons of asset images named as files, not words (one violation each, at its
  /// line; SwiftUI takes a name in words for the label), each treated differently.
  static let view = """
    import SwiftUI

    struct Stars: View {
      var body: some View {
        VStack {
          // herald:disable:next image-button-missing-label — the row's label names it
          Button(action: {}) { Image("ic_star") }
          Button(action: {}) { Image("ic_moon") }  // herald:disable:this image-button-missing-label - shown twice
          // herald:disable image-button-missing-label -- legacy toolbar, redesign in Q3
          Button(action: {}) { Image("sun.max") }
          // herald:enable image-button-missing-label
          // herald:disable:next image-button-missing-label
          Button(action: {}) { Image("ic_cloud") }
          Text("// herald:disable:next image-button-missing-label — in a string, not a comment")
          Button(action: {}) { Image("ic_bolt") }
          // herald:disable:next text-contrast — nothing here has a colour
          Text("Weather")
          // herald:disable:next no-such-rule — a typo
          Text("Sky")
        }
      }
    }

    """

  @Test("next, this and a disable…enable region suppress with their reason; the rest stays, each odd comment is said")
  func suppresses() throws {
    let directory = try temporaryDirectory(["Stars.swift": Self.view], prefix: "herald-inline")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run(in: directory, ["audit", "Stars.swift", "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
      .filter { $0["ruleId"] as? String == "image-button-missing-label" }
    func line(_ finding: [String: Any]) -> Int? { finding["line"] as? Int }
    let suppressed = findings.filter { $0["suppression"] is [String: Any] }
    let active = findings.filter { !($0["suppression"] is [String: Any]) }
    #expect(suppressed.compactMap(line).sorted() == [7, 8, 10], "\(findings)")
    // No reason: the directive suppresses nothing. A string that looks like one is not a comment.
    #expect(active.compactMap(line).sorted() == [13, 15], "\(findings)")
    let reasons = suppressed.compactMap { ($0["suppression"] as? [String: Any])?["reason"] as? String }
    #expect(reasons.contains { $0.hasPrefix("the row's label names it (") && $0.contains("Stars.swift:6:") })
    #expect(reasons.contains { $0.hasPrefix("legacy toolbar, redesign in Q3") })
    #expect(run.status == 1, "the two active image buttons are errors")
    #expect(
      run.errors.contains(
        "Stars.swift:12:7: warning: herald:disable:next image-button-missing-label gives no reason, so it suppresses nothing"
      ))
    #expect(
      run.errors.contains("Stars.swift:16:7: warning: herald:disable text-contrast suppresses nothing in this run"))
    #expect(run.errors.contains("Stars.swift:18:7: warning: herald:disable no-such-rule: no-such-rule did not run"))
    #expect(!run.errors.contains("Stars.swift:14:"), "a directive inside a string literal is not read")
  }

  @Test("SARIF marks an inline suppression inSource with its reason; text counts it as suppressed")
  func sarif() throws {
    let directory = try temporaryDirectory(["Stars.swift": Self.view], prefix: "herald-inline")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run(in: directory, ["audit", "Stars.swift", "--format", "sarif"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let results = try #require(((document["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
    let kinds = results.flatMap { ($0["suppressions"] as? [[String: Any]]) ?? [] }.compactMap { $0["kind"] as? String }
    #expect(kinds == ["inSource", "inSource", "inSource"])
    let text = try Herald.run(in: directory, ["audit", "Stars.swift"])
    #expect(text.output.contains("3 suppressed"))
  }

  @Test("A comment at the code a finding rests on (its note: line) suppresses a finding of a UI file")
  func atTheCode() throws {
    let example = TestPaths.repository + "/Examples/JRNL/"
    let swift = try String(contentsOfFile: example + "RatingView.swift", encoding: .utf8)
      .replacingOccurrences(
        of: "class RatingView: UIStackView {",
        with: "// herald:disable:next custom-control-not-accessible — a decorative rating, read by its row\n"
          + "class RatingView: UIStackView {")
    let directory = try temporaryDirectory(
      [
        "EntryDetail.json": try String(contentsOfFile: example + "EntryDetail.json", encoding: .utf8),
        "RatingView.swift": swift,
      ], prefix: "herald-inline")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let before = try Herald.run(["audit", example, "--fail-on", "never"])
    #expect(before.output.contains("[custom-control-not-accessible]"))
    let after = try Herald.run(in: directory, ["audit", ".", "--fail-on", "never"])
    #expect(!after.output.contains("[custom-control-not-accessible]"), "\(after.output)")
    #expect(after.output.contains("1 suppressed"))
    #expect(!after.errors.contains("suppresses nothing"))
  }
}
