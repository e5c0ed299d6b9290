import HeraldSyntax

/// Reads the members of one JSON object with type checks, and refuses members it was not asked
/// for, so that a misspelt key is reported instead of ignored.
struct JSONObject {
  let members: [JSONMember]
  let location: SourceLocation
  let what: String
  private var used: Set<String> = []

  init(_ value: JSONValue, what: String, file: String) throws(TreeError) {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = value.objectValue else {
      throw .invalidDocument(location, reason: "expected \(what) as a JSON object, found \(value.kindDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw .invalidDocument(
        member.keyLocation ?? location, reason: "\"\(member.key)\" appears twice in \(what); keep one")
    }
    self.members = members
    self.location = location
    self.what = what
  }

  mutating func value(_ key: String, required: Bool = false) throws(TreeError) -> JSONValue? {
    used.insert(key)
    guard let member = members.first(where: { $0.key == key }) else {
      if required { throw .invalidDocument(location, reason: "\(what) needs \"\(key)\"") }
      return nil
    }
    guard !member.value.isNull else {
      throw .invalidDocument(member.value.location ?? location, reason: "\"\(key)\" is null; leave the key out instead")
    }
    return member.value
  }

  private func mismatch(_ value: JSONValue, _ key: String, _ expected: String) -> TreeError {
    .invalidDocument(
      value.location ?? location, reason: "\"\(key)\" must be \(expected), found \(value.kindDescription)")
  }

  mutating func string(_ key: String, required: Bool = false) throws(TreeError) -> String? {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    return text
  }

  mutating func bool(_ key: String, required: Bool = false) throws(TreeError) -> Bool? {
    guard let value = try value(key, required: required) else { return nil }
    guard let flag = value.boolValue else { throw mismatch(value, key, "true or false") }
    return flag
  }

  mutating func number(_ key: String, required: Bool = false) throws(TreeError) -> Double? {
    guard let value = try value(key, required: required) else { return nil }
    guard let number = value.doubleValue, number.isFinite else { throw mismatch(value, key, "a number") }
    return number
  }

  mutating func int(_ key: String) throws(TreeError) -> Int? {
    guard let value = try value(key) else { return nil }
    guard let number = value.intValue else { throw mismatch(value, key, "a whole number") }
    return number
  }

  mutating func array(_ key: String, required: Bool = false) throws(TreeError) -> [JSONValue] {
    guard let value = try value(key, required: required) else { return [] }
    guard let values = value.arrayValue else { throw mismatch(value, key, "an array") }
    return values
  }

  mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ key: String, _ type: E.Type, required: Bool = false
  ) throws(TreeError) -> E? where E.RawValue == String {
    guard let value = try value(key, required: required) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string") }
    guard let result = E(rawValue: text) else {
      throw .invalidDocument(
        value.location ?? location,
        reason: "unknown \(key) \"\(text)\"; expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return result
  }

  /// A `"file:line:column"` string as a location.
  mutating func location(_ key: String) throws(TreeError) -> SourceLocation? {
    guard let value = try value(key) else { return nil }
    guard let text = value.stringValue else { throw mismatch(value, key, "a string \"file:line:column\"") }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      throw .invalidDocument(
        value.location ?? location, reason: "\"\(key)\" must look like \"file:line:column\", found \"\(text)\"")
    }
    return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// Fails on the first member that was never asked for.
  func finish() throws(TreeError) {
    for member in members where !used.contains(member.key) {
      throw .invalidDocument(
        member.keyLocation ?? location,
        reason: "unknown key \"\(member.key)\" in \(what); allowed: \(used.sorted().joined(separator: ", "))")
    }
  }
}
