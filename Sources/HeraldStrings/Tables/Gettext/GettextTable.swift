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
/// - **Key**: `msgid` (see below for entries with `msgctxt`).
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
///   in every `.pot`) means no translation; an empty `msgstr[N]` beside filled ones is an empty
///   case (the validator's `empty-plural-form`). When the file's `Plural-Forms` gives two forms
///   one CLDR category (a Ukrainian `n==1` form beside CLDR `one`), the case holds the first and
///   the localization's extra member `msgstr` holds every form in order, so that no form is
///   merged away; other formats report that member as one they cannot hold.
/// - **Key**: with a `msgctxt`, the key is `msgctxt` U+0004 `msgid` (as gettext's `.mo` files key
///   it), and ``StringEntry/context`` holds the `msgctxt`: entries that share a context but not a
///   `msgid` never collide. A file with the header `X-Herald-Key: msgctxt` keys a message with a
///   context by the context alone, as Herald writes tables whose keys are ids (``GettextKey``).
///   The state is `"needs_review"` when the entry is `fuzzy`, else `"translated"`.
/// - **Comments**: `# ` → ``StringEntry/translatorComment``, `#.` → ``StringEntry/comment``
///   (lines joined with line feeds), `#:` → ``StringEntry/references`` (split at spaces); flags
///   other than the `fuzzy` of a translated entry → extra member `flags` (`"c-format, no-wrap"`);
///   `#|` previous-message lines → extra member `previous` (the lines after `#| `, joined with
///   line feeds).
/// - **Obsolete entries** (`#~`): ``StringEntry/extractionState`` `"stale"`, and extra member
///   `obsolete: true` in a template or the source language's file; written back with `#~`.
/// - **Per file**: in a translation file (a `.po` whose locale is not the source language), the translator
///   comment, the flags, the previous strings and the obsolete mark go to the entry's
///   ``StringEntry/fileNotes`` for the locale instead, so that merged with the other locales'
///   files each keeps its own (``FileNotes``).
/// - **Header** (the entry whose `msgid` is empty): its `Name: value` lines become
///   ``StringTable/headers`` in order. Its comments come first, as headers named after their
///   marker: `#` (translator comments), `#.`, `#:`, `#,` (flags, such as the `fuzzy` of a
///   template's header) and `#|`, each value holding the lines joined with line feeds. A line of
///   the header that is not `Name: value` (a blank line) is a header with an empty name.
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
/// `Plural-Forms` that does not parse is replaced by Herald's when writing (warning
/// `replaced-plural-forms`), and refused when reading, as gettext's tools refuse it: reading throws
/// for a header that does not parse, has `nplurals` over 16, or a `msgstr[N]` with N ≥ `nplurals`.
/// An entry whose `msgid` would be empty gets its key as `msgctxt`, so that it is not read back
/// as the header. Reading refuses `msgstr[N]` beyond `nplurals`, and ignores comments after the last
/// entry.
struct GettextTable: TableCodec {
  /// The format: ``TableFormat/gettext``.
  var format: TableFormat { .gettext }
  /// One locale per file.
  var holdsManyLocales: Bool { false }
  /// The name of the table the file holds, when it is not the default table: written as the
  /// header `X-Herald-Table`, which gives the table its name back on reading (gettext files have
  /// no table names).
  var tableName: String?
  /// The header naming the table a file holds.
  static let tableHeader = "X-Herald-Table"
  /// The header that names the file's locale where its name spells another (`sr_Latn`, an
  /// `.lproj` name, is written to `sr@latin.po`, which reads as `sr-Latn`).
  static let localeHeader = "X-Herald-Locale"

  /// Extra members of an entry that this codec reads and writes.
  enum Member {
    static let flags = "flags"
    static let previous = "previous"
    static let obsolete = "obsolete"
    static let msgctxt = "msgctxt"
    static let msgid = "msgid"
    static let msgidPlural = "msgid_plural"
    /// On a plural translation: every `msgstr[N]` in order, when the file's `Plural-Forms` gives
    /// two forms one CLDR category (the cases hold the first; this keeps the others).
    static let msgstr = "msgstr"
    static let all: Set<String> = [flags, previous, obsolete, msgctxt, msgid, msgidPlural, msgstr]
  }

