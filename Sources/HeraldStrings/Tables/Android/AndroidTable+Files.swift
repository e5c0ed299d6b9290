import HeraldSyntax

/// What belongs to one Android file rather than to a string: its folder as written, the
/// attributes of its `<resources>`, its other resources, its entry order, and the comment and
/// attributes of each of its strings.
///
/// aapt compiles each `values-*/strings.xml` on its own, so a comment, `formatted`,
/// `translatable` or `tools:ignore` in one locale's file says nothing about another's. When the
/// files of a folder are merged into one table, what is the source file's stays on the entry
/// (``StringEntry/comment``, ``StringEntry/shouldTranslate``, ``StringEntry/extra``) and what is a
/// translation's goes to that locale:
///
/// - per localization, the member `android` of ``Localization/extra``:
///   `{"comment": "…", "attributes": {"formatted": "false", "tools:ignore": "…"}}`;
/// - per file, the table's member `androidFiles`, keyed by locale: `{"folder": "values-b+ast",
///   "attributes": {"xmlns:tools": "…", "tools:ignore": "MissingTranslation"}, "resources":
///   ["<color …>"], "order": ["key", …], "table": "Mainstrings"}`; `table` is the table's name as
///   the file's `herald:table` states it, where the lowercase file name cannot. `folder` is there only when the folder is not the one
///   Herald would name for the locale, `order` for the source-language file and for a translation
///   whose order differs from it; a file without strings has an entry all the same, so that it
///   is written back.
///
/// String Catalogs keep both members as they are, so `values*/ → .xcstrings → values*/` keeps every
/// file; formats without a place for them name them as losses.
extension AndroidTable {
  /// The table member holding what belongs to each file, keyed by locale.
  static let filesMember = "androidFiles"
  /// The localization member holding a translation's own comment and attributes.
  static let localizationMember = "android"

  /// The `androidFiles` member of `table` as (locale, file members) pairs, in order.
  static func files(of table: StringTable) -> [JSONMember] {
    table.extra.first { $0.key == filesMember }?.value.objectValue ?? []
  }

  /// The table name a file of the table states (`herald:table`), if one does.
  static func statedTableName(of table: StringTable) -> String? {
    files(of: table).lazy.compactMap { $0.value.objectValue?.first { $0.key == "table" }?.value.stringValue }.first
  }

  /// The members of the file of `locale`, if the table records them.
  static func file(of table: StringTable, locale: String) -> [JSONMember]? {
    files(of: table).first { $0.key == locale }?.value.objectValue
  }

  /// The folder to write `locale` to: the one it was read from, else `values` for Xcode's `Base`
  /// or, without a `Base`, for the source language, else the folder its BCP 47 tag names (the
  /// source language beside a `Base` goes to `values-en`, so that neither replaces the other).
  static func folder(of table: StringTable, locale: String) -> String {
    if let folder = file(of: table, locale: locale)?.first(where: { $0.key == "folder" })?.value.stringValue {
      return folder
    }
    if locale == "Base" { return "values" }
    if locale == (table.sourceLanguage ?? "en"), !table.entries.contains(where: { $0.localizations["Base"] != nil }) {
      return "values"
    }
    return TableLocale.androidFolder(for: locale)
  }

  /// Every locale that has a file: the table's locales, those of files without strings, and the
  /// source language's where the table names one.
  static func fileLocales(of table: StringTable) -> [String] {
    // The default file of a table that names its source language (a catalog, a folder): Android
    // falls back to it for a language the app lacks, and keys without source text (a catalog's
    // keys are its source text) are written there as their text. A lone translation has none.
    let source = table.entries.isEmpty ? [] : table.sourceLanguage.map { [$0] } ?? []
    return Set(table.locales).union(files(of: table).map(\.key)).union(source).sorted()
  }

  /// The folder `path` lies in when Herald would not name that folder itself for `locale`
  /// (`values-b+ast`, `values-kn-rIN-v21`), else `nil`.
  static func writtenFolder(of path: String, locale: String) -> String? {
    let components = path.split(separator: "/").map(String.init)
    guard components.count >= 2 else { return nil }
    let folder = components[components.count - 2]
    guard folder == "values" || folder.hasPrefix("values-") else { return nil }
    if folder == "values" || folder == TableLocale.androidFolder(for: locale) { return nil }
    return folder
  }

