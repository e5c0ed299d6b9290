import CustomDump
import Foundation
import HeraldAudit
import HeraldRules
import HeraldSyntax
import HeraldTree
import Testing

@Suite("Configuration")
struct ConfigurationTests {
  static let example = """
    locale: en                 # message locale
    platform: ios
    failOn: error
    include: ["**/*.storyboard", "**/*.xib"]
    exclude: ["**/Legacy/**"]
    rulePacks: [rules/acme.herald-rules.yml]
    components: [components/Gauge.yml]
    strings: [Resources/en.lproj/Localizable.strings]
    baseline: .herald-baseline.json
    rules:
      only: [image-button-missing-label, text-contrast]
      disable: [label-too-long]
      enable: [some-off-by-default-rule]
      label-too-long: {severity: warning, options: {maximumLength: 60}}
      touch-target-too-small: off
      hint-punctuation: {enabled: true, options: {style: fragment, words: [a, b], strict: false}}
    suppressions:
      - rules: [touch-target-too-small]
        objectID: Rt8-sC-1mN
        reason: Stars are 44 pt at run time.
      - rules: "*"
        file: Legacy.storyboard
        path: "**/Cell/**"
        identifier: rating
        reason: Rewritten next quarter.

    """

  static func at(_ line: Int, _ column: Int, file: String = "App/.herald.yml") -> HeraldSyntax.SourceLocation {
    HeraldSyntax.SourceLocation(file: file, line: line, column: column)
  }

  @Test("The documented example loads into the expected configuration, its paths resolved")
  func fullExample() throws {
    let configuration = try AuditConfiguration.load(text: Self.example, file: "App/.herald.yml")
    let at = { (line: Int, column: Int) in Self.at(line, column) }
    let expected = AuditConfiguration(
      file: "App/.herald.yml", directory: "App", locale: "en", platform: .iOS, failOn: .error,
      include: [Glob("**/*.storyboard"), Glob("**/*.xib")], exclude: [Glob("**/Legacy/**")],
      rulePacks: ["App/rules/acme.herald-rules.yml"], components: ["App/components/Gauge.yml"],
      strings: ["App/Resources/en.lproj/Localizable.strings"], baseline: "App/.herald-baseline.json",
      rules: RuleSelection(
        only: [(id: "image-button-missing-label", location: at(11, 10)), (id: "text-contrast", location: at(11, 38))],
        settings: [
          "label-too-long": RuleSelection.Setting(
            enabled: false, severity: .warning, options: ["maximumLength": .number(60)], location: at(14, 3)),
          "some-off-by-default-rule": RuleSelection.Setting(enabled: true, location: at(13, 12)),
          "touch-target-too-small": RuleSelection.Setting(enabled: false, location: at(15, 3)),
          "hint-punctuation": RuleSelection.Setting(
            enabled: true,
            options: ["style": .string("fragment"), "words": .strings(["a", "b"]), "strict": .bool(false)],
            location: at(16, 3)),
        ]),
      suppressions: [
        SuppressionRule(
          rules: ["touch-target-too-small"], objectID: "Rt8-sC-1mN", reason: "Stars are 44 pt at run time.",
          location: at(18, 5)),
        SuppressionRule(
          rules: ["*"], identifier: "rating", path: Glob("**/Cell/**"), file: Glob("Legacy.storyboard"),
          reason: "Rewritten next quarter.", location: at(21, 5)),
      ])
    expectNoDifference(configuration, expected)
    // RuleSelection compares `only` by id; check the locations too.
    #expect(configuration.rules.only?.map(\.location) == expected.rules.only?.map(\.location))
  }

