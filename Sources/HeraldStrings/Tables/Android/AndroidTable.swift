import HeraldSyntax

/// Reads and writes Android string resources (`res/values*/strings.xml`), one locale per file.
///
/// ```xml
/// <resources>
///     <!-- Shown on the home screen. -->
///     <string name="welcome">Welcome, %1$s!</string>
///     <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
///     <string-array name="planets"><item>Mercury</item><item>Venus</item></string-array>
/// </resources>
/// ```
///
/// ## Mapping
///
/// - `<string name>` → an entry keyed by `name` with `Localization(value:)`; `<plurals name>` →
///   ``VariationSelector/plural`` variations, one case per `<item quantity>`; `<string-array
///   name>` → ``VariationSelector/arrayItem`` variations with cases `"0"`, `"1"`, ….
/// - `translatable="false"` → ``StringEntry/shouldTranslate`` `false` (`"true"` → `true`).
/// - The comment directly before an element (blank text between them allowed) → the entry's
///   ``StringEntry/comment``, trimmed; other comments (one followed by another comment, those at
///   the end of the file) are kept in the file's `comments` member and written back in place.
///   Text outside any element (`</string>&gt;`) is refused, as aapt refuses it.
/// - Every other attribute of the element (`formatted`, `product`, `tools:ignore`, …) →
///   ``StringEntry/extra`` as a string member named like the attribute, written back in order.
/// - Other resources in the file (`<integer>`, `<color>`, `<item type=…>`) are kept as their XML
///   text, the attributes of `<resources>` (`xmlns:tools`, `tools:ignore`) as they are, and a
///   folder whose name Herald would not write itself (`values-b+ast`) as it is, in the table's
///   ``StringTable/extra`` member `androidFiles` (see `AndroidTable+Files.swift`, which also
///   says how a folder's files keep their own comments and attributes); the resources are
///   written back after the strings. A file without strings is written back as well.
/// - A key that is not a valid resource name (`[A-Za-z_][A-Za-z0-9_.]*`, not a Java keyword,
///   without `.` for `<plurals>` and `<string-array>`, whose dotted names aapt reads as parents,
///   and not already used in the file) is written under a
///   sanitized name (each invalid character → `_`, a `_` in front of a leading digit or dot,
///   `_2`, `_3`… appended until unique) with the key in `herald:key="…"`; `<resources>` then
///   declares `xmlns:herald="urn:x-herald:strings"`. Reading restores the key from the attribute.
///   Each renaming is reported as `renamed-key` (info).
///
/// ## Escaping (aapt2's rules)
///
/// The model holds a string as the app displays it. Reading applies what aapt2 does when it
/// compiles the resource:
///
/// - Outside double quotes, each run of whitespace (space, tab, line break) becomes one space,
///   and a space so produced at the very start or end of the string is removed.
/// - `"…"` keeps its whitespace as written; the quotes themselves are removed.
/// - Escapes: `\n` (line feed), `\t` (tab), `\'`, `\"`, `\\`, `\@`, `\?`, `\#`, and `\uXXXX`
///   (exactly four hex digits, else the file is refused); a backslash before any other character
///   is dropped. Escaped and quoted characters never collapse or get trimmed.
/// - An unescaped apostrophe outside quotes, which aapt2 refuses, is read as an apostrophe.
/// - A value whose raw text starts with an unescaped `@` or `?` (`@string/app_name`,
///   `?attr/colorPrimary`) is a resource reference; its ``StringUnit/extra`` holds
///   `"reference": true` so that it is written back unescaped.
/// - Inline markup (`<b>`, `<i>`, `<u>`, `<xliff:g id=… example=…>`, `<annotation …>`) is kept
///   as XML text inside the value: tags are written back with attributes in document order and
///   `"`-quoted, and the text inside them is unescaped as above, then XML-escaped (`&amp;`,
///   `&lt;`, `&gt;`), so the markup in a value is always well-formed XML. Text outside markup is
///   plain (`&` is `&`). CDATA sections are read as text. Comments inside a value are dropped.
///
/// Writing escapes so that reading gives back exactly the model's value: `\\`, `\'`, `\"`,
/// `\n`, `\t`; `\@` or `\?` for a leading `@` or `?` (unless the value is a reference);
/// `\u0020` for a space that would collapse or be trimmed (at the start or end, or after another
/// space); `\uXXXX` for other control characters and for U+FFFE and U+FFFF, which XML cannot
/// carry; and `&amp;`, `&lt;`, `&gt;` outside markup. A
/// `<` in the value starts markup only when it begins a balanced run of tags that parses as XML;
/// any other `<` is text. So a file that wrote `&lt;b&gt;` in plain text reads as `<b>`, which
/// is written back as markup: the model is unchanged, the file is not.
///
/// ## What cannot be written
///
/// Each of these is returned as a loss (`not-representable`), once per entry and kind:
/// translator comments, contexts, references, extraction states, states other than `nil` and
/// `"translated"`, device, width and unknown variations, nested variations, plural cases other
/// than the six CLDR categories (`=0`), substitutions other than one plural variable,
/// members of ``StringEntry/extra`` that are not strings or not attribute names, and characters
/// XML 1.0 forbids in a key or an attribute, which are left out. A value with one
/// `%#@name@` variable whose substitution has plural variations is flattened into `<plurals>`
/// (each case is the text before the variable, the case's text, and the text after it, `%arg`
/// becoming `%` and the substitution's format specifier), reported as `restructured` (info).
///
/// Entries without a localization for the locale are skipped, except that when the locale is the
/// table's source language the key is written as the value (as String Catalogs use keys).
struct AndroidTable: TableCodec {
  /// The format: ``TableFormat/android``.
  var format: TableFormat { .android }
  /// One locale per file.
  var holdsManyLocales: Bool { false }

