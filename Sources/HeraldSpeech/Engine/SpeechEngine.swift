internal import CEspeakNG
import Foundation
import HeraldICU

/// The one owner of espeak-ng in the process: every call into the library goes through it.
///
/// espeak-ng keeps its state in globals and is not thread-safe (unlocked concurrent calls corrupt
/// its heap), so every method takes one process-wide lock: any number of threads or tasks may use
/// the engine, and their calls run one at a time. espeak-ng can be initialised once per process
/// (`espeak_Terminate` followed by a new initialisation hangs), so the engine is started on first
/// use, with the data directory of that first call, and never stopped.
///
/// A broken data directory is an error (`SpeechError`), never an exit: Herald checks the directory
/// itself and starts espeak-ng through `espeak_ng_Initialize`, which returns a status where
/// `espeak_Initialize` without the don't-exit flag would call `exit(1)`. A failed start is
/// remembered: later calls get the same error.
///
/// ```swift
/// let engine = try SpeechEngine.shared()
/// let choice = try engine.voice(for: LanguageTag("ru"))
/// let audio = try engine.speak("3 звезды", voice: choice.voice)
/// try WAVFile.write(audio, to: "stars.wav")
/// print(try engine.phonemes(of: "3 звезды", voice: choice.voice))  // trʲˈi zvʲˈezdy
/// ```
///
/// Repeating a text in one process yields slightly different samples (separate processes are
/// byte-identical); phonemes are always stable. Compare phonemes exactly and audio by duration and
/// loudness within tolerances.
public final class SpeechEngine: @unchecked Sendable {
  /// Samples per second of everything the engine speaks.
  public let sampleRate: Int
  /// espeak-ng's version, such as "1.51".
  public let version: String
  /// The data directory given when the engine started (nil: espeak-ng's default).
  public let dataDirectory: String?
  /// The installed voices, in espeak-ng's order.
  public let voices: [Voice]

  /// Serialises every call into espeak-ng, in every engine method and at start.
  private static let lock = NSLock()
  /// The outcome of the one start of this process. Guarded by `lock`.
  nonisolated(unsafe) private static var started: Result<SpeechEngine, SpeechError>?
  /// The voice and options espeak-ng has loaded. Guarded by `lock`.
  nonisolated(unsafe) private var loaded: (voice: String, options: SpeechOptions)?

  private init(sampleRate: Int, version: String, dataDirectory: String?, voices: [Voice]) {
    self.sampleRate = sampleRate
    self.version = version
    self.dataDirectory = dataDirectory
    self.voices = voices
  }

