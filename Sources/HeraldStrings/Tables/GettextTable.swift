import HeraldICU
import HeraldSyntax

/// Reads and writes GNU gettext catalogs (`.po`, and `.pot` templates), one locale per file.
///
/// ```po
/// # Translator's note.
/// #. Developer's note.
/// #: src/main.c:42
/// #, fuzzy, c-format
/// msgctxt "menu"
/// msgid "Open"
/// msgstr "Ouvrir"
/// ```
///
/// ## Mapping
///
/// - **Key**: `msgctxt` when the entry has one, else `msgid`.
/// - **Source text** (under ``StringTable/sourceLanguage``, read from an `X-Source-Language`
///   header, else `"en"`): a singular entry without `msgctxt` has none, because its key is its
///   source text, as in String Catalogs; with `msgctxt`, the source localization holds `msgid`
///   when it differs from the key. A plural entry's source localization is plural variations
///   `one` = `msgid`, `other` = `msgid_plural`. When the file's locale *is* the source language
///   (an `en.po`), the source text goes to ``StringEntry/extra`` members `msgid` and
///   `msgid_plural` instead, so that it does not collide with the translation.
/// - **Translation** (under the file's locale): `msgstr`, or plural variations from `msgstr[N]`,
///   index N naming the CLDR category ``GettextPluralForms`` gives it (from the file's
///   `Plural-Forms` when it has one, else Herald's mapping). An empty `msgstr` (untranslated, as
///   in every `.pot`) means no translation; an empty `msgstr[N]` means no case for its category.
///   The state is `"needs_review"` when the entry is `fuzzy`, else `"translated"`.
/// - **Comments**: `# ` → ``StringEntry/translatorComment``, `#.` → ``StringEntry/comment``
///   (lines joined with line feeds), `#:` → ``StringEntry/references`` (split at spaces); flags
///   other than the `fuzzy` of a translated entry → extra member `flags` (`"c-format, no-wrap"`);
///   `#|` previous-message lines → extra member `previous` (the lines after `#| `, joined with
///   line feeds).
/// - **Obsolete entries** (`#~`): ``StringEntry/extractionState`` `"stale"` and extra member
///   `obsolete: true`; written back with `#~`.
/// - A `msgctxt` equal to its `msgid` (so the key alone cannot tell it was there) is kept in extra
///   member `msgctxt`.
/// - **Header** (the entry whose `msgid` is empty): its `Name: value` lines become
///   ``StringTable/headers`` in order. Its comments come first, as headers named after their
///   marker: `#` (translator comments), `#.`, `#:`, `#,` (flags, such as the `fuzzy` of a
///   template's header) and `#|`, each value holding the lines joined with line feeds.
///
/// ## Syntax
///
/// Strings are C strings: `\n \t \r \a \b \f \v \" \\`, octal `\ooo` and hex `\xhh` escapes
/// (bytes, decoded as UTF-8); an unknown escape keeps its backslash. Adjacent strings on the
/// following lines continue a keyword's string. Writing keeps a string on one line unless it has
/// a line feed before its end; then it is written as `msgid ""` followed by one line per line
/// feed, as gettext does. Strings are never wrapped at a width.
///
/// ## What cannot be written
///
/// Returned as losses (`not-representable`), once per entry and kind: device, width and array
/// variations, substitutions other than one plural variable (one plural variable is flattened
/// into `msgstr[N]`, reported as `restructured`), plural categories gettext has no index for
/// (each named with the reason: only decimals reach it, or the file's `Plural-Forms` has no form
/// for it, or it is an explicit value), `shouldTranslate = false`, extraction states other than
/// `stale`, states other than translated and needs-review, and unknown members. A form without a
/// case in the model is written as an empty `msgstr[N]` and reported as a warning
/// (`missing-plural-category`).
///
/// A table without headers gets `Content-Type`, `Content-Transfer-Encoding`, `Language` and
/// Herald's `Plural-Forms` (and `X-Source-Language` when the source language is not English); a
/// table with headers but no `Plural-Forms` gets Herald's when it has a plural entry. A
/// `Plural-Forms` that does not parse is replaced by Herald's (warning `replaced-plural-forms`).
/// An entry whose `msgid` would be empty gets its key as `msgctxt`, so that it is not read back
/// as the header. Reading ignores `msgstr[N]` beyond `nplurals`, and comments after the last
/// entry.
struct GettextTable: TableCodec {
  /// The format: ``TableFormat/gettext``.
  var format: TableFormat { .gettext }
  /// One locale per file.
  var holdsManyLocales: Bool { false }

