import Foundation
import HeraldSyntax
import HeraldTree
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Refuses Swift text that swift-syntax's parser cannot read in reasonable time.
///
/// swift-syntax 603's parser looks ahead for a collection type at every `[` that follows another
/// `[` (whitespace, comments or `(` between them included), and its time doubles with each one:
/// 18 in a row take over a second, 40 (found by fuzzing) would take days. Swift code rarely writes
/// more than four (`[[[String]]]`), so a file with more than ``longestRun`` is reported and not
/// read. Other shapes make the parser's lookahead or recovery superlinear too (`[a<` or `[(a, `
/// repeated, a run of `\(` in a string, an unclosed `{` before thousands of lines); whatever the
/// shape, a parse that uses more than ``processorSeconds(forBytes:)`` is given up
/// (``parse(_:positions:)``).
public enum SwiftParseGuard {
  /// The most `[` in a row that a file may have.
  static let longestRun = 10

  /// The environment variable that sets ``baseSeconds``.
  static let secondsVariable = "HERALD_SWIFT_PARSE_SECONDS"

  /// The processor seconds the parser may spend on any file, beside those it gets per byte:
  /// `HERALD_SWIFT_PARSE_SECONDS` when it is set to a positive number, else 1.5, so that a
  /// stalling file of up to 700 KB is given up within 5 s.
  static let baseSeconds: Double = {
    guard let text = ProcessInfo.processInfo.environment[secondsVariable], let value = Double(text), value > 0,
      value.isFinite
    else { return 1.5 }
    return value
  }()

  /// The processor seconds the parser may spend on a file of `bytes` bytes: ``baseSeconds`` plus
  /// one per 200 KB. A debug build parses Habitica's 718 KB `Emoji.swift` in about a second and a
  /// half; the stalls fuzzing found are files of under 1 KB to 612 KB.
  static func processorSeconds(forBytes bytes: Int) -> Double {
    baseSeconds + Double(bytes) / 200_000
  }

  /// The problem that keeps `text` from being parsed, if any.
  static func problem(in text: String, file: String) -> SourceProblem? {
    // `withUTF8` scans a native string's bytes in place (a bridged one is made native first).
    var text = text
    return text.withUTF8 { problem(inBytes: $0, file: file) }
  }

  private static func problem(inBytes bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceProblem? {
    var run = 0
    var line = 1
    var runLine = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { runLine = line }
        run += 1
        if run > longestRun {
          return SourceProblem(
            location: SourceLocation(file: file, line: runLine, column: 1),
            message:
              "has more than \(longestRun) `[` in a row (with only spaces, comments or `(` between them); swift-syntax's parser takes time that doubles with each one, so Herald does not read this file"
          )
        }
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "("):
        continue
      case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "/"):
        // A line comment: up to the line feed, which is counted as usual.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "*"):
        // A block comment; Swift's nest.
        index += 1
        var depth = 1
        while index < bytes.count, depth > 0 {
          let pair = index + 1 < bytes.count ? (bytes[index], bytes[index + 1]) : (bytes[index], 0)
          if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
            depth += 1
            index += 2
          } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
            depth -= 1
            index += 2
          } else {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
          }
        }
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
    // The raw tree, as the walks see it (`.sourceAccurate`: missing tokens left out), with each
    // node's offset: no node of the tree is made to count its depth.
    var pending: [(node: RawSyntax, depth: Int, offset: Int)] = [(tree.raw, 0, tree.position.utf8Offset)]
    while let (node, depth, offset) = pending.popLast() {
      if depth > maximumDepth {
        var location = positions.location(utf8Offset: offset + node.leadingTriviaByteLength)
        location.column = 1
        return SourceProblem(
          location: location,
          message:
            "nests more than \(maximumDepth) levels deep (a chain of calls or modifiers this long); Herald does not read this file"
        )
      }
      guard let layout = node.layoutView else { continue }
      var childOffset = offset
      for case let child? in layout.children {
        if SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: child) {
          pending.append((child, depth + 1, childOffset))
        }
        childOffset += child.byteLength
      }
    }
    return nil
  }

  /// Parses `text` on a thread with a deep stack, or says why it is not read: too many `[` in a
  /// row (``problem(in:file:)``) or nested too deeply (``depthProblem(in:positions:)``). Every
  /// walk of the tree returned should also run on a ``DeepStack`` thread.
  ///
  /// Under a ``Supervisor`` (``ParseWatch/current``), the parse is announced to it while it runs,
  /// and a file an earlier attempt's end leaves unread is reported with why.
  static func parse(_ text: String, positions: SourcePositions) -> ParsedSwift {
    let location = SourceLocation(file: positions.file, line: 1, column: 1)
    let watch = ParseWatch.current
    if let stop = watch?.stop(for: positions.file) {
      return .refused(SourceProblem(location: location, message: stop.notReadMessage))
    }
    if let problem = problem(in: text, file: positions.file) { return .refused(problem) }
    let seconds = processorSeconds(forBytes: text.utf8.count)
    let parsed = watched(by: watch, file: positions.file, bytes: text.utf8.count) {
      DeepStack.run(stackSize: DeepStack.treeStackSize, processorSeconds: seconds) { () -> ParsedSwift in
        defer { watch?.send(.ended(path: positions.file)) }
        let tree = Parser.parse(source: text)
        if let problem = depthProblem(in: tree, positions: positions) { return .refused(problem) }
        return .tree(tree)
      }
    }
    switch parsed {
    case .finished(let parsed): return parsed
    case .overran:
      return .refused(
        SourceProblem(
          location: location,
          message: "was not read: swift-syntax's parser used more than \(String(format: "%.1f", seconds)) s "
            + "of processor time on it (\(String(format: "%g", baseSeconds)) s plus 1 s per 200 KB; set \(secondsVariable) to give it "
            + "more)"))
    case .busy:
      return .refused(
        SourceProblem(
          location: location,
          message: "was not read: the parses of \(DeepStack.maximumOverrunning) earlier files that overran their "
            + "bound are still running; read this file in a run of its own"))
    case .notStarted:
      return .refused(
        SourceProblem(
          location: location,
          message: "could not be read: the system refused a thread to parse it on; try again with fewer files"))
    }
  }
}

extension SwiftParseGuard {
  /// Runs `parse` (whose body says `ended` when it ends) told to `watch` as the parse of `file`:
  /// `began` before, `overran` when it was given up, `ended` when its body never ran; one at a
  /// time when the watch says so.
  fileprivate static func watched(
    by watch: ParseWatch?, file: String, bytes: Int, _ parse: () -> DeepStack.BoundedResult<ParsedSwift>
  ) -> DeepStack.BoundedResult<ParsedSwift> {
    guard let watch else { return parse() }
    return watch.serially {
      watch.send(.began(path: file, bytes: bytes))
      let result = parse()
      switch result {
      case .finished: break
      case .overran: watch.send(.overran(path: file))
      case .busy, .notStarted: watch.send(.ended(path: file))
      }
      return result
    }
  }

  /// Parses `text` as the file `file` names within the same guards and processor-time bound as
  /// every Swift file Herald reads (a `Package.swift` read by the project model too), or says
  /// why it was not read.
  public static func parse(_ text: String, file: String) -> ParsedSwift {
    parse(text, positions: SourcePositions(file: file, text: text))
  }
}

/// A Swift file parsed, or refused with the reason.
public enum ParsedSwift: Sendable {
  /// The syntax tree.
  case tree(SourceFileSyntax)
  /// Why the file is not read.
  case refused(SourceProblem)
}
