import Foundation
import Testing

@testable import herald_rules_registry

@Suite("make new-rule: the rule skeleton")
struct RuleTemplateTests {
  @Test("The id becomes the type name and the paths")
  func names() throws {
    let template = try RuleTemplate(id: "demo-thing2", category: "Labels")
    #expect(template.typeName == "DemoThing2Rule")
    #expect(template.rulePath == "Sources/HeraldRules/Rules/Labels/DemoThing2Rule.swift")
    #expect(template.testPath == "Tests/HeraldRulesTests/Rules/Labels/DemoThing2RuleTests.swift")
  }

  @Test(
    "A wrong id or category is refused", arguments: [("Demo", "Labels"), ("demo-", "Labels"), ("demo", "labels")])
  func refuses(id: String, category: String) {
    #expect(throws: RegistryError.self) { try RuleTemplate(id: id, category: category) }
  }

  @Test("The skeleton is a registered rule with its metadata, a message, both examples and TODO markers")
  func skeleton() throws {
    let template = try RuleTemplate(id: "demo-thing", category: "Labels")
    let source = template.ruleSource
    #expect(RegistryGenerator.ruleTypes(inSource: source) == ["DemoThingRule"])
    for part in [
      #"id: "demo-thing""#, "name:", "summary:", "rationale:", "impact:", #"tags: ["labels"]"#, "help:",
      #""message": RuleMessageText("#, "triggeringExamples:", "nonTriggeringExamples:",
      #"flagged: ["flagged"], message: "message""#,
    ] {
      #expect(source.contains(part), "the skeleton lacks \(part)")
    }
    #expect(source.components(separatedBy: RuleTemplate.marker).count > 5)
  }

  @Test("The test fails on the skeleton's markers")
  func test() throws {
    let source = try RuleTemplate(id: "demo-thing", category: "Labels").testSource
    #expect(source.contains("struct DemoThingRuleTests"))
    #expect(source.contains("DemoThingRule.description"))
    #expect(source.contains(#"$0.contains("TODO")"#))
  }

  @Test("Writing refuses to overwrite an existing rule, and writes nothing then")
  func noOverwrite() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let template = try RuleTemplate(id: "demo-thing", category: "Labels")
    #expect(try template.write(packageDirectory: directory).count == 2)
    try FileManager.default.removeItem(atPath: directory + "/" + template.testPath)
    #expect(throws: RegistryError.fileExists(path: directory + "/" + template.rulePath)) {
      try template.write(packageDirectory: directory)
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/" + template.testPath))
  }
}
