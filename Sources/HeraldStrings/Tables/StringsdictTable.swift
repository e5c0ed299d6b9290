import HeraldSyntax

/// Reads and writes Apple `.stringsdict` files: XML property lists of plural, device-specific and
/// variable-width rules.
///
/// ```swift
/// let table = try StringsdictTable().read(bytes, file: "fr.lproj/Localizable.stringsdict", locale: "fr")
/// let count = table["unread"]?.localizations["fr"]?.substitutions["count"]
/// count?.variations?.cases["one"]?.value  // "1 notification non lue"
/// ```
///
/// **Reading.** The root must be `<plist><dict>`; each of its keys is an entry, in file order
/// (duplicates are kept), whose value is a `<dict>` that becomes one ``Localization`` under the
/// locale given:
///
/// - A dict with `NSStringLocalizedFormatKey` is a ``StringUnit`` holding the format, and each of
///   its other keys whose value is a dict is a ``Substitution``: `NSStringFormatValueTypeKey` is
///   its ``Substitution/formatSpecifier``, `NSStringFormatSpecTypeKey` its
///   ``Variations/selector`` (`NSStringPluralRuleType` → ``VariationSelector/plural``,
///   `NSStringDeviceSpecificRuleType` → ``VariationSelector/device``,
///   `NSStringVariableWidthRuleType` → ``VariationSelector/width``, any other name
///   ``VariationSelector/other(_:)``), and every other key a case. Other keys starting with `NS`
///   are kept in the substitution's ``Substitution/extra``, and keys of the format dict whose
///   value is not a dict in the localization's ``Localization/extra``.
/// - A dict with `NSStringDeviceSpecificRuleType` or `NSStringVariableWidthRuleType` is
///   ``Localization/variations`` by device or width; its other keys are kept in ``Localization/extra``.
///
/// A case is a `<string>` (a plain localization) or a `<dict>` read by the same rules, so device
/// and plural rules nest. Entries and localizations carry the location of their `<key>`.
///
/// **Writing.** Xcode's layout: the standard header, tab indentation, entries in table order;
/// within a variable `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`, then the cases in
/// ``Variations/orderedCaseNames`` order; variables in the order the format uses them, then the
/// rest by name. Plural variations without a format (a String Catalog's shape) are written as a
/// `%#@value@` variable whose value type is the first numeric placeholder of the cases (`d` when
/// there is none), reported as an `info` diagnostic with code `restructured`. What `.stringsdict`
/// cannot hold is reported as a loss: a plain string (the entry is not written), comments,
/// states other than `translated`, extraction states and the other entry metadata.
struct StringsdictTable: TableCodec {
  /// ``TableFormat/stringsdict``.
  var format: TableFormat { .stringsdict }

  /// `false`: a `.stringsdict` file holds one locale.
  var holdsManyLocales: Bool { false }

  /// The key of a rule's format string.
  static let formatKey = "NSStringLocalizedFormatKey"
  /// The key of a variable's rule type.
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  /// The key of a variable's printf conversion.
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  /// The rule type of plural variables.
  static let pluralRule = "NSStringPluralRuleType"
  /// The rule type, and entry key, of device-specific strings.
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  /// The rule type, and entry key, of variable-width strings.
  static let widthRule = "NSStringVariableWidthRuleType"

  /// The selector a `NSStringFormatSpecTypeKey` value stands for.
  static func selector(ruleType: String) -> VariationSelector {
    switch ruleType {
    case pluralRule: .plural
    case deviceRule: .device
    case widthRule: .width
    default: .other(ruleType)
    }
  }

  /// The `NSStringFormatSpecTypeKey` value of a selector, or `nil` for array items, which
  /// `.stringsdict` has no rule for.
  static func ruleType(of selector: VariationSelector) -> String? {
    switch selector {
    case .plural: pluralRule
    case .device: deviceRule
    case .width: widthRule
    case .arrayItem: nil
    case .other(let name): name
    }
  }

