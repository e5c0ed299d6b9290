import HeraldICU

/// A rule message in words, and what was missing to write it in the locale asked for.
public struct LocalizedRuleMessage: Sendable, Hashable {
  /// The message.
  public var text: String
  /// Set when the message is written in another locale than the one requested.
  public var warnings: [CatalogWarning]
  /// The locale the message is written in (the requested one, or the one a missing translation
  /// fell back to); `nil` when the rule does not say (a rule pack's own words).
  public var locale: LanguageTag?

  /// Creates a localized message.
  public init(text: String, warnings: [CatalogWarning] = [], locale: LanguageTag? = nil) {
    self.text = text
    self.warnings = warnings
    self.locale = locale
  }
}
