import Foundation
import HeraldSyntax

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
  /// Entries join only entries with the same key, so a large merge is split by key across the
  /// cores and the parts put back in the order a merge one by one gives.
  ///
  /// - Parameters:
  ///   - others: The tables to add, in order.
  ///   - preparing: An entry of the table at an index of `others` to merge in place of the one
  ///     there, or `nil` to merge that one: what a table keeps as its own is moved apart as it is
  ///     merged, without a changed copy of the whole table.
  /// - Complexity: O(*n* + *m*) for *n* entries and headers here and *m* in all of `others`.
  public mutating func merge(
    contentsOf others: some Collection<StringTable>, preparing: (@Sendable (Int, StringEntry) -> StringEntry?)? = nil
  ) {
    merge(contentsOf: others, preparing: preparing, parts: nil)
  }

  /// ``merge(contentsOf:preparing:)`` in `parts` parts, or as many as the cores when the tables
  /// hold ``entriesPerPart`` entries or more (a test compares the parts with one).
  mutating func merge(
    contentsOf others: some Collection<StringTable>, preparing: (@Sendable (Int, StringEntry) -> StringEntry?)?,
    parts: Int?
  ) {
    for other in others {
      sourceLanguage = sourceLanguage ?? other.sourceLanguage
      version = version ?? other.version
      let knownHeaders = Set(headers)
      headers += other.headers.filter { !knownHeaders.contains($0) }
      let knownExtra = Set(extra.map(\.key))
      extra += other.extra.filter { !knownExtra.contains($0.key) }
      localeHeaders.merge(other.localeHeaders) { first, _ in first }
    }
    let tables = Array(others)
    let total = tables.reduce(entries.count) { $0 + $1.entries.count }
    let parts = parts ?? (total < Self.entriesPerPart ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8))
    guard parts > 1 else {
      // On one core the entries here are joined to in place, as they are.
      var ranks: [Int]?
      Self.join(tables, into: &entries, ranks: &ranks, firstRank: entries.count, preparing: preparing) { _ in true }
      return
    }
    let joined = ConcurrentResults<(entries: [StringEntry], ranks: [Int])>(count: parts)
    let base = entries
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let inPart = { (key: String) in Self.part(of: key, among: parts) == part }
      var ranks: [Int]? = []
      var own: [StringEntry] = []
      for position in base.indices where inPart(base[position].key) {
        own.append(base[position])
        ranks?.append(position)
      }
      Self.join(tables, into: &own, ranks: &ranks, firstRank: base.count, preparing: preparing, inPart: inPart)
      joined.set(part, (own, ranks ?? []))
    }
    entries = Self.inRankOrder(joined.values)
  }

  /// Fewer entries than this in all are merged on one core.
  static let entriesPerPart = 8192

  /// Adds the entries of `tables` whose key is `inPart` to `entries`: each joins the first entry
  /// with its key when their common locales agree, else is appended as its own entry. `ranks`,
  /// when given, gets the rank of each appended entry in a merge one by one (the tables' entries
  /// counted from `firstRank`).
  private static func join(
    _ tables: [StringTable], into entries: inout [StringEntry], ranks: inout [Int]?, firstRank: Int,
    preparing: (@Sendable (Int, StringEntry) -> StringEntry?)?, inPart: (String) -> Bool
  ) {
    var indexByKey: [String: Int] = [:]
    indexByKey.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() where indexByKey[entry.key] == nil { indexByKey[entry.key] = index }
    var rank = firstRank
    // A join takes only the members it adds (most entries of a folder's translations join one of
    // the source file's): entries are read in place, not copied.
    func join(_ entry: StringEntry) {
      guard let index = indexByKey[entry.key], entries[index].localizations.agrees(with: entry.localizations) else {
        indexByKey[entry.key] = indexByKey[entry.key] ?? entries.count
        entries.append(entry)
        ranks?.append(rank)
        return
      }
      // A folder's files each add a locale to the source file's entries: room for all at once.
      if entries[index].localizations.count == 1 { entries[index].localizations.reserveCapacity(tables.count + 1) }
      for (locale, localization) in entry.localizations {
        // The first table's localization stays (with its location) where both have one.
        entries[index].localizations.insertIfAbsent(localization, forKey: locale)
      }
      if !entry.fileNotes.isEmpty {
        entries[index].fileNotes.merge(entry.fileNotes) { first, _ in first }
      }
      if entries[index].comment == nil { entries[index].comment = entry.comment }
    }
    for (table, other) in tables.enumerated() {
      for position in other.entries.indices {
        defer { rank += 1 }
        guard inPart(other.entries[position].key) else { continue }
        if let preparing, let prepared = preparing(table, other.entries[position]) {
          join(prepared)
        } else {
          join(other.entries[position])
        }
      }
    }
  }

  /// The part a key's entries are merged in: FNV-1a of its length and last bytes (keys share
  /// prefixes more than endings), which needs no seed, so that every part sees the same split.
  private static func part(of key: String, among parts: Int) -> Int {
    func hash(_ bytes: some Collection<UInt8>) -> UInt32 {
      var hash: UInt32 = 2_166_136_261 ^ UInt32(truncatingIfNeeded: bytes.count)
      for byte in bytes.suffix(4) { hash = (hash ^ UInt32(truncatingIfNeeded: byte)) &* 16_777_619 }
      return hash
    }
    // A native string's bytes are read in place; a bridged one's through its view.
    let value = key.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(key.utf8)
    return Int(truncatingIfNeeded: value % UInt32(truncatingIfNeeded: parts))
  }

  /// The entries of every part, each part in rank order, in rank order.
  private static func inRankOrder(_ parts: [(entries: [StringEntry], ranks: [Int])]) -> [StringEntry] {
    var merged: [StringEntry] = []
    merged.reserveCapacity(parts.reduce(0) { $0 + $1.entries.count })
    var next = Array(repeating: 0, count: parts.count)
    while true {
      var first: Int?
      for part in parts.indices where next[part] < parts[part].ranks.count {
        if let chosen = first, parts[chosen].ranks[next[chosen]] < parts[part].ranks[next[part]] { continue }
        first = part
      }
      guard let part = first else { return merged }
      merged.append(parts[part].entries[next[part]])
      next[part] += 1
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

  /// Adds `value` under `key` unless the key has a value, hashing the key once.
  fileprivate mutating func insertIfAbsent(_ value: Localization, forKey key: String) {
    func keep(_: inout Localization) {}
    keep(&self[key, default: value])
  }
}
