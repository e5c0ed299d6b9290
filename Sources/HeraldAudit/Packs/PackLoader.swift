import Foundation
import HeraldICU
import HeraldSyntax
import HeraldTree

/// Compiles the JSON value of a rule pack into rules, checking everything on the way.
///
/// Every problem is an ``AuditError/invalidRulePack(_:reason:)`` at the line and column of the
/// offending key or value, saying what is allowed.
struct PackLoader {
  typealias Object = JSONObjectReader<AuditError>

  let file: String

  private func object(_ value: JSONValue, _ what: String) throws(AuditError) -> Object {
    try Object(value, what: what, file: file) { location, reason in .invalidRulePack(location, reason: reason) }
  }

  private func failure(_ value: JSONValue?, _ reason: String) -> AuditError {
    .invalidRulePack(value?.location ?? SourceLocation(file: file, line: 1, column: 1), reason: reason)
  }

  func pack(_ root: JSONValue) throws(AuditError) -> RulePack {
    var object = try object(root, "a rule pack")
    guard let marker = try object.value("herald", required: true), marker.stringValue == "rules" else {
      throw failure(root["herald"], "\"herald\" must be \"rules\" in a rule pack")
    }
    if let version = try object.value("version"), version.intValue != 1 {
      throw failure(version, "\"version\" must be 1, the only version")
    }
    let name = try object.string("name", required: true) ?? ""
    guard let list = try object.value("rules", required: true), let items = list.arrayValue else {
      throw failure(root["rules"], "\"rules\" must be a list of rules")
    }
    try object.finish()
    var rules: [DeclarativeRule] = []
    var seen: [String: SourceLocation] = [:]
    for item in items {
      let (rule, location) = try self.rule(item)
      if let first = seen[rule.id] {
        throw .invalidRulePack(
          location, reason: "the rule id \"\(rule.id)\" is already used at line \(first.line); rename one")
      }
      seen[rule.id] = location
      rules.append(rule)
    }
    return RulePack(name: name, file: file, rules: rules)
  }

  // MARK: Rules

  private func rule(_ value: JSONValue) throws(AuditError) -> (DeclarativeRule, SourceLocation) {
    var object = try object(value, "a rule")
    let idValue = try object.value("id", required: true)
    guard let id = idValue?.stringValue, RuleDescription.isValidID(id) else {
      throw failure(
        idValue, "a rule id must be kebab-case: lower-case letters and digits joined by \"-\" (acme-gauge-needs-value)")
    }
    let location = idValue?.location ?? object.location
    let name = try object.string("name", required: true) ?? ""
    let summary = try object.string("summary", required: true) ?? ""
    let rationale = try object.string("rationale") ?? ""
    let impact = try object.enumeration("impact", Impact.self, required: true) ?? .moderate
    var tags: [String] = []
    for tag in try object.array("tags") {
      guard let text = tag.stringValue, !text.isEmpty else {
        throw failure(tag, "a tag must be a non-empty string (wcag412)")
      }
      tags.append(text)
    }
    let help = try object.string("help", required: true) ?? ""
    let helpURL = try object.string("helpURL")
    let enabled = try object.bool("enabled") ?? true
    let selector =
      try object.value("selector").map { (value) throws(AuditError) in try self.selector(value) } ?? Selector()
    guard let assertValue = try object.value("assert", required: true) else {
      throw failure(value, "a rule needs \"assert\"")
    }
    let assertion = try predicate(assertValue)
    let review = try object.value("review").map { (value) throws(AuditError) in try predicate(value) }
    let hasCount = assertion.hasCount || review?.hasCount == true
    guard let messagesValue = try object.value("messages", required: true) else {
      throw failure(value, "a rule needs \"messages\"")
    }
    let messages = try self.messages(messagesValue, hasCount: hasCount)
    let reviewMessages =
      try object.value("reviewMessages").map { (value) throws(AuditError) in
        try self.messages(value, hasCount: hasCount)
      }
      ?? messages
    var triggering: [RuleExample] = []
    var nonTriggering: [RuleExample] = []
    if let examples = try object.value("examples") {
      var examplesObject = try self.object(examples, "the examples {triggering, nonTriggering}")
      for item in try examplesObject.array("triggering") { triggering.append(try example(item, triggering: true)) }
      for item in try examplesObject.array("nonTriggering") {
        nonTriggering.append(try example(item, triggering: false))
      }
      try examplesObject.finish()
    }
    try object.finish()
    let description = RuleDescription(
      id: id, name: name, summary: summary, rationale: rationale, impact: impact, tags: tags, help: help,
      helpURL: helpURL, isEnabledByDefault: enabled, triggeringExamples: triggering,
      nonTriggeringExamples: nonTriggering)
    let rule = DeclarativeRule(
      description: description, file: file, selector: selector, assertion: assertion, review: review,
      messages: messages, reviewMessages: reviewMessages)
    return (rule, location)
  }

