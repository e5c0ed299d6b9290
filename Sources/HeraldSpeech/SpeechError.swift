/// Why speech output failed. Every message names what was asked for and what to do.
public enum SpeechError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The espeak-ng data directory given does not exist or is not a directory.
  case dataDirectoryMissing(path: String, origin: String)
  /// The directory exists but lacks espeak-ng's files (`phontab`, `phondata`, …).
  case dataDirectoryIncomplete(path: String, origin: String, missing: [String])
  /// espeak-ng refused to initialise (its status message).
  case initializationFailed(dataDirectory: String?, message: String)
  /// espeak-ng was already started with another data directory; it can be initialised once per process.
  case alreadyStarted(dataDirectory: String?, requested: String?)
  /// No installed voice speaks the locale. `close` lists voices with similar languages.
  case noVoice(locale: String, close: [Voice])
  /// espeak-ng's data directory holds no voices at all.
  case noVoicesInstalled
  /// A voice asked for by name or identifier is not installed.
  case unknownVoice(name: String, close: [Voice])
  /// espeak-ng could not load a voice.
  case voiceFailed(identifier: String, message: String)
  /// An option is outside espeak-ng's range.
  case invalidOption(name: String, value: Int, range: ClosedRange<Int>)
  /// Synthesis failed.
  case synthesisFailed(text: String, message: String)
  /// A WAV file could not be read or written.
  case wavFile(path: String, message: String)
  /// A recording directory or index could not be written.
  case recording(path: String, message: String)

  /// The message, without an "error:" prefix.
  public var description: String {
    switch self {
    case .dataDirectoryMissing(let path, let origin):
      return
        "espeak-ng data directory \(path) (\(origin)) does not exist; give the directory that holds phontab, such as /usr/lib/x86_64-linux-gnu/espeak-ng-data, or install espeak-ng-data."
    case .dataDirectoryIncomplete(let path, let origin, let missing):
      return
        "espeak-ng data directory \(path) (\(origin)) is broken: \(missing.joined(separator: ", ")) missing or empty; reinstall espeak-ng-data or give the directory that holds phontab."
    case .initializationFailed(let directory, let message):
      let place = directory.map { " with data directory \($0)" } ?? ""
      return "espeak-ng could not start\(place): \(message); check the espeak-ng-data installation."
    case .alreadyStarted(let directory, let requested):
      return
        "espeak-ng is already running in this process with data directory \(directory ?? "(default)"); it cannot be restarted with \(requested ?? "(default)") (espeak-ng can be initialised once per process). Use one data directory per process."
    case .noVoice(let locale, let close):
      return "no espeak-ng voice speaks \(locale)\(Self.suggestion(close)); list the voices with `herald voices --all`."
    case .noVoicesInstalled:
      return
        "espeak-ng found no voices in its data directory (its voices/ folder is missing or empty); reinstall espeak-ng-data or give another --espeak-data."
    case .unknownVoice(let name, let close):
      return "no espeak-ng voice is named \(name)\(Self.suggestion(close)); list the voices with `herald voices --all`."
    case .voiceFailed(let identifier, let message):
      return "espeak-ng could not load the voice \(identifier): \(message); check that its dictionary is installed."
    case .invalidOption(let name, let value, let range):
      return "\(name) \(value) is out of range; give a value from \(range.lowerBound) to \(range.upperBound)."
    case .synthesisFailed(let text, let message):
      return "espeak-ng could not speak \"\(text.prefix(60))\": \(message)."
    case .wavFile(let path, let message):
      return "\(path): \(message)"
    case .recording(let path, let message):
      return "\(path): \(message)"
    }
  }

  private static func suggestion(_ voices: [Voice]) -> String {
    guard !voices.isEmpty else { return "" }
    let names = voices.prefix(6).map { "\($0.primaryLanguage) (\($0.name))" }
    return "; close voices: " + names.joined(separator: ", ")
  }
}
