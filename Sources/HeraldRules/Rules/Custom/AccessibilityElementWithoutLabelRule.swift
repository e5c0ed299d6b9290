import HeraldAudit
import HeraldTree

/// Flags a custom view whose code makes it an accessibility element but gives it no label
/// anywhere: not in the file, not in the class's code, not through an outlet.
///
/// An element VoiceOver focuses with no label is read as its value and traits alone ("4 of 5,
/// adjustable") or as nothing. Subclasses of views that speak their own text (labels, buttons,
/// text fields) are left out: their text is the label.
public struct AccessibilityElementWithoutLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "accessibility-element-without-label",
    name: "Accessibility element without a label",
    summary: "A custom view's code makes it an accessibility element, but nothing gives it a label.",
    rationale:
      "The label is what VoiceOver says first and what Voice Control users speak to act on an element. A custom view made an element in code (isAccessibilityElement = true) with no accessibilityLabel is announced as its value and traits alone, or as silence.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag111", "custom-controls", "source"],
    help:
      "Set accessibilityLabel where the code sets isAccessibilityElement (or override accessibilityLabel) to a short, localized name of what the view is: “Rating”, “Volume”.",
    helpURL: "https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel",
    messages: [
      "message": RuleMessageText(
        "The code of “{class}” makes it an accessibility element but never gives it a label, so VoiceOver reads only its value and traits. Set accessibilityLabel to a short, localized name.",
        comment:
          "Audit finding from the app's source code. class is a Swift or Objective-C class name; do not translate it."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: gauge, role: view, customClass: GaugeView}
        """, flagged: ["gauge"],
        source: """
          final class GaugeView: UIView {
            override func awakeFromNib() {
              super.awakeFromNib()
              isAccessibilityElement = true
              accessibilityValue = "50 km/h"
            }
          }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: gauge, role: view, customClass: GaugeView}
          - {id: meter, role: view, customClass: MeterView, accessibility: {label: Meter}}
          - {id: title, role: staticText, customClass: TitleLabel}
        """,
        source: """
          final class GaugeView: UIView {
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityLabel: String? { get { "Speed" } set {} }
          }
          final class MeterView: UIView {
            override func awakeFromNib() { isAccessibilityElement = true }
          }
          final class TitleLabel: UILabel {
            override func awakeFromNib() { isAccessibilityElement = true }
          }
          """)
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views of a project class whose code makes them accessibility elements, unless the class is a
  /// view that speaks its own text.
  public func applies(to node: AuditNode) -> Bool {
    guard node.index != 0, !node.isConcealed, let code = ClassCode(node), Self.elementFact(code) != nil
    else { return false }
    guard let base = code.code.frameworkBase(of: code.name) else { return true }
    return !Self.speakingBases.contains(base.split(separator: ".").last.map(String.init) ?? base)
  }

  /// A violation when nothing gives a label; needs review when code Herald does not follow could.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let code = ClassCode(node), let element = Self.elementFact(code) else { return .pass }
    if !(node.element.accessibility.label ?? "").isEmpty { return .pass }
    if !code.code.facts(of: code.name, .accessibilityLabel).isEmpty { return .pass }
    let message = RuleMessage("message", ["class": .string(code.name)])
    switch code.beyondOwnCode(node, settledBy: [.accessibilityLabel]) {
    case .exposed?: return .pass
    case .unknown(let missing, let related)?: return .needsReview(message, missing: missing, related: related)
    case .none?, nil:
      return .violation(message, related: [RelatedLocation(element.location, .sets(element.member)), code.declaration])
    }
  }

  /// Where the class's code makes the view an element (`isAccessibilityElement = true` or an
  /// override), if it does.
  private static func elementFact(_ code: ClassCode) -> CodeFact? {
    code.code.facts(of: code.name, .isAccessibilityElement).first { !$0.isFalse }
  }

  /// Framework classes whose instances speak their own text or title.
  private static let speakingBases: Set<String> = [
    "UILabel", "UIButton", "UITextField", "UITextView", "UISearchBar", "UISegmentedControl", "NSTextField", "NSButton",
  ]
}
