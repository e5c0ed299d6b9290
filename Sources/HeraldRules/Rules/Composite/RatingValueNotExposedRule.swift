import HeraldAudit
import HeraldTree

/// Flags a rating made of star buttons that never says the current rating: no star and not the
/// group has a value, and no label holds a number.
public struct RatingValueNotExposedRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "rating-value-not-exposed",
    name: "Rating value not announced",
    summary: "A rating control made of star buttons exposes its current rating nowhere.",
    rationale:
      "Sighted users see how many stars are filled. A VoiceOver user hears only the stars' labels and the Selected trait of each one, and has to count them. FoodTracker sets the rating as the value of every star (\"3 stars set.\"); a control that is one adjustable element (StarRatingControl) speaks it as its value and is not a group of buttons at all. When no star and not the group has a value and no label holds a digit, the rating is not announced anywhere.",
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag131", "rating"],
    help:
      "Set each star's accessibility value to the current rating (\"3 stars set.\"), or make the control one adjustable element with label \"Rating\" and value \"3 of 5 stars\".",
    messages: [
      "message": RuleMessageText(
        "The current rating is not announced: none of the {stars, plural, one {# star} other {# stars}} or the control has a value, and no label says a number. Set each star's accessibility value to the rating (“3 stars set.”), or make the control one adjustable element with a value.",
        comment:
          "Audit finding on a star rating control. stars is the number of star buttons. “3 stars set.” is an example value; translate it as the app would."
      )
    ],
    triggeringExamples: [
      // JRNL's RatingView: stars with image-name fallbacks and nothing else.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingView}
        """, flagged: ["rating"]),
      // Labels without a number ("Star") and no value, in a plain stack of same-image buttons.
      RuleExample(
        """
        role: stackView
        id: row
        children:
          - {id: s1, role: button, state: {selected: true}, content: {images: {normal: star}}, accessibility: {label: Star}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: Star}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: Star}}
        """, flagged: ["row"]),
    ],
    nonTriggeringExamples: [
      // FoodTracker: every star has the value "3 stars set.".
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingControl
            runtimeAttributes: [{keyPath: rating, type: number, value: 3}]
        """),
      // StarRatingControl: one adjustable element with a value, not a group of buttons.
      RuleExample(
        """
        role: view
        children:
          - {id: control, role: view, customClass: StarRatingControl, frame: {x: 0, y: 0, width: 252, height: 44}}
        """),
      // Labels that say the number are enough ("1 star" … "3 stars").
      RuleExample(
        """
        role: stackView
        children:
          - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: 1 star}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: 2 stars}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: 3 stars}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Rating groups with at least one star a screen reader visits.
  public func applies(to node: AuditNode) -> Bool {
    guard let group = RatingGroup(node) else { return false }
    return group.stars.contains { $0.spoken != nil }
  }

  /// A violation when no value and no label with a digit is spoken.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let group = RatingGroup(node) else { return .pass }
    if let value = node.element.accessibility.value, !value.isEmpty { return .pass }
    for star in group.stars {
      guard let spoken = star.spoken else { continue }
      if spoken.value != nil { return .pass }
      if let label = spoken.label, label.contains(where: \.isNumber) { return .pass }
    }
    return .violation(RuleMessage("message", ["stars": .number(.int(group.stars.count))]))
  }
}
