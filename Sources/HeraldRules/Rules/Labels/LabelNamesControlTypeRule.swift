import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a label that contains the role word the screen reader already speaks: "Save button",
/// "Play Button", "Кнопка «Сохранить»", "Bouton Enregistrer", "Privacy policy link".
///
/// The words come from Herald's catalog — what VoiceOver and TalkBack say for each trait in every
/// locale Herald speaks — so a label in any of those languages is caught.
public struct LabelNamesControlTypeRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "label-names-control-type",
    name: "Label names the control type",
    summary: "The label contains the word for the element's type, which the screen reader already says.",
    rationale:
      "VoiceOver speaks the type after the label, so \"Save button\" is heard as \"Save button, Button\". The repetition slows every visit, and the label no longer matches what Voice Control users say.",
    impact: .minor,
    tags: ["wcag2a", "wcag412", "best-practice", "labels"],
    help: "Remove the type from the label: \"Save\", not \"Save button\"; the traits already say it is a button.",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel",
    messages: [
      "message": RuleMessageText(
        "Label “{label}” contains “{word}”, which VoiceOver already says for this element. Remove it from the label (“Save”, not “Save button”).",
        comment:
          "Audit finding. label is the element's spoken label; word is the control type word found in it (\"Button\", \"Кнопка\"), as the screen reader of some language says it. The example in parentheses may be translated. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, accessibility: {label: Save button}}
          - {id: play, role: button, content: {titles: {normal: Play Button}}}
          - {id: ok, role: button, content: {titles: {normal: OK}}}
        """, flagged: ["save", "play"]),
      RuleExample(
        """
        role: view
        children:
          - {id: ru, role: button, accessibility: {label: Кнопка «Сохранить»}}
          - {id: fr, role: button, accessibility: {label: Bouton Enregistrer}}
          - {id: ja, role: button, accessibility: {label: 保存ボタン}}
          - {id: link, role: link, content: {text: Privacy policy link}}
          - {id: photo, role: image, accessibility: {isElement: true, label: Profile image}}
          - {id: check, role: checkBox, content: {titles: {normal: Remember me checkbox}}}
        """, flagged: ["ru", "fr", "ja", "link", "photo", "check"]),
    ],
    nonTriggeringExamples: [
      // Whole words only, and only the word of the element's own type.
      RuleExample(
        """
        role: view
        children:
          - {id: more, role: button, accessibility: {label: Show more buttons}}
          - {id: buttonhole, role: button, content: {titles: {normal: Buttonhole stitch}}}
          - {id: copy, role: button, content: {titles: {normal: Copy link}}}
          - {id: caption, role: staticText, content: {text: Tap the button below}}
        """),
      // A label that is only the word belongs to other rules (ib-default-title); a word that is
      // also an ordinary noun elsewhere ("Taste", "Panel") is not on the list.
      RuleExample(
        """
        role: view
        children:
          - {id: b, role: button, content: {titles: {normal: Button}}}
          - {id: taste, role: button, content: {titles: {normal: Taste}}}
          - {id: panel, role: button, content: {titles: {normal: Control Panel}}}
        """),
      // Inside the label the word names something else: a setting of the boost button (IceCubes),
      // a feature that switches connections (Swiftfin).
      RuleExample(
        """
        role: view
        children:
          - {id: boost, role: popUpButton, content: {titles: {normal: Boost Button Behavior}}}
          - {id: auto, role: switch, content: {titles: {normal: Auto switch connection}}}
        """),
      // A check box is read as a check box, not a switch: "switch" is a verb here.
      RuleExample(
        """
        role: view
        children:
          - {id: mode, role: checkBox, content: {titles: {normal: Switch to music mode when opening audio files}}}
        """),
    ])

  /// A kind of element and the words screen readers use for it.
  enum Kind: Sendable, CaseIterable {
    case button, link, image, tab, heading, searchField, textField, toggle, checkBox

    /// The catalog keys of the words for this kind.
    var keys: [String] {
      switch self {
      case .button: ["voiceover.trait.button", "talkback.role.button"]
      case .link: ["voiceover.trait.link", "talkback.role.link"]
      case .image: ["voiceover.trait.image", "talkback.role.image"]
      case .tab: ["voiceover.trait.tab", "talkback.role.tab"]
      case .heading: ["voiceover.trait.heading", "talkback.role.heading"]
      case .searchField: ["voiceover.trait.searchField"]
      case .textField: ["voiceover.trait.textField", "voiceover.trait.secureTextField", "talkback.role.editBox"]
      case .toggle: ["voiceover.trait.switchButton", "talkback.role.switch"]
      // A check box is no switch: VoiceOver on macOS and TalkBack call it a check box.
      case .checkBox: ["voiceover.macos.role.checkBox", "talkback.role.checkBox"]
      }
    }

    /// Words that are not in the catalog but name the type all the same.
    var extraWords: [String] {
      switch self {
      case .button: ["btn"]
      default: []
      }
    }
  }

  /// A role word: its words in lower case, or the whole word for scripts without spaces.
  struct Phrase: Sendable, Hashable {
    /// The word as the catalog writes it, for the message.
    var display: String
    /// The lower-cased words ("search", "field").
    var words: [String]
    /// Whether it is matched by containment (Han, kana) rather than as whole words.
    var isUnspaced: Bool
  }

  /// Words that are role words in one language but everyday words in another (English "taste",
  /// "panel"; "title" and "label" in French, Portuguese, Chinese and Korean).
  static let ambiguousWords: Set<String> = [
    "taste", "panel", "titre", "título", "chave", "guia", "标签", "标题", "제목", "scheda", "karta",
  ]

  /// The role words by kind, from every locale of Herald's catalog; computed once.
  static let phrases: [Kind: [Phrase]] = {
    var table: [Kind: [Phrase]] = [:]
    for kind in Kind.allCases {
      var seen: Set<[String]> = []
      var phrases: [Phrase] = []
      var texts = kind.extraWords
      for locale in Catalog.herald.locales {
        for key in kind.keys {
          if let message = Catalog.herald.entry(key, in: locale)?.message { texts.append(message) }
        }
      }
      for text in texts {
        let isUnspaced = text.contains(where: RuleText.isUnspacedScript)
        let words = isUnspaced ? [text.lowercased()] : RuleText.words(text).map(String.init)
        guard !words.isEmpty, !(words.count == 1 && ambiguousWords.contains(words[0])) else { continue }
        guard seen.insert(words).inserted else { continue }
        phrases.append(Phrase(display: text, words: words, isUnspaced: isUnspaced))
      }
      table[kind] = phrases
    }
    return table
  }()

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited elements with a label and a type the screen reader names.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken, let label = spoken.label, !label.isEmpty,
      RuleText.fixesText(label, of: node.element)
    else { return false }
    return !Self.kinds(of: spoken).isEmpty
  }

  /// A violation naming the first role word of the element's types found in its label.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken, let label = spoken.label else { return .pass }
    guard let phrase = Self.roleWord(in: label, kinds: Self.kinds(of: spoken)) else { return .pass }
    return .violation(RuleMessage("message", ["label": .string(label), "word": .string(phrase.display)]))
  }

  /// The kinds a screen reader names for `spoken`.
  static func kinds(of spoken: AccessibleElement) -> [Kind] {
    var kinds: [Kind] = []
    let traits = spoken.traits
    if traits.contains(.button) { kinds.append(.button) }
    if traits.contains(.link) { kinds.append(.link) }
    if traits.contains(.image) { kinds.append(.image) }
    if traits.contains(.header) { kinds.append(.heading) }
    if traits.contains(.searchField) || spoken.element.role == .searchField { kinds.append(.searchField) }
    if spoken.position?.kind == .tabBar { kinds.append(.tab) }
    if spoken.isTextInput { kinds.append(.textField) }
    if spoken.element.role == .checkBox {
      kinds.append(.checkBox)
    } else if spoken.isSwitch {
      kinds.append(.toggle)
    }
    return kinds
  }

  /// The first role word of `kinds` that `label` contains, unless the label is nothing but it.
  static func roleWord(in label: String, kinds: [Kind]) -> Phrase? {
    let words = label.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
    let lowered = label.lowercased()
    for kind in kinds {
      for phrase in phrases[kind] ?? [] {
        if phrase.isUnspaced {
          if lowered.contains(phrase.words[0]), lowered != phrase.words[0] { return phrase }
        } else if words.count > phrase.words.count, contains(words, phrase.words) {
          return phrase
        }
      }
    }
    return nil
  }

  /// Whether `phrase` starts or ends `words`: a role word names the control where a label puts a
  /// classifier, first ("Schaltfläche Speichern", "Bouton Enregistrer") or last as the head noun
  /// ("Save Button", "Privacy policy link"). Inside a label it is a verb or part of another name:
  /// "Auto switch connection" names a feature that switches connections, "Boost Button Behavior"
  /// a setting of the boost button.
  private static func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard phrase.count <= words.count else { return false }
    return Array(words.prefix(phrase.count)) == phrase || Array(words.suffix(phrase.count)) == phrase
  }
}
