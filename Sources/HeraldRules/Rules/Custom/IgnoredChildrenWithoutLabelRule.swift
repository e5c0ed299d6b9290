import HeraldAudit
import HeraldTree

/// Flags a SwiftUI view that replaces its children with one accessibility element
/// (`.accessibilityElement(children: .ignore)`, or `.accessibilityElement()`) and gives that
/// element no label: the text of the children is no longer read, and nothing takes its place.
public struct IgnoredChildrenWithoutLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "ignored-children-without-label",
    name: "Element that ignores its children has no label",
    summary:
      "A view made one accessibility element with .accessibilityElement(children: .ignore) has no accessibility label.",
    rationale:
      ".accessibilityElement(children: .ignore) hides every child from VoiceOver and makes the view one element whose label, value and traits are only what the code sets on it. Without a label VoiceOver reads its value and traits alone (\"3 of 5, Adjustable\") or nothing at all; .combine would have read the children's text.",
    impact: .critical,
    tags: ["wcag2a", "wcag412", "wcag111", "labels", "swiftui"],
    help:
      "Add .accessibilityLabel(\"…\") after .accessibilityElement(children: .ignore), or use .accessibilityElement(children: .combine) to read the children's text.",
    messages: [
      "message": RuleMessageText(
        "This view ignores its children (.accessibilityElement(children: .ignore)) and has no accessibility label, so VoiceOver reads none of their text and nothing in its place. Add .accessibilityLabel, or combine the children.",
        comment: "Audit finding. Swift code in parentheses; do not translate it.")
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - id: stars
            role: stackView
            accessibility: {isElement: true, value: 3 of 5, traits: [adjustable]}
            runtimeAttributes: [{keyPath: swiftui.ignoresChildren, type: boolean, value: true}]
            children:
              - {id: s1, role: image, content: {images: {normal: star.fill}}}
        """, flagged: ["stars"], message: "message")
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - id: stars
            role: stackView
            accessibility: {isElement: true, label: Rating, value: 3 of 5, traits: [adjustable]}
            runtimeAttributes: [{keyPath: swiftui.ignoresChildren, type: boolean, value: true}]
          - id: plain
            role: view
            accessibility: {isElement: true}
        """)
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views the SwiftUI loader marks as ignoring their children, that VoiceOver focuses.
  public func applies(to node: AuditNode) -> Bool {
    guard !node.isConcealed, node.element.accessibility.isElement == true else { return false }
    return node.element.runtimeAttributes.contains { $0.keyPath == "swiftui.ignoresChildren" }
  }

  /// A violation when no label is set; a label the app computes counts as set.
  public func check(_ node: AuditNode) -> RuleOutcome {
    if let label = node.element.accessibility.label, !label.isEmpty { return .pass }
    if let label = node.spoken?.label, !label.isEmpty { return .pass }
    return .violation(RuleMessage("message"))
  }
}
