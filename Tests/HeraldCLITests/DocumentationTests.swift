import Foundation
import HeraldTestSupport
import Testing

/// The README is the front door and `docs/` the reference: the README stays short, every link in
/// either leads somewhere, and every console block on the shipped files prints what it shows.
@Suite("README and docs")
struct DocumentationTests {
  /// The most bytes the README may have (15 KB).
  static let readmeLimit = 15 * 1024

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: TestPaths.repository + "/" + path, encoding: .utf8)
  }

  /// The README and every Markdown page of `docs/` and its folders, by path
  /// relative to the repository.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.repository + "/docs")
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md"] + docs
  }

  /// The targets of the inline Markdown links of `markdown` (`[text](target)`), images included.
  static func links(in markdown: String) -> [String] {
    var targets: [String] = []
    var rest = markdown[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      targets.append(String(after[..<close]))
      rest = after[close...]
    }
    return targets
  }

  /// GitHub's anchor of a heading: lower-cased, punctuation other than `-` and `_` dropped, spaces
  /// as `-`.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
        return nil
      })
  }

  /// The anchors of the headings of `markdown`, outside code blocks.
  static func anchors(of markdown: String) -> Set<String> {
    var inCode = false
    var result: Set<String> = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
    }
    return result
  }

  @Test("The README is at most 15 KB")
  func readmeSize() throws {
    let size = try Self.text("README.md").utf8.count
    #expect(size <= Self.readmeLimit, "README.md is \(size) bytes; move reference into docs/")
  }

  @Test("Every relative link of the README and docs/ leads to a file, and its #anchor to a heading there")
  func linksResolve() throws {
    var broken: [String] = []
    for page in try Self.pages() {
      let folder = (page as NSString).deletingLastPathComponent
      for link in Self.links(in: try Self.text(page))
      where !link.hasPrefix("http") && !link.hasPrefix("mailto:") && !link.contains(" ") {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file =
          parts[0].isEmpty
          ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
        guard FileManager.default.fileExists(atPath: TestPaths.repository + "/" + file) else {
          broken.append("\(page): \(link) (no file \(file))")
          continue
        }
        if parts.count == 2, file.hasSuffix(".md"), !Self.anchors(of: try Self.text(file)).contains(parts[1]) {
          broken.append("\(page): \(link) (no heading with that anchor in \(file))")
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  @Test("The anchors are GitHub's")
  func anchorSlugs() {
    #expect(
      Self.anchor("Measured on apps not used for fixing (issue 33)") == "measured-on-apps-not-used-for-fixing-issue-33")
    #expect(Self.anchor("`herald audit` and `herald rules`") == "herald-audit-and-herald-rules")
  }

  /// A command of a console block, with the lines shown after it.
  struct Shown {
    var page: String
    /// The console block's number in its page: a command after one that is not run (`sed -i`,
    /// a redirection) may show what that one changed.
    var block: Int
    var command: String
    var lines: [String]
  }

  /// The `$ herald …` commands of every ```console block of `page`, with what each shows.
  static func consoleCommands(in page: String) throws -> [Shown] {
    var result: [Shown] = []
    var inConsole = false
    var block = 0
    var pending = ""
    for line in try text(page).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        block += 1
        continue
      }
      guard inConsole else { continue }
      if !pending.isEmpty {
        pending += " " + line.trimmingCharacters(in: .whitespaces)
        if !pending.hasSuffix("\\") {
          result.append(Shown(page: page, block: block, command: pending, lines: []))
          pending = ""
        } else {
          pending.removeLast()
        }
        continue
      }
      if line.hasPrefix("$ ") {
        let command = String(line.dropFirst(2))
        if command.hasSuffix("\\") {
          pending = String(command.dropLast())
        } else {
          result.append(Shown(page: page, block: block, command: command, lines: []))
        }
      } else if !result.isEmpty {
        result[result.count - 1].lines.append(line)
      }
    }
    return result
  }

  /// The arguments of `command` when it is a `herald` command on files shipped in the repository
  /// (no pipes or redirections, no file that only stands for the reader's own): else `nil`.
  static func runnable(_ command: String) -> (arguments: [String], status: Bool)? {
    var command = command
    var status = false
    if command.hasSuffix("; echo $?") {
      command = String(command.dropLast("; echo $?".count))
      status = true
    }
    if let comment = command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
    guard command.hasPrefix("herald "), !command.contains(">"), !command.contains("|"), !command.contains(";") else {
      return nil
    }
    var arguments: [String] = []
    var current = ""
    var quote: Character?
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == " " {
        if !current.isEmpty { arguments.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { arguments.append(current) }
    // Every path it names must be shipped here (MyApp/ and the corpus stand for the reader's files).
    for argument in arguments.dropFirst() where argument.contains("/") && !argument.hasPrefix("-") {
      guard FileManager.default.fileExists(atPath: TestPaths.repository + "/" + argument) else { return nil }
    }
    if arguments.contains("--output") || arguments.contains("-o") { return nil }
    return (Array(arguments.dropFirst()), status)
  }

  @Test("Every console block of the README and docs/ on the shipped files prints what it shows")
  func consoleBlocks() throws {
    var checked = 0
    for page in try Self.pages() {
      var changed: Set<Int> = []
      for shown in try Self.consoleCommands(in: page) {
        // What follows a command that changes files in its block shows those changes: not run.
        if !shown.command.hasPrefix("herald ") { changed.insert(shown.block) }
        guard !changed.contains(shown.block), let (arguments, status) = Self.runnable(shown.command) else { continue }
        checked += 1
        let run = try Herald.run(arguments)
        let printed = (run.output + run.errors).split(separator: "\n").map(String.init)
        var lines = shown.lines
        if status, let last = lines.last(where: { !$0.isEmpty }), let code = Int32(last) {
          #expect(run.status == code, "\(page): $ \(shown.command) exits \(run.status)")
          lines.removeAll { $0 == last }
        }
        for line in lines {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          // "…" lines and "… (a comment)" stand for what is left out.
          guard !trimmed.isEmpty, !trimmed.hasPrefix("…") else { continue }
          let pieces = line.components(separatedBy: "…").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
          let found = printed.contains { candidate in
            var rest = candidate[...]
            for piece in pieces {
              guard let range = rest.range(of: piece) else { return false }
              rest = rest[range.upperBound...]
            }
            return true
          }
          #expect(found, "\(page): $ \(shown.command) does not print: \(line)")
        }
      }
    }
    #expect(checked >= 10, "console blocks checked: \(checked)")
  }
}
