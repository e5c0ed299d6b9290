import Foundation
import HeraldTestSupport
import Testing

/// The generated reference in `docs/`: one page per command whose usage is the command's own
/// `--help` (`docs/commands/`), and the rules reference that `herald rules list --format markdown`
/// prints (`docs/rules.md`). `make docs` rewrites them (`HERALD_UPDATE_DOCS=1`); here a stale page
/// fails.
@Suite("Generated reference pages")
struct ReferencePagesTests {
  /// A command page: the command, its subcommands, and the section of the guide that explains it.
  struct Page {
    var command: String
    var subcommands: [String] = []
    var guide: String
  }

  /// Every top-level command of `herald --help`, with where `docs/commands.md` explains it.
  static let pages: [Page] = [
    Page(command: "tree", guide: "../commands.md#herald-tree"),
    Page(command: "announce", guide: "../commands.md#herald-announce-and-herald-simulate"),
    Page(command: "simulate", guide: "../commands.md#herald-announce-and-herald-simulate"),
    Page(command: "audit", guide: "../commands.md#herald-audit-and-herald-rules"),
    Page(command: "format", guide: "../commands.md#herald-format-and-herald-plurals"),
    Page(command: "plurals", guide: "../commands.md#herald-format-and-herald-plurals"),
    Page(
      command: "strings", subcommands: ["check", "convert", "generate", "pseudo"],
      guide: "../commands.md#herald-strings"),
    Page(command: "rules", subcommands: ["list", "test"], guide: "../commands.md#herald-audit-and-herald-rules"),
    Page(command: "source", guide: "../commands.md#herald-source"),
    Page(command: "components", subcommands: ["infer"], guide: "../commands.md#herald-components-infer"),
    Page(command: "speak", guide: "../commands.md#herald-speak-herald-voices-and---speak"),
    Page(command: "report", guide: "../commands.md#herald-report-and-herald-audit---format-html"),
    Page(command: "project", guide: "../project.md"),
    Page(command: "voices", guide: "../commands.md#herald-speak-herald-voices-and---speak"),
  ]

  static var updating: Bool { ProcessInfo.processInfo.environment["HERALD_UPDATE_DOCS"] == "1" }

  /// `herald ARGUMENTS --help` as the page shows it.
  static func help(_ arguments: [String]) throws -> String {
    let run = try Herald.run(arguments + ["--help"])
    #expect(run.status == 0, "herald \(arguments.joined(separator: " ")) --help exits \(run.status)")
    return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The page of `page.command` as generated from the commands' help.
  static func text(of page: Page) throws -> String {
    var text = """
      # `herald \(page.command)`

      <!-- Generated from `herald \(page.command) --help` by `make docs`; a test fails when it is stale. \
      Edit the command's help in Sources/herald, not this page. -->

      What it is for and examples on the files shipped in `Examples/`: [the guide](\(page.guide)). \
      All commands: [commands.md](../commands.md).

      ```text
      \(try help([page.command]))
      ```

      """
    for subcommand in page.subcommands {
      text += "\n## `herald \(page.command) \(subcommand)`\n\n```text\n"
      text += try help([page.command, subcommand]) + "\n```\n"
    }
    return text
  }

  /// Compares `expected` with the file at `path` (relative to the repository), or writes it there
  /// when updating.
  static func check(_ path: String, _ expected: String) throws {
    let file = TestPaths.repository + "/" + path
    if updating {
      try expected.write(toFile: file, atomically: true, encoding: .utf8)
      return
    }
    let fresh = (try? String(contentsOfFile: file, encoding: .utf8)) == expected
    #expect(fresh, "\(path) is stale: run make docs")
  }

  @Test("Each command's page shows its --help")
  func commandPages() throws {
    for page in Self.pages {
      try Self.check("docs/commands/\(page.command).md", try Self.text(of: page))
    }
  }

  @Test("Every command of herald --help has a page, and every subcommand of each is on it")
  func everyCommandHasAPage() throws {
    #expect(Self.subcommands(of: try Self.help([])).sorted() == Self.pages.map(\.command).sorted())
    for page in Self.pages {
      #expect(Self.subcommands(of: try Self.help([page.command])).sorted() == page.subcommands.sorted())
    }
  }

  @Test("docs/rules.md is what herald rules list --format markdown prints")
  func rulesReference() throws {
    let run = try Herald.run("rules", "list", "--format", "markdown")
    #expect(run.status == 0)
    #expect(run.output.contains("## `image-button-missing-label`"))
    try Self.check("docs/rules.md", run.output)
  }

  /// The names of the SUBCOMMANDS section of a help text (`help` itself left out).
  static func subcommands(of help: String) -> [String] {
    guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
    return help[start.upperBound...].split(separator: "\n").compactMap { line in
      // A subcommand's line starts with two spaces and its name; continuation lines start with more.
      guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else {
        return nil
      }
      return name == "See" ? nil : String(name)
    }
  }
}
