/// Strings a locale does not translate, counted per locale: no localization at all, a
/// localization whose every string is `new` or `needs_review` (a gettext `fuzzy` entry, which
/// gettext does not use), or, in a format without states (`.strings`, Android), one equal to the
/// source text (a string copied over; one marked translated is `identical-to-source` instead). In
/// gettext a `msgstr` equal to its `msgid` is a translation someone wrote, not a copy.
///
/// One `untranslated` note per incomplete locale, at its file, with the counts and the first keys,
/// and one summary note for the table. Obsolete entries, entries marked not to translate and
/// entries whose source has no letter outside placeholders (`%@`) are not counted.
enum UntranslatedCheck {
  /// The source text of an entry: its source localization's string, else its key (the msgid of
  /// a gettext key with a context).
  static func sourceText(of entry: StringEntry, _ source: String) -> String {
    entry.localizations[source]?.value ?? entry.localizations[source]?.variations?.cases["other"]?.value
      ?? String(entry.key.split(separator: GettextTable.contextSeparator).last ?? "")
  }

  /// Whether `text` has a letter outside its placeholders: `%@` or `%lld.` has nothing to translate.
  static func hasWords(_ text: String) -> Bool {
    FormatString(text).tokens.contains { token in
      if case .literal(let literal) = token { return literal.contains(where: \.isLetter) }
      return false
    }
  }

  /// How many keys a locale's note names.
  static let namedKeys = 5

  /// The notes for `table`.
  ///
  /// - Parameters:
  ///   - source: The source language, which is not counted.
  ///   - locales: The locales to count; every locale of the table but the source when `nil`.
  ///   - file: The file of each locale's note (a table's only file, or the locale's own).
  static func check(
    _ table: StringTable, source: String, format: TableFormat?, locales: [String]? = nil,
    file: (String?) -> String
  ) -> [StringsDiagnostic] {
    let locales = (locales ?? table.locales).filter { $0 != source && $0 != "Base" }
    let notes = locales.compactMap { locale in
      note(table, locale: locale, source: source, format: format, file: file(locale))
    }
    return notes.map(\.note) + [summary(notes, locales: locales.count, file: file(nil))].compactMap { $0 }
  }

  /// The one summary note of per-locale notes, or `nil` when there is none.
  static func summary(
    _ notes: [(note: StringsDiagnostic, count: Int)], locales: Int, file: String
  ) -> StringsDiagnostic? {
    guard !notes.isEmpty else { return nil }
    let total = notes.map(\.count).reduce(0, +)
    return StringsDiagnostic(
      .info, code: "untranslated",
      message: "\(notes.count) of \(locales) locales are incomplete, \(total) untranslated strings in all.",
      file: file)
  }

  /// The note of one locale, and how many strings it counts, or `nil` when the locale is complete.
  static func note(
    _ table: StringTable, locale: String, source: String, format: TableFormat?, file: String
  ) -> (note: StringsDiagnostic, count: Int)? {
    let entries = table.entries.filter {
      !$0.isObsoleteEverywhere(but: source) && $0.shouldTranslate != false && hasWords(sourceText(of: $0, source))
    }
    var missing: [String] = []
    var unreviewed: [String] = []
    var copied: [String] = []
    for entry in entries {
      guard let localization = entry.localizations[locale], !entry.isObsolete(in: locale) else {
        missing.append(entry.key)
        continue
      }
      if localization.isEntirely(in: ["new", "needs_review"]) {
        unreviewed.append(entry.key)
      } else if format != .gettext, localization.stringUnit?.state == nil, let value = localization.value,
        !value.isEmpty, value == (entry.localizations[source]?.value ?? entry.key), localization.variations == nil
      {
        copied.append(entry.key)
      }
    }
    let keys = missing + unreviewed + copied
    guard !keys.isEmpty else { return nil }
    let named = keys.prefix(namedKeys).map { "'\($0.replacing(GettextTable.contextSeparator, with: "|"))'" }
    var parts = ["\(missing.count) missing", "\(unreviewed.count) new, fuzzy or needing review"]
    if format != .gettext { parts.append("\(copied.count) equal to the source") }
    let note = StringsDiagnostic(
      .info, code: "untranslated",
      message:
        "\(keys.count) of \(entries.count) strings are not translated in \(locale) (\(parts.joined(separator: ", "))): "
        + named.joined(separator: ", ") + (keys.count > namedKeys ? ", …" : "")
        + ". Translate them, or mark the ones that need no translation.",
      file: file, locale: locale)
    return (note, keys.count)
  }
}
