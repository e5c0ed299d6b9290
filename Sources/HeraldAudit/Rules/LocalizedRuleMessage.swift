import HeraldICU

/// A rule message in words, and what was missing to write it in the locale asked for.
public struct LocalizedRuleMessage: Sendable, Hashable {
  /// The message.
  public var text: String
  /// Set when the message is written in another locale than the one requested.
  public var warnings: [CatalogWarning]

  /// Creates a localized message.
  public init(text: String, warnings: [CatalogWarning] = []) {
    self.text = text
    self.warnings = warnings
  }
}
