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
/// ## Herald's attributes
///
/// What XLIFF 1.2 has no place for is written as attributes in the namespace
/// `urn:x-herald:strings` (prefix `herald`, declared on `<xliff>` only when used) and read back,
/// so that a table written and read again is equal to the original. Other tools ignore them.
///
/// On a `<trans-unit>`:
/// - `herald:state`: a state with no XLIFF equivalent (`stale`, or any other); `<target>` then has
///   no `state`.
/// - `herald:arg-num`, `herald:format-specifier`: ``Substitution/argumentNumber`` and
///   ``Substitution/formatSpecifier``, on the first unit of the substitution.
/// - `herald:extraction-state`, `herald:translator-comment`, `herald:context`,
///   `herald:references` (a JSON array of strings): the entry's fields, on its first unit in the
///   source-language file.
/// - `herald:comment`: a comment the `<note>` cannot tell from none (empty, or Xcode's
///   placeholder text).
/// - `herald:key`: the key, when it contains `|==|` and so cannot be told from the id.
/// - `herald:empty="yes"`: the unit stands for a node with no string (a localization, a
///   substitution or variations without cases), so that the node is not lost; its path may end
///   with a selector (`Key|==|plural`) or a substitution (`Key|==|substitutions.count`).
/// - `herald:extra`: compact JSON of the unknown members (``StringEntry/extra`` and the others),
///   an object whose member names say whose they are: `entry`, `stringUnit` (this unit's),
///   `localization:PATH` and `substitution:PATH` (the node at that id path; `localization:` alone
///   is the root). Each is written on the first unit of the node.
///
/// On the source-language `<file>`: `herald:version`, `herald:headers` (a JSON object),
/// `herald:extra` (the table's members) and `herald:no-source-language="yes"` when
/// ``StringTable/sourceLanguage`` is `nil`.
///
/// Losses (``TableOutput/losses``): a second entry with the same key (XLIFF identifies units by
/// key), and argument data of a substitution nested in another substitution's case, which String
/// Catalogs do not have.
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

  /// The namespace of Herald's attributes.
  static let heraldNamespace = "urn:x-herald:strings"
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

// MARK: - Paths

extension XLIFFTable {
  /// One step from a localization towards a leaf.
  enum Step: Hashable {
    /// The case `name` of variations by `selector` (`plural.one`).
    case variation(selector: String, name: String)
    /// Variations by `selector` without a case: only the last step of a `herald:empty` unit.
    case selector(String)
    /// The substitution `name` (`substitutions.count`); what follows are its variations.
    case substitution(String)

    /// The id components of the step.
    var components: [String] {
      switch self {
      case .variation(let selector, let name): [selector, name]
      case .selector(let selector): [selector]
      case .substitution(let name): ["substitutions", name]
      }
    }

    /// Whether the step ends a path short of a localization.
    var isPartial: Bool {
      switch self {
      case .variation: false
      case .selector, .substitution: true
      }
    }
  }

  /// Selectors whose presence after `|==|` makes an id a variation path rather than a key.
  static let pathStarts: Set<String> = ["plural", "device", "width", "substitutions"]

  /// The dot-separated path of `steps` (`device.iphone.plural.one`); a component holding a dot,
  /// starting with `@` or empty is written between `@`s.
  static func encode(_ steps: some Sequence<Step>) -> String {
    steps.flatMap(\.components).map { component in
      component.isEmpty || component.contains(".") || component.hasPrefix("@") ? "@\(component)@" : component
    }.joined(separator: ".")
  }

  /// The components of a path, or `nil` when it is malformed (an empty component, an unclosed `@`).
  static func components(of path: Substring) -> [String]? {
    var result: [String] = []
    var rest = path
    while true {
      if rest.first == "@" {
        let body = rest.dropFirst()
        var search = body.startIndex
        var end: Substring.Index?
        while let at = body[search...].firstIndex(of: "@") {
          let next = body.index(after: at)
          if next == body.endIndex || body[next] == "." {
            end = at
            break
          }
          search = next
        }
        guard let end else { return nil }
        result.append(String(body[..<end]))
        rest = body[body.index(after: end)...]
      } else {
        let end = rest.firstIndex(of: ".") ?? rest.endIndex
        guard end != rest.startIndex else { return nil }
        result.append(String(rest[..<end]))
        rest = rest[end...]
      }
      if rest.isEmpty { return result }
      rest = rest.dropFirst()
      if rest.isEmpty { return nil }
    }
  }

