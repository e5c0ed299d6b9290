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
