import HeraldAudit
import HeraldTree

/// Flags an accessibility label, hint or value that has no translation in a locale the app ships:
/// VoiceOver reads it in the development language, with the locale's voice.
///
/// Applies when the audit found the app's translations (`*.lproj` tables, String Catalogs) and
/// the text has a key there: an Interface Builder object key (`"Ph6-oT-2vB.accessibilityLabel"`,
/// when the file is localized by tables) or a key the app's code looks up
/// (`NSLocalizedString("rating.label", …)`). Elements made by a component model are not judged.
public struct AccessibilityTextUntranslatedRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "accessibility-text-untranslated",
    name: "Accessibility text untranslated",
    summary: "An accessibility label, hint or value has no translation in a locale the app ships.",
    rationale:
      "A user who runs the app in that language hears this element in the development language, read with the pronunciation rules of their own: often unintelligible, always a sign the screen was never checked with VoiceOver in that language.",
    impact: .serious,
    tags: ["wcag2aa", "wcag312", "localization"],
    help:
      "Translate the key in each locale's table (for a storyboard, `xx.lproj/Main.strings` or `Main.xcstrings`; for code, `Localizable`). `herald announce --locale xx` shows what VoiceOver says.",
    helpURL: "https://developer.apple.com/documentation/xcode/localization",
    messages: [
      "message": RuleMessageText(
        "The accessibility {field, select, label {label} hint {hint} other {value}} “{text}” has no translation for {locales} (key “{key}”), so VoiceOver reads it in the development language, with the voice of {count, plural, one {that language. Translate the key in its table.} other {each of those languages. Translate the key in their tables.}}",
        comment:
          "Audit finding. field is label, hint or value; text is the untranslated text; locales is a list of locale codes (ru, de); key is the string-table key; do not translate text, key or locales."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
          - {id: reset, role: button, accessibility: {label: Reset, hint: Clears the rating.}, localizationKeys: {label: reset, hint: reset.hint}}
        """, flagged: ["stars", "reset"],
        translations: [
          "en": ["rating.label": "Rating", "reset": "Reset", "reset.hint": "Clears the rating."],
          "ru": ["reset": "Сбросить"], "de": ["rating.label": "Bewertung", "reset": "Zurücksetzen"],
        ])
    ],
    nonTriggeringExamples: [
      // Every key translated; texts without a key are label-not-in-string-table's.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
          - {id: save, role: button, accessibility: {label: Save}}
        """, translations: ["en": ["rating.label": "Rating"], "ru": ["rating.label": "Оценка"]]),
      // Without translations into another locale the rule does not apply.
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating}, localizationKeys: {label: rating.label}}
        """, translations: ["en": ["rating.label": "Rating"]]),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements of the app's own with an accessibility text it translates.
  public func applies(to node: AuditNode) -> Bool {
    Translations.applies(to: node) { $0.isAccessibility }
  }

  /// A violation naming the first accessibility text (label, hint, value) that lacks a
  /// translation, and every shipped locale that lacks it.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let gap = Translations.firstGap(in: node, where: { $0.isAccessibility }) else { return .pass }
    return .violation(RuleMessage("message", Translations.arguments(of: gap)))
  }
}
