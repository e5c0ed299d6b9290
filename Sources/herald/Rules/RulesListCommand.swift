import ArgumentParser
import Foundation
import HeraldAudit
import HeraldRules
import HeraldSyntax

/// `herald rules list`: every built-in rule and the rules of the packs given.
struct RulesListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the built-in rules and the rules of rule packs.",
    discussion: """
      Text output is a table of id, impact, whether the rule runs by default, tags and summary. \
      JSON output is an array with every rule's metadata, options and source ("built-in" or the \
      pack file). Markdown output is the rules reference (docs/rules.md is this output): every \
      rule's rationale, help, options and the examples its tests run.

      Exit status: 0, or 2 when a pack cannot be loaded.

      Examples:
        herald rules list
        herald rules list --rules Examples/RulePacks/acme.herald-rules.yml --format json
        herald rules list --format markdown
      """
  )

  @Option(name: .customLong("rules"), help: "A rule pack (YAML or JSON) whose rules to list too; repeatable.")
  var packs: [String] = []

  /// What `herald rules list` prints.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
  }

  @Option(help: "text (a table), json or markdown (the rules reference).")
  var format: Format = .text

  @Flag(help: ArgumentHelp("The same as --format json.", visibility: .hidden))
  var json = false

  func run() throws {
    var entries: [RuleReference.Entry] = BuiltInRules.all.map {
      ($0.description, "built-in")
    }
    for path in packs {
      do {
        let pack = try RulePack.load(path: path)
        entries += pack.rules.map { ($0.description, pack.file) }
      } catch {
        Diagnostics.report(error)
        throw ExitCode.usage
      }
    }
    entries.sort { $0.description.id < $1.description.id }
    switch json ? .json : format {
    case .text: print(Self.table(entries), terminator: "")
    case .json: print(Self.json(entries), terminator: "")
    case .markdown: print(RuleReference.markdown(entries), terminator: "")
    }
  }

  static func table(_ entries: [RuleReference.Entry]) -> String {
    let header = ["ID", "IMPACT", "DEFAULT", "TAGS", "SUMMARY"]
    let rows = entries.map { entry in
      let description = entry.description
      return [
        description.id, description.impact.rawValue, description.isEnabledByDefault ? "on" : "off",
        description.tags.joined(separator: ","), description.summary,
      ]
    }
    let all = [header] + rows
    let widths = (0..<header.count - 1).map { column in all.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in all {
      var line = ""
      for (column, cell) in row.enumerated() {
        line += column < widths.count ? cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) : cell
      }
      text += line + "\n"
    }
    return text
  }

  static func json(_ entries: [RuleReference.Entry]) -> String {
    let values = entries.map { entry -> JSONValue in
      let description = entry.description
      var members = [
        JSONMember("id", .string(description.id)),
        JSONMember("name", .string(description.name)),
        JSONMember("summary", .string(description.summary)),
        JSONMember("rationale", .string(description.rationale)),
        JSONMember("impact", .string(description.impact.rawValue)),
        JSONMember("severity", .string(description.impact.defaultSeverity.rawValue)),
        JSONMember("enabledByDefault", .bool(description.isEnabledByDefault)),
        JSONMember("tags", .array(description.tags.map(JSONValue.string))),
        JSONMember("help", .string(description.help)),
      ]
      if let url = description.helpURL { members.append(JSONMember("helpURL", .string(url))) }
      members.append(
        JSONMember(
          "options",
          .array(
            description.options.map { option in
              .object([
                JSONMember("name", .string(option.name)),
                JSONMember("default", value(option.defaultValue)),
                JSONMember("summary", .string(option.summary)),
              ])
            })))
      members.append(JSONMember("source", .string(entry.source)))
      return .object(members)
    }
    return JSONWriter().string(from: .array(values))
  }

  private static func value(_ option: OptionValue) -> JSONValue {
    switch option {
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .strings(let list): .array(list.map(JSONValue.string))
    }
  }
}
