import HeraldAnnouncer
import HeraldAudit
import HeraldTree

/// Flags a decorative image that VoiceOver visits and reads by its file name ("background
/// gradient, Image").
public struct DecorativeImageExposedRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "decorative-image-exposed",
    name: "Decorative image exposed to VoiceOver",
    summary: "An image whose name looks decorative is an accessibility element read by its file name.",
    rationale:
      "Backgrounds, dividers and gradients carry no information. When such an image view is made an accessibility element without a label, VoiceOver stops on it and reads the asset name (\"bg_header, Image\"): noise between the things that matter. Image names are judged by the `decorativePatterns` substrings, shared with meaningful-image-unlabeled so that the two rules never disagree.",
    impact: .minor,
    tags: ["wcag2a", "wcag111", "images"],
    help:
      "Leave decorative images out of accessibility (isAccessibilityElement = false, the default for image views; uncheck Accessibility Enabled in Interface Builder). If the image does carry meaning, give it a label.",
    options: [DecorativeImageNames.option],
    messages: [
      "message": RuleMessageText(
        "The image “{image}” looks decorative (its name contains “{pattern}”) but VoiceOver stops on it and reads its file name. Make it not an accessibility element, or give it a label if it carries meaning.",
        comment:
          "Audit finding. image is the image's asset file name; pattern is the part of the name that marks it decorative (“background”). Both untranslated."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: bg, role: image, content: {images: {normal: header_background}}, accessibility: {isElement: true}}
          - {id: line, role: image, content: {images: {normal: Divider}}, accessibility: {isElement: true}}
        """, flagged: ["bg", "line"]),
      // In the scene of a view other views use (a row), they may put the image in a button whose
      // label speaks for it: their scenes decide.
      RuleExample(
        """
        role: view
        runtimeAttributes: [{keyPath: swiftui.embedded, type: swiftui, value: ArticleCell}]
        children:
          - {id: line, role: image, content: {images: {normal: Divider}}, accessibility: {isElement: true}}
        """, needsReview: ["line"]),
      // A pattern of the team's own.
      RuleExample(
        """
        role: view
        children:
          - {id: swoosh, role: image, content: {images: {normal: swoosh-top}}, accessibility: {isElement: true}}
        """, flagged: ["swoosh"], options: ["decorativePatterns": .strings(["swoosh"])]),
    ],
    nonTriggeringExamples: [
      // Not visited (the image view default), or labelled on purpose.
      RuleExample(
        """
        role: view
        children:
          - {id: bg, role: image, content: {images: {normal: background}}}
          - {id: divider, role: image, content: {images: {normal: divider}}, accessibility: {isElement: true, label: Section end}}
        """),
      // A meaningful image read by its name is meaningful-image-unlabeled's finding.
      RuleExample(
        """
        role: view
        children:
          - {id: photo, role: image, content: {images: {normal: meal_photo}}, accessibility: {isElement: true}}
        """),
    ])

  private let names: DecorativeImageNames

  /// Makes the rule with its `decorativePatterns` option.
  public init(options: RuleOptions) {
    names = DecorativeImageNames(options: options)
  }

  /// Image views a screen reader visits that are read by their image name.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    return spoken.element.role == .image && spoken.labelSource == .imageName
  }

  /// A violation when the image name matches a decorative pattern (needs review in the scene of a
  /// view other views use).
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let image = node.element.content.images[.normal], let pattern = names.pattern(matching: image) else {
      return .pass
    }
    let message = RuleMessage("message", ["image": .string(image), "pattern": .string(pattern)])
    // In the scene of a view other views use, they may combine the image into an element that
    // speaks for it (a button's label): their scenes decide.
    if let embedded = EmbeddedView.name(around: node) { return .needsReview(message, missing: .usedIn(embedded)) }
    return .violation(message)
  }
}