  /// The steps of a path's components, or `nil` when they do not form one (a substitution
  /// without a name, or directly inside another substitution).
  static func steps(of components: [String]) -> [Step]? {
    var steps: [Step] = []
    var index = 0
    while index < components.count {
      if components[index] == "substitutions" {
        guard index + 1 < components.count else { return nil }
        if case .substitution = steps.last { return nil }
        steps.append(.substitution(components[index + 1]))
        index += 2
      } else if index + 1 < components.count {
        steps.append(.variation(selector: components[index], name: components[index + 1]))
        index += 2
      } else {
        steps.append(.selector(components[index]))
        index += 1
      }
    }
    return steps
  }

  /// The key and steps of a String Catalog or `.strings` unit id.
  static func catalogPath(
    _ id: String, key explicitKey: String?, allowsPartial: Bool, unit: XMLElement
  ) throws(StringTableError) -> (key: String, steps: [Step]) {
    let key: String
    let path: Substring?
    if let explicitKey {
      guard id.hasPrefix(explicitKey) else {
        throw .invalidContent(
          unit.location, reason: "trans-unit '\(id)' does not start with its herald:key '\(explicitKey)'",
          advice: "Keep the id and herald:key as Herald wrote them, or remove herald:key")
      }
      let rest = id.dropFirst(explicitKey.count)
      if rest.isEmpty {
        path = nil
      } else if rest.hasPrefix(pathSeparator) {
        path = rest.dropFirst(pathSeparator.count)
      } else {
        throw .invalidContent(
          unit.location, reason: "trans-unit '\(id)' continues its herald:key with something other than '|==|'",
          advice: "Keep the id and herald:key as Herald wrote them, or remove herald:key")
      }
      key = explicitKey
    } else if let separator = id.ranges(of: pathSeparator).last {
      let suffix = id[separator.upperBound...]
      let components = components(of: suffix)
      let steps = components.flatMap(steps(of:))
      let looksLikePath = steps.map { allowsPartial || $0.last?.isPartial != true } ?? false
      let first = String(suffix.prefix { $0 != "." })
      guard looksLikePath || pathStarts.contains(first) else { return (id, []) }
      key = String(id[..<separator.lowerBound])
      path = suffix
    } else {
      return (id, [])
    }
    guard let path else { return (key, []) }
    guard let components = components(of: path), let steps = steps(of: components) else {
      throw .invalidContent(
        unit.location, reason: "cannot read the variation path '\(path)' of trans-unit '\(id)'",
        advice: "Xcode writes paths such as Key|==|plural.one, Key|==|device.iphone.plural.other and "
          + "Key|==|substitutions.NAME.plural.few; fix the id or export the file again")
    }
    return (key, steps)
  }

  /// The key and steps of a `.stringsdict` unit id (`/Key:dict/VAR:dict/one:dict/:string`).
  static func stringsdictPath(_ id: String, unit: XMLElement) throws(StringTableError) -> (key: String, steps: [Step]) {
    var inner = Substring(id)
    var parts: [Substring] = []
    if inner.hasPrefix("/") {
      inner = inner.dropFirst()
      if inner.hasSuffix(":dict/:string") {
        inner = inner.dropLast(13)
      } else if inner.hasSuffix(":string") {
        inner = inner.dropLast(7)
      }
      parts = inner.split(separator: ":dict/", omittingEmptySubsequences: false)
    }
    if parts.count >= 2, parts.last == "NSStringLocalizedFormatKey" {
      return (parts.dropLast().joined(separator: ":dict/"), [])
    }
    guard parts.count >= 3, !parts[parts.count - 1].isEmpty, !parts[parts.count - 2].isEmpty else {
      throw .invalidContent(
        unit.location, reason: "cannot read the .stringsdict path '\(id)' of a trans-unit",
        advice: "Xcode writes /Key:dict/NSStringLocalizedFormatKey:dict/:string for the format and "
          + "/Key:dict/VARIABLE:dict/one:dict/:string for a plural case; fix the id or export the file again")
    }
    let key = parts.dropLast(2).joined(separator: ":dict/")
    let variable = String(parts[parts.count - 2])
    let name = String(parts[parts.count - 1])
    switch variable {
    case "NSStringDeviceSpecificRuleType": return (key, [.variation(selector: "device", name: name)])
    case "NSStringVariableWidthRuleType": return (key, [.variation(selector: "width", name: name)])
    default: return (key, [.substitution(variable), .variation(selector: "plural", name: name)])
    }
  }