  @Test("An empty file is the default configuration, relative to its directory")
  func empty() throws {
    let configuration = try AuditConfiguration.load(text: "# nothing yet\n", file: ".herald.yml")
    expectNoDifference(configuration, AuditConfiguration(file: ".herald.yml", directory: "."))
    #expect(configuration.rules == RuleSelection())
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let line: Int
    let column: Int
    let reason: String
    var testDescription: String { name }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      name: "unknown top-level key", yaml: "locale: en\nrulez:\n  disable: [a]\n", line: 2, column: 1,
      reason:
        "unknown key \"rulez\" in the configuration; did you mean \"rules\"? The keys are: baseline, components, exclude, failOn, include, locale, platform, rulePacks, rules, source, strings, suppressions."
    ),
    Mistake(
      name: "unknown key in a rule setting",
      yaml: "rules:\n  label-too-long: {severity: warning, option: {maximumLength: 60}}\n", line: 2, column: 39,
      reason:
        "unknown key \"option\" in the setting of \"label-too-long\"; did you mean \"options\"? The keys are: enabled, options, severity."
    ),
    Mistake(
      name: "misspelt list key under rules", yaml: "rules:\n  disabled: [label-too-long]\n", line: 2, column: 3,
      reason:
        "unknown key \"disabled\" in \"rules\" (which holds only, enable, disable and settings by kebab-case rule id); did you mean \"disable\"? The keys are: disable, enable, only."
    ),
    Mistake(
      name: "bad severity", yaml: "rules:\n  label-too-long:\n    severity: fatal\n", line: 3, column: 15,
      reason: "\"severity\" must be one of note, warning, error, found \"fatal\""
    ),
    Mistake(
      name: "suppression without a reason",
      yaml: "suppressions:\n  - rules: [a-rule]\n    objectID: abc-12-xyz\n", line: 2, column: 5,
      reason:
        "a suppression needs a \"reason\" that says why the findings do not count, for the people who review it"
    ),
    Mistake(
      name: "suppression without an element", yaml: "suppressions:\n  - rules: [a-rule]\n    reason: Known.\n",
      line: 2, column: 5,
      reason:
        "a suppression needs at least one of objectID, identifier, path or file, to say which elements it covers; to turn a rule off everywhere, disable it under \"rules\""
    ),
    Mistake(
      name: "suppression without rules", yaml: "suppressions:\n  - objectID: abc\n    reason: Known.\n",
      line: 2, column: 5, reason: "a suppression needs \"rules\""
    ),
    Mistake(
      name: "wrong type", yaml: "include: 3\n", line: 1, column: 10,
      reason: "\"include\" must be a string or a list of strings, found a number"
    ),
    Mistake(
      name: "wrong item type", yaml: "components: [a.yml, {b: 1}]\n", line: 1, column: 21,
      reason: "every item of \"components\" must be a string, found an object"
    ),
    Mistake(
      name: "unknown platform", yaml: "platform: ipados\n", line: 1, column: 11,
      reason: "\"platform\" must be one of ios, tvos, macos, watchos, android, found \"ipados\""
    ),
    Mistake(
      name: "unknown fail level", yaml: "failOn: sometimes\n", line: 1, column: 9,
      reason: "\"failOn\" must be one of note, warning, error, never, found \"sometimes\""
    ),
    Mistake(
      name: "key without a value", yaml: "baseline:\nlocale: en\n", line: 1, column: 10,
      reason: "\"baseline\" has no value (null); give it one or leave the key out"
    ),
    Mistake(
      name: "not a mapping", yaml: "- rules\n", line: 1, column: 1,
      reason: "the configuration must be an object of keys and values, found an array"
    ),
    Mistake(
      name: "enabled and disabled", yaml: "rules:\n  disable: [a-rule]\n  enable: [a-rule]\n", line: 3, column: 12,
      reason: "\"a-rule\" is both enabled and disabled (at c.yml:2:13); keep one"
    ),
    Mistake(
      name: "in only and disabled", yaml: "rules:\n  only: [a-rule]\n  a-rule: off\n", line: 3, column: 3,
      reason: "\"a-rule\" is both listed in \"only\" and disabled; keep one"
    ),
    Mistake(
      name: "empty only", yaml: "rules:\n  only: []\n", line: 2, column: 9,
      reason: "\"only\" lists no rule, so none would run; list rules or leave it out"
    ),
    Mistake(
      name: "setting of a wrong type", yaml: "rules:\n  a-rule: 3\n", line: 2, column: 11,
      reason:
        "the setting of \"a-rule\" must be on, off, or a mapping of enabled, severity and options, found a number"
    ),
    Mistake(
      name: "option of a wrong type", yaml: "rules:\n  a-rule: {options: {limit: {a: 1}}}\n", line: 2, column: 29,
      reason:
        "option \"limit\" of \"a-rule\" must be a boolean, a number, a string or a list of strings, found an object"
    ),
    Mistake(
      name: "not a rule id", yaml: "rules:\n  only: [ImageButton]\n", line: 2, column: 10,
      reason: "\"ImageButton\" in \"only\" is not a rule id; rule ids are kebab-case (image-button-missing-label)"
    ),
  ]

  @Test("Mistakes are errors at their line and column, saying what was expected", arguments: mistakes)
  func mistake(_ mistake: Mistake) {
    let error = #expect(throws: AuditError.self) {
      try AuditConfiguration.load(text: mistake.yaml, file: "c.yml")
    }
    guard case .invalidConfiguration(let location, let reason) = error else {
      Issue.record("expected invalidConfiguration, got \(String(describing: error))")
      return
    }
    #expect(location == HeraldSyntax.SourceLocation(file: "c.yml", line: mistake.line, column: mistake.column))
    #expect(reason == mistake.reason)
  }

  @Test("YAML syntax errors keep their location")
  func syntax() {
    let error = #expect(throws: AuditError.self) {
      try AuditConfiguration.load(text: "rules: [a\n", file: "c.yml")
    }
    guard case .syntax(let syntax) = error else {
      Issue.record("expected a syntax error, got \(String(describing: error))")
      return
    }
    #expect(syntax.position.file == "c.yml")
  }

  @Test("load(path:) reads a file and resolves paths against its directory")
  func loadFromFile() throws {
    let root = try ScratchDirectory()
    defer { root.remove() }
    try root.write("proj/.herald.yml", "baseline: base.json\ncomponents: [/abs/Gauge.yml]\n")
    let path = root.path + "/proj/.herald.yml"
    let configuration = try AuditConfiguration.load(path: path)
    #expect(configuration.file == path)
    #expect(configuration.directory == root.path + "/proj")
    #expect(configuration.baseline == root.path + "/proj/base.json")
    #expect(configuration.components == ["/abs/Gauge.yml"])
    #expect(throws: AuditError.unreadable(path: root.path + "/none.yml", reason: "no such file or directory")) {
      try AuditConfiguration.load(path: root.path + "/none.yml")
    }
  }

  @Test("find() walks up from files and directories to the nearest .herald.yml")
  func find() throws {
    let root = try ScratchDirectory()
    defer { root.remove() }
    try root.write("a/b/c/file.storyboard", "")
    try root.write("a/.herald.yml", "")
    try root.write("other/x/y.xib", "")
    try root.write("yaml/.herald.yaml", "")
    let config = root.path + "/a/.herald.yml"
    #expect(AuditConfiguration.find(from: [root.path + "/a/b/c/file.storyboard"]) == config)
    #expect(AuditConfiguration.find(from: [root.path + "/a/b"]) == config)
    #expect(AuditConfiguration.find(from: [root.path + "/a"]) == config)
    #expect(AuditConfiguration.find(from: [root.path + "/yaml"]) == root.path + "/yaml/.herald.yaml")
    // The first input that finds one wins.
    #expect(
      AuditConfiguration.find(from: [root.path + "/yaml", root.path + "/a/b"]) == root.path + "/yaml/.herald.yaml")
    #expect(AuditConfiguration.find(from: [root.path + "/other/x/y.xib", root.path + "/a/b"]) == config)
    // Above the temporary root the search goes on to "/": it finds nothing unless a directory
    // up there really has a configuration.
    let above = Self.configurationAbove(root.path)
    #expect(AuditConfiguration.find(from: [root.path + "/other/x/y.xib"]) == above)
    #expect(AuditConfiguration.find(from: [root.path + "/other"]) == above)
  }

  @Test("find() keeps relative inputs relative")
  func findRelative() throws {
    let root = try ScratchDirectory()
    defer { root.remove() }
    try root.write("a/.herald.yml", "")
    try root.write("a/b/c/file.storyboard", "")
    // The temporary directory as a path relative to the current one (`../../tmp/herald-…`).
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relativeRoot = String(repeating: "../", count: depth) + root.path.drop { $0 == "/" }
    #expect(AuditConfiguration.find(from: [relativeRoot + "/a/b/c/file.storyboard"]) == relativeRoot + "/a/.herald.yml")
    #expect(AuditConfiguration.find(from: [relativeRoot + "/a/b/c"]) == relativeRoot + "/a/.herald.yml")
    #expect(AuditConfiguration.find(from: [relativeRoot + "/a"]) == relativeRoot + "/a/.herald.yml")
  }

  /// The configuration in `path`'s parent directories, found the slow, obvious way.
  static func configurationAbove(_ path: String) -> String? {
    var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    while true {
      for name in AuditConfiguration.fileNames {
        let candidate = directory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
      }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return nil }
      directory = parent
    }
  }

  struct Inclusion: Sendable, CustomTestStringConvertible {
    let path: String
    let included: Bool
    var testDescription: String { "\(path) → \(included)" }
  }

  @Test(
    "includes() matches patterns against the path relative to the configuration; exclude wins",
    arguments: [
      Inclusion(path: "App/Sources/Main.storyboard", included: true),
      Inclusion(path: "App/Sources/Cell.xib", included: true),
      Inclusion(path: "./App/Sources/Cell.xib", included: true),
      Inclusion(path: "App/Sources/Legacy/Old.storyboard", included: false),
      Inclusion(path: "App/Sources/Tree.json", included: false),
      Inclusion(path: "App/Other/Main.storyboard", included: false),
      Inclusion(path: "Elsewhere/Sources/Main.storyboard", included: false),
      Inclusion(path: "App/Generated/Main.storyboard", included: false),
      // Relative to the configuration's folder this is ../Sources/Main.storyboard.
      Inclusion(path: "Sources/Main.storyboard", included: false),
      Inclusion(path: "App/../App/Sources/Main.storyboard", included: true),
    ])
  func includes(_ inclusion: Inclusion) throws {
    let configuration = try AuditConfiguration.load(
      text: """
        include: ["Sources/**/*.storyboard", "Sources/**/*.xib"]
        exclude: ["**/Legacy/**", Generated]
        """, file: "App/.herald.yml")
    #expect(configuration.includes(inclusion.path) == inclusion.included)
  }

  @Test("includes() reads a file the same way by absolute and by relative path")
  func includesAbsolutePaths() throws {
    let working = FileManager.default.currentDirectoryPath
    let configuration = try AuditConfiguration.load(
      text: "include: [\"Sources/**\"]\nexclude: [\"**/Legacy/**\"]\n", file: working + "/App/.herald.yml")
    #expect(configuration.includes("App/Sources/Main.storyboard"))
    #expect(configuration.includes(working + "/App/Sources/Main.storyboard"))
    #expect(!configuration.includes(working + "/App/Sources/Legacy/Old.storyboard"))
    #expect(!configuration.includes("Sources/Main.storyboard"))
  }

  @Test("With no include patterns every file not excluded is audited")
  func includesEverything() throws {
    let configuration = try AuditConfiguration.load(text: "exclude: \"**/*.json\"\n", file: ".herald.yml")
    #expect(configuration.includes("A/Main.storyboard"))
    #expect(configuration.includes("/abs/B.xib"))
    #expect(!configuration.includes("A/tree.json"))
    #expect(AuditConfiguration().includes("anything"))
    // The auditor takes the method as its `include` filter.
    let include: @Sendable (String) -> Bool = configuration.includes
    #expect(!include("B/tree.json"))
  }

  @Test("The rules of a configuration select, configure and grade built-in rules")
  func ruleSelection() throws {
    let configuration = try AuditConfiguration.load(
      text: """
        rules:
          disable: [image-button-missing-label]
          enable: [opinionated-rule]
          label-too-long: {severity: warning, options: {maximumLength: 60}}
        """, file: ".herald.yml")
    let builtIn: [any BuiltInRule.Type] = [
      ImageButtonMissingLabelRule.self, FakeLabelLengthRule.self, FakeOffByDefaultRule.self,
    ]
    let outcome = try configuration.rules.apply(builtIn: builtIn, packs: [])
    #expect(outcome.rules.map(\.id) == ["label-too-long", "opinionated-rule"])
    #expect((outcome.rules.first as? FakeLabelLengthRule)?.maximumLength == 60)
    #expect(outcome.severities == ["label-too-long": .warning])
    expectNoDifference(
      outcome.notRun,
      [RuleSummary(ruleID: "image-button-missing-label", status: .notRun(reason: "disabled by the configuration"))])

    let defaults = try AuditConfiguration().rules.apply(builtIn: builtIn, packs: [])
    #expect(defaults.rules.map(\.id) == ["image-button-missing-label", "label-too-long"])
    #expect((defaults.rules.last as? FakeLabelLengthRule)?.maximumLength == 40)
  }

  @Test("Rule ids and options a configuration names are checked against the rules, at the setting")
  func ruleSelectionErrors() throws {
    let builtIn: [any BuiltInRule.Type] = [ImageButtonMissingLabelRule.self, FakeLabelLengthRule.self]
    let wrongType = try AuditConfiguration.load(
      text: "rules:\n  label-too-long: {options: {maximumLength: sixty}}\n", file: "c.yml")
    #expect(
      throws: AuditError.invalidOption(
        rule: "label-too-long", option: "maximumLength", reason: "expected a number, got a string",
        HeraldSyntax.SourceLocation(file: "c.yml", line: 2, column: 3))
    ) {
      try wrongType.rules.apply(builtIn: builtIn, packs: [])
    }
    let unknown = try AuditConfiguration.load(text: "rules:\n  disable: [label-to-long]\n", file: "c.yml")
    #expect(
      throws: AuditError.unknownRule(
        "label-to-long", suggestion: "label-too-long", HeraldSyntax.SourceLocation(file: "c.yml", line: 2, column: 13))
    ) {
      try unknown.rules.apply(builtIn: builtIn, packs: [])
    }
  }
}

/// A rule with an option, for configuration tests.
private struct FakeLabelLengthRule: BuiltInRule {
  static let description = RuleDescription(
    id: "label-too-long", name: "Long label", summary: "A label is long.", rationale: "Long labels tire.",
    impact: .minor, tags: ["labels"], help: "Shorten it.",
    options: [RuleOption("maximumLength", .number(40), "The longest label allowed.")], triggeringExamples: [],
    nonTriggeringExamples: [])
  let maximumLength: Double
  init(options: RuleOptions) { maximumLength = options.number("maximumLength") }
  func applies(to node: AuditNode) -> Bool { false }
  func check(_ node: AuditNode) -> RuleOutcome { .pass }
}

/// A rule that is off by default, for configuration tests.
private struct FakeOffByDefaultRule: BuiltInRule {
  static let description = RuleDescription(
    id: "opinionated-rule", name: "Opinion", summary: "A matter of taste.", rationale: "Some like it.",
    impact: .minor, tags: ["style"], help: "Decide.", isEnabledByDefault: false, triggeringExamples: [],
    nonTriggeringExamples: [])
  init(options: RuleOptions) {}
  func applies(to node: AuditNode) -> Bool { false }
  func check(_ node: AuditNode) -> RuleOutcome { .pass }
}
