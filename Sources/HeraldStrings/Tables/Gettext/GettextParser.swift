import HeraldSyntax

/// One entry as the file writes it.
struct RawEntry {
  var translator: [String] = []
  var extracted: [String] = []
  var references: [String] = []
  var flags: [String] = []
  var previous: [String] = []
  var msgctxt: String?
  var msgid: String?
  var msgidPlural: String?
  var msgstr: String?
  var pluralForms: [(index: Int, text: String, location: SourceLocation)] = []
  var isObsolete = false
  var location: SourceLocation?
  var msgidLocation: SourceLocation?
  var msgidPluralLocation: SourceLocation?
  var msgstrLocation: SourceLocation?
  /// The header entry's `msgstr` strings with their lines, so that a bad field is reported at
  /// its own line (empty for other entries).
  var headerLines: [(line: Int, text: String)] = []

  /// Whether the entry has a `msgstr` or `msgstr[N]`, so that a new keyword starts a new entry.
  var isComplete: Bool { msgstr != nil || !pluralForms.isEmpty }

  /// Whether the entry has no comment and no keyword yet.
  var isEmpty: Bool {
    translator.isEmpty && extracted.isEmpty && references.isEmpty && flags.isEmpty && previous.isEmpty
      && msgctxt == nil && msgid == nil
  }
}

/// A line-by-line `.po` parser.
///
/// - Complexity: O(*n*) in the size of the file: each line is read once and continuation strings
///   are appended in place.
struct GettextParser {
  let file: String
  var entries: [RawEntry] = []
  var current = RawEntry()
  /// The keyword the next continuation string appends to.
  var lastKeyword: String?
  var lineNumber = 0

  init(file: String) {
    self.file = file
  }

  func location(_ column: Int = 1) -> SourceLocation {
    SourceLocation(file: file, line: lineNumber, column: column)
  }

  func malformed(_ reason: String, _ advice: String, column: Int = 1) -> StringTableError {
    .malformed(location(column), reason: reason, advice: advice)
  }

