import HeraldSyntax

/// The scanner and parser behind ``StringsTable/read(_:file:locale:)``: one pass over UTF-8 bytes.
struct StringsParser {
  /// A position in the text being parsed: its byte offset and line, kept so that locations are
  /// computed only when needed.
  struct Mark {
    var offset: Int
    var line: Int
    var lineStart: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  var offset = 0
  var line = 1
  var lineStart = 0
  /// Comments read since the last entry, trimmed; `//` comments on consecutive lines are one.
  var comments: [String] = []
  /// The line of the last `//` comment read since the last entry, which one on the next line
  /// continues.
  var lineCommentLine: Int?
  /// The line the last comment read ends on.
  var commentEndLine = 0

  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  // MARK: Grammar

  mutating func table(locale: String) throws(StringTableError) -> StringTable {
    var table = StringTable()
    try skipTrivia()
    let braced = peek == UInt8(ascii: "{")
    let braceMark = mark
    if braced { advance() }
    while true {
      try skipTrivia()
      guard let byte = peek else {
        if braced {
          throw malformed(
            braceMark, "the '{' here is never closed", advice: "Add '}' after the last entry, or remove the '{'.")
        }
        break
      }
      if braced && byte == UInt8(ascii: "}") {
        advance()
        try skipTrivia()
        if peek != nil {
          throw malformed(mark, "text after the closing '}'", advice: "Move the entries inside the braces.")
        }
        break
      }
      if table.entries.isEmpty, !comments.isEmpty {
        // Above the first entry, only a comment right before it (as genstrings writes) is its
        // own; the others, set apart by a blank line, are the file's: Xcode's template header
        // (`/* Localizable.strings … Created by … */`), a translation site's credits.
        let own = line <= commentEndLine + 1 ? 1 : 0
        if comments.count > own {
          table.headers.append(
            TableHeader(
              name: StringsTable.leadingCommentHeader, value: comments.dropLast(own).joined(separator: "\n")))
          comments.removeFirst(comments.count - own)
        }
      }
      table.entries.append(try entry(locale: locale))
    }
    if !comments.isEmpty {
      table.headers.append(
        TableHeader(name: StringsTable.trailingCommentHeader, value: comments.joined(separator: "\n")))
    }
    return table
  }

  /// Reads `"key" = "value";` (or `"key";`) and the comments before it.
  mutating func entry(locale: String) throws(StringTableError) -> StringEntry {
    let keyMark = mark
    let key = try string(what: "a key")
    let afterKey = mark
    try skipTrivia()
    var value = key
    var valueMark = keyMark
    if peek == UInt8(ascii: "=") {
      advance()
      try skipTrivia()
      valueMark = mark
      value = try string(what: "the value of \"\(key)\"")
    } else if peek != UInt8(ascii: ";") {
      throw malformed(
        afterKey, "expected '=' after the key \"\(key)\", found \(found)",
        advice: "Write each entry as \"key\" = \"value\";")
    }
    let afterValue = mark
    try skipTrivia()
    guard peek == UInt8(ascii: ";") else {
      throw malformed(
        afterValue, "expected ';' after the value of \"\(key)\", found \(found)",
        advice: "End each entry with ';', as in \"key\" = \"value\";")
    }
    advance()
    let comment = comments.isEmpty ? nil : comments.joined(separator: "\n")
    comments = []
    lineCommentLine = nil
    return StringEntry(
      key: key, comment: comment,
      localizations: [locale: Localization(value: value, location: location(valueMark))],
      location: location(keyMark))
  }

  /// Reads a quoted or unquoted string.
  mutating func string(what: String) throws(StringTableError) -> String {
    guard let byte = peek else {
      throw malformed(mark, "expected \(what), found the end of the file", advice: "Complete or remove the last entry.")
    }
    if byte == UInt8(ascii: "\"") { return try quoted() }
    guard Self.isUnquoted(byte) else {
      throw malformed(
        mark, "expected \(what), found \(found)",
        advice: "Quote keys and values (\"key\" = \"value\";) and escape quotes inside them as \\\".")
    }
    let start = offset
    while let next = peek, Self.isUnquoted(next) { offset += 1 }
    return text(start..<offset)
  }

