import HeraldSyntax

/// A localization `.stringsdict` cannot hold at all: the entry is not written.
struct Unwritable: Error {
  var what: String
  var advice: String
}

/// Writes one entry's property-list elements with Xcode's tab indentation, and notes what could
/// not be written and what was restructured.
struct PlistWriter {
  typealias Table = StringsdictTable

  var text = ""
  /// What was left out, in words.
  var lost: [String] = []
  /// Notes about structural conversions.
  var restructured: [String] = []
  /// The XML escaping, which collects the characters XML 1.0 forbids.
  var xml = XMLText()

  mutating func line(_ depth: Int, _ content: String) {
    text += String(repeating: "\t", count: depth) + content + "\n"
  }

  mutating func key(_ depth: Int, _ name: String) {
    line(depth, "<key>\(xml.escape(name))</key>")
  }

  mutating func string(_ depth: Int, _ value: String) {
    line(depth, "<string>\(xml.escape(value))</string>")
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
