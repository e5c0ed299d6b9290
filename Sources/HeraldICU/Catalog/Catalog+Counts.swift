/// A noun Herald counts in its summaries and diagnostics, each a plural message `count.<noun>` of
/// `Localizations/`.
public enum CountedNoun: String, Sendable, CaseIterable {
  /// "1 error", "2 errors".
  case errors
  /// "1 warning", "2 warnings".
  case warnings
  /// "1 note", "2 notes".
  case notes
  /// "1 file", "2 files".
  case files
  /// "1 scene", "2 scenes".
  case scenes
  /// "1 input", "2 inputs".
  case inputs
  /// "1 violation", "2 violations".
  case violations
  /// "1 needs review", "2 need review".
  case needsReview
  /// "1 suppressed".
  case suppressed
  /// "1 rule ran", "27 rules ran".
  case rulesRan
  /// "1 input error", "2 input errors".
  case inputErrors
  /// "1 finding", "2 findings".
  case findings
  /// "1 WAV file", "10 WAV files".
  case wavFiles

  /// The catalog key of the message.
  public var key: String { "count.\(rawValue)" }
}

extension Catalog {
  /// `number` with its noun, grammatical in `locale` by CLDR's plural rules: "1 error",
  /// "2 errors", "21 ошибка". The message is `count.<noun>` of Herald's catalog.
  ///
  /// Every `count.*` message exists in English (the catalog tests check it), so the English
  /// fallback of a missing translation always answers; should formatting still fail, the number
  /// and the noun's name are returned.
  public static func count(_ number: Int, _ noun: CountedNoun, locale: LanguageTag = english) -> String {
    (try? herald.format(noun.key, locale: locale, ["count": .number(.int(number))]).text)
      ?? "\(number) \(noun.rawValue)"
  }
}
