import HeraldAnnouncer
import HeraldSpeech

/// What the announcer says, as items to speak.
///
/// This is the one place that sees both the announcer and speech, so that neither depends on the
/// other: HeraldSpeech speaks plain texts, whoever composed them, and HeraldAnnouncer never makes a
/// sound (see docs/architecture.md, "Why the bridges").
///
/// ```swift
/// let announcement = try Announcer(locale: LanguageTag("ru")).announce(tree)
/// let recording = try recorder.record(SpeechItem.items(from: announcement), into: "out/")
/// ```
extension SpeechItem {
  /// One item per focused element of every scene, in reading order.
  ///
  /// - Parameter announcement: What a screen reader says for one file.
  /// - Returns: One item per utterance, named by its element's id, with the file and scene.
  public static func items(from announcement: Announcement) -> [SpeechItem] {
    announcement.scenes.flatMap { scene in
      scene.utterances.map { utterance in
        SpeechItem(id: utterance.elementID, text: utterance.text, file: announcement.file, scene: scene.name)
      }
    }
  }

  /// One item per step of a simulation after which VoiceOver speaks, in order; the id names the
  /// focused element (or the step when nothing is focused).
  ///
  /// - Parameters:
  ///   - steps: The steps of a simulation, in the order they were performed.
  ///   - file: The file the scene came from, as the user named it.
  ///   - scene: The scene's name.
  /// - Returns: One item per step that spoke, with the action that made VoiceOver speak.
  public static func items(from steps: [SimulationStep], file: String, scene: String) -> [SpeechItem] {
    steps.enumerated().compactMap { index, step in
      guard let spoken = step.spoken, !spoken.isEmpty else { return nil }
      return SpeechItem(
        id: step.focus?.elementID ?? "step \(index + 1)", text: spoken, file: file, scene: scene,
        action: step.action.description)
    }
  }
}
