import HeraldAudit
import HeraldTree

/// Flags a read-only rating (user interaction off) whose stars VoiceOver still announces as
/// buttons that do nothing.
public struct ReadOnlyRatingAsButtonsRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "read-only-rating-as-buttons",
    name: "Read-only rating announced as buttons",
    summary: "A rating that takes no touches still has its stars spoken as buttons.",
    rationale:
      "Turning off user interaction (JRNL's detail screen: ratingView.isUserInteractionEnabled = false) makes a rating read-only for touch, but VoiceOver still visits every star and says \"Button\": the user double-taps and nothing happens, and has to count stars to learn the rating. A read-only rating is one piece of information and should be one element.",
    impact: .moderate,
    tags: ["wcag2a", "wcag412", "wcag131", "rating"],
    help:
      "Make the rating one accessibility element: isAccessibilityElement = true, accessibilityLabel \"Rating\", accessibilityValue \"4 of 5 stars\", accessibilityTraits none (which hides the star buttons), or set the stars' traits to none.",
    messages: [
      "message": RuleMessageText(
        "This rating is read-only (user interaction is off), but VoiceOver still announces {count, plural, one {# star as a button} other {# stars as buttons}} that do nothing. Make the rating one accessibility element: label “Rating”, value such as “4 of 5 stars”, no traits.",
        comment:
          "Audit finding on a star rating control that cannot be touched. count is the number of stars spoken as buttons. “Rating” and “4 of 5 stars” are example texts."
      )
    ],
    triggeringExamples: [
      // JRNL's detail screen.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingView, userInteractionEnabled: false}
        """, flagged: ["rating"]),
      // Interaction is off on an ancestor: the stars still say "Button".
      RuleExample(
        """
        role: view
        userInteractionEnabled: false
        children:
          - id: stars
            role: stackView
            children:
              - {id: s1, role: button, content: {images: {normal: star}}, accessibility: {label: 1 star}}
              - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: 2 stars}}
              - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: 3 stars}}
        """, flagged: ["stars"]),
    ],
    nonTriggeringExamples: [
      // The editable rating of the same app.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingView}
        """),
      // Read-only, made one element: the stars are not visited.
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingView
            userInteractionEnabled: false
            accessibility: {isElement: true, label: Rating, value: 4 of 5 stars, traits: []}
        """),
      // Read-only stars whose traits were cleared.
      RuleExample(
        """
        role: stackView
        userInteractionEnabled: false
        children:
          - {id: s1, role: image, content: {images: {normal: star}}, accessibility: {isElement: true, label: 1 star, traits: []}}
          - {id: s2, role: button, content: {images: {normal: star}}, accessibility: {label: star, traits: []}}
          - {id: s3, role: button, content: {images: {normal: star}}, accessibility: {label: star, traits: []}}
          - {id: s4, role: button, content: {images: {normal: star}}, accessibility: {label: star, traits: []}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Rating groups that take no touches.
  public func applies(to node: AuditNode) -> Bool {
    !node.isInteractive && RatingGroup(node) != nil
  }

  /// A violation when any star is spoken as a button.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let group = RatingGroup(node) else { return .pass }
    let buttons = group.stars.count { $0.spoken?.traits.contains(.button) ?? false }
    guard buttons > 0 else { return .pass }
    return .violation(RuleMessage("message", ["count": .number(.int(buttons))]))
  }
}
