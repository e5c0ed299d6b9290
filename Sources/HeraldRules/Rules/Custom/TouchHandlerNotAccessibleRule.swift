import HeraldAudit
import HeraldTree

/// Flags a view whose class's code handles touches itself but exposes nothing to accessibility:
/// Android lint's `ClickableViewAccessibility`, for UIKit.
///
/// The code shows the touches: `touchesBegan(_:with:)` (or tracking, for a `UIControl`), a gesture
/// recognizer added to the view, actions it sends. A VoiceOver user cannot touch what VoiceOver
/// does not focus, so such a view must be an accessibility element (with a label, and the
/// adjustable trait or an activation) or contain views that are. The rule needs the class's
/// source; without it, custom-control-not-accessible asks for review.
public struct TouchHandlerNotAccessibleRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "touch-handler-not-accessible",
    name: "View handles touches but is not accessible",
    summary: "A custom view's code handles touches, but the view exposes nothing to a screen reader.",
    rationale:
      "VoiceOver users act through the element VoiceOver focuses: a double tap activates it, a swipe adjusts it. A view that reads raw touches, or has a gesture recognizer, but is not an accessibility element and contains none, cannot be reached or used by them at all.",
    impact: .critical,
    tags: ["wcag2a", "wcag211", "wcag412", "custom-controls", "source"],
    help:
      "Make the view an accessibility element with a label; give it the button trait (and handle accessibilityActivate()) for a tap, or the adjustable trait with accessibilityIncrement()/accessibilityDecrement() for a drag. Or expose its parts as accessibility elements.",
    helpURL: "https://developer.apple.com/documentation/uikit/accessibility_for_uikit/supporting_voiceover_in_your_app",
    messages: [
      "message": RuleMessageText(
        "Custom view “{class}” handles touches in code ({how}), but exposes nothing to VoiceOver: a VoiceOver user cannot reach or use it. Make it an accessibility element with a label and the button or adjustable trait, or expose its parts.",
        comment:
          "Audit finding from the app's source code. class is a Swift or Objective-C class name; how names the code (“touchesBegan”, “a gesture recognizer”, “sendActions”), untranslated."
      )
    ],
    triggeringExamples: [
      // Buttons the view creates are reached and activated by VoiceOver, but whether they do what its
      // own long press does the code does not say (Go Map!!'s direction pad).
      RuleExample(
        """
        role: view
        children:
          - {id: pad, role: view, customClass: PadView}
        """, needsReview: ["pad"],
        source: """
          class PadView: UIView {
            override init(frame: CGRect) {
              super.init(frame: frame)
              let button = UIButton(type: .custom)
              button.addTarget(self, action: #selector(tap), for: .touchUpInside)
              addSubview(button)
              addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(reset)))
            }
            @objc func tap() {}
            @objc func reset() {}
          }
          """),
      RuleExample(
        """
        role: view
        children:
          - {id: dial, role: view, customClass: DialView}
        """, flagged: ["dial"],
        source: """
          class DialView: UIView {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { angle += 1 }
            var angle = 0.0
          }
          """),
    ],
    nonTriggeringExamples: [
      // One adjustable element with a label.
      RuleExample(
        """
        role: view
        children:
          - {id: dial, role: view, customClass: DialView}
        """,
        source: """
          class DialView: UIControl {
            override init(frame: CGRect) {
              super.init(frame: frame)
              isAccessibilityElement = true
              accessibilityLabel = "Volume"
              accessibilityTraits = .adjustable
            }
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
          }
          """),
      // No touch handling in the code: custom-control-not-accessible judges it.
      RuleExample(
        """
        role: view
        children:
          - {id: badge, role: view, customClass: BadgeView}
        """, source: "class BadgeView: UIView { override func draw(_ rect: CGRect) {} }"),
      // A text field subclass that handles touches is still a text field.
      RuleExample(
        """
        role: view
        children:
          - {id: field, role: textField, customClass: SuggestingField, content: {placeholder: Key}, accessibility: {label: Key}}
        """,
        source: """
          class SuggestingField: UITextField {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
          }
          """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views of a class the project declares whose code handles touches, other than the scene's root.
  public func applies(to node: AuditNode) -> Bool {
    guard node.index != 0, !node.isConcealed, let code = ClassCode(node) else { return false }
    // A subclass of a standard control (a `UITextField` that shows suggestions) is that control to
    // VoiceOver, which reaches and activates it on its own.
    if StandardControls.roles.contains(node.element.role) { return false }
    return code.touchFact != nil
  }

  /// A violation citing the touch handling when nothing exposes the view; needs review when code
  /// Herald does not follow could.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let code = ClassCode(node), let touch = code.touchFact else { return .pass }
    let how = touch.function ?? touch.member.rawValue
    let message = RuleMessage("message", ["class": .string(code.name), "how": .string(how)])
    // Standard controls the code creates (a `UIButton`) are what VoiceOver reaches and activates;
    // whether they do all the view's own touches do (Go Map!!'s pad resets on a long press) the
    // code does not say.
    if let control = code.controlSubview {
      return .needsReview(
        message, missing: .runtimeValue("what \(code.name)'s own \(how) does beyond its \(control.className)"),
        related: [RelatedLocation(touch.location, .sets(touch.member))])
    }
    switch code.exposure(of: node) {
    case .exposed: return .pass
    case .unknown(let missing, let related): return .needsReview(message, missing: missing, related: related)
    case .none:
      return .violation(message, related: [RelatedLocation(touch.location, .sets(touch.member)), code.declaration])
    }
  }
}
