import Foundation
import HeraldAudit
import HeraldTree
import Testing

@testable import HeraldRules

/// The matching logic of the label, hint and value rules, beyond their declared examples.
@Suite("Label, hint and value matching")
struct LabelRulesTests {
  /// The ids of the elements `rule` flags in a one-element tree under a root view.
  static func flagged(_ rule: any Rule, _ element: String) throws -> [String] {
    let tree = try ExampleRunner().tree(of: RuleExample("role: view\nchildren:\n  - \(element)"))
    let result = try Auditor(rules: [rule]).audit(tree)
    #expect(result.errors.isEmpty)
    return result.findings.filter { $0.kind == .violation }.map(\.location.elementID)
  }

  static func make<R: BuiltInRule>(_ type: R.Type, _ overrides: [String: OptionValue] = [:]) throws -> R {
    R(options: try RuleOptions(R.description, overrides: overrides))
  }

  /// A YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  @Test("A gesture pattern stopped by its time budget leaves the hint for review, naming the pattern")
  func gesturePatternStopped() throws {
    let rule = try Self.make(HintDescribesGestureRule.self, ["patterns": .strings(["a*a*a*x"])])
    let hint = String(repeating: "a", count: 20_000)
    let tree = try ExampleRunner().tree(
      of: RuleExample("role: view\nchildren:\n  - {id: b, role: button, accessibility: {label: Play, hint: \(hint)}}"))
    let finding = try #require(try Auditor(rules: [rule]).audit(tree).findings.first)
    #expect(finding.kind == .needsReview)
    #expect(finding.message.hasPrefix("Not judged: the gesture pattern “a*a*a*x” was stopped after 100 ms"))
  }

  @Test(
    "Control-type words are found as whole words in every language of the catalog",
    arguments: [
      ("Save button", "button", true),
      ("SAVE-BUTTON", "button", true),
      ("Play btn", "button", true),
      ("Taste Speichern", "button", false),  // German VoiceOver says "Taste", but so does English for flavour.
      ("Schaltfläche Speichern", "button", true),
      ("Кнопка «Сохранить»", "button", true),
      ("Кнопками управлять", "button", false),
      ("Bouton Enregistrer", "button", true),
      ("Botón guardar", "button", true),
      ("保存ボタン", "button", true),
      ("Save buttons", "button", false),
      ("Buttonhole", "button", false),
      ("Terms link", "link", true),
      ("Terms link", "button", false),
      ("Ссылка на условия", "link", true),
      ("Wi-Fi switch", "switch", true),
      ("Wi-Fi Schalter", "switch", true),
      ("Email text field", "textField", true),
      ("Button", "button", false),
    ])
  func controlTypeWords(label: String, role: String, expected: Bool) throws {
    let rule = try Self.make(LabelNamesControlTypeRule.self)
    let ids = try Self.flagged(rule, "{id: x, role: \(role), accessibility: {label: \(Self.quoted(label))}}")
    #expect(ids == (expected ? ["x"] : []), "\(label) as \(role)")
  }

  @Test(
    "Gesture instructions are recognised at the start of hints in many languages",
    arguments: [
      ("Tap to reset the rating to zero.", true),
      ("Double tap to open.", true),
      ("two-finger swipe to scroll", true),
      ("Touch ID protects the note.", false),
      ("Resets the rating to zero.", false),
      ("Opens the menu. Tap twice to close.", false),
      ("Нажмите, чтобы открыть.", true),
      ("Дважды коснитесь, чтобы открыть.", true),
      ("Открывает меню.", false),
      ("Touchez deux fois pour ouvrir.", true),
      ("Appuyez pour ouvrir.", true),
      ("Ouvre le menu.", false),
      ("Tippen, um die Bewertung zurückzusetzen.", true),
      ("Zweimal tippen zum Öffnen.", true),
      ("Öffnet das Menü.", false),
      ("Naciśnij, aby otworzyć.", true),
      ("タップしてリセットします。", true),
      ("두 번 탭하여 엽니다.", true),
      ("탭 목록을 엽니다.", false),
    ])
  func gestures(hint: String, expected: Bool) throws {
    let rule = try Self.make(HintDescribesGestureRule.self)
    let ids = try Self.flagged(rule, "{id: x, role: button, accessibility: {label: Open, hint: \(Self.quoted(hint))}}")
    #expect(ids == (expected ? ["x"] : []), "\(hint)")
  }

