import HeraldSyntax

/// The value of a rule option: what a rule declares as its default and what a configuration sets.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// A list of strings.
  case strings([String])

  /// The name of the value's type, for messages ("a number").
  public var typeName: String {
    switch self {
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .strings: "a list of strings"
    }
  }

  /// The value as a configuration file would write it.
  public var description: String {
    switch self {
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number):
      abs(number) < 1e15 ? CheckedNumber.exactInteger(number).map(String.init) ?? String(number) : String(number)
    case .string(let text): text
    case .strings(let list): "[" + list.joined(separator: ", ") + "]"
    }
  }

  /// Reads a value of the same type as `template` from a configuration value.
  ///
  /// - Returns: `nil` when `value` has another type; a single string is accepted as a list of one.
  public static func matching(_ template: OptionValue, from value: JSONValue) -> OptionValue? {
    switch template {
    case .bool: return value.boolValue.map(OptionValue.bool)
    case .number: return value.doubleValue.map(OptionValue.number)
    case .string: return value.stringValue.map(OptionValue.string)
    case .strings:
      if let text = value.stringValue { return .strings([text]) }
      guard let items = value.arrayValue else { return nil }
      var strings: [String] = []
      for item in items {
        guard let text = item.stringValue else { return nil }
        strings.append(text)
      }
      return .strings(strings)
    }
  }
}

/// An option a rule declares: its name, what it does and its default.
///
/// ```swift
/// RuleOption("maximumLength", .number(40), "Labels longer than this many characters are flagged.")
/// ```
public struct RuleOption: Sendable, Hashable {
  /// The option's name, in lower camel case as configurations write it.
  public var name: String
  /// The value used when the configuration sets none.
  public var defaultValue: OptionValue
  /// What the option changes, one sentence.
  public var summary: String
  /// The values a number option accepts; a configuration value outside it (or NaN, or infinite)
  /// is refused with the option's name and the range.
  public var range: ClosedRange<Double>

  /// The range of a number option that declares none: counts, lengths and ratios.
  public static let defaultRange: ClosedRange<Double> = 0...1_000_000

  /// Declares an option.
  public init(
    _ name: String, _ defaultValue: OptionValue, _ summary: String, range: ClosedRange<Double> = defaultRange
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
    self.range = range
  }
}

/// The option values a rule runs with: its declared defaults, overridden by the configuration.
///
/// The values were checked against the rule's declared options when they were made
/// (``AuditError/invalidOption(rule:option:reason:_:)``), so the accessors cannot meet a wrong type.
public struct RuleOptions: Sendable, Hashable {
  /// The values by option name.
  public private(set) var values: [String: OptionValue]

  /// The declared defaults of a rule, overridden by `overrides`.
  ///
  /// - Throws: ``AuditError/invalidOption(rule:option:reason:_:)`` for an option the rule does not
  ///   declare or a value of the wrong type.
  public init(
    _ description: RuleDescription, overrides: [String: OptionValue] = [:], location: SourceLocation? = nil
  ) throws(AuditError) {
    var values: [String: OptionValue] = [:]
    var ranges: [String: ClosedRange<Double>] = [:]
    for option in description.options {
      values[option.name] = option.defaultValue
      ranges[option.name] = option.range
    }
    for (name, value) in overrides.sorted(by: { $0.key < $1.key }) {
      guard let declared = values[name] else {
        let known = description.options.map(\.name)
        throw .invalidOption(
          rule: description.id, option: name,
          reason: known.isEmpty
            ? "the rule has no options" : "the rule's options are \(known.joined(separator: ", "))",
          location)
      }
      guard declared.typeName == value.typeName else {
        throw .invalidOption(
          rule: description.id, option: name, reason: "expected \(declared.typeName), got \(value.typeName)", location)
      }
      if case .number(let number) = value, let range = ranges[name], !(number.isFinite && range.contains(number)) {
        throw .invalidOption(
          rule: description.id, option: name,
          reason:
            "expected a number from \(OptionValue.number(range.lowerBound)) to \(OptionValue.number(range.upperBound)), got \(OptionValue.number(number))",
          location)
      }
      values[name] = value
    }
    self.values = values
  }

  /// A boolean option.
  public func bool(_ name: String) -> Bool {
    guard case .bool(let flag) = value(name) else { Self.undeclared(name) }
    return flag
  }

  /// A number option.
  public func number(_ name: String) -> Double {
    guard case .number(let number) = value(name) else { Self.undeclared(name) }
    return number
  }

  /// A string option.
  public func string(_ name: String) -> String {
    guard case .string(let text) = value(name) else { Self.undeclared(name) }
    return text
  }

  /// A list-of-strings option.
  public func strings(_ name: String) -> [String] {
    guard case .strings(let list) = value(name) else { Self.undeclared(name) }
    return list
  }

  private func value(_ name: String) -> OptionValue? { values[name] }

  private static func undeclared(_ name: String) -> Never {
    fatalError("a rule read option \"\(name)\", which its description does not declare with that type")
  }
}
