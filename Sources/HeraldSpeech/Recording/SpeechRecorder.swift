import Foundation
import HeraldSyntax

/// Speaks items into a directory: one WAV per item, `index.json`, and optionally `sequence.wav`.
///
/// File names are the item's position and id, made safe for any file system
/// (`001-Rt8-sC-1mN-3.wav`). Existing files of the same names are replaced; other files in the
/// directory are left alone.
public struct SpeechRecorder: Sendable {
  /// The engine that speaks.
  public var engine: SpeechEngine
  /// The voice.
  public var choice: VoiceChoice
  /// Rate and pitch.
  public var options: SpeechOptions

  /// Creates a recorder.
  public init(engine: SpeechEngine, choice: VoiceChoice, options: SpeechOptions = .standard) {
    self.engine = engine
    self.choice = choice
    self.options = options
  }

  /// Speaks `items` into `directory` (created when missing). With `sequence`, also writes
  /// `sequence.wav`: every utterance in order with `pause` seconds between them.
  public func record(_ items: [SpeechItem], into directory: String, sequence: Bool = false, pause: Double = 0.5)
    throws(SpeechError) -> SpeechRecording
  {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .recording(path: directory, message: "cannot create the directory: \(error.localizedDescription)")
    }
    let width = max(3, String(items.count).count)
    var utterances: [RecordedUtterance] = []
    var audios: [PCMAudio] = []
    for (index, item) in items.enumerated() {
      let audio = try engine.speak(item.text, voice: choice.voice, options: options)
      let name = Self.fileName(position: index + 1, width: width, id: item.id)
      try WAVFile.write(audio, to: (directory as NSString).appendingPathComponent(name))
      let phonemes = try engine.phonemes(of: item.text, voice: choice.voice, alphabet: .ipa)
      utterances.append(
        RecordedUtterance(
          item: item, wav: name, duration: audio.duration, levels: audio.levels, phonemes: phonemes,
          mnemonics: try engine.phonemes(of: item.text, voice: choice.voice, alphabet: .ascii),
          languageSwitches: phonemes.languageSwitches(from: choice.language)))
      if sequence { audios.append(audio) }
    }
    var sequenceName: String?
    if sequence {
      sequenceName = "sequence.wav"
      let joined = PCMAudio.concatenating(audios, sampleRate: engine.sampleRate, pause: pause)
      try WAVFile.write(joined, to: (directory as NSString).appendingPathComponent("sequence.wav"))
    }
    let recording = SpeechRecording(
      directory: directory, choice: choice, engineVersion: engine.version, sampleRate: engine.sampleRate,
      utterances: utterances, sequence: sequenceName)
    let index = (directory as NSString).appendingPathComponent("index.json")
    do {
      try JSONWriter().string(from: SpeechIndex.json(recording)).write(toFile: index, atomically: true, encoding: .utf8)
    } catch {
      throw .recording(path: index, message: "cannot write the index: \(error.localizedDescription)")
    }
    return recording
  }

  /// "007-Rt8-sC-1mN-3.wav": the position, then the id with every character other than ASCII
  /// letters, digits, "." and "_" turned into "-".
  public static func fileName(position: Int, width: Int, id: String) -> String {
    let number = String(position)
    let padded = String(repeating: "0", count: max(0, width - number.count)) + number
    let safe = String(
      id.unicodeScalars.prefix(60).map { scalar in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "_")
          ? Character(scalar) : "-"
      })
    return safe.isEmpty ? "\(padded).wav" : "\(padded)-\(safe).wav"
  }
}
