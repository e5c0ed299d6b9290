import HeraldSyntax

extension PackLoader {
  func selector(_ value: JSONValue) throws(AuditError) -> Selector {
    var object = try object(value, "a selector")
    var selector = Selector()
    if let roles = try object.value("role") {
      selector.roles = Set(try list(roles, "role").map { (item) throws(AuditError) in try role(item) })
    }
    if let customClass = try object.value("customClass") {
      if let name = customClass.stringValue {
        selector.customClass = .exact(name)
      } else {
        var match = try self.object(customClass, "a class match {matches: regex}")
        guard let pattern = try match.value("matches", required: true) else {
          throw failure(customClass, "expected {matches: regex}")
        }
        try match.finish()
        selector.customClass = .pattern(try regex(pattern))
      }
    }
    if let traits = try object.value("traits") { selector.traits = try self.traits(traits) }
    selector.visited = try object.bool("visited")
    if let attributes = try object.value("attributes") { selector.attributes = try self.attributes(attributes) }
    for relation in Selector.Relation.allCases {
      if let nested = try object.value(relation.rawValue) {
        selector.relations.append((relation, try self.selector(nested)))
      }
    }
    try object.finish()
    return selector
  }

  /// `{path: {equals: x, matches: y, …}, …}`: every condition of every path.
  private func attributes(_ value: JSONValue) throws(AuditError) -> Predicate {
    guard let members = value.objectValue else {
      throw failure(
        value, "\"attributes\" must map property paths to conditions ({frame.height: {greaterThanOrEqual: 44}})")
    }
    var predicates: [Predicate] = []
    for member in members {
      let path = try self.path(member.key, at: member.keyLocation ?? value.location)
      guard let conditions = member.value.objectValue, !conditions.isEmpty else {
        throw failure(
          member.value,
          "the conditions of \(member.key) must be an object ({equals: value}); forms: \(Self.attributeForms)")
      }
      for condition in conditions {
        let location = condition.keyLocation ?? member.value.location
        if condition.key == "present" {
          guard let flag = condition.value.boolValue else {
            throw failure(condition.value, "\"present\" must be true or false")
          }
          predicates.append(flag ? .present(path) : .not(.present(path)))
          continue
        }
        guard let predicate = try comparison(condition.key, path, condition.value, at: location) else {
          throw .invalidRulePack(
            location ?? SourceLocation(file: file, line: 1, column: 1),
            reason: "unknown condition \"\(condition.key)\"; allowed: \(Self.attributeForms)")
        }
        predicates.append(predicate)
      }
    }
    return predicates.count == 1 ? predicates[0] : .all(predicates)
  }

  private static let attributeForms =
    "present, equals, in, matches, includes, " + Predicate.Comparison.allCases.map(\.rawValue).joined(separator: ", ")

  // MARK: Predicates

  private static let predicateForms =
    "all, any, not, present, equals, in, matches, includes, "
    + Predicate.Comparison.allCases.map(\.rawValue).joined(separator: ", ") + ", count"

  func predicate(_ value: JSONValue) throws(AuditError) -> Predicate {
    guard let members = value.objectValue else {
      throw failure(
        value,
        "expected a predicate (an object such as {present: accessibility.value}), found \(value.kindDescription); forms: \(Self.predicateForms)"
      )
    }
    if members.contains(where: { $0.key == "count" }) { return try count(value) }
    guard members.count == 1, let member = members.first else {
      throw failure(value, "a predicate has exactly one key (\(Self.predicateForms)); combine several with all or any")
    }
    let location = member.keyLocation ?? value.location
    switch member.key {
    case "all", "any":
      guard let items = member.value.arrayValue, !items.isEmpty else {
        throw failure(member.value, "\"\(member.key)\" must be a non-empty list of predicates")
      }
      var predicates: [Predicate] = []
      for item in items { predicates.append(try predicate(item)) }
      return member.key == "all" ? .all(predicates) : .any(predicates)
    case "not":
      return .not(try predicate(member.value))
    case "present":
      guard let name = member.value.stringValue else {
        throw failure(member.value, "\"present\" must name a property path (accessibility.value)")
      }
      return .present(try path(name, at: member.value.location))
    default:
      guard Self.pathForms.contains(member.key) else {
        throw .invalidRulePack(
          location ?? SourceLocation(file: file, line: 1, column: 1),
          reason: "unknown predicate \"\(member.key)\"; allowed: \(Self.predicateForms)")
      }
      guard let pairs = member.value.objectValue, !pairs.isEmpty else {
        throw failure(
          member.value, "\"\(member.key)\" must map a property path to a value ({\(member.key): {label: …}})")
      }
      var predicates: [Predicate] = []
      for pair in pairs {
        let path = try self.path(pair.key, at: pair.keyLocation ?? member.value.location)
        if let predicate = try comparison(member.key, path, pair.value, at: pair.keyLocation) {
          predicates.append(predicate)
        }
      }
      return predicates.count == 1 ? predicates[0] : .all(predicates)
    }
  }