  // MARK: States

  /// The String Catalog state of an XLIFF `state`.
  static func catalogState(_ state: String?) -> String? {
    switch state {
    case nil: nil
    case "translated", "final", "signed-off": "translated"
    case "needs-review-l10n", "needs-review-translation", "needs-review-adaptation", "needs-adaptation",
      "needs-l10n":
      "needs_review"
    case "new", "needs-translation": "new"
    case let other?: other
    }
  }

  /// The XLIFF `state` of a String Catalog state, or `nil` when XLIFF has none.
  static func xliffState(_ state: String) -> String? {
    switch state {
    case "translated": "translated"
    case "needs_review": "needs-review-l10n"
    case "new": "new"
    default: nil
    }
  }

  // MARK: Compact JSON

  /// `value` as JSON on one line, for an attribute.
  static func compactJSON(_ value: JSONValue) -> String {
    var output = ""
    appendJSON(value, to: &output)
    return output
  }

  private static func appendJSON(_ value: JSONValue, to output: inout String) {
    switch value.kind {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let literal): output += literal
    case .string(let text): JSONWriter.quote(text, into: &output)
    case .array(let values):
      output += "["
      for (index, element) in values.enumerated() {
        if index > 0 { output += "," }
        appendJSON(element, to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        JSONWriter.quote(member.key, into: &output)
        output += ":"
        appendJSON(member.value, to: &output)
      }
      output += "}"
    }
  }
}

// MARK: - Reading

extension XLIFFTable {
  /// What one trans-unit says about the node at its path.
  private struct UnitContent {
    var stringUnit: StringUnit?
    var argumentNumber: Int?
    var formatSpecifier: String?
    /// The `herald:extra` members by scope (`localization:plural.one`).
    var extras: [String: [JSONMember]]
    var location: SourceLocation
    /// The index of the innermost substitution step, which `herald:arg-num` describes.
    var innermostSubstitution: Int?
  }

  /// Builds a table from the `<file>` elements of one document.
  private struct Reader {
    let file: String
    /// Herald's attribute prefix with its colon.
    let prefix: String
    var table = StringTable()
    var indexByKey: [String: Int] = [:]
    var hasSourceLanguage = false
    var clearsSourceLanguage = false

    init(file: String, prefix: String) {
      self.file = file
      self.prefix = prefix
    }

    /// The table, once every file is read.
    func finish() -> StringTable {
      var table = table
      if clearsSourceLanguage { table.sourceLanguage = nil }
      return table
    }

    mutating func readFile(_ element: XMLElement) throws(StringTableError) {
      guard let source = element["source-language"], !source.isEmpty else {
        throw .invalidContent(
          element.location, reason: "<file> has no source-language",
          advice: "Add source-language=\"en\" (the development language) to the <file>, as Xcode writes it")
      }
      let target = element["target-language"].flatMap { $0.isEmpty ? nil : $0 }
      let locale = target ?? source
      if !hasSourceLanguage {
        table.sourceLanguage = source
        hasSourceLanguage = true
      }
      if element[prefix + "no-source-language"] == "yes" { clearsSourceLanguage = true }
      if let version = element[prefix + "version"] { table.version = version }
      if let headers = try members(element, "headers") {
        table.headers = headers.map { TableHeader(name: $0.key, value: $0.value.stringValue ?? "") }
      }
      if let extra = try members(element, "extra") { table.extra = extra }
      let isStringsdict = element["original"]?.hasSuffix(".stringsdict") == true
      for unit in Self.transUnits(in: element) {
        try readUnit(unit, locale: locale, isSource: locale == source, isStringsdict: isStringsdict)
      }
    }

    /// The trans-units of a `<file>`, inside `<body>` and any `<group>`s.
    static func transUnits(in element: XMLElement) -> [XMLElement] {
      var units: [XMLElement] = []
      for child in element.elements {
        switch XLIFFTable.localName(child.name) {
        case "trans-unit": units.append(child)
        case "body", "group": units += transUnits(in: child)
        default: break
        }
      }
      return units
    }

