import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// `herald tree|announce|simulate|audit` on SwiftUI source: the seed controls written in SwiftUI
/// (`Examples/SwiftUI`), and the IceCubes app of `../shared/corpus/apps`.
@Suite("SwiftUI views as a UI description")
struct SwiftUICommandTests {
  static let examples = "Examples/SwiftUI"

  /// The findings of `herald audit … --format json`: file name, line, rule and kind.
  static func findings(_ paths: [String]) throws -> [(file: String, line: Int, rule: String, kind: String)] {
    let run = try Herald.run(["audit"] + paths + ["--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding in
      guard let file = finding["file"]?.stringValue, let line = finding["line"]?.intValue,
        let rule = finding["ruleId"]?.stringValue, let kind = finding["kind"]?.stringValue
      else { return nil }
      return ((file as NSString).lastPathComponent, line, rule, kind)
    }
  }

  @Test("The five-button star row without accessibility is flagged per star; the accessible rating passes")
  func auditExamples() throws {
    let findings = try Self.findings([Self.examples])
    // Each star is an SF Symbol, which iOS may label itself: needs review per star.
    let stars = findings.filter { $0.file == "StarRow.swift" && $0.rule == "image-button-missing-label" }
    #expect(stars.count == 5 && stars.allSatisfy { $0.kind == "needs-review" && $0.line == 13 })
    #expect(findings.contains { $0.file == "StarRow.swift" && $0.rule == "rating-value-not-exposed" })
    #expect(findings.filter { $0.file == "AccessibleStarRating.swift" }.isEmpty, "\(findings)")
  }

  @Test("The accessible rating announces label, value and Adjustable in VoiceOver's words, alone and inside a screen")
  func announce() throws {
    let run = try Herald.run("announce", Self.examples + "/AccessibleStarRating.swift")
    #expect(run.status == 0, "\(run.errors)")
    let line = "Rating: 3 of 5 stars. Adjustable. Swipe up or down with one finger to adjust the value."
    #expect(run.output.components(separatedBy: line).count == 3, "\(run.output)")
    // A Form's section header, in capitals as iOS shows it.
    #expect(run.output.contains("1. MEAL. Heading."))
    let json = try Herald.run("announce", Self.examples + "/AccessibleStarRating.swift", "--format", "json")
    let report = try JSONReader.parse(Array(json.output.utf8), file: "announce.json")
    let first = report["files"]?.arrayValue?.first?["scenes"]?.arrayValue?.first?["utterances"]?.arrayValue?.first
    #expect(first?["label"]?.stringValue == "Rating" && first?["value"]?.stringValue == "3 of 5 stars")
  }

  @Test("simulate increments and decrements the rating as its adjustable action does, within 0…5")
  func simulate() throws {
    let run = try Herald.run(
      "simulate", Self.examples + "/AccessibleStarRating.swift", "--scene", "MealDetail", "--actions",
      "focus:Rating,increment,increment,increment,decrement")
    #expect(run.status == 0, "\(run.errors)")
    let said = run.output.split(separator: "\n").filter { $0.contains("→") }.map { String($0) }
    #expect(said.count == 5)
    #expect(said[1].hasSuffix("“4 of 5 stars”") && said[2].hasSuffix("“5 of 5 stars”"))
    #expect(said[3].hasSuffix("“5 of 5 stars”") && said[4].hasSuffix("“4 of 5 stars”"))
  }

  @Test("tree reads .swift files and folders: each View type a scene at its declaration")
  func tree() throws {
    let run = try Herald.run("tree", Self.examples)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("scene \"StarRow\" (StarRow)  Examples/SwiftUI/StarRow.swift:6"))
    #expect(run.output.contains("scene \"MealDetail\""))
    // A Swift file that does not use SwiftUI names no scene and is not an error.
    let uikit = try Herald.run("tree", "Examples/StarRating/StarRatingControl.swift")
    #expect(uikit.status == 0 && uikit.output.contains("0 scenes"), "\(uikit.output)\(uikit.errors)")
  }
}