  @Test("A custom gesture pattern replaces the defaults")
  func customPatterns() throws {
    let rule = try Self.make(HintDescribesGestureRule.self, ["patterns": .strings(["^Poke\\b"])])
    #expect(try Self.flagged(rule, "{id: x, role: button, accessibility: {label: A, hint: poke to open.}}") == ["x"])
    #expect(try Self.flagged(rule, "{id: x, role: button, accessibility: {label: A, hint: Tap to open.}}") == [])
  }

  @Test("A gesture pattern that does not compile is refused when the configuration is applied, naming the option")
  func invalidPattern() throws {
    let selection = RuleSelection(settings: [
      "hint-describes-gesture": .init(options: ["patterns": .strings(["(unclosed"])])
    ])
    #expect {
      try selection.apply(builtIn: [HintDescribesGestureRule.self], packs: [])
    } throws: { error in
      guard case AuditError.invalidOption(let rule, let option, let reason, _) = error else { return false }
      return rule == "hint-describes-gesture" && option == "patterns" && reason.contains("(unclosed")
    }
  }

  @Test(
    "Concatenated English plurals, and the words that end in s in the singular",
    arguments: [
      ("1 stars", "1 stars"),
      ("Rated 1 stars.", "1 stars"),
      ("-1 points", "-1 points"),
      ("1\u{00A0}items", "1\u{00A0}items"),
      ("2 item(s) selected", "item(s)"),
      ("%d file(s)", "file(s)"),
      ("Transcode reason(s)", nil),
      ("Step 2: choose file(s)", nil),
      ("File(s): %d", "File(s)"),
      ("%@ item(s)", nil),
      ("1 star", nil),
      ("11 stars", nil),
      ("0.1 stars", nil),
      ("1.5 stars", nil),
      ("1,000 points", nil),
      ("1 bus", nil),
      ("1 class", nil),
      ("1 status", nil),
      ("1 series", nil),
      ("1 was", nil),
      ("Only 1 is left", nil),
      ("1 SMS", nil),
      ("(s)", nil),
    ] as [(String, String?)])
  func plurals(text: String, phrase: String?) {
    #expect(ValueEnglishPluralRule.concatenatedPlural(in: text) == phrase, "\(text)")
  }

  @Test("A concatenated plural in a value is flagged on the element")
  func pluralInValue() throws {
    let rule = try Self.make(ValueEnglishPluralRule.self)
    #expect(
      try Self.flagged(rule, "{id: x, role: button, accessibility: {label: Rating, value: 1 stars set.}}") == ["x"])
  }

  @Test(
    "Normalization folds case and collapses punctuation and spaces",
    arguments: [
      ("Volume: 50 %", "volume 50"),
      ("  Add\tMEAL!! ", "add meal"),
      ("«Сохранить»", "сохранить"),
      ("Café—au-lait", "café au lait"),
      ("...", ""),
    ])
  func normalization(text: String, expected: String) {
    #expect(RuleText.normalized(text) == expected)
  }

  @Test(
    "A hint repeats the label only as whole words, with filler words at most after it",
    arguments: [
      ("Delete", "delete.", true),
      ("Add meal", "ADD MEAL — now, please", true),
      ("Add meal", "ADD MEAL — to the list", false),
      ("Open", "Open this version", false),
      ("Play", "Plays the song.", false),
      ("Set 3 star rating", "Set 3 star rating", true),
      ("Set 3", "Set 30 stars", false),
    ])
  func hintRepeats(label: String, hint: String, expected: Bool) throws {
    let rule = try Self.make(HintRepeatsLabelRule.self)
    let element = "{id: x, role: button, accessibility: {label: \(Self.quoted(label)), hint: \(Self.quoted(hint))}}"
    #expect(try Self.flagged(rule, element) == (expected ? ["x"] : []), "\(label) / \(hint)")
  }

  @Test("Long labels are counted in characters, with a plural message")
  func longLabel() throws {
    let rule = try Self.make(LabelTooLongRule.self, ["maximumLength": .number(5)])
    let tree = try ExampleRunner().tree(
      of: RuleExample("role: view\nchildren:\n  - {id: x, role: button, accessibility: {label: 👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽}}"))
    let findings = try Auditor(rules: [rule]).audit(tree).findings
    #expect(
      findings.map(\.message) == [
        "Label “👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽” is 6 characters long; the limit is 5. Shorten it to what the control is or does, and move the rest to the hint or value."
      ])
  }
}