  /// An entry of a translation's file prepared for merging with the other files of its folder:
  /// its comment and attributes move to its localization's `android` member, where they stay
  /// that file's; `nil` when it has none (most entries), or no localization of `locale`.
  static func separatingFileData(_ entry: StringEntry, locale: String) -> StringEntry? {
    guard entry.comment != nil || entry.shouldTranslate != nil || !entry.extra.isEmpty,
      entry.localizations[locale] != nil
    else { return nil }
    var attributes: [JSONMember] = []
    if let shouldTranslate = entry.shouldTranslate {
      attributes.append(JSONMember("translatable", .string(String(shouldTranslate))))
    }
    attributes += entry.extra
    var members: [JSONMember] = []
    if let comment = entry.comment { members.append(JSONMember("comment", .string(comment))) }
    if !attributes.isEmpty { members.append(JSONMember("attributes", .object(attributes))) }
    var entry = entry
    entry.localizations[locale]?.extra.append(JSONMember(localizationMember, .object(members)))
    entry.comment = nil
    entry.shouldTranslate = nil
    entry.extra = []
    return entry
  }

  /// The `androidFiles` member of a merged table: every file's own members, the source-language
  /// file's entry order (String Catalogs sort their keys), and a translation's order when it
  /// differs from the source file's.
  static func joinedFiles(
    _ files: [(locale: String, members: [JSONMember], keys: [String])], sourceLocale: String, merged: StringTable
  ) -> JSONMember {
    var merged = merged
    var joined: [JSONMember] = []
    for (locale, members, keys) in files {
      var members = members
      if locale == sourceLocale, keys.count > 1 {
        members.append(JSONMember("order", .array(keys.map { .string($0) })))
      }
      joined.append(JSONMember(locale, .object(members)))
    }
    merged.extra.removeAll { $0.key == filesMember }
    merged.extra.append(JSONMember(filesMember, .object(joined)))
    // With unique keys, the order a translation without an order of its own is written in is
    // the source order filtered to its entries: computed once, not once per locale.
    let sharedOrder =
      Set(merged.entries.lazy.map(\.key)).count == merged.entries.count
      ? orderedIndices(of: merged, locale: nil) : nil
    for (index, (locale, _, keys)) in files.enumerated() where locale != sourceLocale {
      let written = (sharedOrder ?? orderedIndices(of: merged, locale: locale)).lazy.compactMap { index in
        merged.entries[index].localizations[locale] == nil ? nil : merged.entries[index].key
      }
      guard !keys.elementsEqual(written), case .object(var members) = joined[index].value.kind else { continue }
      members.append(JSONMember("order", .array(keys.map { .string($0) })))
      joined[index] = JSONMember(locale, .object(members))
    }
    return JSONMember(filesMember, .object(joined))
  }

  /// The entries of `table` that `locale`'s file holds, in that file's order.
  static func entries(of table: StringTable, locale: String) -> [StringEntry] {
    orderedIndices(of: table, locale: locale).map { table.entries[$0] }
  }

  /// The indices of ``entries(of:locale:)`` in `table.entries`, or, for a `nil` locale, of every
  /// entry in the source-language file's order.
  static func orderedIndices(of table: StringTable, locale: String?) -> [Int] {
    func order(of locale: String) -> [JSONValue]? {
      file(of: table, locale: locale)?.first { $0.key == "order" }?.value.arrayValue
    }
    guard let order = locale.flatMap(order(of:)) ?? table.sourceLanguage.flatMap(order(of:)) else {
      return Array(table.entries.indices)
    }
    // Each key of the order takes the first entry not yet taken with that key and a localization
    // in `locale` (keys may repeat); the entries no key takes follow in table order.
    var candidates: [String: ArraySlice<Int>] = [:]
    for (index, entry) in table.entries.enumerated() where locale.map({ entry.localizations[$0] != nil }) ?? true {
      candidates[entry.key, default: []].append(index)
    }
    var taken = [Bool](repeating: false, count: table.entries.count)
    var ordered: [Int] = []
    ordered.reserveCapacity(table.entries.count)
    for key in order.compactMap(\.stringValue) {
      guard let index = candidates[key]?.popFirst() else { continue }
      taken[index] = true
      ordered.append(index)
    }
    for index in table.entries.indices where !taken[index] { ordered.append(index) }
    return ordered
  }

  /// The namespace prefixes that the names of `element` and its descendants and of their
  /// attributes use (`xmlns:` declarations aside).
  static func usedPrefixes(_ element: HeraldSyntax.XMLElement) -> Set<String> {
    var used: Set<String> = []
    func collect(_ element: HeraldSyntax.XMLElement) {
      func prefix(_ name: String) {
        if let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")), !name.hasPrefix("xmlns:") {
          used.insert(String(name[..<colon]))
        }
      }
      prefix(element.name)
      for attribute in element.attributes { prefix(attribute.name) }
      for case .element(let child) in element.children { collect(child) }
    }
    collect(element)
    return used
  }
}
