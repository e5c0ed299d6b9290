import HeraldICU

/// How a screen reader turns an element's facts into words: which parts it speaks, in which order,
/// with which trait words and hints.
///
/// Herald ships three profiles (``ProfileName``), each pinned by golden tests; a profile is a
/// value chosen once, as a swift-log backend is.
public protocol AnnouncerProfile: Sendable {
  /// The profile's name.
  var name: ProfileName { get }

  /// What the screen reader says when it focuses `element`.
  ///
  /// - Parameters:
  ///   - element: The element's resolved label, value, traits and position.
  ///   - vocabulary: The fixed words of the locale.
  func utterance(for element: AccessibleElement, vocabulary: Vocabulary) -> Utterance
}

/// The profiles Herald ships, by the name `--profile` takes.
public enum ProfileName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// VoiceOver as it speaks today: "label: value", "Selected", trait words, then hints.
  case voiceover
  /// The order Apple's FoodTracker tutorial describes: label, "Button", value, hint.
  case voiceoverTutorial = "voiceover-tutorial"
  /// Android TalkBack: content description, state, role, usage hint.
  case talkback

  /// The profile.
  public var profile: any AnnouncerProfile {
    switch self {
    case .voiceover: VoiceOverProfile()
    case .voiceoverTutorial: VoiceOverTutorialProfile()
    case .talkback: TalkBackProfile()
    }
  }

  /// The name.
  public var description: String { rawValue }
}