  private static let pathForms: Set<String> = Set(
    ["equals", "in", "matches", "includes"] + Predicate.Comparison.allCases.map(\.rawValue))

  /// `count: {children: selector}, atLeast: 2, atMost: 7` (or `equals: n`).
  private func count(_ value: JSONValue) throws(AuditError) -> Predicate {
    var object = try object(value, "a count predicate")
    guard let scopeValue = try object.value("count", required: true) else { throw failure(value, "expected count") }
    let atLeast = try object.int("atLeast")
    let atMost = try object.int("atMost")
    let exactly = try object.int("equals")
    try object.finish()
    guard let members = scopeValue.objectValue, members.count == 1, let member = members.first,
      let scope = Predicate.CountScope(rawValue: member.key)
    else {
      throw failure(scopeValue, "\"count\" must be {children: selector} or {descendants: selector}")
    }
    var bounds = Predicate.CountBounds(atLeast: atLeast, atMost: atMost)
    if let exactly {
      guard atLeast == nil, atMost == nil else {
        throw failure(value, "a count takes \"equals\" or \"atLeast\"/\"atMost\", not both")
      }
      bounds = Predicate.CountBounds(atLeast: exactly, atMost: exactly)
    }
    guard bounds.atLeast != nil || bounds.atMost != nil else {
      throw failure(value, "a count needs \"atLeast\", \"atMost\" or \"equals\"")
    }
    if let low = bounds.atLeast, let high = bounds.atMost, low > high {
      throw failure(value, "\"atLeast\" (\(low)) is greater than \"atMost\" (\(high)); no count satisfies it")
    }
    return .count(scope, try selector(member.value), bounds)
  }

  /// The predicate `form` (`equals`, `lessThan`, …) of `path` with `value`, type-checked.
  private func comparison(
    _ form: String, _ path: PropertyPath, _ value: JSONValue, at location: SourceLocation?
  ) throws(AuditError) -> Predicate? {
    let type = path.valueType
    func wrongType(_ expected: String) -> AuditError {
      .invalidRulePack(
        location ?? value.location ?? SourceLocation(file: file, line: 1, column: 1),
        reason: "\"\(form)\" does not apply to \(path), which is \(Self.typeName(type)); \(expected)")
    }
    switch form {
    case "equals":
      return .equals(path, try literal(value, for: path))
    case "in":
      guard type != .traits else { throw wrongType("use includes or equals for traits") }
      guard let items = value.arrayValue, !items.isEmpty else {
        throw failure(value, "\"in\" needs a non-empty list of values")
      }
      var values: [PropertyPath.Value] = []
      for item in items { values.append(try literal(item, for: path)) }
      return .oneOf(path, values)
    case "matches":
      guard type == .text || type == .any else { throw wrongType("matches applies to text paths") }
      return .matches(path, try regex(value))
    case "includes":
      guard type == .traits else { throw wrongType("includes applies to traits and accessibility.traits") }
      return .includes(path, try traits(value))
    default:
      guard let comparison = Predicate.Comparison(rawValue: form) else { return nil }
      guard type == .number || type == .any else {
        throw wrongType(
          "comparisons apply to numbers: frame.x, frame.y, frame.width, frame.height, alpha, childCount, runtime.<keyPath>"
        )
      }
      guard let number = value.doubleValue else {
        throw failure(value, "\"\(form)\" needs a number, found \(value.kindDescription)")
      }
      return .compare(path, comparison, number)
    }
  }

  private static func typeName(_ type: PropertyPath.ValueType) -> String {
    switch type {
    case .text: "text"
    case .number: "a number"
    case .bool: "true or false"
    case .traits: "a set of traits"
    case .any: "a runtime attribute"
    }
  }

  /// A value to compare `path` with, of the path's type.
  private func literal(_ value: JSONValue, for path: PropertyPath) throws(AuditError) -> PropertyPath.Value {
    switch path.valueType {
    case .text:
      guard let text = value.stringValue else {
        throw failure(value, "\(path) is text; compare it with a string, found \(value.kindDescription)")
      }
      if let allowed = path.allowedTexts, !allowed.contains(text) {
        throw failure(value, "unknown \(path) \"\(text)\"; expected one of: \(allowed.joined(separator: ", "))")
      }
      return .text(text)
    case .number:
      guard let number = value.doubleValue else {
        throw failure(value, "\(path) is a number; compare it with a number, found \(value.kindDescription)")
      }
      return .number(number)
    case .bool:
      guard let flag = value.boolValue else {
        throw failure(value, "\(path) is true or false; compare it with a boolean, found \(value.kindDescription)")
      }
      return .bool(flag)
    case .traits:
      return .traits(try traits(value))
    case .any:
      switch value.kind {
      case .string(let text): return .text(text)
      case .bool(let flag): return .bool(flag)
      case .number: return .number(value.doubleValue ?? 0)
      default:
        throw failure(value, "\(path) can be compared with a string, number or boolean, found \(value.kindDescription)")
      }
    }
  }
}
