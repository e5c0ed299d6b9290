/// Reads the members of one JSON object with type checks, and refuses members it was not asked
/// for, so that a misspelt key is reported (with the closest key) instead of ignored.
///
/// Every strict format (trees, component models, rule packs, configurations, baselines) reads its
/// objects with it and turns problems into its own error type through `error`. JSON and YAML
/// values are both ``JSONValue``s, so the messages are worded for both:
///
/// ```swift
/// var object = try JSONObjectReader(value, what: "a rule", file: path) { location, reason in
///   MyError.invalid(location, reason: reason)
/// }
/// let id = try object.string("id", required: true)
/// let name = try object.string("name")
/// try object.finish()  // unknown key "idd" in a rule; did you mean "id"? The keys are: id, name.
/// ```
public struct JSONObjectReader<Failure: Error> {
  /// A string with the location of its value, as ``strings(_:required:)`` reads them.
  public typealias LocatedString = (text: String, location: SourceLocation?)

  /// The members, in document order.
  public let members: [JSONMember]
  /// Where the object begins.
  public let location: SourceLocation
  /// What the object is, for messages ("a rule").
  public let what: String
  /// Whether ``string(_:required:)`` and ``strings(_:required:)`` refuse an empty (or all-space)
  /// string, which in a hand-written file is usually a value that was forgotten.
  public let refusesEmptyStrings: Bool
  private let makeError: (SourceLocation, String) -> Failure
  private var used: Set<String> = []

  /// Starts reading `value` as an object.
  ///
  /// - Parameters:
  ///   - value: The value, which must be an object without repeated keys.
  ///   - what: What the object is, with its article ("a rule"), for messages.
  ///   - file: The file, for a value without a location.
  ///   - refusesEmptyStrings: Whether string members may not be empty; see ``refusesEmptyStrings``.
  ///   - error: Makes the reader's error from a location and a reason.
  /// - Throws: `error(…)` when the value is not an object or repeats a key.
  public init(
    _ value: JSONValue, what: String, file: String, refusesEmptyStrings: Bool = false,
    error: @escaping (SourceLocation, String) -> Failure
  ) throws(Failure) {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = value.objectValue else {
      throw error(location, "\(what) must be an object of keys and values, found \(value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw error(member.keyLocation ?? location, "\"\(member.key)\" appears twice in \(what); keep one")
    }
    self.members = members
    self.location = location
    self.what = what
    self.refusesEmptyStrings = refusesEmptyStrings
    self.makeError = error
  }

  /// An error of the reader's type at `value`'s location, or at the object's when `value` has
  /// none.
  public func error(at value: JSONValue?, _ reason: String) -> Failure {
    makeError(value?.location ?? location, reason)
  }

  /// The value of `key`, marked as read; `nil` when absent.
  ///
  /// A `null` value is refused: in JSON (`"label": null`) and in YAML (`label:` with nothing after
  /// it) it is usually a value that was forgotten.
  ///
  /// - Throws: When the key is required and absent, or its value is `null`.
  public mutating func value(_ key: String, required: Bool = false) throws(Failure) -> JSONValue? {
    try member(key, required: required)?.value
  }

  /// The member called `key` with the location of its name, marked as read; `nil` when absent.
  ///
  /// - Throws: When the key is required and absent, or its value is `null`.
  public mutating func member(_ key: String, required: Bool = false) throws(Failure) -> JSONMember? {
    used.insert(key)
    guard let member = members.first(where: { $0.key == key }) else {
      if required { throw makeError(location, "\(what) needs \"\(key)\"") }
      return nil
    }
    guard !member.value.isNull else {
      throw error(at: member.value, "\"\(key)\" has no value (null); give it one or leave the key out")
    }
    return member
  }

  private func mismatch(_ value: JSONValue, _ key: String, _ expected: String) -> Failure {
    return error(at: value, "\"\(key)\" must be \(expected), found \(value.kindDescription)")
  }

  /// A mismatch for a number member: a number that does not fit (`1e400`, or `1e19` or `1.5` for a
  /// whole number) is quoted, rather than "found a number".
  private func numberMismatch(_ value: JSONValue, _ key: String, _ expected: String, _ fitting: String) -> Failure {
    guard case .number(let text) = value.kind else { return mismatch(value, key, expected) }
    return error(at: value, "\"\(key)\" must be \(fitting), found \(text)")
  }

  /// A string member; an empty one is refused when ``refusesEmptyStrings`` is set.
  public mutating func string(_ key: String, required: Bool = false) throws(Failure) -> String? {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    if refusesEmptyStrings, text.allSatisfy(\.isWhitespace) {
      throw error(at: value, "\"\(key)\" is empty; give it a value or leave the key out")
    }
    return text
  }

  /// A member that is one string or a list of strings, each with its location (`include: "**"`
  /// or `include: [A, B]`); empty strings are refused when ``refusesEmptyStrings`` is set.
  public mutating func strings(_ key: String, required: Bool = false) throws(Failure) -> [LocatedString]? {
    guard let value = try value(key, required: required) else { return nil }
    return try Self.strings(value, key: key, refusingEmpty: refusesEmptyStrings) { error(at: $0, $1) }
  }

