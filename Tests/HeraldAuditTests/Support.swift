import Foundation
import HeraldAudit
import HeraldSyntax
import HeraldTestSupport
import Testing

/// The script these tests run (the shared paths are in HeraldTestSupport).
extension TestPaths {
  /// `scripts/validate-sarif.py`.
  static let sarifValidator = repository + "/scripts/validate-sarif.py"
}

/// A report built by hand with everything a reporter must get right: text with quotes, `<`, `&`,
/// `%`, commas, colons, a line break, a control character and non-ASCII; a path with a space; a
/// suppressed and a needs-review finding; a rule that ran clean, an inapplicable one and one that
/// did not run; an input error and a stale baseline entry.
enum Sample {
  static let base = "/src/app"
  static let main = "/src/app/Main.storyboard"
  static let login = "/src/app/My Screens/Login.xib"
  static let broken = "/src/app/Broken.xib"

  static let context = ReportContext(baseDirectory: base, toolVersion: "0.9.0-test")

  static let duplicateMessage = "Two buttons are called \"Play, pause\": 50% of users can't tell them apart."
  static let reviewMessage = "Is the image « logo » decorative?"
  static let noteMessage = "The label says \"button\" and the trait says it again.\nDrop the word."
  static let errorMessage = "The button <UIButton> \"Save & exit\" has no label — 🎉 ünïcödé\u{07}"
  static let suppressedMessage = "The button has no label."
  static let inputErrorDescription = "/src/app/Broken.xib:3:7: error: expected '>' after attribute \"id\""

  static func rule(_ id: String, _ impact: Impact, helpURL: String? = nil) -> RuleDescription {
    RuleDescription(
      id: id, name: id.replacingOccurrences(of: "-", with: " "), summary: "Summary of \(id).",
      rationale: "Why \(id) matters.", impact: impact, tags: ["wcag2a", "labels"], help: "Fix \(id) <like so> & done.",
      helpURL: helpURL, triggeringExamples: [], nonTriggeringExamples: [])
  }

  static func finding(
    _ ruleID: String, _ kind: Finding.Kind, _ severity: Severity, _ impact: Impact, _ message: String,
    file: String, line: Int, column: Int, path: String, objectID: String? = nil, identifier: String? = nil,
    suppression: Suppression? = nil, elementName: String? = nil
  ) -> Finding {
    Finding(
      ruleID: ruleID, kind: kind, severity: severity, impact: impact, message: message,
      location: FindingLocation(
        source: SourceLocation(file: file, line: line, column: column), sceneID: "BYZ-38-t0r",
        sceneName: "Login & \"Sign up\"", elementID: objectID ?? path, elementPath: path, objectID: objectID,
        identifier: identifier, elementName: elementName),
      fingerprint: Fingerprint.make(
        ruleID: ruleID, file: file, sceneID: "BYZ-38-t0r", elementID: objectID ?? path, messageKey: "message"),
      suppression: suppression)
  }

  static let report = AuditReport(
    files: [main, login, broken],
    rules: [
      rule("custom-action-names", .moderate),
      rule("duplicate-label", .moderate),
      rule("heading-levels", .serious),
      rule("image-button-missing-label", .critical, helpURL: "https://example.org/rules/image-button-missing-label"),
      rule("image-decorative", .minor),
      rule("redundant-trait", .minor),
    ],
    findings: [
      finding(
        "duplicate-label", .violation, .warning, .moderate, duplicateMessage, file: main, line: 12, column: 9,
        path: "0/2"),
      finding(
        "image-decorative", .needsReview, .note, .minor, reviewMessage, file: main, line: 30, column: 5, path: "0/4"),
      finding(
        "redundant-trait", .violation, .note, .minor, noteMessage, file: main, line: 41, column: 3, path: "0/5/1",
        identifier: "playButton"),
      finding(
        "image-button-missing-label", .violation, .error, .critical, errorMessage, file: login, line: 7, column: 13,
        path: "1/0", objectID: "abc-12-xyz"),
      finding(
        "image-button-missing-label", .violation, .error, .critical, suppressedMessage, file: login, line: 9,
        column: 13, path: "1/1", objectID: "def-34-uvw",
        suppression: Suppression(kind: .configuration, reason: "Legacy screen, see #42")),
    ],
    summaries: [
      RuleSummary(ruleID: "custom-action-names", status: .inapplicable),
      RuleSummary(ruleID: "duplicate-label", status: .ran, passes: 3, violations: 1),
      RuleSummary(ruleID: "heading-levels", status: .ran, passes: 2),
      RuleSummary(ruleID: "image-button-missing-label", status: .ran, passes: 5, violations: 1, suppressed: 1),
      RuleSummary(ruleID: "image-decorative", status: .ran, needsReview: 1),
      RuleSummary(ruleID: "opinionated-rule", status: .notRun(reason: "disabled in .herald.yml")),
      RuleSummary(ruleID: "redundant-trait", status: .ran, passes: 8, violations: 1),
    ],
    inputErrors: [
      InputError(
        input: broken, location: SourceLocation(file: broken, line: 3, column: 7),
        message: "expected '>' after attribute \"id\"")
    ],
    unmatchedBaseline: [
      BaselineEntry(
        fingerprint: "feedfacecafebeef", ruleID: "image-button-missing-label", file: "/src/app/Old.storyboard",
        elementPath: "0/1", message: "The button has no label.")
    ])
}

/// The output of a finished process.
struct ProcessResult {
  var status: Int32
  var output: String
}

/// Runs `arguments` through `/usr/bin/env` in the repository and returns its exit status and
/// combined output.
func runProcess(_ arguments: [String]) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: TestPaths.repository)
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// Parses XML text with Herald's reader.
func parseXML(_ text: String) throws -> XMLElement {
  try XMLReader.parse(Array(text.utf8), file: "report.xml")
}

/// Parses JSON text with Herald's reader.
func parseJSON(_ text: String) throws -> JSONValue {
  try JSONReader.parse(Array(text.utf8), file: "report.json")
}
