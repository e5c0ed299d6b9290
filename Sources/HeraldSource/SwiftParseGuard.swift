import HeraldSyntax
import HeraldTree

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
}