  /// Reads a quoted string, resolving escapes.
  mutating func quoted() throws(StringTableError) -> String {
    let start = mark
    advance()
    var buffer: [UInt8] = []
    while true {
      let chunk = offset
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
        if bytes[offset] == 0x0A {
          line += 1
          lineStart = offset + 1
        }
        offset += 1
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunk..<offset]))
      guard let byte = peek else { throw unterminatedString(start) }
      if byte == UInt8(ascii: "\"") {
        advance()
        return String(decoding: buffer, as: UTF8.self)
      }
      try escape(into: &buffer, string: start)
    }
  }

  /// Reads the escape at a backslash and appends what it stands for.
  mutating func escape(into buffer: inout [UInt8], string start: Mark) throws(StringTableError) {
    let escapeMark = mark
    advance()
    guard let byte = peek else { throw unterminatedString(start) }
    switch byte {
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "a"): buffer.append(0x07)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "v"): buffer.append(0x0B)
    case UInt8(ascii: "U"), UInt8(ascii: "u"):
      advance()
      let unit = try hexUnit(escapeMark)
      var scalar = Unicode.Scalar(unit)
      if (0xD800..<0xDC00).contains(unit) {
        let lowMark = mark
        guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] | 0x20 == UInt8(ascii: "u")
        else { throw loneSurrogate(escapeMark, unit) }
        offset += 2
        let low = try hexUnit(lowMark)
        guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate(escapeMark, unit) }
        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
      }
      guard let scalar else { throw loneSurrogate(escapeMark, unit) }
      buffer.append(contentsOf: String(Character(scalar)).utf8)
      return
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
        digits += 1
        offset += 1
      }
      guard value <= 0o377, let scalar = Unicode.Scalar(value) else {
        throw malformed(
          escapeMark, "invalid escape: octal \\\(String(value, radix: 8)) is above \\377",
          advice: "Write the character itself, or \\U followed by its four hex digits.")
      }
      buffer.append(contentsOf: String(Character(scalar)).utf8)
      return
    default:
      // `\"`, `\\` and any other character stand for themselves; the main loop copies it.
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        buffer.append(byte)
        advance()
      }
      return
    }
    advance()
  }

  /// Reads up to four hex digits after `\U`; `escapeMark` is the backslash.
  mutating func hexUnit(_ escapeMark: Mark) throws(StringTableError) -> UInt32 {
    var value: UInt32 = 0
    var digits = 0
    while digits < 4, let byte = peek, let digit = Self.hexValue(byte) {
      value = value * 16 + digit
      digits += 1
      offset += 1
    }
    guard digits > 0 else {
      throw malformed(
        escapeMark, "invalid escape: \\U is not followed by hex digits",
        advice: "Write \\U followed by four hex digits (\\U00E9 for é), or \\\\ for a backslash.")
    }
    return value
  }

  /// Skips whitespace and comments, collecting the comments' trimmed text.
  mutating func skipTrivia() throws(StringTableError) {
    while let byte = peek {
      switch byte {
      case 0x0A:
        line += 1
        offset += 1
        lineStart = offset
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
        offset += 1
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
        let start = mark
        offset += 2
        let textStart = offset
        while offset + 1 < bytes.count, bytes[offset] != UInt8(ascii: "*") || bytes[offset + 1] != UInt8(ascii: "/") {
          advance()
        }
        guard offset + 1 < bytes.count else {
          throw malformed(
            start, "unterminated comment: the '/*' here is never closed",
            advice: "Close the comment with '*/'.")
        }
        comments.append(trimmedText(textStart..<offset))
        lineCommentLine = nil
        commentEndLine = line
        offset += 2
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
        offset += 2
        let textStart = offset
        while let next = peek, next != 0x0A { offset += 1 }
        let text = trimmedText(textStart..<offset)
        if let previous = lineCommentLine, previous == line - 1, let last = comments.popLast() {
          comments.append(last + "\n" + text)
        } else {
          comments.append(text)
        }
        lineCommentLine = line
        commentEndLine = line
      default:
        return
      }
    }
  }

  // MARK: Positions and errors

  var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart) }

  /// Moves past one byte, counting lines.
  mutating func advance() {
    if bytes[offset] == 0x0A {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  /// What is at the current position, for messages: `'x'` or `the end of the file`.
  var found: String {
    guard offset < bytes.count else { return "the end of the file" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(text(offset..<end))'"
  }

  func location(_ mark: Mark) -> SourceLocation {
    var column = 1
    for index in mark.lineStart..<mark.offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(file: file, line: mark.line, column: column)
  }

  func malformed(_ mark: Mark, _ reason: String, advice: String) -> StringTableError {
    .malformed(location(mark), reason: reason, advice: advice)
  }

  func unterminatedString(_ start: Mark) -> StringTableError {
    malformed(
      start, "unterminated string: the string that starts on line \(start.line) has no closing quote",
      advice: "Add the closing '\"', and escape quotes inside the string as \\\".")
  }

  func loneSurrogate(_ mark: Mark, _ unit: UInt32) -> StringTableError {
    let hex = String(unit, radix: 16, uppercase: true)
    return malformed(
      mark, "invalid escape: \\U\(hex) is half of a surrogate pair without its other half",
      advice: "Write a character outside the Basic Multilingual Plane as two escapes (\\UD83D\\UDE00) or as itself.")
  }

  // MARK: Characters

  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The text of a comment in `range` without surrounding whitespace.
  func trimmedText(_ range: Range<Int>) -> String {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return text(start..<end)
  }
}
