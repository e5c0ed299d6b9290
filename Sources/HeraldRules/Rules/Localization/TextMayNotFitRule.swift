import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags, for a person to check, a title, text or placeholder whose translation is estimated to be
/// wider than its frame while the development language's text fits: in that locale it may be
/// truncated ("Einstellun…") or clipped, and VoiceOver users who also see the screen lose it.
///
/// How it is estimated: the width of the text is the sum of a per-script average advance per
/// character (``TextWidth``: 0.52 em for Latin lowercase, 0.56 for Cyrillic, 0.48 for Arabic,
/// 1 em for CJK, …) times the font's point size; the room is the frame's width (less 14 pt for a
/// text field's insets) times the label's `numberOfLines` (one by default). Needs the element's frame and font size from the file. A label of
/// `numberOfLines = 0` (it wraps as far as it needs) and an element in a stack view (the stack
/// sizes it to its text) are not judged; Auto Layout may still let a frame grow, so the finding
/// is always needs review. Crowdin's in-context placeholders (`crwdns…`) are not
/// translations and are not measured.
public struct TextMayNotFitRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "text-may-not-fit",
    name: "Translation may not fit",
    summary: "A translated title, text or placeholder is estimated wider than its frame, while the original fits.",
    rationale:
      "Translations run 30–40 % longer than English on average (German, Russian, Finnish); a fixed-width label or button truncates them, and a truncated title can no longer be read or matched with what VoiceOver says.",
    impact: .minor,
    tags: ["wcag2aa", "wcag1410", "localization"],
    help:
      "Let the element grow (Auto Layout without a fixed width, `numberOfLines = 0`, `adjustsFontSizeToFitWidth`), or shorten the translation. `herald announce --locale en-XA` and `herald strings pseudo` show long texts without translators.",
    helpURL: "https://developer.apple.com/documentation/xcode/testing-localizations-when-running-your-app",
    messages: [
      "message": RuleMessageText(
        "“{translation}” ({locale}) is estimated at {width} pt at {size} pt, more than the {room} pt its frame gives; “{text}” fits. Check that it is not truncated in {locales}.",
        comment:
          "Audit finding (needs review). translation is the widest translation, locale its locale code, text the development-language text; width, size and room are numbers of points; locales lists every locale whose translation is too wide; do not translate translation, text, locale or locales."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, frame: {x: 0, y: 0, width: 60, height: 30}, content: {titles: {normal: Save}}, appearance: {font: {size: 17}}, localizationKeys: {title: save}}
        """, needsReview: ["save"],
        translations: ["en": ["save": "Save"], "de": ["save": "Speichern und schließen"], "ru": ["save": "Сохранить"]])
    ],
    nonTriggeringExamples: [
      // Short enough; two lines of room (numberOfLines 2 in a frame that holds them); no frame.
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, frame: {x: 0, y: 0, width: 120, height: 30}, content: {titles: {normal: Save}}, appearance: {font: {size: 17}}, localizationKeys: {title: save}}
          - {id: note, role: staticText, frame: {x: 0, y: 0, width: 120, height: 44}, content: {text: Saved}, appearance: {font: {size: 17}, numberOfLines: 2}, localizationKeys: {text: note}}
          - {id: free, role: staticText, content: {text: Saved}, appearance: {font: {size: 17}}, localizationKeys: {text: note}}
        """,
        translations: [
          "en": ["save": "Save", "note": "Saved"], "de": ["save": "Speichern", "note": "Gespeichert am Montag"],
        ])
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements with a frame, a font size and a title, text or placeholder the app translates.
  public func applies(to node: AuditNode) -> Bool {
    guard let frame = node.element.frame, frame.width > 0, node.element.appearance.font?.effectivePointSize != nil,
      node.element.appearance.numberOfLines != 0, node.parent?.element.role != .stackView
    else { return false }
    return Translations.applies(to: node) { !$0.isAccessibility }
  }

  /// Needs review for the first text whose translation is estimated wider than the frame in some
  /// locale while the development text fits.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let strings = node.scene.appStrings, let frame = node.element.frame,
      let size = node.element.appearance.font?.effectivePointSize, size > 0
    else { return .pass }
    let localizer = TreeLocalizer(strings: strings)
    let inset = node.element.role == .textField ? 14.0 : 0
    // The lines the label may use: `numberOfLines` (UIKit's default is one). Its frame's height is
    // Interface Builder's; Auto Layout usually lets it grow to them.
    let lines = Double(node.element.appearance.numberOfLines ?? 1)
    let room = max(0, frame.width - inset) * lines * (lines > 1 ? 0.9 : 1)
    for text in node.scene.localizedTexts(of: node.element) where !text.field.isAccessibility {
      let source = strings.developmentValue(text.key, in: text.table) ?? text.source
      guard TextWidth.estimate(source, pointSize: size) <= room else { continue }
      let wide = strings.judgedLocales.compactMap { locale -> (String, String, Double)? in
        // Crowdin's in-context markers (`crwdns154418:0crwdne154418:0`) stand for a text, not a
        // translation of it.
        guard let value = localizer.translation(of: text, in: locale).text, !value.hasPrefix("crwdns") else {
          return nil
        }
        let width = TextWidth.estimate(value, pointSize: size)
        return width > room ? (locale, value, width) : nil
      }
      guard let widest = wide.max(by: { $0.2 < $1.2 }) else { continue }
      return .needsReview(
        RuleMessage(
          "message",
          [
            "translation": .string(widest.1), "locale": .string(widest.0), "text": .string(source),
            "width": .number(.double(widest.2.rounded())), "size": .number(.double(size)),
            "room": .number(.double(room.rounded(.down))), "locales": .string(wide.map(\.0).joined(separator: ", ")),
          ]), missing: .textWidth)
    }
    return .pass
  }
}
