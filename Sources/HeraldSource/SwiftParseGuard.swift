import HeraldSyntax
import HeraldTree
import SwiftParser
import SwiftSyntax

/// Refuses Swift text that swift-syntax's parser cannot read in reasonable time.
///
/// swift-syntax 603's parser looks ahead for a collection type at every `[` that follows another
/// `[` (whitespace between them included), and its time doubles with each one: 18 in a row take
/// over a second, 40 (found by fuzzing) would take days. Swift code rarely writes more than four
/// (`[[[String]]]`), so a file with more than ``longestRun`` is reported and not read.
enum SwiftParseGuard {
  /// The most `[` in a row that a file may have.
  static let longestRun = 10

  /// The problem that keeps `text` from being parsed, if any.
  static func problem(in text: String, file: String) -> SourceProblem? {
    var run = 0
    var line = 1
    var runLine = 1
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { runLine = line }
        run += 1
        if run > longestRun {
          return SourceProblem(
            location: SourceLocation(file: file, line: runLine, column: 1),
            message:
              "has more than \(longestRun) `[` in a row; swift-syntax's parser takes time that doubles with each one, so Herald does not read this file"
          )
        }
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        continue
      default:
        run = 0
      }
    }
    return nil
  }

  /// The deepest a parsed tree may nest. swift-syntax's parser builds a long postfix chain
  /// (`Text("a").padding().padding()…`, 10,000 long) without limit, and every walk of the tree
  /// recurses once per level: past this depth the file is reported and not walked.
  static let maximumDepth = 1_500

  /// The problem of a parsed tree nested deeper than ``maximumDepth``, found without recursion.
  static func depthProblem(in tree: SourceFileSyntax, positions: SourcePositions) -> SourceProblem? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      if depth > maximumDepth {
        var location = positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        location.column = 1
        return SourceProblem(
          location: location,
          message:
            "nests more than \(maximumDepth) levels deep (a chain of calls or modifiers this long); Herald does not read this file"
        )
      }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return nil
  }

  /// Parses `text` on a thread with a deep stack, or says why it is not read: too many `[` in a
  /// row (``problem(in:file:)``) or nested too deeply (``depthProblem(in:positions:)``). Every
  /// walk of the tree returned should also run on a ``DeepStack`` thread.
  static func parse(_ text: String, positions: SourcePositions) -> ParsedSwift {
    if let problem = problem(in: text, file: positions.file) { return .refused(problem) }
    let parsed = DeepStack.run(stackSize: DeepStack.treeStackSize) { () -> ParsedSwift in
      let tree = Parser.parse(source: text)
      if let problem = depthProblem(in: tree, positions: positions) { return .refused(problem) }
      return .tree(tree)
    }
    return parsed
      ?? .refused(
        SourceProblem(
          location: SourceLocation(file: positions.file, line: 1, column: 1),
          message: "could not be read: the system refused a thread to parse it on; try again with fewer files"))
  }
}

/// A Swift file parsed, or refused with the reason.
enum ParsedSwift: Sendable {
  /// The syntax tree.
  case tree(SourceFileSyntax)
  /// Why the file is not read.
  case refused(SourceProblem)
}
