import HeraldICU
import HeraldTree

/// How a screen reader turns an element's facts into words: which parts it speaks, in which order,
/// with which trait words and hints.
///
/// Herald ships four profiles (``ProfileName``), each pinned by golden tests; a profile is a
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
  /// VoiceOver as it speaks today on the platform of the screen read: on iOS "label: value",
  /// "Selected", trait words, then hints (``VoiceOverProfile``); a macOS screen (an AppKit
  /// storyboard or xib, a tree whose platform is macOS) is read by ``voiceoverMacOS``.
  case voiceover
  /// VoiceOver on macOS: "label, value, state, role description" (``VoiceOverMacProfile``).
  case voiceoverMacOS = "voiceover-macos"
  /// The order Apple's FoodTracker tutorial describes: label, "Button", value, hint.
  case voiceoverTutorial = "voiceover-tutorial"
  /// Android TalkBack: content description, state, role, usage hint.
  case talkback

  /// The profile.
  public var profile: any AnnouncerProfile {
    switch self {
    case .voiceover: VoiceOverProfile()
    case .voiceoverMacOS: VoiceOverMacProfile()
    case .voiceoverTutorial: VoiceOverTutorialProfile()
    case .talkback: TalkBackProfile()
    }
  }

  /// The profile that reads a screen of `platform`: VoiceOver's on macOS for ``voiceover``, else
  /// this one.
  public func reading(_ platform: Platform) -> ProfileName {
    self == .voiceover && platform == .macOS ? .voiceoverMacOS : self
  }

  /// The name.
  public var description: String { rawValue }
}
