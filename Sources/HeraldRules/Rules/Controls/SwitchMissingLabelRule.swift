import HeraldAudit
import HeraldTree

/// Flags a switch, check box or text field that VoiceOver reads with no label at all.
public struct SwitchMissingLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "switch-missing-label",
    name: "Switch or text field without a label",
    summary:
      "A switch, check box or text field has no label: VoiceOver says only \"Switch button, off\" or \"Text field\".",
    rationale:
      "A switch or a text field shows its purpose in a label beside it, which VoiceOver reads as a separate element, often far from the control in reading order. The control itself then has no label, title or placeholder, so the user hears \"Switch button, off\" or \"Text field\" and has to guess what it turns on or what to type. Buttons are left to image-button-missing-label.",
    impact: .critical,
    tags: ["wcag2a", "wcag412", "wcag131", "labels"],
    help:
      "Set the control's accessibility label to the text of the label beside it (\"Sound\", \"Meal name\"), or group the row as one element with the label; a text field can also take a placeholder, though a label is better.",
    messages: [
      "message": RuleMessageText(
        "This {role, select, checkBox {check box} other {switch}} has no label: VoiceOver says only its type and state. Set its accessibility label to the text of the label beside it (“Sound”).",
        comment:
          "Audit finding. role is a code role name (switch, checkBox) used to select the wording. “Sound” is an example label."
      ),
      "text-field": RuleMessageText(
        "This text field has no label and no placeholder: VoiceOver says only “Text field”. Set its accessibility label to the text of the label beside it (“Meal name”).",
        comment: "Audit finding. “Text field” is VoiceOver's trait word in the locale; “Meal name” is an example label."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: stackView
        children:
          - {id: caption, role: staticText, content: {text: Sound}}
          - {id: sound, role: switch, state: {on: true}}
        """, flagged: ["sound"]),
      RuleExample(
        """
        role: view
        children:
          - {id: name, role: textField}
          - {id: password, role: secureTextField, content: {text: hunter2}}
          - {id: agree, role: checkBox}
        """, flagged: ["agree", "name", "password"]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: sound, role: switch, accessibility: {label: Sound}}
          - {id: name, role: textField, content: {placeholder: Meal name}}
          - {id: terms, role: checkBox, content: {titles: {normal: I agree}}}
        """),
      // Buttons and hidden controls are other rules' business.
      RuleExample(
        """
        role: view
        children:
          - {id: plain, role: button}
          - {id: hidden, role: switch, hidden: true}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Switches, check boxes and text fields a screen reader visits.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    if Self.roles.contains(spoken.element.role) { return true }
    return spoken.isSwitch && spoken.element.role != .button
  }

  /// A violation when nothing gives a label.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken, spoken.labelSource == .none else { return .pass }
    if spoken.isTextInput { return .violation(RuleMessage("text-field")) }
    return .violation(RuleMessage("message", ["role": .string(spoken.element.role.rawValue)]))
  }

  private static let roles: Set<Role> = [.switch, .checkBox, .textField, .secureTextField, .searchField]
}
