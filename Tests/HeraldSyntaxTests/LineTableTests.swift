import Testing

@testable import HeraldSyntax

@Suite("Line table")
struct LineTableTests {
  /// Line and column counted from the start, the definition the table must agree with.
  static func naive(_ bytes: [UInt8], _ target: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<target] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  @Test("Forward, backward within a line and back across lines give the counted line and column")
  func agreesWithCounting() {
    let text = "<a>\n  <b é=\"ü\">\n\n😀<c/></b>\n</a>"
    let bytes = Array(text.utf8)
    var generator = SystemRandomNumberGenerator()
    let targets = (0..<400).map { _ in Int.random(in: 0...bytes.count, using: &generator) } + [0, bytes.count, 3, 2]
    let table = LineTable(file: "f")
    bytes.withUnsafeBufferPointer { buffer in
      for target in targets {
        let location = table.location(of: target, in: buffer)
        let expected = Self.naive(bytes, target)
        #expect(location.line == expected.line && location.column == expected.column, "offset \(target)")
      }
    }
  }

  @Test("Positions in a one-line file of a million bytes")
  func minified() {
    let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
    let table = LineTable(file: "f")
    bytes.withUnsafeBufferPointer { buffer in
      var last = SourceLocation(file: "f", line: 1, column: 1)
      for target in stride(from: 0, through: bytes.count, by: 10) { last = table.location(of: target, in: buffer) }
      #expect(last.line == 1 && last.column == 1_000_001)
    }
  }
}
