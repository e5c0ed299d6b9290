import HeraldAudit
import HeraldICU
import HeraldTree
import Testing

@Suite("Rule messages: translations, and English with a warning when there is none")
struct RuleMessagesTests {
  static let catalog = Catalog(
    files: [
      ("L/en.json", #"{ "rule.demo.message": {"message": "stale copy", "comment": "A finding."} }"#),
      ("L/ru.json", #"{ "rule.demo.message": "Метка «{label}»." }"#),
      ("L/de.json", #"{ "other": "Anderes" }"#),
    ], sourceLocale: Catalog.english)

  static let description = RuleDescription(
    id: "demo", name: "Demo", summary: "Demo.", rationale: "Demo.", impact: .minor, tags: ["demo"], help: "Demo.",
    messages: [
      "message": RuleMessageText("Label “{label}”.", comment: "A finding."),
      "other": RuleMessageText("Other.", comment: "Another finding."),
    ], triggeringExamples: [], nonTriggeringExamples: [])

  func localize(_ key: String, _ locale: String) throws -> LocalizedRuleMessage {
    RuleMessages.localize(
      RuleMessage(key, ["label": .string("Save")]), of: Self.description, catalog: Self.catalog,
      locale: try LanguageTag(locale))
  }

  @Test("A translation is used as is, without a warning")
  func translated() throws {
    #expect(try localize("message", "ru") == LocalizedRuleMessage(text: "Метка «Save».", locale: LanguageTag("ru")))
  }

  @Test("English comes from the rule, not from the catalog's copy, and needs no warning in English")
  func english() throws {
    #expect(try localize("message", "en") == LocalizedRuleMessage(text: "Label “Save”.", locale: Catalog.english))
    #expect(try localize("message", "en-GB") == LocalizedRuleMessage(text: "Label “Save”.", locale: Catalog.english))
  }

  @Test("A missing translation is written in English, with a warning that names the key and the locale")
  func missingTranslation() throws {
    let result = try localize("message", "de")
    #expect(result.text == "Label “Save”." && result.locale == Catalog.english, "written in English, and it says so")
    let warning = try #require(result.warnings.first)
    #expect(result.warnings.count == 1)
    guard case .missingTranslation(let key, let requested, let used, _) = warning else {
      Issue.record("expected a missing translation, got \(warning)")
      return
    }
    #expect(key == "rule.demo.message" && requested.identifier == "de" && used.identifier == "en")
  }

  @Test("A message the source catalog does not have yet (a new rule) is written in English, with a warning")
  func newRule() throws {
    let result = try localize("other", "de")
    #expect(result.text == "Other.")
    guard case .missingTranslation(key: "rule.demo.other", _, _, _) = result.warnings.first, result.warnings.count == 1
    else {
      Issue.record("expected one missing translation, got \(result.warnings)")
      return
    }
  }

  @Test("A locale without a catalog is written in English, with one warning about the catalog")
  func noCatalog() throws {
    #expect(
      try localize("other", "sw").warnings == [.noCatalog(requested: try LanguageTag("sw"), used: Catalog.english)])
  }

  @Test("A message without English text shows its key and arguments rather than nothing")
  func missingEnglish() throws {
    #expect(try localize("gone", "en").text == "rule.demo.gone (label=Save)")
  }

  @Test("An audit reports a missing translation once, however many findings use it")
  func reportedOnce() throws {
    let tree = try ExampleRunner().tree(
      of: RuleExample(
        """
        role: view
        children:
          - {id: a, role: button, content: {titles: {normal: One}}}
          - {id: b, role: button, content: {titles: {normal: Two}}}
        """))
    let auditor = try Auditor(rules: [FlagsButtons()], locale: try LanguageTag("de"))
    let report = auditor.report([auditor.audit(tree)])
    #expect(report.findings.count == 2)
    #expect(report.findings.allSatisfy { $0.message == "Button “\($0.location.elementID)”." })
    #expect(report.messageWarnings.count == 1)
    #expect(report.messageWarnings.first?.description.contains("rule.flags-buttons.message") == true)
  }
}

/// A rule that flags every button, with a message no catalog translates.
private struct FlagsButtons: Rule {
  let description = RuleDescription(
    id: "flags-buttons", name: "Flags buttons", summary: "Flags buttons.", rationale: "A test.", impact: .minor,
    tags: ["test"], help: "None.",
    messages: ["message": RuleMessageText("Button “{id}”.", comment: "A test finding.")],
    triggeringExamples: [], nonTriggeringExamples: [])

  func applies(to node: AuditNode) -> Bool { node.element.role == .button }

  func check(_ node: AuditNode) -> RuleOutcome {
    .violation(RuleMessage("message", ["id": .string(node.element.id)]))
  }
}
