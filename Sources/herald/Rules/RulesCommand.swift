import ArgumentParser

/// `herald rules`: list the audit rules and test declarative rule packs.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the audit rules and test declarative rule packs.",
    discussion: """
      Built-in rules come with Herald; rule packs are YAML or JSON files of project-specific \
      rules (docs/rule-packs.md).

      Examples:
        herald rules list
        herald rules list --rules Examples/RulePacks/acme.herald-rules.yml --json
        herald rules test Examples/RulePacks/acme.herald-rules.yml
      """,
    subcommands: [RulesListCommand.self, RulesTestCommand.self]
  )
}
