import CustomDump
import Foundation
import HeraldAudit
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("Reporters")
struct ReporterTests {
  // MARK: - Formats

  @Test("Every format names its reporter and has a one-line summary")
  func formats() {
    expectNoDifference(
      ReportFormat.allCases.map(\.rawValue), ["text", "json", "sarif", "junit", "checkstyle", "github", "markdown"])
    #expect(ReportFormat.text.reporter is TextReporter)
    #expect(ReportFormat.json.reporter is JSONReporter)
    #expect(ReportFormat.sarif.reporter is SARIFReporter)
    #expect(ReportFormat.junit.reporter is JUnitReporter)
    #expect(ReportFormat.checkstyle.reporter is CheckstyleReporter)
    #expect(ReportFormat.github.reporter is GitHubReporter)
    for format in ReportFormat.allCases {
      #expect(!format.summary.isEmpty && !format.summary.contains("\n"), "\(format)")
    }
    #expect(Set(ReportFormat.allCases.map(\.summary)).count == ReportFormat.allCases.count)
  }

  // MARK: - Text

  @Test("Text: input errors, one line per active finding, stale baseline entries, then the summary")
  func text() {
    let output = TextReporter().render(Sample.report, context: Sample.context)
    expectNoDifference(
      output.components(separatedBy: "\n"),
      [
        "/src/app/Broken.xib:3:7: error: expected '>' after attribute \"id\"",
        "Main.storyboard:12:9: warning: Two buttons are called \"Play, pause\": 50% of users can't tell them apart. [duplicate-label]",
        "Main.storyboard:30:5: note: needs review: Is the image « logo » decorative? [image-decorative]",
        "Main.storyboard:41:3: note: The label says \"button\" and the trait says it again. Drop the word. [redundant-trait]",
        "My Screens/Login.xib:7:13: error: The button <UIButton> \"Save & exit\" has no label — 🎉 ünïcödé\u{FFFD} [image-button-missing-label]",
        "baseline entry no longer matches: image-button-missing-label at Old.storyboard (0/1) — remove it or rewrite the baseline",
        "3 violations (1 error, 1 warning, 1 note), 1 needs review, 1 suppressed in 3 files; 6 rules ran; 1 input error",
        "",
      ])
    #expect(!output.contains("\u{1B}"))
  }

