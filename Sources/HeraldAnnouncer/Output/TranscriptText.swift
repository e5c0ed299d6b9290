import HeraldTree

/// Renders announcements and simulations as plain text transcripts, one utterance per line, as
/// `herald announce` and `herald simulate` print them and golden files keep them.
///
/// ```
/// Examples/FoodTracker/Main.storyboard — scene "Meal Detail" (voiceover, en): 9 elements
///    1. Cancel. Button.  [button Cn2-xL-4bT, line 70]
/// ```
public enum TranscriptText {
  /// The transcript of every scene of an announcement.
  public static func render(_ announcement: Announcement) -> String {
    var lines: [String] = []
    for scene in announcement.scenes {
      let count = scene.utterances.count
      let silence = scene.silence.map { " (\($0.explanation))" } ?? ""
      lines.append(
        "\(announcement.file) — scene \"\(scene.name)\" (\(announcement.profile), \(announcement.locale)): \(count) element\(count == 1 ? "" : "s")\(silence)"
      )
      let width = String(count).count
      for (index, utterance) in scene.utterances.enumerated() {
        let number = String(index + 1)
        let padding = String(repeating: " ", count: width - number.count)
        lines.append("  \(padding)\(number). \(utterance.text)  [\(tag(utterance))]")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The transcript of a simulation: each action, what VoiceOver says, and the focused element.
  public static func render(steps: [SimulationStep], file: String, scene: String, announcer: Announcer) -> String {
    var lines = ["\(file) — scene \"\(scene)\" (\(announcer.profile.name), \(announcer.locale)): simulation"]
    for (index, step) in steps.enumerated() {
      var line = "  \(index + 1). \(step.action) → \(step.spoken.map { "“\($0)”" } ?? "(silence)")"
      if !step.events.isEmpty { line += "  {\(step.events.joined(separator: ", "))}" }
      lines.append(line)
      if let note = step.note { lines.append("     note: \(note)") }
      if let focus = step.focus, step.spoken != focus.text {
        lines.append("     focus: \(focus.text)  [\(tag(focus))]")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func tag(_ utterance: Utterance) -> String {
    let kind = utterance.customClass.map { "\(utterance.role.rawValue)<\($0)>" } ?? utterance.role.rawValue
    return "\(kind) \(utterance.elementID), line \(utterance.location.line)"
  }
}
