import HeraldAudit
import HeraldTree

/// Flags a hint that tells the user which gesture to make ("Tap to reset the rating to zero.",
/// "Double-tap to open", "Нажмите, чтобы…") instead of what happens.
///
/// The screen reader already says how to activate an element, in the user's own gestures (a
/// Switch Control or keyboard user does not tap). The patterns cover English, German, French,
/// Spanish, Italian, Portuguese, Russian, Ukrainian, Polish, Czech, Japanese, Chinese, Korean,
/// Arabic and Hebrew.
public struct HintDescribesGestureRule: BuiltInRule {
  /// The default patterns: one regular expression per language, matched case-insensitively at
  /// the start of the hint.
  public static let defaultPatterns: [String] = [
    // English: Tap, Double-tap, Double tap, Triple-tap, Two-finger swipe, Long press, Click, Press, Touch (not Touch ID).
    #"(?:(?:double|triple|two[- ]finger|three[- ]finger)[- ]?)?(?:tap|click|press|touch|swipe|drag|pinch|long[- ]press)(?:ing)?(?!\p{L})(?!\s+id\b)"#,
    // German: Tippen, Doppeltippen, Zweimal tippen, Tippe, Klicken, Drücken, Wischen, Berühren, Streichen.
    #"(?:zweimal\s+|doppelt?\s*)?(?:tipp(?:en|e)?|klick(?:en|e)?|drück(?:en|e)?|wisch(?:en|e)?|berühr(?:en|e)?|streich(?:en|e)?)(?!\p{L})"#,
    // French: Touchez (deux fois), Appuyez, Toucher, Balayez, Cliquez, Tapez, Touchez deux fois.
    #"(?:double[- ])?(?:touchez|toucher|touche|appuyez|appuyer|appuie|balayez|balayer|cliquez|cliquer|tapez|tapotez|touchez deux fois)(?!\p{L})"#,
    // Spanish: Toca, Toque, Pulsa, Pulse, Presiona, Desliza, Haz clic, Doble toque.
    #"(?:toca|toque|tocar|pulsa|pulse|pulsar|presiona|presione|desliza|deslice|haz clic|haga clic|doble toque)(?!\p{L})"#,
    // Italian: Tocca, Premi, Scorri, Fai clic, Doppio tocco.
    #"(?:tocca|toccare|premi|premere|scorri|scorrere|fai clic|fare clic|doppio tocco)(?!\p{L})"#,
    // Portuguese: Toque, Toca, Pressione, Clique, Deslize.
    #"(?:toque|toca|tocar|pressione|pressionar|clique|clicar|deslize|deslizar)(?!\p{L})"#,
    // Russian: Нажмите, Коснитесь, Дважды коснитесь, Проведите, Смахните, Тапните.
    #"(?:дважды\s+)?(?:нажмите|нажми|нажать|коснитесь|коснись|коснуться|проведите|смахните|тапните)(?!\p{L})"#,
    // Ukrainian: Натисніть, Торкніться, Двічі торкніться, Проведіть.
    #"(?:двічі\s+)?(?:натисніть|натисни|торкніться|торкнися|проведіть)(?!\p{L})"#,
    // Polish: Stuknij, Dotknij, Naciśnij, Kliknij, Przesuń (dwukrotnie).
    #"(?:dwukrotnie\s+)?(?:stuknij|dotknij|naciśnij|kliknij|przesuń)(?!\p{L})"#,
    // Czech: Klepněte, Klepnutím, Stiskněte, Klikněte, Přejeďte (dvakrát).
    #"(?:dvakrát\s+)?(?:klepněte|klepnutím|ťukněte|stiskněte|klikněte|přejeďte)(?!\p{L})"#,
    // Japanese: タップ, ダブルタップ, 2回タップ, クリック, スワイプ, 押して.
    #"(?:ダブル|2回|二回)?(?:タップ|クリック|スワイプ|押して|長押し)"#,
    // Chinese: 轻点, 点按, 点击, 轻触, 双击, 轻扫, 滑动.
    #"(?:轻点|点按|点击|轻触|双击|轻扫|滑动|按下)"#,
    // Korean: 탭하여, 두 번 탭하면, 눌러, 누르면, 스와이프하여, 클릭하여 (not 탭 alone, which is also "tab").
    #"(?:두 번\s*)?(?:탭하|눌러|누르|스와이프하|클릭하)"#,
    // Arabic: اضغط, انقر, المس, اسحب.
    #"(?:اضغط|انقر|المس|اسحب)(?!\p{L})"#,
    // Hebrew: הקש, לחץ, גע, החלק, הקשה כפולה.
    #"(?:הקש|לחץ|גע|החלק|הקשה כפולה)(?!\p{L})"#,
  ]

  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "hint-describes-gesture",
    name: "Hint describes a gesture",
    summary:
      "An accessibility hint starts with the gesture to make (\"Tap to…\", \"Double-tap…\") instead of the result.",
    rationale:
      "VoiceOver already says how to activate an element, in the gestures of the user's own device and settings; Switch Control, Voice Control and keyboard users do not tap at all. Apple's guidance: a hint describes the result of the action (\"Resets the rating to zero.\").",
    impact: .moderate,
    tags: ["best-practice", "wcag332", "hints"],
    help:
      "Rewrite the hint to say what happens, starting with a verb in the third person: \"Resets the rating to zero.\", not \"Tap to reset the rating to zero.\".",
    helpURL: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint",
    options: [
      RuleOption(
        "patterns", .strings(defaultPatterns),
        "Regular expressions matched case-insensitively at the start of the hint; a pattern that does not compile is matched as literal text."
      )
    ],
    messages: [
      "message": RuleMessageText(
        "Hint “{hint}” says which gesture to make; VoiceOver already says how to activate the element. Describe the result instead (“Resets the rating to zero.”).",
        comment:
          "Audit finding. hint is the element's accessibility hint. The example in parentheses is a hint that describes a result and may be translated. Keep the typographic quotes or use the locale’s own."
      ),
      "not-judged": RuleMessageText(
        "Not judged: the gesture pattern “{pattern}” was stopped after {milliseconds} ms on this hint. Simplify the pattern in the rule's patterns option.",
        comment:
          "Audit finding that needs review. pattern is a regular expression from the user's configuration; do not translate it. milliseconds is a number."
      ),
    ],
    triggeringExamples: [
      // FoodTracker's RatingControl at rating 3: its model gives the selected star the hint
      // "Tap to reset the rating to zero.".
      RuleExample(
        """
        role: view
        children:
          - id: rating
            role: stackView
            customClass: RatingControl
            runtimeAttributes:
              - {keyPath: rating, type: number, value: 3}
        """, flagged: ["rating#3"]),
      RuleExample(
        """
        role: view
        children:
          - {id: en, role: button, accessibility: {label: Play, hint: Double-tap to play the song.}}
          - {id: en2, role: button, accessibility: {label: Map, hint: swipe left to see more}}
          - {id: de, role: button, accessibility: {label: Karte, hint: Doppeltippen zum Öffnen.}}
          - {id: fr, role: button, accessibility: {label: Carte, hint: Touchez deux fois pour ouvrir.}}
          - {id: ru, role: button, accessibility: {label: Карта, hint: "Дважды коснитесь, чтобы открыть."}}
          - {id: ja, role: button, accessibility: {label: 地図, hint: ダブルタップして開きます。}}
        """, flagged: ["en", "en2", "de", "fr", "ru", "ja"]),
    ],
    nonTriggeringExamples: [
      // Hints that describe the result; a gesture word later in the hint or inside a word.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: Play, hint: Plays the song.}}
          - {id: b, role: button, accessibility: {label: Reset, hint: Resets the rating to zero.}}
          - {id: c, role: button, accessibility: {label: Unlock, hint: Touch ID unlocks the note.}}
          - {id: d, role: button, accessibility: {label: Tapas, hint: Tapas menu opens.}}
          - {id: e, role: button, accessibility: {label: Presse, hint: Presseschau öffnen.}}
        """),
      // FoodTracker's RatingControl at rating 0: no star has a hint.
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, accessibility: {label: Play, hint: Tap to play.}}
        """, options: ["patterns": .strings(["Double-tap"])]),
    ])

  /// A compiled pattern. Patterns that do not compile never get here: ``problem(with:)`` refuses
  /// them when the configuration is read.
  enum Matcher: Sendable {
    /// A case-insensitive regular expression, searched with a time budget; a search that runs out
    /// of time leaves the hint undecided (needs review naming the pattern).
    case regex(BoundedPattern)
    case literal(String)

    init(_ pattern: String) {
      if let regex = try? BoundedPattern(pattern, options: [.caseInsensitive]) {
        self = .regex(regex)
      } else {
        self = .literal(pattern.lowercased())
      }
    }

    func matchesStart(of text: String) -> BoundedPattern.Outcome {
      switch self {
      case .regex(let regex): regex.search(text, anchored: true)
      case .literal(let prefix): text.lowercased().hasPrefix(prefix) ? .found : .notFound
      }
    }

    /// The pattern as configured.
    var pattern: String {
      switch self {
      case .regex(let regex): regex.pattern
      case .literal(let prefix): prefix
      }
    }
  }

  /// The default patterns, compiled once.
  static let defaultMatchers = defaultPatterns.map(Matcher.init)

  private let matchers: [Matcher]

  /// A pattern that is not a valid regular expression, or whose matching could take exponential
  /// time (``PatternSafety``).
  public static func problem(with options: RuleOptions) -> (option: String, reason: String)? {
    for pattern in options.strings("patterns") {
      do {
        _ = try BoundedPattern(pattern)
      } catch {
        return ("patterns", "\"\(pattern)\" is not a valid regular expression: \(error)")
      }
      if let problem = PatternSafety.problem(in: pattern) {
        return ("patterns", "\"\(pattern)\" is refused: \(problem)")
      }
    }
    return nil
  }

  /// Makes the rule with its patterns, compiled here rather than for each element.
  public init(options: RuleOptions) {
    let patterns = options.strings("patterns")
    matchers = patterns == Self.defaultPatterns ? Self.defaultMatchers : patterns.map(Matcher.init)
  }

  /// Visited elements with a hint.
  public func applies(to node: AuditNode) -> Bool {
    guard let hint = node.spoken?.hint else { return false }
    return !hint.isEmpty && RuleText.fixesText(hint, of: node.element)
  }

  /// A violation when a pattern matches at the start of the hint; needs review when none does but
  /// a pattern's search was stopped by its time budget.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let hint = node.spoken?.hint else { return .pass }
    let text = String(hint.drop(while: { $0.isWhitespace }))
    var stopped: String?
    for matcher in matchers {
      switch matcher.matchesStart(of: text) {
      case .found:
        return .violation(
          RuleMessage("message", ["hint": .string(hint)]), related: CodeEvidence.origin(of: node, .accessibilityHint))
      case .exceeded: stopped = stopped ?? matcher.pattern
      case .notFound: break
      }
    }
    guard let stopped else { return .pass }
    return .needsReview(
      RuleMessage(
        "not-judged",
        ["pattern": .string(stopped), "milliseconds": .number(.int(BoundedPattern.budgetMilliseconds))]),
      missing: .searchStopped(stopped))
  }
}
