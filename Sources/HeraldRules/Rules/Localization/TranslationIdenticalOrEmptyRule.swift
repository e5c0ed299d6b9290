import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a translated text that is empty (the element shows and says nothing in that locale) or
/// identical to the development language's (most often a string copied untranslated by a
/// translation tool; sometimes right, as for a brand name — so a person decides).
///
/// Applies when the audit found the app's translations and the text has a key there. A text that
/// two or more locales keep as it is and no locale translates is a name and not judged; locales of the development language (`en-GB` for an English app)
/// and texts without letters, of at most two letters or all capitals (`OK`, `URL`) are not judged
/// identical.
public struct TranslationIdenticalOrEmptyRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "translation-identical-or-empty",
    name: "Translation identical or empty",
    summary: "A translated label, hint, value, title or text is empty, or the same as the development language's.",
    rationale:
      "An empty translation leaves the element silent for VoiceOver and blank on screen in that language. A translation identical to the source is usually an untranslated copy, read with the wrong language's pronunciation.",
    impact: .moderate,
    tags: ["wcag2aa", "wcag312", "localization"],
    help:
      "Translate the text in the locale's table, or confirm that it is meant to stay as it is (a name) and suppress the finding with a reason.",
    helpURL: "https://developer.apple.com/documentation/xcode/localization",
    messages: [
      "empty": RuleMessageText(
        "The {field, select, label {accessibility label} hint {accessibility hint} value {accessibility value} title {title} placeholder {placeholder} other {text}} “{text}” is translated as an empty string for {locales} (key “{key}”): the element says nothing there. Translate it.",
        comment:
          "Audit finding. field says which property; text is the development-language text; locales is a list of locale codes; key is the string-table key; do not translate text, key or locales."
      ),
      "identical": RuleMessageText(
        "The {field, select, label {accessibility label} hint {accessibility hint} value {accessibility value} title {title} placeholder {placeholder} other {text}} “{text}” is the same in {locales} as in the development language (key “{key}”). Check whether it was left untranslated.",
        comment:
          "Audit finding (needs review). field says which property; text is the text; locales is a list of locale codes; key is the string-table key; do not translate text, key or locales."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
        """, flagged: ["stars"], message: "empty",
        translations: ["en": ["rating.label": "Rating"], "ru": ["rating.label": ""]]),
      RuleExample(
        """
        role: view
        children:
          - {id: share, role: button, content: {titles: {normal: Share photo}}, localizationKeys: {title: share}}
          - {id: filters, role: button, content: {titles: {normal: Filters}}, localizationKeys: {title: filters}}
        """, needsReview: ["share", "filters"], message: "identical",
        translations: [
          "en": ["share": "Share photo", "filters": "Filters"], "de": ["share": "Share photo", "filters": "Filter"],
          "fr": ["share": "Partager", "filters": "Filtres"], "ru": ["share": "Поделиться", "filters": "Filters"],
        ]),
    ],
    nonTriggeringExamples: [
      // Real translations; an acronym, a regional variant of the development language, and one
      // word that a language of the same script writes the same ("Filters" in Dutch).
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
          - {id: ok, role: button, content: {titles: {normal: OK}}, localizationKeys: {title: ok}}
          - {id: color, role: staticText, content: {text: Color}, localizationKeys: {text: color}}
        """,
        translations: [
          "en": ["rating.label": "Rating", "ok": "OK", "color": "Color"],
          "ru": ["rating.label": "Оценка", "ok": "OK", "color": "Цвет"], "en-AU": ["color": "Color"],
          "nl": ["color": "Color"],
        ])
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements of the app's own with a text it translates.
  public func applies(to node: AuditNode) -> Bool {
    Translations.applies(to: node) { _ in true }
  }

  /// A violation for the first text translated as empty in some locale; else needs review for
  /// the first text some locale translates identically.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let strings = node.scene.appStrings else { return .pass }
    let localizer = TreeLocalizer(strings: strings)
    let development = AppStrings.language(of: strings.developmentLocale)
    var identical: (text: LocalizedText, locales: [String])?
    for text in node.scene.localizedTexts(of: node.element)
    where text.hasWords && !strings.isUntranslatable(text.key, in: text.table) {
      let source = strings.developmentValue(text.key, in: text.table) ?? text.source
      var empty: [String] = []
      var same: [String] = []
      var translated = false
      for locale in strings.judgedLocales {
        guard let value = localizer.translation(of: text, in: locale).text else { continue }
        if value.allSatisfy(\.isWhitespace) {
          if !source.allSatisfy(\.isWhitespace) { empty.append(locale) }
        } else if value == source {
          if AppStrings.language(of: locale) != development, Self.isJudgedIdentical(source, in: locale) {
            same.append(locale)
          }
        } else {
          translated = true
        }
      }
      if !empty.isEmpty { return .violation(RuleMessage("empty", Self.arguments(text, source, empty))) }
      // A text that several locales keep and none translates (a name: "Ice Cubes") is meant to
      // stay; one that others translate, or the only translation keeps, may be an untranslated copy.
      if identical == nil, !same.isEmpty, translated || same.count == 1 { identical = (text, same) }
    }
    guard let identical else { return .pass }
    let source = strings.developmentValue(identical.text.key, in: identical.text.table) ?? identical.text.source
    return .needsReview(
      RuleMessage("identical", Self.arguments(identical.text, source, identical.locales)), missing: .translationState)
  }

  /// Whether a text the same in two languages is worth a look: it has more than two letters and
  /// lowercase ones (not `OK`, `URL`); a single word only where the locale's language is written in
  /// another script (a Latin word is often the same in another Latin-script language: "Filters"
  /// in Dutch, "Post" in Italian; it is not Russian or Greek).
  static func isJudgedIdentical(_ text: String, in locale: String) -> Bool {
    guard text.count(where: \.isLetter) > 2, text.contains(where: \.isLowercase) else { return false }
    let words = text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
    guard words.count < 2 else { return true }
    return script(of: locale).map { $0 != script(of: text) } ?? false
  }

  /// The script a locale's language is usually written in (`Cyrl` for `ru`), from CLDR's likely
  /// subtags.
  static func script(of locale: String) -> String? {
    guard let tag = try? LanguageTag(locale) else { return nil }
    let subtags = tag.maximized.identifier.split(separator: "-").map(String.init)
    return subtags.first { $0.count == 4 && $0.first?.isUppercase == true }
  }

  /// The script of a text's letters: `Latn` for ASCII letters, else not Latin.
  static func script(of text: String) -> String {
    text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value > 0x24F } ? "other" : "Latn"
  }

  private static func arguments(_ text: LocalizedText, _ source: String, _ locales: [String]) -> [String:
    MessageArgument]
  {
    [
      "field": .string(text.field.name), "text": .string(source), "key": .string(text.key),
      "locales": .string(locales.joined(separator: ", ")),
    ]
  }
}