    mutating func readUnit(
      _ unit: XMLElement, locale: String, isSource: Bool, isStringsdict: Bool
    ) throws(StringTableError) {
      guard let id = unit["id"] else {
        throw .invalidContent(
          unit.location, reason: "a <trans-unit> has no id",
          advice: "Give every trans-unit the id Xcode exported: the key, or the key and its variation path")
      }
      let isEmptyNode = unit[prefix + "empty"] == "yes"
      let (key, steps) =
        isStringsdict
        ? try XLIFFTable.stringsdictPath(id, unit: unit)
        : try XLIFFTable.catalogPath(id, key: unit[prefix + "key"], allowsPartial: isEmptyNode, unit: unit)
      if let last = steps.last, last.isPartial, !isEmptyNode {
        throw .invalidContent(
          unit.location, reason: "the variation path of trans-unit '\(id)' stops before a case",
          advice: "End the path with a case, such as Key|==|plural.one or Key|==|substitutions.NAME.plural.other")
      }

      let index: Int
      if let existing = indexByKey[key] {
        index = existing
      } else {
        index = table.entries.count
        indexByKey[key] = index
        table.entries.append(StringEntry(key: key, location: unit.location))
      }
      var entry = table.entries[index]
      let extras = try scopedExtras(unit)
      try readEntryFields(unit, extras: extras, into: &entry)

      let target = unit.elements.first { XLIFFTable.localName($0.name) == "target" }
      var content = UnitContent(
        extras: extras, location: unit.location,
        innermostSubstitution: steps.lastIndex { if case .substitution = $0 { true } else { false } })
      if let target {
        let state = unit[prefix + "state"] ?? XLIFFTable.catalogState(target["state"])
        content.stringUnit = StringUnit(state: state, value: target.text, extra: extras["stringUnit"] ?? [])
      }
      if let text = unit[prefix + "arg-num"] {
        guard let number = Int(text) else {
          throw .invalidContent(
            unit.location, reason: "herald:arg-num of trans-unit '\(id)' is '\(text)'; expected a whole number",
            advice: "Write the 1-based argument number, such as herald:arg-num=\"1\"")
        }
        content.argumentNumber = number
      }
      content.formatSpecifier = unit[prefix + "format-specifier"]

      if content.stringUnit != nil || isEmptyNode {
        var localization = entry.localizations[locale] ?? Localization(location: unit.location)
        try Self.place(steps, at: 0, in: &localization, content: content)
        entry.localizations[locale] = localization
      }
      table.entries[index] = entry
    }

    /// Reads the entry's own fields from a unit, keeping what an earlier unit said.
    private func readEntryFields(
      _ unit: XMLElement, extras: [String: [JSONMember]], into entry: inout StringEntry
    ) throws(StringTableError) {
      if entry.comment == nil {
        if let comment = unit[prefix + "comment"] {
          entry.comment = comment
        } else if let note = unit.elements.first(where: { XLIFFTable.localName($0.name) == "note" }),
          !note.text.isEmpty, note.text != XLIFFTable.placeholderNote
        {
          entry.comment = note.text
        }
      }
      switch unit["translate"] {
      case "no": entry.shouldTranslate = false
      case "yes": entry.shouldTranslate = true
      default: break
      }
      if let state = unit[prefix + "extraction-state"] { entry.extractionState = state }
      if let comment = unit[prefix + "translator-comment"] { entry.translatorComment = comment }
      if let context = unit[prefix + "context"] { entry.context = context }
      if let text = unit[prefix + "references"] {
        guard let values = try json(text, unit, "references").arrayValue,
          case let references = values.compactMap(\.stringValue), references.count == values.count
        else {
          throw .invalidContent(
            unit.location, reason: "herald:references is not a JSON array of strings",
            advice: "Write the references as Herald does, such as [\"Sources/App.swift:12\"]")
        }
        entry.references = references
      }
      if let extra = extras["entry"] { entry.extra = extra }
    }

    /// The members of a JSON-object attribute (`herald:headers`), or `nil` when it is absent.
    private func members(_ element: XMLElement, _ name: String) throws(StringTableError) -> [JSONMember]? {
      guard let text = element[prefix + name] else { return nil }
      guard let members = try json(text, element, name).objectValue else {
        throw .invalidContent(
          element.location, reason: "\(prefix)\(name) of <\(element.name)> is not a JSON object",
          advice: "Write it as Herald does: compact JSON such as {\"name\":\"value\"}")
      }
      return members
    }

