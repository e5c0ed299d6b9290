import HeraldSyntax

/// Turns UTF-8 offsets of a source text into ``SourceLocation``s whose columns count Unicode
/// scalars (what editors show), as every location Herald reports does.
struct SourcePositions {
  let file: String
  private let bytes: [UInt8]
  /// The UTF-8 offset at which each line starts.
  private let lineStarts: [Int]

  init(file: String, text: String) {
    self.file = file
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The location of the UTF-8 offset `offset` (clamped to the text).
  func location(utf8Offset offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    // The last line start at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    let prefix = bytes[start..<offset]
    let column: Int
    if prefix.allSatisfy({ $0 < 0x80 }) {
      column = prefix.count + 1
    } else {
      column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }
    return SourceLocation(file: file, line: low + 1, column: column)
  }
}
