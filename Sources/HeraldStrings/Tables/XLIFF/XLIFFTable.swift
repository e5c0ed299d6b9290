import HeraldSyntax

/// Reads and writes XLIFF 1.2 as Xcode exports it (`Product > Export Localizations`, the
/// `.xliff` inside an `.xcloc`): one `<file>` per language, one `<trans-unit>` per string.
///
/// ```xml
/// <file original="Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
///   …
///   <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
///     <source>%lld item</source>
///     <target state="translated">%lld article</target>
///     <note>Cart badge.</note>
///   </trans-unit>
/// ```
///
/// ## Reading
///
/// Every `<file>` is read (trans-units may sit in `<group>`s) and all of them merge into one
/// table, entries in the order their keys first appear. A file's language is its
/// `target-language`; a file without one, or whose `target-language` is its `source-language`, is
/// the source-language file. The first file's `source-language` is the table's.
///
/// - Unit ids of a String Catalog (or `.strings`) `original`: `Key` is the localization's own
///   string; `Key|==|PATH` is one leaf of its tree, where `PATH` is dot-separated steps, each
///   either `SELECTOR.CASE` (`plural.one`, `device.iphone`) or `substitutions.NAME` followed by
///   the substitution's `SELECTOR.CASE`: `Key|==|device.iphone.plural.one`,
///   `Key|==|substitutions.count.plural.other`. A name holding a dot is written between `@`s, as
///   Xcode does (`substitutions.@a.b@.plural.one`). The id is split at its last `|==|`; when what
///   follows is not a whole path (ending with a case) and does not start with `plural`, `device`,
///   `width` or `substitutions`, the whole id is a key that happens to contain `|==|`.
/// - Unit ids of a `.stringsdict` `original`: `/Key:dict/NSStringLocalizedFormatKey:dict/:string`
///   is the format (the localization's ``StringUnit``) and `/Key:dict/VAR:dict/one:dict/:string`
///   a plural case of substitution `VAR` (`NSStringDeviceSpecificRuleType` and
///   `NSStringVariableWidthRuleType` become device and width variations). Xcode does not export
///   `NSStringFormatValueTypeKey`, so such substitutions have no ``Substitution/formatSpecifier``.
/// - `<target>` is the value. Its `state` maps to String Catalog states: `translated` (and
///   `final`, `signed-off`) → `translated`; `needs-review-l10n` (and the other `needs-review-*`,
///   `needs-adaptation`, `needs-l10n`) → `needs_review`; `new` (and `needs-translation`) → `new`;
///   no `state` → `nil`; any other value is kept as it is.
/// - A unit without a `<target>` adds nothing in a translation file (the string is not
///   translated yet); in the source-language file it means the entry has no source-language
///   localization, but the entry is still created, so entries without any localization survive.
/// - `<note>` is the entry's comment, except Xcode's placeholder "No comment provided by
///   engineer." and an empty `<note/>`, which mean none. `translate="no"` (or `"yes"`) is
///   ``StringEntry/shouldTranslate``.
/// - When several files (several `original`s) hold the same key for one language, their units
///   merge into one entry and a later unit at the same path replaces an earlier one, so a
///   `.stringsdict` unit wins over the `.strings` one, as at run time. The `original`s themselves
///   are not kept: the model has no place for them (writing uses ``original``).
///
/// ## Writing
///
/// The source language (``StringTable/sourceLanguage``, `"en"` when unset) comes first, then
/// every other locale in sorted order, each as one `<file>` with Xcode's `<header>`. The
/// source-language file lists every entry: a unit with a `<target>` for each leaf of its
/// source-language localization, or one target-less unit when it has none. Other files list only
/// the entries localized in their language. Within an entry, the localization's own string comes
/// first, then variation cases in their natural order (``Variations/orderedCaseNames``), then
/// substitutions by name. `<source>` is the source-language text at the same path, or the key.
/// Every unit carries the entry's `<note>` (`<note/>` without a comment), as Xcode writes it.
///
/// ## Herald's extras
///
/// What XLIFF 1.2 has no place for is written where the strict schema
/// (`xliff-core-1.2-strict.xsd`, which `xsi:schemaLocation` names) allows it, and read back, so
/// that a table written and read again is equal to the original and the document validates:
/// a trans-unit's extras are `<context context-type="x-herald-NAME">value</context>` elements of
/// one `<context-group purpose="x-herald">` after its `<note>`; a file's extras are `<note
/// from="x-herald-NAME">value</note>` elements of its `<header>`. Other tools show them as
/// context and notes, or ignore them. Documents Herald wrote before, with attributes in the
/// namespace `urn:x-herald:strings` (`herald:NAME="value"`), are still read. A key's U+0004 (a
/// gettext context's separator), which XML cannot hold, is written in ids as U+2404 (␄) and read
/// back as U+0004.
///
/// The extras of a `<trans-unit>` (NAME as above):
/// - `state`: a state with no XLIFF equivalent (`stale`, or any other); `<target>` then has
///   no `state`.
/// - `arg-num`, `format-specifier`: ``Substitution/argumentNumber`` and
///   ``Substitution/formatSpecifier``, on the first unit of the substitution.
/// - `extraction-state`, `translator-comment`, `context`,
///   `references` (a JSON array of strings): the entry's fields, on its first unit in the
///   source-language file.
/// - `comment`: a comment the `<note>` cannot tell from none (empty, or Xcode's
///   placeholder text).
/// - `key`: the key, when it contains `|==|` and so cannot be told from the id.
/// - `empty` (`yes`): the unit stands for a node with no string (a localization, a
///   substitution or variations without cases), so that the node is not lost; its path may end
///   with a selector (`Key|==|plural`) or a substitution (`Key|==|substitutions.count`).
/// - `extra`: compact JSON of the unknown members (``StringEntry/extra`` and the others),
///   an object whose member names say whose they are: `entry`, `stringUnit` (this unit's),
///   `localization:PATH` and `substitution:PATH` (the node at that id path; `localization:` alone
///   is the root). Each is written on the first unit of the node.
///
/// Of the source-language `<file>`: `version`, `headers` (a JSON object), `extra` (the table's
/// members) and `no-source-language` (`yes`) when ``StringTable/sourceLanguage`` is `nil`. Of any
/// `<file>`: `locale-headers` (a JSON object), the locale's own headers
/// (``StringTable/localeHeaders``: a `.po` file's header).
///
/// Losses (``TableOutput/losses``): a second entry with the same key (XLIFF identifies units by
/// key), argument data of a substitution nested in another substitution's case, which String
/// Catalogs do not have, and characters XML 1.0 forbids (C0 controls other than tab, line feed and
/// carriage return, U+FFFE, U+FFFF), left out of the text and named once per entry and locale.
struct XLIFFTable: TableCodec {
  /// The `original` attribute written on every `<file>`: the catalog the strings come from.
  var original: String

