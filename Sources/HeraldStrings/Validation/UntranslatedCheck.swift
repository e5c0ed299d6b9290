/// Strings a locale does not translate, counted per locale: no localization at all, a
/// localization whose every string is `new` or `needs_review` (a gettext `fuzzy` entry, which
/// gettext does not use), or, in a format without states (`.strings`, Android), one equal to the
/// source text (a string copied over; one marked translated is `identical-to-source` instead). In
/// gettext a `msgstr` equal to its `msgid` is a translation someone wrote, not a copy.
///
/// One `untranslated` note per incomplete locale, at its file, with the counts and the first keys,
/// and one summary note for the table. Obsolete entries and entries marked not to translate are
/// not counted.
enum UntranslatedCheck {
  /// How many keys a locale's note names.
  static let namedKeys = 5

  /// The notes for `table`.
  ///
  /// - Parameters:
  ///   - source: The source language, which is not counted.
  ///   - file: The file of each locale's note (a table's only file, or the locale's own).
  static func check(
    _ table: StringTable, source: String, format: TableFormat?, file: (String?) -> String
  ) -> [StringsDiagnostic] {
    let locales = table.locales.filter { $0 != source && $0 != "Base" }
    let entries = table.entries.filter { !$0.isObsoleteEverywhere(but: source) && $0.shouldTranslate != false }
    guard !locales.isEmpty, !entries.isEmpty else { return [] }
    var findings: [StringsDiagnostic] = []
    var total = 0
    for locale in locales {
      var missing: [String] = []
      var unreviewed: [String] = []
      var copied: [String] = []
      for entry in entries {
        guard let localization = entry.localizations[locale], !localization.isObsolete else {
          missing.append(entry.key)
          continue
        }
        if localization.isEntirely(in: ["new", "needs_review"]) {
          unreviewed.append(entry.key)
        } else if format != .gettext, localization.stringUnit?.state == nil, let value = localization.value,
          !value.isEmpty,
          value == (entry.localizations[source]?.value ?? entry.key), value.contains(where: \.isLetter),
          localization.variations == nil
        {
          copied.append(entry.key)
        }
      }
      let keys = missing + unreviewed + copied
      guard !keys.isEmpty else { continue }
      total += keys.count
      let named = keys.prefix(namedKeys).map {
        "'\($0.replacing(GettextTable.contextSeparator, with: "|"))'"
      }
      var parts = ["\(missing.count) missing", "\(unreviewed.count) new, fuzzy or needing review"]
      if format != .gettext { parts.append("\(copied.count) equal to the source") }
      findings.append(
        StringsDiagnostic(
          .info, code: "untranslated",
          message:
            "\(keys.count) of \(entries.count) strings are not translated in \(locale) (\(parts.joined(separator: ", "))): "
            + named.joined(separator: ", ") + (keys.count > namedKeys ? ", …" : "")
            + ". Translate them, or mark the ones that need no translation.",
          file: file(locale), locale: locale))
    }
    if !findings.isEmpty {
      findings.append(
        StringsDiagnostic(
          .info, code: "untranslated",
          message:
            "\(findings.count) of \(locales.count) locales are incomplete, \(total) untranslated strings in all "
            + "(\(entries.count) strings per locale).",
          file: file(nil)))
    }
    return findings
  }
}
