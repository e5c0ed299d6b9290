import HeraldAudit
import HeraldICU
import HeraldRules
import HeraldSource
import HeraldTree
import Testing

@Suite("Built-in rules")
struct RuleExamplesTests {
  static let rules = BuiltInRules.all.map { RuleCase(type: $0) }

  @Test("Every rule's examples flag exactly their marked elements", arguments: rules)
  func examples(rule: RuleCase) {
    let runner = ExampleRunner(readSource: { SourceIndexer().index(text: $0, file: $1) })
    let failures = runner.run(rule.type.description) { options in rule.type.init(options: options) }
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test("Every rule's findings are written out in every locale, never as a bare key", arguments: rules)
  func messages(rule: RuleCase) throws {
    let description = rule.type.description
    for example in description.triggeringExamples {
      let tree = try ExampleRunner().tree(of: example)
      let made = rule.type.init(options: try RuleOptions(description, overrides: example.options))
      for locale in Catalog.herald.locales {
        let code = example.source.map { SourceIndexer().index(text: $0, file: ExampleRunner.sourceFile) } ?? CodeIndex()
        let result = try Auditor(rules: [made], locale: locale, strings: example.strings.map(Set.init), code: code)
          .audit(tree)
        for finding in result.findings {
          #expect(!finding.message.hasPrefix("rule."), "\(locale): \(finding.message)")
        }
      }
    }
  }

  @Test("Every rule is described: kebab-case id, name, summary, rationale, help, tags, messages", arguments: rules)
  func metadata(rule: RuleCase) {
    let description = rule.type.description
    #expect(RuleDescription.isValidID(description.id), "\(description.id) is not kebab-case")
    #expect(!description.name.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty)
    #expect(!description.help.isEmpty && !description.tags.isEmpty)
    #expect(!description.messages.isEmpty, "\(description.id) declares no English message")
    for option in description.options {
      #expect(!option.summary.isEmpty, "\(description.id).\(option.name) has no summary")
    }
  }

  @Test("Rule ids are unique and there are at least 25 rules")
  func uniqueIDs() {
    let ids = BuiltInRules.all.map { $0.description.id }
    #expect(Set(ids).count == ids.count)
    #expect(ids.count >= 25, "only \(ids.count) built-in rules")
  }
}

/// A rule type as a test argument, named by its id.
struct RuleCase: Sendable, CustomTestStringConvertible {
  let type: any BuiltInRule.Type
  var testDescription: String { type.description.id }
}
