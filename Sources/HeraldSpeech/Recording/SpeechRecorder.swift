import Foundation
import HeraldSyntax

/// Speaks items into a directory: one WAV per item, `index.json`, and optionally `sequence.wav`.
///
/// File names are the item's position and id, made safe for any file system
/// (`001-Rt8-sC-1mN-3.wav`). The directory is new, empty, or one Herald recorded into before
/// (its `index.json` is a Herald speech index): the files of the old recording are replaced, and
/// its WAVs the new one does not have are removed, so no stale WAV stays beside the new index.
/// A non-empty directory without such an index is refused. Every file is written to a temporary
/// first and renamed into place only when all were written (`index.json` last).
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
  ///
  /// - Throws: ``SpeechError/recording(path:message:)`` when the directory holds files of no
  ///   Herald recording, or a file cannot be written (the old recording is then intact).
  public func record(_ items: [SpeechItem], into directory: String, sequence: Bool = false, pause: Double = 0.5)
    throws(SpeechError) -> SpeechRecording
  {
    let previous = try Self.previousFiles(in: directory)
    let width = max(3, String(items.count).count)
    var utterances: [RecordedUtterance] = []
    var audios: [PCMAudio] = []
    var files: [(path: String, bytes: [UInt8])] = []
    func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }
    for (index, item) in items.enumerated() {
      let audio = try engine.speak(item.text, voice: choice.voice, options: options)
      let name = Self.fileName(position: index + 1, width: width, id: item.id)
      files.append((path(name), WAVFile.encode(audio)))
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
      files.append((path("sequence.wav"), WAVFile.encode(joined)))
    }
    let recording = SpeechRecording(
      directory: directory, choice: choice, engineVersion: engine.version, sampleRate: engine.sampleRate,
      utterances: utterances, sequence: sequenceName)
    files.append((path(SpeechIndex.fileName), Array(JSONWriter().string(from: SpeechIndex.json(recording)).utf8)))
    do {
      try AtomicFile.write(files)
    } catch {
      throw .recording(path: error.path, message: error.reason)
    }
    let written = Set(files.map { ($0.path as NSString).lastPathComponent })
    for stale in previous where !written.contains(stale) { unlink(path(stale)) }
    return recording
  }

  /// The WAVs of the recording already in `directory` (none when it is missing or empty).
  ///
  /// - Throws: ``SpeechError/recording(path:message:)`` when the directory holds files but no
  ///   Herald speech index.
  static func previousFiles(in directory: String) throws(SpeechError) -> [String] {
    guard let contents = try? FileManager.default.contentsOfDirectory(atPath: directory), !contents.isEmpty else {
      return []
    }
    let index = (directory as NSString).appendingPathComponent(SpeechIndex.fileName)
    guard let bytes = try? InputFile.bytes(atPath: index), let names = SpeechIndex.wavFiles(in: bytes) else {
      throw .recording(
        path: directory,
        message:
          "the directory is not empty and has no index.json of an earlier Herald recording, so its files are left as they are; name a new or empty directory"
      )
    }
    return names
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
