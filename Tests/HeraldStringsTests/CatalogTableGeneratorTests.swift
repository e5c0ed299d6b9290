import HeraldICU
import HeraldStrings
import Testing

@Suite("Generating tables from ICU MessageFormat catalogs")
struct CatalogTableGeneratorTests {
  static let generated = CatalogTableGenerator().table(from: .herald)
  var table: StringTable { Self.generated.table }
  var notes: [StringsDiagnostic] { Self.generated.notes }

  @Test("every key of every locale, with the English comments")
  func everyKey() throws {
    #expect(table.sourceLanguage == "en")
    #expect(table.entries.map(\.key) == Catalog.herald.keys)
    #expect(table.locales.count == Catalog.herald.locales.count)
    #expect(table["rating.value"]?.comment?.contains("Accessibility value") == true)
  }

  @Test(
    "a plural message has exactly the CLDR categories of each locale", arguments: ["en", "ru", "ar", "ja", "he", "fr"])
  func exactCategories(locale: String) throws {
    let variations = try #require(table["rating.value"]?.localizations[locale]?.variations)
    let expected = try PluralRules(locale: LanguageTag(locale)).categories.map(\.rawValue)
    #expect(Set(variations.cases.keys) == Set(expected))
  }

  @Test("# becomes the number's placeholder; =0 is dropped with a note per locale")
  func pound() throws {
    let russian = try #require(table["rating.value"]?.localizations["ru"]?.variations)
    #expect(russian.cases["few"]?.value == "Выбраны %lld звезды.")
    let dropped = notes.filter { $0.code == "explicit-value-dropped" }
    #expect(dropped.count == 1)
    #expect(dropped.first?.message.contains("(\(Catalog.herald.locales.count) locales: ") == true)
  }

  @Test("a plural inside text becomes a positional substitution")
  func substitution() throws {
    let english = try #require(table["rating.adjustable.value"]?.localizations["en"])
    #expect(english.value == "%1$@ of %2$#@total@")
    let total = try #require(english.substitutions["total"])
    #expect(total.argumentNumber == 2)
    #expect(total.formatSpecifier == "lld")
    #expect(total.variations?.cases["one"]?.value == "%2$lld star")
  }

  @Test("an argument that a translation pluralizes is a number everywhere")
  func numericEverywhere() throws {
    #expect(table["rating.star.label"]?.localizations["en"]?.value == "Set %lld star rating")
  }

  @Test("the generated table checks clean, but for words that are the same in both languages")
  func checksClean() {
    let findings = StringsValidator().check(table, file: "generated").filter { $0.code != "untranslated" }
    let sameWords: Set<String> = ["Link", "Tab", "Image", "Pause", "%lld notes", "%lld violations"]
    for finding in findings {
      #expect(finding.code == "identical-to-source" && finding.severity == .info, "\(finding)")
      #expect(sameWords.contains { finding.message.contains("\"\($0)\"") }, "\(finding)")
    }
  }

  @Test("a number with a skeleton is passed formatted, as %@")
  func skeletonNumber() throws {
    #expect(table["value.percent"]?.localizations["en"]?.value == "%@")
    #expect(table["context.position"]?.localizations["en"]?.value == "%1$lld of %2$lld")
  }
}
