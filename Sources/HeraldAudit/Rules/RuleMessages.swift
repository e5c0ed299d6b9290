import HeraldICU

/// Puts rule messages into words: a translation from a catalog, else the rule's own English.
///
/// A built-in rule's English lives in its ``RuleDescription/messages``; translations are the
/// catalog keys `rule.<id>.<key>`. A locale without a translation is not an error: the message is
/// written in English and the result carries a ``CatalogWarning`` that the audit reports once.
public enum RuleMessages {
  /// The catalog key of a rule's message: `rule.<id>.<key>`.
  public static func catalogKey(rule id: String, message key: String) -> String { "rule.\(id).\(key)" }

  /// Writes `message` of the rule `description` in `locale`.
  ///
  /// The catalog's locales are searched in ``Catalog/searchOrder(for:)`` up to, not including, its
  /// source locale; when none translates the message, the rule's English is used. A message from
  /// another locale than the one requested comes with a warning, except English for a variant of
  /// English (`en-GB`). A message that is missing or does not format yields its key and
  /// arguments, which the rule tests keep from ever reaching a user.
  ///
  /// - Parameters:
  ///   - message: The message's key and arguments.
  ///   - description: The rule, whose ``RuleDescription/messages`` hold the English.
  ///   - catalog: The translations.
  ///   - locale: The requested locale.
  /// - Returns: The text and any fallback warning.
  public static func localize(
    _ message: RuleMessage, of description: RuleDescription, catalog: Catalog, locale: LanguageTag
  ) -> LocalizedRuleMessage {
    let key = catalogKey(rule: description.id, message: message.key)
    let chain = catalog.searchOrder(for: locale)
    let translations = chain.filter { $0 != catalog.sourceLocale }
    if let used = translations.first(where: { catalog.entry(key, in: $0) != nil }) {
      let text = (try? catalog.format(key, locale: used, message.arguments).text) ?? placeholder(key, message)
      let warnings: [CatalogWarning] =
        used == locale ? [] : [.missingTranslation(key: key, requested: locale, used: used, searched: chain)]
      return LocalizedRuleMessage(text: text, warnings: warnings)
    }
    var warnings: [CatalogWarning] = []
    if locale.language != catalog.sourceLocale.language {
      let hasCatalog = translations.contains { catalog.locales.contains($0) }
      warnings.append(
        hasCatalog
          ? .missingTranslation(key: key, requested: locale, used: catalog.sourceLocale, searched: chain)
          : .noCatalog(requested: locale, used: catalog.sourceLocale))
    }
    guard let english = description.messages[message.key],
      let text = try? MessageFormat.cached(pattern: english.english, locale: catalog.sourceLocale)
        .format(message.arguments)
    else {
      return LocalizedRuleMessage(text: placeholder(key, message), warnings: warnings)
    }
    return LocalizedRuleMessage(text: text, warnings: warnings)
  }

  /// The key and arguments, for a message that cannot be written.
  private static func placeholder(_ key: String, _ message: RuleMessage) -> String {
    let list = message.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    return list.isEmpty ? key : "\(key) (\(list))"
  }
}
