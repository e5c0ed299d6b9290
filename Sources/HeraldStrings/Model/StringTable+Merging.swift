extension StringTable {
  /// This table with the entries of `other` added: an entry whose key is already here joins that
  /// entry when the localizations they share are equal (a gettext file repeats the source text of
  /// its plurals); any other entry is appended (so a key translated twice differently for one
  /// locale stays twice, and nothing is lost).
  ///
  /// The first table's source language, version and comments win; headers are concatenated;
  /// each locale's own headers (``StringTable/localeHeaders``) are kept, the first table's first.
  public func merging(_ other: StringTable) -> StringTable {
    var merged = self
    merged.sourceLanguage = sourceLanguage ?? other.sourceLanguage
    merged.version = version ?? other.version
    merged.headers += other.headers.filter { !merged.headers.contains($0) }
    merged.extra += other.extra.filter { member in !merged.extra.contains { $0.key == member.key } }
    merged.localeHeaders.merge(other.localeHeaders) { first, _ in first }
    var indexByKey: [String: Int] = [:]
    for (index, entry) in merged.entries.enumerated() where indexByKey[entry.key] == nil {
      indexByKey[entry.key] = index
    }
    for entry in other.entries {
      if let index = indexByKey[entry.key], merged.entries[index].agrees(with: entry) {
        merged.entries[index].localizations.merge(entry.localizations) { first, _ in first }
        if merged.entries[index].comment == nil { merged.entries[index].comment = entry.comment }
      } else {
        indexByKey[entry.key] = indexByKey[entry.key] ?? merged.entries.count
        merged.entries.append(entry)
      }
    }
    return merged
  }
}

extension StringEntry {
  /// Whether `other` can join this entry: the locales both have hold equal localizations.
  fileprivate func agrees(with other: StringEntry) -> Bool {
    other.localizations.allSatisfy { locale, localization in
      localizations[locale].map { $0 == localization } ?? true
    }
  }
}
