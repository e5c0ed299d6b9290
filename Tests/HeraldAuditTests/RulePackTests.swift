import Foundation
import HeraldAudit
import HeraldICU
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("Rule packs")
struct RulePackTests {
  static let examplePack = TestPaths.examples + "/RulePacks/acme.herald-rules.yml"

  /// A pack of one rule with `body` (selector, assert, messages, …) indented under it.
  static func pack(_ body: String, id: String = "test-rule") -> String {
    """
    herald: rules
    version: 1
    name: Test
    rules:
      - id: \(id)
        name: Test rule
        summary: A rule for tests.
        impact: moderate
        help: Fix it.
    \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
    """
  }

  static let englishOnly = "messages: {en: \"{class} fails.\"}"

  /// Loads a pack written to a temporary file, as a user's pack would be.
  static func load(_ text: String, name: String = "pack.yml") throws(AuditError) -> RulePack {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-packs-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    return try RulePack.load(path: path)
  }

  /// The error loading `text` throws.
  static func error(_ text: String, name: String = "pack.yml") -> AuditError? {
    do {
      _ = try load(text, name: name)
      return nil
    } catch {
      return error
    }
  }

  @Test("the Acme example pack loads and every example of every rule passes")
  func examplePackPasses() throws {
    let pack = try RulePack.load(path: Self.examplePack)
    #expect(pack.name == "Acme design system")
    #expect(pack.rules.count >= 4)
    #expect(pack.rules.allSatisfy { $0.file == Self.examplePack })
    for rule in pack.rules {
      #expect(Set(rule.locales).isSuperset(of: ["en", "de", "ru"]), "\(rule.id)")
      let failures = ExampleRunner().run(rule.description) { _ in rule }
      #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
  }

  @Test("example failures point at the pack file and the example's line")
  func exampleFailureLocation() throws {
    let text = Self.pack(
      """
      selector: {customClass: Gauge}
      assert: {present: accessibility.value}
      \(Self.englishOnly)
      examples:
        triggering:
          - flagged: [wrong]
            tree: {role: view, children: [{id: gauge, role: view, customClass: Gauge}]}
        nonTriggering:
          - tree: {role: view}
      """)
    let pack = try Self.load(text)
    let rule = try #require(pack.rules.first)
    let failures = ExampleRunner().run(rule.description) { _ in rule }
    #expect(failures.count == 1)
    #expect(failures.first?.location == "\(pack.file):15")
    #expect(failures.first?.description.contains("expected violations on \"wrong\", got \"gauge\"") == true)
  }

  // MARK: Load errors

  @Test("an unknown key is an error at its line and column, listing the allowed keys")
  func unknownKey() throws {
    let error = try #require(
      Self.error(Self.pack("assert: {present: label}\n\(Self.englishOnly)\nselectr: {role: button}")))
    guard case .invalidRulePack(let location, let reason) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(location.line == 12)
    #expect(location.column == 5)
    #expect(reason.contains("unknown key \"selectr\" in a rule; did you mean \"selector\"? The keys are: assert,"))
    #expect(reason.contains("selector"))
    #expect(error.description.hasPrefix("\(location.file):12:5: error: "))
  }

  @Test("an invalid regular expression is an error at its line")
  func badRegex() throws {
    let error = try #require(Self.error(Self.pack("assert: {matches: {label: \"[A-Z\"}}\n\(Self.englishOnly)")))
    #expect(error.location?.line == 10)
    #expect(error.message.contains("invalid regular expression \"[A-Z\""))
  }

  @Test("a pack without an English message is an error at the messages")
  func missingEnglish() throws {
    let error = try #require(Self.error(Self.pack("assert: {present: label}\nmessages:\n  de: \"Fehlt.\"")))
    #expect(error.location?.line == 12)
    #expect(error.message.contains("needs an \"en\" message"))
  }

