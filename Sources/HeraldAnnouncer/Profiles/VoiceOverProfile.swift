/// VoiceOver on iOS: the description AccessibilitySnapshot's algorithm gives (taken from
/// VoiceOver), then after a pause the hint. See ``VoiceOverDescription`` for the parts and their
/// order.
///
/// ```
/// Selected: Set 3 star rating: 3 stars set. Button. Tap to reset the rating to zero.
/// Selected: Favorites. Tab. 2 of 4.
/// Rating: 3 of 5 stars. Adjustable. Swipe up or down with one finger to adjust the value.
/// ```
public struct VoiceOverProfile: AnnouncerProfile {
  /// Creates the profile.
  public init() {}

  /// ``ProfileName/voiceover``.
  public var name: ProfileName { .voiceover }

  /// What VoiceOver says of `element` besides its label and value: "Selected" and the trait
  /// words, the context ("2 of 4", "List Start"), and the hint (the element's, then the
  /// system's). Both VoiceOver profiles speak these; they differ in where the value goes.
  public static func parts(_ element: AccessibleElement, _ words: Vocabulary) -> (
    traits: [String], context: String?, hint: String?
  ) {
    let description = VoiceOverDescription(element, words)
    return (description.traits, description.context, description.hint)
  }

  /// Speaks `element` as VoiceOver does.
  public func utterance(for element: AccessibleElement, vocabulary words: Vocabulary) -> Utterance {
    let description = VoiceOverDescription(element, words)
    return Utterance(
      element, label: element.label, value: element.value, traits: description.traits, hint: description.hint,
      context: description.context, text: description.text(words))
  }
}
