import Foundation
import HeraldTestSupport
import Testing

/// `herald audit --files` and `--changed-since`: the app read whole, only some files' findings
/// reported, each with the whole run's verdict.
@Suite("Auditing changed files")
struct ReportedFilesTests {
  /// The findings of a JSON report, by fingerprint: rule, kind, severity, file, line and message.
  static func findings(_ run: Herald.Run) throws -> [String: [String]] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let list = try #require(document["findings"] as? [[String: Any]])
    var result: [String: [String]] = [:]
    for finding in list {
      let fields = ["ruleId", "kind", "severity", "file", "line", "message"].map { "\(finding[$0] ?? "")" }
      result[finding["fingerprint"] as? String ?? ""] = fields
    }
    return result
  }

  /// A git repository holding the JRNL and Rating examples, committed.
  static func repository() throws -> String {
    let examples = TestPaths.repository + "/Examples/"
    var files: [String: String] = [:]
    for name in [
      "JRNL/EntryDetail.json", "JRNL/RatingView.swift", "Rating/jrnl-rating-view.json",
      "Rating/star-rating-control.json",
    ] {
      files[name] = try String(contentsOfFile: examples + name, encoding: .utf8)
    }
    let directory = try temporaryDirectory(files, prefix: "herald-changed")
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "start"],
    ] {
      let run = try Subprocess.run("/usr/bin/env", ["git"] + arguments, directory: directory)
      #expect(run.status == 0, "git \(arguments): \(run.errors)")
    }
    return directory
  }

  @Test("--files reports exactly the whole run's findings of those files")
  func files() throws {
    let directory = try Self.repository()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let whole = try Self.findings(Herald.run(in: directory, ["audit", ".", "--format", "json", "--fail-on", "never"]))
    let some = try Self.findings(
      Herald.run(
        in: directory,
        ["audit", ".", "--format", "json", "--fail-on", "never", "--files", "Rating/jrnl-rating-view.json"]))
    let expected = whole.filter { $0.value[3].hasSuffix("Rating/jrnl-rating-view.json") }
    #expect(!expected.isEmpty && some == expected)
  }

  @Test(
    "--changed-since reports the findings of changed files, and those resting on changed code, with the whole run's verdicts"
  )
  func changedSince() throws {
    let directory = try Self.repository()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let arguments = ["audit", ".", "--format", "json", "--fail-on", "never"]
    let whole = try Self.findings(Herald.run(in: directory, arguments))
    let nothing = try Herald.run(in: directory, arguments + ["--changed-since", "HEAD"])
    #expect(try Self.findings(nothing).isEmpty, "nothing changed since HEAD")
    // An edit to RatingView's code: the storyboard finding its code decides is reported with it.
    let code = directory + "/JRNL/RatingView.swift"
    let text = try String(contentsOfFile: code, encoding: .utf8)
    try (text + "\n// an unrelated edit\n").write(toFile: code, atomically: true, encoding: .utf8)
    let changed = try Self.findings(Herald.run(in: directory, arguments + ["--changed-since", "HEAD"]))
    #expect(changed.values.contains { $0[0] == "custom-control-not-accessible" && $0[3].hasSuffix("EntryDetail.json") })
    #expect(!changed.values.contains { $0[3].hasPrefix("Rating/") })
    for (fingerprint, fields) in changed { #expect(whole[fingerprint] == fields, "\(fields)") }
    let bad = try Herald.run(in: directory, arguments + ["--changed-since", "no-such-ref"])
    #expect(bad.status == 2 && bad.errors.contains("--changed-since no-such-ref: git diff"))
  }
}
