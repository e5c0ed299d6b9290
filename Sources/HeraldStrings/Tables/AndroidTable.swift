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
///   ``StringEntry/comment``, trimmed.
/// - Every other attribute of the element (`formatted`, `product`, `tools:ignore`, …) →
///   ``StringEntry/extra`` as a string member named like the attribute, written back in order.
/// - Other resources in the file (`<integer>`, `<color>`, `<item type=…>`) are kept as their XML
///   text in the table's ``StringTable/extra`` member `androidResources` and written back after
///   the strings.
/// - A key that is not a valid resource name (`[A-Za-z_][A-Za-z0-9_.]*`) is written under a
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
/// space); `\uXXXX` for other control characters; and `&amp;`, `&lt;`, `&gt;` outside markup. A
/// `<` in the value starts markup only when it begins a balanced run of tags that parses as XML;
/// any other `<` is text. So a file that wrote `&lt;b&gt;` in plain text reads as `<b>`, which
/// is written back as markup: the model is unchanged, the file is not.
///
/// ## What cannot be written
///
/// Each of these is returned as a loss (`not-representable`), once per entry and kind:
/// translator comments, contexts, references, extraction states, states other than `nil` and
/// `"translated"`, device, width and unknown variations, nested variations, plural cases other
/// than the six CLDR categories (`=0`), substitutions other than one plural variable, and
/// members of ``StringEntry/extra`` that are not strings or not attribute names. A value with one
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

  /// The namespace of the `herald:key` attribute that keeps keys Android cannot use as names.
  static let heraldNamespace = "urn:x-herald:strings"
  /// The ``StringTable/extra`` member holding resources other than strings, as XML text.
  static let otherResourcesMember = "androidResources"
  /// The ``StringUnit/extra`` member marking a resource reference (`@string/…`).
  static let referenceMember = "reference"
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
    let keyAttribute =
      (root.attributes.first { $0.name.hasPrefix("xmlns:") && $0.value == Self.heraldNamespace }
        .map { String($0.name.dropFirst(6)) } ?? "herald") + ":key"
    var table = StringTable()
    var others: [JSONValue] = []
    var comment: String?
    for child in root.children {
      switch child {
      case .comment(let text):
        comment = text.trimmedWhitespace
      case .text(let text):
        if !text.trimmedWhitespace.isEmpty { comment = nil }
      case .element(let element):
        defer { comment = nil }
        let resource = Resource(element: element, keyAttribute: keyAttribute)
        switch element.name {
        case "string":
          let name = try resource.name()
          let (value, isReference) = try AndroidText.read(element.children, at: element.location)
          let unit = StringUnit(value: value, extra: isReference ? [JSONMember(Self.referenceMember, .bool(true))] : [])
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
          var text = comment.map { "<!-- \($0) -->\n" + Self.indent } ?? ""
          text += AndroidText.serialize(element)
          others.append(.string(text))
        }
      }
    }
    if !others.isEmpty { table.extra.append(JSONMember(Self.otherResourcesMember, .array(others))) }
    return table
  }

  /// The localization of one `<item>` of a `<plurals>` or `<string-array>`.
  private static func item(_ item: HeraldSyntax.XMLElement) throws(StringTableError) -> Localization {
    let (value, isReference) = try AndroidText.read(item.children, at: item.location)
    let unit = StringUnit(value: value, extra: isReference ? [JSONMember(referenceMember, .bool(true))] : [])
    return Localization(stringUnit: unit, location: item.location)
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
        key: element[keyAttribute] ?? name, comment: comment, shouldTranslate: shouldTranslate,
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
    var writer = Writer(table: table, locale: locale)
    return writer.write()
  }

  /// The state of one write: the lines, the losses and the prefixes used.
  private struct Writer {
    let table: StringTable
    let locale: String
    var body: [String] = []
    var losses: [StringsDiagnostic] = []
    var prefixes: Set<String> = []
    var needsHeraldNamespace = false

    init(table: StringTable, locale: String) {
      self.table = table
      self.locale = locale
    }

    mutating func write() -> TableOutput {
      let names = AndroidTable.resourceNames(for: table.entries.map(\.key))
      for (entry, name) in zip(table.entries, names) {
        write(entry, name: name)
      }
      for member in table.extra {
        if member.key == AndroidTable.otherResourcesMember, let resources = member.value.arrayValue {
          for resource in resources {
            guard let text = resource.stringValue else { continue }
            body.append(AndroidTable.indent + text)
          }
        } else {
          losses.append(tableLoss("the top-level member '\(member.key)'"))
        }
      }
      if !table.headers.isEmpty {
        losses.append(tableLoss("table headers (\(table.headers.map(\.name).joined(separator: ", ")))"))
      }
      var root = "<resources"
      for prefix in prefixes.sorted() {
        guard let namespace = AndroidTable.knownNamespaces[prefix] else { continue }
        root += " xmlns:\(prefix)=\"\(namespace)\""
      }
      if needsHeraldNamespace { root += " xmlns:herald=\"\(AndroidTable.heraldNamespace)\"" }
      let lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", root + ">"] + body + ["</resources>", ""]
      return TableOutput(text: lines.joined(separator: "\n"), losses: losses)
    }

    func tableLoss(_ what: String) -> StringsDiagnostic {
      .loss(
        what, key: "(table)", locale: locale, format: .android, advice: "Android string files have no place for it.")
    }

    func loss(_ what: String, _ entry: StringEntry, _ advice: String) -> StringsDiagnostic {
      .loss(what, key: entry.key, locale: locale, format: .android, advice: advice)
    }

    mutating func write(_ entry: StringEntry, name: String) {
      var localization: Localization
      if let existing = entry.localizations[locale] {
        localization = existing
      } else if locale == table.sourceLanguage {
        localization = Localization(value: entry.key)
      } else {
        return
      }
      reportEntryLosses(entry)
      if !localization.extra.isEmpty {
        losses.append(
          loss("localization members (\(names(localization.extra)))", entry, "Remove them or keep them elsewhere."))
      }
      var attributes = " name=\"\(XMLText.escape(name, quotes: true))\""
      if name != entry.key {
        needsHeraldNamespace = true
        attributes += " herald:key=\"\(XMLText.escape(entry.key, quotes: true))\""
        losses.append(
          StringsDiagnostic(
            .info, code: "renamed-key",
            message: "'\(entry.key)' is not a valid Android resource name; it was written as '\(name)' "
              + "with the key kept in herald:key.",
            key: entry.key, locale: locale))
      }
      if let shouldTranslate = entry.shouldTranslate { attributes += " translatable=\"\(shouldTranslate)\"" }
      var dropped: [String] = []
      for member in entry.extra {
        guard let value = member.value.stringValue, AndroidTable.isAttributeName(member.key),
          !["name", "translatable"].contains(member.key)
        else {
          dropped.append(member.key)
          continue
        }
        if let colon = member.key.firstIndex(of: ":") { prefixes.insert(String(member.key[..<colon])) }
        attributes += " \(member.key)=\"\(XMLText.escape(value, quotes: true))\""
      }
      if !dropped.isEmpty {
        losses.append(
          loss("entry members (\(dropped.joined(separator: ", ")))", entry, "Android keeps only string attributes."))
      }

      let element: String
      var cases: [(String, Localization)] = []
      if let variations = localization.variations {
        switch variations.selector {
        case .plural, .arrayItem:
          if localization.stringUnit != nil {
            losses.append(
              loss(
                "a string beside \(variations.selector) variations", entry, "Keep either the string or the variations.")
            )
          }
          if !localization.substitutions.isEmpty {
            losses.append(
              loss("substitutions beside variations", entry, "Keep either the substitutions or the variations."))
          }
          element = variations.selector == .plural ? "plurals" : "string-array"
          cases = variations.orderedCaseNames.compactMap { name in variations.cases[name].map { (name, $0) } }
        default:
          losses.append(
            loss(
              "\(variations.selector) variations", entry,
              "Android chooses strings by resource qualifiers, not by variations."))
          guard localization.stringUnit != nil else { return }
          localization.variations = nil
          element = "string"
        }
      } else if !localization.substitutions.isEmpty {
        if let flattened = localization.flattenedPluralCases() {
          losses.append(
            StringsDiagnostic(
              .info, code: "restructured",
              message: "the plural variable was flattened into <plurals>, each case holding the whole string.",
              key: entry.key, locale: locale))
          element = "plurals"
          cases = flattened
        } else {
          losses.append(
            loss(
              "substitutions other than one plural variable", entry,
              "Split the string so that it has one plural %#@variable@."))
          guard localization.stringUnit != nil else { return }
          element = "string"
        }
      } else {
        guard localization.stringUnit != nil else { return }
        element = "string"
      }

      if let comment = entry.comment {
        if comment.contains("--") {
          losses.append(loss("'--' in the comment (written as '- -')", entry, "XML comments cannot hold '--'."))
        }
        body.append(AndroidTable.indent + "<!-- \(comment.replacing("--", with: "- -")) -->")
      }
      if element == "string" {
        let unit = localization.stringUnit ?? StringUnit(value: "")
        checkState([unit.state], entry)
        body.append(AndroidTable.indent + "<string\(attributes)>\(text(unit, entry))</string>")
        return
      }
      body.append(AndroidTable.indent + "<\(element)\(attributes)>")
      var states: [String?] = []
      var unsupported: [String] = []
      var nested = false
      for (index, (name, item)) in cases.enumerated() {
        if element == "plurals", !AndroidTable.quantities.contains(name) {
          unsupported.append(name)
          continue
        }
        guard let unit = item.stringUnit else {
          nested = true
          continue
        }
        if item.variations != nil || !item.substitutions.isEmpty || !item.extra.isEmpty { nested = true }
        if element == "string-array", name != String(index) {
          unsupported.append(name)
        }
        states.append(unit.state)
        let quantity = element == "plurals" ? " quantity=\"\(name)\"" : ""
        body.append(AndroidTable.indent + AndroidTable.indent + "<item\(quantity)>\(text(unit, entry))</item>")
      }
      body.append(AndroidTable.indent + "</\(element)>")
      checkState(states, entry)
      if nested {
        losses.append(loss("variations or substitutions inside a case", entry, "Android items are plain strings."))
      }
      if !unsupported.isEmpty, element == "plurals" {
        losses.append(
          loss(
            "the plural cases \(unsupported.joined(separator: ", "))", entry,
            "Android quantities are zero, one, two, few, many and other."))
      } else if !unsupported.isEmpty {
        losses.append(
          StringsDiagnostic(
            .info, code: "restructured", message: "the array items were renumbered from 0.", key: entry.key,
            locale: locale))
      }
    }

    /// The escaped text of a value, noting the prefixes its markup uses.
    mutating func text(_ unit: StringUnit, _ entry: StringEntry) -> String {
      let isReference = unit.extra.contains { $0.key == AndroidTable.referenceMember && $0.value == .bool(true) }
      let others = unit.extra.filter { $0.key != AndroidTable.referenceMember }
      if !others.isEmpty {
        losses.append(loss("string-unit members (\(names(others)))", entry, "Remove them or keep them elsewhere."))
      }
      let (text, used) = AndroidText.write(unit.value, isReference: isReference)
      prefixes.formUnion(used)
      return text
    }

    mutating func checkState(_ states: [String?], _ entry: StringEntry) {
      let others = Set(states.compactMap { $0 }).subtracting(["translated"]).sorted()
      if !others.isEmpty {
        losses.append(
          loss(
            "the state \(others.joined(separator: ", "))", entry,
            "Android files have no translation states; review the string before shipping it."))
      }
    }

    mutating func reportEntryLosses(_ entry: StringEntry) {
      if entry.translatorComment != nil {
        losses.append(loss("the translator comment", entry, "Move it into the comment if it matters."))
      }
      if entry.context != nil {
        losses.append(loss("the context", entry, "Android names are unique; the name is the context."))
      }
      if !entry.references.isEmpty {
        losses.append(loss("the source references", entry, "Android files do not list where strings are used."))
      }
      if let state = entry.extractionState {
        losses.append(loss("the extraction state '\(state)'", entry, "Android files do not track extraction."))
      }
    }

    func names(_ members: [JSONMember]) -> String {
      members.map(\.key).joined(separator: ", ")
    }
  }

  /// Whether `name` is a valid Android resource name.
  static func isResourceName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "." }
  }

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

  /// The resource name of each key: the key itself when valid, otherwise a sanitized name unique
  /// in the file.
  static func resourceNames(for keys: [String]) -> [String] {
    var used = Set(keys.filter(isResourceName))
    return keys.map { key in
      if isResourceName(key) { return key }
      var base = String(
        String.UnicodeScalarView(
          key.unicodeScalars.map { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "." ? $0 : "_" }))
      if let first = base.unicodeScalars.first, !(first.isASCIILetter || first == "_") {
        base = "_" + base
      }
      if base.isEmpty { base = "_" }
      var name = base
      var suffix = 2
      while used.contains(name) {
        name = "\(base)_\(suffix)"
        suffix += 1
      }
      used.insert(name)
      return name
    }
  }
}