  /// Extra members of an entry that this codec reads and writes.
  enum Member {
    static let flags = "flags"
    static let previous = "previous"
    static let obsolete = "obsolete"
    static let msgctxt = "msgctxt"
    static let msgid = "msgid"
    static let msgidPlural = "msgid_plural"
    static let all: Set<String> = [flags, previous, obsolete, msgctxt, msgid, msgidPlural]
  }

  /// Header names that hold the header entry's comments, in the order they are written.
  static let commentHeaders = ["#", "#.", "#:", "#,", "#|"]

  // MARK: Reading

  /// Reads a `.po` or `.pot` file into a table whose entries have their translation under
  /// `locale` (and their source text as described in the type's documentation).
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` naming the line of an
  ///   unterminated string, a keyword without a string, an unknown keyword, `msgstr[N]` without
  ///   `msgid_plural`, or an entry without `msgid` or `msgstr`.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    var parser = GettextParser(file: file)
    let raws = try parser.parse(bytes)
    var table = StringTable()
    var entries = raws
    if let headerIndex = raws.firstIndex(where: { $0.msgid == "" && $0.msgctxt == nil && !$0.isObsolete }) {
      table.headers = Self.headers(of: raws[headerIndex])
      entries.remove(at: headerIndex)
    }
    let sourceLanguage = table.header("X-Source-Language") ?? "en"
    table.sourceLanguage = sourceLanguage
    let forms =
      table.header("Plural-Forms").flatMap { GettextPluralForms(header: $0, locale: locale) }
      ?? GettextPluralForms(locale: locale)
    table.entries = entries.map { entry(from: $0, forms: forms, sourceLanguage: sourceLanguage, locale: locale) }
    return table
  }

  /// The header fields of the header entry, its comments first.
  private static func headers(of raw: RawEntry) -> [TableHeader] {
    var headers: [TableHeader] = []
    let comments = [
      raw.translator, raw.extracted, [raw.references.joined(separator: " ")], [raw.flags.joined(separator: ", ")],
      raw.previous,
    ]
    for (name, lines) in zip(commentHeaders, comments) where !lines.allSatisfy(\.isEmpty) {
      headers.append(TableHeader(name: name, value: lines.joined(separator: "\n")))
    }
    for line in (raw.msgstr ?? "").split(separator: "\n") where !String(line).trimmedWhitespace.isEmpty {
      guard let colon = line.firstIndex(of: ":") else {
        headers.append(TableHeader(name: String(line), value: ""))
        continue
      }
      headers.append(
        TableHeader(
          name: String(line[..<colon]), value: String(line[line.index(after: colon)...].drop { $0 == " " })))
    }
    return headers
  }

  /// The model entry of a parsed entry.
  private func entry(
    from raw: RawEntry, forms: GettextPluralForms, sourceLanguage: String, locale: String
  ) -> StringEntry {
    let msgid = raw.msgid ?? ""
    let key = raw.msgctxt ?? msgid
    let location = raw.location
    var entry = StringEntry(
      key: key, comment: raw.extracted.isEmpty ? nil : raw.extracted.joined(separator: "\n"),
      translatorComment: raw.translator.isEmpty ? nil : raw.translator.joined(separator: "\n"),
      references: raw.references, location: location)
    var flags = raw.flags
    let state = flags.contains("fuzzy") ? "needs_review" : "translated"
    var target: Localization?
    if raw.msgidPlural != nil {
      var cases: [String: Localization] = [:]
      for form in raw.pluralForms where !form.text.isEmpty && form.index < forms.count {
        let category = forms.categories[form.index].rawValue
        if cases[category] == nil {
          cases[category] = Localization(value: form.text, state: state, location: form.location)
        }
      }
      if !cases.isEmpty {
        target = Localization(
          variations: Variations(selector: .plural, cases: cases), location: raw.pluralForms.first?.location)
      }
    } else if let msgstr = raw.msgstr, !msgstr.isEmpty {
      target = Localization(value: msgstr, state: state, location: raw.msgstrLocation)
    }
    if let target {
      entry.localizations[locale] = target
      flags.removeAll { $0 == "fuzzy" }
    }
    if !flags.isEmpty { entry.extra.append(JSONMember(Member.flags, .string(flags.joined(separator: ", ")))) }
    if !raw.previous.isEmpty {
      entry.extra.append(JSONMember(Member.previous, .string(raw.previous.joined(separator: "\n"))))
    }
    var source: Localization?
    if let plural = raw.msgidPlural {
      source = Localization(
        variations: Variations(
          selector: .plural,
          cases: [
            "one": Localization(value: msgid, location: raw.msgidLocation),
            "other": Localization(value: plural, location: raw.msgidPluralLocation),
          ]), location: raw.msgidLocation)
    } else if raw.msgctxt != nil, msgid != key {
      source = Localization(value: msgid, location: raw.msgidLocation)
    }
    if let source {
      if sourceLanguage == locale {
        entry.extra.append(JSONMember(Member.msgid, .string(msgid)))
        if let plural = raw.msgidPlural { entry.extra.append(JSONMember(Member.msgidPlural, .string(plural))) }
      } else {
        entry.localizations[sourceLanguage] = source
      }
    }
    if let context = raw.msgctxt, context == msgid {
      entry.extra.append(JSONMember(Member.msgctxt, .string(context)))
    }
    if raw.isObsolete {
      entry.extractionState = "stale"
      entry.extra.append(JSONMember(Member.obsolete, .bool(true)))
    }
    return entry
  }

  // MARK: Writing

  /// Writes the translations of `locale` as a `.po` file: the header entry, then the entries in
  /// order.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    var writer = GettextWriter(table: table, locale: locale)
    return writer.write()
  }
}

// MARK: - Parsing

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

  /// Whether the entry has a `msgstr` or `msgstr[N]`, so that a new keyword starts a new entry.
  var isComplete: Bool { msgstr != nil || !pluralForms.isEmpty }

  /// Whether the entry has no comment and no keyword yet.
  var isEmpty: Bool {
    translator.isEmpty && extracted.isEmpty && references.isEmpty && flags.isEmpty && previous.isEmpty
      && msgctxt == nil && msgid == nil
  }
}

/// A line-by-line `.po` parser.
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
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
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
        current.flags += text(line, from: start + 2).split(separator: ",").map { String($0).trimmedWhitespace }
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
  mutating func append(_ value: String, to keyword: String) {
    switch keyword {
    case "msgctxt": current.msgctxt = (current.msgctxt ?? "") + value
    case "msgid": current.msgid = (current.msgid ?? "") + value
    case "msgid_plural": current.msgidPlural = (current.msgidPlural ?? "") + value
    case "msgstr": current.msgstr = (current.msgstr ?? "") + value
    default:
      if !current.pluralForms.isEmpty { current.pluralForms[current.pluralForms.count - 1].text += value }
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
        return String(decoding: bytes, as: UTF8.self)
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

// MARK: - Writing

/// The state of one write of a `.po` file.
struct GettextWriter {
  let table: StringTable
  let locale: String
  let sourceLanguage: String
  var forms: GettextPluralForms
  var losses: [StringsDiagnostic] = []
  var blocks: [[String]] = []

  init(table: StringTable, locale: String) {
    self.table = table
    self.locale = locale
    self.sourceLanguage = table.sourceLanguage ?? "en"
    self.forms = GettextPluralForms(locale: locale)
  }

  mutating func write() -> TableOutput {
    var headers = table.headers
    if let header = table.header("Plural-Forms") {
      if let parsed = GettextPluralForms(header: header, locale: locale) {
        forms = parsed
      } else {
        headers = headers.map {
          $0.name.lowercased() == "plural-forms" ? TableHeader(name: $0.name, value: forms.header) : $0
        }
        losses.append(
          StringsDiagnostic(
            .warning, code: "replaced-plural-forms",
            message: "the Plural-Forms header '\(header)' does not parse; Herald's '\(forms.header)' was written.",
            locale: locale))
      }
    }
    var entryBlocks: [[String]] = []
    var hasPlural = false
    for entry in table.entries {
      let (lines, isPlural) = write(entry)
      hasPlural = hasPlural || isPlural
      entryBlocks.append(lines)
    }
    if headers.isEmpty {
      headers = [
        TableHeader(name: "Content-Type", value: "text/plain; charset=UTF-8"),
        TableHeader(name: "Content-Transfer-Encoding", value: "8bit"),
        TableHeader(name: "Language", value: locale),
        TableHeader(name: "Plural-Forms", value: forms.header),
      ]
    } else if table.header("Plural-Forms") == nil, hasPlural {
      headers.append(TableHeader(name: "Plural-Forms", value: forms.header))
    }
    if let source = table.sourceLanguage, source != "en", table.header("X-Source-Language") == nil {
      headers.append(TableHeader(name: "X-Source-Language", value: source))
    }
    for member in table.extra {
      losses.append(
        .loss(
          "the top-level member '\(member.key)'", key: "(table)", locale: locale, format: .gettext,
          advice: "gettext files have no place for it."))
    }
    var header: [String] = []
    for name in GettextTable.commentHeaders {
      for field in headers where field.name == name {
        header += Self.comments(
          name, field.value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      }
    }
    header.append("msgid \"\"")
    header.append("msgstr \"\"")
    for field in headers where !GettextTable.commentHeaders.contains(field.name) {
      header.append("\"" + Self.escape("\(field.name): \(field.value)\n") + "\"")
    }
    let text = ([header] + entryBlocks).map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    return TableOutput(text: text, losses: losses)
  }

  /// Comment lines with a marker: `# text`, or `#` alone for an empty line.
  static func comments(_ marker: String, _ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? marker : "\(marker) \($0)" }
  }

  func loss(_ what: String, _ entry: StringEntry, _ advice: String) -> StringsDiagnostic {
    .loss(what, key: entry.key, locale: locale, format: .gettext, advice: advice)
  }

  func member(_ name: String, of entry: StringEntry) -> JSONValue? {
    entry.extra.first { $0.key == name }?.value
  }

  /// The lines of one entry, and whether it is a plural entry.
  mutating func write(_ entry: StringEntry) -> ([String], Bool) {
    let target = entry.localizations[locale]
    let source = sourceLanguage == locale ? nil : entry.localizations[sourceLanguage]
    let unknown = entry.extra.filter { !GettextTable.Member.all.contains($0.key) }
    if !unknown.isEmpty {
      losses.append(
        loss(
          "entry members (\(unknown.map(\.key).joined(separator: ", ")))", entry,
          "gettext keeps only flags, previous strings and comments."))
    }
    if entry.shouldTranslate == false {
      losses.append(loss("'do not translate'", entry, "Say so in the comment for translators."))
    }
    let isObsolete =
      member(GettextTable.Member.obsolete, of: entry)?.boolValue == true || entry.extractionState == "stale"
    if let state = entry.extractionState, state != "stale" {
      losses.append(loss("the extraction state '\(state)'", entry, "gettext only marks obsolete entries (#~)."))
    }

    // The translation: plural cases or one string.
    var targetCases: [String: Localization]?
    var targetUnit: StringUnit?
    if let target {
      if !target.extra.isEmpty {
        losses.append(loss("localization members", entry, "gettext has no place for them."))
      }
      if let variations = target.variations {
        if variations.selector == .plural {
          targetCases = variations.cases
          if target.stringUnit != nil {
            losses.append(loss("a string beside plural variations", entry, "Keep either the string or the variations."))
          }
        } else {
          losses.append(
            loss(
              "\(variations.selector) variations", entry,
              "gettext has one string per message; keep the variations in a String Catalog."))
          targetUnit = target.stringUnit
        }
      } else if !target.substitutions.isEmpty {
        if let flattened = target.flattenedPluralCases() {
          targetCases = Dictionary(flattened, uniquingKeysWith: { first, _ in first })
          losses.append(
            StringsDiagnostic(
              .info, code: "restructured",
              message: "the plural variable was flattened into msgstr[N], each form holding the whole string.",
              key: entry.key, locale: locale))
        } else {
          losses.append(
            loss(
              "substitutions other than one plural variable", entry,
              "Split the string so that it has one plural %#@variable@."))
          targetUnit = target.stringUnit
        }
      } else {
        targetUnit = target.stringUnit
      }
    }

    // The source text.
    var sourceCases: [String: Localization]?
    var sourceText: String?
    if let source {
      if let variations = source.variations, variations.selector == .plural {
        sourceCases = variations.cases
      } else if let flattened = source.flattenedPluralCases() {
        sourceCases = Dictionary(flattened, uniquingKeysWith: { first, _ in first })
      } else {
        sourceText = source.stringUnit?.value
        if source.variations != nil || !source.substitutions.isEmpty {
          losses.append(
            loss("the source's variations or substitutions", entry, "msgid holds the source as one string."))
        }
      }
    }
    let extraMsgid = member(GettextTable.Member.msgid, of: entry)?.stringValue
    let extraPlural = member(GettextTable.Member.msgidPlural, of: entry)?.stringValue
    let isPlural = targetCases != nil || sourceCases != nil || extraPlural != nil
    let msgid: String
    var msgidPlural: String?
    if isPlural {
      let ordered = sourceCases.map { cases in Variations(selector: .plural, cases: cases).orderedCaseNames } ?? []
      let one = sourceCases?["one"]?.value ?? ordered.first.flatMap { sourceCases?[$0]?.value }
      let other = sourceCases?["other"]?.value ?? ordered.last.flatMap { sourceCases?[$0]?.value }
      msgid = extraMsgid ?? one ?? sourceText ?? entry.key
      msgidPlural = extraPlural ?? other ?? msgid
    } else {
      msgid = extraMsgid ?? sourceText ?? entry.key
    }
    // An empty msgid without a context would read back as the header: give it its key as context.
    let msgctxt =
      entry.context ?? member(GettextTable.Member.msgctxt, of: entry)?.stringValue
      ?? (entry.key != msgid || msgid.isEmpty ? entry.key : nil)

    // States.
    var states = Set<String>()
    if let state = targetUnit?.state { states.insert(state) }
    for item in (targetCases ?? [:]).values {
      if let state = item.stringUnit?.state { states.insert(state) }
    }
    let isFuzzy = states.contains("needs_review")
    let otherStates = states.subtracting(["translated", "needs_review"]).sorted()
    if !otherStates.isEmpty {
      losses.append(
        loss(
          "the state \(otherStates.joined(separator: ", "))", entry,
          "gettext knows translated and fuzzy (needs review) entries only."))
    }

    // Comments.
    var lines: [String] = []
    if let comment = entry.translatorComment {
      lines += Self.comments("#", comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    if let comment = entry.comment {
      lines += Self.comments("#.", comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    if !entry.references.isEmpty { lines.append("#: " + entry.references.joined(separator: " ")) }
    var flags = isFuzzy ? ["fuzzy"] : []
    for flag in (member(GettextTable.Member.flags, of: entry)?.stringValue ?? "").split(separator: ",") {
      let trimmed = String(flag).trimmedWhitespace
      if !trimmed.isEmpty, !flags.contains(trimmed) { flags.append(trimmed) }
    }
    if !flags.isEmpty { lines.append("#, " + flags.joined(separator: ", ")) }
    let prefix = isObsolete ? "#~ " : ""
    if let previous = member(GettextTable.Member.previous, of: entry)?.stringValue {
      lines += previous.split(separator: "\n", omittingEmptySubsequences: false).map {
        (isObsolete ? "#~| " : "#| ") + $0
      }
    }

    // Keywords.
    if let msgctxt { lines += Self.keyword("msgctxt", msgctxt, prefix: prefix) }
    lines += Self.keyword("msgid", msgid, prefix: prefix)
    if let msgidPlural {
      lines += Self.keyword("msgid_plural", msgidPlural, prefix: prefix)
      lines += pluralForms(entry, cases: targetCases, singular: targetUnit, prefix: prefix)
    } else {
      lines += Self.keyword("msgstr", targetUnit?.value ?? "", prefix: prefix)
    }
    return (lines, isPlural)
  }

  /// The `msgstr[N]` lines of a plural entry, reporting categories without an index and indices
  /// without a case.
  mutating func pluralForms(
    _ entry: StringEntry, cases: [String: Localization]?, singular: StringUnit?, prefix: String
  ) -> [String] {
    var lines: [String] = []
    guard let cases else {
      if singular != nil {
        losses.append(
          StringsDiagnostic(
            .info, code: "restructured",
            message: "the translation is one string but the entry is plural; it was written for every form.",
            key: entry.key, locale: locale))
      }
      for index in 0..<forms.count {
        lines += Self.keyword("msgstr[\(index)]", singular?.value ?? "", prefix: prefix)
      }
      return lines
    }
    var missing: [String] = []
    for (index, category) in forms.categories.enumerated() {
      let value = cases[category.rawValue]?.stringUnit?.value
      if value == nil { missing.append("\(index) (\(category.rawValue))") }
      lines += Self.keyword("msgstr[\(index)]", value ?? "", prefix: prefix)
    }
    if !missing.isEmpty {
      losses.append(
        StringsDiagnostic(
          .warning, code: "missing-plural-category",
          message: "no case for plural form \(missing.joined(separator: ", ")); an empty msgstr was written, "
            + "so gettext shows the source text for those numbers. Add the case.",
          key: entry.key, locale: locale))
    }
    if cases.values.contains(where: { $0.variations != nil || !$0.substitutions.isEmpty }) {
      losses.append(loss("variations or substitutions inside a plural case", entry, "gettext forms are plain strings."))
    }
    let rules = GettextPluralForms.rules(for: locale)
    let source = rules?.source ?? []
    let names = Variations(selector: .plural, cases: cases).orderedCaseNames
    for name in names where !forms.categories.contains(where: { $0.rawValue == name }) {
      let reason: String
      if let rule = source.first(where: { $0.category.rawValue == name }) {
        reason =
          rule.integerSamples.isEmpty
          ? "only decimals reach it in \(locale), and gettext chooses forms by integers"
          : "the file's Plural-Forms has no form for it"
      } else if PluralCategory(rawValue: name) != nil {
        reason = "\(locale) does not use it"
      } else {
        reason = "gettext has no explicit-value cases"
      }
      losses.append(
        loss(
          "the plural category '\(name)' (\(reason))", entry,
          "Numbers of that category are shown with another form; check that the text still fits."))
    }
    return lines
  }

  /// A keyword and its string: on one line, or as `""` and one line per line feed.
  static func keyword(_ keyword: String, _ value: String, prefix: String) -> [String] {
    var segments: [String] = []
    var current = ""
    for character in value {
      current.append(character)
      if character == "\n" {
        segments.append(current)
        current = ""
      }
    }
    if !current.isEmpty { segments.append(current) }
    guard segments.count > 1 else { return ["\(prefix)\(keyword) \"\(escape(value))\""] }
    return ["\(prefix)\(keyword) \"\""] + segments.map { "\(prefix)\"\(escape($0))\"" }
  }

  /// `text` as the content of a C string.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{07}": output += "\\a"
      case "\u{08}": output += "\\b"
      case "\u{0B}": output += "\\v"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let octal = String(scalar.value, radix: 8)
          output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
