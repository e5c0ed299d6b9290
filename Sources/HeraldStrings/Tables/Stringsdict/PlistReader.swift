import HeraldSyntax

/// A `<key>` of a plist `<dict>` and the element after it.
struct PlistPair {
  var key: String
  var keyElement: XMLElement
  var value: XMLElement
}

/// Turns the property-list elements of a `.stringsdict` file into localizations.
struct PlistReader {
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

  /// The one `<dict>` of a property-list document: the root must be `<plist>` holding it, as a
  /// `kind` file (`.stringsdict`, `.strings` property list) is; `advice` says how to write one.
  func rootDictionary(_ bytes: [UInt8], file: String, kind: String, advice: String) throws(StringTableError)
    -> XMLElement
  {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes, file: file, keepsWhitespace: true)
    } catch {
      throw .syntax(error)
    }
    let elements = try elements(of: root, in: "<plist>")
    guard root.name == "plist", elements.count == 1, elements[0].name == "dict" else {
      throw .invalidContent(
        root.location,
        reason: "the document is <\(root.name)> with \(elements.map { "<\($0.name)>" }.joined(separator: ", ")) "
          + "inside; a \(kind) file is a <plist> holding one <dict>",
        advice: advice)
    }
    return elements[0]
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
      let variables = Set(FormatString(format).variables.map(\.name))
      for pair in pairs where pair.key != Table.formatKey {
        if pair.value.name == "dict", variables.contains(pair.key) || isVariable(pair) {
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

  /// Whether a `<dict>` member that the format does not name is still a variable: it has a
  /// `NSStringFormatSpecTypeKey` (a variable the format forgot). Foundation looks variables up by
  /// the names in the format, so any other dict (Herald's own `android` member, a tool's metadata)
  /// is a member it ignores, and Herald keeps it as one.
  func isVariable(_ pair: PlistPair) -> Bool {
    guard let members = try? pairs(of: pair.value, in: "") else { return true }
    return members.contains { $0.key == Table.specTypeKey || $0.key == Table.valueTypeKey }
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