  private func messages(_ value: JSONValue, hasCount: Bool) throws(AuditError) -> [String: MessageFormat] {
    guard let members = value.objectValue else {
      throw failure(value, "\"messages\" must map locales to ICU messages ({en: \"…\", de: \"…\"})")
    }
    var allowed = DeclarativeRule.argumentNames
    if !hasCount { allowed.removeAll { $0 == "count" } }
    var result: [String: MessageFormat] = [:]
    for member in members {
      let keyLocation = member.keyLocation ?? value.location
      let locale: LanguageTag
      do {
        locale = try LanguageTag(member.key)
      } catch {
        throw .invalidRulePack(
          keyLocation ?? SourceLocation(file: file, line: 1, column: 1),
          reason: "\"\(member.key)\" is not a BCP 47 locale (en, de, pt-BR)")
      }
      guard let pattern = member.value.stringValue else {
        throw failure(member.value, "the \(member.key) message must be a string, found \(member.value.kindDescription)")
      }
      let format: MessageFormat
      do {
        format = try MessageFormat(pattern: pattern, locale: locale)
      } catch {
        throw failure(member.value, "the \(member.key) message is not a valid ICU message: \(error)")
      }
      for name in format.argumentNames where !allowed.contains(name) {
        let extra = name == "count" ? " ({count} needs a count predicate in assert or review)" : ""
        throw failure(
          member.value,
          "the \(member.key) message uses {\(name)}, which rules do not provide\(extra); arguments: \(allowed.joined(separator: ", "))"
        )
      }
      result[locale.identifier] = format
    }
    guard result[Catalog.english.identifier] != nil else {
      throw failure(value, "\"messages\" needs an \"en\" message, the fallback for every other locale")
    }
    return result
  }

  private func example(_ value: JSONValue, triggering: Bool) throws(AuditError) -> RuleExample {
    var object = try object(value, triggering ? "a triggering example" : "a non-triggering example")
    guard let tree = try object.value("tree", required: true) else { throw failure(value, "an example needs \"tree\"") }
    let text: String
    if let yaml = tree.stringValue {
      text = yaml
    } else if tree.objectValue != nil {
      text = JSONWriter().string(from: tree)
    } else {
      throw failure(tree, "\"tree\" must be an element (an object) or YAML text, found \(tree.kindDescription)")
    }
    let flagged = triggering ? try ids(&object, "flagged") : []
    let needsReview = triggering ? try ids(&object, "needsReview") : []
    try object.finish()
    if triggering, flagged.isEmpty, needsReview.isEmpty {
      throw failure(value, "a triggering example must list the ids it flags in \"flagged\" or \"needsReview\"")
    }
    let line = value.location?.line ?? 1
    return RuleExample(tree: text, flagged: flagged, needsReview: needsReview, location: "\(file):\(line)")
  }

  private func ids(_ object: inout Object, _ key: String) throws(AuditError) -> [String] {
    var result: [String] = []
    for item in try object.array(key) {
      guard let id = item.stringValue else { throw failure(item, "\"\(key)\" must list element ids (strings)") }
      result.append(id)
    }
    return result
  }

  // MARK: Selectors

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

  // MARK: Leaves

  private func path(_ text: String, at location: SourceLocation?) throws(AuditError) -> PropertyPath {
    guard let path = PropertyPath(parsing: text) else {
      throw .invalidRulePack(
        location ?? SourceLocation(file: file, line: 1, column: 1),
        reason:
          "unknown property path \"\(text)\"; allowed: \(PropertyPath.names.joined(separator: ", ")), runtime.<keyPath>"
      )
    }
    return path
  }

  private func list(_ value: JSONValue, _ key: String) throws(AuditError) -> [JSONValue] {
    if value.stringValue != nil { return [value] }
    guard let items = value.arrayValue, !items.isEmpty else {
      throw failure(value, "\"\(key)\" must be a string or a non-empty list of strings")
    }
    return items
  }

  private func role(_ value: JSONValue) throws(AuditError) -> Role {
    guard let text = value.stringValue, let role = Role(rawValue: text) else {
      throw failure(
        value,
        "unknown role \(value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription); expected one of: \(Role.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return role
  }

  private func traits(_ value: JSONValue) throws(AuditError) -> AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for item in try list(value, "traits") {
      guard let name = item.stringValue, let trait = AccessibilityTraits(name: name) else {
        throw failure(
          item,
          "unknown trait \(item.stringValue.map { "\"\($0)\"" } ?? item.kindDescription); expected one of: \(AccessibilityTraits.named.map(\.name).joined(separator: ", "))"
        )
      }
      traits.insert(trait)
    }
    return traits
  }

  private func regex(_ value: JSONValue) throws(AuditError) -> NSRegularExpression {
    guard let pattern = value.stringValue else {
      throw failure(value, "a regular expression must be a string, found \(value.kindDescription)")
    }
    do {
      return try NSRegularExpression(pattern: pattern)
    } catch {
      throw failure(
        value,
        "invalid regular expression \"\(pattern)\" (ICU syntax, as NSRegularExpression reads it); fix the pattern")
    }
  }
}
