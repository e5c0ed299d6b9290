import HeraldICU
import Testing

@Suite("Plural rules")
struct PluralRulesTests {
  /// CLDR 42 cardinal and ordinal categories, copied by hand from the CLDR plural charts
  /// (https://www.unicode.org/cldr/charts/42/supplemental/language_plural_rules.html).
  static let cldr42: [(String, cardinal: [PluralCategory], ordinal: [PluralCategory])] = [
    ("en", [.one, .other], [.one, .two, .few, .other]),
    ("ru", [.one, .few, .many, .other], [.other]),
    ("uk", [.one, .few, .many, .other], [.few, .other]),
    ("pl", [.one, .few, .many, .other], [.other]),
    ("cs", [.one, .few, .many, .other], [.other]),
    ("ar", [.zero, .one, .two, .few, .many, .other], [.other]),
    ("he", [.one, .two, .other], [.other]),
    ("ja", [.other], [.other]),
    ("zh-Hans", [.other], [.other]),
    ("ko", [.other], [.other]),
    ("fr", [.one, .many, .other], [.one, .other]),
    ("es", [.one, .many, .other], [.other]),
    ("it", [.one, .many, .other], [.many, .other]),
    ("pt-BR", [.one, .many, .other], [.other]),
    ("pt-PT", [.one, .many, .other], [.other]),
    ("de", [.one, .other], [.other]),
    ("cy", [.zero, .one, .two, .few, .many, .other], [.zero, .one, .two, .few, .many, .other]),
    ("ga", [.one, .two, .few, .many, .other], [.one, .other]),
    ("lv", [.zero, .one, .other], [.other]),
    ("sl", [.one, .two, .few, .other], [.other]),
  ]

  @Test("Categories match CLDR 42 as written in the charts", arguments: cldr42)
  func categoriesMatchCLDR(_ row: (String, cardinal: [PluralCategory], ordinal: [PluralCategory])) throws {
    let locale = try LanguageTag(row.0)
    #expect(try PluralRules(locale: locale, type: .cardinal).categories == row.cardinal)
    #expect(try PluralRules(locale: locale, type: .ordinal).categories == row.ordinal)
  }

  /// For every locale ICU has plural data for, the categories Herald reports (through its BCP 47
  /// round trip) are exactly those of ICU's CLDR source, and every sample CLDR gives for a category
  /// selects that category.
  @Test("Every ICU locale: Herald's categories equal ICU's and every CLDR sample selects its category")
  func everyLocaleAgreesWithICU() throws {
    var checkedLocales = 0
    var checkedSamples = 0
    for type in PluralType.allCases {
      for locale in try PluralRules.availableLocales(type: type) {
        let reparsed = try LanguageTag(locale.identifier)
        let rules = try PluralRules(locale: reparsed, type: type)
        let source = rules.source
        #expect(
          rules.categories == source.map(\.category).sorted(), "\(type) \(locale): \(rules.categories) vs \(source)")
        for rule in source {
          for sample in rule.integerSamples + rule.decimalSamples where !sample.isCompact {
            for bound in [sample.lower] + (sample.upper.map { [$0] } ?? []) {
              let digits = bound.split(separator: ".").dropFirst().first?.count ?? 0
              let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
              let format = try NumberFormat.cached(skeleton: skeleton + " group-off", locale: reparsed)
              let selected = rules.category(for: .decimal(bound), formattedWith: format)
              #expect(selected == rule.category, "\(type) \(locale): \(bound) → \(selected), CLDR: \(rule.category)")
              checkedSamples += 1
            }
          }
        }
        checkedLocales += 1
      }
    }
    #expect(checkedLocales > 300)
    #expect(checkedSamples > 5000)
  }

  @Test("Visible fraction digits decide: en 1.0 with one fraction digit is other")
  func visibleFractionDigits() throws {
    let english = try PluralRules(locale: LanguageTag("en"))
    let oneDigit = try NumberFormat(skeleton: ".0", locale: LanguageTag("en"))
    #expect(english.category(for: 1) == .one)
    #expect(english.category(for: 1, formattedWith: oneDigit) == .other)
    #expect(english.category(for: .decimal("1.0")) == .other)
    #expect(english.category(for: .double(1.0)) == .one)
  }

  @Test("French 0 and 1.5 are one; Polish 22 is few; Russian 1.5 is other")
  func handWrittenSelections() throws {
    let french = try PluralRules(locale: LanguageTag("fr"))
    #expect(french.category(for: 0) == .one)
    #expect(french.category(for: .decimal("1.5")) == .one)
    #expect(french.category(for: 2) == .other)
    #expect(try PluralRules(locale: LanguageTag("pl")).category(for: 22) == .few)
    #expect(try PluralRules(locale: LanguageTag("pl")).category(for: 25) == .many)
    let russian = try PluralRules(locale: LanguageTag("ru"))
    #expect(russian.category(for: .decimal("1.5")) == .other)
    #expect(russian.category(for: 11) == .many)
    #expect(russian.category(for: 21) == .one)
  }

  @Test("English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 101st")
  func englishOrdinals() throws {
    let ordinal = try PluralRules(locale: LanguageTag("en"), type: .ordinal)
    let expected: [(Int, PluralCategory)] = [
      (1, .one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other), (13, .other), (21, .one),
      (22, .two), (23, .few), (101, .one),
    ]
    for (number, category) in expected {
      #expect(ordinal.category(for: .int(number)) == category, "\(number)")
    }
  }

  @Test("CLDR samples tell integer-reached from decimal-only and compact-only categories")
  func samplesClassifyReach() throws {
    let czechMany = try PluralRules(locale: LanguageTag("cs")).source.first { $0.category == .many }
    #expect(czechMany?.integerSamples == [])
    #expect(czechMany?.decimalSamples.isEmpty == false)
    let frenchMany = try PluralRules(locale: LanguageTag("fr")).source.first { $0.category == .many }
    #expect(frenchMany?.integerSamples.first?.lower == "1000000")
    #expect(frenchMany?.integerSamples.dropFirst().allSatisfy(\.isCompact) == true)
    let russianFew = try PluralRules(locale: LanguageTag("ru")).source.first { $0.category == .few }
    #expect(russianFew?.integerSamples.first == PluralRuleSource.Sample(lower: "2", upper: "4"))
    #expect(russianFew?.condition == "v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
  }
}
