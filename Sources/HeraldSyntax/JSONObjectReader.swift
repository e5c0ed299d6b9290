/// Reads the members of one JSON object with type checks, and refuses members it was not asked
/// for, so that a misspelt key is reported instead of ignored.
///
/// Every loader of a strict format (trees, component models, rule packs) reads its objects with
/// it and turns problems into its own error type through `error`:
///
/// ```swift
/// var object = try JSONObjectReader(value, what: "a rule", file: path) { location, reason in
///   MyError.invalid(location, reason: reason)
/// }
/// let id = try object.string("id", required: true)
/// try object.finish()  // "unknown key "idd" in a rule; allowed: id, name"
/// ```
public struct JSONObjectReader<Failure: Error> {
  /// The members, in document order.
  public let members: [JSONMember]
  /// Where the object begins.
  public let location: SourceLocation
  /// What the object is, for messages ("a rule").
  public let what: String
  private let makeError: (SourceLocation, String) -> Failure
  private var used: Set<String> = []

  /// Starts reading `value` as an object.
  ///
  /// - Parameters:
  ///   - value: The value, which must be an object without repeated keys.
  ///   - what: What the object is, with its article ("a rule"), for messages.
  ///   - file: The file, for a value without a location.
  ///   - error: Makes the reader's error from a location and a reason.
  /// - Throws: `error(…)` when the value is not an object or repeats a key.
  public init(
    _ value: JSONValue, what: String, file: String, error: @escaping (SourceLocation, String) -> Failure
  ) throws(Failure) {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = value.objectValue else {
      throw error(location, "expected \(what) as an object, found \(value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw error(member.keyLocation ?? location, "\"\(member.key)\" appears twice in \(what); keep one")
    }
    self.members = members
    self.location = location
    self.what = what
    self.makeError = error
  }

  /// An error of the reader's type at `location`.
  public func error(_ location: SourceLocation?, _ reason: String) -> Failure {
    makeError(location ?? self.location, reason)
  }

  /// The value of `key`, marked as read; `nil` when absent.
  ///
  /// - Throws: When the key is required and absent, or its value is `null`.
  public mutating func value(_ key: String, required: Bool = false) throws(Failure) -> JSONValue? {
    used.insert(key)
    guard let member = members.first(where: { $0.key == key }) else {
      if required { throw makeError(location, "\(what) needs \"\(key)\"") }
      return nil
    }
    guard !member.value.isNull else {
      throw makeError(member.value.location ?? location, "\"\(key)\" is null; leave the key out instead")
    }
    return member.value
  }

  private func mismatch(_ value: JSONValue, _ key: String, _ expected: String) -> Failure {
    makeError(value.location ?? location, "\"\(key)\" must be \(expected), found \(value.kindDescription)")
  }

  /// A string member.
  public mutating func string(_ key: String, required: Bool = false) throws(Failure) -> String? {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    return text
  }

  /// A boolean member.
  public mutating func bool(_ key: String, required: Bool = false) throws(Failure) -> Bool? {
    guard let value = try value(key, required: required) else { return nil }
    guard let flag = value.boolValue else { throw mismatch(value, key, "true or false") }
    return flag
  }

  /// A finite number member.
  public mutating func number(_ key: String, required: Bool = false) throws(Failure) -> Double? {
    guard let value = try value(key, required: required) else { return nil }
    guard let number = value.doubleValue, number.isFinite else { throw mismatch(value, key, "a number") }
    return number
  }

  /// A whole-number member.
  public mutating func int(_ key: String) throws(Failure) -> Int? {
    guard let value = try value(key) else { return nil }
    guard let number = value.intValue else { throw mismatch(value, key, "a whole number") }
    return number
  }

  /// An array member; empty when absent.
  public mutating func array(_ key: String, required: Bool = false) throws(Failure) -> [JSONValue] {
    guard let value = try value(key, required: required) else { return [] }
    guard let values = value.arrayValue else { throw mismatch(value, key, "an array") }
    return values
  }

  /// A string member that must be one of the raw values of `type`.
  ///
  /// - Throws: For another string, listing the allowed values.
  public mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, required: Bool = false
  ) throws(Failure) -> E? where E.RawValue == String {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    guard let result = E(rawValue: text) else {
      throw makeError(
        value.location ?? location,
        "unknown \(key) \"\(text)\"; expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return result
  }

  /// A `"file:line:column"` string member as a location.
  public mutating func location(_ key: String) throws(Failure) -> SourceLocation? {
    guard let value = try value(key) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string \"file:line:column\"") }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      throw makeError(
        value.location ?? location, "\"\(key)\" must look like \"file:line:column\", found \"\(text)\"")
    }
    return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// Fails on the first member that was never asked for, listing the keys that were.
  public func finish() throws(Failure) {
    for member in members where !used.contains(member.key) {
      throw makeError(
        member.keyLocation ?? location,
        "unknown key \"\(member.key)\" in \(what); allowed: \(used.sorted().joined(separator: ", "))")
    }
  }
}
