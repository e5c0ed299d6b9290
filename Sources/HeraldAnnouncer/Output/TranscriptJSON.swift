import HeraldSyntax
import HeraldTree

/// Renders announcements and simulations as JSON (`docs/announcer.md` describes the fields).
///
/// ```json
/// {"herald": "announcement", "version": 1, "locale": "en", "profile": "voiceover", "files": [...]}
/// ```
public enum TranscriptJSON {
  /// The announcements of several files as one document.
  public static func render(_ announcements: [Announcement], locale: String, profile: ProfileName) -> String {
    let document = JSONValue.object([
      JSONMember("herald", .string("announcement")),
      JSONMember("version", .number(1)),
      JSONMember("locale", .string(locale)),
      JSONMember("profile", .string(profile.rawValue)),
      JSONMember("files", .array(announcements.map(file))),
    ])
    return JSONWriter().string(from: document)
  }

  /// A simulation as one document.
  public static func render(steps: [SimulationStep], file: String, scene: String, announcer: Announcer) -> String {
    let document = JSONValue.object([
      JSONMember("herald", .string("simulation")),
      JSONMember("version", .number(1)),
      JSONMember("file", .string(file)),
      JSONMember("scene", .string(scene)),
      JSONMember("locale", .string(announcer.locale.identifier)),
      JSONMember("profile", .string(announcer.profile.name.rawValue)),
      JSONMember("steps", .array(steps.map(step))),
    ])
    return JSONWriter().string(from: document)
  }

  private static func file(_ announcement: Announcement) -> JSONValue {
    .object([
      JSONMember("file", .string(announcement.file)),
      // The profile that read this file: `voiceover` reads a macOS screen as `voiceover-macos`.
      JSONMember("profile", .string(announcement.profile.rawValue)),
      JSONMember(
        "scenes",
        .array(
          announcement.scenes.map { scene in
            var members = [
              JSONMember("id", .string(scene.id)),
              JSONMember("name", .string(scene.name)),
              JSONMember("location", .string(scene.location.description)),
              JSONMember("utterances", .array(scene.utterances.map(utterance))),
            ]
            // Why a SwiftUI scene says nothing (``SilentScene``).
            if let silence = scene.silence { members.append(JSONMember("silence", .string(silence.rawValue))) }
            return .object(members)
          })),
    ])
  }

  private static func step(_ step: SimulationStep) -> JSONValue {
    var members = [
      JSONMember("action", .string(step.action.description)),
      JSONMember("spoken", step.spoken.map(JSONValue.string) ?? .null),
      JSONMember("valueChanged", .bool(step.valueChanged)),
      JSONMember("events", .array(step.events.map(JSONValue.string))),
    ]
    if let note = step.note { members.append(JSONMember("note", .string(note))) }
    members.append(JSONMember("focus", step.focus.map(utterance) ?? .null))
    return .object(members)
  }

  /// One utterance: every part, the phrase, the frame, activation point and location.
  public static func utterance(_ utterance: Utterance) -> JSONValue {
    var members = [
      JSONMember("id", .string(utterance.elementID)),
      JSONMember("role", .string(utterance.role.rawValue)),
    ]
    if let customClass = utterance.customClass { members.append(JSONMember("customClass", .string(customClass))) }
    members += [
      JSONMember("text", .string(utterance.text)),
      JSONMember("label", utterance.label.map(JSONValue.string) ?? .null),
      JSONMember("labelSource", .string(utterance.labelSource.rawValue)),
      JSONMember("value", utterance.value.map(JSONValue.string) ?? .null),
      JSONMember("traits", .array(utterance.traits.map(JSONValue.string))),
      JSONMember("hint", utterance.hint.map(JSONValue.string) ?? .null),
      JSONMember("context", utterance.context.map(JSONValue.string) ?? .null),
      JSONMember("frame", utterance.frame.map(rect) ?? .null),
      JSONMember(
        "activationPoint",
        utterance.activationPoint.map { .object([JSONMember("x", .number($0.x)), JSONMember("y", .number($0.y))]) }
          ?? .null),
      JSONMember("location", .string(utterance.location.description)),
    ]
    return .object(members)
  }

  private static func rect(_ rect: Rect) -> JSONValue {
    .object([
      JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
      JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
    ])
  }
}
