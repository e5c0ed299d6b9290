import HeraldAudit
import HeraldTree

/// Flags a view of a custom class that a screen reader cannot reach at all: neither the view nor
/// anything inside it is an accessibility element, and the view declares no accessibility
/// properties.
///
/// Custom controls drawn in code (a gauge, a chart, a rating view built with `draw(_:)`) are
/// invisible to VoiceOver unless they opt in. Component models expand known classes first, so
/// FoodTracker's `RatingControl`, whose model makes five labeled star buttons, passes; a class
/// whose nib is among the inputs is filled from it (``NibLibrary``).
///
/// The file rarely decides this: the class's own code may make it accessible. The rule reports a
/// violation only when a component model describes the class (the model is the evidence), and
/// needs review naming the class's code otherwise. It applies only to plain views of a custom
/// class: subclasses of labels, buttons and image views are not custom controls, containers that a
/// data source fills at run time (table, collection, scroll and stack views) are not either, and
/// decorative views (a 1-point divider, a view named "Background" in the outline) are skipped.
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
      "Make the view an accessibility element (isAccessibilityElement = true) with a label, value and traits (adjustable for a gauge or rating), or expose its parts as accessibility elements. If it is purely decorative, add its class to the rule's decorativeClasses option. Give Herald the class's component model (--components) or its nib so that it can decide.",
    helpURL: "https://developer.apple.com/documentation/uikit/accessibility_for_uikit/supporting_voiceover_in_your_app",
    options: [
      RuleOption(
        "decorativeClasses",
        .strings(["Gradient", "Shadow", "Separator", "Divider", "Background", "Blur", "Spacer", "Cursor", "Caret"]),
        "Custom classes whose name contains one of these words (case-insensitive) are decorative and not checked.")
    ],
    messages: [
      "message": RuleMessageText(
        "Custom view “{class}” has nothing VoiceOver can focus and declares no accessibility. Make it an accessibility element with a label, value and traits, or expose its parts as accessibility elements.",
        comment:
          "Audit finding. class is the Swift class name of a custom view (\"GaugeView\"); do not translate it. Keep the typographic quotes or use the locale’s own."
      ),
      "code": RuleMessageText(
        "The code of custom view “{class}” sets no accessibility: neither the view nor any view it creates has a label, text, value or traits, so VoiceOver cannot say what it is or what it shows. Make it an accessibility element with a label, value and traits, or label the views it creates.",
        comment:
          "Audit finding from the app's source code. class is the Swift or Objective-C class name of a custom view (\"RatingView\"); do not translate it."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: gauge, role: view, customClass: GaugeView}
        """, needsReview: ["gauge"]),
      // A view that only draws and takes no touches (a dimming overlay, a chart): whether the drawing
      // tells the user something the code does not say.
      RuleExample(
        """
        role: view
        children:
          - {id: overlay, role: view, customClass: CutOutView}
        """, needsReview: ["overlay"], message: "code",
        source: """
          class CutOutView: UIView {
            override func draw(_ rect: CGRect) {
              UIColor.black.withAlphaComponent(0.5).setFill()
              UIRectFill(rect)
            }
          }
          """),
      // A host of views other code makes and hands in: those views are what VoiceOver reads.
      RuleExample(
        """
        role: view
        children:
          - {id: toolbar, role: view, customClass: ToolbarHost}
        """, needsReview: ["toolbar"], message: "code",
        source: """
          class ToolbarHost: UIView {
            func show(_ controls: [UIView]) {
              for control in controls { addSubview(control) }
            }
          }
          """),
      // Children that are all decorative images do not make the control accessible.
      // The code decides: JRNL's RatingView creates image-only buttons and sets no accessibility.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingView}
        """, flagged: ["rating"], message: "code",
        source: """
          class RatingView: UIStackView {
            private var buttons: [UIButton] = []
            required init(coder: NSCoder) {
              super.init(coder: coder)
              for _ in 0..<5 {
                let button = UIButton()
                button.setImage(UIImage(systemName: "star"), for: .normal)
                addArrangedSubview(button)
                buttons.append(button)
              }
            }
          }
          """),
      // A view that takes no touches and makes no control, only shows an image view: no control;
      // whether the image tells the user something the code does not say.
      RuleExample(
        """
        role: view
        children:
          - {id: avatar, role: view, customClass: AvatarHost}
        """, needsReview: ["avatar"], message: "code",
        source: """
          class AvatarHost: UIView {
            let imageView = UIImageView()
            override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(imageView)
            }
          }
          """),
      // The view is handed to code Herald does not follow.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: view, customClass: StarsView}
        """, needsReview: ["stars"],
        source: """
          class StarsView: UIView {
            override func awakeFromNib() { Styler.apply(self) }
            override func draw(_ rect: CGRect) {}
          }
          """),
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
        """, needsReview: ["chart", "knob"]),
    ],
    nonTriggeringExamples: [
      // The code decides: FoodTracker's RatingControl labels each star it creates, a gauge makes
      // itself an element.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
          - {id: gauge, role: view, customClass: GaugeView}
        """,
        source: """
          class RatingControl: UIStackView {
            private func setupButtons() {
              for index in 0..<5 {
                let button = UIButton()
                button.accessibilityLabel = "Set \\(index + 1) star rating"
                addArrangedSubview(button)
              }
            }
          }
          class GaugeView: UIView {
            override var isAccessibilityElement: Bool { get { true } set {} }
          }
          """),
      // A pin-code view of text fields: VoiceOver focuses each field and reads what is typed.
      RuleExample(
        """
        role: view
        children:
          - {id: pin, role: view, customClass: PinCodeView}
        """,
        source: """
          class DigitField: NSTextField {}
          class PinCodeView: NSView {
            override init(frame: NSRect) {
              super.init(frame: frame)
              for _ in 0..<6 { addSubview(DigitField()) }
            }
          }
          """),
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
      // Containers a data source fills, subclasses of standard views, decorative views.
      RuleExample(
        """
        role: view
        children:
          - {id: list, role: tableView, customClass: ThemeableTable}
          - {id: grid, role: collectionView, customClass: PhotoGrid}
          - {id: scroller, role: scrollView, customClass: ORStackScrollView}
          - {id: title, role: staticText, customClass: ThemeableLabel}
          - {id: line, role: view, customClass: ThemeableView, frame: {x: 0, y: 40, width: 320, height: 1}}
          - {id: back, role: view, customClass: ThemeableView, outlineName: Background View}
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

  /// Plain views of a custom class that can be seen, other than the scene's root, outside any
  /// element a screen reader already reads as one, and not decorative.
  public func applies(to node: AuditNode) -> Bool {
    let element = node.element
    guard node.index != 0, let customClass = element.customClass,
      Self.controlRoles.contains(element.role) || node.component != nil
    else { return false }
    if Self.isDecorative(element, words: decorativeWords, className: customClass.name) { return false }
    // A subclass of a standard view that shows content (a text view, a web view, a label), as a
    // SwiftUI representable hosts it or a file names it, speaks as that view: the system makes it
    // accessible. A container's (a stack view's) is what the app puts in it; an image view is no
    // accessibility element by default.
    if let base = node.scene.code.frameworkBase(of: customClass.name), let role = SystemViews.roles[base],
      !Self.controlRoles.contains(role), !Self.containerRoles.contains(role)
    {
      return false
    }
    if node.isConcealed { return false }
    // Inside an element VoiceOver reads as one (a cell), the control is that element's business.
    var current = node.parent
    while let ancestor = current {
      if ancestor.spoken != nil { return false }
      current = ancestor.parent
    }
    return true
  }

  /// With the class's source: a pass when its code makes the view, or a view it creates, speak; a
  /// violation citing the class when it is all known and does neither. Without it: a violation
  /// when a component model made the control and nothing in it is visited; needs review when only
  /// the class's code could tell.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let accessibility = node.element.accessibility
    let declares =
      accessibility.isElement == true || !(accessibility.label ?? "").isEmpty || !(accessibility.value ?? "").isEmpty
      || !(accessibility.hint ?? "").isEmpty || !(accessibility.traits ?? []).isEmpty
      || !accessibility.customActions.isEmpty
    let name = node.element.customClass?.name ?? ""
    if let code = ClassCode(node) { return Self.check(node, code, name) }
    if declares { return .pass }
    if node.spoken != nil || node.hasVisitedDescendant { return .pass }
    let message = RuleMessage("message", ["class": .string(name)])
    if node.component != nil { return .violation(message) }
    return .needsReview(message, missing: .classCode(name))
  }

  /// The verdict from the class's code.
  private static func check(_ node: AuditNode, _ code: ClassCode, _ name: String) -> RuleOutcome {
    // A control that handles touches is touch-handler-not-accessible's; a view whose code shows
    // nothing (a background, a container) and that holds nothing in the file has nothing to say.
    if code.touchFact != nil { return .pass }
    // A SwiftUI view hosting content the app passes in (`ZoomableScrollView { content }`): that
    // content may be what VoiceOver reads.
    if let content = RuleText.unresolvedContent(of: node.element) {
      return .needsReview(RuleMessage("code", ["class": .string(name)]), missing: .runtimeValue(content), related: [])
    }
    // A view whose code shows nothing of its own and whose file holds only empty containers
    // (iina's `FlippedView`, whose stack view code fills with preference panes) is a container:
    // what code puts in it is judged where it is made.
    if !code.presentsContent, node.element.children.allSatisfy(Self.holdsNothing) { return .pass }
    let message = RuleMessage("code", ["class": .string(name)])
    // A view that only draws and takes no touches is no control: whether what it draws tells the
    // user something (a chart) or only decorates (a dimming overlay, a border) the code does not say.
    switch code.exposure(of: node) {
    case .exposed: return .pass
    case .unknown(let missing, let related): return .needsReview(message, missing: missing, related: related)
    case .none:
      if let drawing = code.drawingOnly, node.element.children.allSatisfy(Self.holdsNothing) {
        return .needsReview(
          message, missing: .runtimeValue("what \(name) draws"), related: [RelatedLocation(drawing.location, .draws)])
      }
      // No touches taken and no control made (a host of an image view, an animation): no control
      // either; whether what it shows tells the user something is not in the code.
      if code.controlSubview == nil, !code.code.inherits(name, fromAnyOf: Self.controlBases) {
        return .needsReview(message, missing: .runtimeValue("what \(name) shows"), related: [code.declaration])
      }
      return .violation(message, related: [code.declaration])
    }
  }

  /// Roles a custom control has: a plain `UIView`/`UIControl` subclass. Subclasses of labels,
  /// buttons, images and other standard views speak as those; table, collection, scroll and stack
  /// views are filled by a data source or code at run time.
  private static let controlRoles: Set<Role> = [.view, .custom, .other]

  /// Roles of standard views that only hold what the app puts in them, or say nothing by default
  /// (an image view).
  private static let containerRoles: Set<Role> = [
    .stackView, .scrollView, .tableView, .collectionView, .visualEffectView, .image,
  ]

  /// The base classes of controls: a subclass takes touches through them.
  private static let controlBases: Set<String> = ["UIControl", "NSControl"]

  /// Whether `element` is a plain container with nothing in it the file shows: no text, image or
  /// control, no class of the app's, only empty views, stacks and scroll views.
  private static func holdsNothing(_ element: Element) -> Bool {
    [.view, .stackView, .scrollView].contains(element.role) && element.customClass == nil
      && element.children.allSatisfy(holdsNothing)
  }

  /// The outline names (`userLabel`) of decorative views.
  private static let decorativeOutlineWords = ["divider", "separator", "background", "spacer", "line", "border"]

  /// A view that only decorates: its class or outline name says so, or it is a line at most two
  /// points thick.
  private static func isDecorative(_ element: Element, words: [String], className: String) -> Bool {
    let name = className.lowercased()
    if words.contains(where: { name.contains($0) }) { return true }
    if let outline = element.outlineName?.lowercased(),
      decorativeOutlineWords.contains(where: { outline.contains($0) })
    {
      return true
    }
    if let frame = element.frame, min(frame.width, frame.height) <= 2 { return true }
    return false
  }
}