  mutating func parse(_ bytes: [UInt8]) throws(StringTableError) -> [RawEntry] {
    let content = try GettextCharset.utf8(from: bytes, file: file)
    for line in content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Array(line)
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      try parse(line: line)
    }
    try finishEntry()
    return entries
  }

  mutating func finishEntry() throws(StringTableError) {
    guard !current.isEmpty else { return }
    guard current.msgid != nil else {
      if current.msgctxt != nil {
        throw .malformed(
          current.location ?? location(), reason: "msgctxt is not followed by msgid",
          advice: "Each entry needs msgid \"…\" after its msgctxt.")
      }
      // Comments at the end of the file, with no entry after them, are dropped.
      current = RawEntry()
      return
    }
    guard current.isComplete else {
      throw .malformed(
        current.msgidLocation ?? location(), reason: "the entry has no msgstr",
        advice: "Add msgstr \"\" (or msgstr[0] \"\" for a plural entry) after msgid.")
    }
    entries.append(current)
    current = RawEntry()
    lastKeyword = nil
  }

  mutating func parse(line: [UInt8]) throws(StringTableError) {
    var start = 0
    while start < line.count, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
    guard start < line.count else {
      if current.isComplete { try finishEntry() }
      return
    }
    if line[start] == UInt8(ascii: "#") {
      let marker = start + 1 < line.count ? line[start + 1] : 0
      if marker == UInt8(ascii: "~") {
        var rest = start + 2
        if rest < line.count, line[rest] == UInt8(ascii: "|") {
          if current.isComplete { try finishEntry() }
          current.previous.append(text(line, from: rest + 1))
          return
        }
        while rest < line.count, line[rest] == 0x20 { rest += 1 }
        try keyword(line, from: rest, obsolete: true)
        return
      }
      if current.isComplete { try finishEntry() }
      switch marker {
      case UInt8(ascii: "."): current.extracted.append(text(line, from: start + 2))
      case UInt8(ascii: ":"):
        current.references += text(line, from: start + 2).split { $0 == " " || $0 == "\t" }.map(String.init)
      case UInt8(ascii: ","):
        // As gettext's tools read it (msgcat, msgfmt): a later `#,` line replaces the flags of an earlier one.
        current.flags = text(line, from: start + 2).split(separator: ",").map { String($0).trimmedWhitespace }
          .filter { !$0.isEmpty }
      case UInt8(ascii: "|"): current.previous.append(text(line, from: start + 2))
      default: current.translator.append(text(line, from: start + 1))
      }
      return
    }
    try keyword(line, from: start, obsolete: false)
  }

  /// The text after a comment marker, without the one space that follows it.
  func text(_ line: [UInt8], from index: Int) -> String {
    var start = min(index, line.count)
    if start < line.count, line[start] == 0x20 { start += 1 }
    return String(decoding: line[start...], as: UTF8.self)
  }

  mutating func keyword(_ line: [UInt8], from start: Int, obsolete: Bool) throws(StringTableError) {
    let column = String(decoding: line[..<start], as: UTF8.self).unicodeScalars.count + 1
    if start < line.count, line[start] == UInt8(ascii: "\"") {
      guard let keyword = lastKeyword else {
        throw malformed(
          "a string that continues no keyword", "Start the entry with msgid \"…\" before continuation strings.",
          column: column)
      }
      let value = try string(line, from: start)
      append(value, to: keyword)
      return
    }
    var end = start
    while end < line.count, line[end] != 0x20, line[end] != 0x09, line[end] != UInt8(ascii: "\"") { end += 1 }
    let word = String(decoding: line[start..<end], as: UTF8.self)
    var index: Int?
    let name: String
    if word.hasPrefix("msgstr["), word.hasSuffix("]"), let number = Int(word.dropFirst(7).dropLast()), number >= 0 {
      name = "msgstr[]"
      index = number
    } else {
      name = word
    }
    guard ["msgctxt", "msgid", "msgid_plural", "msgstr", "msgstr[]"].contains(name) else {
      throw malformed(
        "unknown keyword '\(word)'",
        "A .po line is a comment (#), a keyword (msgctxt, msgid, msgid_plural, msgstr, msgstr[N]) or a string.",
        column: column)
    }
    var quote = end
    while quote < line.count, line[quote] == 0x20 || line[quote] == 0x09 { quote += 1 }
    guard quote < line.count, line[quote] == UInt8(ascii: "\"") else {
      throw malformed("\(word) has no string", "Write \(word) \"…\" (an empty string is \"\").", column: column)
    }
    let value = try string(line, from: quote)
    let location = location(column)
    switch name {
    case "msgctxt", "msgid":
      // A new entry starts; finishing the current one refuses it when it has no msgstr.
      if current.msgid != nil || (name == "msgctxt" && current.msgctxt != nil) { try finishEntry() }
      if name == "msgctxt" {
        current.msgctxt = value
      } else {
        current.msgid = value
        current.msgidLocation = location
      }
      if current.location == nil { current.location = location }
    case "msgid_plural":
      guard current.msgid != nil, !current.isComplete else {
        throw malformed("msgid_plural without msgid", "Write msgid \"…\" before msgid_plural.", column: column)
      }
      current.msgidPlural = value
      current.msgidPluralLocation = location
    case "msgstr":
      guard current.msgid != nil, !current.isComplete else {
        throw malformed("msgstr without msgid", "Write msgid \"…\" before msgstr.", column: column)
      }
      guard current.msgidPlural == nil else {
        throw malformed(
          "msgstr in a plural entry", "An entry with msgid_plural has msgstr[0], msgstr[1], …", column: column)
      }
      current.msgstr = value
      current.msgstrLocation = location
      if current.msgid == "", current.msgctxt == nil { current.headerLines.append((lineNumber, value)) }
    default:
      guard current.msgid != nil, current.msgstr == nil else {
        throw malformed("\(word) without msgid", "Write msgid \"…\" and msgid_plural \"…\" before it.", column: column)
      }
      guard current.msgidPlural != nil else {
        throw malformed(
          "\(word) without msgid_plural", "Only plural entries have msgstr[N]; use msgstr, or add msgid_plural.",
          column: column)
      }
      current.pluralForms.append((index ?? 0, value, location))
    }
    if obsolete { current.isObsolete = true }
    lastKeyword = name == "msgstr[]" ? "msgstr[\(index ?? 0)]" : name
  }

  /// Appends a continuation string to the keyword's string.
  ///
  /// The string grows in place (the keyword has set it, so it is never `nil` here): building a new
  /// string per line made an entry of *n* continuation lines quadratic.
  ///
  /// - Complexity: Amortized O(length of `value`).
  mutating func append(_ value: String, to keyword: String) {
    switch keyword {
    case "msgctxt": current.msgctxt?.append(value)
    case "msgid": current.msgid?.append(value)
    case "msgid_plural": current.msgidPlural?.append(value)
    case "msgstr":
      current.msgstr?.append(value)
      if current.msgid == "", current.msgctxt == nil { current.headerLines.append((lineNumber, value)) }
    default:
      if !current.pluralForms.isEmpty { current.pluralForms[current.pluralForms.count - 1].text.append(value) }
    }
  }

  /// The C string starting at the quote at `start`; the rest of the line must be blank.
  func string(_ line: [UInt8], from start: Int) throws(StringTableError) -> String {
    var bytes: [UInt8] = []
    var index = start + 1
    let column = String(decoding: line[..<start], as: UTF8.self).unicodeScalars.count + 1
    while index < line.count {
      let byte = line[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        let rest = line[index...]
        guard rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
          throw malformed(
            "text after the closing quote", "Escape a quote inside a string as \\\"; put each string on its own line.",
            column: column)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw malformed(
            "the string's octal or hex escapes (\\351, \\xE9) make bytes that are not UTF-8",
            "Write the character itself, or escape all of its UTF-8 bytes (\\303\\251 for é).", column: column)
        }
        return text
      }
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      guard index < line.count else { break }
      let escaped = line[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < line.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(line[index]) {
          value = value * 8 + Int(line[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      case UInt8(ascii: "x"):
        var value = 0
        var digits = 0
        while digits < 2, index < line.count, let digit = Self.hexValue(line[index]) {
          value = value * 16 + digit
          index += 1
          digits += 1
        }
        if digits == 0 {
          bytes += [UInt8(ascii: "\\"), escaped]
        } else {
          bytes.append(UInt8(value))
        }
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"):
        bytes.append(escaped)
      default:
        bytes += [UInt8(ascii: "\\"), escaped]
      }
    }
    throw malformed(
      "the string is never closed", "End the string with \" on the same line; continue it on the next line as \"…\".",
      column: column)
  }

  static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
