import HeraldICU

/// The voice chosen for a locale, with what the choice gave up.
public struct VoiceChoice: Sendable, Hashable {
  /// The locale asked for.
  public var locale: LanguageTag
  /// The voice that speaks it.
  public var voice: Voice
  /// The espeak-ng language code matched ("pt-br", "cmn").
  public var language: String
  /// Why the voice is not an exact match ("no voice for en-AU; English (Great Britain) speaks en"),
  /// or nil.
  public var fallback: String?
  /// What the voice gets wrong for this language (see `VoiceSupport`), or nil when it is usable.
  public var limitation: String?

  /// Creates a choice.
  public init(locale: LanguageTag, voice: Voice, language: String, fallback: String? = nil, limitation: String? = nil) {
    self.locale = locale
    self.voice = voice
    self.language = language
    self.fallback = fallback
    self.limitation = limitation
  }

  /// True when the voice reads the locale's text properly (no known limitation).
  public var isUsable: Bool { limitation == nil }

  /// The fallback and the limitation, as messages to show.
  public var warnings: [String] { [fallback, limitation].compactMap { $0 } }
}
