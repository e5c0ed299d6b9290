import HeraldSyntax

/// A value an expression computes or reads.
///
/// Numbers are `Double`s and compare numerically; a record is a set of named values (a size with
/// `width` and `height`) whose members an expression reads with `.name`. ``description`` prints
/// whole numbers without a fraction (`5`, `4.5`), bools as `true`/`false`, strings as they are and
/// records as `{height: 44, width: 44}`, sorted by key.
public enum ExpressionValue: Sendable, Hashable, CustomStringConvertible {
  /// A number, such as a rating or a width in points.
  case number(Double)
  /// A bool, such as whether a star is selected.
  case bool(Bool)
  /// A string.
  case string(String)
  /// Named values, such as a size `{width, height}`; an expression reads one with `.name`.
  case record([String: ExpressionValue])

  /// The number this value holds, or `nil` if it is not a number.
  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The bool this value holds, or `nil` if it is not a bool.
  public var boolValue: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }

  /// The string this value holds, or `nil` if it is not a string.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The value as text: `5`, `4.5`, `true`, the string itself, or `{height: 44, width: 44}`.
  public var description: String {
    switch self {
    case .number(let number):
      return Self.format(number)
    case .bool(let bool):
      return bool ? "true" : "false"
    case .string(let string):
      return string
    case .record(let members):
      let fields = members.keys.sorted().map { key in "\(key): \(members[key]?.description ?? "")" }
      return "{" + fields.joined(separator: ", ") + "}"
    }
  }

  /// The name of the value's type in error messages: number, bool, string or record.
  var typeName: String {
    switch self {
    case .number: return "number"
    case .bool: return "bool"
    case .string: return "string"
    case .record: return "record"
    }
  }

  /// `number` without a fraction when it is whole (`5`, `-2`), otherwise Swift's shortest form (`4.5`).
  static func format(_ number: Double) -> String {
    if number.magnitude < 1e15, let integer = CheckedNumber.exactInteger(number) { return String(integer) }
    return number.description
  }
}
