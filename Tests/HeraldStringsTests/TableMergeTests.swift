import Testing

@testable import HeraldStrings

/// A large merge is split by key across the cores and put back in order: it must give exactly
/// what a merge in one part gives, entry order, joins and kept duplicates included.
@Suite("Merging many tables")
struct TableMergeTests {
  /// `count` single-locale tables of `keys` entries each: keys shared across tables (joined),
  /// some tables giving a locale twice with another value (kept as a second entry), comments
  /// on some entries, and keys of one table only.
  static func tables(count: Int, keys: Int) -> [StringTable] {
    (0..<count).map { table in
      var result = StringTable(sourceLanguage: "en")
      let locale = table == 0 ? "en" : "l\(table % 7)"
      for key in 0..<keys {
        let name = key % 5 == 0 ? "only-\(table)-\(key)" : "key.\(key)"
        var entry = StringEntry(key: name)
        let value = key % 11 == 0 ? "\(name) in \(locale) of table \(table)" : "\(name) in \(locale)"
        entry.localizations[locale] = Localization(value: value)
        if key % 13 == 0 { entry.comment = "comment \(table)" }
        result.entries.append(entry)
      }
      return result
    }
  }

  @Test("A merge in several parts gives the entries of a merge in one part, in the same order")
  func partsAgree() {
    let tables = Self.tables(count: 12, keys: 900)
    var one = StringTable(sourceLanguage: "en")
    one.merge(contentsOf: tables, preparing: nil, parts: 1)
    for parts in [2, 3, 8] {
      var split = StringTable(sourceLanguage: "en")
      split.merge(contentsOf: tables, preparing: nil, parts: parts)
      #expect(split.entries.map(\.key) == one.entries.map(\.key), "\(parts) parts")
      #expect(split == one, "\(parts) parts")
    }
    // Joined entries hold every locale; a locale given twice differently stays a second entry.
    #expect(one.entries.first { $0.key == "key.1" }?.localizations.count == 8, "en and l0 … l6")
    #expect(one.entries.filter { $0.key == "key.11" }.count > 1)
  }

  @Test("A merge into a table with entries keeps them first and joins to them, in parts as in one")
  func partsAgreeOnABase() {
    let tables = Self.tables(count: 6, keys: 600)
    var base = StringTable(sourceLanguage: "en")
    base.merge(contentsOf: tables.prefix(1), preparing: nil, parts: 1)
    var one = base
    one.merge(contentsOf: tables.dropFirst(), preparing: nil, parts: 1)
    var split = base
    split.merge(contentsOf: tables.dropFirst(), preparing: nil, parts: 4)
    #expect(split == one)
    #expect(Array(split.entries.prefix(base.entries.count).map(\.key)) == base.entries.map(\.key))
  }

  @Test("A prepared entry is merged in place of the one read")
  func preparing() {
    let tables = Self.tables(count: 3, keys: 50)
    var merged = StringTable(sourceLanguage: "en")
    merged.merge(
      contentsOf: tables,
      preparing: { table, entry in
        guard table > 0, entry.comment != nil else { return nil }
        var entry = entry
        entry.comment = nil
        return entry
      }, parts: 2)
    #expect(merged.entries.filter { $0.comment != nil }.allSatisfy { $0.comment == "comment 0" })
  }
}
