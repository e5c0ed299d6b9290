import HeraldStrings
import Testing

/// A table with one plural entry per locale, built in memory.
private func pluralTable(_ locale: String, _ cases: [String: String], source: String = "en") -> StringTable {
  let variations = Variations(selector: .plural, cases: cases.mapValues { Localization(value: $0) })
  return StringTable(
    sourceLanguage: source,
    entries: [StringEntry(key: "stars", localizations: [locale: Localization(variations: variations)])])
}

private func findings(
  _ table: StringTable, cldr: StringsValidator.CLDRProfile = .current
) -> [StringsDiagnostic] {
  StringsValidator(cldr: cldr).check(table, file: "test.xcstrings")
}

private func missing(_ findings: [StringsDiagnostic]) -> [String: StringsDiagnostic.Severity] {
  var result: [String: StringsDiagnostic.Severity] = [:]
  for finding in findings where finding.code == "missing-plural-category" {
    let after = finding.message.split(separator: "category '", maxSplits: 1).last ?? ""
    let category = String(after.prefix { $0 != "'" })
    result[category] = finding.severity
  }
  return result
}

@Suite("Validator: plural categories graded by CLDR samples")
struct PluralGradingTests {
  @Test("ru few is reached by integers: error")
  func russianFew() {
    let result = missing(findings(pluralTable("ru", ["one": "%d звезда", "many": "%d звёзд", "other": "%d звезды"])))
    #expect(result == ["few": .error])
  }

  @Test("cs many is reached only by decimals: warning")
  func czechMany() {
    let result = missing(findings(pluralTable("cs", ["one": "%d hvězda", "few": "%d hvězdy", "other": "%d hvězd"])))
    #expect(result == ["many": .warning])
  }

  @Test(
    "many in fr, es, it, pt, ca is reached only by exact millions: info",
    arguments: ["fr", "es", "it", "pt", "ca"])
  func romanceMany(locale: String) {
    let result = missing(findings(pluralTable(locale, ["one": "%d x", "other": "%d x"])))
    #expect(result == ["many": .info])
  }

  @Test("a missing other is always an error, even where only decimals reach it (ru)")
  func otherRequired() {
    let result = missing(findings(pluralTable("ru", ["one": "%d", "few": "%d", "many": "%d"])))
    #expect(result == ["other": .error])
  }

  @Test("a complete table has no plural findings")
  func complete() {
    let all = findings(pluralTable("ru", ["one": "%d", "few": "%d", "many": "%d", "other": "%d"]))
    #expect(all.isEmpty)
  }

  @Test("a category the locale does not have is a warning; zero is Apple's and only informative")
  func extraCategories() {
    let all = findings(pluralTable("ja", ["one": "%d", "zero": "なし", "other": "%d"]))
    #expect(all.map(\.code).sorted() == ["apple-zero-form", "unknown-plural-category"])
    #expect(all.first { $0.code == "unknown-plural-category" }?.severity == .warning)
  }

  @Test("--cldr legacy accepts Hebrew many and caps what CLDR 42 added at a warning")
  func legacy() {
    let hebrew = pluralTable("he", ["one": "%d", "two": "%d", "many": "%d", "other": "%d"])
    #expect(findings(hebrew).map(\.severity) == [.warning])
    #expect(findings(hebrew, cldr: .legacy).map(\.severity) == [.info])
    let french = pluralTable("fr", ["one": "%d", "other": "%d"])
    #expect(findings(french, cldr: .legacy).allSatisfy { $0.severity == .info })
  }

  @Test("plurals inside substitutions are checked too")
  func substitutions() {
    let plural = Variations(selector: .plural, cases: ["one": Localization(value: "%ld файл")])
    let localization = Localization(
      stringUnit: StringUnit(value: "%#@files@"),
      substitutions: ["files": Substitution(formatSpecifier: "ld", variations: plural)])
    let table = StringTable(entries: [StringEntry(key: "files", localizations: ["uk": localization])])
    let result = findings(table)
    #expect(missing(result) == ["few": .error, "many": .error, "other": .error])
    #expect(result.allSatisfy { $0.message.contains("substitution 'files'") })
  }
}

@Suite("Validator: text checks")
struct TextCheckTests {
  @Test("a literal 1 in one is reported where one covers more (fr 0, ru 21), not in English")
  func hardCodedOne() {
    let french = findings(pluralTable("fr", ["one": "1 notification", "many": "%d", "other": "%d notifications"]))
    #expect(french.map(\.code) == ["hard-coded-one"])
    #expect(french.first?.message.contains("0") == true)
    let russian = findings(pluralTable("ru", ["one": "1 звезда", "few": "%d", "many": "%d", "other": "%d"]))
    #expect(russian.map(\.code) == ["hard-coded-one"])
    #expect(findings(pluralTable("en", ["one": "1 star", "other": "%d stars"])).isEmpty)
    #expect(findings(pluralTable("fr", ["one": "%d notification", "many": "%d", "other": "%d"])).isEmpty)
  }

  @Test("placeholder type and position are compared with the source")
  func placeholders() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "greeting",
          localizations: [
            "en": Localization(value: "Hello %@, you have %ld stars"),
            "de": Localization(value: "Hallo %d, du hast %ld Sterne"),
            "fr": Localization(value: "Bonjour %2$ld, %1$@"),
            "es": Localization(value: "Hola %@"),
            "it": Localization(value: "Ciao %@, hai %ld stelle al 100% sicuro"),
          ])
      ])
    let all = findings(table)
    let byLocale = Dictionary(grouping: all, by: { $0.locale ?? "" }).mapValues { $0.map(\.code) }
    #expect(byLocale["de"] == ["placeholder-mismatch"])
    #expect(byLocale["fr"] == nil)
    #expect(byLocale["es"] == ["placeholder-missing"])
    #expect(byLocale["it"] == ["placeholder-added"])
    #expect(all.first { $0.locale == "it" }?.message.contains("literal '%'") == true)
  }

  @Test("undefined and unreferenced variables")
  func variables() {
    let plural = Variations(
      selector: .plural, cases: ["one": Localization(value: "%ld"), "other": Localization(value: "%ld")])
    let localization = Localization(
      stringUnit: StringUnit(value: "%#@count@ and %#@missing@"),
      substitutions: [
        "count": Substitution(formatSpecifier: "ld", variations: plural),
        "unused": Substitution(formatSpecifier: "ld", variations: plural),
      ])
    let table = StringTable(entries: [StringEntry(key: "k", localizations: ["en": localization])])
    let codes = findings(table).map(\.code)
    #expect(codes.contains("undefined-variable"))
    #expect(codes.contains("unreferenced-variable"))
  }

  @Test("a translation equal to the source and marked translated is noted")
  func identical() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "Cancel",
          localizations: [
            "fr": Localization(value: "Cancel", state: "translated"),
            "de": Localization(value: "Cancel", state: "new"),
            "es": Localization(value: "Cancelar", state: "translated"),
          ])
      ])
    #expect(
      findings(table).filter { $0.code != "untranslated" }.map { "\($0.locale ?? "") \($0.code)" } == [
        "fr identical-to-source"
      ])
  }

  @Test("duplicate keys are reported")
  func duplicates() {
    let table = StringTable(entries: [
      StringEntry(key: "a", localizations: ["en": Localization(value: "A")]),
      StringEntry(key: "a", localizations: ["en": Localization(value: "B")]),
    ])
    #expect(findings(table).map(\.code) == ["duplicate-key"])
  }
}
