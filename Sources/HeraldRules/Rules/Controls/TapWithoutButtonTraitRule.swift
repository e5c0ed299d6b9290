import HeraldAudit
import HeraldTree

/// Flags an element VoiceOver focuses that responds to a tap (SwiftUI's `.onTapGesture`, a
/// `UITapGestureRecognizer`) but is not announced as something to activate: no button or link
/// trait and no accessibility action.
///
/// VoiceOver's double tap does reach the view, but nothing tells the user that it can: "Show
/// more" is read as text, not as "Show more, Button". An ancestor that VoiceOver reads as one
/// element and that offers an action or the button trait stands for it.
public struct TapWithoutButtonTraitRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "tap-without-button-trait",
    name: "Tappable element not announced as a button",
    summary:
      "An element VoiceOver focuses responds to a tap, but has no button or link trait and no accessibility action.",
    rationale:
      "A tap gesture makes text or an image act as a button for people who see it. VoiceOver reads it as plain text or an image, so its users do not learn that double-tapping does something. SwiftUI's .onTapGesture on a Text or an Image is the usual case.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "controls", "swiftui"],
    help:
      "Use a Button, or add the button trait (.accessibilityAddTraits(.isButton), accessibilityTraits = .button) or an accessibility action (.accessibilityAction { … }) that does what the tap does.",
    messages: [
      "message": RuleMessageText(
        "“{label}” responds to a tap, but VoiceOver does not say it is a button, so its users do not know they can activate it. Use a Button, or add the button trait or an accessibility action.",
        comment:
          "Audit finding. label is what VoiceOver reads for the element (\"Show more\"); keep it as is."
      ),
      "unlabeled": RuleMessageText(
        "This element responds to a tap, but VoiceOver does not say it is a button, so its users do not know they can activate it. Use a Button, or add the button trait or an accessibility action.",
        comment: "Audit finding for an element whose spoken label is not known."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: more, role: staticText, content: {text: Show more}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
        """, flagged: ["more"], message: "message"),
      // A row made tappable: VoiceOver reads its text, and nothing says it can be activated.
      RuleExample(
        """
        role: view
        children:
          - id: row
            role: stackView
            connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}
            children:
              - {id: avatar, role: image, accessibility: {isElement: false}}
              - {id: name, role: staticText, content: {text: Ann Smith}}
        """, flagged: ["row"], message: "message"),
    ],
    nonTriggeringExamples: [
      // A button trait, a button, an action, or a container read as one element that offers actions.
      RuleExample(
        """
        role: view
        children:
          - {id: marked, role: staticText, content: {text: Show more}, accessibility: {traits: [staticText, button]}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - {id: button, role: button, content: {titles: {normal: Reply}}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - {id: acted, role: staticText, content: {text: Open}, runtimeAttributes: [{keyPath: swiftui.accessibilityAction, type: swiftui, value: default}], connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - id: row
            role: view
            accessibility: {isElement: true, label: Post, customActions: [{name: Reply}]}
            children:
              - {id: avatar, role: image, content: {images: {normal: avatar}}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - {id: hidden, role: staticText, hidden: true, content: {text: Gone}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - {id: field, role: textField, content: {placeholder: Option 1}, connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}}
          - id: withButton
            role: stackView
            connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}
            children:
              - {id: follow, role: button, content: {titles: {normal: Follow}}}
        """)
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views with a tap gesture of their own that VoiceOver focuses, or whose contents it focuses
  /// (`HStack { Image(…); Text("Ann") }.onTapGesture { … }`), other than text input, which a
  /// double tap edits.
  public func applies(to node: AuditNode) -> Bool {
    guard node.element.connections.hasTapGesture, !node.isConcealed,
      !Self.inputRoles.contains(node.element.role)
    else { return false }
    return node.spoken != nil || node.hasVisitedDescendant
  }

  private static let inputRoles: Set<Role> = [.textField, .secureTextField, .textView, .searchField]

  /// A violation when neither the element nor an element around it offers the tap to VoiceOver.
  public func check(_ node: AuditNode) -> RuleOutcome {
    var current = node.parent
    while let ancestor = current {
      if let around = ancestor.spoken, Self.offersActivation(around.traits, ancestor.element) { return .pass }
      current = ancestor.parent
    }
    // A container: what VoiceOver reads inside it is what the user hears for the tap.
    let spoken = node.spoken ?? node.descendants.lazy.compactMap(\.spoken).first
    guard let spoken else { return .pass }
    if node.spoken == nil,
      node.descendants.contains(where: { $0.spoken.map { Self.offersActivation($0.traits, $0.element) } ?? false })
    {
      return .pass
    }
    if Self.offersActivation(spoken.traits, node.element) || Self.offersActivation(spoken.traits, spoken.element) {
      return .pass
    }
    let message =
      (spoken.label ?? "").isEmpty
      ? RuleMessage("unlabeled") : RuleMessage("message", ["label": .string(spoken.label ?? "")])
    // Inside a view whose grouping the app decides (`isFocused ? .contain : .combine`), the other
    // grouping may offer the action on the element around it.
    for ancestor in node.ancestors {
      if let grouping = ancestor.element.runtimeAttributes.first(where: { $0.keyPath == "swiftui.undecidedGrouping" }) {
        return .needsReview(message, missing: .runtimeValue(grouping.value.text))
      }
    }
    // A view other views use, read on its own: they may offer the action around it.
    if let embedded = EmbeddedView.name(around: node) { return .needsReview(message, missing: .usedIn(embedded)) }
    return .violation(message)
  }

  /// Whether VoiceOver presents the element as something to activate.
  private static func offersActivation(_ traits: AccessibilityTraits, _ element: Element) -> Bool {
    !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .toggleButton])
      || !element.accessibility.customActions.isEmpty
      || element.runtimeAttributes.contains { $0.keyPath == "swiftui.accessibilityAction" }
  }
}
