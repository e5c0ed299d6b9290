import HeraldICU

/// One recorded utterance: its WAV file and what was measured and transcribed.
public struct RecordedUtterance: Sendable, Hashable {
  /// What was spoken.
  public var item: SpeechItem
  /// The WAV file's name inside the recording directory.
  public var wav: String
  /// The audio's length in seconds.
  public var duration: Double
  /// Loudness and silences.
  public var levels: AudioLevels
  /// The phonemes in IPA.
  public var phonemes: PhonemeTranscription
  /// The phonemes in espeak-ng's ASCII mnemonics.
  public var mnemonics: PhonemeTranscription
  /// Languages espeak-ng switched to inside the text (see
  /// `PhonemeTranscription.languageSwitches(from:)`).
  public var languageSwitches: [String]
}

/// A directory of WAV files, one per utterance, with `index.json` describing them.
public struct SpeechRecording: Sendable, Hashable {
  /// The directory written.
  public var directory: String
  /// The voice used, with its fallback and limitation.
  public var choice: VoiceChoice
  /// espeak-ng's version.
  public var engineVersion: String
  /// Samples per second of every file.
  public var sampleRate: Int
  /// The utterances, in order.
  public var utterances: [RecordedUtterance]
  /// The file with every utterance in order, pauses between them (simulations), or nil.
  public var sequence: String?

  /// The warning about utterances in which espeak-ng switched to another language's rules, or nil.
  public var languageSwitchWarning: String? {
    let switched = utterances.filter { !$0.languageSwitches.isEmpty }
    guard !switched.isEmpty else { return nil }
    let languages = Set(switched.flatMap(\.languageSwitches)).sorted().joined(separator: ", ")
    return
      "\(switched.count) of \(utterances.count) utterances switch to another language's voice (\(languages)) for some words; listen to them or check index.json"
  }

  /// The warning about utterances whose audio is silent (nothing espeak-ng could pronounce), or nil.
  public var silenceWarning: String? {
    let silent = utterances.filter(\.levels.isSilent)
    guard !silent.isEmpty else { return nil }
    let names = silent.prefix(5).map { "\($0.item.id) (\"\($0.item.text)\")" }.joined(separator: ", ")
    return "\(silent.count) of \(utterances.count) utterances are silent: \(names)"
  }

  /// Messages for the user: the voice's fallback and limitation, then `languageSwitchWarning` and
  /// `silenceWarning`.
  public var warnings: [String] { choice.warnings + [languageSwitchWarning, silenceWarning].compactMap { $0 } }
}
