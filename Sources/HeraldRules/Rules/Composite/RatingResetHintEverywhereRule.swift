import HeraldAudit
import HeraldTree

/// Flags a rating whose stars all carry the same hint: the reset hint FoodTracker gives only the
/// selected star is read on every star, where it is wrong.
public struct RatingResetHintEverywhereRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "rating-reset-hint-everywhere",
    name: "Same hint on every rating star",
    summary: "Every star of a rating carries the same hint instead of only the star it applies to.",
    rationale:
      "A hint says what happens when the element is activated. In FoodTracker tapping the star equal to the rating resets it to zero, so only that star has the hint \"Tap to reset the rating to zero.\"; on the other stars it would be false, and VoiceOver reads it after every star, slowing the user down. When at least three stars carry hints and they are all the same, the hint was most likely set unconditionally.",
    impact: .minor,
    tags: ["wcag2a", "wcag332", "rating"],
    help:
      "Set the hint only on the star it describes (FoodTracker: the star whose number equals the rating), and clear it on the others (accessibilityHint = nil).",
    messages: [
      "message": RuleMessageText(
        "All {count} stars carry the same hint “{hint}”, so VoiceOver reads it after every star, where it is mostly wrong. Set the hint only on the star it applies to (the one equal to the rating) and clear it on the others.",
        comment:
          "Audit finding on a star rating control. count is the number of stars (3 or more); hint is the repeated accessibility hint, quoted as the app wrote it."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: stackView
        id: rating
        children:
          - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: Set 1 star rating, hint: Tap to reset the rating to zero.}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: Set 2 star rating, hint: Tap to reset the rating to zero.}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: Set 3 star rating, hint: Tap to reset the rating to zero.}}
        """, flagged: ["rating"]),
      // A custom rating class with five stars, all hinted alike.
      RuleExample(
        """
        role: view
        children:
          - id: stars
            role: view
            customClass: MyRatingView
            children:
              - {id: s1, role: button, accessibility: {label: One, hint: Double-tap to rate.}}
              - {id: s2, role: button, accessibility: {label: Two, hint: Double-tap to rate.}}
              - {id: s3, role: button, accessibility: {label: Three, hint: Double-tap to rate.}}
              - {id: s4, role: button, accessibility: {label: Four, hint: Double-tap to rate.}}
        """, flagged: ["stars"]),
    ],
    nonTriggeringExamples: [
      // FoodTracker: the hint only on the star equal to the rating.
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingControl
            runtimeAttributes: [{keyPath: rating, type: number, value: 2}]
        """),
      // Three hints, but one star has none: not "every star".
      RuleExample(
        """
        role: stackView
        children:
          - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: One, hint: Rates.}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: Two, hint: Rates.}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: Three, hint: Rates.}}
          - {id: s4, role: button, content: {images: {normal: star}}, accessibility: {label: Four}}
        """),
      // Different hints on every star are deliberate.
      RuleExample(
        """
        role: stackView
        children:
          - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: One, hint: Rates it poor.}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: Two, hint: Rates it fair.}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: Three, hint: Rates it good.}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Rating groups in which at least three stars carry a hint.
  public func applies(to node: AuditNode) -> Bool {
    guard let group = RatingGroup(node) else { return false }
    return group.stars.count { Self.hint(of: $0) != nil } >= 3
  }

  /// A violation when every star carries the same hint.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let group = RatingGroup(node), let first = group.stars.first.flatMap(Self.hint(of:)) else { return .pass }
    guard group.stars.allSatisfy({ Self.hint(of: $0) == first }) else { return .pass }
    return .violation(RuleMessage("message", ["hint": .string(first), "count": .number(.int(group.stars.count))]))
  }

  /// The hint spoken for a star (or set on it, when it is not visited), if not empty.
  private static func hint(of star: AuditNode) -> String? {
    let hint = star.spoken?.hint ?? star.element.accessibility.hint
    guard let hint, !hint.isEmpty else { return nil }
    return hint
  }
}
