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

  func object(_ value: JSONValue, _ what: String) throws(AuditError) -> Object {
    try Object(value, what: what, file: file) { location, reason in .invalidRulePack(location, reason: reason) }
  }

  func failure(_ value: JSONValue?, _ reason: String) -> AuditError {
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

}
