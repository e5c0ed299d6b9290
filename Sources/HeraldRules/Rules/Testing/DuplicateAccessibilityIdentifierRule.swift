import HeraldAudit
import HeraldTree

/// Flags every element whose accessibility identifier another element of the same scene also
/// carries: UI tests that look the identifier up find several elements, or the wrong one.
public struct DuplicateAccessibilityIdentifierRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "duplicate-accessibility-identifier",
    name: "Duplicate accessibility identifier",
    summary: "Several elements of one scene have the same accessibility identifier.",
    rationale:
      "UI tests (XCUITest, Appium, Espresso) find elements by accessibility identifier. A duplicated identifier makes a query match several elements, so tests fail or tap the wrong control, and automation tools built on the identifiers misbehave. Identifiers are never spoken.",
    impact: .minor,
    tags: ["testing"],
    help:
      "Give each element of a scene its own identifier (\"meal.save\", \"meal.cancel\"). Cells repeated by a table are distinct at run time; identify them by their index in the test.",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier",
    messages: [
      "message": RuleMessageText(
        "Accessibility identifier “{identifier}” is used by {count, plural, one {# element} other {# elements}} in this scene. Give each element its own identifier so that UI tests find the right one.",
        comment:
          "Audit finding. identifier is an accessibilityIdentifier (code, do not translate); count is how many elements of the scene carry it, at least 2. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, content: {titles: {normal: Save}}, accessibility: {identifier: save}}
          - {id: b, role: button, content: {titles: {normal: Save}}, accessibility: {identifier: save}}
          - {id: c, role: button, content: {titles: {normal: Cancel}}, accessibility: {identifier: cancel}}
        """, flagged: ["a", "b"]),
      // Hidden elements count too: tests query them all the same.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: staticText, content: {text: Name}, accessibility: {identifier: title}}
          - {id: b, role: staticText, hidden: true, content: {text: Name}, accessibility: {identifier: title}}
          - {id: c, role: view, accessibility: {identifier: title}}
        """, flagged: ["a", "b", "c"]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, content: {titles: {normal: Save}}, accessibility: {identifier: save}}
          - {id: b, role: button, content: {titles: {normal: Cancel}}, accessibility: {identifier: cancel}}
          - {id: c, role: button, content: {titles: {normal: Other}}, accessibility: {identifier: ""}}
          - {id: d, role: button, content: {titles: {normal: More}}, accessibility: {identifier: ""}}
        """),
      // Identifiers are case-sensitive.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, content: {titles: {normal: Save}}, accessibility: {identifier: Save}}
          - {id: b, role: button, content: {titles: {normal: Save}}, accessibility: {identifier: save}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements with a non-empty accessibility identifier.
  public func applies(to node: AuditNode) -> Bool {
    guard let identifier = node.element.accessibility.identifier else { return false }
    return !identifier.isEmpty
  }

  /// A violation when another element of the scene has the same identifier.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let identifier = node.element.accessibility.identifier else { return .pass }
    let count = node.scene.count(ofIdentifier: identifier)
    guard count > 1 else { return .pass }
    return .violation(RuleMessage("message", ["identifier": .string(identifier), "count": .number(.int(count))]))
  }
}
