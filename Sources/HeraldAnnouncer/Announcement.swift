import HeraldICU
import HeraldSyntax

/// What a screen reader says for every scene of one file, in reading order.
public struct Announcement: Sendable, Hashable {
  /// The file, as the user named it.
  public var file: String
  /// The locale spoken.
  public var locale: LanguageTag
  /// The profile used.
  public var profile: ProfileName
  /// The scenes, in document order.
  public var scenes: [SceneAnnouncement]

  /// Creates an announcement.
  public init(file: String, locale: LanguageTag, profile: ProfileName, scenes: [SceneAnnouncement]) {
    self.file = file
    self.locale = locale
    self.profile = profile
    self.scenes = scenes
  }
}

/// The utterances of one scene, in reading order.
public struct SceneAnnouncement: Sendable, Hashable {
  /// The scene's identifier.
  public var id: String
  /// The scene's name.
  public var name: String
  /// Where the scene is defined.
  public var location: SourceLocation
  /// The utterances, in reading order.
  public var utterances: [Utterance]
  /// Why a SwiftUI scene without utterances says nothing; `nil` for one that speaks, or that is
  /// not SwiftUI.
  public var silence: SilentScene?

  /// Creates a scene's announcement.
  public init(
    id: String, name: String, location: SourceLocation, utterances: [Utterance], silence: SilentScene? = nil
  ) {
    self.id = id
    self.name = name
    self.location = location
    self.utterances = utterances
    self.silence = silence
  }
}
