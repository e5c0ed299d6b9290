import HeraldICU
import Testing

@Suite("Language tags")
struct LanguageTagTests {
  @Test(
    "BCP 47 tags and ICU ids are canonicalised",
    arguments: [
      ("pt-BR", "pt-BR", "pt_BR"), ("pt_BR", "pt-BR", "pt_BR"), ("zh-hans", "zh-Hans", "zh_Hans"),
      ("iw", "he", "he"), ("EN-us", "en-US", "en_US"), ("und", "und", "root"),
      ("sr-Latn-RS", "sr-Latn-RS", "sr_Latn_RS"),
    ])
  func canonical(_ input: String, _ tag: String, _ icu: String) throws {
    let locale = try LanguageTag(input)
    #expect(locale.identifier == tag)
    #expect(locale.icuIdentifier == icu)
  }

  @Test("A malformed tag is an error that says what a tag looks like", arguments: ["", "not a locale", "en--US", "12"])
  func malformed(_ input: String) throws {
    let error = try #require(throws: ICUError.self) { try LanguageTag(input) }
    #expect(error.description.contains("BCP 47"))
    #expect(error.input == input)
  }

  @Test(
    "Fallback chains",
    arguments: [
      ("pt-BR", ["pt-BR", "pt"]), ("en-GB", ["en-GB", "en"]), ("zh-TW", ["zh-TW", "zh-Hant"]),
      ("zh", ["zh", "zh-Hans"]), ("zh-CN", ["zh-CN", "zh-Hans", "zh"]),
      ("zh-Hans-CN", ["zh-Hans-CN", "zh-CN", "zh-Hans", "zh"]),
      ("sr-Latn", ["sr-Latn"]), ("ru", ["ru"]), ("ja", ["ja"]),
    ])
  func fallbackChain(_ input: String, _ chain: [String]) throws {
    #expect(try LanguageTag(input).fallbackChain.map(\.identifier) == chain)
  }

  @Test("Writing direction and English names")
  func directionAndNames() throws {
    #expect(try LanguageTag("ar").isRightToLeft)
    #expect(try LanguageTag("he").isRightToLeft)
    #expect(try !LanguageTag("ru").isRightToLeft)
    #expect(try LanguageTag("pt-BR").englishName == "Portuguese (Brazil)")
  }
}