    /// The `herald:extra` of a unit, by scope.
    private func scopedExtras(_ unit: XMLElement) throws(StringTableError) -> [String: [JSONMember]] {
      guard let scopes = try members(unit, "extra") else { return [:] }
      var extras: [String: [JSONMember]] = [:]
      for scope in scopes {
        guard let members = scope.value.objectValue else {
          throw .invalidContent(
            unit.location, reason: "member '\(scope.key)' of \(prefix)extra is not a JSON object",
            advice: "Write it as Herald does: {\"entry\":{\"name\":value}}")
        }
        extras[scope.key] = members
      }
      return extras
    }

    /// Parses the JSON of an attribute.
    private func json(_ text: String, _ element: XMLElement, _ name: String) throws(StringTableError) -> JSONValue {
      do {
        return try JSONReader.parse(Array(text.utf8), file: file)
      } catch {
        throw .invalidContent(
          element.location, reason: "\(prefix)\(name) of <\(element.name)> is not valid JSON (\(error))",
          advice: "Write it as Herald does: compact JSON, escaped for XML")
      }
    }

    /// Puts what a unit says at the node its `steps` lead to, creating the nodes on the way.
    private static func place(
      _ steps: [Step], at index: Int, in localization: inout Localization, content: UnitContent
    ) throws(StringTableError) {
      if let extra = content.extras["localization:" + XLIFFTable.encode(steps[..<index])] {
        localization.extra = extra
      }
      guard index < steps.count else {
        if let stringUnit = content.stringUnit { localization.stringUnit = stringUnit }
        return
      }
      switch steps[index] {
      case .variation(let selector, let name):
        var variations = try variations(localization.variations, selector, content)
        var node = variations.cases[name] ?? Localization(location: content.location)
        try place(steps, at: index + 1, in: &node, content: content)
        variations.cases[name] = node
        localization.variations = variations
      case .selector(let selector):
        localization.variations = try variations(localization.variations, selector, content)
      case .substitution(let name):
        var substitution = localization.substitutions[name] ?? Substitution()
        if let extra = content.extras["substitution:" + XLIFFTable.encode(steps[...index])] {
          substitution.extra = extra
        }
        if index == content.innermostSubstitution {
          if let number = content.argumentNumber { substitution.argumentNumber = number }
          if let specifier = content.formatSpecifier { substitution.formatSpecifier = specifier }
        }
        if index + 1 < steps.count {
          switch steps[index + 1] {
          case .variation(let selector, let name):
            var variations = try variations(substitution.variations, selector, content)
            var node = variations.cases[name] ?? Localization(location: content.location)
            try place(steps, at: index + 2, in: &node, content: content)
            variations.cases[name] = node
            substitution.variations = variations
          case .selector(let selector):
            substitution.variations = try variations(substitution.variations, selector, content)
          case .substitution:
            break  // `steps(of:)` refuses a substitution directly inside another.
          }
        }
        localization.substitutions[name] = substitution
      }
    }

    /// The variations to add a case to: `existing`, or new ones by `selector`.
    private static func variations(
      _ existing: Variations?, _ selector: String, _ content: UnitContent
    ) throws(StringTableError) -> Variations {
      let selector = VariationSelector(catalogName: selector)
      guard let existing else { return Variations(selector: selector, cases: [:]) }
      guard existing.selector == selector else {
        throw .invalidContent(
          content.location,
          reason:
            "this unit varies by \(selector) where an earlier unit of the same string varies by \(existing.selector)",
          advice: "A string varies by one selector at each level; fix the unit ids")
      }
      return existing
    }
  }
}

// MARK: - Writing

extension XLIFFTable {
  /// One trans-unit to write.
  private struct OutputUnit {
    var steps: [Step]
    var stringUnit: StringUnit?
    var isEmptyNode = false
    var argumentNumber: Int?
    var formatSpecifier: String?
    /// Members of `herald:extra`, by scope.
    var extras: [JSONMember] = []
    /// Entry fields, set on the entry's first unit in the source-language file.
    var carriesEntryFields = false
  }

  /// Writes a table as one XLIFF document.
  private struct Writer {
    let table: StringTable
    let original: String
    let sourceLanguage: String
    var usesHerald = false
    var losses: [StringsDiagnostic] = []

    init(table: StringTable, original: String) {
      self.table = table
      self.original = original
      self.sourceLanguage = table.sourceLanguage ?? "en"
    }

