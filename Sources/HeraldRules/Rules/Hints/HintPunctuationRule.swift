import HeraldAudit
import HeraldTree

/// Flags a hint whose punctuation does not follow the configured style: a sentence (capital
/// letter, final period — Apple's UIKit documentation) or a fragment (no final period — some of
/// Apple's sample code and TalkBack's own hints).
///
/// Apple's examples disagree, so the style is an option; what matters is that an app's hints are
/// consistent, because VoiceOver's intonation follows the punctuation. A SwiftUI help tag
/// (`.help(…)`), which is the hint too, is written for a tooltip: Apple's own `help(_:)` examples
/// leave the period out ("Compose a new message"), so in the sentence style only its capital
/// letter is asked for.
public struct HintPunctuationRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "hint-punctuation",
    name: "Hint punctuation",
    summary: "An accessibility hint is not punctuated in the configured style (a sentence by default).",
    rationale:
      "The accessibilityHint documentation asks for a sentence that begins with a capital letter and ends with a period, so that VoiceOver speaks it with a sentence's intonation; hints written in several styles make an app sound uneven.",
    impact: .minor,
    tags: ["best-practice", "hints"],
    help:
      "With style \"sentence\", start the hint with a capital letter and end it with a period (\"Plays the song.\"); with \"fragment\", leave the final period out. A SwiftUI help tag (.help), which VoiceOver speaks as the hint, needs no period in the sentence style: Apple's help(_:) examples are written without one (\"Compose a new message\").",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint",
    options: [
      RuleOption(
        "style", .string("sentence"),
        "\"sentence\" (capital letter, final period), \"fragment\" (no final period) or \"any\" (not checked); another value means \"sentence\"."
      )
    ],
    messages: [
      "fragment": RuleMessageText(
        "Hint “{hint}” ends with a period, but this project writes hints as fragments. Remove the final period (“Plays the song”).",
        comment:
          "Audit finding when the configured hint style is \"fragment\". hint is the element's accessibility hint. Keep the typographic quotes or use the locale’s own."
      ),
      "help-tag": RuleMessageText(
        "Help tag “{hint}”, which VoiceOver speaks as the hint, does not start with a capital letter. Start it with one (“Compose a new message”).",
        comment:
          "Audit finding for a SwiftUI .help text in the \"sentence\" hint style. hint is the help text. Keep the typographic quotes or use the locale’s own."
      ),
      "sentence": RuleMessageText(
        "Hint “{hint}” is not written as a sentence. Start it with a capital letter and end it with a period (“Plays the song.”).",
        comment:
          "Audit finding when the configured hint style is \"sentence\". hint is the element's accessibility hint. Keep the typographic quotes or use the locale’s own."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: nostop, role: button, accessibility: {label: Play, hint: Plays the song}}
          - {id: lower, role: button, accessibility: {label: Stop, hint: stops the song.}}
          - {id: ok, role: button, accessibility: {label: Next, hint: Skips to the next song.}}
        """, flagged: ["nostop", "lower"], message: "sentence"),
      RuleExample(
        """
        role: view
        children:
          - {id: stop, role: button, accessibility: {label: Play, hint: Plays the song.}}
          - {id: ok, role: button, accessibility: {label: Next, hint: Skips to the next song}}
        """, flagged: ["stop"], message: "fragment", options: ["style": .string("fragment")]),
      RuleExample(
        """
        role: view
        children:
          - {id: lower, role: button, accessibility: {label: Compose, hint: compose a new message}, runtimeAttributes: [{keyPath: swiftui.helpTag, type: boolean, value: true}]}
        """, flagged: ["lower"], message: "help-tag"),
    ],
    nonTriggeringExamples: [
      // A help tag is written as a tooltip, as Apple's help(_:) examples are: no period needed.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: Compose, hint: Compose a new message}, runtimeAttributes: [{keyPath: swiftui.helpTag, type: boolean, value: true}]}
        """),
      // Sentences may end with ! ? … or the CJK full stop; a hint may start with a digit.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: Play, hint: Plays the song.}}
          - {id: b, role: button, accessibility: {label: Go, hint: Starts now!}}
          - {id: c, role: button, accessibility: {label: 地図, hint: 地図を開きます。}}
          - {id: d, role: button, accessibility: {label: Rate, hint: "5 stars is the best rating."}}
          - {id: e, role: button, accessibility: {label: Edit, hint: "“Edit” opens the editor."}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: Play, hint: plays the song}}
        """, options: ["style": .string("any")]),
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: More, hint: Shows more...}}
          - {id: b, role: button, accessibility: {label: Play, hint: Plays the song}}
        """, options: ["style": .string("fragment")]),
    ])

  /// The configured style.
  enum Style: String, Sendable {
    case sentence, fragment, any
  }

  /// The characters that end a sentence, in the scripts Herald speaks.
  static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "؟", "।"]

  private let style: Style

  /// Makes the rule with its style.
  public init(options: RuleOptions) {
    style = Style(rawValue: options.string("style")) ?? .sentence
  }

  /// Visited elements with a hint, unless the style is `any`.
  public func applies(to node: AuditNode) -> Bool {
    guard style != .any, let hint = node.spoken?.hint else { return false }
    return !hint.isEmpty && RuleText.fixesText(hint, of: node.element)
  }

  /// A violation when the hint does not follow the style.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let hint = node.spoken?.hint else { return .pass }
    let trimmed = hint.reversed().drop(while: { $0.isWhitespace })
    switch style {
    case .any:
      return .pass
    case .sentence:
      let first = hint.first(where: { $0.isLetter || $0.isNumber })
      let capitalized = first.map { !($0.isLowercase && $0.uppercased() != String($0)) } ?? true
      if Self.isHelpTag(node.element) {
        return capitalized ? .pass : .violation(RuleMessage("help-tag", ["hint": .string(hint)]))
      }
      let ends = trimmed.first.map { Self.sentenceEnds.contains($0) } ?? false
      guard capitalized, ends else {
        return .violation(RuleMessage("sentence", ["hint": .string(hint)]))
      }
    case .fragment:
      // An ellipsis ("...") is not a final period.
      let period = trimmed.first == "." && trimmed.dropFirst().first != "."
      if period || trimmed.first == "。" {
        return .violation(RuleMessage("fragment", ["hint": .string(hint)]))
      }
    }
    return .pass
  }

  /// Whether the element's own hint is its SwiftUI help tag (``RuntimeAttribute/helpTagKeyPath``).
  private static func isHelpTag(_ element: Element) -> Bool {
    element.accessibility.hint != nil
      && element.runtimeAttributes.contains {
        $0.keyPath == RuntimeAttribute.helpTagKeyPath && $0.value == .boolean(true)
      }
  }
}
