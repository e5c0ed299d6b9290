/// VoiceOver in the order Apple's FoodTracker tutorial describes it: "VoiceOver reads the
/// button's label, then the word button, then the accessibility value, and finally the
/// accessibility hint, if any."
///
/// Other trait words follow the same place as "Button", in VoiceOver's order (see
/// ``VoiceOverDescription``); "Selected" comes first among them.
///
/// ```
/// Set 3 star rating. Button. 3 stars set. Tap to reset the rating to zero.
/// ```
public struct VoiceOverTutorialProfile: AnnouncerProfile {
  /// Creates the profile.
  public init() {}

  /// ``ProfileName/voiceoverTutorial``.
  public var name: ProfileName { .voiceoverTutorial }

  /// Speaks `element` in the tutorial's order.
  public func utterance(for element: AccessibleElement, vocabulary words: Vocabulary) -> Utterance {
    let (traits, context, hint) = VoiceOverProfile.parts(element, words)
    let parts = [element.label].compactMap { $0 } + traits + [element.value, context, hint].compactMap { $0 }
    return Utterance(
      element, label: element.label, value: element.value, traits: traits, hint: hint, context: context,
      text: words.phrase.sentences(parts))
  }
}