  /// What joins `msgctxt` and `msgid` in a key: U+0004, as in gettext's `.mo` files and `pgettext`.
  static let contextSeparator = "\u{04}"

  /// Every form of a plural entry, in index order, when the cases alone would lose one: a form
  /// whose category is also an earlier form's, or forms beyond `nplurals`; `nil` otherwise.
  static func nativeForms(
    _ written: [(index: Int, text: String, location: SourceLocation)], forms: GettextPluralForms
  ) -> JSONValue? {
    let texts = written.map(\.text)
    // More or fewer forms than nplurals (an untranslated entry gettext does not check) are kept as written.
    if texts.count != forms.count { return .array(texts.map { .string($0) }) }
    guard Set(forms.categories).count < forms.count else { return nil }
    let hidden = forms.categories.indices.contains { index in
      forms.categories.firstIndex(of: forms.categories[index]) != index
        && texts[index] != texts[forms.categories.firstIndex(of: forms.categories[index]) ?? index]
    }
    return hidden ? .array(texts.map { .string($0) }) : nil
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
    // The header names a language (`en`, `en_US`); a value that is none (`C`) is not taken for one.
    let sourceLanguage =
      table.header("X-Source-Language").flatMap { TableLocale.gettextLocale($0.trimmedWhitespace) } ?? "en"
    table.sourceLanguage = sourceLanguage
    let locale = table.header(Self.localeHeader).flatMap { $0.isEmpty ? nil : $0 } ?? locale
    var forms = GettextPluralForms(locale: locale)
    var hasOwnForms = false
    // A template's placeholder (`nplurals=INTEGER; plural=EXPRESSION;`) is no header yet.
    if let header = table.header("Plural-Forms"), !header.contains("INTEGER") {
      let headerEntry = raws.first { $0.msgid == "" && $0.msgctxt == nil && !$0.isObsolete }
      let line = headerEntry?.headerLines.first { $0.text.lowercased().hasPrefix("plural-forms") }?.line
      let place = line.map { SourceLocation(file: file, line: $0, column: 1) } ?? headerEntry?.msgstrLocation
      forms = try Self.pluralForms(header, locale: locale, at: place)
      hasOwnForms = true
    }
    table.entries = []
    table.entries.reserveCapacity(entries.count)
    let keysAreContexts = GettextKey.keysAreContexts(table.headers)
    for raw in entries {
      try Self.checkIndices(raw, forms: forms)
      var entry = entry(
        from: raw, forms: forms, sourceLanguage: sourceLanguage, locale: locale, keysAreContexts: keysAreContexts,
        isTemplate: file.hasSuffix(".pot"))
      if !hasOwnForms {
        entry.extra.removeAll { $0.key == Member.msgstr }
        entry.fileNotes[locale]?.emptyForms = nil
      }
      entry.fileNotes[locale]?.position = table.entries.count
      table.entries.append(entry)
    }
    return table
  }

  /// Refuses what gettext's tools refuse in a plural entry: indices out of order (`msgstr[0]`,
  /// `msgstr[2]`), and, in a translated entry (`msgstr[0]` not empty, not fuzzy or obsolete,
  /// which `msgfmt --check` skips), a `msgstr[N]` with N ≥ `nplurals`.
  static func checkIndices(_ raw: RawEntry, forms: GettextPluralForms) throws(StringTableError) {
    for (expected, form) in raw.pluralForms.enumerated() where form.index != expected {
      throw .malformed(
        form.location, reason: "msgstr[\(form.index)] where msgstr[\(expected)] was expected",
        advice: "Number the forms msgstr[0], msgstr[1], … in order (msgfmt refuses the file too).")
    }
    let isTranslated = raw.pluralForms.first.map { !$0.text.isEmpty } ?? false
    guard isTranslated, !raw.isObsolete, !raw.flags.contains("fuzzy") else { return }
    if let form = raw.pluralForms.first(where: { $0.index >= forms.count }) {
      throw .malformed(
        form.location, reason: "msgstr[\(form.index)] but the Plural-Forms header has nplurals=\(forms.count)",
        advice: "Remove the form, or correct nplurals in the header (msgfmt --check refuses the file too).")
    }
  }