    mutating func output() -> TableOutput {
      var entries: [StringEntry] = []
      var keys = Set<String>()
      for entry in table.entries {
        if keys.insert(entry.key).inserted {
          entries.append(entry)
        } else {
          losses.append(
            .loss(
              "a second entry with the same key", key: entry.key, locale: nil, format: .xliff,
              advice: "XLIFF identifies strings by key; merge or rename the duplicates"))
        }
      }
      var files = file(locale: sourceLanguage, entries: entries)
      for locale in table.locales where locale != sourceLanguage {
        files += file(locale: locale, entries: entries)
      }
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      text +=
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
        + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        + "xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 "
        + "http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\""
      if usesHerald { text += " xmlns:herald=\"\(XLIFFTable.heraldNamespace)\"" }
      text += ">\n" + files + "</xliff>\n"
      return TableOutput(text: text, losses: losses)
    }

    /// Appends ` herald:name="value"` and notes that the namespace is used.
    private mutating func herald(_ name: String, _ value: String, to text: inout String) {
      usesHerald = true
      text += " herald:\(name)=\"\(XMLText.escape(value, quotes: true))\""
    }

    /// One `<file>` element.
    private mutating func file(locale: String, entries: [StringEntry]) -> String {
      let isSource = locale == sourceLanguage
      var text =
        "  <file original=\"\(XMLText.escape(original, quotes: true))\" "
        + "source-language=\"\(XMLText.escape(sourceLanguage, quotes: true))\" "
        + "target-language=\"\(XMLText.escape(locale, quotes: true))\" datatype=\"plaintext\""
      if isSource {
        if table.sourceLanguage == nil { herald("no-source-language", "yes", to: &text) }
        if let version = table.version { herald("version", version, to: &text) }
        if !table.headers.isEmpty {
          let headers = JSONValue.object(table.headers.map { JSONMember($0.name, .string($0.value)) })
          herald("headers", XLIFFTable.compactJSON(headers), to: &text)
        }
        if !table.extra.isEmpty { herald("extra", XLIFFTable.compactJSON(.object(table.extra)), to: &text) }
      }
      text += ">\n"
      text += "    <header>\n"
      text += "      \(XLIFFTable.tool)\n"
      text += "    </header>\n"
      text += "    <body>\n"
      for entry in entries {
        var units: [OutputUnit] = []
        if let localization = entry.localizations[locale] {
          collect(localization, steps: [], into: &units, key: entry.key, locale: locale)
        } else if isSource {
          units.append(OutputUnit(steps: []))
        }
        if isSource, !units.isEmpty {
          units[0].carriesEntryFields = true
          if !entry.extra.isEmpty { units[0].extras.append(JSONMember("entry", .object(entry.extra))) }
        }
        for unit in units {
          text += render(unit, of: entry)
        }
      }
      text += "    </body>\n"
      text += "  </file>\n"
      return text
    }

    /// Appends the units of `localization`, found at `steps`, in Xcode's order.
    private mutating func collect(
      _ localization: Localization, steps: [Step], into units: inout [OutputUnit], key: String, locale: String
    ) {
      let start = units.count
      if let stringUnit = localization.stringUnit {
        var unit = OutputUnit(steps: steps, stringUnit: stringUnit)
        if !stringUnit.extra.isEmpty { unit.extras.append(JSONMember("stringUnit", .object(stringUnit.extra))) }
        units.append(unit)
      }
      if let variations = localization.variations {
        collect(variations, steps: steps, into: &units, key: key, locale: locale)
      }
      for name in localization.substitutions.keys.sorted() {
        guard let substitution = localization.substitutions[name] else { continue }
        let path = steps + [.substitution(name)]
        let first = units.count
        if let variations = substitution.variations {
          collect(variations, steps: path, into: &units, key: key, locale: locale)
        } else {
          units.append(OutputUnit(steps: path, isEmptyNode: true))
        }
        if substitution.argumentNumber != nil || substitution.formatSpecifier != nil {
          if units[first].argumentNumber == nil, units[first].formatSpecifier == nil {
            units[first].argumentNumber = substitution.argumentNumber
            units[first].formatSpecifier = substitution.formatSpecifier
          } else {
            losses.append(
              .loss(
                "the argument number and format specifier of substitution '\(name)' inside another "
                  + "substitution", key: key, locale: locale, format: .xliff,
                advice: "String Catalogs do not nest substitutions; move it to the localization"))
          }
        }
        if !substitution.extra.isEmpty {
          units[first].extras.append(
            JSONMember("substitution:" + XLIFFTable.encode(path), .object(substitution.extra)))
        }
      }
      if units.count == start { units.append(OutputUnit(steps: steps, isEmptyNode: true)) }
      if !localization.extra.isEmpty {
        units[start].extras.append(
          JSONMember("localization:" + XLIFFTable.encode(steps), .object(localization.extra)))
      }
    }

