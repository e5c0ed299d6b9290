import HeraldSyntax

/// A table of localizable strings: Herald's one model behind every table format.
///
/// Every format Herald reads maps onto this model and every format it writes is produced from it,
/// so `convert` works for any pair. The model is the String Catalog's (`.xcstrings`), the richest
/// of the formats, with a few additions for what other formats carry (gettext headers, Android
/// string arrays): a table holds entries in file order, and each entry holds one
/// ``Localization`` per locale. A single-locale file (`fr.lproj/Localizable.strings`) is a table
/// whose entries have one localization each.
///
/// Equality ignores where things were read from (``SourceLocation``s), so "reads back equal"
/// means "nothing was lost or changed".
///
/// ```swift
/// var table = StringTable(sourceLanguage: "en")
/// table.entries.append(StringEntry(key: "Cancel", localizations: ["fr": Localization(value: "Annuler")]))
/// ```
public struct StringTable: Sendable, Hashable {
  /// The language the keys and source strings are written in (`"en"`), when the format says.
  public var sourceLanguage: String?
  /// The String Catalog format version (`"1.0"`), when read from one.
  public var version: String?
  /// The entries in file order. Keys are usually unique; duplicates are kept so that nothing a
  /// user wrote is lost, and ``StringTable/duplicateKeys`` names them.
  public var entries: [StringEntry]
  /// Header fields in file order, such as gettext's `Plural-Forms` or `Language`.
  public var headers: [TableHeader]
  /// Members of the document's top level that Herald does not interpret, kept as they were.
  public var extra: [JSONMember]
  /// The headers of each locale's own file, for tables merged from single-locale files that each
  /// have a header (every `.po` of a `po/` folder): the gettext writer writes a locale's file with
  /// its own headers (its `Plural-Forms`, `Language`, translators), not ``headers``, which holds
  /// all of them.
  public var localeHeaders: [String: [TableHeader]] = [:]

  /// Creates a table.
  public init(
    sourceLanguage: String? = nil, version: String? = nil, entries: [StringEntry] = [],
    headers: [TableHeader] = [], extra: [JSONMember] = []
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
    self.headers = headers
    self.extra = extra
  }

  /// Every locale that at least one entry has a localization or its file's notes for (a `.po`
  /// with no translation yet is a locale too), sorted.
  public var locales: [String] {
    var locales = Set<String>()
    for entry in entries {
      locales.formUnion(entry.localizations.keys)
      locales.formUnion(entry.fileNotes.keys)
    }
    return locales.sorted()
  }

  /// The one locale of ``locales`` when there is exactly one (a file of one language), found
  /// without collecting them all.
  public var onlyLocale: String? {
    var only: String?
    for entry in entries {
      for locale in entry.localizations.keys where locale != only {
        guard only == nil else { return nil }
        only = locale
      }
      for locale in entry.fileNotes.keys where locale != only {
        guard only == nil else { return nil }
        only = locale
      }
    }
    return only
  }

  /// The first entry with `key`, if any.
  public subscript(key: String) -> StringEntry? {
    entries.first { $0.key == key }
  }

  /// Keys that occur more than once, in the order they first occur.
  public var duplicateKeys: [String] {
    var seen = Set<String>()
    var reported = Set<String>()
    var duplicates: [String] = []
    for entry in entries where !seen.insert(entry.key).inserted && reported.insert(entry.key).inserted {
      duplicates.append(entry.key)
    }
    return duplicates
  }

  /// The value of the header called `name` (case-insensitive), if any.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}

/// One header field of a table, such as gettext's `Plural-Forms: nplurals=2; plural=(n != 1);`.
public struct TableHeader: Sendable, Hashable {
  /// The field's name.
  public var name: String
  /// The field's value.
  public var value: String

  /// Creates a header field.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
