extension TableConversion {
  /// Formats with no state for a translation that is not in use: what they hold, the app shows.
  static let holdsOnlyLiveTranslations: Set<TableFormat> = [.strings, .stringsdict, .android]

  /// The table without the translations gettext does not use, when the target would make them
  /// live: a fuzzy translation (msgfmt leaves it out of the `.mo`) read from a `.po`, and an
  /// obsolete (`#~`) one from any format that kept gettext's mark; an entry obsolete in every file
  /// goes whole, its source text too. Each is named per entry and locale. Targets with states
  /// (gettext, XLIFF) keep them, as they keep the state. A String Catalog keeps fuzzy ones (as
  /// `needs_review`) and entries obsolete everywhere (as `stale`), but has no state for a
  /// translation obsolete in its locale's file only: it is withheld.
  ///
  /// A String Catalog's `needs_review` is not withheld: Xcode builds it into the app.
  func withholdingUnused(_ table: StringTable, readAs source: TableFormat) -> (StringTable, [StringsDiagnostic]) {
    let withholdsAll = Self.holdsOnlyLiveTranslations.contains(format)
    guard withholdsAll || format == .xcstrings else { return (table, []) }
    let sourceLanguage = table.sourceLanguage ?? reader.sourceLocale
    var result = table
    var withheld: [StringsDiagnostic] = []
    result.entries = table.entries.compactMap { entry in
      // gettext's mark, not a String Catalog's stale state (Xcode still builds stale strings).
      let isMarked =
        entry.hasObsoleteMark || (!entry.fileNotes.isEmpty && entry.fileNotes.values.allSatisfy(\.isObsolete))
      let isObsoleteEverywhere = isMarked && entry.isObsoleteEverywhere(but: sourceLanguage)
      if isObsoleteEverywhere, !withholdsAll { return entry }
      if isObsoleteEverywhere {
        withheld.append(notice("the obsolete (#~) entry", entry, locale: nil))
        return nil
      }
      var kept = entry
      for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        if entry.isObsolete(in: locale) {
          kept.localizations[locale] = nil
          withheld.append(notice("the obsolete (#~) translation", entry, locale: locale, keepers: "gettext or XLIFF"))
        } else if withholdsAll, source == .gettext, localization.isEntirely(in: ["needs_review"]) {
          kept.localizations[locale] = nil
          withheld.append(notice("the fuzzy translation", entry, locale: locale))
        }
      }
      return kept
    }
    return (result, withheld)
  }

  /// - Parameter keepers: The formats that keep it with its state.
  private func notice(
    _ what: String, _ entry: StringEntry, locale: String?, keepers: String = "gettext, .xcstrings or XLIFF"
  ) -> StringsDiagnostic {
    var diagnostic = StringsDiagnostic(
      .warning, code: "not-representable",
      message: "\(format.rawValue) has no state for \(what), which gettext does not use: it was not written, so "
        + "that it does not become live. Review it in the .po, or write \(keepers) to keep it.",
      key: entry.key, locale: locale)
    if let location = entry.localizations[locale ?? ""]?.location ?? entry.location {
      diagnostic.location = location
      diagnostic.file = location.file
    }
    return diagnostic
  }
}
