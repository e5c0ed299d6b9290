import HeraldSyntax

/// The character set a `.po` file declares in its header (`Content-Type: text/plain;
/// charset=ISO-8859-1`), honoured or refused, never misread.
///
/// UTF-8 (and ASCII, and the template placeholder `CHARSET`) is validated; ISO-8859-1 (Latin-1)
/// is decoded, each byte being the code point of the same number; any other charset is refused
/// with the advice to convert the file. A file without a declaration is read as UTF-8.
enum GettextCharset: Equatable {
  /// UTF-8, validated.
  case utf8
  /// ISO-8859-1, decoded byte by byte.
  case latin1

  /// The declared charset's names Herald reads, lowercased.
  private static let names: [String: GettextCharset] = [
    "utf-8": .utf8, "utf8": .utf8, "charset": .utf8, "us-ascii": .utf8, "ascii": .utf8,
    "iso-8859-1": .latin1, "iso8859-1": .latin1, "iso_8859-1": .latin1, "latin1": .latin1, "latin-1": .latin1,
  ]

  /// The bytes of a `.po` file as valid UTF-8 without a byte-order mark, decoded from the charset
  /// its header declares.
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` for a charset Herald does not
  ///   read, and ``StringTableError/syntax(_:)`` at the first byte that is not UTF-8 in a UTF-8
  ///   file.
  /// - Complexity: O(n).
  static func utf8(from bytes: [UInt8], file: String) throws(StringTableError) -> [UInt8] {
    let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    switch try declared(in: content, file: file) {
    case .utf8:
      do {
        try UnicodeInput.validate(content, file: file)
      } catch {
        throw .syntax(error)
      }
      return content
    case .latin1:
      return Array(String(String.UnicodeScalarView(content.map { Unicode.Scalar($0) })).utf8)
    }
  }

  /// The charset the header entry (the text before the second `msgid`) declares; UTF-8 when none.
  private static func declared(in bytes: [UInt8], file: String) throws(StringTableError) -> GettextCharset {
    let headerEnd =
      occurrences(of: Array("msgid ".utf8), in: bytes[...], atLineStart: true).dropFirst().first ?? bytes.count
    guard let marker = occurrences(of: Array("charset=".utf8), in: bytes[..<headerEnd], atLineStart: false).first
    else {
      return .utf8
    }
    let start = marker + 8
    var end = start
    while end < headerEnd, bytes[end] > 0x20, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\""),
      bytes[end] != UInt8(ascii: ";")
    {
      end += 1
    }
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    if let charset = names[name.lowercased()] { return charset }
    let line = bytes[..<marker].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineStart = bytes[..<marker].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    throw .malformed(
      SourceLocation(file: file, line: line, column: marker - lineStart + 1),
      reason: "the header declares charset=\(name), which Herald does not read",
      advice: "Convert the file to UTF-8 (msgconv --to-code=UTF-8) and declare charset=UTF-8.")
  }

  /// The offsets where `pattern` starts (at the beginning of a line only, with `atLineStart`),
  /// in order, found lazily.
  private static func occurrences(of pattern: [UInt8], in bytes: ArraySlice<UInt8>, atLineStart: Bool)
    -> LazyFilterSequence<Range<Int>>
  {
    (bytes.startIndex..<max(bytes.startIndex, bytes.endIndex - pattern.count + 1)).lazy.filter { index in
      (!atLineStart || index == bytes.startIndex || bytes[index - 1] == 0x0A)
        && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }
  }
}