  @Test("an unknown role lists the roles")
  func unknownRole() throws {
    let error = try #require(
      Self.error(Self.pack("selector: {role: [view, buton]}\nassert: {present: label}\n\(Self.englishOnly)")))
    #expect(error.location?.line == 10)
    #expect(error.message.contains("unknown role \"buton\"; expected one of: application, window, view, button"))
  }

  @Test("an unknown trait, path and predicate list what is allowed")
  func unknownNames() throws {
    let trait = try #require(
      Self.error(Self.pack("selector: {traits: [buton]}\nassert: {present: label}\n\(Self.englishOnly)")))
    #expect(trait.message.contains("unknown trait \"buton\"; expected one of: button, link"))
    let path = try #require(Self.error(Self.pack("assert: {present: accessibility.lable}\n\(Self.englishOnly)")))
    #expect(path.message.contains("unknown property path \"accessibility.lable\"; allowed: role, customClass"))
    #expect(path.message.contains("runtime.<keyPath>"))
    let form = try #require(Self.error(Self.pack("assert: {exists: label}\n\(Self.englishOnly)")))
    #expect(form.message.contains("unknown predicate \"exists\"; allowed: all, any, not, present"))
    let type = try #require(Self.error(Self.pack("assert: {lessThan: {label: 3}}\n\(Self.englishOnly)")))
    #expect(type.message.contains("\"lessThan\" does not apply to label, which is text"))
  }

  @Test("a message using an argument rules do not provide is an error at the message")
  func unknownArgument() throws {
    let error = try #require(
      Self.error(Self.pack("assert: {present: label}\nmessages:\n  en: \"{class} fails.\"\n  de: \"{klasse} fehlt.\"")))
    #expect(error.location?.line == 13)
    #expect(error.message.contains("the de message uses {klasse}, which rules do not provide"))
    let count = try #require(Self.error(Self.pack("assert: {present: label}\nmessages: {en: \"{count} fails.\"}")))
    #expect(count.message.contains("{count} needs a count predicate"))
    let broken = try #require(
      Self.error(Self.pack("assert: {present: label}\nmessages: {en: \"{count, plural, one {x}\"}")))
    #expect(broken.message.contains("the en message is not a valid ICU message"))
  }

  @Test("two rules with one id in a pack is an error at the second")
  func duplicateID() throws {
    let rule = """
        - id: same-id
          name: Same
          summary: Same.
          impact: minor
          help: Fix.
          assert: {present: label}
          messages: {en: "Same."}
      """
    let error = try #require(Self.error("herald: rules\nname: Test\nrules:\n\(rule)\n\(rule)\n"))
    #expect(error.location?.line == 11)
    #expect(error.message.contains("the rule id \"same-id\" is already used at line 4"))
  }

  @Test("a file that is not YAML is a syntax error with its line")
  func notYAML() throws {
    let error = try #require(Self.error("herald: rules\nrules: [\n  - id: x\n: : :\n"))
    guard case .syntax(let syntax) = error else {
      Issue.record("expected a syntax error, got \(error)")
      return
    }
    #expect(syntax.position.line >= 2)
    let json = try #require(Self.error("{\"herald\": \"rules\",\n \"rules\": [}", name: "pack.json"))
    guard case .syntax(let jsonError) = json else {
      Issue.record("expected a syntax error, got \(json)")
      return
    }
    #expect(jsonError.position.line == 2)
  }

  @Test("the marker, the id and the bounds of a count are checked")
  func structure() throws {
    let marker = try #require(Self.error("herald: tree\nname: x\nrules: []\n"))
    #expect(marker.message.contains("\"herald\" must be \"rules\""))
    let id = try #require(Self.error(Self.pack("assert: {present: label}\n\(Self.englishOnly)", id: "Bad_ID")))
    #expect(id.message.contains("kebab-case"))
    let bounds = try #require(
      Self.error(Self.pack("assert: {count: {children: {role: button}}, atLeast: 5, atMost: 2}\n\(Self.englishOnly)")))
    #expect(bounds.message.contains("\"atLeast\" (5) is greater than \"atMost\" (2)"))
  }

  // MARK: Semantics

  struct Case: Sendable, CustomTestStringConvertible {
    var predicate: String
    var element: String
    var holds: Bool
    var testDescription: String { "\(predicate) on \(element) → \(holds)" }
  }

  static let button =
    "{id: x, role: button, frame: {x: 0, y: 0, width: 30, height: 50}, content: {titles: {normal: Save}}}"
  static let gauge =
    "{id: x, role: view, customClass: AcmeGauge, accessibility: {isElement: true, label: Speed, value: '42 km/h', traits: [adjustable]}, runtimeAttributes: [{keyPath: style, type: string, value: dial}, {keyPath: max, type: number, value: 200}]}"
  static let picker =
    "{id: x, role: stackView, children: [{role: button, content: {titles: {normal: A}}}, {role: button, content: {titles: {normal: B}}}, {role: staticText, content: {text: C}, children: [{role: button}]}]}"

  static let cases: [Case] = [
    Case(predicate: "{present: label}", element: button, holds: true),
    Case(predicate: "{present: accessibility.label}", element: button, holds: false),
    Case(predicate: "{present: hint}", element: button, holds: false),
    Case(predicate: "{present: traits}", element: button, holds: true),
    Case(predicate: "{equals: {label: Save}}", element: button, holds: true),
    Case(predicate: "{equals: {label: save}}", element: button, holds: false),
    Case(predicate: "{equals: {labelSource: title}}", element: button, holds: true),
    Case(predicate: "{equals: {role: button}}", element: button, holds: true),
    Case(predicate: "{equals: {hidden: false}}", element: button, holds: true),
    Case(predicate: "{equals: {enabled: false}}", element: button, holds: false),
    Case(predicate: "{equals: {content.title: Save}}", element: button, holds: true),
    Case(predicate: "{equals: {traits: [button]}}", element: button, holds: true),
    Case(predicate: "{equals: {traits: [button, selected]}}", element: button, holds: false),
    Case(predicate: "{equals: {accessibility.isElement: true}}", element: button, holds: true),
    Case(predicate: "{equals: {runtime.style: dial}}", element: gauge, holds: true),
    Case(predicate: "{equals: {runtime.style: needle}}", element: gauge, holds: false),
    Case(predicate: "{equals: {runtime.missing: dial}}", element: gauge, holds: false),
    Case(predicate: "{in: {label: [Open, Save]}}", element: button, holds: true),
    Case(predicate: "{in: {customClass: [AcmeDial]}}", element: gauge, holds: false),
    Case(predicate: "{matches: {label: '^S'}}", element: button, holds: true),
    Case(predicate: "{matches: {value: '^\\d+ km/h$'}}", element: gauge, holds: true),
    Case(predicate: "{matches: {customClass: Picker}}", element: gauge, holds: false),
    Case(predicate: "{includes: {traits: [adjustable]}}", element: gauge, holds: true),
    Case(predicate: "{includes: {accessibility.traits: [button]}}", element: gauge, holds: false),
    Case(predicate: "{lessThan: {frame.width: 44}}", element: button, holds: true),
    Case(predicate: "{lessThanOrEqual: {frame.height: 50}}", element: button, holds: true),
    Case(predicate: "{greaterThan: {frame.height: 50}}", element: button, holds: false),
    Case(predicate: "{greaterThanOrEqual: {frame.height: 44}}", element: button, holds: true),
    Case(predicate: "{greaterThanOrEqual: {frame.height: 44}}", element: gauge, holds: false),
    Case(predicate: "{greaterThan: {runtime.max: 100}}", element: gauge, holds: true),
    Case(predicate: "{equals: {childCount: 3}}", element: picker, holds: true),
    Case(predicate: "{count: {children: {role: button}}, equals: 2}", element: picker, holds: true),
    Case(predicate: "{count: {descendants: {role: button}}, atLeast: 3}", element: picker, holds: true),
    Case(predicate: "{count: {children: {role: button}}, atMost: 1}", element: picker, holds: false),
    Case(predicate: "{all: [{present: label}, {equals: {role: button}}]}", element: button, holds: true),
    Case(predicate: "{all: [{present: label}, {present: hint}]}", element: button, holds: false),
    Case(predicate: "{any: [{present: hint}, {present: label}]}", element: button, holds: true),
    Case(predicate: "{any: [{present: hint}, {present: value}]}", element: button, holds: false),
    Case(predicate: "{not: {present: hint}}", element: button, holds: true),
    Case(predicate: "{not: {equals: {accessibility.label: ''}}}", element: button, holds: true),
  ]

  /// Whether `predicate` holds for element `x` of a tree with `element` under a root view.
  static func holds(_ predicate: String, on element: String) throws -> Bool {
    let pack = try load(pack("selector: {attributes: {id: {equals: x}}}\nassert: \(predicate)\n\(englishOnly)"))
    let rule = try #require(pack.rules.first)
    let tree = try ExampleRunner().tree(of: RuleExample("{role: view, children: [\(element)]}"))
    let result = try Auditor(rules: [rule]).audit(tree)
    #expect(result.counts.first?.applicable == 1, "the selector must pick exactly x")
    return result.findings.isEmpty
  }

  @Test("each predicate form holds or fails as documented", arguments: cases)
  func predicateSemantics(_ example: Case) throws {
    #expect(try Self.holds(example.predicate, on: example.element) == example.holds)
  }

  struct SelectorCase: Sendable, CustomTestStringConvertible {
    var selector: String
    var applicable: [String]
    var testDescription: String { selector }
  }

  static let selectorTree = """
    role: view
    children:
      - id: card
        role: view
        customClass: AcmeCard
        children:
          - {id: title, role: staticText, content: {text: Today}}
          - {id: more, role: button, content: {titles: {normal: More}}, runtimeAttributes: [{keyPath: kind, type: string, value: link}]}
      - id: row
        role: stackView
        children:
          - {id: chip, role: view, customClass: AcmeToggleChip, accessibility: {isElement: true, label: Wi-Fi, traits: [button, selected]}}
    """

  static let selectorCases: [SelectorCase] = [
    SelectorCase(selector: "{role: button}", applicable: ["more"]),
    SelectorCase(selector: "{role: [button, staticText]}", applicable: ["more", "title"]),
    SelectorCase(selector: "{customClass: AcmeCard}", applicable: ["card"]),
    SelectorCase(selector: "{customClass: {matches: '^Acme'}}", applicable: ["card", "chip"]),
    SelectorCase(selector: "{traits: [button]}", applicable: ["chip", "more"]),
    SelectorCase(selector: "{traits: [button, selected]}", applicable: ["chip"]),
    SelectorCase(selector: "{visited: true}", applicable: ["chip", "more", "title"]),
    SelectorCase(selector: "{attributes: {runtime.kind: {equals: link}}}", applicable: ["more"]),
    SelectorCase(selector: "{attributes: {label: {present: true, matches: '^W'}}}", applicable: ["chip"]),
    SelectorCase(selector: "{ancestor: {customClass: AcmeCard}}", applicable: ["more", "title"]),
    SelectorCase(selector: "{parent: {role: stackView}}", applicable: ["chip"]),
    SelectorCase(selector: "{hasChild: {role: button}}", applicable: ["card"]),
    SelectorCase(selector: "{hasDescendant: {customClass: AcmeToggleChip}, role: stackView}", applicable: ["row"]),
  ]

  @Test("each selector key picks the documented elements", arguments: selectorCases)
  func selectorSemantics(_ example: SelectorCase) throws {
    let pack = try Self.load(
      Self.pack("selector: \(example.selector)\nassert: {equals: {id: never}}\n\(Self.englishOnly)"))
    let rule = try #require(pack.rules.first)
    let tree = try ExampleRunner().tree(of: RuleExample(Self.selectorTree))
    let result = try Auditor(rules: [rule]).audit(tree)
    #expect(result.findings.map(\.location.elementID).sorted() == example.applicable)
  }

  // MARK: Messages

  static let pickerTree = """
    role: view
    children:
      - id: picker
        role: stackView
        customClass: AcmePicker
        children:
          - {id: only, role: button, content: {titles: {normal: Day}}}
    """

  static func message(locale: String) throws -> String {
    let pack = try RulePack.load(path: examplePack)
    let rule = try #require(pack.rules.first { $0.id == "acme-picker-option-count" })
    let tree = try ExampleRunner().tree(of: RuleExample(pickerTree))
    let result = try Auditor(rules: [rule], locale: LanguageTag(locale)).audit(tree)
    return try #require(result.findings.first).message
  }

  @Test("the ru message is chosen for ru, with its plural forms")
  func russianMessage() throws {
    #expect(try Self.message(locale: "ru") == "У AcmePicker 1 кнопка варианта; нужно от 2 до 7.")
    #expect(try Self.message(locale: "de-AT") == "AcmePicker hat 1 Optionstaste; eine Auswahl braucht 2 bis 7.")
  }

  @Test("a locale the pack lacks falls back to English")
  func englishFallback() throws {
    #expect(try Self.message(locale: "ja") == "AcmePicker has 1 option button; a picker needs 2 to 7.")
  }

  @Test("review predicates give needs-review findings with the review message")
  func review() throws {
    let pack = try RulePack.load(path: Self.examplePack)
    let rule = try #require(pack.rules.first { $0.id == "acme-toggle-chip-size" })
    let tree = try ExampleRunner().tree(
      of: RuleExample(
        "{role: view, children: [{id: c, role: button, customClass: AcmeToggleChip, content: {titles: {normal: Wi-Fi}}}]}"
      ))
    let finding = try #require(try Auditor(rules: [rule]).audit(tree).findings.first)
    #expect(finding.kind == .needsReview)
    #expect(
      finding.message == "AcmeToggleChip \"Wi-Fi\" has no frame in this file; check that it is at least 44 × 44 pt.")
  }

  @Test("the demo screen violates each Acme rule once, at the Acme controls")
  func demoScreen() throws {
    let pack = try RulePack.load(path: Self.examplePack)
    let report = try Auditor(rules: pack.rules).audit(paths: [TestPaths.examples + "/RulePacks/AcmeScreen.json"])
    #expect(report.inputErrors.isEmpty)
    let found = report.findings.map { "\($0.ruleID) \($0.location.elementID)" }.sorted()
    #expect(
      found == [
        "acme-card-title-header battery-title", "acme-gauge-needs-value battery-gauge",
        "acme-picker-option-count range-picker", "acme-toggle-chip-role wifi-chip",
        "acme-toggle-chip-size bluetooth-chip",
      ])
  }
}
