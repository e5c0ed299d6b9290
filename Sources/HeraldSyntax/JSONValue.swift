/// A JSON value that remembers where it was read and keeps what JSON itself keeps.
///
/// Objects keep their members in document order and numbers keep their literal text, so a value
/// read and written again loses nothing (`1.0` stays `1.0`, unknown fields stay where they were).
/// Two values are equal when their content is equal; ``location`` is not compared.
public struct JSONValue: Sendable, Hashable {
  /// The kinds of JSON value.
  public enum Kind: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal text (`44`, `1.0`, `-2.5e3`).
    case number(String)
    /// A string with escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in document order.
    case object([JSONMember])
  }

  /// The value.
  public var kind: Kind
  /// Where the value begins in its file, when it was read from one.
  public var location: SourceLocation?

  /// Creates a value.
  public init(_ kind: Kind, location: SourceLocation? = nil) {
    self.kind = kind
    self.location = location
  }

  /// Compares content only, not locations.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.kind == rhs.kind }

  /// Hashes content only, not locations.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// `null`.
  public static let null = JSONValue(.null)

  /// A string value.
  public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

  /// A boolean value.
  public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

  /// A number value written in its shortest exact form (`44`, `45.5`).
  public static func number(_ value: Double) -> JSONValue {
    if abs(value) < 1e15, let integer = CheckedNumber.exactInteger(value) {
      return JSONValue(.number(String(integer)))
    }
    return JSONValue(.number(String(value)))
  }

  /// An integer value.
  public static func number(_ value: Int) -> JSONValue { JSONValue(.number(String(value))) }

  /// An array value.
  public static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }

  /// An object value whose members keep the given order.
  public static func object(_ members: [JSONMember]) -> JSONValue { JSONValue(.object(members)) }

  /// The string, when this is one.
  public var stringValue: String? { if case .string(let value) = kind { value } else { nil } }
  /// The boolean, when this is one.
  public var boolValue: Bool? { if case .bool(let value) = kind { value } else { nil } }
  /// The number as a `Double`, when this is a number.
  public var doubleValue: Double? { if case .number(let text) = kind { Double(text) } else { nil } }
  /// The number as an `Int`, when this is a number without a fractional part.
  public var intValue: Int? {
    guard case .number(let text) = kind else { return nil }
    if let value = Int(text) { return value }
    guard let double = Double(text), abs(double) < 1e15 else { return nil }
    return CheckedNumber.exactInteger(double)
  }
  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? { if case .array(let value) = kind { value } else { nil } }
  /// The members, when this is an object.
  public var objectValue: [JSONMember]? { if case .object(let value) = kind { value } else { nil } }
  /// Whether this is `null`.
  public var isNull: Bool { kind == .null }

  /// The value of the first member called `key`, when this is an object that has one.
  public subscript(_ key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short name of the kind, for messages ("a string", "an object").
  public var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The member's name.
  public var key: String
  /// The member's value.
  public var value: JSONValue
  /// Where the member's name begins, when it was read from a file. Not compared.
  public var keyLocation: SourceLocation?

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue, keyLocation: SourceLocation? = nil) {
    self.key = key
    self.value = value
    self.keyLocation = keyLocation
  }

  /// Compares name and value only, not locations.
  public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value
  }

  /// Hashes name and value only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(value)
  }
}
