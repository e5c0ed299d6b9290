import Foundation

/// The app's own translations, as the running app looks them up: its string tables by locale.
///
/// Interface Builder files are translated by tables named after them beside their `Base.lproj`
/// (`ru.lproj/Main.strings` or `Main.xcstrings` for `Base.lproj/Main.storyboard`); code looks keys
/// up in named tables (`Localizable`) wherever the app keeps them. Herald's `herald` command fills
/// this from the `.strings`, `.stringsdict` and `.xcstrings` files beside the inputs; a library user
/// adds tables with ``add(_:)``.
///
/// ```swift
/// var strings = AppStrings(developmentLocale: "en")
/// strings.add(AppStrings.Table(
///   locale: "ru", name: "Main", directory: "App", path: "App/ru.lproj/Main.strings",
///   values: ["Nv5-iT-9wE.title": "Новое блюдо"]))
/// let russian = TreeLocalizer(strings: strings).localized(tree, to: "ru")
/// ```
public struct AppStrings: Sendable {
  /// One table of one locale.
  public struct Table: Sendable {
    /// The locale, as a BCP 47 tag (`ru`, `pt-BR`, `zh-Hans`).
    public var locale: String
    /// The table's name: the file name without extension (`Main`, `Localizable`).
    public var name: String
    /// The folder the table translates: the one that holds the `*.lproj` folders (or the String
    /// Catalog); `nil` for tables looked up by name only.
    public var directory: String?
    /// The file, for messages.
    public var path: String
    /// Translated values by key. Keys a String Catalog lists without a translation for the
    /// locale are absent.
    public var values: [String: String]
    /// Keys whose value varies by plural category (`.stringsdict`, String Catalog variations).
    public var pluralKeys: Set<String>
    /// Keys the table marks not to translate (a String Catalog's `shouldTranslate: false`).
    public var untranslatableKeys: Set<String>

    /// Creates a table.
    public init(
      locale: String, name: String, directory: String?, path: String, values: [String: String],
      pluralKeys: Set<String> = [], untranslatableKeys: Set<String> = []
    ) {
      self.untranslatableKeys = untranslatableKeys
      self.locale = locale
      self.name = name
      self.directory = directory.map(AppStrings.normalizedDirectory)
      self.path = path
      self.values = values
      self.pluralKeys = pluralKeys
    }
  }

  /// Which table a key is looked up in.
  public struct TableID: Sendable, Hashable {
    /// The folder, for an Interface Builder file's table; `nil` for a table looked up by name.
    public var directory: String?
    /// The table's name.
    public var name: String

    /// The table that translates the Interface Builder file at `path`: its name, in the folder
    /// that holds its `Base.lproj` (or the file itself).
    public static func interfaceFile(_ path: String) -> TableID {
      let url = URL(fileURLWithPath: path)
      var folder = url.deletingLastPathComponent()
      if folder.lastPathComponent.hasSuffix(".lproj") { folder = folder.deletingLastPathComponent() }
      return TableID(directory: normalizedDirectory(folder.path), name: url.deletingPathExtension().lastPathComponent)
    }

    /// The table code names (`NSLocalizedString(_:tableName:…)`, `Localizable` by default).
    public static func named(_ name: String) -> TableID {
      TableID(directory: nil, name: name)
    }
  }

  /// The language the app is written in: what it shows where a locale has no translation.
  public var developmentLocale: String {
    didSet { canonicalDevelopment = Self.canonical(developmentLocale) }
  }
  /// ``developmentLocale`` canonical, kept: rules ask for ``locales`` at every element.
  private var canonicalDevelopment: String
  /// Pseudo-locales (`en-XA`, `ar-XB`): their text is made from the development language's.
  public var pseudoLocales: [String: @Sendable (String) -> String] = [:]
  /// Shipped locales that translate only a small share of the app (``coverage()``): the
  /// localization rules judge them with one summary finding each, not one per string.
  public var partialLocales: Set<String> = []
  private(set) var tables: [String: [TableID: Table]] = [:]
  /// Keys two files of one table and locale translate differently, by the pair of files: the
  /// first added wins, as ``add(_:)`` says.
  public private(set) var conflicts: [TableConflict] = []
  /// The locales of ``tables``, sorted, kept as tables are added.
  private(set) var tableLocales: [String] = []
  /// Keys with printf conversions by their ``formatPattern(_:)``, per table: `"%@ posts"` finds
  /// `"%lld posts"`.
  private var formatKeys: [TableID: [String: String]] = [:]

  /// Creates an empty set of tables.
  public init(developmentLocale: String = "en") {
    self.developmentLocale = developmentLocale
    canonicalDevelopment = Self.canonical(developmentLocale)
  }

