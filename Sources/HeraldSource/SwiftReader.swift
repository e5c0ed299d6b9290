import HeraldSyntax
import HeraldTree
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax's parser into its facts. The parser recovers from
/// errors, so a file that does not parse is still read; the first place it fails is reported as a
/// ``SourceProblem``.
struct SwiftReader {
  let file: String
  let text: String
  /// The run's parses, shared with the other readers; `nil` parses here.
  var parses: SwiftParses? = nil

  func read() -> SourceFileFacts {
    let positions = SourcePositions(file: file, text: text)
    let tree: SourceFileSyntax
    switch parses.parse(text, positions: positions) {
    case .refused(let problem): return SourceFileFacts(file: file, problems: [problem])
    case .tree(let parsed): tree = parsed
    }
    // The walk recurses once per level of the tree: on a deep stack, whatever thread reads.
    let file = self.file
    let text = self.text
    let walked = DeepStack.run(stackSize: DeepStack.treeStackSize) { () -> SourceFileFacts in
      let visitor = SwiftFactVisitor(positions: positions)
      visitor.walk(tree)
      var facts = SourceFileFacts(file: file, types: visitor.types, uses: visitor.uses)
      facts.darkAppearance = visitor.darkAppearance
      facts.freeFunctions = visitor.freeFunctions
      let names = StoryboardNameVisitor()
      names.walk(tree)
      facts.storyboardNames = names.finished(walking: tree)
      if StringAccessors.mayDeclare(text) { facts.strings = StringAccessors(declaredIn: tree) }
      if tree.hasError, let problem = Self.firstError(in: tree, positions: positions) { facts.problems.append(problem) }
      return facts
    }
    return walked
      ?? SourceFileFacts(
        file: file,
        problems: [
          SourceProblem(
            location: SourceLocation(file: file, line: 1, column: 1),
            message: "could not be read: the system refused a thread to read it on; try again with fewer files")
        ])
  }

  /// The first missing or unexpected token: where the file stops being Swift the parser knows.
  static func firstError(in tree: SourceFileSyntax, positions: SourcePositions) -> SourceProblem? {
    for token in tree.tokens(viewMode: .all) {
      let unexpected = token.ancestorOrSelf { $0.is(UnexpectedNodesSyntax.self) ? $0 : nil } != nil
      guard token.presence == .missing || unexpected else { continue }
      let location = positions.location(utf8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
      let what =
        token.presence == .missing
        ? "expected \(Self.describe(token)) here" : "unexpected ‘\(token.text.prefix(40))’"
      return SourceProblem(
        location: location,
        message: "does not parse as Swift (\(what)); Herald read the rest of the file as far as the parser recovered")
    }
    return nil
  }

  private static func describe(_ token: TokenSyntax) -> String {
    switch token.tokenKind {
    case .identifier: "a name"
    case .rightBrace: "‘}’"
    case .rightParen: "‘)’"
    case .rightSquare: "‘]’"
    default: "‘\(token.text)’"
    }
  }
}
