import HeraldICU

/// What a locale's CLDR plural rules say, reduced to what the validator needs: which categories
/// exist, which numbers reach each one, and which integers `one` covers.
///
/// Built from ICU's rule source and its sample numbers, once per locale.
struct PluralCoverage: Sendable {
  /// Which numbers reach a category, from the most to the least common.
  enum Reach: Sendable, Equatable {
    /// Integers below a million reach it (ru `few`: 2~4, 22~24, …): a count of items lands there.
    case integers(examples: String)
    /// Only exact millions reach it among integers (fr/es/it/pt/ca `many`: 1000000, 2000000, …).
    case exactMillions(examples: String)
    /// Only numbers with visible decimals reach it (cs `many`: 0.0~1.5, 10.0, …).
    case decimals(examples: String)
    /// Only compact numbers reach it ("1c6", that is "1 M" in compact notation).
    case compact(examples: String)
  }

  /// The locale the coverage is for.
  let locale: LanguageTag
  /// The locale's cardinal categories in CLDR order.
  let categories: [PluralCategory]
  /// Which numbers reach each category.
  let reach: [PluralCategory: Reach]
  /// The integer samples of `one` other than 1, as CLDR writes them (fr: "0"; ru: "21, 31, …").
  let oneAlsoCovers: String?

  init(locale: LanguageTag) throws {
    let rules = try PluralRules.cached(for: locale)
    self.locale = locale
    categories = rules.categories
    var reach: [PluralCategory: Reach] = [:]
    var oneAlsoCovers: String?
    for rule in rules.source {
      reach[rule.category] = Self.reach(of: rule)
      if rule.category == .one {
        let others = rule.integerSamples.filter { !$0.isCompact && !($0.lower == "1" && $0.upper == nil) }
        if !others.isEmpty {
          oneAlsoCovers = others.map(\.description).joined(separator: ", ") + (rule.moreIntegers ? ", …" : "")
        }
      }
    }
    self.reach = reach
    self.oneAlsoCovers = oneAlsoCovers
  }

  private static func reach(of rule: PluralRuleSource) -> Reach {
    func list(_ samples: [PluralRuleSource.Sample], more: Bool) -> String {
      samples.prefix(6).map(\.description).joined(separator: ", ") + (more || samples.count > 6 ? ", …" : "")
    }
    let integers = rule.integerSamples.filter { !$0.isCompact }
    if !integers.isEmpty {
      let belowMillion = integers.contains { sample in
        let lower = Double(sample.lower) ?? 0
        return lower < 1_000_000 || lower.truncatingRemainder(dividingBy: 1_000_000) != 0 || sample.upper != nil
      }
      let examples = list(rule.integerSamples, more: rule.moreIntegers)
      return belowMillion ? .integers(examples: examples) : .exactMillions(examples: examples)
    }
    let decimals = rule.decimalSamples.filter { !$0.isCompact }
    if !decimals.isEmpty { return .decimals(examples: list(rule.decimalSamples, more: rule.moreDecimals)) }
    return .compact(examples: list(rule.integerSamples + rule.decimalSamples, more: true))
  }

  /// Whether integers reach `category` (gettext can hold only such categories).
  func integersReach(_ category: PluralCategory) -> Bool {
    switch reach[category] {
    case .integers, .exactMillions: true
    default: false
    }
  }

  /// The severity of a missing category, and why.
  func missing(_ category: PluralCategory) -> (StringsDiagnostic.Severity, String) {
    if category == .other {
      return (.error, "Apple requires 'other' in every plural, and it is the fallback for every number")
    }
    switch reach[category] ?? .compact(examples: "") {
    case .integers(let examples):
      return (.error, "integers reach it (\(examples)), so users see the wrong form")
    case .exactMillions(let examples):
      return (.info, "only exact millions reach it (\(examples))")
    case .decimals(let examples):
      return (.warning, "only numbers with decimals reach it (\(examples))")
    case .compact(let examples):
      return (.info, "only compact numbers reach it (\(examples))")
    }
  }
}

/// The plural categories locales had before CLDR 42 where they differ from ICU 72's CLDR 42, for
/// `--cldr legacy`: tables written against older iOS and Android releases use these sets.
///
/// CLDR 38 gave French `many` (exact millions); CLDR 42 gave Spanish, Italian, Portuguese and
/// Catalan the same `many`, and took `many` away from Hebrew.
enum LegacyPluralCategories {
  /// Categories by language, for the languages whose set changed.
  static let sets: [String: Set<PluralCategory>] = [
    "fr": [.one, .other], "es": [.one, .other], "it": [.one, .other], "pt": [.one, .other],
    "ca": [.one, .other], "he": [.one, .two, .many, .other],
  ]

  /// The legacy set of a locale, when it differs from the current one (`iw` is canonicalized to
  /// `he` by ``LanguageTag``).
  static func categories(for locale: LanguageTag) -> Set<PluralCategory>? {
    sets[locale.language]
  }
}
