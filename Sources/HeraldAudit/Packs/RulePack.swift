import Foundation
import HeraldSyntax

/// A declarative rule pack: a YAML or JSON file of project-specific rules (`docs/rule-packs.md`).
///
/// Everything is checked when the pack is loaded — keys, types, roles, traits, paths, regular
/// expressions, messages in every locale and the arguments they use — so a pack that loads
/// cannot fail during an audit.
///
/// ```swift
/// let pack = try RulePack.load(path: "Examples/RulePacks/acme.herald-rules.yml")
/// for rule in pack.rules {
///   let failures = ExampleRunner().run(rule.description) { _ in rule }
/// }
/// ```
public struct RulePack: Sendable {
  /// The pack's name.
  public var name: String
  /// The file, as the user named it.
  public var file: String
  /// The rules, in file order.
  public var rules: [DeclarativeRule]

  /// Creates a pack.
  public init(name: String, file: String, rules: [DeclarativeRule]) {
    self.name = name
    self.file = file
    self.rules = rules
  }

  /// Loads the pack at `path`.
  ///
  /// - Throws: ``AuditError/unreadable(path:reason:)``, ``AuditError/syntax(_:)`` for a file
  ///   that is not YAML or JSON, and ``AuditError/invalidRulePack(_:reason:)`` naming the line,
  ///   column and what to change.
  public static func load(path: String) throws(AuditError) -> RulePack {
    let text: String
    do {
      text = try InputFile.text(atPath: path)
    } catch {
      if let invalid = error.invalidText { throw .syntax(invalid) }
      throw .unreadable(path: path, reason: error.reason)
    }
    return try load(text: text, file: path)
  }

  /// Loads a pack from its text; JSON when `file` ends in `.json`, YAML otherwise.
  ///
  /// - Throws: ``AuditError/syntax(_:)`` and ``AuditError/invalidRulePack(_:reason:)``.
  public static func load(text: String, file: String) throws(AuditError) -> RulePack {
    let root: JSONValue
    do {
      root =
        file.hasSuffix(".json")
        ? try JSONReader.parse(Array(text.utf8), file: file) : try YAMLReader.parse(text, file: file)
    } catch {
      throw .syntax(error)
    }
    return try PackLoader(file: file).pack(root)
  }
}
