import HeraldAudit
import HeraldTree

/// Flags a control that still shows Interface Builder's placeholder text — a button titled
/// "Button", a label reading "Label", a bar item called "Item", a text view full of "Lorem
/// ipsum" — with no accessibility label to override it.
///
/// A placeholder on an element connected to an outlet (or a cell's built-in `textLabel`) is
/// usually replaced in code: needs review, naming the outlet. Launch screens are not checked.
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
      // Text that code fills through an outlet: needs review.
      RuleExample(
        """
        role: view
        children:
          - {id: name, role: staticText, content: {text: Label}, connections: {outlets: [{property: nameLabel, owner: MealCell}]}}
        """, needsReview: ["name"]),
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

  /// Buttons, labels and text views that can be seen and have no accessibility label, outside a
  /// launch screen.
  public func applies(to node: AuditNode) -> Bool {
    let element = node.element
    switch element.role {
    case .button, .staticText, .textView: break
    default: return false
    }
    guard (element.accessibility.label ?? "").isEmpty, !node.scene.isLaunchScreen else { return false }
    return !node.isConcealed
  }

  /// A violation when a title or the text is Interface Builder's placeholder and no code replaces
  /// it (outlets, the classes around it, a text runtime attribute); a pass when code sets the text,
  /// needs review when code Herald does not read or follow could.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let placeholder = Self.placeholder(of: node.element) else { return .pass }
    let message = RuleMessage("message", ["text": .string(placeholder)])
    return CodeEvidence.judge(node, asks: CodeMember.spokenText.union([.hidden]), containers: true).outcome(message)
  }

  /// The placeholder the element still shows, if any.
  private static func placeholder(of element: Element) -> String? {
    if let text = element.content.text, text.hasPrefix("Lorem ipsum") { return "Lorem ipsum" }
    switch element.role {
    case .button:
      let placeholder = element.className == "barButtonItem" || element.className == "tabBarItem" ? "Item" : "Button"
      return element.content.titles.values.contains(placeholder) ? placeholder : nil
    case .staticText:
      return element.content.text == "Label" ? "Label" : nil
    default:
      return nil
    }
  }
}
