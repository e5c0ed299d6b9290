import HeraldAudit
import HeraldTree

/// Flags a label or value with a plural built by string concatenation: "1 stars", "1 items
/// left", "star(s)".
///
/// These come from code such as `"\(count) stars"`, which is wrong for one in English and for
/// most counts in languages with more plural forms (Russian, Polish, Arabic). The check is a
/// heuristic: the number 1 (or -1, not 1.5, 11 or 21) followed by a word ending in "s" that is
/// not a singular ending in "s" ("1 bus", "1 status", "1 class", "1 news"), or a word followed by
/// "(s)" after a count (a number, or a value the app fills in: "3 file(s)", "‹count› file(s)");
/// a fixed heading that hedges with "(s)" and shows no count ("Transcode reason(s)") is no plural
/// built from a number.
public struct ValueEnglishPluralRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "value-english-plural",
    name: "Plural built by concatenation",
    summary: "A label or value says \"1 stars\" or \"star(s)\": a plural built by appending \"s\" to a number.",
    rationale:
      "VoiceOver reads \"1 stars\" exactly as written, and \"star(s)\" as \"star open parenthesis s\" or \"stars\", which sounds broken. The same code produces wrong plurals in every language with other plural rules.",
    impact: .moderate,
    tags: ["wcag2a", "wcag311", "values", "localization"],
    help:
      "Format counts with a plural message: an ICU MessageFormat plural (`{count, plural, one {# star} other {# stars}}`, see `herald format` and Localizations/), a .stringsdict entry or a String Catalog plural variant.",
    helpURL: "https://unicode-org.github.io/icu/userguide/format_parse/messages/",
    messages: [
      "message": RuleMessageText(
        "“{phrase}” in “{text}” is a plural built by concatenation. Format the count with a plural message (an ICU plural, a .stringsdict entry or a String Catalog variant).",
        comment:
          "Audit finding. phrase is the wrong plural as written (\"1 stars\", \"star(s)\"), text the label or value that contains it; do not translate either. Keep the typographic quotes or use the locale’s own."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: stars, role: button, accessibility: {label: Rating, value: 1 stars set.}}
          - {id: left, role: staticText, content: {text: "Only 1 items left"}}
          - {id: minus, role: staticText, content: {text: "-1 points"}}
        """, flagged: ["stars", "left", "minus"]),
      RuleExample(
        """
        role: view
        children:
          - {id: optional, role: staticText, content: {text: 3 star(s)}}
          - {id: counted, role: staticText, content: {text: "‹count› file(s) selected"}}
          - {id: upper, role: button, accessibility: {label: Rating, value: 1 Stars}}
        """, flagged: ["optional", "upper", "counted"]),
    ],
    nonTriggeringExamples: [
      // Other numbers, correct singulars, and words that end in "s" in the singular.
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: staticText, content: {text: 1 star set.}}
          - {id: b, role: staticText, content: {text: 11 stars}}
          - {id: c, role: staticText, content: {text: 21 stars}}
          - {id: d, role: staticText, content: {text: 1.5 stars}}
          - {id: e, role: staticText, content: {text: 2 stars}}
          - {id: f, role: staticText, content: {text: "Version 2.1 adds widgets"}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: a, role: staticText, content: {text: 1 bus stop}}
          - {id: b, role: staticText, content: {text: "Level 1 status: gold"}}
          - {id: c, role: staticText, content: {text: "1 class, 1 news item"}}
          - {id: d, role: staticText, content: {text: Only 1 is left}}
          - {id: e, role: staticText, content: {text: Step 1 was done}}
          - {id: f, role: staticText, content: {text: 1 GPS fix}}
          - {id: g, role: staticText, content: {text: Run on 1 iOS device}}
          - {id: h, role: staticText, content: {text: Transcode reason(s)}}
        """),
    ])

  /// Words that end in "s" and are not plurals (verbs, pronouns, singular nouns, system names).
  /// Words ending in "ss", "us" and "is" are singular by rule and need not be listed.
  static let singularWordsEndingInS: Set<String> = [
    "was", "has", "does", "goes", "its", "hers", "ours", "yours", "theirs", "yes", "news", "series", "species",
    "kudos", "gas", "always", "perhaps", "as", "across", "alias", "atlas", "canvas", "lens", "chaos", "ethos", "bias",
    "ios", "macos", "tvos", "watchos", "visionos", "ipados", "vs", "means", "whereas", "besides", "towards",
    "afterwards", "sometimes", "physics", "mathematics", "economics", "politics", "athletics", "measles",
    "diabetes", "herpes", "rabies", "gps", "sms", "os", "es", "des", "les", "mas", "más", "pros", "cons", "upwards",
    "downwards", "backwards", "forwards", "overseas", "nowadays", "whereabouts", "headquarters", "thanks",
  ]

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited elements with a label or a value.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    return spoken.label != nil || spoken.value != nil
  }

  /// A violation naming the first concatenated plural in the value, then the label.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken else { return .pass }
    for text in [spoken.value, spoken.label] {
      guard let text, let phrase = Self.concatenatedPlural(in: text) else { continue }
      return .violation(RuleMessage("message", ["text": .string(text), "phrase": .string(phrase)]))
    }
    return .pass
  }

  /// The first "1 <plural>" or "<word>(s)" phrase in `text`, or `nil`.
  ///
  /// - Complexity: O(n) in the length of `text`; it copies the characters only when the text
  ///   contains a "1" or "(s)".
  static func concatenatedPlural(in text: String) -> String? {
    if text.contains("(s)") || text.contains("(S)"), let phrase = optionalPlural(in: text) { return phrase }
    guard text.contains("1") else { return nil }
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == "1" else { continue }
      // The number must be exactly 1 (or -1): not 11, 21, 0.1, 1.5 or 1,000.
      var start = index
      if start > 0, characters[start - 1] == "-" || characters[start - 1] == "−" { start -= 1 }
      if start > 0 {
        let before = characters[start - 1]
        if before.isLetter || before.isNumber || before == "." || before == "," { continue }
      }
      var next = index + 1
      guard next < characters.count, characters[next].isWhitespace else { continue }
      while next < characters.count, characters[next].isWhitespace { next += 1 }
      let wordStart = next
      while next < characters.count, characters[next].isLetter { next += 1 }
      guard next - wordStart >= 2 else { continue }
      let word = String(characters[wordStart..<next])
      guard isConcatenatedPlural(word) else { continue }
      return String(characters[start..<next])
    }
    return nil
  }

  /// Whether `word`, after the number 1, is a plural: it ends in "s", not in "ss", "us" or "is",
  /// is not all capitals (an acronym) and is not a known singular.
  static func isConcatenatedPlural(_ word: String) -> Bool {
    let lowered = word.lowercased()
    guard lowered.hasSuffix("s"), !lowered.hasSuffix("ss"), !lowered.hasSuffix("us"), !lowered.hasSuffix("is") else {
      return false
    }
    if word.allSatisfy({ $0.isUppercase }) { return false }
    return !singularWordsEndingInS.contains(lowered)
  }

  /// The first "<word>(s)" counted in `text`: right after a number (`3 file(s)`, `{count} file(s)`),
  /// or in a text with a value the app fills in or an integer it formats anywhere
  /// (`‹count› Remote Message(s)`, `File(s): %d`, `{0, number}`); "Step 2: choose file(s)" is not
  /// counted.
  private static func optionalPlural(in text: String) -> String? {
    var searchStart = text.startIndex
    while let range = text[searchStart...].firstRange(of: "(s)") ?? text[searchStart...].firstRange(of: "(S)") {
      var wordStart = range.lowerBound
      while wordStart > text.startIndex, text[text.index(before: wordStart)].isLetter {
        wordStart = text.index(before: wordStart)
      }
      let before = text[..<wordStart].reversed().drop { $0 == " " || $0 == "\u{00A0}" }.first
      let counted = before.map { $0.isNumber || "›}".contains($0) } ?? false
      // A value the app fills in anywhere in the text (`‹count› Remote Message(s)`) is its count.
      if wordStart < range.lowerBound, counted || text.contains("‹") || Self.formatsInteger(text) {
        return String(text[wordStart..<range.upperBound])
      }
      searchStart = range.upperBound
    }
    return nil
  }

  /// Whether `text` formats an integer: a `printf` specifier (`%d`, `%ld`, `%lld`, `%i`, `%u`,
  /// `%1$d`) or an ICU number argument (`{0, number}`).
  static func formatsInteger(_ text: String) -> Bool {
    if text.contains(", number}") || text.contains(",number}") { return true }
    var index = text.startIndex
    while let percent = text[index...].firstIndex(of: "%") {
      var next = text.index(after: percent)
      while next < text.endIndex, text[next].isNumber || text[next] == "$" || text[next] == "l" || text[next] == "h" {
        next = text.index(after: next)
      }
      if next < text.endIndex, "diu".contains(text[next]) { return true }
      index = next < text.endIndex ? next : text.endIndex
      if index == text.endIndex { break }
    }
    return false
  }
}