  /// Herald's limit on `nplurals`: gettext's own tools accept any number, but no language has
  /// more than six forms.
  static let maximumPluralForms = 16

  /// The forms of a file's `Plural-Forms` header; gettext treats a header it cannot use as fatal,
  /// and so does Herald.
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` at the header when the value does
  ///   not parse, has no forms, or more than ``maximumPluralForms``.
  static func pluralForms(
    _ header: String, locale: String, at location: SourceLocation?
  ) throws(StringTableError) -> GettextPluralForms {
    let place = location ?? SourceLocation(file: "", line: 1, column: 1)
    if let (count, _) = GettextPluralForms.parseHeader(header), count > maximumPluralForms {
      throw .malformed(
        place, reason: "the Plural-Forms header has nplurals=\(count), over Herald's limit of \(maximumPluralForms)",
        advice: "No language has more than six plural forms; correct nplurals.")
    }
    guard let forms = GettextPluralForms(header: header, locale: locale) else {
      throw .malformed(
        place,
        reason: "the Plural-Forms header '\(header.count > 80 ? header.prefix(80) + "…" : header)' does not parse",
        advice: "Write it as gettext does: Plural-Forms: nplurals=2; plural=(n != 1); (msgfmt refuses the file too).")
    }
    return forms
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
    var lines = (raw.msgstr ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for line in lines {
      // A line that is no field (a blank line, the rest of a value someone wrapped) is kept as a
      // nameless header, so that the header is written back as it was.
      guard let colon = line.firstIndex(of: ":") else {
        headers.append(TableHeader(name: "", value: String(line)))
        continue
      }
      headers.append(
        TableHeader(
          name: String(line[..<colon]),
          value: String(line[line.index(after: colon)...].dropFirst(hasSpace(line, colon) ? 1 : 0))))
    }
    return headers
  }

  /// Whether the header line has a space after its colon (which the writer puts back).
  private static func hasSpace(_ line: Substring, _ colon: Substring.Index) -> Bool {
    line.index(after: colon) < line.endIndex && line[line.index(after: colon)] == " "
  }

  /// The model entry of a parsed entry.
  private func entry(
    from raw: RawEntry, forms: GettextPluralForms, sourceLanguage: String, locale: String, keysAreContexts: Bool,
    isTemplate: Bool
  ) -> StringEntry {
    let msgid = raw.msgid ?? ""
    let name = GettextKey(msgctxt: raw.msgctxt, msgid: msgid, keysAreContexts: keysAreContexts)
    let location = raw.location
    var entry = StringEntry(
      key: name.key, comment: raw.extracted.isEmpty ? nil : raw.extracted.joined(separator: "\n"),
      translatorComment: raw.translator.isEmpty ? nil : raw.translator.joined(separator: "\n"),
      context: name.context, references: raw.references, location: location)
    var flags = raw.flags
    let state = flags.contains("fuzzy") ? "needs_review" : "translated"
    var target: Localization?
    if raw.msgidPlural != nil {
      var cases: [String: Localization] = [:]
      // An untranslated entry has every form empty; a partly translated one keeps its empty forms
      // (as empty cases, which the validator reports), so that they are written back.
      let isTranslated = raw.pluralForms.contains { !$0.text.isEmpty }
      for form in raw.pluralForms where isTranslated && form.index < forms.count {
        let category = forms.categories[form.index].rawValue
        if cases[category] == nil {
          cases[category] = Localization(value: form.text, state: state, location: form.location)
        }
      }
      if !cases.isEmpty {
        target = Localization(
          variations: Variations(selector: .plural, cases: cases), location: raw.pluralForms.first?.location)
        if let native = Self.nativeForms(raw.pluralForms, forms: forms) {
          target?.extra.append(JSONMember(Member.msgstr, native))
        }
      }
    } else if let msgstr = raw.msgstr, !msgstr.isEmpty {
      target = Localization(value: msgstr, state: state, location: raw.msgstrLocation)
    }
    // An untranslated entry with another number of (empty) forms than nplurals, kept as written.
    var emptyForms: Int?
    if let target {
      entry.localizations[locale] = target
      flags.removeAll { $0 == "fuzzy" }
    } else if raw.msgidPlural != nil, raw.pluralForms.count != forms.count {
      emptyForms = raw.pluralForms.count
    }
    // A translation file's comments, flags, previous strings and obsolete mark are its own; a
    // template's are every locale's.
    let isTranslationFile = locale != sourceLanguage && !isTemplate
    if isTranslationFile {
      entry.fileNotes[locale] = FileNotes(
        translatorComment: entry.translatorComment, comment: entry.comment, references: entry.references, flags: flags,
        previous: raw.previous.isEmpty ? nil : raw.previous.joined(separator: "\n"), isObsolete: raw.isObsolete,
        emptyForms: emptyForms)
      entry.translatorComment = nil
    } else {
      if let emptyForms {
        entry.extra.append(JSONMember(Member.msgstr, .array(Array(repeating: .string(""), count: emptyForms))))
      }
      if !flags.isEmpty { entry.extra.append(JSONMember(Member.flags, .string(flags.joined(separator: ", ")))) }
      if !raw.previous.isEmpty {
        entry.extra.append(JSONMember(Member.previous, .string(raw.previous.joined(separator: "\n"))))
      }
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
    } else if name.hasContext {
      source = Localization(value: msgid, location: raw.msgidLocation)
    }
    if let source {
      if sourceLanguage == locale {
        // The source-language file's translation is its source text: the msgid needs no member
        // when the writer takes the same text from the translation (an `en.po` written from ids).
        if !Self.holdsSource(target, msgid: msgid, plural: raw.msgidPlural) {
          entry.extra.append(JSONMember(Member.msgid, .string(msgid)))
          if let plural = raw.msgidPlural { entry.extra.append(JSONMember(Member.msgidPlural, .string(plural))) }
        }
      } else {
        entry.localizations[sourceLanguage] = source
      }
    }
    if !name.hasContext, let empty = raw.msgctxt {
      entry.extra.append(JSONMember(Member.msgctxt, .string(empty)))
    }
    if raw.isObsolete {
      // Stale for formats without files per locale; merged with other locales' files, an entry
      // live in one of them is not (StringTableReader).
      entry.extractionState = "stale"
      if !isTranslationFile { entry.extra.append(JSONMember(Member.obsolete, .bool(true))) }
    }
    return entry
  }

  /// Whether a source-language translation gives the writer back `msgid` (and `msgid_plural`):
  /// the string, or the `one` and `other` cases (else the first and last).
  static func holdsSource(_ target: Localization?, msgid: String, plural: String?) -> Bool {
    guard let target else { return false }
    guard let plural else { return target.variations == nil && target.stringUnit?.value == msgid }
    guard let variations = target.variations, variations.selector == .plural else { return false }
    let names = variations.orderedCaseNames
    let one = variations.cases["one"] ?? names.first.flatMap { variations.cases[$0] }
    let other = variations.cases["other"] ?? names.last.flatMap { variations.cases[$0] }
    return one?.value == msgid && other?.value == plural
  }

  // MARK: Writing

  /// Writes the translations of `locale` as a `.po` file: the header entry, then the entries in
  /// order.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    var writer = GettextWriter(table: table, locale: locale, tableName: tableName)
    return writer.write()
  }
}
