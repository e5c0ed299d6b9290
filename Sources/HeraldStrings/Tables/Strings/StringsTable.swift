import HeraldSyntax

/// Reads and writes Apple `.strings` files: the old-style property list of `"key" = "value";`
/// pairs that `genstrings` writes and `Bundle.localizedString(forKey:value:table:)` reads.
///
/// ```swift
/// let table = try StringsTable().read(bytes, file: "fr.lproj/Localizable.strings", locale: "fr")
/// table["Cancel"]?.localizations["fr"]?.value  // "Annuler"
/// ```
///
/// **Reading.** The file is UTF-8 (with or without a byte-order mark) or UTF-16 (with a
/// byte-order mark, or without one when its first character is ASCII, as every `.strings` file's
/// is). Keys and values are quoted strings, or unquoted runs of `A-Z a-z 0-9 _ . $ / : -`; an
/// entry written `"key";` means `"key" = "key";`, as Foundation reads it. The whole file may be
/// wrapped in `{ }`. Escapes are Foundation's: `\"` `\\` `\n` `\t` `\r` `\a` `\b` `\f` `\v`,
/// `\U` or `\u` with up to four hex digits (one UTF-16 unit; a surrogate pair written as two
/// escapes is combined), and octal `\ooo` (up to `\377`, read as Latin-1, where Foundation uses
/// NeXTSTEP's encoding for values above 127); a backslash before any other character yields that
/// character. `/* … */` and `// …` comments before an entry become its ``StringEntry/comment``
/// (several comments are joined with newlines, each trimmed of surrounding whitespace; `//`
/// comments on consecutive lines are one comment), except that above the first entry only a
/// comment on the line right before it is its own, and the others (a file header, set apart by a
/// blank line) become a ``TableHeader`` called `File comment`, written back above a blank line;
/// comments after the last entry become a ``TableHeader`` called `Comment`. Entries keep their order, and
/// duplicate keys are kept. Every entry and localization carries the location of its key and value.
///
/// A file in property-list form, XML or binary, as Xcode and Foundation also read it, gives the
/// same entries (``StringsPropertyList``); it is written back as text.
///
/// **Writing.** UTF-8 in `genstrings` style: each entry's comment as `/* … */` (as `//` lines
/// when the comment itself contains `*/`), then `"key" = "value";`, with a blank line between
/// entries. `"`, `\`, newline, tab and carriage return are escaped as `\"`, `\\`, `\n`, `\t`,
/// `\r`, and other control characters as `\U00XX`. What `.strings` cannot hold is reported as a
/// loss: a localization with variations or substitutions (the entry is not written), and an
/// entry's extraction state, translation flag, state other than `translated`, translator
/// comment, references, context and unknown members. Entries without a localization for the
/// locale are skipped without a report.
struct StringsTable: TableCodec {
  /// ``TableFormat/strings``.
  var format: TableFormat { .strings }

  /// `false`: a `.strings` file holds one locale.
  var holdsManyLocales: Bool { false }

  /// The name of the header that keeps the comments after the last entry.
  static let trailingCommentHeader = "Comment"
  /// The name of the header that keeps the comments above the first entry's own.
  static let leadingCommentHeader = "File comment"

