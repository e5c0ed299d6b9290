import Foundation
import HeraldTestSupport
import Testing

@Suite("herald rules")
struct RulesCommandTests {
  static let pack = "Examples/RulePacks/acme.herald-rules.yml"

  static let failingPack = """
    herald: rules
    name: Failing
    rules:
      - id: test-needs-hint
        name: Needs a hint
        summary: Every button needs a hint.
        impact: minor
        help: Add a hint.
        selector: {role: button}
        assert: {present: hint}
        messages: {en: "{label} has no hint."}
        examples:
          triggering:
            - flagged: [save]
              tree: {role: view, children: [{id: save, role: button, content: {titles: {normal: Save}}}]}
          nonTriggering:
            - tree: {role: view, children: [{id: open, role: button, content: {titles: {normal: Open}}}]}
    """

  static let brokenPack = """
    herald: rules
    name: Broken
    rules:
      - id: test-broken
        name: Broken
        summary: Broken.
        impact: minor
        help: Fix.
        assert: {present: labl}
        messages: {en: "Broken."}
    """

  @Test("test exits 0 and says all pass for the example pack")
  func passes() throws {
    let run = try Herald.run("rules", "test", Self.pack)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.hasSuffix("5 rules, 15 examples: all pass\n"))
  }

  @Test("test exits 1 and prints file:line: rule-id: reason for a failing example")
  func fails() throws {
    let directory = try temporaryDirectory(["failing.yml": Self.failingPack])
    let run = try Herald.run(in: directory, ["rules", "test", "failing.yml"])
    #expect(run.status == 1)
    #expect(
      run.output.contains("failing.yml:17: test-needs-hint: expected violations on none, got \"open\""),
      "\(run.output)")
    #expect(run.output.hasSuffix("1 rule, 2 examples: 1 failure\n"))
  }

  @Test("test exits 2 for a pack that does not load, prints file:line:col and still tests the others")
  func brokenPack() throws {
    let directory = try temporaryDirectory(["broken.yml": Self.brokenPack, "failing.yml": Self.failingPack])
    let run = try Herald.run(in: directory, ["rules", "test", "broken.yml", "failing.yml"])
    #expect(run.status == 2)
    #expect(run.errors.contains("broken.yml:9:23: error: unknown property path \"labl\""), "\(run.errors)")
    #expect(run.output.contains("failing.yml:17: test-needs-hint:"))
  }

  @Test("list --json has the built-in rule and the pack's rules with their source and options")
  func listJSON() throws {
    let run = try Herald.run("rules", "list", "--rules", Self.pack, "--format", "json")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Herald.run("rules", "list", "--rules", Self.pack, "--json").output == run.output)
    let rules = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    let builtIn = try #require(rules.first { $0["id"] as? String == "image-button-missing-label" })
    #expect(builtIn["source"] as? String == "built-in")
    #expect(builtIn["impact"] as? String == "critical")
    #expect(builtIn["options"] is [Any])
    let gauge = try #require(rules.first { $0["id"] as? String == "acme-gauge-needs-value" })
    #expect(gauge["source"] as? String == Self.pack)
    #expect(gauge["tags"] as? [String] == ["wcag2a", "wcag412", "acme"])
    #expect(gauge["enabledByDefault"] as? Bool == true)
    let card = try #require(rules.first { $0["id"] as? String == "acme-card-title-header" })
    #expect(card["enabledByDefault"] as? Bool == false)
  }

  @Test("list prints an aligned table")
  func listText() throws {
    let run = try Herald.run("rules", "list", "--rules", Self.pack)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("ID ") == true)
    let row = try #require(lines.first { $0.hasPrefix("acme-gauge-needs-value ") })
    let header = try #require(lines.first)
    #expect(
      row.range(of: "serious")?.lowerBound.utf16Offset(in: row)
        == header.range(of: "IMPACT")?.lowerBound.utf16Offset(in: header))
  }

  @Test("list --format markdown is the rules reference: an index, then each rule with its options and examples")
  func listMarkdown() throws {
    let run = try Herald.run("rules", "list", "--rules", Self.pack, "--format", "markdown")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("# Rules\n"))
    #expect(run.output.contains("| [`label-too-long`](#label-too-long) | minor | on |"))
    let section = try #require(run.output.components(separatedBy: "## `label-too-long`").last)
    #expect(section.contains("| `maximumLength` | `40` |"))
    #expect(section.contains("**Flagged**") && section.contains("```yaml"))
    #expect(run.output.contains("- From the rule pack `\(Self.pack)`"))
  }
}
