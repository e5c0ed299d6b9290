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
      "code": RuleMessageText(
        "Adjustable element without increment and decrement: the code of {class} gives it the adjustable trait but does not override {missing}, so swiping up or down does nothing. Override both, or remove the adjustable trait.",
        comment:
          "Audit finding from the app's source code. class is a custom control class name (StarRatingControl); missing lists untranslated Swift method names (“accessibilityDecrement()”)."
      ),
      "unknown": RuleMessageText(
        "This {element} has the adjustable trait, but Herald cannot see whether it handles increment and decrement. Confirm that it overrides accessibilityIncrement() and accessibilityDecrement(), or describe it with a component model that declares both actions.",
        comment:
          "Audit finding that needs a person's review. element is a class or role name (VolumeDial). Keep the method names in English."
      ),
    ],
    triggeringExamples: [
      // The code gives the trait and overrides only increment.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: view, customClass: StarRatingControl}
        """, flagged: ["stars"], message: "code",
        source: """
          class StarRatingControl: UIControl {
            func commonInit() {
              isAccessibilityElement = true
              accessibilityTraits.insert(.adjustable)
            }
            override func accessibilityIncrement() { rating += 1 }
          }
          """),
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
      // The code overrides both.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: view, customClass: StarRatingControl}
        """,
        source: """
          class StarRatingControl: UIControl {
            override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
            override func accessibilityIncrement() { rating += 1 }
            override func accessibilityDecrement() { rating -= 1 }
          }
          """),
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

  /// Elements a screen reader visits that have the adjustable trait, and views whose class's code
  /// gives itself the trait.
  public func applies(to node: AuditNode) -> Bool {
    if node.spoken?.traits.contains(.adjustable) ?? false { return true }
    return ClassCode(node).flatMap(Self.adjustableFact) != nil && !node.isConcealed
  }

  /// A pass for standard controls and for classes and models with both actions; a violation for
  /// a class whose code (or, without its source, a model) lacks one; a review for a custom element
  /// Herald has neither for.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let element = node.element
    if Self.standardRoles.contains(element.role) { return .pass }
    // The class's source decides over a model written by hand.
    if let code = ClassCode(node) {
      let overrides = code.code.facts(of: code.name, anyOf: [.accessibilityIncrement, .accessibilityDecrement])
        .filter { $0.kind == .override }.map(\.member)
      let missing = [CodeMember.accessibilityIncrement, .accessibilityDecrement].filter { !overrides.contains($0) }
      if missing.isEmpty { return .pass }
      let trait = Self.adjustableFact(code).map { [RelatedLocation($0.location, .sets($0.member))] } ?? []
      return .violation(
        RuleMessage(
          "code",
          [
            "class": .string(code.name),
            "missing": .string(missing.map { "\($0.rawValue)()" }.joined(separator: ", ")),
          ]), related: [code.declaration] + trait)
    }
    guard let instance = node.component ?? node.owningComponent else {
      let name = Self.name(of: element)
      return .needsReview(RuleMessage("unknown", ["element": .string(name)]), missing: .classCode(name))
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

  /// Where the class's code gives the view the adjustable trait (`accessibilityTraits = .adjustable`,
  /// `.insert(.adjustable)`, `|= UIAccessibilityTraitAdjustable`).
  private static func adjustableFact(_ code: ClassCode) -> CodeFact? {
    code.code.facts(of: code.name, .accessibilityTraits).first {
      ($0.value ?? "").localizedCaseInsensitiveContains("adjustable")
    }
  }

  private static let standardRoles: Set<Role> = [.slider, .stepper, .pageControl, .picker, .datePicker]

  private static func name(of element: Element) -> String {
    element.customClass?.name ?? element.role.rawValue
  }
}
