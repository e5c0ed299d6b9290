extension StringTable {
  /// This table with the entries of `other` added: an entry whose key is already here and that
  /// brings localizations for other locales joins that entry; any other entry is appended (so a
  /// key translated twice for one locale stays twice, and nothing is lost).
  ///
  /// The first table's source language, version and comments win; headers are concatenated.
  public func merging(_ other: StringTable) -> StringTable {
    var merged = self
    merged.sourceLanguage = sourceLanguage ?? other.sourceLanguage
    merged.version = version ?? other.version
    merged.headers += other.headers.filter { !merged.headers.contains($0) }
    merged.extra += other.extra.filter { member in !merged.extra.contains { $0.key == member.key } }
    var indexByKey: [String: Int] = [:]
    for (index, entry) in merged.entries.enumerated() where indexByKey[entry.key] == nil {
      indexByKey[entry.key] = index
    }
    for entry in other.entries {
      if let index = indexByKey[entry.key],
        Set(merged.entries[index].localizations.keys).isDisjoint(with: entry.localizations.keys)
      {
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
