extension Pseudolocalizer {
  /// `table` with a pseudo-translation into `locale` of every entry the development language has:
  /// plain strings, plural and device variations and `%#@name@` substitutions alike, each string
  /// pseudo-translated with its placeholders kept. Plural variations gain the categories
  /// `pluralCategories` names that the source lacks (`few`, `many` for `ar-XB`), copied from
  /// `other`, so that the pseudo-locale passes the checks of a real one.
  ///
  /// Entries marked not to translate keep the source text; entries without a source localization
  /// (a String Catalog key that is its own text) are pseudo-translated from the key.
  public func table(_ table: StringTable, locale: String, pluralCategories: [String]) -> StringTable {
    let source = table.sourceLanguage ?? "en"
    var result = table
    for index in result.entries.indices {
      let entry = result.entries[index]
      let original = entry.localizations[source] ?? entry.localizations["Base"] ?? Localization(value: entry.key)
      result.entries[index].localizations[locale] =
        entry.shouldTranslate == false
        ? original : localization(original, pluralCategories: pluralCategories)
    }
    return result
  }

  private func localization(_ original: Localization, pluralCategories: [String]) -> Localization {
    var result = original
    if let unit = original.stringUnit {
      result.stringUnit = StringUnit(state: "translated", value: transform(unit.value), extra: unit.extra)
    }
    result.variations = original.variations.map { variations($0, pluralCategories: pluralCategories) }
    result.substitutions = original.substitutions.mapValues { substitution in
      var copy = substitution
      copy.variations = substitution.variations.map { variations($0, pluralCategories: pluralCategories) }
      return copy
    }
    return result
  }

  private func variations(_ original: Variations, pluralCategories: [String]) -> Variations {
    var cases = original.cases.mapValues { localization($0, pluralCategories: pluralCategories) }
    if case .plural = original.selector, let other = cases["other"] {
      for category in pluralCategories where cases[category] == nil { cases[category] = other }
    }
    return Variations(selector: original.selector, cases: cases)
  }
}
