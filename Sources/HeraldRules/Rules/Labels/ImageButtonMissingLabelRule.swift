import HeraldAudit
import HeraldTree

/// Flags a button that shows only an image and has no accessibility label: VoiceOver reads the
/// image's file name ("star fill, Button") or only "Button".
public struct ImageButtonMissingLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "image-button-missing-label",
    name: "Image button without a label",
    summary: "A button that shows only an image has no accessibility label.",
    rationale:
      "Without a label VoiceOver falls back to the image's file name (\"star fill\") or says only \"Button\", so a blind user cannot tell what the button does. In surveyed apps 80 % of image-only buttons have no label.",
    impact: .critical,
    tags: ["wcag2a", "wcag111", "wcag412", "labels"],
    help:
      "Set an accessibility label that says what the button does (\"Add meal\", \"Set 3 star rating\"), in Interface Builder's Identity inspector or in code.",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel",
    messages: [
      "message": RuleMessageText(
        "Image button without an accessibility label: VoiceOver reads the image name “{image}”. Set a label that says what the button does.",
        comment:
          "Audit finding. image is the image file name as VoiceOver speaks it (\"star fill\"). Keep the typographic quotes or use the locale's own."
      ),
      "unlabeled": RuleMessageText(
        "Button without any label: VoiceOver says only “Button”. Set an accessibility label that says what the button does.",
        comment:
          "Audit finding for a button with no title, text or image. “Button” is VoiceOver's trait word in the locale."),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star.fill}}}
        """, flagged: ["star"], message: "message"),
      RuleExample(
        """
        role: view
        children:
          - {id: empty, role: button}
        """, flagged: ["empty"], message: "unlabeled"),
      // An Xcode 13+ configuration button whose only title was IB's ignored leftover "Button".
      RuleExample(
        """
        role: view
        children:
          - {id: plus, role: button, content: {images: {normal: plus}, usesButtonConfiguration: true}}
        """, flagged: ["plus"]),
      // The JRNL RatingView: five image-only stars, each flagged.
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingView
            children:
              - {id: s1, role: button, content: {images: {normal: star}}}
              - {id: s2, role: button, content: {images: {normal: star}}}
        """, flagged: ["s1", "s2"]),
      // Connected to an outlet, or of a custom class: code may set the label.
      RuleExample(
        """
        role: view
        children:
          - {id: play, role: button, content: {images: {normal: play}}, connections: {outlets: [{property: playButton, owner: PlayerViewController}]}}
          - {id: pause, role: button, customClass: PlayPauseButton}
        """, needsReview: ["pause", "play"]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star.fill}}, accessibility: {label: Favorite}}
          - {id: save, role: button, content: {titles: {normal: Save}}}
          - {id: add, role: button, content: {systemItem: add}}
        """),
      // FoodTracker's RatingControl, expanded by its model: every star has a label.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
        """),
      // A switch (which VoiceOver gives the button trait) is switch-missing-label's; a button
      // with an action but no outlet is still judged by its file.
      RuleExample(
        """
        role: view
        children:
          - {id: sound, role: switch}
        """),
      // A hidden button is not heard at all (another rule judges hiding).
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, hidden: true, content: {images: {normal: star}}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Buttons a screen reader visits. Controls with a label rule of their own (switches, check
  /// boxes, text fields, sliders), which VoiceOver also gives the button trait, are left to it.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    if spoken.element.role == .button { return true }
    return spoken.traits.contains(.button) && !Self.labeledElsewhere.contains(spoken.element.role)
  }

  /// A violation when the label falls back to the image name or to nothing, and nothing but the
  /// file could change that. A button connected to an outlet, or of a custom class, may get its
  /// label in code: needs review, naming that evidence.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken else { return .pass }
    let message: RuleMessage
    switch spoken.labelSource {
    case .imageName: message = RuleMessage("message", ["image": .string(spoken.label ?? "")])
    case .none:
      // A control that speaks a value (a picker's selection) does not say only "Button".
      if let value = spoken.value, !value.isEmpty { return .pass }
      message = RuleMessage("unlabeled")
    default: return .pass
    }
    return CodeEvidence.judge(node, asks: Self.labelling).outcome(message)
  }

  /// What code sets that gives the button a label, or takes it out of VoiceOver's way.
  private static let labelling = CodeMember.spokenText.union([.isAccessibilityElement, .hidden])

  private static let labeledElsewhere: Set<Role> = [
    .switch, .checkBox, .radioButton, .textField, .secureTextField, .searchField, .textView, .slider, .stepper,
  ]
}
