extension TableConversion {
  /// The table with every string that has no state marked `translated`, for a String Catalog
  /// written from another format.
  ///
  /// Xcode writes a state on every `stringUnit` (all 33,995 of the 42 catalogs of the corpus apps
  /// have one), and marks the strings it migrates from `.strings` and `.stringsdict` files
  /// `translated`. A string read from a format without states (`.strings`, `.stringsdict`,
  /// Android, a `.po`'s source text, an XLIFF `<target>` without `state`) is what the app shows:
  /// it is translated. Strings that have a state keep it; a String Catalog read is not changed.
  static func withXcodeStates(_ table: StringTable) -> StringTable {
    var table = table
    for index in table.entries.indices {
      for locale in table.entries[index].localizations.keys {
        table.entries[index].localizations[locale]?.markTranslated()
      }
    }
    return table
  }
}

extension Localization {
  /// Gives every string without a state, at any depth, the state `translated`.
  fileprivate mutating func markTranslated() {
    if stringUnit != nil, stringUnit?.state == nil { stringUnit?.state = "translated" }
    if var variations {
      for name in variations.cases.keys { variations.cases[name]?.markTranslated() }
      self.variations = variations
    }
    for name in substitutions.keys {
      guard var nested = substitutions[name]?.variations else { continue }
      for caseName in nested.cases.keys { nested.cases[caseName]?.markTranslated() }
      substitutions[name]?.variations = nested
    }
  }
}
