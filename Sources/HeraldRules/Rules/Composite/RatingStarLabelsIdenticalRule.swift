import HeraldAnnouncer
import HeraldAudit
import HeraldTree

/// Flags a rating group whose labelled stars all say the same thing ("Star, Button" five times):
/// a VoiceOver user cannot tell which star sets which rating.
public struct RatingStarLabelsIdenticalRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "rating-star-labels-identical",
    name: "Rating stars with identical labels",
    summary: "Two or more star buttons of a rating control are given the same label.",
    rationale:
      "Each star of a rating made of buttons sets a different rating, so each needs its own label (FoodTracker: \"Set 1 star rating\" … \"Set 5 star rating\"). When the developer set the same label on every star (\"Star\"), VoiceOver reads five identical buttons and the user cannot tell what each one does. Only labels the app set (accessibility label or title) count: stars that fall back to the image name are flagged per star by image-button-missing-label.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag246", "rating"],
    help:
      "Give each star a label that says the rating it sets (\"Set 3 star rating\"), or make the whole control one adjustable element with a value (\"3 of 5 stars\").",
    messages: [
      "message": RuleMessageText(
        "{count} of the {stars} rating stars are read as “{label}”, so a VoiceOver user cannot tell which rating each one sets. Give each star its own label, such as “Set 3 star rating”.",
        comment:
          "Audit finding on a star rating control. count (2 or more) stars share the label; stars is the total number of stars; label is the shared accessibility label, quoted."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            children:
              - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: Star}}
              - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: Star}}
              - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: Star}}
        """, flagged: ["rating"]),
      // A custom rating class whose stars show the same title; one star is distinct, two are not.
      RuleExample(
        """
        role: view
        children:
          - id: stars
            role: view
            customClass: StarsView
            children:
              - {id: a, role: button, content: {titles: {normal: "★"}}}
              - {id: b, role: button, content: {titles: {normal: "★"}}}
              - {id: c, role: button, accessibility: {label: Three stars}}
        """, flagged: ["stars"]),
    ],
    nonTriggeringExamples: [
      // FoodTracker: each star says the rating it sets.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
        """),
      // JRNL: image-name fallbacks are image-button-missing-label's findings, not this rule's.
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
              - {id: s3, role: button, content: {images: {normal: star}}}
        """),
      // Not a rating group: a toolbar-like row of buttons with different images.
      RuleExample(
        """
        role: stackView
        children:
          - {id: a, role: button, content: {images: {normal: bold}}, accessibility: {label: Format}}
          - {id: b, role: button, content: {images: {normal: italic}}, accessibility: {label: Format}}
          - {id: c, role: button, content: {images: {normal: underline}}, accessibility: {label: Format}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Rating groups with at least two stars whose labels the app set.
  public func applies(to node: AuditNode) -> Bool {
    guard let group = RatingGroup(node) else { return false }
    return group.stars.count { Self.realLabel(of: $0) != nil } >= 2
  }

  /// A violation naming the most repeated label when two stars share it.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let group = RatingGroup(node) else { return .pass }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for star in group.stars {
      guard let label = Self.realLabel(of: star) else { continue }
      if counts[label] == nil { order.append(label) }
      counts[label, default: 0] += 1
    }
    var best: (label: String, count: Int)?
    for label in order {
      let count = counts[label] ?? 0
      if count > (best?.count ?? 1) { best = (label, count) }
    }
    guard let best else { return .pass }
    return .violation(
      RuleMessage(
        "message",
        ["label": .string(best.label), "count": .number(.int(best.count)), "stars": .number(.int(group.stars.count))]))
  }

  /// The label the app set on a star that VoiceOver visits: an accessibility label or a title.
  private static func realLabel(of star: AuditNode) -> String? {
    guard let spoken = star.spoken, let label = spoken.label else { return nil }
    switch spoken.labelSource {
    case .accessibilityLabel, .title: return label
    default: return nil
    }
  }
}