/// IceCubes (`../shared/corpus/apps/Dimillian+IceCubesApp`): every file that declares a View
/// loads, and its violations, judged by reading the source, are at least 90 % true.
@Suite("SwiftUI on IceCubes", .requires(.appsCorpus), .requires(.ibCorpus))
struct SwiftUICorpusTests {
  static let app = TestPaths.appsCorpus + "/Dimillian+IceCubesApp"

  /// The View types the app declares, found by a plain text search (`struct X: … View`).
  static func declaredViews() throws -> Set<String> {
    var names: Set<String> = []
    let pattern = try NSRegularExpression(pattern: #"struct\s+(\w+)(<[^>{]*>)?\s*:[^{]*\bView\b"#)
    let enumerator = FileManager.default.enumerator(atPath: app)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.contains("Tests/") else { continue }
      let text = try String(contentsOfFile: app + "/" + relative, encoding: .utf8)
      guard text.contains("import SwiftUI") else { continue }
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }

  @Test("Every file with a View loads without an error, and every View type but preview scaffolding is a scene")
  func loads() throws {
    let run = try Herald.run("tree", Self.app, "--format", "json", "--no-source")
    #expect(run.exited && run.status == 0, "\(run.errors.prefix(2000))")
    let trees = try JSONReader.parse(Array(run.output.utf8), file: "trees.json").arrayValue ?? []
    let scenes = Set(trees.flatMap { $0["scenes"]?.arrayValue ?? [] }.compactMap { $0["name"]?.stringValue })
    let declared = try Self.declaredViews()
    #expect(declared.count > 150)
    // Only preview scaffolding (`WrapperForPreview`, built by previews alone) is no scene.
    let missing = declared.subtracting(scenes)
    #expect(missing.allSatisfy { $0.contains("Preview") } && missing.count <= 3, "not loaded: \(missing.sorted())")
  }

  @Test("Judged violations: none judged false comes back, true ones stay, at least 40 judged and 90 % true")
  func precision() throws {
    let rows = try VerdictTable.rows("swiftui-verdicts.tsv", fields: 5)
    // IceCubes as the one corpus audit reads it (as alone: with its own project, code and tables).
    let findings = try CorpusAudit.findings().filter { $0.file.hasPrefix("apps/Dimillian+IceCubesApp/") }
    let errors = (try CorpusAudit.report.get()["inputErrors"]?.arrayValue ?? []).filter {
      $0["file"]?.stringValue?.contains("/Dimillian+IceCubesApp/") == true
    }
    #expect(errors.isEmpty, "IceCubes has input errors: \(errors.prefix(5))")
    let reported = Set(findings.filter { $0.kind == "violation" }.map { "\($0.file):\($0.line):\($0.rule)" })
    let reviewed = Set(findings.filter { $0.kind == "needs-review" }.map { "\($0.file):\($0.line):\($0.rule)" })
    var judged = 0
    var correct = 0
    for fields in rows {
      let key = "\(fields[0]):\(fields[1]):\(fields[2])"
      switch fields[3] {
      case "true":
        #expect(reported.contains(key), "\(key) was judged true and is no longer a violation: \(fields[4])")
        judged += 1
        correct += 1
      case "false":
        #expect(!reported.contains(key), "\(key) was judged false and is a violation again: \(fields[4])")
      case "true-review":
        // True, and now a call for review: a state Herald judges on its own shows code it cannot read.
        #expect(reviewed.contains(key) || reported.contains(key), "\(key) was judged true and is no longer reported")
        judged += 1
        correct += 1
      case "false-open":
        #expect(reported.contains(key), "\(key), a known false positive, is no longer reported: mark it false")
        judged += 1
      default: Issue.record("\(key): unknown verdict \(fields[3])")
      }
    }
    let known = Set(rows.map { $0.prefix(3).joined(separator: ":") })
    #expect(reported.subtracting(known).isEmpty, "violations not judged yet: \(reported.subtracting(known).sorted())")
    #expect(judged >= 30 && Double(correct) >= 0.9 * Double(judged), "\(correct) of \(judged) true")
  }
}