  /// Whether no table was added.
  public var isEmpty: Bool { tables.isEmpty }

  /// Adds a table. A table looked up by folder is also found by name; where two files of one name
  /// and locale hold a key, the first added wins.
  public mutating func add(_ table: Table) {
    let locale = Self.canonical(table.locale)
    var table = table
    table.locale = locale
    if let directory = table.directory {
      merge(table, into: TableID(directory: directory, name: table.name), locale: locale)
    }
    merge(table, into: .named(table.name), locale: locale)
  }

  private mutating func merge(_ table: Table, into id: TableID, locale: String) {
    for key in table.values.keys where key.contains("%") {
      formatKeys[id, default: [:]][Self.formatPattern(key)] = formatKeys[id]?[Self.formatPattern(key)] ?? key
    }
    guard var existing = tables[locale]?[id] else {
      if tables[locale] == nil {
        tableLocales.insert(locale, at: tableLocales.firstIndex { $0 > locale } ?? tableLocales.endIndex)
      }
      tables[locale, default: [:]][id] = table
      return
    }
    // Two files of one folder that translate one key differently: the app builds one table from
    // them, and which translation it shows is not decided by the files; say so (once per pair of
    // files). Tables of one name in different folders (packages, bundles) are separate tables, and
    // a `.stringsdict` entry is meant to stand beside a `.strings` one of its key: iOS uses the
    // `.stringsdict` entry (its plural rules) where both hold a key.
    let pluralPair = [existing.path, table.path].contains { $0.hasSuffix(".stringsdict") }
    if existing.path != table.path && id.directory == table.directory && !pluralPair {
      let differing = table.values.filter { key, value in existing.values[key].map { $0 != value } ?? false }
      if let example = differing.keys.min(),
        !conflicts.contains(where: { $0.locale == locale && $0.kept == existing.path && $0.other == table.path })
      {
        conflicts.append(
          TableConflict(
            locale: locale, table: table.name, kept: existing.path, other: table.path, count: differing.count,
            exampleKey: example, keptValue: existing.values[example] ?? "", otherValue: differing[example] ?? ""))
      }
    }
    existing.values.merge(table.values) { first, _ in first }
    existing.pluralKeys.formUnion(table.pluralKeys)
    existing.untranslatableKeys.formUnion(table.untranslatableKeys)
    tables[locale, default: [:]][id] = existing
  }

