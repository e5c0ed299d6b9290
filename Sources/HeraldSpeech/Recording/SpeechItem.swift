/// One text to speak and record, with where it came from.
///
/// HeraldSpeech speaks plain texts: the items of an announcement or a simulation are made by
/// `HeraldAnnouncerSpeech` (`SpeechItem.items(from:)`), which sees both modules.
public struct SpeechItem: Sendable, Hashable {
  /// What the text belongs to: the element's id (`Rt8-sC-1mN#3`), or the step ("step 2").
  public var id: String
  /// The text spoken.
  public var text: String
  /// The file it came from, as the user named it.
  public var file: String?
  /// The scene's name.
  public var scene: String?
  /// The simulator action that made VoiceOver say it ("activate"), for a simulation.
  public var action: String?

  /// Creates an item.
  public init(id: String, text: String, file: String? = nil, scene: String? = nil, action: String? = nil) {
    self.id = id
    self.text = text
    self.file = file
    self.scene = scene
    self.action = action
  }
}
