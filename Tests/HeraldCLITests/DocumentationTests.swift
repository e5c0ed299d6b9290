import Foundation
import HeraldTestSupport
import Testing

/// The README is the front door and `docs/` the reference: the README stays short, every link in
/// either leads somewhere, and the README's console block prints what it shows.
@Suite("README and docs")
struct DocumentationTests {
  /// The most bytes the README may have (15 KB).
  static let readmeLimit = 15 * 1024

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: TestPaths.repository + "/" + path, encoding: .utf8)
  }

  /// The README and every Markdown page of `docs/`, by path relative to the repository.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository + "/docs")
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

  @Test("The README's console block prints what it shows")
  func readmeConsole() throws {
    let readme = try Self.text("README.md")
    let start = try #require(readme.range(of: "```console\n$ herald "))
    let block = readme[start.upperBound...].prefix { $0 != "`" }
    let lines = block.split(separator: "\n").map(String.init)
    let arguments = try #require(lines.first).split(separator: " ").map(String.init)
    let run = try Herald.run(arguments)
    #expect(run.status == 1)
    let printed = run.output.split(separator: "\n").map(String.init)
    for shown in lines.dropFirst() where shown != "…" {
      // A line cut with "…" shows the start and the end of what is printed.
      let pieces = shown.components(separatedBy: " … ")
      #expect(
        printed.contains { line in line.hasPrefix(pieces[0]) && line.hasSuffix(pieces.last ?? "") },
        "the README shows \(shown), which the command does not print")
    }
  }
}
