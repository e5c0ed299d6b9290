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
      "Without a label VoiceOver falls back to the image's file name (\"star fill\") or says only \"Button\", so a blind user cannot tell what the button does. In surveyed apps 80 % of image-only buttons have no label. On macOS AppKit's own named images (NSAddTemplate, NSGoBackTemplate) carry a description AppKit gives them, so those buttons pass; an AppKit pop-up button without a label says only its selected item, and a disclosure triangle only its role. A segment left blank in Interface Builder that the app's code titles through its segmented control's outlet (`setTitle(_:forSegmentAt:)`) reads that title; one the code gives an image (`setImage(_:forSegmentAt:)`) is left for review.",
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
      "symbol": RuleMessageText(
        "Image button without an accessibility label: VoiceOver reads the SF Symbol “{image}” by the label iOS gives it, or by its name if iOS has none. Set a label that says what the button does.",
        comment:
          "Audit finding (needs review) for a button showing only an SF Symbol (Apple's icon set). image is the symbol's name (\"list.bullet\"), untranslated; SF Symbol is a product name."
      ),
      "unlabeled": RuleMessageText(
        "Button without any label: VoiceOver says only “Button”. Set an accessibility label that says what the button does.",
        comment:
          "Audit finding for a button with no title, text or image. “Button” is VoiceOver's trait word in the locale."),
      "unlabeled-pop-up": RuleMessageText(
        "Pop-up button without a label: VoiceOver says only its selected item “{item}”, not what it chooses. Link it to its label (titleUIElement) or set an accessibility label.",
        comment:
          "Audit finding for an AppKit pop-up button with no label. item is the title of its selected item. titleUIElement is an AppKit property name; do not translate it."
      ),
      "unlabeled-pop-up-filled": RuleMessageText(
        "Pop-up button without a label: its menu is empty in the file, and VoiceOver says only the item the app selects at run time, not what it chooses. Link it to its label (titleUIElement) or set an accessibility label.",
        comment:
          "Audit finding for an AppKit pop-up button with no label whose items the app's code adds. titleUIElement is an AppKit property name; do not translate it."
      ),
      "unlabeled-disclosure": RuleMessageText(
        "Disclosure triangle without a label: VoiceOver says only “disclosure triangle”, not what it shows or hides. Set an accessibility label that names the content.",
        comment:
          "Audit finding for an AppKit disclosure triangle with no label. “disclosure triangle” is macOS VoiceOver's role word."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star.fill}}}
        """, flagged: ["star"], message: "message"),
      // An app's own image on macOS, and AppKit's name on iOS (no such image there).
      RuleExample(
        """
        role: view
        children:
          - {id: filter, role: button, content: {images: {normal: FilterIcon}}}
        """, flagged: ["filter"], platform: .macOS),
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, content: {images: {normal: NSAddTemplate}}}
        """, flagged: ["add"]),
      RuleExample(
        """
        role: view
        children:
          - {id: empty, role: button}
        """, flagged: ["empty"], message: "unlabeled"),
      // An AppKit pop-up button speaks its selected item (its value), which names no purpose.
      RuleExample(
        """
        role: view
        children:
          - {id: scroll, role: popUpButton, content: {text: Adjust volume}}
        """, flagged: ["scroll"], message: "unlabeled-pop-up", platform: .macOS),
      RuleExample(
        """
        role: view
        children:
          - {id: source, role: popUpButton}
        """, flagged: ["source"], message: "unlabeled-pop-up-filled", platform: .macOS),
      RuleExample(
        """
        role: view
        children:
          - {id: more, role: disclosureTriangle}
        """, flagged: ["more"], message: "unlabeled-disclosure", platform: .macOS),
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
      // A SwiftUI SF Symbol: iOS labels many symbols itself, and Apple publishes no list.
      RuleExample(
        """
        role: view
        children:
          - {id: outline, role: button, content: {images: {normal: list.bullet}}, runtimeAttributes: [{keyPath: swiftui.imageNameLabel, type: swiftui, value: systemName}]}
        """, needsReview: ["outline"], message: "symbol"),
    ],
    nonTriggeringExamples: [
      // On iOS a picker or menu that speaks its selection is judged by what it says.
      RuleExample(
        """
        role: view
        children:
          - {id: sort, role: popUpButton, content: {text: Newest first}}
        """),
      // On macOS AppKit describes its own named images to VoiceOver.
      RuleExample(
        """
        role: view
        children:
          - {id: add, role: button, content: {images: {normal: NSAddTemplate}}}
        """, platform: .macOS),
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star.fill}}, accessibility: {label: Favorite}}
          - {id: save, role: button, content: {titles: {normal: Save}}}
          - {id: add, role: button, content: {systemItem: add}}
        """),
      // Segments left blank in the file that the code titles through the control's outlet.
      RuleExample(
        """
        role: view
        location: Avatar.storyboard:10:5
        children:
          - id: size
            role: segmentedControl
            location: Avatar.storyboard:12:7
            connections: {outlets: [{property: bodySizeControl, owner: AvatarViewController}]}
            children:
              - {id: slim, role: button, className: segment, location: Avatar.storyboard:14:9}
              - {id: broad, role: button, className: segment, location: Avatar.storyboard:15:9}
        """,
        source: """
          final class AvatarViewController: UIViewController {
            @IBOutlet weak var bodySizeControl: UISegmentedControl!
            override func viewDidLoad() {
              super.viewDidLoad()
              bodySizeControl.setTitle(L10n.slim, forSegmentAt: 0)
              bodySizeControl.setTitle(L10n.broad, forSegmentAt: 1)
            }
          }
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
    case .imageName:
      // AppKit describes its own named images (NSAddTemplate) to VoiceOver.
      if node.scene.platform == .macOS, let image = Self.image(of: spoken.element), AppKitSystemImages.contains(image) {
        return .pass
      }
      // An SF Symbol may have a label iOS gives it (Apple publishes no list): not decided here.
      if spoken.element.labelsSymbolByName, let symbol = Self.image(of: spoken.element) {
        return .needsReview(RuleMessage("symbol", ["image": .string(symbol)]), missing: .symbolLabel(symbol))
      }
      message = RuleMessage("message", ["image": .string(spoken.label ?? "")])
      // SwiftUI's `Image(_:)` is labelled by its name (``ImageNameWords``): words are a label.
      if ImageNameWords.labels(spoken.element, name: spoken.label ?? "") { return .pass }
    case .none:
      if let value = spoken.value, !value.isEmpty {
        // An AppKit pop-up button's value is its selected item: it says what is chosen, not what
        // for. Elsewhere a control that speaks a value (a picker's selection) says more than "Button".
        guard spoken.element.role == .popUpButton, node.scene.platform == .macOS else { return .pass }
        message = RuleMessage("unlabeled-pop-up", ["item": .string(value)])
      } else if spoken.element.role == .popUpButton, node.scene.platform == .macOS {
        // An empty menu in the file is filled by code: the item VoiceOver reads is chosen at run time.
        message = RuleMessage("unlabeled-pop-up-filled")
      } else if let use = node.segmentSetByCode {
        // A segment the code titles (`setTitle(L10n.slim, forSegmentAt: 0)`) reads its title; one
        // it gives an image reads what the image says, which that code decides.
        let value = use.value ?? ""
        if use.memberName == "setTitle", !value.hasPrefix("nil"), !value.hasPrefix("\"\"") { return .pass }
        let member: CodeMember = use.memberName == "setTitle" ? .title : .image
        return .needsReview(
          RuleMessage("unlabeled"), missing: .runtimeValue(use.value ?? use.memberName ?? member.rawValue),
          related: [RelatedLocation(use.location, .sets(member))])
      } else {
        message = RuleMessage(spoken.element.role == .disclosureTriangle ? "unlabeled-disclosure" : "unlabeled")
      }
    default: return .pass
    }
    // Code that hides the button and shows it again does not label it (Open Food Facts' edit
    // button, hidden when its outlet is set and shown when a product has no data); code that
    // only ever hides it takes it out of VoiceOver's way.
    let shows = Self.codeShows(node)
    return CodeEvidence.judge(node, asks: Self.labelling) { member, _ in
      member == .hidden && shows ? .irrelevant : .sets
    }.outcome(message).notingReversedTitleConnection(of: node)
  }

  /// Whether code sets the button's `isHidden` (through one of its outlets) to anything but `true`.
  private static func codeShows(_ node: AuditNode) -> Bool {
    node.outletUse { _, use in use.member == .hidden && use.value != "true" && use.value != "YES" } != nil
  }

  /// The name of the image the button shows in its current state.
  private static func image(of element: Element) -> String? {
    let images = element.content.images
    return (element.state.isSelected ? images[.selected] : nil) ?? images[.normal]
  }

  /// What code sets that gives the button a label, or takes it out of VoiceOver's way.
  private static let labelling = CodeMember.spokenText.union([.isAccessibilityElement, .hidden])

  private static let labeledElsewhere: Set<Role> = [
    .switch, .checkBox, .radioButton, .textField, .secureTextField, .searchField, .textView, .slider, .stepper,
  ]
}
