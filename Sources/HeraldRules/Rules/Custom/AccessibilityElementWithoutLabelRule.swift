import HeraldAudit
import HeraldTree

/// Flags a custom view whose code makes it an accessibility element but gives it no label
/// anywhere: not in the file, not in the class's code, not through an outlet; and a plain view
/// its file makes an element (Accessibility Enabled, `.accessibilityElement()`) with nothing to say.
///
/// An element VoiceOver focuses with no label is read as its value and traits alone ("4 of 5,
/// adjustable") or as nothing. Subclasses of views that speak their own text (labels, buttons,
/// text fields) are left out: their text is the label.
public struct AccessibilityElementWithoutLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "accessibility-element-without-label",
    name: "Accessibility element without a label",
    summary: "A view is made an accessibility element, by its code or its file, but nothing gives it a label.",
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
      ),
      "marked": RuleMessageText(
        "This view is made an accessibility element ({swiftUI, select, yes {.accessibilityElement()} other {Accessibility Enabled}}) but has no label and no text: VoiceOver stops on it and says nothing of what it is. Give it a label, or leave it out of accessibility.",
        comment:
          "Audit finding. swiftUI is yes for a SwiftUI view (.accessibilityElement() is code; keep it) and no for Interface Builder, whose checkbox is named Accessibility Enabled."
      ),
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
          """),
      // Accessibility Enabled in the file, and nothing to say: VoiceOver lands on silence.
      RuleExample(
        """
        role: view
        children:
          - {id: card, role: view, accessibility: {isElement: true}}
          - {id: row, role: stackView, accessibility: {isElement: true, traits: [button]}}
        """, flagged: ["card", "row"], message: "marked"),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: card, role: view, accessibility: {isElement: true, label: Order 1042}}
          - {id: plain, role: view}
          - {id: hidden, role: view, hidden: true, accessibility: {isElement: true}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: gauge, role: view, customClass: GaugeView}
          - {id: meter, role: view, customClass: MeterView, accessibility: {label: Meter}}
          - {id: title, role: staticText, customClass: TitleLabel}
          - id: row
            role: tableViewCell
            customClass: OptionCell
            children:
              - {id: name, role: staticText, content: {text: Upper case}}
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
          final class OptionCell: UITableViewCell {
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
          }
          """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views of a project class whose code makes them accessibility elements, unless the class is a
  /// view that speaks its own text.
  public func applies(to node: AuditNode) -> Bool {
    guard node.index != 0, !node.isConcealed else { return false }
    guard let code = ClassCode(node), Self.elementFact(code) != nil else { return Self.isMarkedAndSilent(node) }
    guard let base = code.code.frameworkBase(of: code.name) else { return true }
    return !Self.speakingBases.contains(base.split(separator: ".").last.map(String.init) ?? base)
  }

  /// A violation when nothing gives a label; needs review when code Herald does not follow could.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let code = ClassCode(node), let element = Self.elementFact(code) else {
      guard Self.isMarkedAndSilent(node) else { return .pass }
      let message = RuleMessage("marked", ["swiftUI": .string(node.scene.format == .swiftUI ? "yes" : "no")])
      let outcome = CodeEvidence.judge(node, asks: [.accessibilityLabel, .isAccessibilityElement, .hidden])
        .outcome(message)
      // A SwiftUI view other views use, read on its own: they may label it from outside.
      if case .violation = outcome, let embedded = EmbeddedView.name(around: node) {
        return .needsReview(message, missing: .usedIn(embedded))
      }
      return outcome
    }
    if !(node.element.accessibility.label ?? "").isEmpty { return .pass }
    if !code.code.facts(of: code.name, .accessibilityLabel).isEmpty { return .pass }
    // A table or collection cell made an element is read by its labels' texts, joined, as UIKit
    // labels it (AccessibilitySnapshot's cell references; the announcer's `combined` label).
    if node.spoken?.labelSource == .combined, !(node.spoken?.label ?? "").isEmpty { return .pass }
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

  /// A plain view or stack the file itself makes an accessibility element (Interface Builder's
  /// Accessibility Enabled, SwiftUI's `.accessibilityElement()`) with no label, value, text or
  /// title to say: VoiceOver stops on it and says at most its traits.
  /// Not one inside another element (a cell, a button's label), which VoiceOver never stops on,
  /// nor one with a value, which VoiceOver speaks.
  private static func isMarkedAndSilent(_ node: AuditNode) -> Bool {
    let element = node.element
    guard element.accessibility.isElement == true, silentRoles.contains(element.role), !element.isHidden,
      !node.ancestors.contains(where: { $0.element.isAccessibilityElement })
    else { return false }
    let texts = [
      element.accessibility.label, element.accessibility.value, element.content.text, element.content.titles[.normal],
    ]
    return texts.allSatisfy { ($0 ?? "").isEmpty }
  }

  /// Roles that have nothing of their own to say.
  private static let silentRoles: Set<Role> = [.view, .stackView, .scrollView]

  /// Framework classes whose instances speak their own text or title.
  private static let speakingBases: Set<String> = [
    "UILabel", "UIButton", "UITextField", "UITextView", "UISearchBar", "UISegmentedControl", "NSTextField", "NSButton",
  ]
}
