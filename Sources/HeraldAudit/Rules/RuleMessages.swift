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
  /// The catalog resolves the key along ``Catalog/searchOrder(for:)`` (once per key and locale);
  /// when it finds no translation, only its source locale's copy or nothing, the rule's English is
  /// used. A message from another locale than the one requested comes with the catalog's warning,
  /// except English for a variant of English (`en-GB`). A message that is missing or does not
  /// format yields its key and arguments, which the rule tests keep from ever reaching a user.
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
    let resolution = try? catalog.resolve(key, locale: locale)
    if let resolution, resolution.entry.locale != catalog.sourceLocale {
      let text = (try? resolution.format.format(message.arguments)) ?? placeholder(key, message)
      return LocalizedRuleMessage(text: text, warnings: resolution.warnings, locale: resolution.entry.locale)
    }
    let warnings =
      locale.language == catalog.sourceLocale.language
      ? [] : resolution?.warnings ?? [missingWarning(key, catalog: catalog, locale: locale)]
    guard let english = description.messages[message.key],
      let text = try? MessageFormat.cached(pattern: english.english, locale: catalog.sourceLocale)
        .format(message.arguments)
    else {
      return LocalizedRuleMessage(text: placeholder(key, message), warnings: warnings, locale: catalog.sourceLocale)
    }
    return LocalizedRuleMessage(text: text, warnings: warnings, locale: catalog.sourceLocale)
  }

  /// The warning for a key that not even the source catalog has yet (a rule added since
  /// `Localizations/en.json` was last generated), as the catalog words it for a key it has.
  private static func missingWarning(_ key: String, catalog: Catalog, locale: LanguageTag) -> CatalogWarning {
    let chain = catalog.searchOrder(for: locale)
    let hasCatalog = chain.dropLast().contains { catalog.locales.contains($0) }
    return hasCatalog
      ? .missingTranslation(key: key, requested: locale, used: catalog.sourceLocale, searched: chain)
      : .noCatalog(requested: locale, used: catalog.sourceLocale)
  }

  /// The key and arguments, for a message that cannot be written.
  private static func placeholder(_ key: String, _ message: RuleMessage) -> String {
    let list = message.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    return list.isEmpty ? key : "\(key) (\(list))"
  }
}
