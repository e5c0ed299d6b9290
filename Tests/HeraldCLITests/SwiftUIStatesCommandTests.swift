import Foundation
import HeraldSyntax
import Testing

/// SwiftUI scenes as sets of states (`SceneStates`, docs/swiftui.md "States"): `herald audit`
/// judges each state on its own and names the state a finding holds in, `herald tree --states`
/// lists the states, `herald announce --state` reads one. The views of
/// `Examples/SwiftUIStates/States.swift` are written for Herald after the constructs of real apps.
@Suite("SwiftUI states")
struct SwiftUIStatesCommandTests {
  static let file = "Examples/SwiftUIStates/States.swift"

  /// The JSON findings of the fixture: line, rule, kind and state.
  static func findings() throws -> [(line: Int, rule: String, kind: String, state: String?, evidence: String?)] {
    let run = try Herald.run("audit", file, "--format", "json", "--fail-on", "never")
    return try Herald.jsonFindings(run).compactMap { finding in
      guard let line = finding["line"]?.intValue, let rule = finding["ruleId"]?.stringValue,
        let kind = finding["kind"]?.stringValue
      else { return nil }
      return (line, rule, kind, finding["state"]?.stringValue, finding["missingEvidence"]?["text"]?.stringValue)
    }
  }

  @Test("Branches that never show together are not judged together; a branch's finding names its state")
  func alternatives() throws {
    let findings = try Self.findings()
    // `switch mode` and `if isEditing` each carry one identifier per branch: never a duplicate.
    #expect(!findings.contains { $0.rule == "duplicate-accessibility-identifier" }, "\(findings)")
    // The trash button shows only while editing: judged there, and said so (an SF Symbol iOS may
    // label itself: needs review).
    let trash = findings.filter { $0.line == 28 && $0.rule == "image-button-missing-label" }
    #expect(trash.count == 1 && trash.first?.kind == "needs-review" && trash.first?.state == "when `isEditing`")
  }

  @Test("A value the source fixes decides a branch: no caller passes onTap, so its button is never judged")
  func fixedValues() throws {
    let findings = try Self.findings()
    #expect(!findings.contains { $0.line == 41 }, "\(findings)")
  }

  @Test("A label computed by an enum's property is evaluated case by case; one the inputs do not compute needs review")
  func computedLabels() throws {
    let findings = try Self.findings().filter { $0.rule == "image-button-missing-label" }
    // `action.label`: every case of `Action.label` is a `Label` with a title.
    #expect(!findings.contains { $0.line == 71 }, "\(findings)")
    // `model.icon`: no type of the inputs builds it, so the label is unknown, never absent.
    let unknown = findings.filter { $0.line == 79 }
    #expect(unknown.count == 1 && unknown.first?.kind == "needs-review", "\(findings)")
    #expect(unknown.first?.evidence?.contains("model.icon at States.swift:79") == true, "\(findings)")
  }

  /// The lines of one scene's announcement in a transcript.
  static func scene(_ name: String, of transcript: String) -> String {
    guard let start = transcript.range(of: "scene \"\(name)\"") else { return "" }
    let rest = transcript[start.upperBound...]
    return String(rest[..<(rest.range(of: " — scene ")?.lowerBound ?? rest.endIndex)])
  }

  @Test("tree --states lists each scene's states, the default first; announce --state reads one")
  func listAndRead() throws {
    let listed = try Herald.run("tree", Self.file, "--states")
    #expect(listed.exited && listed.status == 0, "\(listed.errors)")
    #expect(listed.output.contains("scene \"Editor\": 2 states"))
    #expect(listed.output.contains("  1. when not `isEditing`  (default)\n  2. when `isEditing`\n"))
    #expect(listed.output.contains("scene \"Switcher\": 2 states"))
    #expect(listed.output.contains("scene \"Actions\": 2 states"))

    let initial = Self.scene("Editor", of: try Herald.run("announce", Self.file).output)
    #expect(initial.contains("Edit. Button.") && !initial.contains("trash. Button."), "\(initial)")
    let editing = try Herald.run("announce", Self.file, "--state", "isEditing=true")
    #expect(editing.exited && editing.status == 0, "\(editing.errors)")
    let edited = Self.scene("Editor", of: editing.output)
    #expect(edited.contains("trash. Button.") && !edited.contains("Edit. Button."), "\(edited)")
    let form = Self.scene("Switcher", of: try Herald.run("announce", Self.file, "--state", "mode=.form").output)
    #expect(form.contains("1. Form") && !form.contains("1. Key"), "\(form)")

    let unknown = try Herald.run("announce", Self.file, "--state", "nothing=1")
    #expect(unknown.errors.contains("--state nothing: no branch of the scenes read depends on `nothing`"))
    let malformed = try Herald.run("announce", Self.file, "--state", "isEditing")
    #expect(malformed.status == 64 || malformed.status == 2, "\(malformed.status)")
    #expect(malformed.errors.contains("write NAME=VALUE"))
  }
}