  /// Creates the codec.
  ///
  /// - Parameter original: The `original` of the `<file>`s written; Xcode matches it against
  ///   the project's files when importing.
  init(original: String = "Localizable.xcstrings") {
    self.original = original
  }

  var format: TableFormat { .xliff }
  var holdsManyLocales: Bool { true }

  /// The namespace of Herald's attributes, which files written before the strict schema carry.
  static let heraldNamespace = "urn:x-herald:strings"
  /// What starts the `context-type` of a trans-unit's extra and the `from` of a header's note.
  static let extraPrefix = "x-herald-"
  /// The `purpose` of the `<context-group>` that holds a trans-unit's extras.
  static let extraPurpose = "x-herald"
  /// The note Xcode writes when a string has no comment.
  static let placeholderNote = "No comment provided by engineer."
  /// The `<tool>` of each `<file>`: Herald names itself rather than pretend to be Xcode (Xcode's
  /// import reads the units and `original`, not the tool).
  static let tool = "<tool tool-id=\"herald\" tool-name=\"Herald\" tool-version=\"\(HeraldVersion.current)\"/>"
  /// What separates a key from its variation path in a unit id.
  static let pathSeparator = "|==|"

  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes, file: file, keepsWhitespace: true)
    } catch {
      throw .syntax(error)
    }
    guard Self.localName(root.name) == "xliff" else {
      throw .invalidContent(
        root.location, reason: "the root element is <\(root.name)>; expected <xliff>",
        advice: "Export an XLIFF 1.2 file from Xcode (Product > Export Localizations) or write one with Herald")
    }
    var reader = Reader(file: file, prefix: Self.heraldPrefix(of: root))
    for element in root.elements where Self.localName(element.name) == "file" {
      try reader.readFile(element)
    }
    return reader.finish()
  }

  func write(_ table: StringTable, locale: String) -> TableOutput {
    var writer = Writer(table: table, original: original)
    return writer.output()
  }

  // MARK: Names

  /// The name without its namespace prefix (`xliff` for `x:xliff`).
  static func localName(_ name: String) -> String {
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }

  /// The prefix the document binds to Herald's namespace, with its colon (`herald:`).
  static func heraldPrefix(of root: XMLElement) -> String {
    for attribute in root.attributes
    where attribute.value == heraldNamespace && attribute.name.hasPrefix("xmlns:") {
      return String(attribute.name.dropFirst(6)) + ":"
    }
    return "herald:"
  }
}
