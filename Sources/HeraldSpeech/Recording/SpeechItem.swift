import HeraldAnnouncer

/// One text to speak and record, with where it came from.
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

  /// One item per focused element of every scene, in reading order.
  public static func items(from announcement: Announcement) -> [SpeechItem] {
    announcement.scenes.flatMap { scene in
      scene.utterances.map { utterance in
        SpeechItem(id: utterance.elementID, text: utterance.text, file: announcement.file, scene: scene.name)
      }
    }
  }

  /// One item per step of a simulation after which VoiceOver speaks, in order; the id names the
  /// focused element (or the step when nothing is focused).
  public static func items(from steps: [SimulationStep], file: String, scene: String) -> [SpeechItem] {
    steps.enumerated().compactMap { index, step in
      guard let spoken = step.spoken, !spoken.isEmpty else { return nil }
      return SpeechItem(
        id: step.focus?.elementID ?? "step \(index + 1)", text: spoken, file: file, scene: scene,
        action: step.action.description)
    }
  }
}
