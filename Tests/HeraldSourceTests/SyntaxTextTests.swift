import Foundation
import HeraldSyntax
import HeraldTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import HeraldSource

@Suite("A node's text without copying the tree")
struct SyntaxTextTests {
  /// Code with comments and doc comments around nodes, CRLF line breaks, non-ASCII text, and
  /// errors the parser recovers from (missing and unexpected tokens).
  static let written = [
    "/// A view.\r\nstruct V: View { // trailing\r\n  var body: some View { Text(\"é😀\") /* c */ .padding() }\r\n}\r\n",
    "func f( { let x = [1, 2,, 3] }\n  )) }\n#if os(iOS)\nlet y = x ?? 0 // end\n#endif",
    "  \n\t// only trivia\n",
    "label.text = \"a\"\n\nlet s = \"\"\"\n  multi \\(x)\n  \"\"\"\n",
  ]

  /// Every file under Examples/ and the texts above.
  static func sources() throws -> [String] {
    let examples = URL(fileURLWithPath: TestPaths.repository).appendingPathComponent("Examples")
    let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
    let swift = try files.filter { $0.hasSuffix(".swift") }.sorted().map {
      try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8)
    }
    return swift + written
  }

  @Test("trimmedText is swift-syntax's trimmedDescription for every node of every source")
  func agreesWithSwiftSyntax() throws {
    let sources = try Self.sources()
    #expect(sources.count > Self.written.count, "the examples were read")
    var nodes = 0
    for source in sources {
      let tree = Parser.parse(source: source)
      for node in Self.allNodes(Syntax(tree)) {
        nodes += 1
        // Where the parser recovered, swift-syntax may keep trivia beside a missing last token.
        let theirs =
          node.hasError ? node.trimmedDescription.trimmingCharacters(in: .whitespaces) : node.trimmedDescription
        #expect(node.trimmedText == theirs, "\(node.kind) at \(node.position.utf8Offset)")
      }
    }
    #expect(nodes > 1000)
  }

  @Test("sourceText keeps comments and drops only the whitespace around the node")
  func sourceTextKeepsComments() throws {
    let tree = Parser.parse(source: "  let x = 1 // one\n")
    let statement = try #require(tree.statements.first)
    #expect(statement.sourceText == "let x = 1 // one")
    #expect(statement.trimmedText == "let x = 1")
  }

  @Test("isExplicitSelf is the written text's `self.` or `self?.` prefix, read from tokens")
  func explicitSelf() throws {
    let snippets = [
      "self.x", "self?.x", "self .x", "self\n.x", "self/*c*/.x", "self? .x", "self", "selfish.x", "x.self",
      "self?.x?.y", "self!.x", "self.x.y = 1",
    ]
    for snippet in snippets {
      let tree = Parser.parse(source: snippet)
      let statement = try #require(tree.statements.first?.item)
      let old = statement.trimmedDescription.hasPrefix("self.") || statement.trimmedDescription.hasPrefix("self?.")
      #expect(SwiftFactVisitor.isExplicitSelf(statement) == old, "\(snippet)")
    }
  }

  @Test("The depth guard finds the place a walk of the tree's nodes finds, without making them")
  func depthGuardAgreesWithNodes() throws {
    let chain = "import SwiftUI\nlet v = Text(\"a\")\n" + String(repeating: "  .padding() // p\n", count: 1_200)
    let broken = "let v = f(" + String(repeating: "g(", count: 400) + String(repeating: ".a()", count: 700)
    for text in [chain, broken, chain + "\n#if os(iOS)\n" + chain + "\n#endif\n"] + Self.written {
      let positions = SourcePositions(file: "T.swift", text: text)
      let tree = Parser.parse(source: text)
      let found = SwiftParseGuard.depthProblem(in: tree, positions: positions)
      #expect(found?.location == Self.naiveDepthProblem(in: tree, positions: positions), "\(text.prefix(40))")
    }
    #expect(
      SwiftParseGuard.depthProblem(in: Parser.parse(source: chain), positions: .init(file: "T", text: chain)) != nil)
  }

  /// The first node past the limit in the walk's order, found by making every node.
  private static func naiveDepthProblem(in tree: SourceFileSyntax, positions: SourcePositions) -> HeraldSyntax
    .SourceLocation?
  {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      if depth > SwiftParseGuard.maximumDepth {
        var location = positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        location.column = 1
        return location
      }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return nil
  }

  private static func allNodes(_ root: Syntax) -> [Syntax] {
    var result: [Syntax] = []
    var pending = [root]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return result
  }
}
