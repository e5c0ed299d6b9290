internal import CHeraldICU

/// The CLDR plural rules of one locale, from the system ICU.
///
/// ```swift
/// let russian = try PluralRules.cached(for: LanguageTag("ru"))
/// russian.categories           // [.one, .few, .many, .other]
/// russian.category(for: 21)    // .one
/// ```
///
/// Choose the category of a number that is shown to the user from its formatted form
/// (`category(for:formattedWith:)`): English "1.0" is `other`, not `one`.
public final class PluralRules: Sendable {
  /// The locale the rules belong to.
  public let locale: LanguageTag
  /// Cardinal or ordinal.
  public let type: PluralType
  /// The categories the locale uses, in CLDR order; always includes `.other`.
  public let categories: [PluralCategory]
  private nonisolated(unsafe) let handle: OpaquePointer

  /// Opens the rules of a locale. ICU falls back to parent locales and finally to "other" only.
  public init(locale: LanguageTag, type: PluralType = .cardinal) throws {
    var status = ICUCall.status()
    guard let handle = herald_plural_rules_open(locale.icuIdentifier, type == .ordinal ? 1 : 0, &status) else {
      try ICUCall.check(status, "open the \(type) plural rules of \(locale)")
      preconditionFailure("ICU returned no plural rules and no error")
    }
    self.handle = handle
    self.locale = locale
    self.type = type
    let keywords = ICUCall.string { herald_plural_rules_keywords(handle, $0, $1, &status) }
    self.categories = keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    try ICUCall.check(status, "list the plural categories of \(locale)")
  }

  deinit { herald_plural_rules_close(handle) }

  private static let cache = FormatterCache<[String], PluralRules>()

  /// The rules of a locale, opened once per process and shared.
  public static func cached(for locale: LanguageTag, type: PluralType = .cardinal) throws -> PluralRules {
    try cache.value(for: [locale.icuIdentifier, type.rawValue]) { try PluralRules(locale: locale, type: type) }
  }

  /// The category of a number as written. A `.decimal` keeps its visible fraction digits ("1.0"
  /// is `other` in English); a `.double` does not (1.0 is `one`).
  public func category(for number: NumberValue) -> PluralCategory {
    var status = ICUCall.status()
    let keyword = number.withICUValue { value in
      ICUCall.string(capacity: 16) { herald_plural_rules_select(handle, value, $0, $1, &status) }
    }
    return PluralCategory(rawValue: keyword) ?? .other
  }

  /// The category of a number as `format` shows it: with one fraction digit, English 1 is "1.0"
  /// and therefore `other`; French 1.5 is "1,5" and `one`.
  public func category(for number: NumberValue, formattedWith format: NumberFormat) -> PluralCategory {
    var status = ICUCall.status()
    let keyword = number.withICUValue { value in
      ICUCall.string(capacity: 16) {
        herald_plural_rules_select_formatted(handle, format.handle, value, $0, $1, &status)
      }
    }
    return PluralCategory(rawValue: keyword) ?? .other
  }

  /// The CLDR source of these rules, in CLDR category order: each category's condition and sample
  /// numbers.
  public var source: [PluralRuleSource] {
    var status = ICUCall.status()
    let text = ICUCall.string(capacity: 4096) {
      herald_plural_rules_source(locale.icuIdentifier, type == .ordinal ? 1 : 0, $0, $1, &status)
    }
    let rules = text.split(separator: "\n").compactMap { PluralRuleSource(String($0)) }.sorted {
      $0.category < $1.category
    }
    return rules.isEmpty
      ? [PluralRuleSource(category: .other, condition: "", integerSamples: [], decimalSamples: [])] : rules
  }

  /// Every locale ICU has plural data of this type for, as ICU ids turned into tags.
  public static func availableLocales(type: PluralType = .cardinal) throws -> [LanguageTag] {
    var status = ICUCall.status()
    let text = ICUCall.string(capacity: 4096) { herald_plural_locales(type == .ordinal ? 1 : 0, $0, $1, &status) }
    try ICUCall.check(status, "list the locales with plural rules")
    return text.split(separator: " ").map { LanguageTag(icuIdentifier: String($0)) }
  }
}