  /// The table the file holds, when its file name cannot say it (Android file names are
  /// lowercase: `Mainstrings` goes to `mainstrings.xml`): written as `herald:table` on
  /// `<resources>` and read back into the file's `table` member, so that the table keeps its name.
  var tableName: String?

  /// The namespace of the `herald:key` attribute that keeps keys Android cannot use as names.
  static let heraldNamespace = "urn:x-herald:strings"
  /// The ``StringTable/extra`` member holding resources other than strings, as XML text.
  static let otherResourcesMember = "androidResources"
  /// The ``StringUnit/extra`` member marking a resource reference (`@string/…`).
  static let referenceMember = "reference"
  /// The ``StringUnit/extra`` member marking plain text with a `<` in it (`&lt;br&gt;` in the
  /// file), written back escaped rather than as markup.
  static let plainTextMember = "plainText"
  /// The plural quantities Android accepts.
  static let quantities: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  // MARK: Reading

  /// Reads a `strings.xml` file into a table whose entries have one localization, under `locale`.
  ///
  /// - Throws: ``StringTableError/syntax(_:)`` for malformed XML;
  ///   ``StringTableError/invalidContent(_:reason:advice:)`` when the root is not `<resources>`,
  ///   a resource has no `name`, a plural `<item>` has no valid `quantity`, or a `\u` escape is
  ///   not four hex digits.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let root: HeraldSyntax.XMLElement
    do {
      root = try XMLReader.parse(bytes, file: file, keepsWhitespace: true)
    } catch {
      throw .syntax(error)
    }
    guard root.name == "resources" else {
      throw .invalidContent(
        root.location, reason: "the root element is <\(root.name)>, not <resources>",
        advice: "Android string files are <resources> holding <string>, <plurals> and <string-array> elements.")
    }
    let heraldPrefix =
      root.attributes.first { $0.name.hasPrefix("xmlns:") && $0.value == Self.heraldNamespace }
      .map { String($0.name.dropFirst(6)) } ?? "herald"
    let keyAttribute = heraldPrefix + ":key"
    // A file may say which locale it holds: Herald writes Xcode's Base to values/ with herald:locale="Base".
    let localeAttribute = heraldPrefix + ":locale"
    let locale = root[localeAttribute].flatMap { $0.isEmpty ? nil : $0 } ?? locale
    let tableAttribute = heraldPrefix + ":table"
    var table = StringTable()
    var others: [JSONValue] = []
    var comment: String?
    // Comments that are not the one right before an element (a section heading followed by
    // another comment, the end of the file), kept in the file's `comments` member.
    var pending: [String] = []
    var detached: [JSONValue] = []
    var previous: HeraldSyntax.XMLElement?
    for child in root.children {
      switch child {
      case .comment(let text):
        if let comment { pending.append(comment) }
        comment = text.trimmedWhitespace
      case .text(let text):
        // aapt refuses the file ("Found text … where item tag is expected"), and so does Herald,
        // rather than drop the text.
        guard text.unicodeScalars.allSatisfy(\.isASCIISpace) else {
          throw Self.strayText(text, after: previous, in: root)
        }
      case .element(let element):
        defer {
          comment = nil
          previous = element
        }
        let resource = Resource(element: element, keyAttribute: keyAttribute)
        if !pending.isEmpty, ["string", "plurals", "string-array"].contains(element.name),
          let key = element[keyAttribute].map(GettextKey.fromXMLSafe) ?? element["name"]
        {
          detached.append(
            .object([JSONMember("before", .string(key)), JSONMember("comments", .array(pending.map(JSONValue.string)))])
          )
          pending = []
        }
        switch element.name {
        case "string":
          let name = try resource.name()
          let unit = try Self.unit(element)
          table.entries.append(
            resource.entry(
              key: name, comment: comment,
              localization: Localization(stringUnit: unit, location: element.location), locale: locale))
        case "plurals":
          let name = try resource.name()
          var cases: [String: Localization] = [:]
          for item in element.elements where item.name == "item" {
            guard let quantity = item["quantity"], Self.quantities.contains(quantity) else {
              throw .invalidContent(
                item.location,
                reason: item["quantity"].map { "<item quantity=\"\($0)\"> is not a plural quantity" }
                  ?? "<item> of <plurals name=\"\(name)\"> has no quantity",
                advice: "Use quantity=\"zero\", \"one\", \"two\", \"few\", \"many\" or \"other\".")
            }
            if cases[quantity] == nil { cases[quantity] = try Self.item(item) }
          }
          table.entries.append(
            resource.entry(
              key: name, comment: comment,
              localization: Localization(
                variations: Variations(selector: .plural, cases: cases), location: element.location),
              locale: locale))
        case "string-array":
          let name = try resource.name()
          var cases: [String: Localization] = [:]
          for item in element.elements where item.name == "item" {
            cases[String(cases.count)] = try Self.item(item)
          }
          table.entries.append(
            resource.entry(
              key: name, comment: comment,
              localization: Localization(
                variations: Variations(selector: .arrayItem, cases: cases), location: element.location),
              locale: locale))
        default:
          var text = (pending + (comment.map { [$0] } ?? [])).map { "<!-- \($0) -->\n" + Self.indent }.joined()
          pending = []
          text += AndroidText.serialize(element)
          others.append(.string(text))
        }
      }
    }
    var fileMembers: [JSONMember] = []
    if let folder = Self.writtenFolder(of: file, locale: locale) {
      fileMembers.append(JSONMember("folder", .string(folder)))
    }
    // Declarations of prefixes the file uses are written again wherever they are needed.
    let declares = root.attributes.contains { $0.name.hasPrefix("xmlns:") }
    let used = declares ? Self.usedPrefixes(root) : []
    let rootAttributes = root.attributes.filter {
      !($0.name.hasPrefix("xmlns:") && used.contains(String($0.name.dropFirst(6))))
        && $0.name != localeAttribute && $0.name != tableAttribute
    }
    .map { JSONMember($0.name, .string($0.value)) }
    if !rootAttributes.isEmpty { fileMembers.append(JSONMember("attributes", .object(rootAttributes))) }
    if let name = root[tableAttribute], !name.isEmpty { fileMembers.append(JSONMember("table", .string(name))) }
    if !others.isEmpty { fileMembers.append(JSONMember("resources", .array(others))) }
    if let comment { pending.append(comment) }
    if !pending.isEmpty { detached.append(.object([JSONMember("comments", .array(pending.map(JSONValue.string)))])) }
    if !detached.isEmpty { fileMembers.append(JSONMember("comments", .array(detached))) }
    if !fileMembers.isEmpty || table.entries.isEmpty {
      table.extra.append(JSONMember(Self.filesMember, .object([JSONMember(locale, .object(fileMembers))])))
    }
    return table
  }

  /// The localization of one `<item>` of a `<plurals>` or `<string-array>`.
  /// The error for text directly inside `<resources>`, located at the element it follows.
  static func strayText(
    _ text: String, after previous: HeraldSyntax.XMLElement?, in root: HeraldSyntax.XMLElement
  ) -> StringTableError {
    let trimmed = text.trimmedWhitespace
    let shown = trimmed.count > 40 ? trimmed.prefix(40) + "…" : Substring(trimmed)
    let place = previous.map { "after <\($0.name)\($0["name"].map { " name=\"\($0)\"" } ?? "")>" } ?? "at the start"
    return .invalidContent(
      previous?.location ?? root.location,
      reason: "the text '\(shown)' \(place) is outside any resource, where aapt refuses the file "
        + "(\"Found text … where item tag is expected\")",
      advice: "Remove the text, or move it into the string it belongs to.")
  }

  private static func item(_ item: HeraldSyntax.XMLElement) throws(StringTableError) -> Localization {
    Localization(stringUnit: try unit(item), location: item.location)
  }

  /// The string unit of a `<string>` or an `<item>`, marked when it is a reference or plain text
  /// holding a `<`.
  private static func unit(_ element: HeraldSyntax.XMLElement) throws(StringTableError) -> StringUnit {
    let read = try AndroidText.read(element.children, at: element.location)
    var extra: [JSONMember] = []
    if read.isReference { extra.append(JSONMember(referenceMember, .bool(true))) }
    if read.isPlainText { extra.append(JSONMember(plainTextMember, .bool(true))) }
    return StringUnit(value: read.value, extra: extra)
  }

  /// The attributes of one `<string>`, `<plurals>` or `<string-array>`.
  private struct Resource {
    let element: HeraldSyntax.XMLElement
    let keyAttribute: String

    /// The `name` attribute.
    func name() throws(StringTableError) -> String {
      guard let name = element["name"], !name.isEmpty else {
        throw .invalidContent(
          element.location, reason: "<\(element.name)> has no name attribute",
          advice: "Give it name=\"…\": Android looks strings up by name.")
      }
      return name
    }

    /// The entry for the element: key, comment, `translatable` and the other attributes.
    func entry(key name: String, comment: String?, localization: Localization, locale: String) -> StringEntry {
      var shouldTranslate: Bool?
      var extra: [JSONMember] = []
      for attribute in element.attributes where attribute.name != "name" && attribute.name != keyAttribute {
        if attribute.name == "translatable", attribute.value == "true" || attribute.value == "false" {
          shouldTranslate = attribute.value == "true"
        } else {
          extra.append(JSONMember(attribute.name, .string(attribute.value)))
        }
      }
      return StringEntry(
        key: element[keyAttribute].map(GettextKey.fromXMLSafe) ?? name, comment: comment,
        shouldTranslate: shouldTranslate,
        localizations: [locale: localization], extra: extra, location: element.location)
    }
  }

  // MARK: Writing

  /// One level of indentation.
  static let indent = "    "

  /// Namespaces of prefixes an Android string file commonly uses, declared on `<resources>` when
  /// an attribute or a tag uses them.
  static let knownNamespaces = [
    "android": "http://schemas.android.com/apk/res/android",
    "app": "http://schemas.android.com/apk/res-auto",
    "tools": "http://schemas.android.com/tools",
    "xliff": "urn:oasis:names:tc:xliff:document:1.2",
  ]

  /// Writes the localizations of `locale` as a `strings.xml` file.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    var writer = Writer(table: table, locale: locale, tableName: tableName)
    return writer.write()
  }

  /// Whether `name` is a valid Android resource name. A `.` is allowed only in `<string>` names:
  /// aapt reads `a.b` in the name of a `<plurals>` or `<string-array>` as a parent `a`.
  static func isResourceName(_ name: String, allowsDots: Bool = true) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_",
      !javaKeywords.contains(name)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || ($0 == "." && allowsDots)
    }
  }

  /// Java's reserved words, which aapt refuses as resource names (they name fields of `R`).
  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
    "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package", "private",
    "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
    "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
  ]

  /// Whether `name` can be written as an XML attribute name (an optional prefix and a local name
  /// of letters, digits, `_`, `-` and `.`).
  static func isAttributeName(_ name: String) -> Bool {
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return false }
    return parts.allSatisfy { part in
      guard let first = part.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
      return part.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "_-.".unicodeScalars.contains($0) }
    }
  }

  /// The resource name of each key: the key itself when valid and not already used, otherwise a
  /// sanitized name unique in the file. `bags` holds the indices of keys written as `<plurals>` or `<string-array>`.
  static func resourceNames(for keys: [String], bags: Set<Int> = []) -> [String] {
    var used = Set(keys.enumerated().filter { isResourceName($1, allowsDots: !bags.contains($0)) }.map(\.element))
    var nextSuffix: [String: Int] = [:]
    var returned: Set<String> = []
    return keys.enumerated().map { index, key in
      let allowsDots = !bags.contains(index)
      // A key that is there twice (gettext entries that differ only in msgctxt) gets a second
      // name: aapt refuses a name defined twice in one file.
      if isResourceName(key, allowsDots: allowsDots), returned.insert(key).inserted { return key }
      var base = String(
        String.UnicodeScalarView(
          key.unicodeScalars.map {
            $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || ($0 == "." && allowsDots) ? $0 : "_"
          }))
      if let first = base.unicodeScalars.first, !(first.isASCIILetter || first == "_") || javaKeywords.contains(base) {
        base = "_" + base
      }
      if base.isEmpty { base = "_" }
      var name = base
      // The next suffix to try per base: many keys can share one (a key per locale of a gettext
      // folder), and counting from 2 each time would be quadratic.
      var suffix = nextSuffix[base] ?? 2
      while used.contains(name) {
        name = "\(base)_\(suffix)"
        suffix += 1
      }
      nextSuffix[base] = suffix
      used.insert(name)
      return name
    }
  }
}
