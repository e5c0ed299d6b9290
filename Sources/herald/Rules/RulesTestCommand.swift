import ArgumentParser
import Foundation
import HeraldAudit
import HeraldSource

/// `herald rules test`: runs the examples of every rule of the packs given.
struct RulesTestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the examples of every rule of rule packs.",
    discussion: """
      Each triggering example must flag exactly the elements it lists, each non-triggering \
      example must flag nothing. A failure is printed as file:line: rule-id: reason, pointing at \
      the example in the pack; a pack that cannot be loaded as file:line:column: error: … on \
      standard error, and the other packs are still tested.

      Exit status: 0 when every example passes, 1 when one fails, 2 when a pack cannot be loaded.

      Examples:
        herald rules test Examples/RulePacks/acme.herald-rules.yml
      """
  )

  @Argument(help: "Rule packs (YAML or JSON) to test.")
  var packs: [String]

  func run() throws {
    var loadFailed = false
    var failures: [ExampleRunner.Failure] = []
    var ruleCount = 0
    var exampleCount = 0
    for path in packs {
      let pack: RulePack
      do {
        pack = try RulePack.load(path: path)
      } catch {
        Diagnostics.report(error)
        loadFailed = true
        continue
      }
      for rule in pack.rules {
        ruleCount += 1
        exampleCount += rule.description.triggeringExamples.count + rule.description.nonTriggeringExamples.count
        failures += ExampleRunner(readSource: { SourceIndexer().index(text: $0, file: $1) }).run(rule.description) {
          _ in
          rule
        }
      }
    }
    for failure in failures { print(failure) }
    let rules = ruleCount == 1 ? "1 rule" : "\(ruleCount) rules"
    let examples = exampleCount == 1 ? "1 example" : "\(exampleCount) examples"
    let outcome =
      failures.isEmpty ? "all pass" : failures.count == 1 ? "1 failure" : "\(failures.count) failures"
    print("\(rules), \(examples): \(outcome)" + (loadFailed ? " (a pack failed to load)" : ""))
    if loadFailed { throw ExitCode(2) }
    if !failures.isEmpty { throw ExitCode(1) }
  }
}
