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
    merge(contentsOf: CollectionOfOne(other))
  }

  /// Adds the entries of each of `others` in turn, as ``merge(_:)`` does one by one, indexing
  /// this table's keys once rather than once per table (a folder of many locales).
  ///
  /// - Complexity: O(*n* + *m*) for *n* entries and headers here and *m* in all of `others`.
  public mutating func merge(contentsOf others: some Collection<StringTable>) {
    var indexByKey: [String: Int] = [:]
    indexByKey.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() where indexByKey[entry.key] == nil {
      indexByKey[entry.key] = index
    }
    for other in others {
      sourceLanguage = sourceLanguage ?? other.sourceLanguage
      version = version ?? other.version
      let knownHeaders = Set(headers)
      headers += other.headers.filter { !knownHeaders.contains($0) }
      let knownExtra = Set(extra.map(\.key))
      extra += other.extra.filter { !knownExtra.contains($0.key) }
      localeHeaders.merge(other.localeHeaders) { first, _ in first }
      // Entries are read in place: a join takes only the members it adds (most entries of a
      // folder's translations join one of the source file's).
      for position in other.entries.indices {
        let key = other.entries[position].key
        let added = other.entries[position].localizations
        guard let index = indexByKey[key], entries[index].localizations.agrees(with: added) else {
          indexByKey[key] = indexByKey[key] ?? entries.count
          entries.append(other.entries[position])
          continue
        }
        if entries[index].localizations.capacity < entries[index].localizations.count + added.count {
          // Room for a localization from each table at once, not a rehash per doubling.
          entries[index].localizations.reserveCapacity(entries[index].localizations.count + others.count)
        }
        for (locale, localization) in added where entries[index].localizations.index(forKey: locale) == nil {
          // The first table's localization stays (with its location) where both have one; a new
          // one is moved in, not copied.
          entries[index].localizations.updateValue(consume localization, forKey: locale)
        }
        if !other.entries[position].fileNotes.isEmpty {
          entries[index].fileNotes.merge(other.entries[position].fileNotes) { first, _ in first }
        }
        if entries[index].comment == nil { entries[index].comment = other.entries[position].comment }
      }
    }
  }
}

extension [String: Localization] {
  /// Whether an entry with the localizations `other` can join one with these: the locales both
  /// have hold equal localizations.
  fileprivate func agrees(with other: [String: Localization]) -> Bool {
    // One localization (a file of one locale), absent here: nothing to compare, nothing copied.
    if other.count == 1, let locale = other.keys.first, index(forKey: locale) == nil { return true }
    for (locale, localization) in other {
      if let mine = self[locale], mine != localization { return false }
    }
    return true
  }

}