// MARK: - Android text

/// aapt2's string rules (see ``AndroidTable``): reading element content into a displayed value
/// and writing a value back as element content.
enum AndroidText {
  /// One piece of a value while it is read: a character or a tag.
  private enum Piece {
    /// A character; `collapsed` when it is the one space of an unquoted whitespace run (so it
    /// is trimmed at the ends), `inMarkup` when it is inside a tag.
    case character(Unicode.Scalar, collapsed: Bool, inMarkup: Bool)
    /// A start or end tag, as XML text.
    case tag(String)
  }

  /// The state of aapt2's string builder.
  private struct Builder {
    var pieces: [Piece] = []
    var inQuotes = false
    var lastWasSpace = false
    var depth = 0
    var isReference = false
    var sawText = false
    var sawMarkup = false

    mutating func append(_ scalar: Unicode.Scalar, collapsed: Bool = false) {
      pieces.append(.character(scalar, collapsed: collapsed, inMarkup: depth > 0))
    }

    /// Appends raw text, applying whitespace collapsing, quotes and escapes.
    mutating func append(text: String, at location: SourceLocation) throws(StringTableError) {
      let scalars = Array(text.unicodeScalars)
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        if !inQuotes, scalar.isASCIISpace {
          if !lastWasSpace { append(" ", collapsed: true) }
          lastWasSpace = true
          continue
        }
        lastWasSpace = false
        if !sawText, !inQuotes, scalar == "@" || scalar == "?" { isReference = true }
        sawText = true
        switch scalar {
        case "\\":
          guard index < scalars.count else { continue }
          let escaped = scalars[index]
          index += 1
          switch escaped {
          case "n": append("\n")
          case "t": append("\t")
          case "u":
            let digits = scalars[index..<min(index + 4, scalars.count)]
            guard digits.count == 4, let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
              let decoded = Unicode.Scalar(value)
            else {
              throw .invalidContent(
                location, reason: "invalid unicode escape '\\u\(String(String.UnicodeScalarView(digits)))'",
                advice: "Write \\u followed by exactly four hex digits, such as \\u00A0.")
            }
            index += 4
            append(decoded)
          default: append(escaped)
          }
        case "\"":
          inQuotes.toggle()
        default:
          append(scalar)
        }
      }
    }