  /// The keys of every table, in every locale, by table name (`Localizable`, and each Interface
  /// Builder file's table, which is also looked up by name).
  public var keysByTable: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for byID in tables.values {
      for (id, table) in byID where id.directory == nil { result[id.name, default: []].formUnion(table.values.keys) }
    }
    return result
  }

  /// The locales the app ships a translation for, sorted; the development language and
  /// `Base` are not among them.
  public var locales: [String] {
    tableLocales.filter { $0 != canonicalDevelopment && $0 != "Base" }
  }

  /// ``locales`` without the ``partialLocales``: the locales whose single strings the
  /// localization rules judge.
  public var judgedLocales: [String] {
    locales.filter { !partialLocales.contains($0) }
  }

  /// The table `id` of `locale`, when the app ships it.
  public func table(_ id: TableID, locale: String) -> Table? {
    tables[Self.canonical(locale)]?[id]
  }

  /// Whether any locale (the development language and `Base` included) has the table `id`: a
  /// file with none is not localized by tables.
  public func hasTable(_ id: TableID) -> Bool {
    tables.values.contains { $0[id] != nil }
  }

  /// The key as the tables write it: `key` itself when a table has it, else the key whose
  /// ``formatPattern(_:)`` is the same (`"%@ posts"` for code that interpolates, `"%lld posts"`
  /// in the table), else `key`.
  public func resolvedKey(_ key: String, in id: TableID) -> String {
    guard key.contains("%"), !hasKey(key, in: id) else { return key }
    return formatKeys[id]?[Self.formatPattern(key)] ?? key
  }

  /// `text` with every printf conversion written `%@` (`%lld`, `%1$d`, `%.1f` alike) and `%%` kept:
  /// format keys that differ only in their conversions are one pattern.
  public static func formatPattern(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    for conversion in FormatConversions.conversions(in: text) {
      result += text[index..<conversion.range.lowerBound] + "%@"
      index = conversion.range.upperBound
    }
    return result + text[index...]
  }

  /// Whether a table `id` marks `key` not to translate: no locale is expected to translate it.
  public func isUntranslatable(_ key: String, in id: TableID) -> Bool {
    tables.values.contains { $0[id]?.untranslatableKeys.contains(key) == true }
  }

  /// Whether any locale's table `id` gives `key` plural variations (a `.stringsdict` entry, String
  /// Catalog plural variations).
  public func isPlural(_ key: String, in id: TableID) -> Bool {
    tables.values.contains { $0[id]?.pluralKeys.contains(key) == true }
  }

  /// Whether any table of any name, in any locale, has `key`.
  public func hasKeyInAnyTable(_ key: String) -> Bool {
    tables.values.contains { $0.values.contains { $0.values[key] != nil } }
  }

  /// Whether any locale's table `id` (the development language and `Base` included) has `key`.
  public func hasKey(_ key: String, in id: TableID) -> Bool {
    tables.values.contains { $0[id]?.values[key] != nil }
  }

  /// The development language's value of `key` in table `id`, from its own table or `Base`.
  public func developmentValue(_ key: String, in id: TableID) -> String? {
    table(id, locale: developmentLocale)?.values[key] ?? table(id, locale: "Base")?.values[key]
  }

  /// The locale the app runs in when the user asks for `requested`: a shipped locale of the same
  /// tag (`zh-TW` is `zh-Hant-TW`), else one it extends (`de` for `de-AT`), else `nil` for the
  /// development language's own language (`en-US` in an English app shows English, not `en-GB`),
  /// else one of the same language (`pt-BR` for `pt`; for Chinese, of the same script), else `nil`
  /// (the development language). A pseudo-locale is its own.
  public func resolve(_ requested: String) -> String? {
    let tag = Self.canonical(requested)
    if pseudoLocales[tag] != nil { return tag }
    let shipped = locales
    let lowered = Self.withChineseScript(tag).lowercased()
    if let match = shipped.first(where: { Self.withChineseScript($0).lowercased() == lowered }) { return match }
    if let match = shipped.filter({ lowered.hasPrefix(Self.withChineseScript($0).lowercased() + "-") }).max(by: {
      $0.count < $1.count
    }) {
      return match
    }
    // The development language's own language: the app shows its development text.
    let language = Self.language(of: tag)
    if language == Self.language(of: developmentLocale) { return nil }
    // Chinese falls back only within its script.
    if language == "zh" {
      let script = Self.withChineseScript(tag).lowercased().contains("hant") ? "hant" : "hans"
      return shipped.first { Self.language(of: $0) == "zh" && Self.withChineseScript($0).lowercased().contains(script) }
    }
    return shipped.first { Self.language(of: $0) == language }
  }

  /// A Chinese tag with its script (`zh-TW` → `zh-Hant-TW`, `zh` and `zh-CN` → `zh-Hans…`); other
  /// tags as they are.
  static func withChineseScript(_ tag: String) -> String {
    let parts = tag.split(separator: "-").map(String.init)
    guard parts.first?.lowercased() == "zh", !parts.contains(where: { $0.count == 4 }) else { return tag }
    let traditional = parts.dropFirst().contains { ["TW", "HK", "MO"].contains($0.uppercased()) }
    return (["zh", traditional ? "Hant" : "Hans"] + parts.dropFirst()).joined(separator: "-")
  }

  /// The language subtag of a tag (`pt` of `pt-BR`), lowercased.
  public static func language(of tag: String) -> String {
    String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).lowercased()
  }

  /// `tag` with `_` written `-` (`pt_BR` → `pt-BR`), and Xcode's old folder names
  /// (`English.lproj`) as tags.
  public static func canonical(_ tag: String) -> String {
    let names = [
      "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
      "Dutch": "nl",
    ]
    return names[tag] ?? String(tag.map { $0 == "_" ? "-" : $0 })
  }

  /// An absolute folder path without `.` and `..` steps, so that `App/` and `./App` are one folder.
  static func normalizedDirectory(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// Keys that two files of one table and locale translate differently (a `.strings` file and a
/// String Catalog of the same name, say): ``kept`` was read first and its translations are used.
public struct TableConflict: Sendable, Hashable {
  /// The locale.
  public var locale: String
  /// The table's name.
  public var table: String
  /// The file whose translations are used.
  public var kept: String
  /// The file whose differing translations are not.
  public var other: String
  /// How many keys differ.
  public var count: Int
  /// One of them (the first in code-point order), with both translations.
  public var exampleKey: String
  /// Its translation in ``kept``.
  public var keptValue: String
  /// Its translation in ``other``.
  public var otherValue: String

  /// The warning Herald prints, naming both files, one key and what to do.
  public var description: String {
    let keys = count == 1 ? "key" : "keys"
    return "\(other): warning: \(count) \(keys) of the \(locale) table \(table) translated differently "
      + "in \(kept) (e.g. “\(exampleKey)”: “\(keptValue)” there, “\(otherValue)” here); Herald uses \(kept)'s. "
      + "The app builds one table from both, so keep each key in one file"
  }
}