  @Test("Text: the element is named as a person sees it when the claim's elements are named alike")
  func textNamesElements() {
    func star(_ path: String, _ name: String?) -> Finding {
      Sample.finding(
        "image-button-missing-label", .violation, .error, .critical, "No label.", file: Sample.main, line: 12,
        column: 9, path: path, elementName: name)
    }
    func firstLine(_ findings: [Finding]) -> String {
      TextReporter().render(AuditReport(files: [Sample.main], findings: findings), context: Sample.context)
        .components(separatedBy: "\n").first ?? ""
    }
    let place = "Main.storyboard:12:9: error: No label. [image-button-missing-label]"
    #expect(firstLine([star("0/1", "button “star”\nfill")]) == place + " — button “star” fill")
    #expect(firstLine([star("0/1", nil)]) == place)
    // Several elements at one place: named when named alike, counted either way.
    #expect(
      firstLine([star("0/1", "button “star”"), star("0/2", "button “star”")]) == place + " — button “star” (2 elements)"
    )
    #expect(firstLine([star("0/1", "button “star”"), star("0/2", "button “moon”")]) == place + " (2 elements)")
  }

  @Test("Text: colour marks the severity word and dims the rule id only when asked")
  func textColor() {
    var context = Sample.context
    context.color = true
    let output = TextReporter().render(Sample.report, context: context)
    #expect(output.contains("Main.storyboard:12:9: \u{1B}[33mwarning\u{1B}[0m: Two buttons"))
    #expect(output.contains("\u{1B}[36mnote\u{1B}[0m: needs review: "))
    #expect(output.contains("\u{1B}[31merror\u{1B}[0m: The button <UIButton>"))
    #expect(output.contains(" \u{1B}[2m[duplicate-label]\u{1B}[0m\n"))
    #expect(!output.contains("\u{07}"))
  }

  static let summaryCases: [(report: AuditReport, summary: String)] = [
    (
      AuditReport(), "0 violations (0 errors, 0 warnings, 0 notes), 0 need review, 0 suppressed in 0 files; 0 rules ran"
    ),
    (
      AuditReport(
        files: ["a.xib"], rules: [Sample.rule("r", .critical)],
        findings: [
          Sample.finding("r", .violation, .error, .critical, "m", file: "a.xib", line: 1, column: 1, path: "0"),
          Sample.finding("r", .needsReview, .error, .critical, "m", file: "a.xib", line: 2, column: 1, path: "1"),
          Sample.finding(
            "r", .violation, .error, .critical, "m", file: "a.xib", line: 3, column: 1, path: "2",
            suppression: Suppression(kind: .baseline, reason: "herald-baseline.json")),
        ]),
      "1 violation (1 error, 0 warnings, 0 notes), 1 needs review, 1 suppressed in 1 file; 1 rule ran"
    ),
    (
      AuditReport(
        files: ["a.xib", "b.xib"],
        findings: [
          Sample.finding("r", .needsReview, .note, .minor, "m", file: "a.xib", line: 1, column: 1, path: "0"),
          Sample.finding("r", .needsReview, .note, .minor, "m", file: "a.xib", line: 2, column: 1, path: "1"),
          Sample.finding("r", .violation, .warning, .moderate, "m", file: "a.xib", line: 3, column: 1, path: "2"),
          Sample.finding("r", .violation, .warning, .moderate, "m", file: "a.xib", line: 4, column: 1, path: "3"),
        ],
        inputErrors: [
          InputError(input: "c.xib", message: "one"),
          InputError(input: "d.xib", message: "two"),
        ]),
      "2 violations (0 errors, 2 warnings, 0 notes), 2 need review, 0 suppressed in 2 files; 0 rules ran; 2 input errors"
    ),
  ]

  @Test("Text: the summary line uses singular and plural correctly", arguments: summaryCases)
  func textSummary(report: AuditReport, summary: String) {
    let lines = TextReporter().render(report, context: ReportContext(toolVersion: "1")).split(separator: "\n")
    #expect(lines.last.map(String.init) == summary)
  }

  // MARK: - JSON

  @Test("JSON: the documented document with every finding, rule summary and count")
  func json() throws {
    let document = try parseJSON(JSONReporter().render(Sample.report, context: Sample.context))
    expectNoDifference(
      document.objectValue?.map(\.key),
      ["herald", "version", "locale", "files", "summary", "rules", "findings", "inputErrors", "unmatchedBaseline"])
    #expect(document["herald"]?.stringValue == "audit")
    #expect(document["version"]?.intValue == 1)
    #expect(document["locale"]?.stringValue == "en")
    expectNoDifference(
      document["files"]?.arrayValue?.compactMap(\.stringValue),
      ["Main.storyboard", "My Screens/Login.xib", "Broken.xib"])
    let summary = try #require(document["summary"])
    expectNoDifference(
      summary.objectValue?.map { "\($0.key)=\($0.value.intValue ?? -1)" },
      [
        "files=3", "rulesRan=6", "violations=3", "errors=1", "warnings=1", "notes=1", "needsReview=1", "suppressed=1",
        "inputErrors=1", "unmatchedBaseline=1",
      ])

    let rules = try #require(document["rules"]?.arrayValue)
    expectNoDifference(
      rules.map { "\($0["id"]?.stringValue ?? "?") \($0["status"]?.stringValue ?? "?")" },
      [
        "custom-action-names inapplicable", "duplicate-label ran", "heading-levels ran",
        "image-button-missing-label ran",
        "image-decorative ran", "opinionated-rule not-run", "redundant-trait ran",
      ])
    #expect(rules[5]["reason"]?.stringValue == "disabled in .herald.yml")
    #expect(rules[0]["reason"]?.isNull == true)
    #expect(rules[3]["passes"]?.intValue == 5 && rules[3]["suppressed"]?.intValue == 1)

    let findings = try #require(document["findings"]?.arrayValue)
    #expect(findings.count == 5)
    let error = findings[3]
    expectNoDifference(
      error.objectValue?.map(\.key),
      [
        "ruleId", "kind", "severity", "impact", "message", "messageKey", "target", "state", "arguments",
        "missingEvidence",
        "related",
        "file", "line", "column",
        "scene",
        "element", "fingerprint",
        "suppression",
      ])
    #expect(error["ruleId"]?.stringValue == "image-button-missing-label")
    #expect(error["kind"]?.stringValue == "violation")
    #expect(error["severity"]?.stringValue == "error")
    #expect(error["impact"]?.stringValue == "critical")
    #expect(error["message"]?.stringValue == Sample.errorMessage)
    #expect(error["messageKey"]?.stringValue == "message")
    #expect(error["arguments"]?.objectValue != nil)
    #expect(error["file"]?.stringValue == "My Screens/Login.xib")
    #expect(error["line"]?.intValue == 7 && error["column"]?.intValue == 13)
    #expect(error["scene"]?["name"]?.stringValue == "Login & \"Sign up\"")
    #expect(error["element"]?["objectId"]?.stringValue == "abc-12-xyz")
    #expect(error["element"]?["identifier"]?.isNull == true)
    #expect(error["element"]?["path"]?.stringValue == "1/0")
    #expect(error["fingerprint"]?.stringValue == Sample.report.findings[3].fingerprint)
    #expect(error["suppression"]?.isNull == true)
    #expect(findings[1]["kind"]?.stringValue == "needs-review")
    #expect(findings[2]["message"]?.stringValue == Sample.noteMessage)
    #expect(findings[4]["suppression"]?["kind"]?.stringValue == "configuration")
    #expect(findings[4]["suppression"]?["reason"]?.stringValue == "Legacy screen, see #42")

    let inputError = try #require(document["inputErrors"]?.arrayValue?.first)
    #expect(inputError["file"]?.stringValue == "Broken.xib")
    #expect(inputError["line"]?.intValue == 3 && inputError["column"]?.intValue == 7)
    #expect(inputError["description"]?.stringValue == Sample.inputErrorDescription)
    let stale = try #require(document["unmatchedBaseline"]?.arrayValue?.first)
    #expect(stale["fingerprint"]?.stringValue == "feedfacecafebeef")
    #expect(stale["file"]?.stringValue == "Old.storyboard")
  }

  // MARK: - SARIF

  @Test(
    "SARIF: the log validates against the OASIS 2.1.0 schema (python3 and jsonschema required)",
    .requires(.sarifSchema))
  func sarifValidates() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("sample.sarif")
    let second = directory.appendingPathComponent("no-base.sarif")
    try SARIFReporter().render(Sample.report, context: Sample.context).write(
      to: first, atomically: true, encoding: .utf8)
    try SARIFReporter().render(Sample.report, context: ReportContext(toolVersion: "1"))
      .write(to: second, atomically: true, encoding: .utf8)
    let run = try runProcess(["python3", TestPaths.sarifValidator, TestPaths.sarifSchema, first.path, second.path])
    #expect(
      run.status == 0,
      """
      scripts/validate-sarif.py exited with \(run.status); it needs python3 with the jsonschema package \
      (exit 127: no python3; exit 2: no jsonschema or schema). Output:
      \(run.output)
      """)

    // The validator must be able to fail: a log with a level SARIF does not have is rejected.
    let broken = directory.appendingPathComponent("broken.sarif")
    try SARIFReporter().render(Sample.report, context: Sample.context)
      .replacingOccurrences(of: "\"level\": \"none\"", with: "\"level\": \"bogus\"")
      .write(to: broken, atomically: true, encoding: .utf8)
    let rejected = try runProcess(["python3", TestPaths.sarifValidator, TestPaths.sarifSchema, broken.path])
    #expect(rejected.status == 1, "the validator accepted a log with level \"bogus\": \(rejected.output)")
    #expect(rejected.output.contains("'bogus' is not one of"), "\(rejected.output)")
  }

  @Test("SARIF: rules, results, locations, fingerprints, suppressions and notifications")
  func sarif() throws {
    let log = try parseJSON(SARIFReporter().render(Sample.report, context: Sample.context))
    #expect(log["$schema"]?.stringValue == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"]?.stringValue == "2.1.0")
    let run = try #require(log["runs"]?.arrayValue?.first)
    let driver = try #require(run["tool"]?["driver"])
    #expect(driver["name"]?.stringValue == "Herald")
    #expect(driver["version"]?.stringValue == "0.9.0-test")
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"]?.arrayValue)
    expectNoDifference(rules.compactMap { $0["id"]?.stringValue }, Sample.report.rules.map(\.id))
    let imageButton = rules[3]
    #expect(imageButton["name"]?.stringValue == "ImageButtonMissingLabel")
    #expect(imageButton["shortDescription"]?["text"]?.stringValue == "Summary of image-button-missing-label.")
    #expect(imageButton["fullDescription"]?["text"]?.stringValue == "Why image-button-missing-label matters.")
    #expect(imageButton["help"]?["text"]?.stringValue == "Fix image-button-missing-label <like so> & done.")
    #expect(imageButton["helpUri"]?.stringValue == "https://example.org/rules/image-button-missing-label")
    #expect(rules[0]["helpUri"] == nil)
    expectNoDifference(
      rules.compactMap { $0["defaultConfiguration"]?["level"]?.stringValue },
      ["warning", "warning", "error", "error", "note", "note"])
    #expect(imageButton["properties"]?["impact"]?.stringValue == "critical")
    #expect(imageButton["properties"]?["problem.severity"]?.stringValue == "error")
    #expect(rules[4]["properties"]?["problem.severity"]?.stringValue == "recommendation")
    expectNoDifference(imageButton["properties"]?["tags"]?.arrayValue?.compactMap(\.stringValue), ["wcag2a", "labels"])

    #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.stringValue == "file:///src/app/")
    #expect(run["columnKind"]?.stringValue == "unicodeCodePoints")
    #expect(run["language"]?.stringValue == "en")

    let results = try #require(run["results"]?.arrayValue)
    #expect(results.count == 5)
    let error = results[3]
    #expect(error["ruleId"]?.stringValue == "image-button-missing-label")
    #expect(error["ruleIndex"]?.intValue == 3)
    #expect(error["level"]?.stringValue == "error")
    #expect(error["kind"] == nil)
    #expect(error["message"]?["text"]?.stringValue == Sample.errorMessage)
    let location = try #require(error["locations"]?.arrayValue?.first)
    let physical = try #require(location["physicalLocation"])
    #expect(physical["artifactLocation"]?["uri"]?.stringValue == "My%20Screens/Login.xib")
    #expect(physical["artifactLocation"]?["uriBaseId"]?.stringValue == "%SRCROOT%")
    #expect(physical["region"]?["startLine"]?.intValue == 7)
    #expect(physical["region"]?["startColumn"]?.intValue == 13)
    let logical = try #require(location["logicalLocations"]?.arrayValue?.first)
    #expect(logical["name"]?.stringValue == "1/0")
    #expect(logical["fullyQualifiedName"]?.stringValue == "Login & \"Sign up\"/1/0")
    #expect(logical["kind"]?.stringValue == "element")
    #expect(
      error["partialFingerprints"]?["heraldFingerprint/v1"]?.stringValue == Sample.report.findings[3].fingerprint)
    #expect(error["suppressions"]?.arrayValue?.isEmpty == true)

    // SARIF §3.27.10: a result whose kind is not "fail" has level "none".
    #expect(results[1]["kind"]?.stringValue == "review")
    #expect(results[1]["level"]?.stringValue == "none")
    #expect(results[2]["level"]?.stringValue == "note")
    #expect(results[0]["level"]?.stringValue == "warning")

    let suppression = try #require(results[4]["suppressions"]?.arrayValue?.first)
    #expect(suppression["kind"]?.stringValue == "external")
    #expect(suppression["status"]?.stringValue == "accepted")
    #expect(suppression["justification"]?.stringValue == "Legacy screen, see #42")

    let invocation = try #require(run["invocations"]?.arrayValue?.first)
    #expect(invocation["executionSuccessful"]?.boolValue == true)
    let notification = try #require(invocation["toolExecutionNotifications"]?.arrayValue?.first)
    #expect(notification["level"]?.stringValue == "error")
    #expect(notification["message"]?["text"]?.stringValue == "expected '>' after attribute \"id\"")
    let notified = notification["locations"]?.arrayValue?.first?["physicalLocation"]
    #expect(notified?["artifactLocation"]?["uri"]?.stringValue == "Broken.xib")
    #expect(notified?["region"]?["startLine"]?.intValue == 3)
    let stale = try #require(invocation["toolConfigurationNotifications"]?.arrayValue?.first)
    #expect(stale["level"]?.stringValue == "note")
    #expect(stale["message"]?["text"]?.stringValue?.hasPrefix("baseline entry no longer matches") == true)
  }

  @Test("SARIF: paths outside the base are file URIs, and reserved characters are percent-encoded")
  func sarifURIs() throws {
    let report = AuditReport(
      files: ["/elsewhere/a b#?%.xib", "./rel/ü:x.xib"],
      findings: [
        Sample.finding(
          "r", .violation, .error, .critical, "m", file: "/elsewhere/a b#?%.xib", line: 1, column: 1, path: "0"),
        Sample.finding("r", .violation, .error, .critical, "m", file: "./rel/ü:x.xib", line: 1, column: 1, path: "0"),
      ])
    let log = try parseJSON(
      SARIFReporter().render(report, context: ReportContext(baseDirectory: "/src", toolVersion: "1")))
    let run = try #require(log["runs"]?.arrayValue?.first)
    let results = try #require(run["results"]?.arrayValue)
    let outside = results[0]["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]
    #expect(outside?["uri"]?.stringValue == "file:///elsewhere/a%20b%23%3F%25.xib")
    #expect(outside?["uriBaseId"] == nil)
    let relative = results[1]["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]
    #expect(relative?["uri"]?.stringValue == "rel/%C3%BC%3Ax.xib")
    #expect(relative?["uriBaseId"]?.stringValue == "%SRCROOT%")
    #expect(results[0]["ruleIndex"] == nil)

    let noBase = try parseJSON(SARIFReporter().render(report, context: ReportContext(toolVersion: "1")))
    #expect(noBase["runs"]?.arrayValue?.first?["originalUriBaseIds"] == nil)
    let relativeBase = try parseJSON(
      SARIFReporter().render(report, context: ReportContext(baseDirectory: ".", toolVersion: "1")))
    #expect(relativeBase["runs"]?.arrayValue?.first?["originalUriBaseIds"] == nil)
  }

  // MARK: - JUnit

  @Test("JUnit: one suite per rule, a failure per active violation, skipped and passing cases, input errors")
  func junit() throws {
    let output = JUnitReporter().render(Sample.report, context: Sample.context)
    #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(!output.contains("\u{07}"))
    let root = try parseXML(output)
    #expect(root.name == "testsuites")
    #expect(root["name"] == "herald audit")
    #expect(root["tests"] == "9" && root["failures"] == "3" && root["errors"] == "1")
    let suites = root.elements
    expectNoDifference(
      suites.map { suite in
        ([suite["name"] ?? "?"] + ["tests", "failures", "errors", "skipped"].map { "\($0)=\(suite[$0] ?? "?")" })
          .joined(separator: " ")
      },
      [
        "custom-action-names tests=1 failures=0 errors=0 skipped=1",
        "duplicate-label tests=1 failures=1 errors=0 skipped=0",
        "heading-levels tests=1 failures=0 errors=0 skipped=0",
        "image-button-missing-label tests=1 failures=1 errors=0 skipped=0",
        "image-decorative tests=2 failures=0 errors=0 skipped=1",
        "opinionated-rule tests=1 failures=0 errors=0 skipped=1",
        "redundant-trait tests=1 failures=1 errors=0 skipped=0",
        "inputs tests=1 failures=0 errors=1 skipped=0",
      ])
    for suite in suites {
      let cases = suite.elements
      #expect(cases.allSatisfy { $0.name == "testcase" })
      #expect(String(cases.count) == suite["tests"])
      #expect(String(cases.count { $0.child("failure") != nil }) == suite["failures"])
      #expect(String(cases.count { $0.child("skipped") != nil }) == suite["skipped"])
      #expect(String(cases.count { $0.child("error") != nil }) == suite["errors"])
    }

    let imageButton = try #require(suites[3].elements.first)
    #expect(imageButton["classname"] == "image-button-missing-label")
    #expect(imageButton["name"] == "My Screens/Login.xib:7 1/0")
    let failure = try #require(imageButton.child("failure"))
    #expect(failure["type"] == "error")
    #expect(failure["message"] == "The button <UIButton> \"Save & exit\" has no label — 🎉 ünïcödé")
    #expect(failure.text.contains("scene: Login & \"Sign up\" (BYZ-38-t0r)"))
    #expect(failure.text.contains("element: 1/0 (object id abc-12-xyz)"))
    #expect(failure.text.contains("fix: Fix image-button-missing-label <like so> & done."))
    #expect(failure.text.contains("more: https://example.org/rules/image-button-missing-label"))

    #expect(suites[6].elements.first?.child("failure")?["message"] == Sample.noteMessage)
    #expect(suites[6].elements.first?.child("failure")?["type"] == "note")
    #expect(suites[1].elements.first?.child("failure")?["message"] == Sample.duplicateMessage)
    #expect(suites[2].elements.first?["name"] == "all elements")
    #expect(suites[2].elements.first?.elements.isEmpty == true)
    #expect(suites[4].elements.first?.child("skipped")?["message"] == "needs review: " + Sample.reviewMessage)
    #expect(suites[4].elements.last?["name"] == "all elements")
    #expect(suites[5].elements.first?.child("skipped")?["message"] == "disabled in .herald.yml")
    let input = try #require(suites[7].elements.first)
    #expect(input["name"] == "Broken.xib")
    #expect(input.child("error")?["message"] == "expected '>' after attribute \"id\"")
    #expect(input.child("error")?.text == Sample.inputErrorDescription)
  }

  // MARK: - Checkstyle

  @Test("Checkstyle: files in order, one error per active finding, severities and sources")
  func checkstyle() throws {
    let output = CheckstyleReporter().render(Sample.report, context: Sample.context)
    #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">"))
    let root = try parseXML(output)
    #expect(root.name == "checkstyle" && root["version"] == "4.3")
    let files = root.elements
    expectNoDifference(files.map { $0["name"] ?? "?" }, ["Main.storyboard", "My Screens/Login.xib", "Broken.xib"])
    expectNoDifference(
      files.map { file in
        file.elements.map {
          "\($0["line"] ?? "-"):\($0["column"] ?? "-") \($0["severity"] ?? "?") \($0["source"] ?? "?")"
        }
      },
      [
        [
          "12:9 warning herald.duplicate-label", "30:5 info herald.image-decorative",
          "41:3 info herald.redundant-trait",
        ],
        ["7:13 error herald.image-button-missing-label"],
        ["3:7 error herald.input-error"],
      ])
    expectNoDifference(
      files.flatMap(\.elements).map { $0["message"] ?? "?" },
      [
        Sample.duplicateMessage, "needs review: " + Sample.reviewMessage, Sample.noteMessage,
        "The button <UIButton> \"Save & exit\" has no label — 🎉 ünïcödé", "expected '>' after attribute \"id\"",
      ])
    #expect(files.flatMap(\.elements).allSatisfy { $0.name == "error" })
  }

  @Test("JUnit and checkstyle output is well-formed XML 1.0 to xmllint", arguments: [ReportFormat.junit, .checkstyle])
  func xmllint(format: ReportFormat) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-xml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("report.xml")
    try format.reporter.render(Sample.report, context: Sample.context).write(
      to: file, atomically: true, encoding: .utf8)
    let run = try runProcess(["xmllint", "--noout", file.path])
    #expect(run.status == 0, "xmllint (from libxml2-utils, required) exited with \(run.status): \(run.output)")
  }

  // MARK: - GitHub

  @Test("GitHub: one workflow command per input error, active finding and stale baseline entry, most severe first")
  func github() {
    let output = GitHubReporter().render(Sample.report, context: Sample.context)
    expectNoDifference(
      output.components(separatedBy: "\n"),
      [
        "::error file=Broken.xib,line=3,col=7::expected '>' after attribute \"id\"",
        "::error file=My Screens/Login.xib,line=7,col=13,title=image-button-missing-label::The button <UIButton> \"Save & exit\" has no label — 🎉 ünïcödé\u{07}",
        "::warning file=Main.storyboard,line=12,col=9,title=duplicate-label::Two buttons are called \"Play, pause\": 50%25 of users can't tell them apart.",
        "::warning file=Old.storyboard,title=herald baseline::baseline entry no longer matches: image-button-missing-label at Old.storyboard (0/1) — remove it or rewrite the baseline",
        "::notice file=Main.storyboard,line=41,col=3,title=redundant-trait::The label says \"button\" and the trait says it again.%0ADrop the word.",
        "::notice file=Main.storyboard,line=30,col=5,title=image-decorative::needs review: Is the image « logo » decorative?",
        "",
      ])
  }

  @Test("GitHub: at most 10 annotations of each kind (GitHub's per-step limit), the rest as log lines and a summary")
  func githubLimits() {
    var findings: [Finding] = []
    for line in 1...25 {
      findings.append(
        Sample.finding(
          "e", .violation, .error, .serious, "error \(line)", file: Sample.main, line: line, column: 1, path: "0"))
    }
    for line in 1...3 {
      findings.append(
        Sample.finding(
          "w", .violation, .warning, .moderate, "warning \(line)", file: Sample.main, line: line, column: 1, path: "0"))
    }
    for line in 1...15 {
      findings.append(
        Sample.finding(
          "r", .needsReview, .note, .minor, "review \(line)", file: Sample.main, line: line, column: 1, path: "0"))
    }
    let report = AuditReport(files: [Sample.main], findings: findings)
    let lines = GitHubReporter().render(report, context: Sample.context).split(separator: "\n").map(String.init)
    let commands = lines.filter { $0.hasPrefix("::") }
    #expect(commands.filter { $0.hasPrefix("::error ") }.count == GitHubReporter.Limits.perKind)
    #expect(commands.filter { $0.hasPrefix("::warning ") }.count == 3)
    #expect(commands.filter { $0.hasPrefix("::notice ") }.count == GitHubReporter.Limits.perKind)
    // Errors first: the ten annotated are the first ten; the rest are plain lines, nothing lost.
    #expect(commands.first?.hasSuffix("::error 1") == true)
    #expect(lines.contains("Main.storyboard:11:1: error: error 11 [e]"))
    #expect(lines.contains("Main.storyboard:10:1: note: needs review: review 10 [r]"))
    #expect(lines.count == commands.count + 15 + 6)
    for finding in findings {
      #expect(
        lines.contains { $0.hasSuffix(finding.message) || $0.contains(finding.message + " [") }, "\(finding.message)")
    }
    // The summary takes the tenth notice place.
    let summary = lines.last ?? ""
    #expect(summary.hasPrefix("::notice title=herald::28 violations (25 errors, 3 warnings, 0 notes), 15 need review"))
    #expect(summary.contains("10 of 25 errors, 3 of 3 warnings, 9 of 15 notices"))
    #expect(summary.contains("the other 21 are in the log above"))
    // Exactly at the limit nothing is held back and no summary is added.
    let ten = AuditReport(files: [Sample.main], findings: Array(findings.prefix(10)))
    let atLimit = GitHubReporter().render(ten, context: Sample.context).split(separator: "\n")
    #expect(atLimit.count == 10 && atLimit.allSatisfy { $0.hasPrefix("::error ") })
  }

  @Test("GitHub: properties escape %, CR, LF, colons and commas; messages only %, CR and LF")
  func githubEscaping() {
    let report = AuditReport(
      findings: [
        Sample.finding(
          "r", .violation, .warning, .moderate, "a,b: 100%\r\nend", file: "odd, name: 100%.xib", line: 2, column: 4,
          path: "0")
      ])
    let output = GitHubReporter().render(report, context: ReportContext(toolVersion: "1"))
    #expect(output == "::warning file=odd%2C name%3A 100%25.xib,line=2,col=4,title=r::a,b: 100%25%0D%0Aend\n")
    #expect(GitHubReporter().render(AuditReport(), context: ReportContext(toolVersion: "1")).isEmpty)
  }

  // MARK: - Markdown

  /// The cells of a Markdown table row: split at each `|` that is not escaped.
  static func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(current)
    return Array(cells.dropFirst().dropLast())
  }

  @Test("Markdown: the summary, a row per rule and per finding, most severe first; cells cannot break the table")
  func markdown() {
    let output = MarkdownReporter().render(Sample.report, context: Sample.context)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "## Herald accessibility audit")
    #expect(lines.contains("| `image-button-missing-label` | 1 | 0 | 0 | 0 |"))
    #expect(lines.contains("| `image-decorative` | 0 | 0 | 0 | 1 |"))
    let rows = lines.filter { $0.hasPrefix("| ") && $0.contains("` |") && !$0.hasPrefix("| `") }
    // Every row of the findings table has four cells, whatever its message holds.
    for row in rows { #expect(Self.cells(row).count == 4, "\(row)") }
    #expect(
      rows.map { Self.cells($0)[0].trimmingCharacters(in: .whitespaces) } == [
        "error", "error", "warning", "note", "needs review", "baseline",
      ])
    #expect(output.contains("The button &lt;UIButton&gt; \"Save &amp; exit\" has no label"))
    #expect(output.contains("says it again. Drop the word."))
    #expect(!output.contains(Sample.suppressedMessage), "a suppressed finding is left out")
    let piped = AuditReport(
      findings: [
        Sample.finding(
          "r", .violation, .warning, .moderate, "a | b", file: "odd|name.xib", line: 2, column: 4, path: "0")
      ])
    let row =
      MarkdownReporter().render(piped, context: ReportContext(toolVersion: "1"))
      .split(separator: "\n").map(String.init).last ?? ""
    #expect(
      Self.cells(row).map { $0.trimmingCharacters(in: .whitespaces) } == [
        "warning", "`odd\\|name.xib:2:4`", "a \\| b", "`r`",
      ])
  }

  @Test("Markdown: within GitHub's comment size, saying how many rows were left out")
  func markdownBudget() {
    let long = String(repeating: "word ", count: 60)
    let findings = (1...600).map { line in
      Sample.finding(
        "r", .violation, .error, .serious, long + "\(line)", file: Sample.main, line: line, column: 1, path: "0")
    }
    let output = MarkdownReporter().render(AuditReport(findings: findings), context: Sample.context)
    #expect(output.count <= MarkdownReporter.characterBudget)
    let shown = output.split(separator: "\n").filter { $0.hasPrefix("| error |") }.count
    #expect(shown > 100 && shown < 600)
    #expect(output.contains("\(600 - shown) more rows are left out"))
  }
}
