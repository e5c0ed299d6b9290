import HeraldSyntax

/// Reads the members of one object of a configuration or baseline with type checks, and refuses
/// members it was not asked for, so that a misspelt key is reported (with a suggestion) instead
/// of ignored.
///
/// Every error is made by `makeError`, so that one reader serves configurations
/// (``AuditError/invalidConfiguration(_:reason:)``) and baselines
/// (``AuditError/invalidBaseline(_:reason:)``).
struct ConfigurationReader {
  /// Makes the error for a problem at a location.
  typealias MakeError = (SourceLocation, String) -> AuditError

  /// The object's members in document order.
  let members: [JSONMember]
  /// Where the object begins.
  let location: SourceLocation
  /// What the object is, for messages ("the configuration", "a suppression").
  let what: String
  private let makeError: MakeError
  private var asked: [String] = []

  /// Starts reading `value`, which must be an object without repeated keys.
  init(
    _ value: JSONValue, what: String, file: String,
    makeError: @escaping MakeError = { .invalidConfiguration($0, reason: $1) }
  ) throws(AuditError) {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = value.objectValue else {
      throw makeError(location, "\(what) must be a mapping of keys to values, found \(value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw makeError(member.keyLocation ?? location, "\"\(member.key)\" appears twice in \(what); keep one")
    }
    self.members = members
    self.location = location
    self.what = what
    self.makeError = makeError
  }

  /// An error at `value`'s location (or the object's, when the value has none).
  func error(at value: JSONValue?, _ reason: String) -> AuditError {
    makeError(value?.location ?? location, reason)
  }

  /// The value of `key`; `nil` when it is absent. A `null` value is refused, because it is
  /// usually a key whose value was forgotten.
  ///
  /// - Throws: When the key is required and absent, or its value is `null`.
  mutating func value(_ key: String, required: Bool = false) throws(AuditError) -> JSONValue? {
    if !asked.contains(key) { asked.append(key) }
    guard let member = members.first(where: { $0.key == key }) else {
      if required { throw makeError(location, "\(what) needs \"\(key)\"") }
      return nil
    }
    guard !member.value.isNull else {
      throw error(at: member.value, "\"\(key)\" has no value; give it one or leave the key out")
    }
    return member.value
  }

  /// The member called `key`, with the location of its name; `nil` when absent.
  mutating func member(_ key: String) throws(AuditError) -> JSONMember? {
    guard try value(key) != nil else { return nil }
    return members.first { $0.key == key }
  }

  /// An error saying that `key` should have been `expected`.
  func mismatch(_ value: JSONValue, _ key: String, _ expected: String) -> AuditError {
    error(at: value, "\"\(key)\" must be \(expected), found \(value.kindDescription)")
  }

  /// A string member; an empty string is refused.
  mutating func string(_ key: String, required: Bool = false) throws(AuditError) -> String? {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    guard !text.trimmingWhitespace.isEmpty else {
      throw error(at: value, "\"\(key)\" is empty; give it a value or leave the key out")
    }
    return text
  }

  /// A whole-number member.
  mutating func int(_ key: String, required: Bool = false) throws(AuditError) -> Int? {
    guard let value = try value(key, required: required) else { return nil }
    guard let number = value.intValue else { throw mismatch(value, key, "a whole number") }
    return number
  }

  /// A member that is one string or a list of strings, each with its location.
  mutating func strings(_ key: String, required: Bool = false) throws(AuditError) -> [(
    text: String, location: SourceLocation?
  )]? {
    guard let value = try value(key, required: required) else { return nil }
    return try Self.strings(value, key: key) { error(at: $0, $1) }
  }

  /// One string or a list of non-empty strings, each with its location.
  static func strings(
    _ value: JSONValue, key: String, error: (JSONValue, String) -> AuditError
  ) throws(AuditError) -> [(text: String, location: SourceLocation?)] {
    if let text = value.stringValue {
      guard !text.trimmingWhitespace.isEmpty else { throw error(value, "\"\(key)\" contains an empty string") }
      return [(text, value.location)]
    }
    guard let items = value.arrayValue else {
      throw error(value, "\"\(key)\" must be a string or a list of strings, found \(value.kindDescription)")
    }
    var result: [(text: String, location: SourceLocation?)] = []
    for item in items {
      guard let text = item.stringValue else {
        throw error(item, "every item of \"\(key)\" must be a string, found \(item.kindDescription)")
      }
      guard !text.trimmingWhitespace.isEmpty else { throw error(item, "\"\(key)\" contains an empty string") }
      result.append((text, item.location))
    }
    return result
  }

  /// A string member that must be one of an enumeration's raw values.
  mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, required: Bool = false
  ) throws(AuditError) -> E? where E.RawValue == String {
    guard let value = try value(key, required: required) else { return nil }
    return try Self.enumeration(value, key: key, type) { error(at: $0, $1) }
  }

  /// A value that must be one of an enumeration's raw values.
  static func enumeration<E: RawRepresentable & CaseIterable>(
    _ value: JSONValue, key: String, _ type: E.Type, error: (JSONValue, String) -> AuditError
  ) throws(AuditError) -> E where E.RawValue == String {
    let allowed = E.allCases.map(\.rawValue).joined(separator: ", ")
    guard let text = value.stringValue else {
      throw error(value, "\"\(key)\" must be one of \(allowed), found \(value.kindDescription)")
    }
    guard let result = E(rawValue: text) else {
      throw error(value, "\"\(key)\" must be one of \(allowed), found \"\(text)\"")
    }
    return result
  }

  /// Fails on the first member that was never asked for, naming the allowed keys and the
  /// closest one.
  func finish() throws(AuditError) {
    for member in members where !asked.contains(member.key) {
      throw Self.unknownKey(member.key, in: what, allowed: asked, at: member.keyLocation ?? location, makeError)
    }
  }

  /// The error for a key that `what` does not have.
  static func unknownKey(
    _ key: String, in what: String, allowed: [String], at location: SourceLocation, _ makeError: MakeError
  ) -> AuditError {
    let suggestion = RuleSelection.closest(to: key, in: allowed).map { "did you mean \"\($0)\"? " } ?? ""
    return makeError(
      location,
      "unknown key \"\(key)\" in \(what); \(suggestion)The keys are \(allowed.sorted().joined(separator: ", ")).")
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingWhitespace: Substring {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return self[start...end]
  }
}