    /// Appends the units of the cases of `variations`, in their natural order.
    private mutating func collect(
      _ variations: Variations, steps: [Step], into units: inout [OutputUnit], key: String, locale: String
    ) {
      let selector = variations.selector.description
      guard !variations.cases.isEmpty else {
        units.append(OutputUnit(steps: steps + [.selector(selector)], isEmptyNode: true))
        return
      }
      for name in variations.orderedCaseNames {
        guard let node = variations.cases[name] else { continue }
        collect(
          node, steps: steps + [.variation(selector: selector, name: name)], into: &units, key: key, locale: locale)
      }
    }

    /// One `<trans-unit>` element.
    private mutating func render(_ unit: OutputUnit, of entry: StringEntry) -> String {
      var id = entry.key
      if !unit.steps.isEmpty { id += XLIFFTable.pathSeparator + XLIFFTable.encode(unit.steps) }
      var text = "      <trans-unit id=\"\(XMLText.escape(id, quotes: true))\" xml:space=\"preserve\""
      if let shouldTranslate = entry.shouldTranslate { text += " translate=\"\(shouldTranslate ? "yes" : "no")\"" }
      if entry.key.contains(XLIFFTable.pathSeparator) { herald("key", entry.key, to: &text) }
      if unit.isEmptyNode { herald("empty", "yes", to: &text) }
      var targetState: String?
      if let state = unit.stringUnit?.state {
        targetState = XLIFFTable.xliffState(state)
        if targetState == nil { herald("state", state, to: &text) }
      }
      if let number = unit.argumentNumber { herald("arg-num", String(number), to: &text) }
      if let specifier = unit.formatSpecifier { herald("format-specifier", specifier, to: &text) }
      if let comment = entry.comment, comment.isEmpty || comment == XLIFFTable.placeholderNote {
        herald("comment", comment, to: &text)
      }
      if unit.carriesEntryFields {
        if let state = entry.extractionState { herald("extraction-state", state, to: &text) }
        if let comment = entry.translatorComment { herald("translator-comment", comment, to: &text) }
        if let context = entry.context { herald("context", context, to: &text) }
        if !entry.references.isEmpty {
          herald("references", XLIFFTable.compactJSON(.array(entry.references.map { .string($0) })), to: &text)
        }
      }
      if !unit.extras.isEmpty { herald("extra", XLIFFTable.compactJSON(.object(unit.extras)), to: &text) }
      text += ">\n"
      text += "        <source>\(XMLText.escape(sourceText(entry, unit.steps)))</source>\n"
      if let stringUnit = unit.stringUnit {
        text += "        <target"
        if let targetState { text += " state=\"\(targetState)\"" }
        text += stringUnit.value.isEmpty ? "/>\n" : ">\(XMLText.escape(stringUnit.value))</target>\n"
      }
      if let comment = entry.comment, !comment.isEmpty, comment != XLIFFTable.placeholderNote {
        text += "        <note>\(XMLText.escape(comment))</note>\n"
      } else {
        text += "        <note/>\n"
      }
      text += "      </trans-unit>\n"
      return text
    }

    /// The source-language text at `steps`, or the key when the source language has none there.
    private func sourceText(_ entry: StringEntry, _ steps: [Step]) -> String {
      guard var node = entry.localizations[sourceLanguage] else { return entry.key }
      var index = 0
      while index < steps.count {
        switch steps[index] {
        case .variation(let selector, let name):
          guard let variations = node.variations, variations.selector.description == selector,
            let next = variations.cases[name]
          else { return entry.key }
          node = next
          index += 1
        case .substitution(let name):
          guard index + 1 < steps.count, case .variation(let selector, let name2) = steps[index + 1],
            let variations = node.substitutions[name]?.variations, variations.selector.description == selector,
            let next = variations.cases[name2]
          else { return entry.key }
          node = next
          index += 2
        case .selector:
          return entry.key
        }
      }
      return node.stringUnit?.value ?? entry.key
    }
  }
}
