import Foundation
import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a translated text that is empty (the element shows and says nothing in that locale) or
/// identical to the development language's (most often a string copied untranslated by a
/// translation tool; sometimes right, as for a brand name — so a person decides, unless the app
/// decides: its tables translate the same text in that language elsewhere, or the language is
/// written in another script and the text is a phrase of common words).
///
/// Applies when the audit found the app's translations and the text has a key there. A text that
/// two or more locales keep as it is and no locale translates is a name and not judged; locales of the development language (`en-GB` for an English app)
/// and texts without letters, of at most two letters, all capitals (`OK`, `URL`) or an address
/// (`name@email.com`, `example.com`) are not judged
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
      "untranslated": RuleMessageText(
        "The {field, select, label {accessibility label} hint {accessibility hint} value {accessibility value} title {title} placeholder {placeholder} other {text}} “{text}” is the same in {locales} as in the development language (key “{key}”), yet {reason, select, elsewhere {the app's tables translate the same text elsewhere (in {translationLocale}: “{translation}”, key “{otherKey}” in {table})} other {it is a phrase of common words in Latin letters, a script these languages are not written in}}: it was left untranslated. Translate it.{others, select, none {} other { It is also the same in {others}; check whether it was left untranslated there.}}",
        comment:
          "Audit finding. field says which property; text is the development-language text; locales, translationLocale and others are locale codes; key and otherKey are string-table keys; translation is a translation of the text; table is a file name; do not translate text, key, otherKey, translation, table or locale codes. reason is “elsewhere” or “script”, others is “none” or a list of locales (select)."
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
      // Decided: Japanese and Korean write no phrase in Latin letters (even one no locale translates
      // yet), and the app's Russian table translates “Filters” elsewhere; German keeping the phrase
      // is left to check.
      RuleExample(
        """
        role: view
        children:
          - {id: signup, role: button, content: {titles: {normal: Create an account}}, localizationKeys: {title: signup}}
          - {id: filters, role: button, content: {titles: {normal: Filters}}, localizationKeys: {title: filters.title}}
          - {id: group, role: switch, content: {text: Group by year}, localizationKeys: {text: group}}
        """, flagged: ["signup", "filters", "group"], message: "untranslated",
        translations: [
          "en": [
            "signup": "Create an account", "filters.title": "Filters", "search.filters": "Filters",
            "group": "Group by year",
          ],
          "ja": ["signup": "Create an account", "group": "Group by year"], "de": ["signup": "Create an account"],
          "ko": ["group": "Group by year"],
          "fr": ["signup": "Créer un compte", "filters.title": "Filtres"],
          "ru": ["filters.title": "Filters", "search.filters": "Фильтры"],
        ]),
    ],
    nonTriggeringExamples: [
      // Real translations; an acronym, a regional variant of the development language, one word
      // that a language of the same script writes the same ("Filters" in Dutch), and an address.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
          - {id: ok, role: button, content: {titles: {normal: OK}}, localizationKeys: {title: ok}}
          - {id: color, role: staticText, content: {text: Color}, localizationKeys: {text: color}}
          - {id: site, role: textField, content: {placeholder: example.com}, localizationKeys: {placeholder: site}}
        """,
        translations: [
          "en": ["rating.label": "Rating", "ok": "OK", "color": "Color", "site": "example.com"],
          "ru": ["rating.label": "Оценка", "ok": "OK", "color": "Цвет", "site": "example.com"],
          "en-AU": ["color": "Color"],
          "nl": ["color": "Color"],
        ])
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements of the app's own with a text it translates.
  public func applies(to node: AuditNode) -> Bool {
    Translations.applies(to: node) { _ in true }
  }

  /// A violation for the first text translated as empty in some locale, or left untranslated where
  /// the app decides it (``untranslated(_:source:among:strings:)``); else needs review for
  /// the first text some locale translates identically.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let strings = node.scene.appStrings else { return .pass }
    let localizer = TreeLocalizer(strings: strings)
    let development = AppStrings.language(of: strings.developmentLocale)
    var identical: (text: LocalizedText, source: String, locales: [String])?
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
      if !Self.replacedByCode(text, node),
        let untranslated = Self.untranslated(text, source: source, among: same, strings: strings)
      {
        return .violation(untranslated)
      }
      // A text that several locales keep and none translates (a name: "Ice Cubes") is meant to
      // stay; one that others translate, or the only translation keeps, may be an untranslated copy.
      if identical == nil, !same.isEmpty, translated || same.count == 1 { identical = (text, source, same) }
    }
    guard let identical else { return .pass }
    return .needsReview(
      RuleMessage("identical", Self.arguments(identical.text, identical.source, identical.locales)),
      missing: .translationState)
  }

  /// The finding for `text` kept as `source` in the locales `same`, where the app decides that some
  /// were left untranslated: the app's tables translate the same text in that language elsewhere
  /// (the translator's word for it, ``AppStrings/translationElsewhere(of:in:besides:in:)``), or the
  /// language is written in another script than the text and the text is a phrase with a common
  /// word (``isPhrase(_:)``; a name is capitalised, and a placeholder the code replaces is not
  /// judged): Japanese does not write “Create an account” in Latin letters, even where no locale
  /// translates it yet. The locales the app does not decide are named for a check.
  static func untranslated(
    _ text: LocalizedText, source: String, among same: [String], strings: AppStrings
  ) -> RuleMessage? {
    var decided: [String] = []
    var elsewhere: (locale: String, entry: TranslationElsewhere)?
    for locale in same {
      if let other = strings.translationElsewhere(of: source, in: locale, besides: text.key, in: text.table) {
        decided.append(locale)
        elsewhere = elsewhere ?? (locale, other)
      } else if isPhrase(source), let written = script(of: locale), written != script(of: source) {
        decided.append(locale)
      }
    }
    guard !decided.isEmpty else { return nil }
    let others = same.filter { !decided.contains($0) }
    var arguments = arguments(text, source, decided)
    arguments["reason"] = .string(elsewhere == nil ? "script" : "elsewhere")
    arguments["translationLocale"] = .string(elsewhere?.locale ?? "")
    arguments["translation"] = .string(elsewhere?.entry.value ?? "")
    arguments["otherKey"] = .string(elsewhere?.entry.key ?? "")
    arguments["table"] = .string(elsewhere.map { URL(fileURLWithPath: $0.entry.path).lastPathComponent } ?? "")
    arguments["others"] = .string(others.isEmpty ? "none" : others.joined(separator: ", "))
    return RuleMessage("untranslated", arguments)
  }

  /// Whether the app's code sets, through an outlet, the field an Interface Builder file's `text`
  /// translates (a button's title, a label's text): the file's text may never be shown, so whether
  /// its copy matters is not decided.
  static func replacedByCode(_ text: LocalizedText, _ node: AuditNode) -> Bool {
    guard case .interfaceFile = text.origin else { return false }
    let members: Set<CodeMember>
    switch text.field {
    case .accessibilityLabel: members = [.accessibilityLabel]
    case .accessibilityHint: members = [.accessibilityHint]
    case .accessibilityValue: members = [.accessibilityValue]
    case .title: members = [.title, .attributedText, .configuration]
    case .text: members = [.text, .attributedText]
    case .placeholder: members = [.placeholder]
    }
    return node.outletUse { _, use in use.member.map(members.contains) ?? false } != nil
  }

  /// Whether `text` is a phrase in the Latin script that a translation would not keep: two or more
  /// words, one of them a lowercase word of two or more letters (`an`, `account`). Names are
  /// capitalised in the languages written in Latin letters (“Ice Cubes”, “Face ID”), so a phrase of
  /// capitalised words may be a name a translation keeps.
  static func isPhrase(_ text: String) -> Bool {
    let words = text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
    return words.count >= 2
      && words.contains { word in
        let letters = word.filter(\.isLetter)
        return letters.count >= 2 && letters.count >= word.count - 1
          && letters.allSatisfy { $0.isASCII && $0.isLowercase }
      }
  }

  /// Whether a text the same in two languages is worth a look: it has more than two letters and
  /// lowercase ones (not `OK`, `URL`); a single word only where the locale's language is written in
  /// another script (a Latin word is often the same in another Latin-script language: "Filters"
  /// in Dutch, "Post" in Italian; it is not Russian or Greek).
  static func isJudgedIdentical(_ text: String, in locale: String) -> Bool {
    guard text.count(where: \.isLetter) > 2, text.contains(where: \.isLowercase), !isAddress(text) else { return false }
    let words = text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
    guard words.count < 2 else { return true }
    return script(of: locale).map { $0 != script(of: text) } ?? false
  }

  /// Whether `text` is an address, the same in every language: an e-mail address or a URL
  /// (`name@email.com`, `https://…`), or a domain name (`example.com`: labels of letters, digits
  /// and hyphens, the last of letters).
  static func isAddress(_ text: String) -> Bool {
    guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    if text.contains("://") { return true }
    // An e-mail address's `@` stands between names; a printf `%@` (`amazing_%@`) is no address.
    let characters = Array(text)
    for index in characters.indices.dropFirst().dropLast() where characters[index] == "@" {
      if !["%", "$"].contains(characters[index - 1]), characters[index + 1].isLetter || characters[index + 1].isNumber {
        return true
      }
    }
    let labels = text.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2
      && labels.allSatisfy { label in
        !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      } && labels.last?.allSatisfy(\.isLetter) == true
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
