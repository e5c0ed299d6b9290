import HeraldAudit
import HeraldTree

/// Flags a view of a custom class that a screen reader cannot reach at all: neither the view nor
/// anything inside it is an accessibility element, and the view declares no accessibility
/// properties.
///
/// Custom controls drawn in code (a gauge, a chart, a rating view built with `draw(_:)`) are
/// invisible to VoiceOver unless they opt in. Component models expand known classes first, so
/// FoodTracker's `RatingControl`, whose model makes five labeled star buttons, passes.
public struct CustomControlNotAccessibleRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "custom-control-not-accessible",
    name: "Custom control not accessible",
    summary: "A view of a custom class has nothing a screen reader can focus, and declares no accessibility.",
    rationale:
      "A custom view that draws its content or handles touches itself is silent to VoiceOver unless it is made an accessibility element or contains one: a blind user does not know it exists and cannot use it.",
    impact: .critical,
    tags: ["wcag2a", "wcag412", "wcag131", "custom-controls"],
    help:
      "Make the view an accessibility element (isAccessibilityElement = true) with a label, value and traits (adjustable for a gauge or rating), or expose its parts as accessibility elements. If it is purely decorative, add its class to the rule's decorativeClasses option.",
    helpURL: "https://developer.apple.com/documentation/uikit/accessibility_for_uikit/supporting_voiceover_in_your_app",
    options: [
      RuleOption(
        "decorativeClasses", .strings(["Gradient", "Shadow", "Separator", "Divider", "Background", "Blur", "Spacer"]),
        "Custom classes whose name contains one of these words (case-insensitive) are decorative and not checked.")
    ],
    messages: [
      "message": RuleMessageText(
        "Custom view “{class}” has nothing VoiceOver can focus and declares no accessibility. Make it an accessibility element with a label, value and traits, or expose its parts as accessibility elements.",
        comment:
          "Audit finding. class is the Swift class name of a custom view (\"GaugeView\"); do not translate it. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: gauge, role: view, customClass: GaugeView}
        """, flagged: ["gauge"]),
      // Children that are all decorative images do not make the control accessible.
      RuleExample(
        """
        role: view
        children:
          - id: chart
            role: view
            customClass: ChartView
            customModule: Stocks
            children:
              - {id: bars, role: image, content: {images: {normal: bars}}}
          - {id: knob, role: custom, customClass: KnobControl, accessibility: {identifier: knob}}
        """, flagged: ["chart", "knob"]),
    ],
    nonTriggeringExamples: [
      // FoodTracker's RatingControl: its model expands it to five labeled star buttons.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
        """),
      // A custom container whose children include a labeled label, and a custom view that is
      // itself an accessibility element.
      RuleExample(
        """
        role: view
        children:
          - id: card
            role: view
            customClass: CardView
            children:
              - {id: title, role: staticText, content: {text: Breakfast}}
          - {id: gauge, role: view, customClass: GaugeView, accessibility: {isElement: true, label: Speed, value: 50 km/h}}
          - {id: dial, role: view, customClass: DialView, accessibility: {traits: [adjustable]}}
        """),
      // Hidden (here or by an ancestor), decorative, or the scene's root view.
      RuleExample(
        """
        role: view
        customClass: MealViewControllerView
        children:
          - {id: gauge, role: view, customClass: GaugeView, hidden: true}
          - id: panel
            role: view
            alpha: 0
            children:
              - {id: meter, role: view, customClass: MeterView}
          - {id: fade, role: view, customClass: GradientView}
        """),
    ])

  private let decorativeWords: [String]

  /// Makes the rule with its decorative class words.
  public init(options: RuleOptions) {
    decorativeWords = options.strings("decorativeClasses").map { $0.lowercased() }.filter { !$0.isEmpty }
  }

  /// Views of a custom class that can be seen, other than the scene's root, outside any element a
  /// screen reader already reads as one, and not decorative by name.
  public func applies(to node: AuditNode) -> Bool {
    guard node.index != 0, let customClass = node.element.customClass else { return false }
    if !decorativeWords.isEmpty {
      let name = customClass.name.lowercased()
      if decorativeWords.contains(where: { name.contains($0) }) { return false }
    }
    if RuleText.isConcealed(node) { return false }
    // Inside an element VoiceOver reads as one (a cell), the control is that element's business.
    var current = node.parent
    while let ancestor = current {
      if ancestor.spoken != nil { return false }
      current = ancestor.parent
    }
    return true
  }

  /// A violation when neither the view nor a descendant is visited and the view declares nothing.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let accessibility = node.element.accessibility
    let declares =
      accessibility.isElement == true || !(accessibility.label ?? "").isEmpty || !(accessibility.value ?? "").isEmpty
      || !(accessibility.hint ?? "").isEmpty || !(accessibility.traits ?? []).isEmpty
      || !accessibility.customActions.isEmpty
    if declares || node.spoken != nil { return .pass }
    if node.hasVisitedDescendant { return .pass }
    let name = node.element.customClass?.name ?? ""
    return .violation(RuleMessage("message", ["class": .string(name)]))
  }
}
