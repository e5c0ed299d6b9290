import HeraldAudit
import HeraldTree

/// Flags an adjustable element whose increment and decrement are not known to be handled:
/// VoiceOver tells the user to swipe up or down, and nothing happens.
public struct AdjustableMissingActionsRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "adjustable-missing-actions",
    name: "Adjustable element without increment and decrement",
    summary: "An element with the adjustable trait does not handle increment and decrement.",
    rationale:
      "VoiceOver announces an adjustable element with \"swipe up or down to adjust\" and sends accessibilityIncrement / accessibilityDecrement on those swipes. Standard sliders, steppers, pickers and page controls handle them. A custom control that sets the trait without overriding both methods does nothing on the swipe, so its value cannot be changed with VoiceOver. Herald judges custom controls by their component model (its `increment` and `decrement` actions); a control known only from the file may implement them in code, so it is left for review.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag211", "controls"],
    help:
      "Override accessibilityIncrement() and accessibilityDecrement() to change the value by one step and post the change (StarRatingControl: rating ± 1 within 0…starCount), or remove the adjustable trait. Describe a custom control with a component model that declares both actions so Herald can check it.",
    helpURL: "https://developer.apple.com/documentation/objectivec/nsobject/1615076-accessibilityincrement",
    messages: [
      "message": RuleMessageText(
        "Adjustable element without increment and decrement: the {class} model lacks “{missing}”, so swiping up or down does nothing. Implement accessibilityIncrement() and accessibilityDecrement() (and declare them in the model), or remove the adjustable trait.",
        comment:
          "Audit finding. class is a custom control class name (RatingControl); missing is the list of missing VoiceOver actions, untranslated code words “increment, decrement”. Keep the method names in English."
      ),
      "unknown": RuleMessageText(
        "This {element} has the adjustable trait, but Herald cannot see whether it handles increment and decrement. Confirm that it overrides accessibilityIncrement() and accessibilityDecrement(), or describe it with a component model that declares both actions.",
        comment:
          "Audit finding that needs a person's review. element is a class or role name (VolumeDial). Keep the method names in English."
      ),
    ],
    triggeringExamples: [
      // A rating model whose stack view is made adjustable in the file, but the model has no actions for it.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl, accessibility: {isElement: true, traits: [adjustable]}}
        """, flagged: ["rating"]),
      // A custom class Herald has no model for: the code may implement the actions.
      RuleExample(
        """
        role: view
        children:
          - {id: dial, role: view, customClass: VolumeDial, accessibility: {isElement: true, label: Volume, traits: [adjustable]}}
        """, needsReview: ["dial"]),
      // A star the file lists itself: the RatingView model did not make it, so it cannot vouch for it.
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingView
            children:
              - {id: s1, role: button, accessibility: {label: Rating, traits: [adjustable]}}
              - {id: s2, role: button, accessibility: {isElement: false}}
        """, needsReview: ["s1"]),
    ],
    nonTriggeringExamples: [
      // StarRatingControl's model declares increment and decrement.
      RuleExample(
        """
        role: view
        children:
          - id: control
            role: view
            customClass: StarRatingControl
            frame: {x: 0, y: 0, width: 252, height: 44}
        """),
      // Standard adjustable controls handle the swipes themselves.
      RuleExample(
        """
        role: view
        children:
          - {id: volume, role: slider, accessibility: {label: Volume}, content: {range: {value: 0.5, minimum: 0, maximum: 1}}}
          - {id: pages, role: pageControl, content: {range: {value: 0, minimum: 0, maximum: 2}}}
          - {id: count, role: stepper, accessibility: {isElement: true, label: Servings, traits: [adjustable]}}
        """),
      // Not adjustable: a plain custom view that is an element.
      RuleExample(
        """
        role: view
        children:
          - {id: badge, role: view, customClass: Badge, accessibility: {isElement: true, label: New}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements a screen reader visits that have the adjustable trait.
  public func applies(to node: AuditNode) -> Bool {
    node.spoken?.traits.contains(.adjustable) ?? false
  }

  /// A pass for standard controls and models with both actions, a violation for a model that lacks
  /// them, a review for a custom element Herald has no model for.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let element = node.element
    if Self.standardRoles.contains(element.role) { return .pass }
    guard let instance = node.component ?? node.owningComponent else {
      return .needsReview(RuleMessage("unknown", ["element": .string(Self.name(of: element))]))
    }
    let actions = instance.part(element.id)?.template.actions ?? [:]
    let missing = [ComponentAction.Kind.increment, .decrement].filter { actions[$0] == nil }
    guard !missing.isEmpty else { return .pass }
    return .violation(
      RuleMessage(
        "message",
        [
          "class": .string(instance.model.className),
          "missing": .string(missing.map(\.rawValue).joined(separator: ", ")),
        ]))
  }

  private static let standardRoles: Set<Role> = [.slider, .stepper, .pageControl, .picker, .datePicker]

  private static func name(of element: Element) -> String {
    element.customClass?.name ?? element.role.rawValue
  }
}