  /// Reads a `.strings` file into a table whose entries have one localization, under `locale`.
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` naming the file, line and column
  ///   of an unterminated string or comment, a missing `=` or `;`, an invalid escape or bytes
  ///   that are not UTF-8 or UTF-16.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    if bytes.starts(with: BinaryPropertyList.magic) {
      return try StringsPropertyList.readBinary(bytes, file: file, locale: locale)
    }
    let utf8 = try Self.utf8(from: bytes, file: file)
    if StringsPropertyList.isXML(utf8) { return try StringsPropertyList.readXML(utf8, file: file, locale: locale) }
    return try utf8.withUnsafeBufferPointer { (buffer) throws(StringTableError) -> StringTable in
      var parser = StringsParser(bytes: buffer, file: file)
      return try parser.table(locale: locale)
    }
  }

  /// Writes the localizations of `locale` as a UTF-8 `.strings` file.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    // A file's own headers where a folder's files each kept theirs, else the table's.
    let headers = table.localeHeaders[locale] ?? table.headers
    var text = headers.filter { $0.name == Self.leadingCommentHeader }.map { Self.comment($0.value) }.joined()
    var losses: [StringsDiagnostic] = []
    for entry in table.entries {
      guard let localization = entry.localizations[locale] else { continue }
      guard localization.variations == nil, localization.substitutions.isEmpty else {
        losses.append(
          loss(
            "the variations and substitutions of this localization", entry: entry, locale: locale,
            advice: "Write .stringsdict or .xcstrings to keep them."))
        continue
      }
      guard let unit = localization.stringUnit else {
        losses.append(
          loss(
            "a localization without a string", entry: entry, locale: locale,
            advice: "Give the entry a value or remove the empty localization."))
        continue
      }
      let lost = Self.lostFields(of: entry, localization: localization, unit: unit)
      for var notesLoss in StringsDiagnostic.fileNotesLosses(
        of: entry, locale: locale, format: .strings, writesComment: true)
      {
        notesLoss.location = localization.location ?? entry.location
        notesLoss.file = notesLoss.location?.file
        losses.append(notesLoss)
      }
      if !lost.isEmpty {
        losses.append(
          loss(
            Self.list(lost), entry: entry, locale: locale,
            advice: "Write .xcstrings (or .po for translator comments, references and context) to keep them."))
      }
      if !text.isEmpty { text += "\n" }
      // A locale's file read with notes of its own (FileNotes) has its own comment or none; else
      // the key's.
      if let comment = entry.fileNotes[locale].map(\.comment) ?? entry.comment { text += Self.comment(comment) }
      text += "\"\(Self.escape(entry.key))\" = \"\(Self.escape(unit.value))\";\n"
    }
    for header in headers where header.name != Self.leadingCommentHeader {
      if header.name == Self.trailingCommentHeader {
        if !text.isEmpty { text += "\n" }
        text += Self.comment(header.value)
      } else {
        var diagnostic = StringsDiagnostic.loss(
          "the header '\(header.name)'", key: "", locale: locale, format: format,
          advice: "Write .po or .xcstrings to keep it.")
        diagnostic.key = nil
        losses.append(diagnostic)
      }
    }
    if !table.extra.isEmpty {
      var diagnostic = StringsDiagnostic.loss(
        "the members \(Self.list(table.extra.map { "'\($0.key)'" })) of the table", key: "", locale: locale,
        format: format, advice: "Write the format the table was read from to keep them.")
      diagnostic.key = nil
      losses.append(diagnostic)
    }
    return TableOutput(text: text, losses: losses)
  }

  // MARK: Writing

  /// A loss diagnostic for `entry`, located where the entry was read from.
  private func loss(_ what: String, entry: StringEntry, locale: String, advice: String) -> StringsDiagnostic {
    var diagnostic = StringsDiagnostic.loss(what, key: entry.key, locale: locale, format: format, advice: advice)
    if let location = entry.location {
      diagnostic.location = location
      diagnostic.file = location.file
    }
    return diagnostic
  }

  /// What of `entry` and its localization a `.strings` file cannot hold, in words.
  private static func lostFields(of entry: StringEntry, localization: Localization, unit: StringUnit) -> [String] {
    var lost: [String] = []
    if let state = entry.extractionState { lost.append("its extraction state '\(state)'") }
    if entry.shouldTranslate == false { lost.append("its 'should not translate' flag") }
    if let state = unit.state, state != "translated" { lost.append("its state '\(state)'") }
    if entry.translatorComment != nil { lost.append("its translator comment") }
    if !entry.references.isEmpty { lost.append("its references") }
    if entry.context != nil { lost.append("its context") }
    let extra = entry.extra + localization.extra + unit.extra
    if !extra.isEmpty { lost.append("its members \(list(extra.map { "'\($0.key)'" }))") }
    return lost
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A comment line: `/* text */`, or `// ` lines when `text` contains `*/`, which would end a
  /// block comment early.
  static func comment(_ text: String) -> String {
    guard text.contains("*/") else { return "/* \(text) */\n" }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)\n" }.joined()
  }

  /// `text` with the characters a quoted `.strings` string cannot hold literally escaped.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        output += "\\U" + String.uppercaseHex(scalar.value)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  // MARK: Encodings

  /// The file's text as UTF-8 without a byte-order mark.
  ///
  /// UTF-16 is recognised by its byte-order mark, or without one by a zero byte among the first
  /// two: a `.strings` file starts with an ASCII character (a quote, a comment, a letter or
  /// whitespace), which UTF-8 never encodes with a zero byte.
  static func utf8(from bytes: [UInt8], file: String) throws(StringTableError) -> [UInt8] {
    var bigEndian: Bool?
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      start = 3
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      bigEndian = true
      start = 2
    } else if bytes.starts(with: [0xFF, 0xFE]) {
      bigEndian = false
      start = 2
    } else if bytes.count >= 2, bytes.count % 2 == 0, (bytes[0] == 0) != (bytes[1] == 0) {
      bigEndian = bytes[0] == 0
    }
    guard let bigEndian else {
      let utf8 = Array(bytes[start...])
      if let invalid = UnicodeInput.firstInvalidUTF8(utf8) {
        throw notText(utf8, offset: invalid, file: file, encoding: "UTF-8")
      }
      return utf8
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = start
    while index + 1 < bytes.count {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    let text = String(decoding: units, as: UTF16.self)
    guard text.utf16.elementsEqual(units), index == bytes.count else {
      let valid = zip(text.utf16, units).prefix { $0 == $1 }.count
      let prefix = Array(String(decoding: units[..<valid], as: UTF16.self).utf8)
      throw notText(prefix, offset: prefix.count, file: file, encoding: "UTF-16")
    }
    return Array(text.utf8)
  }

  /// The error for bytes that are not text in `encoding`, at `offset` of the valid UTF-8 `prefix`.
  private static func notText(_ prefix: [UInt8], offset: Int, file: String, encoding: String) -> StringTableError {
    var line = 1
    var lineStart = 0
    for (index, byte) in prefix[..<min(offset, prefix.count)].enumerated() where byte == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column = prefix[lineStart..<min(offset, prefix.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    return .malformed(
      SourceLocation(file: file, line: line, column: column), reason: "the file is not valid \(encoding) text",
      advice: "Save it as UTF-8 (or UTF-16 with a byte-order mark).")
  }
}
