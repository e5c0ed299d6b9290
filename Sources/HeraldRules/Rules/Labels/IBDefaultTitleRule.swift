import HeraldAudit
import HeraldTree

/// Flags a control that still shows Interface Builder's placeholder text — a button titled
/// "Button", a label reading "Label", a bar item called "Item", a text view full of "Lorem
/// ipsum" — with no accessibility label to override it.
public struct IBDefaultTitleRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "ib-default-title",
    name: "Interface Builder placeholder text",
    summary: "A button, label or text view still has the placeholder text Interface Builder gave it.",
    rationale:
      "Placeholder titles are usually replaced in code at run time, but not for VoiceOver when the code forgets: \"Button, Button\" or \"Label\" tells a blind user nothing, and the text is not in any string table.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag246", "labels"],
    help:
      "Give the control its real title or text in Interface Builder (or clear it and set it in code), or set an accessibility label that says what it is.",
    messages: [
      "message": RuleMessageText(
        "This element still shows Interface Builder’s placeholder text “{text}”, and VoiceOver reads it as is. Set its real title or text, or an accessibility label that says what it is.",
        comment:
          "Audit finding. text is the placeholder Interface Builder puts in new controls (\"Button\", \"Label\", \"Item\", \"Lorem ipsum\"); keep it in English, it is what the storyboard contains. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: b, role: button, content: {titles: {normal: Button}}}
          - {id: l, role: staticText, content: {text: Label}}
        """, flagged: ["b", "l"]),
      RuleExample(
        """
        role: view
        children:
          - {id: sel, role: button, content: {titles: {normal: Save, selected: Button}}}
          - {id: item, role: button, className: barButtonItem, content: {titles: {normal: Item}}}
          - {id: notes, role: textView, content: {text: "Lorem ipsum dolor sit er elit lamet, consectetaur cillium."}}
        """, flagged: ["sel", "item", "notes"]),
    ],
    nonTriggeringExamples: [
      // An accessibility label overrides the placeholder; real titles pass.
      RuleExample(
        """
        role: view
        children:
          - {id: b, role: button, content: {titles: {normal: Button}}, accessibility: {label: Add meal}}
          - {id: save, role: button, content: {titles: {normal: Save}}}
          - {id: l, role: staticText, content: {text: Labels}}
          - {id: item, role: button, content: {titles: {normal: Item}}}
        """),
      // An Xcode 13+ configuration button: the loader drops IB's leftover "Button" title, and
      // image-button-missing-label judges what is left. A hidden label is not heard.
      RuleExample(
        """
        role: view
        children:
          - {id: plus, role: button, content: {images: {normal: plus}, usesButtonConfiguration: true}}
          - {id: l, role: staticText, hidden: true, content: {text: Label}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Buttons, labels and text views that can be seen and have no accessibility label.
  public func applies(to node: AuditNode) -> Bool {
    let element = node.element
    switch element.role {
    case .button, .staticText, .textView: break
    default: return false
    }
    guard (element.accessibility.label ?? "").isEmpty else { return false }
    return !RuleText.isConcealed(node)
  }

  /// A violation when a title or the text is Interface Builder's placeholder.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let element = node.element
    switch element.role {
    case .button:
      let placeholder = element.className == "barButtonItem" || element.className == "tabBarItem" ? "Item" : "Button"
      if element.content.titles.values.contains(placeholder) {
        return .violation(RuleMessage("message", ["text": .string(placeholder)]))
      }
    case .staticText:
      if element.content.text == "Label" { return .violation(RuleMessage("message", ["text": "Label"])) }
    case .textView:
      if let text = element.content.text, text.hasPrefix("Lorem ipsum") {
        return .violation(RuleMessage("message", ["text": "Lorem ipsum"]))
      }
    default: break
    }
    return .pass
  }
}