  /// Reads a `.stringsdict` file into a table whose entries have one localization, under `locale`.
  ///
  /// - Throws: ``StringTableError/syntax(_:)`` for malformed XML, and
  ///   ``StringTableError/invalidContent(_:reason:advice:)`` naming the key and line when the root
  ///   is not `<plist><dict>`, a value is not a dict or string where one is required, or an entry
  ///   has neither a format key nor a rule type.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes, file: file, keepsWhitespace: true)
    } catch {
      throw .syntax(error)
    }
    let reader = PlistReader()
    let elements = try reader.elements(of: root, in: "<plist>")
    guard root.name == "plist", elements.count == 1, elements[0].name == "dict" else {
      throw .invalidContent(
        root.location,
        reason: "the document is <\(root.name)> with \(elements.map { "<\($0.name)>" }.joined(separator: ", ")) "
          + "inside; a .stringsdict file is a <plist> holding one <dict>",
        advice: "Start the file with <plist version=\"1.0\"><dict>, as Xcode's template does.")
    }
    var table = StringTable()
    for pair in try reader.pairs(of: elements[0], in: "the root dictionary") {
      let location = pair.keyElement.location
      guard pair.value.name == "dict" else {
        throw .invalidContent(
          location, reason: "the value of entry '\(pair.key)' is <\(pair.value.name)>; expected <dict>",
          advice: "Make the entry a <dict> with NSStringLocalizedFormatKey and one <dict> per variable.")
      }
      let localization = try reader.localization(dict: pair.value, path: "'\(pair.key)'", location: location)
      table.entries.append(StringEntry(key: pair.key, localizations: [locale: localization], location: location))
    }
    return table
  }

  /// Writes the localizations of `locale` as a `.stringsdict` file.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    var body = ""
    var losses: [StringsDiagnostic] = []
    for entry in table.entries {
      guard let localization = entry.localizations[locale] else { continue }
      var writer = PlistWriter()
      writer.key(1, entry.key)
      do {
        try writer.dict(localization, depth: 1)
      } catch {
        losses.append(
          diagnostic(.loss(error.what, key: entry.key, locale: locale, format: format, advice: error.advice), entry))
        continue
      }
      body += writer.text
      var lost = Self.lostFields(of: entry)
      for item in writer.lost where !lost.contains(item) { lost.append(item) }
      if !lost.isEmpty {
        let what = lost.count == 1 ? lost[0] : lost.dropLast().joined(separator: ", ") + " and " + (lost.last ?? "")
        losses.append(
          diagnostic(
            .loss(what, key: entry.key, locale: locale, format: format, advice: "Write .xcstrings to keep them."),
            entry))
      }
      for note in writer.restructured {
        losses.append(
          diagnostic(
            StringsDiagnostic(.info, code: "restructured", message: note, key: entry.key, locale: locale), entry))
      }
    }
    for header in table.headers {
      var loss = StringsDiagnostic.loss(
        "the header '\(header.name)'", key: "", locale: locale, format: format,
        advice: "Write .strings, .po or .xcstrings to keep it.")
      loss.key = nil
      losses.append(loss)
    }
    if !table.extra.isEmpty {
      var loss = StringsDiagnostic.loss(
        "the table's members \(table.extra.map { "'\($0.key)'" }.joined(separator: ", "))", key: "", locale: locale,
        format: format, advice: "Write the format the table was read from to keep them.")
      loss.key = nil
      losses.append(loss)
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      \(body.isEmpty ? "<dict/>\n" : "<dict>\n" + body + "</dict>\n")</plist>

      """
    return TableOutput(text: text, losses: losses)
  }

  /// `diagnostic`, located where `entry` was read from.
  private func diagnostic(_ diagnostic: StringsDiagnostic, _ entry: StringEntry) -> StringsDiagnostic {
    var diagnostic = diagnostic
    if let location = entry.location {
      diagnostic.location = location
      diagnostic.file = location.file
    }
    return diagnostic
  }

  /// The entry metadata a `.stringsdict` file cannot hold, in words.
  private static func lostFields(of entry: StringEntry) -> [String] {
    var lost: [String] = []
    if entry.comment != nil { lost.append("its comment") }
    if let state = entry.extractionState { lost.append("its extraction state '\(state)'") }
    if entry.shouldTranslate == false { lost.append("its 'should not translate' flag") }
    if entry.translatorComment != nil { lost.append("its translator comment") }
    if !entry.references.isEmpty { lost.append("its references") }
    if entry.context != nil { lost.append("its context") }
    if !entry.extra.isEmpty { lost.append("its members \(entry.extra.map { "'\($0.key)'" }.joined(separator: ", "))") }
    return lost
  }
}

// MARK: - Reading

/// A `<key>` of a plist `<dict>` and the element after it.
private struct PlistPair {
  var key: String
  var keyElement: XMLElement
  var value: XMLElement
}

/// Turns the property-list elements of a `.stringsdict` file into localizations.
private struct PlistReader {
  typealias Table = StringsdictTable

  /// The child elements of `element`, refusing text other than whitespace.
  func elements(of element: XMLElement, in context: String) throws(StringTableError) -> [XMLElement] {
    var elements: [XMLElement] = []
    for child in element.children {
      switch child {
      case .element(let element): elements.append(element)
      case .comment: continue
      case .text(let text):
        guard text.allSatisfy(\.isWhitespace) else {
          throw .invalidContent(
            element.location, reason: "unexpected text '\(text.prefix(40))' in \(context)",
            advice: "Put text inside <string> elements; a <dict> holds only <key> and value elements.")
        }
      }
    }
    return elements
  }

  /// The key–value pairs of a `<dict>`, in document order.
  func pairs(of dict: XMLElement, in context: String) throws(StringTableError) -> [PlistPair] {
    var pairs: [PlistPair] = []
    var pendingKey: XMLElement?
    for element in try elements(of: dict, in: context) {
      if let key = pendingKey {
        guard element.name != "key" else {
          throw .invalidContent(
            key.location, reason: "the key '\(key.text)' in \(context) has no value",
            advice: "Follow every <key> with its value (<string> or <dict>).")
        }
        pairs.append(PlistPair(key: key.text, keyElement: key, value: element))
        pendingKey = nil
      } else if element.name == "key" {
        pendingKey = element
      } else {
        throw .invalidContent(
          element.location, reason: "<\(element.name)> in \(context) has no <key> before it",
          advice: "Write a <dict> as alternating <key> and value elements.")
      }
    }
    if let key = pendingKey {
      throw .invalidContent(
        key.location, reason: "the key '\(key.text)' in \(context) has no value",
        advice: "Follow every <key> with its value (<string> or <dict>).")
    }
    return pairs
  }

  /// The text of a `<string>` value.
  func string(_ pair: PlistPair, path: String) throws(StringTableError) -> String {
    guard pair.value.name == "string", pair.value.elements.isEmpty else {
      throw .invalidContent(
        pair.keyElement.location,
        reason: "the value of \(path) is <\(pair.value.name)>; expected <string>",
        advice: "Write the value as <string>…</string>.")
    }
    return pair.value.text
  }

  /// A case or rule value: a `<string>` or a `<dict>`.
  func value(_ pair: PlistPair, path: String) throws(StringTableError) -> Localization {
    let location = pair.keyElement.location
    switch pair.value.name {
    case "string": return Localization(value: try string(pair, path: path), location: location)
    case "dict": return try localization(dict: pair.value, path: path, location: location)
    default:
      throw .invalidContent(
        location, reason: "the value of \(path) is <\(pair.value.name)>; expected <string> or <dict>",
        advice: "Write the case as <string>…</string>, or as a <dict> with NSStringLocalizedFormatKey.")
    }
  }

  /// A localization from a format dict or a device or width rule dict.
  func localization(dict: XMLElement, path: String, location: SourceLocation) throws(StringTableError)
    -> Localization
  {
    let pairs = try pairs(of: dict, in: path)
    if let formatPair = pairs.first(where: { $0.key == Table.formatKey }) {
      let format = try string(formatPair, path: "\(path) › \(Table.formatKey)")
      var localization = Localization(stringUnit: StringUnit(value: format), location: location)
      for pair in pairs where pair.key != Table.formatKey {
        if pair.value.name == "dict" {
          guard localization.substitutions[pair.key] == nil else { throw duplicate(pair, in: path) }
          localization.substitutions[pair.key] = try substitution(pair, path: "\(path) › '\(pair.key)'")
        } else {
          localization.extra.append(try member(pair, path: path))
        }
      }
      return localization
    }
    if let rulePair = pairs.first(where: { $0.key == Table.deviceRule || $0.key == Table.widthRule }) {
      let rulePath = "\(path) › \(rulePair.key)"
      guard rulePair.value.name == "dict" else {
        throw .invalidContent(
          rulePair.keyElement.location, reason: "the value of \(rulePath) is <\(rulePair.value.name)>; expected <dict>",
          advice: "Write the rule as a <dict> from device or width to <string>.")
      }
      var cases: [String: Localization] = [:]
      for pair in try self.pairs(of: rulePair.value, in: rulePath) {
        guard cases[pair.key] == nil else { throw duplicate(pair, in: rulePath) }
        cases[pair.key] = try value(pair, path: "\(rulePath) › '\(pair.key)'")
      }
      var localization = Localization(
        variations: Variations(selector: StringsdictTable.selector(ruleType: rulePair.key), cases: cases),
        location: location)
      for pair in pairs where pair.key != rulePair.key {
        localization.extra.append(try member(pair, path: path))
      }
      return localization
    }
    throw .invalidContent(
      location,
      reason: "\(path) has no NSStringLocalizedFormatKey (nor NSStringDeviceSpecificRuleType or "
        + "NSStringVariableWidthRuleType)",
      advice: "Add <key>NSStringLocalizedFormatKey</key> with the format string, such as <string>%#@count@</string>.")
  }

  /// A variable's dict.
  func substitution(_ variable: PlistPair, path: String) throws(StringTableError) -> Substitution {
    var substitution = Substitution()
    var selector: VariationSelector?
    var cases: [String: Localization] = [:]
    for pair in try pairs(of: variable.value, in: path) {
      switch pair.key {
      case Table.specTypeKey:
        selector = StringsdictTable.selector(ruleType: try string(pair, path: "\(path) › \(pair.key)"))
      case Table.valueTypeKey:
        substitution.formatSpecifier = try string(pair, path: "\(path) › \(pair.key)")
      case _ where pair.key.hasPrefix("NS"):
        substitution.extra.append(try member(pair, path: path))
      default:
        guard cases[pair.key] == nil else { throw duplicate(pair, in: path) }
        cases[pair.key] = try value(pair, path: "\(path) › '\(pair.key)'")
      }
    }
    if let selector {
      substitution.variations = Variations(selector: selector, cases: cases)
    } else if !cases.isEmpty {
      throw .invalidContent(
        variable.keyElement.location, reason: "the variable \(path) has cases but no NSStringFormatSpecTypeKey",
        advice: "Add <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>.")
    }
    return substitution
  }

  /// A key Herald does not interpret, kept as a JSON member.
  func member(_ pair: PlistPair, path: String) throws(StringTableError) -> JSONMember {
    JSONMember(pair.key, try json(pair.value, path: "\(path) › '\(pair.key)'"), keyLocation: pair.keyElement.location)
  }

  /// A property-list value as JSON: strings, dicts, arrays, numbers and booleans.
  func json(_ element: XMLElement, path: String) throws(StringTableError) -> JSONValue {
    switch element.name {
    case "string": return JSONValue(.string(element.text), location: element.location)
    case "integer", "real":
      return JSONValue(.number(element.text.trimmingSpaces), location: element.location)
    case "true", "false": return JSONValue(.bool(element.name == "true"), location: element.location)
    case "array":
      var values: [JSONValue] = []
      for child in try elements(of: element, in: path) { values.append(try json(child, path: path)) }
      return JSONValue(.array(values), location: element.location)
    case "dict":
      var members: [JSONMember] = []
      for pair in try pairs(of: element, in: path) { members.append(try member(pair, path: path)) }
      return JSONValue(.object(members), location: element.location)
    default:
      throw .invalidContent(
        element.location, reason: "<\(element.name)> in \(path) is not supported",
        advice: "Use <string> or <dict> values in a .stringsdict file.")
    }
  }

  func duplicate(_ pair: PlistPair, in path: String) -> StringTableError {
    .invalidContent(
      pair.keyElement.location, reason: "the key '\(pair.key)' appears twice in \(path)",
      advice: "Remove or rename one of them.")
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

// MARK: - Writing

/// A localization `.stringsdict` cannot hold at all: the entry is not written.
private struct Unwritable: Error {
  var what: String
  var advice: String
}

/// Writes one entry's property-list elements with Xcode's tab indentation, and notes what could
/// not be written and what was restructured.
private struct PlistWriter {
  typealias Table = StringsdictTable

  var text = ""
  /// What was left out, in words.
  var lost: [String] = []
  /// Notes about structural conversions.
  var restructured: [String] = []

  mutating func line(_ depth: Int, _ content: String) {
    text += String(repeating: "\t", count: depth) + content + "\n"
  }

  mutating func key(_ depth: Int, _ name: String) {
    line(depth, "<key>\(XMLText.escape(name))</key>")
  }

  mutating func string(_ depth: Int, _ value: String) {
    line(depth, "<string>\(XMLText.escape(value))</string>")
  }

  /// Writes a case: a `<string>` for a plain localization, a `<dict>` otherwise.
  mutating func value(_ localization: Localization, depth: Int) throws(Unwritable) {
    if localization.variations == nil, localization.substitutions.isEmpty, let unit = localization.stringUnit {
      note(unit)
      noteLost(localization.extra)
      string(depth, unit.value)
    } else {
      try dict(localization, depth: depth)
    }
  }

  /// Writes a localization as a `<dict>`: a format with variables, or a device or width rule.
  mutating func dict(_ localization: Localization, depth: Int) throws(Unwritable) {
    if let unit = localization.stringUnit { note(unit) }
    if !localization.substitutions.isEmpty {
      guard let unit = localization.stringUnit else {
        guard localization.variations != nil else {
          throw Unwritable(
            what: "substitutions without a format string",
            advice: "Give the localization a string that uses its %#@variables@.")
        }
        restructured.append(
          "The substitutions shared by the variations were written into each variation's format, as "
            + ".stringsdict requires; the file means the same but reads back differently.")
        try dict(Self.distribute(localization.substitutions, into: localization), depth: depth)
        return
      }
      if localization.variations != nil { lost.append("variations beside a format string") }
      try formatDict(unit.value, localization.substitutions, extra: localization.extra, depth: depth)
    } else if let variations = localization.variations {
      if localization.stringUnit != nil { lost.append("a string beside variations") }
      switch variations.selector {
      case .device, .width:
        try ruleDict(variations, extra: localization.extra, depth: depth)
      case .plural:
        try pluralDict(variations, extra: localization.extra, depth: depth)
      case .arrayItem, .other:
        throw Unwritable(
          what: "variations by \(variations.selector)",
          advice: "Write .xcstrings (or Android resources for string arrays) to keep them.")
      }
    } else if localization.stringUnit != nil {
      throw Unwritable(what: "a plain string", advice: "Write .strings to keep it.")
    } else {
      throw Unwritable(what: "an empty localization", advice: "Give the entry a value or remove it.")
    }
  }

  /// `NSStringLocalizedFormatKey` and one dict per variable.
  mutating func formatDict(
    _ format: String, _ substitutions: [String: Substitution], extra: [JSONMember], depth: Int
  ) throws(Unwritable) {
    line(depth, "<dict>")
    key(depth + 1, Table.formatKey)
    string(depth + 1, format)
    let parsed = FormatString(format)
    var names: [String] = []
    for variable in parsed.variables where substitutions[variable.name] != nil && !names.contains(variable.name) {
      names.append(variable.name)
    }
    names += substitutions.keys.filter { !names.contains($0) }.sorted()
    for name in names {
      guard let substitution = substitutions[name] else { continue }
      if let number = substitution.argumentNumber, number != Self.argumentPosition(of: name, in: parsed) {
        lost.append("the argument number \(number) of '\(name)' (write it in the format as %\(number)$#@\(name)@)")
      }
      key(depth + 1, name)
      line(depth + 1, "<dict>")
      if let variations = substitution.variations {
        guard let ruleType = Table.ruleType(of: variations.selector) else {
          throw Unwritable(
            what: "variations by \(variations.selector) in the variable '\(name)'",
            advice: "Write .xcstrings to keep them.")
        }
        key(depth + 2, Table.specTypeKey)
        string(depth + 2, ruleType)
      }
      if let specifier = substitution.formatSpecifier {
        key(depth + 2, Table.valueTypeKey)
        string(depth + 2, specifier)
      }
      if let variations = substitution.variations { try cases(variations, depth: depth + 2) }
      members(substitution.extra, depth: depth + 2)
      line(depth + 1, "</dict>")
    }
    members(extra, depth: depth + 1)
    line(depth, "</dict>")
  }

  /// `NSStringDeviceSpecificRuleType` or `NSStringVariableWidthRuleType` and its cases.
  mutating func ruleDict(_ variations: Variations, extra: [JSONMember], depth: Int) throws(Unwritable) {
    line(depth, "<dict>")
    key(depth + 1, variations.selector == .device ? Table.deviceRule : Table.widthRule)
    line(depth + 1, "<dict>")
    try cases(variations, depth: depth + 2)
    line(depth + 1, "</dict>")
    members(extra, depth: depth + 1)
    line(depth, "</dict>")
  }

  /// Plural variations without a format (a String Catalog's shape), written as a `value` variable.
  mutating func pluralDict(_ variations: Variations, extra: [JSONMember], depth: Int) throws(Unwritable) {
    var name = "value"
    var suffix = 1
    while Self.uses(name, variations) {
      suffix += 1
      name = "value\(suffix)"
    }
    let (specifier, position) = Self.firstNumericPlaceholder(in: variations) ?? ("d", 1)
    let format = position == 1 ? "%#@\(name)@" : "%\(position)$#@\(name)@"
    restructured.append(
      "The plural variations were written as the variable '\(name)' of the format \(format) "
        + "(NSStringFormatValueTypeKey \(specifier)), as .stringsdict requires; the file means the same but "
        + "reads back as a substitution.")
    try formatDict(
      format, [name: Substitution(formatSpecifier: specifier, variations: variations)], extra: extra, depth: depth)
  }

  mutating func cases(_ variations: Variations, depth: Int) throws(Unwritable) {
    for name in variations.orderedCaseNames {
      guard let localization = variations.cases[name] else { continue }
      key(depth, name)
      try value(localization, depth: depth)
    }
  }

  /// Writes members Herald kept from a property list; notes the ones a property list cannot hold.
  mutating func members(_ members: [JSONMember], depth: Int) {
    for member in members {
      guard Self.isPlist(member.value) else {
        lost.append("its member '\(member.key)'")
        continue
      }
      key(depth, member.key)
      plist(member.value, depth: depth)
    }
  }

  mutating func plist(_ value: JSONValue, depth: Int) {
    switch value.kind {
    case .string(let text): string(depth, text)
    case .bool(let flag): line(depth, flag ? "<true/>" : "<false/>")
    case .number(let text):
      let isReal = text.contains { $0 == "." || $0 == "e" || $0 == "E" }
      line(depth, isReal ? "<real>\(text)</real>" : "<integer>\(text)</integer>")
    case .array(let values):
      guard !values.isEmpty else { return line(depth, "<array/>") }
      line(depth, "<array>")
      for value in values { plist(value, depth: depth + 1) }
      line(depth, "</array>")
    case .object(let members):
      guard !members.isEmpty else { return line(depth, "<dict/>") }
      line(depth, "<dict>")
      self.members(members, depth: depth + 1)
      line(depth, "</dict>")
    case .null: break
    }
  }

  mutating func note(_ unit: StringUnit) {
    if let state = unit.state, state != "translated" { lost.append("its state '\(state)'") }
    noteLost(unit.extra)
  }

  mutating func noteLost(_ extra: [JSONMember]) {
    for member in extra { lost.append("its member '\(member.key)'") }
  }

  // MARK: Helpers

  /// Whether a property list can hold `value` (everything but `null`).
  static func isPlist(_ value: JSONValue) -> Bool {
    switch value.kind {
    case .null: false
    case .bool, .number, .string: true
    case .array(let values): values.allSatisfy(isPlist)
    case .object(let members): members.allSatisfy { isPlist($0.value) }
    }
  }

  /// `localization` with `substitutions` moved into every variation whose string uses them.
  static func distribute(_ substitutions: [String: Substitution], into localization: Localization) -> Localization {
    var result = localization
    result.substitutions = [:]
    if let variations = localization.variations {
      result.variations?.cases = variations.cases.mapValues { distribute(substitutions, into: $0) }
    } else if let unit = localization.stringUnit {
      for variable in FormatString(unit.value).variables where result.substitutions[variable.name] == nil {
        result.substitutions[variable.name] = localization.substitutions[variable.name] ?? substitutions[variable.name]
      }
      for (name, substitution) in localization.substitutions where result.substitutions[name] == nil {
        result.substitutions[name] = substitution
      }
    }
    return result
  }

  /// Whether a case of `variations` uses a variable called `name`.
  static func uses(_ name: String, _ variations: Variations) -> Bool {
    variations.cases.values.contains { localization in
      localization.substitutions[name] != nil
        || FormatString(localization.value ?? "").variables.contains { $0.name == name }
    }
  }

  /// The conversion (length and character, `lld`) and argument position of the first numeric
  /// placeholder of the cases, in case order.
  static func firstNumericPlaceholder(in variations: Variations) -> (String, Int)? {
    let numeric: Set<Character> = [
      "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A",
    ]
    for name in variations.orderedCaseNames {
      guard let text = variations.cases[name]?.value else { continue }
      var next = 1
      for token in FormatString(text).tokens {
        switch token {
        case .placeholder(let placeholder):
          let position = placeholder.position ?? next
          if numeric.contains(placeholder.conversion) {
            return (placeholder.length + String(placeholder.conversion), position)
          }
          next = position + 1
        case .variable(let variable): next = (variable.position ?? next) + 1
        default: continue
        }
      }
    }
    return nil
  }

  /// The 1-based argument the variable `name` consumes in `format`, following printf's rules.
  static func argumentPosition(of name: String, in format: FormatString) -> Int? {
    var next = 1
    for token in format.tokens {
      switch token {
      case .placeholder(let placeholder): next = (placeholder.position ?? next) + 1
      case .variable(let variable):
        let position = variable.position ?? next
        if variable.name == name { return position }
        next = position + 1
      default: continue
      }
    }
    return nil
  }
}
