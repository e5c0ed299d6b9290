import Foundation
import HeraldSyntax

/// The skeleton of a new built-in rule and of its test, as `make new-rule ID=… CATEGORY=…` writes
/// them.
///
/// The rule builds and is registered at once, with every part of its description, one English
/// message, a triggering and a non-triggering example, all marked `TODO`. Its test fails until no
/// `TODO` is left in the description, the message or the examples. Both files are laid out as
/// `swift format` lays them out, so that the lint passes before the author has changed a line.
///
/// ```swift
/// let template = try RuleTemplate(id: "demo-thing", category: "Labels")
/// template.typeName   // "DemoThingRule"
/// template.rulePath   // "Sources/HeraldRules/Rules/Labels/DemoThingRule.swift"
/// ```
struct RuleTemplate {
  /// The marker of what the author still has to write.
  static let marker = "TODO"

  /// The kebab-case id.
  let id: String
  /// The folder under `Rules/`, in upper camel case (`Labels`).
  let category: String

  /// Checks the id and the category.
  ///
  /// - Throws: ``RegistryError`` when the id is not kebab-case or the category is not a folder name.
  init(id: String, category: String) throws(RegistryError) {
    let isKebabCase =
      id.first.map { ("a"..."z").contains($0) } == true && id.last != "-" && !id.contains("--")
      && id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    guard isKebabCase else { throw .invalidID(id) }
    guard let first = category.first, first.isUppercase, category.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw .invalidCategory(category)
    }
    self.id = id
    self.category = category
  }

  /// The rule's type name: the id in upper camel case, then `Rule` (`demo-thing` → `DemoThingRule`).
  var typeName: String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
  }

  /// The rule's file, relative to the package.
  var rulePath: String { "Sources/HeraldRules/Rules/\(category)/\(typeName).swift" }

  /// The test's file, relative to the package.
  var testPath: String { "Tests/HeraldRulesTests/Rules/\(category)/\(typeName)Tests.swift" }

  /// Writes the rule and its test under `packageDirectory`, creating their folders.
  ///
  /// - Returns: The paths written.
  /// - Throws: ``RegistryError/fileExists(path:)`` before writing anything when either file exists,
  ///   or the error of a file that cannot be written.
  func write(packageDirectory: String) throws -> [String] {
    let files = [(rulePath, ruleSource), (testPath, testSource)].map { (packageDirectory + "/" + $0, $1) }
    let manager = FileManager.default
    if let existing = files.first(where: { manager.fileExists(atPath: $0.0) }) {
      throw RegistryError.fileExists(path: existing.0)
    }
    try AtomicFile.write(files.map { ($0.0, Array($0.1.utf8)) })
    return files.map(\.0)
  }

  /// The rule's source.
  var ruleSource: String {
    let todo = Self.marker
    return """
      import HeraldAudit
      import HeraldTree

      /// \(todo): what the rule flags, and what a screen reader user meets because of it.
      public struct \(typeName): BuiltInRule {
        /// The rule's id, metadata, options and examples.
        public static let description = RuleDescription(
          id: "\(id)",
          name: "\(todo): a short title",
          summary: "\(todo): what the rule flags, in one sentence.",
          rationale: "\(todo): why it matters to the people who use a screen reader.",
          impact: .moderate,
          tags: ["\(category.lowercased())"],
          help: "\(todo): how to fix a finding.",
          messages: [
            "message": RuleMessageText(
              "\(todo): what is wrong with “{label}”, and what to do.",
              comment:
                "Audit finding. label is the element's spoken label. Keep the typographic quotes or use the locale's own.")
          ],
          triggeringExamples: [
            // \(todo): a tree the rule must flag; `flagged` names the elements it flags.
            RuleExample(
              \"\"\"
              role: view
              children:
                - {id: flagged, role: button, content: {titles: {normal: \(todo)}}}
              \"\"\", flagged: ["flagged"], message: "message")
          ],
          nonTriggeringExamples: [
            // \(todo): a tree the rule must not flag.
            RuleExample(
              \"\"\"
              role: view
              children:
                - {id: fine, role: button, content: {titles: {normal: Save}}}
              \"\"\")
          ])

        /// Makes the rule; it has no options.
        public init(options: RuleOptions) {}

        /// \(todo): the elements the rule judges; here every element a screen reader visits.
        public func applies(to node: AuditNode) -> Bool { node.spoken != nil }

        /// \(todo): a violation when …; here when the label is the skeleton's placeholder.
        public func check(_ node: AuditNode) -> RuleOutcome {
          guard let label = node.spoken?.label, label == "\(todo)" else { return .pass }
          return .violation(RuleMessage("message", ["label": .string(label)]))
        }
      }

      """
  }

  /// The test's source.
  var testSource: String {
    let todo = Self.marker
    return """
      import HeraldAudit
      import HeraldRules
      import Testing

      @Suite("\(id)")
      struct \(typeName)Tests {
        /// Every text of the description and every example, where the skeleton's markers were.
        static let texts: [String] = {
          let description = \(typeName).description
          let examples = description.triggeringExamples + description.nonTriggeringExamples
          return [description.name, description.summary, description.rationale, description.help]
            + description.messages.values.map(\\.english) + examples.map(\\.tree)
        }()

        @Test("The skeleton is filled in: no \(todo) is left in the description, the messages or the examples")
        func filledIn() {
          let left = Self.texts.filter { $0.contains("\(todo)") }
          #expect(left.isEmpty, "write \(typeName)'s description, message and examples:\\n\\(left.joined(separator: "\\n"))")
        }
      }

      """
  }
}
