import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a count the app's code formats into an element's text with `String(format:)` (or
/// `localizedStringWithFormat`) on a localized pattern that has no plural variants: the pattern
/// "%d stars" gives "1 stars" in English and the wrong form for most counts in languages with more
/// plural forms, and VoiceOver reads it as written.
///
/// Evidence: the assignment in the app's code (through the element's outlet, or in its own
/// class), the pattern's development-language value (an integer conversion followed by a word),
/// and the app's tables, of which none gives the key plural variations (`.stringsdict`, String
/// Catalog variations) while the app ships a language with plural forms.
public struct PluralFormattedWithoutVariantsRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "plural-formatted-without-variants",
    name: "Count formatted without plural variants",
    summary:
      "Code formats a count into a text with String(format:) on a pattern the app's tables give no plural variants.",
    rationale:
      "A pattern such as \"%d stars\" is right for one count form only: \"1 stars\" in English, and in Russian, Polish or Arabic the noun changes with the number in ways one pattern cannot follow. VoiceOver reads the broken phrase as written.",
    impact: .moderate,
    tags: ["wcag2a", "wcag311", "localization"],
    help:
      "Give the key plural variations (a .stringsdict entry, or String Catalog \"Vary by plural\") and format it with `String.localizedStringWithFormat`, or use `String(localized:)` with an interpolated count in a String Catalog.",
    helpURL: "https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals",
    messages: [
      "message": RuleMessageText(
        "The code formats a count into the {field, select, label {accessibility label} hint {accessibility hint} value {accessibility value} title {title} placeholder {placeholder} other {text}} with the pattern “{pattern}” (key “{key}”), which no table gives plural variants: a count of 1 reads with the plural form, and {count, plural, one {# locale the app ships has} other {# locales the app ships have}} more plural forms (such as {examples}). Add plural variations for the key.",
        comment:
          "Audit finding. field says which property; pattern is the development-language pattern with its %d; key is the string-table key; examples lists locale codes; do not translate pattern, key or examples."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: saved, role: staticText, content: {text: Label}, connections: {outlets: [{property: savedLabel, owner: SearchViewController}]}}
        """, flagged: ["saved"],
        source: """
          class SearchViewController: UIViewController {
            @IBOutlet weak var savedLabel: UILabel!
            func show(_ count: Int) {
              savedLabel.text = String.localizedStringWithFormat(NSLocalizedString("search.saved", comment: ""), count)
            }
          }
          """,
        translations: ["en": ["search.saved": "%d products saved"], "ru": ["search.saved": "Сохранено %d продуктов"]])
    ],
    nonTriggeringExamples: [
      // The key has plural variations (a .stringsdict), or the count is a percentage.
      RuleExample(
        """
        role: view
        children:
          - {id: saved, role: staticText, content: {text: Label}, connections: {outlets: [{property: savedLabel, owner: SearchViewController}]}}
          - {id: progress, role: staticText, content: {text: Label}, connections: {outlets: [{property: progressLabel, owner: SearchViewController}]}}
        """,
        source: """
          class SearchViewController: UIViewController {
            @IBOutlet weak var savedLabel: UILabel!
            @IBOutlet weak var progressLabel: UILabel!
            func show(_ count: Int) {
              savedLabel.text = String.localizedStringWithFormat(NSLocalizedString("search.saved", comment: ""), count)
              progressLabel.text = String(format: "search.progress".localized, count)
            }
          }
          """,
        translations: [
          "en": ["search.saved": "%#@products@", "search.progress": "Saving: %d%%"],
          "ru": ["search.saved": "%#@products@", "search.progress": "Сохранение: %d%%"],
        ], pluralKeys: ["search.saved"])
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements of the app's own with outlets or a class of its own, when the audit has the app's
  /// code and translations.
  public func applies(to node: AuditNode) -> Bool {
    guard let strings = node.scene.appStrings, !strings.locales.isEmpty, !node.scene.code.isEmpty,
      node.owningComponent == nil
    else { return false }
    return !node.element.connections.outlets.isEmpty || node.element.customClass != nil
  }

  /// A violation for the first formatted count whose pattern has no plural variants.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let strings = node.scene.appStrings else { return .pass }
    let table = AppStrings.TableID.named("Localizable")
    for count in FormattedCount.all(for: node.element, code: node.scene.code) {
      let key = strings.resolvedKey(count.key, in: table)
      guard let pattern = strings.developmentValue(key, in: table), FormattedCount.countsSomething(pattern),
        !strings.isPlural(key, in: table)
      else { continue }
      let plural = strings.judgedLocales.filter(Self.hasPluralForms)
      guard !plural.isEmpty else { continue }
      return .violation(
        RuleMessage(
          "message",
          [
            "field": .string(count.field.name), "pattern": .string(pattern), "key": .string(key),
            "count": .number(.int(plural.count)), "examples": .string(plural.prefix(4).joined(separator: ", ")),
          ]), related: [RelatedLocation(count.location, .sets(Self.member(of: count.field)))])
    }
    return .pass
  }

  /// Whether the language of `locale` has more than one plural form.
  static func hasPluralForms(_ locale: String) -> Bool {
    guard let tag = try? LanguageTag(locale), let rules = try? PluralRules.cached(for: tag) else { return false }
    return rules.categories.count > 1
  }

  private static func member(of field: LocalizableField) -> CodeMember {
    CodeLinking.localizedMembers.first { $0.value == field }?.key ?? .text
  }
}
