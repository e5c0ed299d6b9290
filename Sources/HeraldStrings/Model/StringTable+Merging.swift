extension StringTable {
  /// This table with the entries of `other` added: an entry whose key is already here joins that
  /// entry when the localizations they share are equal (a gettext file repeats the source text of
  /// its plurals); any other entry is appended (so a key translated twice differently for one
  /// locale stays twice, and nothing is lost).
  ///
  /// The first table's source language, version and comments win; each locale's file notes
  /// (``StringEntry/fileNotes``) are kept, the first table's first; headers are concatenated;
  /// each locale's own headers (``StringTable/localeHeaders``) are kept, the first table's first.
  public func merging(_ other: StringTable) -> StringTable {
    var merged = self
    merged.merge(other)
    return merged
  }

  /// Adds the entries of `other` to this table, as ``merging(_:)`` does, in place (merging many
  /// tables one by one this way copies none of them).
  ///
  /// - Complexity: O(*n* + *m*) for *n* entries and headers here and *m* in `other`.
  public mutating func merge(_ other: StringTable) {
    sourceLanguage = sourceLanguage ?? other.sourceLanguage
    version = version ?? other.version
    let knownHeaders = Set(headers)
    headers += other.headers.filter { !knownHeaders.contains($0) }
    let knownExtra = Set(extra.map(\.key))
    extra += other.extra.filter { !knownExtra.contains($0.key) }
    localeHeaders.merge(other.localeHeaders) { first, _ in first }
    var indexByKey: [String: Int] = [:]
    for (index, entry) in entries.enumerated() where indexByKey[entry.key] == nil {
      indexByKey[entry.key] = index
    }
    for entry in other.entries {
      if let index = indexByKey[entry.key], entries[index].agrees(with: entry) {
        entries[index].localizations.merge(entry.localizations) { first, _ in first }
        entries[index].fileNotes.merge(entry.fileNotes) { first, _ in first }
        if entries[index].comment == nil { entries[index].comment = entry.comment }
      } else {
        indexByKey[entry.key] = indexByKey[entry.key] ?? entries.count
        entries.append(entry)
      }
    }
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
