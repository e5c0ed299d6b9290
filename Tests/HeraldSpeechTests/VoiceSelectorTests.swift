import HeraldICU
import HeraldSpeech
import Testing

@Suite("Voice choice")
struct VoiceSelectorTests {
  /// Voices shaped like espeak-ng 1.51's, written for these tests.
  static let voices = [
    Voice(
      name: "English (Great Britain)", identifier: "gmw/en",
      languages: [.init(code: "en-gb", priority: 2), .init(code: "en", priority: 2)]),
    Voice(
      name: "English (America)", identifier: "gmw/en-US",
      languages: [.init(code: "en-us", priority: 2), .init(code: "en", priority: 3)]),
    Voice(
      name: "Portuguese (Portugal)", identifier: "roa/pt",
      languages: [.init(code: "pt", priority: 5), .init(code: "pt-pt", priority: 5)]),
    Voice(
      name: "Portuguese (Brazil)", identifier: "roa/pt-BR",
      languages: [.init(code: "pt-br", priority: 5), .init(code: "pt", priority: 6)]),
    Voice(
      name: "Chinese (Mandarin, latin as English)", identifier: "sit/cmn",
      languages: [.init(code: "cmn", priority: 5), .init(code: "zh-cmn", priority: 5), .init(code: "zh", priority: 5)]),
    Voice(
      name: "Chinese (Cantonese)", identifier: "sit/yue",
      languages: [.init(code: "yue", priority: 5), .init(code: "zh-yue", priority: 5)]),
    Voice(name: "Spanish (Spain)", identifier: "roa/es", languages: [.init(code: "es", priority: 5)]),
    Voice(
      name: "Spanish (Latin America)", identifier: "roa/es-419",
      languages: [.init(code: "es-419", priority: 5), .init(code: "es-mx", priority: 6)]),
    Voice(name: "Japanese", identifier: "jpx/ja", languages: [.init(code: "ja", priority: 5)]),
    Voice(name: "Thai", identifier: "tai/th", languages: [.init(code: "th", priority: 5)]),
    Voice(name: "German", identifier: "gmw/de", languages: [.init(code: "de", priority: 5)]),
  ]

  func choose(_ tag: String) throws -> VoiceChoice {
    try VoiceSelector(voices: Self.voices).choose(for: LanguageTag(tag))
  }

  @Test(
    "BCP 47 tags map to espeak-ng voices",
    arguments: [
      ("en", "gmw/en-US", "en-us"), ("en-GB", "gmw/en", "en-gb"), ("pt-BR", "roa/pt-BR", "pt-br"),
      ("pt-PT", "roa/pt", "pt-pt"), ("zh-Hans", "sit/cmn", "cmn"), ("zh", "sit/cmn", "cmn"),
      ("zh-TW", "sit/cmn", "cmn"), ("zh-HK", "sit/yue", "yue"), ("zh-Hant-MO", "sit/yue", "yue"),
      ("es-MX", "roa/es-419", "es-mx"), ("es-AR", "roa/es-419", "es-419"), ("es", "roa/es", "es"),
      ("de-CH", "gmw/de", "de"),
    ])
  func mapping(tag: String, identifier: String, code: String) throws {
    let choice = try choose(tag)
    #expect(choice.voice.identifier == identifier)
    #expect(choice.language == code)
  }

  @Test("a region without its own voice is a flagged fallback; a tag without a region is not")
  func fallback() throws {
    let australian = try choose("en-AU")
    #expect(australian.voice.identifier == "gmw/en")
    #expect(australian.fallback == "no espeak-ng voice for en-AU; English (Great Britain) (gmw/en) speaks en")
    #expect(try choose("de-CH").fallback != nil)
    #expect(try choose("de").fallback == nil)
    #expect(try choose("zh-HK").fallback == nil)
  }

  @Test("voices known to garble their language are chosen but flagged unusable")
  func limited() throws {
    let japanese = try choose("ja")
    #expect(!japanese.isUsable)
    #expect(japanese.limitation?.contains("Chinese letter") == true)
    #expect(try !choose("zh-Hans").isUsable)
    #expect(try choose("pt-BR").isUsable)
  }

  @Test("no voice: the error lists voices with close languages")
  func noVoice() throws {
    #expect(throws: SpeechError.noVoice(locale: "tlh", close: [Self.voices[9]])) { try choose("tlh") }
    let error = try #require(throws: SpeechError.self) { try choose("tlh") }
    #expect(error.description.contains("close voices: th (Thai)"))
    #expect(throws: SpeechError.noVoicesInstalled) { try VoiceSelector(voices: []).choose(for: LanguageTag("en")) }
  }

  @Test("a voice can be named by identifier, language code or display name")
  func named() throws {
    let selector = VoiceSelector(voices: Self.voices)
    #expect(try selector.choose(named: "gmw/en", for: LanguageTag("en")).voice.identifier == "gmw/en")
    #expect(try selector.choose(named: "pt-br", for: LanguageTag("pt")).voice.identifier == "roa/pt-BR")
    #expect(
      try selector.choose(named: "Spanish_(Latin_America)", for: LanguageTag("es")).voice.identifier == "roa/es-419")
    #expect(throws: SpeechError.self) { try selector.choose(named: "klingon", for: LanguageTag("en")) }
  }

  @Test("every locale of Localizations/ has an installed voice; the usable ones are named")
  func installedVoices() throws {
    let engine = try SpeechEngine.shared()
    var usable: [String] = []
    for locale in Catalog.herald.locales {
      let choice = try engine.voice(for: locale)
      #expect(choice.fallback == nil, "\(locale)")
      if choice.isUsable { usable.append(locale.identifier) }
    }
    #expect(usable.sorted() == ["ar", "cs", "de", "en", "es", "fr", "it", "ko", "pl", "pt-BR", "ru", "uk"])
  }
}
