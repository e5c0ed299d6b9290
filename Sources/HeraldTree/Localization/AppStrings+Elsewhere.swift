/// Another entry of the app's tables that translates a development-language text: the translator's
/// own word for it, which makes a copy of the text elsewhere in the same language an untranslated one.
public struct TranslationElsewhere: Sendable, Hashable {
  /// The entry's key.
  public var key: String
  /// The file of the entry's translation, as the tables name it.
  public var path: String
  /// The translation.
  public var value: String

  /// Creates an entry.
  public init(key: String, path: String, value: String) {
    self.key = key
    self.path = path
    self.value = value
  }
}

extension AppStrings {
  /// Where the app's tables translate `source` into `locale` other than as `source` itself, in
  /// another entry than `key` of table `id`: an entry whose development-language value is `source`
  /// (or, with none, whose key is: a String Catalog keyed by its English text), not plural, not
  /// marked not to translate, translated into `locale` by a text with letters. The first by file and
  /// key; `nil` when no other entry translates it.
  ///
  /// An app whose translator wrote “アップロード” for “Upload” in one table did not keep “Upload” in
  /// Japanese on purpose in another: the second is a copy left untranslated.
  public func translationElsewhere(
    of source: String, in locale: String, besides key: String, in id: TableID
  ) -> TranslationElsewhere? {
    guard let translated = tables[Self.canonical(locale)] else { return nil }
    var entries: [(id: TableID, key: String)] = []
    for development in [Self.canonical(developmentLocale), "Base"] {
      for (tableID, table) in tables[development] ?? [:] {
        entries += table.values.filter { $0.value == source }.map { (tableID, $0.key) }
      }
    }
    for (tableID, table) in translated where table.values[source] != nil && developmentValue(source, in: tableID) == nil
    {
      entries.append((tableID, source))
    }
    var found: [TranslationElsewhere] = []
    for entry in entries where !(entry.key == key && entry.id.name == id.name) {
      guard let table = translated[entry.id], let value = table.values[entry.key], value != source,
        value.contains(where: \.isLetter), !table.pluralKeys.contains(entry.key),
        !isUntranslatable(entry.key, in: entry.id)
      else { continue }
      found.append(TranslationElsewhere(key: entry.key, path: table.path, value: value))
    }
    return found.min { ($0.path, $0.key) < ($1.path, $1.key) }
  }
}