    /// The value: ends trimmed, markup text XML-escaped.
    func value() -> String {
      var pieces = pieces
      if let first = pieces.firstIndex(where: { if case .character = $0 { true } else { false } }),
        case .character(_, true, _) = pieces[first]
      {
        pieces.remove(at: first)
      }
      if let last = pieces.lastIndex(where: { if case .character = $0 { true } else { false } }),
        case .character(_, true, _) = pieces[last]
      {
        pieces.remove(at: last)
      }
      var value = ""
      var markupText = ""
      for piece in pieces {
        switch piece {
        case .character(let scalar, _, let inMarkup):
          if inMarkup {
            markupText.unicodeScalars.append(scalar)
          } else {
            value += XMLText.escape(markupText)
            markupText = ""
            value.unicodeScalars.append(scalar)
          }
        case .tag(let tag):
          value += XMLText.escape(markupText) + tag
          markupText = ""
        }
      }
      return value + XMLText.escape(markupText)
    }

    mutating func append(nodes: [XMLNode], at location: SourceLocation) throws(StringTableError) {
      for node in nodes {
        switch node {
        case .text(let text):
          try append(text: text, at: location)
        case .comment:
          continue
        case .element(let element):
          sawMarkup = true
          if element.children.isEmpty {
            pieces.append(.tag(AndroidText.startTag(element, empty: true)))
            continue
          }
          pieces.append(.tag(AndroidText.startTag(element, empty: false)))
          depth += 1
          try append(nodes: element.children, at: element.location)
          depth -= 1
          pieces.append(.tag("</\(element.name)>"))
        }
      }
    }
  }

  /// Reads an element's content as aapt2 does.
  ///
  /// - Returns: The displayed value, and whether it is a resource reference.
  static func read(_ nodes: [XMLNode], at location: SourceLocation) throws(StringTableError) -> (String, Bool) {
    var builder = Builder()
    try builder.append(nodes: nodes, at: location)
    return (builder.value(), builder.isReference && !builder.sawMarkup)
  }

  /// A start tag with its attributes in order, or an empty-element tag.
  static func startTag(_ element: HeraldSyntax.XMLElement, empty: Bool) -> String {
    var tag = "<" + element.name
    for attribute in element.attributes {
      tag += " \(attribute.name)=\"\(XMLText.escape(attribute.value, quotes: true))\""
    }
    return tag + (empty ? "/>" : ">")
  }

  /// An element as XML text, for resources kept as they are.
  static func serialize(_ element: HeraldSyntax.XMLElement) -> String {
    if element.children.isEmpty { return startTag(element, empty: true) }
    var text = startTag(element, empty: false)
    for child in element.children {
      switch child {
      case .text(let content): text += XMLText.escape(content)
      case .comment(let content): text += "<!--\(content)-->"
      case .element(let inner): text += serialize(inner)
      }
    }
    return text + "</\(element.name)>"
  }

  // MARK: Writing

  /// One piece of a value to write: a character of text or a tag of markup.
  private enum Output {
    case character(Unicode.Scalar)
    case tag(String)
  }

  /// Escapes `value` as element content that reads back as `value`.
  ///
  /// - Returns: The content and the namespace prefixes its markup uses.
  static func write(_ value: String, isReference: Bool) -> (String, Set<String>) {
    var prefixes: Set<String> = []
    let pieces = split(value, prefixes: &prefixes)
    let characters = pieces.indices.filter { if case .character = pieces[$0] { true } else { false } }
    var output = ""
    var lastWasRawSpace = false
    for index in pieces.indices {
      guard case .character(let scalar) = pieces[index] else {
        if case .tag(let tag) = pieces[index] { output += tag }
        continue
      }
      let isFirst = index == characters.first
      let isLast = index == characters.last
      var rawSpace = false
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "'": output += "\\'"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "@" where isFirst && !isReference, "?" where isFirst && !isReference:
        output += "\\" + String(scalar)
      case " " where !isFirst && !isLast && !lastWasRawSpace:
        output += " "
        rawSpace = true
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " {
          output += "\\u" + hex(scalar.value)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
      lastWasRawSpace = rawSpace
    }
    return (output, prefixes)
  }

  /// Four uppercase hex digits.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Splits a value into characters and tags: a `<` begins markup only when it starts a balanced
  /// run of tags that parses as XML.
  private static func split(_ value: String, prefixes: inout Set<String>) -> [Output] {
    let scalars = Array(value.unicodeScalars)
    var pieces: [Output] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "<", let end = markupEnd(scalars, from: index),
        let root = try? XMLReader.parse(
          Array(("<r>" + String(String.UnicodeScalarView(scalars[index..<end])) + "</r>").utf8), file: "value",
          keepsWhitespace: true)
      {
        flatten(root.children, into: &pieces, prefixes: &prefixes)
        index = end
      } else {
        pieces.append(.character(scalars[index]))
        index += 1
      }
    }
    return pieces
  }

  /// Appends markup nodes as tags and characters.
  private static func flatten(_ nodes: [XMLNode], into pieces: inout [Output], prefixes: inout Set<String>) {
    for node in nodes {
      switch node {
      case .text(let text):
        pieces += text.unicodeScalars.map { .character($0) }
      case .comment:
        continue
      case .element(let element):
        for name in [element.name] + element.attributes.map(\.name) {
          if let colon = name.firstIndex(of: ":") { prefixes.insert(String(name[..<colon])) }
        }
        if element.children.isEmpty {
          pieces.append(.tag(startTag(element, empty: true)))
        } else {
          pieces.append(.tag(startTag(element, empty: false)))
          flatten(element.children, into: &pieces, prefixes: &prefixes)
          pieces.append(.tag("</\(element.name)>"))
        }
      }
    }
  }

  /// The end of the balanced run of tags that starts at `start`, or `nil` when the `<` there
  /// does not start one.
  private static func markupEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var stack: [String] = []
    var index = start
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      guard let (name, kind, end) = tag(scalars, at: index) else { return nil }
      switch kind {
      case .start: stack.append(name)
      case .end:
        guard stack.last == name else { return nil }
        stack.removeLast()
      case .empty: break
      }
      index = end
      if stack.isEmpty { return end }
    }
    return nil
  }

  /// What kind of tag a `<…>` is.
  private enum TagKind { case start, end, empty }

  /// The tag at `start` (a `<`): its name, kind and the index after its `>`.
  private static func tag(_ scalars: [Unicode.Scalar], at start: Int) -> (String, TagKind, Int)? {
    var index = start + 1
    let isEnd = index < scalars.count && scalars[index] == "/"
    if isEnd { index += 1 }
    var name = ""
    while index < scalars.count,
      scalars[index].isASCIILetter || scalars[index].isASCIIDigit
        || "_:.-".unicodeScalars.contains(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return nil }
    var quote: Unicode.Scalar?
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "<" {
        return nil
      } else if scalar == ">" {
        let kind: TagKind = isEnd ? .end : scalars[index - 1] == "/" ? .empty : .start
        return (name, kind, index + 1)
      }
      index += 1
    }
    return nil
  }
}
