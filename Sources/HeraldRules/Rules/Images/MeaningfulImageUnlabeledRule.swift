import HeraldAnnouncer
import HeraldAudit
import HeraldTree

/// Flags an image VoiceOver visits that has no label: it reads the file name ("IMG 2041,
/// Image") or only "Image".
public struct MeaningfulImageUnlabeledRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "meaningful-image-unlabeled",
    name: "Image without a label",
    summary: "An image the screen reader visits has no label: it is read by its file name or not at all.",
    rationale:
      "An image made an accessibility element (or given the image trait) is there to be understood. Without a label VoiceOver reads the asset's file name (\"meal photo 3, Image\") or only \"Image\", which rarely says what it shows. SwiftUI's `Image(_:)` takes its name as its label (Apple: \"the localization key with which to label the image\"), so a name that reads as words (\"Gold\", \"Bird Food\") labels it; a file name (\"ic_gold_24\", \"StartDayIcon\") or a kind of picture alone (\"logo\") does not. Images whose names look decorative (`decorativePatterns`, shared with decorative-image-exposed) are judged by that rule instead; buttons with images by image-button-missing-label.",
    impact: .serious,
    tags: ["wcag2a", "wcag111", "images"],
    help:
      "Set an accessibility label that says what the image shows or means (\"Caprese salad\", \"4 of 5 stars\"). If it is decorative, make it not an accessibility element instead.",
    helpURL: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html",
    options: [DecorativeImageNames.option],
    messages: [
      "message": RuleMessageText(
        "This image has no label: VoiceOver reads its file name “{image}”. Set an accessibility label that says what the image shows.",
        comment: "Audit finding. image is the image's asset file name, untranslated."),
      "symbol": RuleMessageText(
        "This image has no label: VoiceOver reads the SF Symbol “{image}” by the label iOS gives it, or by its name if iOS has none. Set an accessibility label that says what it shows, or hide it if it is decorative.",
        comment:
          "Audit finding (needs review). image is the symbol's name (\"bird.fill\"), untranslated; SF Symbol is a product name."
      ),
      "unlabeled": RuleMessageText(
        "This image has no label at all: VoiceOver says only “Image”. Set an accessibility label that says what it shows, or make it not an accessibility element if it is decorative.",
        comment: "Audit finding. “Image” is VoiceOver's trait word in the locale."),
      "combined": RuleMessageText(
        "This element reads the file name “{image}” of an image it combines: VoiceOver says “{label}”. Give the image an accessibility label, or hide it if it is decorative (Image(decorative:), accessibilityHidden).",
        comment:
          "Audit finding. image is the image's asset file name, label the element's whole spoken label; both untranslated."
      ),
      "from-code": RuleMessageText(
        "This image comes from code ({code}) and has no label: VoiceOver says only “Image”, whatever it shows. Set an accessibility label that says what it shows, or hide it if it is decorative.",
        comment: "Audit finding. code is the SwiftUI call as written (Image(uiImage:), AsyncImage(url:)), untranslated."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: photo, role: image, content: {images: {normal: meal_photo}}, accessibility: {isElement: true}}
          - {id: empty, role: image, accessibility: {isElement: true}}
        """, flagged: ["empty", "photo"]),
      // In the scene of a view other views use, they may combine the image into a button or row
      // that speaks for it: their scenes decide.
      RuleExample(
        """
        role: view
        runtimeAttributes: [{keyPath: swiftui.embedded, type: swiftui, value: Favicon}]
        children:
          - {id: photo, role: image, content: {images: {normal: meal_photo}}, accessibility: {isElement: true}}
        """, needsReview: ["photo"]),
      // A SwiftUI SF Symbol: iOS labels many symbols itself, and Apple publishes no list.
      RuleExample(
        """
        role: view
        children:
          - {id: bird, role: image, content: {images: {normal: bird.fill}}, accessibility: {isElement: true}, runtimeAttributes: [{keyPath: swiftui.imageNameLabel, type: swiftui, value: systemName}]}
        """, needsReview: ["bird"], message: "symbol"),
      // SwiftUI reads `Image("StartDayIcon")` by its name: a file name, no label.
      RuleExample(
        """
        role: view
        children:
          - {id: start, role: image, content: {images: {normal: StartDayIcon}}, accessibility: {isElement: true}, runtimeAttributes: [{keyPath: swiftui.imageNameLabel, type: swiftui, value: name}]}
        """, flagged: ["start"]),
      // A custom view given the image trait and nothing to say: its class's code could label it
      // (needs review) until the code shows it does not.
      RuleExample(
        """
        role: view
        children:
          - {id: chart, role: view, customClass: ChartView, accessibility: {isElement: true, traits: [image]}}
        """, needsReview: ["chart"]),
      RuleExample(
        """
        role: view
        children:
          - {id: chart, role: view, customClass: ChartView, accessibility: {isElement: true, traits: [image]}}
        """, flagged: ["chart"], source: "final class ChartView: UIView { override func draw(_ rect: CGRect) {} }"),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: photo, role: image, content: {images: {normal: meal_photo}}, accessibility: {isElement: true, label: Caprese salad}}
          - {id: hiddenPhoto, role: image, content: {images: {normal: meal_photo}}}
        """),
      // Decorative by name: decorative-image-exposed's finding, not this rule's.
      RuleExample(
        """
        role: view
        children:
          - {id: bg, role: image, content: {images: {normal: bg_header}}, accessibility: {isElement: true}}
        """),
      // SwiftUI labels `Image("Gold")` by its name, which reads as a word.
      RuleExample(
        """
        role: view
        children:
          - {id: gold, role: image, content: {images: {normal: Gold}}, accessibility: {isElement: true}, runtimeAttributes: [{keyPath: swiftui.imageNameLabel, type: swiftui, value: name}]}
        """),
      // Image buttons belong to image-button-missing-label.
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star}}, accessibility: {traits: [button, image]}}
        """),
    ])

  private let names: DecorativeImageNames

  /// Makes the rule with its `decorativePatterns` option.
  public init(options: RuleOptions) {
    names = DecorativeImageNames(options: options)
  }

  /// Images a screen reader visits: image views, other elements given the image trait (not
  /// buttons), and SwiftUI elements whose label combines an image's file name
  /// (`.accessibilityElement(children: .combine)`).
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    let element = spoken.element
    if element.role == .image { return true }
    if element.role != .button && element.accessibility.traits?.contains(.image) == true { return true }
    return !combinedImageNames(spoken, node).isEmpty
  }

  /// A violation when the label falls back to the image name (unless decorative) or to nothing, or
  /// combines an image's file name.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken else { return .pass }
    if spoken.element.role != .image, let image = combinedImageNames(spoken, node).first {
      let label = spoken.label ?? ""
      return Self.outcome(RuleMessage("combined", ["image": .string(image), "label": .string(label)]), node)
    }
    switch spoken.labelSource {
    case .imageName:
      let image = spoken.element.content.images[.normal] ?? spoken.label ?? ""
      if names.pattern(matching: image) != nil { return .pass }
      // An SF Symbol may have a label iOS gives it (Apple publishes no list): not decided here.
      if spoken.element.labelsSymbolByName {
        return .needsReview(RuleMessage("symbol", ["image": .string(image)]), missing: .symbolLabel(image))
      }
      // SwiftUI's `Image(_:)` is labelled by its name (``ImageNameWords``): words are a label.
      if ImageNameWords.labels(spoken.element, name: image) { return .pass }
      return Self.alone(RuleMessage("message", ["image": .string(image)]), node)
    case .none:
      let element = spoken.element
      if let code = element.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.imageFromCodeKeyPath }) {
        return Self.alone(RuleMessage("from-code", ["code": .string(code.value.text)]), node)
      }
      return Self.alone(RuleMessage("unlabeled"), node)
    default:
      return .pass
    }
  }

  /// The file names of the unlabeled images a SwiftUI element's combined label reads
  /// (`.accessibilityElement(children: .combine)`): the images SwiftUI merges, stopping, as it
  /// does, at views that speak for themselves, each matched to a whole part of the label. Names
  /// that look decorative are left out.
  private func combinedImageNames(_ spoken: AccessibleElement, _ node: AuditNode) -> [String] {
    guard node.scene.format == .swiftUI, let label = spoken.label, spoken.labelSource == .text else { return [] }
    let parts = Set(label.components(separatedBy: ", "))
    var names: [String] = []
    func visit(_ element: Element) {
      guard !element.isHidden, !element.accessibility.elementsHidden else { return }
      if element.role == .image {
        if element.isAccessibilityElement, element.accessibility.label?.isEmpty ?? true,
          let image = element.content.images[.normal], !image.isEmpty, self.names.pattern(matching: image) == nil,
          parts.contains(image), !ImageNameWords.labels(element, name: image)
        {
          names.append(image)
        }
        return
      }
      // A view with its own label or text is read by that, not by the images inside it.
      let own = [element.accessibility.label, element.content.text, element.content.titles[.normal]]
      guard own.allSatisfy({ ($0 ?? "").isEmpty }) else { return }
      element.children.forEach(visit)
    }
    spoken.element.children.forEach(visit)
    return names
  }

  /// An image that is its own element: in the scene of a view other views use, they may combine
  /// it into a button or a row that speaks for it, so their scenes decide (``EmbeddedView``).
  private static func alone(_ message: RuleMessage, _ node: AuditNode) -> RuleOutcome {
    if let embedded = EmbeddedView.name(around: node) { return .needsReview(message, missing: .usedIn(embedded)) }
    return outcome(message, node)
  }

  /// A violation, or needs review when code reaches the image (an outlet, its cell's class) and may
  /// label it.
  private static func outcome(_ message: RuleMessage, _ node: AuditNode) -> RuleOutcome {
    return CodeEvidence.judge(node, asks: [.accessibilityLabel, .isAccessibilityElement, .hidden, .image]).outcome(
      message)
  }
}
