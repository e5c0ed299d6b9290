/// Turns byte offsets into 1-based line and column numbers, for one pass over a buffer.
///
/// Offsets are usually asked for in increasing order, so it counts forward from the last answer
/// and the whole file is walked once; an earlier offset restarts from the top.
final class LineTable {
  private let file: String
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(file: String) {
    self.file = file
  }

  func location(of target: Int, in buffer: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let target = min(target, buffer.count)
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    while offset < target {
      if buffer[offset] == 0x0A {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
    var column = 1
    var cursor = lineStart
    while cursor < target {
      if buffer[cursor] & 0xC0 != 0x80 { column += 1 }
      cursor += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}

/// Normalises input bytes to UTF-8 without a byte-order mark.
enum UnicodeInput {
  static func utf8(from bytes: [UInt8], file: String) throws(SyntaxError) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    let bigEndian = bytes.starts(with: [0xFE, 0xFF])
    guard bigEndian || bytes.starts(with: [0xFF, 0xFE]) else { return bytes }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let high = UInt16(bytes[bigEndian ? index : index + 1])
      let low = UInt16(bytes[bigEndian ? index + 1 : index])
      units.append(high << 8 | low)
      index += 2
    }
    var output = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): output.append(scalar)
      case .emptyInput: break loop
      case .error:
        throw SyntaxError.unsupportedEncoding(
          SourceLocation(file: file, line: 1, column: 1), encoding: "invalid UTF-16")
      }
    }
    return Array(String(output).utf8)
  }
}
