import HeraldStrings
import Testing

@Suite("Pseudolocalizer: accented, longer, right-to-left pseudo-translations")
struct PseudolocalizerTests {
  @Test(
    "letters are accented, the text is 40 % longer in brackets, placeholders are kept",
    arguments: [
      ("Set %d stars", "[Šéţ %d šţåŕš one two]"),
      ("%1$@ rated %2$ld", "[%1$@ ŕåţéð %2$ld one]"),
      ("You have %#@count@", "[Ýöû ĥåṽé %#@count@ one]"),
      ("50%% done", "[50%% ðöñé one]"),
      ("%1$@ %2$ld", "%1$@ %2$ld"),
      ("Hello {name}, <b>welcome</b>", "[Ĥéļļö {name}, <b>ŵéļçöɱé</b> one two]"),
      ("", ""),
    ])
  func accented(source: String, expected: String) {
    #expect(Pseudolocalizer().transform(source) == expected)
  }

  @Test("--expand sets how many letters are added; 0 adds none")
  func expansion() {
    #expect(Pseudolocalizer(expansion: 0).transform("Save") == "[Šåṽé]")
    #expect(Pseudolocalizer(expansion: 1).transform("Save") == "[Šåṽé one two]")
  }

  @Test("right to left wraps each word between RLM RLO and PDF RLM, placeholders outside the words")
  func rightToLeft() {
    let text = Pseudolocalizer(expansion: 0, isRightToLeft: true).transform("Set %d stars")
    #expect(text == "[\u{200F}\u{202E}Šéţ\u{202C}\u{200F} %d \u{200F}\u{202E}šţåŕš\u{202C}\u{200F}]")
    #expect(Pseudolocalizer.named("ar-XB")?.isRightToLeft == true)
    #expect(Pseudolocalizer.named("en_XA")?.isRightToLeft == false)
    #expect(Pseudolocalizer.named("fr") == nil)
  }

  @Test("a table gains the pseudo-locale with its plural variations and substitutions; missing categories copy other")
  func table() throws {
    let plural = Localization(
      stringUnit: StringUnit(value: "%#@stars@"), variations: nil,
      substitutions: [
        "stars": Substitution(
          argumentNumber: 1, formatSpecifier: "ld",
          variations: Variations(
            selector: .plural,
            cases: ["one": Localization(value: "%ld star"), "other": Localization(value: "%ld stars")]))
      ])
    let source = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(key: "stars", localizations: ["en": plural]),
        StringEntry(key: "Brand", shouldTranslate: false, localizations: ["en": Localization(value: "Herald")]),
        StringEntry(key: "Catalog key"),
      ])
    let pseudo = Pseudolocalizer(expansion: 0).table(
      source, locale: "ar-XB", pluralCategories: ["zero", "one", "two", "few", "many", "other"])
    let stars = try #require(pseudo.entries[0].localizations["ar-XB"])
    // The format of variables alone stays; its cases carry the words.
    #expect(stars.value == "%#@stars@")
    let cases = try #require(stars.substitutions["stars"]?.variations?.cases)
    #expect(Set(cases.keys) == ["zero", "one", "two", "few", "many", "other"])
    #expect(cases["one"]?.value == "[%ld šţåŕ]")
    #expect(cases["few"]?.value == "[%ld šţåŕš]")
    #expect(pseudo.entries[1].localizations["ar-XB"]?.value == "Herald")
    #expect(pseudo.entries[2].localizations["ar-XB"]?.value == "[Çåţåļöĝ ķéý]")
    #expect(pseudo.entries[0].localizations["en"] == plural)
  }
}
