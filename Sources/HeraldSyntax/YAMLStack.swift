import Foundation

/// Runs Yams' recursive composer on a stack deep enough for the document.
enum YAMLStack {
  /// The bytes that start a collection: every sequence, mapping or nesting level needs one.
  static let indicators: Set<UInt8> = Set("-:?[{".utf8)
  /// Levels that any thread's stack holds (the smallest common secondary-thread stack is 512 KiB).
  static let levelsOnAnyStack = 64
  /// Stack bytes one level of nesting takes in Yams' composer and in freeing its nodes, with room.
  static let bytesPerLevel = 4096
  /// Stack bytes for everything else, converting up to ``JSONReader/maximumDepth`` levels included.
  static let baseStack = 16 << 20
  /// The most levels given a stack: 1 GiB of address space, committed only as it is used.
  static let maximumLevels = 1 << 18

  static func stackSize(forLevels levels: Int) -> Int {
    let bytes = baseStack + levels * bytesPerLevel
    let page = 1 << 16
    return (bytes + page - 1) / page * page
  }

  /// Where `[` or `{` nesting first goes deeper than ``JSONReader/maximumDepth``, skipping quoted
  /// scalars and comments. Brackets inside block plain scalars (`a: x[0]`) count too, but they
  /// balance in any real document.
  static func firstTooDeepBracket(in text: String, file: String) -> SourceLocation? {
    var depth = 0
    var line = 1
    var column = 0
    var quote: UInt8?
    var comment = false
    var escaped = false
    var previous = UInt8(ascii: "\n")
    for byte in text.utf8 {
      if byte & 0xC0 != 0x80 { column += 1 }
      defer { previous = byte }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        comment = false
        continue
      }
      if comment { continue }
      if let open = quote {
        if escaped {
          escaped = false
        } else if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == open {
          quote = nil
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        if Self.separators.contains(previous) { quote = byte }
      case UInt8(ascii: "#"):
        if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "\n") {
          comment = true
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > JSONReader.maximumDepth { return SourceLocation(file: file, line: line, column: column) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return nil
  }

  /// The bytes after which a quote opens a quoted scalar.
  static let separators: Set<UInt8> = Set(" \t\n\r[{,:-?".utf8)
}
