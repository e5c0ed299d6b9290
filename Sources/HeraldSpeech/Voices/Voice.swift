/// An installed espeak-ng voice.
public struct Voice: Sendable, Hashable, CustomStringConvertible {
  /// One language a voice speaks, with espeak-ng's priority for it (lower is preferred).
  public struct Language: Sendable, Hashable {
    /// espeak-ng's language code, lowercase: "en-us", "pt-br", "cmn".
    public var code: String
    /// espeak-ng's priority (1–20; lower is preferred).
    public var priority: Int

    /// Creates a language entry.
    public init(code: String, priority: Int) {
      self.code = code
      self.priority = priority
    }
  }

  /// The display name: "English (America)".
  public var name: String
  /// The voice file below espeak-ng's `voices/` directory, which selects it: "gmw/en-US".
  public var identifier: String
  /// The languages the voice speaks, its own first.
  public var languages: [Language]

  /// Creates a voice description.
  public init(name: String, identifier: String, languages: [Language]) {
    self.name = name
    self.identifier = identifier
    self.languages = languages
  }

  /// The voice's own language code ("en-us"), or its identifier when it lists none.
  public var primaryLanguage: String { languages.first?.code ?? identifier }

  /// "en-us (English (America), gmw/en-US)".
  public var description: String { "\(primaryLanguage) (\(name), \(identifier))" }
}
