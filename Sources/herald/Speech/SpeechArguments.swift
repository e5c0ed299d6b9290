import ArgumentParser
import HeraldICU
import HeraldSpeech

/// The options every speaking command shares: voice, rate, pitch and espeak-ng's data directory.
struct SpeechArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The espeak-ng voice to use instead of the locale's: an identifier (gmw/en-US), a language code (en-us) or a name.",
      valueName: "voice"))
  var voice: String?

  @Option(help: "Speaking rate in words per minute, 80–450.")
  var rate: Int = SpeechOptions.standard.rate

  @Option(help: "Base pitch, 0–100.")
  var pitch: Int = SpeechOptions.standard.pitch

  @Option(
    name: .customLong("espeak-data"),
    help: ArgumentHelp(
      "espeak-ng's data directory (the one holding phontab). Default: ESPEAK_DATA_PATH, else espeak-ng's own.",
      valueName: "dir"))
  var espeakData: String?

  /// The engine, the voice for `locale` (its fallback and limitation printed as warnings) and the
  /// options; errors end the command with exit code 2.
  func prepare(locale: LanguageTag) throws -> (SpeechEngine, VoiceChoice, SpeechOptions) {
    do {
      let prepared = try speechSetup(locale: locale)
      for warning in prepared.1.warnings { Diagnostics.warning("\(locale.identifier): \(warning).") }
      return prepared
    } catch {
      throw Diagnostics.fail(error.description)
    }
  }

  private func speechSetup(locale: LanguageTag) throws(SpeechError) -> (SpeechEngine, VoiceChoice, SpeechOptions) {
    let options = try SpeechOptions(rate: rate, pitch: pitch)
    let engine = try SpeechEngine.shared(dataDirectory: espeakData)
    if let voice { return (engine, try engine.voice(named: voice, for: locale), options) }
    return (engine, try engine.voice(for: locale), options)
  }

  /// Records `items` into `directory` and says where the files are; errors end the command with
  /// exit code 2.
  static func record(
    _ items: [SpeechItem], into directory: String, with prepared: (SpeechEngine, VoiceChoice, SpeechOptions),
    sequence: Bool = false
  ) throws {
    let (engine, choice, options) = prepared
    let recording: SpeechRecording
    do {
      recording = try SpeechRecorder(engine: engine, choice: choice, options: options)
        .record(items, into: directory, sequence: sequence)
    } catch {
      throw Diagnostics.fail(error.description)
    }
    // The voice's own warnings were printed when it was chosen.
    for warning in [recording.languageSwitchWarning, recording.silenceWarning].compactMap({ $0 }) {
      Diagnostics.warning(warning + ".")
    }
    let total = recording.utterances.reduce(0) { $0 + $1.duration }
    let sequenceNote = recording.sequence.map { " and \($0)" } ?? ""
    Diagnostics.note(
      "wrote \(Catalog.count(recording.utterances.count, .wavFiles))\(sequenceNote) (\(String(format: "%.1f", total)) s, voice \(choice.voice.name), \(choice.voice.identifier)) and index.json to \(directory)"
    )
  }
}
