import HeraldSyntax

/// The `index.json` of a recording directory.
///
/// ```json
/// {
///   "engine": "espeak-ng 1.51",
///   "locale": "ru",
///   "voice": { "identifier": "zle/ru", "name": "Russian", "language": "ru" },
///   "sampleRate": 22050,
///   "warnings": [],
///   "utterances": [
///     { "wav": "001-Rt8-sC-1mN-1.wav", "element": "Rt8-sC-1mN#1", "file": "…", "scene": "…",
///       "text": "…", "locale": "ru", "voice": "zle/ru", "duration": 2.1, "rms": -18.2,
///       "leadingSilence": 0.0, "trailingSilence": 0.12, "phonemes": "…", "mnemonics": "…",
///       "languageSwitches": [] }
///   ]
/// }
/// ```
/// Phoneme clauses are joined by " | ". Durations and levels are rounded to milliseconds and
/// tenths of a decibel.
public enum SpeechIndex {
  /// The index's name in a recording's directory.
  public static let fileName = "index.json"

  /// The WAV files an index lists (its utterances and its sequence), or `nil` when `bytes` are
  /// not a Herald speech index (an object whose `engine` starts with "espeak-ng " and whose
  /// `utterances` is a list); names with a path separator are left out, so an index can only
  /// name files in its own directory.
  public static func wavFiles(in bytes: [UInt8]) -> [String]? {
    guard let index = try? JSONReader.parse(bytes, file: fileName),
      index["engine"]?.stringValue?.hasPrefix("espeak-ng ") == true,
      let utterances = index["utterances"]?.arrayValue
    else { return nil }
    let names = utterances.compactMap { $0["wav"]?.stringValue } + [index["sequence"]?.stringValue].compactMap { $0 }
    return names.filter { !$0.contains("/") && $0 != ".." && $0.hasSuffix(".wav") }
  }

  /// The index of `recording`.
  public static func json(_ recording: SpeechRecording) -> JSONValue {
    let choice = recording.choice
    var members: [JSONMember] = [
      JSONMember("engine", .string("espeak-ng \(recording.engineVersion)")),
      JSONMember("locale", .string(choice.locale.identifier)),
      JSONMember(
        "voice",
        .object([
          JSONMember("identifier", .string(choice.voice.identifier)),
          JSONMember("name", .string(choice.voice.name)),
          JSONMember("language", .string(choice.language)),
          JSONMember("usable", .bool(choice.isUsable)),
        ])),
      JSONMember("sampleRate", .number(recording.sampleRate)),
      JSONMember("warnings", .array(recording.warnings.map(JSONValue.string))),
    ]
    if let sequence = recording.sequence { members.append(JSONMember("sequence", .string(sequence))) }
    members.append(JSONMember("utterances", .array(recording.utterances.map { utterance($0, choice: choice) })))
    return .object(members)
  }

  private static func utterance(_ recorded: RecordedUtterance, choice: VoiceChoice) -> JSONValue {
    let item = recorded.item
    var members = [JSONMember("wav", .string(recorded.wav)), JSONMember("element", .string(item.id))]
    if let file = item.file { members.append(JSONMember("file", .string(file))) }
    if let scene = item.scene { members.append(JSONMember("scene", .string(scene))) }
    if let action = item.action { members.append(JSONMember("action", .string(action))) }
    members += [
      JSONMember("text", .string(item.text)),
      JSONMember("locale", .string(choice.locale.identifier)),
      JSONMember("voice", .string(choice.voice.identifier)),
      JSONMember("duration", .number(rounded(recorded.duration, 1000))),
      JSONMember("rms", recorded.levels.rms.isFinite ? .number(rounded(recorded.levels.rms, 10)) : .null),
      JSONMember("leadingSilence", .number(rounded(recorded.levels.leadingSilence, 1000))),
      JSONMember("trailingSilence", .number(rounded(recorded.levels.trailingSilence, 1000))),
      JSONMember("phonemes", .string(recorded.phonemes.description)),
      JSONMember("mnemonics", .string(recorded.mnemonics.description)),
      JSONMember("languageSwitches", .array(recorded.languageSwitches.map(JSONValue.string))),
    ]
    return .object(members)
  }

  private static func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
}
