import HeraldAudit
import HeraldICU
import HeraldTree

/// What the localization rules share: the texts of an element the app translates, looked up in
/// every locale the app ships.
enum Translations {
  /// A text and the shipped locales in which the app has no value for its key.
  struct Gap {
    var text: LocalizedText
    var locales: [String]
    /// The first missing locale's table file, when that locale has the table at all.
    var table: String?
  }

  /// The first of `node`'s texts whose fields `include` accepts that lacks a translation in some
  /// shipped locale of another language than the development one, with those locales. A key that
  /// code looks up and no table has at all is not a gap of some locales (see
  /// ``firstUnknownKey(in:)``), nor is a key a table marks not to translate. An Interface Builder
  /// text of a field `replaced` says the code sets is not shown, so not judged.
  static func firstGap(
    in node: AuditNode, where include: (LocalizableField) -> Bool,
    replaced: (LocalizableField) -> Bool = { _ in false }
  ) -> Gap? {
    guard let strings = node.scene.appStrings else { return nil }
    let localizer = TreeLocalizer(strings: strings)
    let development = strings.developmentLocale
    for text in node.scene.localizedTexts(of: node.element) where include(text.field) && text.hasWords {
      if text.origin != .interfaceFile, !localizer.isKnown(text) { continue }
      // A key marked not to translate is the same in every language.
      if strings.isUntranslatable(text.key, in: text.table) { continue }
      var gap = Gap(text: text, locales: [], table: nil)
      // A locale of the development language (`en-GB` in an English app) reads its text.
      for locale in strings.judgedLocales where !AppStrings.isSameWrittenLanguage(locale, development) {
        guard case .missing(let table) = localizer.translation(of: text, in: locale) else { continue }
        if gap.locales.isEmpty { gap.table = table }
        gap.locales.append(locale)
      }
      // Asked only of a text with a gap: reading the code is the costly part.
      if !gap.locales.isEmpty, !(text.origin == .interfaceFile && replaced(text.field)) { return gap }
    }
    return nil
  }

  /// The first of `node`'s texts that code (or a runtime attribute) looks up by an identifier key
  /// (`settings.title`) no table of the app has: the app shows the key. (A key of words that no
  /// table has shows its words, untranslated: `--strings` judges those.)
  static func firstUnknownKey(in node: AuditNode) -> LocalizedText? {
    guard let strings = node.scene.appStrings else { return nil }
    let localizer = TreeLocalizer(strings: strings)
    return node.scene.localizedTexts(of: node.element).first {
      $0.origin != .interfaceFile && $0.keyIsIdentifier && !localizer.isKnown($0)
    }
  }

  /// Whether the audit has the app's translations into at least one locale, and `node` is an
  /// element of the app's own (not made by a component model) that VoiceOver visits, with a text
  /// the app translates. (A text inside a visited button is judged as the button's title.)
  static func applies(to node: AuditNode, where include: (LocalizableField) -> Bool) -> Bool {
    guard let strings = node.scene.appStrings, !strings.locales.isEmpty, node.owningComponent == nil,
      node.spoken != nil
    else {
      return false
    }
    return node.scene.localizedTexts(of: node.element).contains { include($0.field) }
  }

  /// The message arguments of a gap: field, text, key, locales (a list) and count.
  static func arguments(of gap: Gap) -> [String: MessageArgument] {
    [
      "field": .string(gap.text.field.name), "text": .string(gap.text.source), "key": .string(gap.text.key),
      "locales": .string(gap.locales.joined(separator: ", ")), "count": .number(.int(gap.locales.count)),
    ]
  }
}