  /// The process's engine, started on first use with `dataDirectory` (the directory that holds
  /// espeak-ng's `phontab`, or its parent; nil uses `ESPEAK_DATA_PATH` or espeak-ng's default).
  ///
  /// Throws when the directory is missing or broken, when espeak-ng cannot start, or when the
  /// engine already runs with a different data directory.
  public static func shared(dataDirectory: String? = nil) throws(SpeechError) -> SpeechEngine {
    lock.lock()
    defer { lock.unlock() }
    if let started {
      let engine = try started.get()
      if let dataDirectory, dataDirectory != engine.dataDirectory {
        throw .alreadyStarted(dataDirectory: engine.dataDirectory, requested: dataDirectory)
      }
      return engine
    }
    let environment = ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].flatMap { $0.isEmpty ? nil : $0 }
    if let dataDirectory {
      try DataDirectory.check(dataDirectory, origin: "given")
    } else if let environment {
      try DataDirectory.check(environment, origin: "from ESPEAK_DATA_PATH")
    }
    let outcome = Result { () throws(SpeechError) in try start(dataDirectory: dataDirectory) }
    started = outcome
    return try outcome.get()
  }

  /// Starts espeak-ng; the caller holds `lock`.
  private static func start(dataDirectory: String?) throws(SpeechError) -> SpeechEngine {
    var message = [CChar](repeating: 0, count: 512)
    let rate = herald_espeak_initialize(dataDirectory, &message, message.count)
    guard rate > 0 else {
      throw .initializationFailed(dataDirectory: dataDirectory, message: Self.text(message))
    }
    var voices: [Voice] = []
    for index in 0..<herald_espeak_voice_count() {
      guard let name = herald_espeak_voice_name(index), let identifier = herald_espeak_voice_identifier(index) else {
        continue
      }
      var languages: [Voice.Language] = []
      var language: UnsafePointer<CChar>?
      var priority: Int32 = 0
      while herald_espeak_voice_language(index, Int32(languages.count), &language, &priority) != 0, let language {
        languages.append(Voice.Language(code: String(cString: language).lowercased(), priority: Int(priority)))
      }
      voices.append(Voice(name: String(cString: name), identifier: String(cString: identifier), languages: languages))
    }
    return SpeechEngine(
      sampleRate: Int(rate), version: String(cString: herald_espeak_version()), dataDirectory: dataDirectory,
      voices: voices)
  }

  /// The voice for `locale`, with the fallback taken and the voice's known limits (see
  /// `VoiceSelector`).
  public func voice(for locale: LanguageTag) throws(SpeechError) -> VoiceChoice {
    try VoiceSelector(voices: voices).choose(for: locale)
  }

  /// The voice named `name` (an identifier such as "gmw/en-US", a language code such as "en-us",
  /// or a display name), used for `locale`.
  public func voice(named name: String, for locale: LanguageTag) throws(SpeechError) -> VoiceChoice {
    try VoiceSelector(voices: voices).choose(named: name, for: locale)
  }

  /// Speaks `text` with `voice`: 16-bit mono PCM at `sampleRate`.
  public func speak(_ text: String, voice: Voice, options: SpeechOptions = .standard) throws(SpeechError)
    -> PCMAudio
  {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    try load(voice, options: options)
    var output = HeraldEspeakSamples(samples: nil, count: 0, capacity: 0, failed: 0)
    defer { herald_espeak_samples_free(&output) }
    var message = [CChar](repeating: 0, count: 256)
    guard herald_espeak_synthesize(text, &output, &message, message.count) == 0 else {
      throw .synthesisFailed(text: text, message: Self.text(message))
    }
    let samples = output.samples.map { Array(UnsafeBufferPointer(start: $0, count: output.count)) } ?? []
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }

  /// The phonemes espeak-ng would speak for `text` with `voice`, one entry per clause.
  public func phonemes(of text: String, voice: Voice, alphabet: PhonemeAlphabet = .ipa) throws(SpeechError)
    -> PhonemeTranscription
  {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    try load(voice, options: loaded?.options ?? .standard)
    guard let result = herald_espeak_phonemes(text, alphabet == .ipa ? 1 : 0) else {
      throw .synthesisFailed(text: text, message: "out of memory while transcribing")
    }
    defer { free(result) }
    let clauses = String(cString: result).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return PhonemeTranscription(alphabet: alphabet, clauses: clauses.filter { !$0.isEmpty })
  }

  /// The NUL-terminated text the shim wrote into `buffer`.
  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Loads `voice` and `options` into espeak-ng unless they are loaded; the caller holds `lock`.
  private func load(_ voice: Voice, options: SpeechOptions) throws(SpeechError) {
    if loaded?.voice != voice.identifier {
      var message = [CChar](repeating: 0, count: 256)
      guard herald_espeak_set_voice(voice.identifier, &message, message.count) == 0 else {
        loaded = nil
        throw .voiceFailed(identifier: voice.identifier, message: Self.text(message))
      }
      loaded = nil
    }
    if loaded?.options != options {
      guard herald_espeak_set_rate_and_pitch(Int32(options.rate), Int32(options.pitch)) == 0 else {
        throw .invalidOption(name: "rate", value: options.rate, range: SpeechOptions.rateRange)
      }
    }
    loaded = (voice.identifier, options)
  }
}