  /// One string or a list of strings, each with its location: ``strings(_:required:)`` for a
  /// value that is not a member of an object being read.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: Its name, for messages.
  ///   - refusingEmpty: Whether an empty (or all-space) string is an error.
  ///   - error: Makes an error at a value from a reason.
  /// - Returns: The strings, in order.
  /// - Throws: `error(…)` for another kind of value, a list item that is not a string, or a
  ///   refused empty string.
  public static func strings(
    _ value: JSONValue, key: String, refusingEmpty: Bool = false, error: (JSONValue, String) -> Failure
  ) throws(Failure) -> [LocatedString] {
    let items: [JSONValue]
    if value.stringValue != nil {
      items = [value]
    } else if let list = value.arrayValue {
      items = list
    } else {
      throw error(value, "\"\(key)\" must be a string or a list of strings, found \(value.kindDescription)")
    }
    var result: [LocatedString] = []
    for item in items {
      guard let text = item.stringValue else {
        throw error(item, "every item of \"\(key)\" must be a string, found \(item.kindDescription)")
      }
      if refusingEmpty, text.allSatisfy(\.isWhitespace) {
        throw error(item, "\"\(key)\" contains an empty string")
      }
      result.append((text, item.location))
    }
    return result
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
    guard let number = value.doubleValue, number.isFinite else {
      throw numberMismatch(value, key, "a number", "a finite number")
    }
    return number
  }

  /// A whole-number member.
  public mutating func int(_ key: String, required: Bool = false) throws(Failure) -> Int? {
    guard let value = try value(key, required: required) else { return nil }
    guard let number = value.intValue else { throw numberMismatch(value, key, "a whole number", "a whole number") }
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
  /// - Throws: For anything else, listing the allowed values.
  public mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, required: Bool = false
  ) throws(Failure) -> E? where E.RawValue == String {
    guard let value = try value(key, required: required) else { return nil }
    return try Self.enumeration(value, key: key, type) { error(at: $0, $1) }
  }

  /// A value that must be one of the raw values of `type`: ``enumeration(_:_:required:)`` for a
  /// value that is not a member of an object being read.
  ///
  /// ```swift
  /// try JSONObjectReader.enumeration(value, key: "severity", Severity.self) { … }
  /// // "severity" must be one of note, warning, error, found "fatal"
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: Its name, for messages.
  ///   - type: The enumeration.
  ///   - error: Makes an error at a value from a reason.
  /// - Returns: The case whose raw value `value` is.
  /// - Throws: `error(…)` for anything else, listing the allowed values.
  public static func enumeration<E: RawRepresentable & CaseIterable>(
    _ value: JSONValue, key: String, _ type: E.Type, error: (JSONValue, String) -> Failure
  ) throws(Failure) -> E where E.RawValue == String {
    if let text = value.stringValue, let result = E(rawValue: text) { return result }
    let found = value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription
    let allowed = E.allCases.map(\.rawValue).joined(separator: ", ")
    throw error(value, "\"\(key)\" must be one of \(allowed), found \(found)")
  }

  /// A `"file:line:column"` string member as a location.
  public mutating func location(_ key: String) throws(Failure) -> SourceLocation? {
    guard let value = try value(key) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string \"file:line:column\"") }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      throw error(at: value, "\"\(key)\" must look like \"file:line:column\", found \"\(text)\"")
    }
    return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// Fails on the first member that was never asked for, naming the keys that were and the
  /// closest one.
  public func finish() throws(Failure) {
    for member in members where !used.contains(member.key) {
      throw unknownKey(member)
    }
  }

  /// The error for a member that the object does not take: its key is a typo, or belongs
  /// elsewhere.
  ///
  /// ``finish()`` uses it with the keys read so far; a reader whose keys are not a fixed list
  /// (a mapping whose other keys are names) calls it with the fixed ones.
  ///
  /// - Parameters:
  ///   - member: The member, reported at its key.
  ///   - allowed: The keys the object takes; by default the keys read so far.
  ///   - what: What the object is, when the message should say more than ``what``.
  /// - Returns: `unknown key "idd" in a rule; did you mean "id"? The keys are: id, name.`
  public func unknownKey(_ member: JSONMember, allowed: [String]? = nil, in what: String? = nil) -> Failure {
    let keys = (allowed ?? Array(used)).sorted()
    let list = keys.joined(separator: ", ")
    // Two edits catch a doubled, dropped or swapped letter in a short key; longer keys allow more.
    let tolerance = max(2, member.key.count / 3)
    let rest =
      if keys.isEmpty {
        "it takes no keys."
      } else if let closest = Spelling.closest(to: member.key, in: keys, tolerance: tolerance) {
        "did you mean \"\(closest)\"? The keys are: \(list)."
      } else {
        "the keys are: \(list)."
      }
    return makeError(
      member.keyLocation ?? location, "unknown key \(Spelling.quoted(member.key)) in \(what ?? self.what); \(rest)")
  }
}
