import HeraldSyntax
import Testing

/// Invalid UTF-8 is an error at its line and column in every reader, never U+FFFD.
@Suite("Invalid UTF-8")
struct UnicodeInputTests {
  /// "café" in Latin-1 on the second line.
  static let latin1 = Array("{\n  \"a\": \"caf".utf8) + [0xE9] + Array("\"\n}\n".utf8)

  @Test("The JSON reader names the line and column of the first invalid byte")
  func json() {
    #expect(throws: SyntaxError.invalidUTF8(SourceLocation(file: "t.json", line: 2, column: 12), byte: 0xE9)) {
      try JSONReader.parse(Self.latin1, file: "t.json")
    }
  }

  @Test("The XML reader names the line and column of the first invalid byte")
  func xml() {
    let bytes = Array("<a>\n <b>é".utf8) + [0xFF] + Array("</b></a>".utf8)
    #expect(throws: SyntaxError.invalidUTF8(SourceLocation(file: "t.xml", line: 2, column: 6), byte: 0xFF)) {
      try XMLReader.parse(bytes, file: "t.xml")
    }
  }

  @Test("A truncated character is found; valid text with a byte-order mark is not")
  func validation() {
    #expect(UnicodeInput.firstInvalidUTF8(Array("ab".utf8) + [0xE2, 0x82]) == 2)
    #expect(UnicodeInput.firstInvalidUTF8(Array("aé€😀".utf8)) == nil)
    #expect(UnicodeInput.firstInvalidUTF8([0xC0, 0x80]) == 0)  // overlong
    #expect(throws: Never.self) { try UnicodeInput.utf8(from: [0xEF, 0xBB, 0xBF] + Array("é".utf8), file: "t") }
  }

  @Test(
    "Invalid sequences whose repair is as long as they are, encoded surrogates, a real U+FFFD and bytes without contiguous storage"
  )
  func validationEdges() {
    // U+FFFD is three bytes: a three-byte invalid sequence repaired by one would keep the length.
    #expect(UnicodeInput.firstInvalidUTF8(Array("ab".utf8) + [0xED, 0xA0, 0x80]) == 2)  // a surrogate
    #expect(UnicodeInput.firstInvalidUTF8([0x61, 0xF4, 0x90, 0x80, 0x80]) == 1)  // past U+10FFFF
    #expect(UnicodeInput.firstInvalidUTF8([0xEF, 0xBF, 0xBD]) == nil)  // U+FFFD itself
    #expect(UnicodeInput.firstInvalidUTF8([UInt8]()) == nil)
    let invalid: [UInt8] = Array("x".utf8) + [0xFF] + Array("y".utf8)
    #expect(UnicodeInput.firstInvalidUTF8(invalid.lazy.map { $0 }) == 1)
    #expect(UnicodeInput.firstInvalidUTF8(Array("é".utf8).lazy.map { $0 }) == nil)
  }

  @Test("The message says what to do")
  func message() {
    let error = SyntaxError.invalidUTF8(SourceLocation(file: "t", line: 1, column: 1), byte: 0x9)
    #expect(error.message.hasPrefix("the text is not valid UTF-8 (byte 0x09 here); save the file as UTF-8"))
  }
}
