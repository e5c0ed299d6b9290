import HeraldAudit
import HeraldRules
import Testing

@Suite("Pattern safety")
struct PatternSafetyTests {
  @Test(
    "Repeated groups that can themselves repeat are refused",
    arguments: [
      "(.*a){12}x", "(a+)+$", "(a*)*b", "(?:\\w+\\s?)+$", "((ab)+c)*", "(a{2,})+", "([a-z]+)*@", "(x+x+)+y",
      "^(\\d+)+\\.", "(?:(?:a+))+",
    ])
  func refused(_ pattern: String) {
    let problem = PatternSafety.problem(in: pattern)
    #expect(problem?.contains("exponential time") == true, "\(pattern)")
  }

  @Test(
    "Single quantifiers, optional groups, possessive and atomic forms pass",
    arguments: [
      "^Tap\\s+", ".*x", "(?:double[- ])?tap", "(?:ab|cd)+", "(a+)++", "(?>a+)+", "(a+)?", "(a+){1}", "[(+]+",
      "\\(a+\\)+", "a{2,3}", "(?:zweimal\\s+|doppelt?\\s*)?(?:tipp(?:en|e)?)(?!\\p{L})", "\\Q(a+)+\\E",
    ])
  func allowed(_ pattern: String) {
    #expect(PatternSafety.problem(in: pattern) == nil, "\(pattern)")
  }

  @Test("Every default gesture pattern passes")
  func defaults() {
    for pattern in HintDescribesGestureRule.defaultPatterns {
      #expect(PatternSafety.problem(in: pattern) == nil, "\(pattern)")
    }
  }

  @Test("A rule pack's catastrophic matches is an error at its line, naming the pattern")
  func rulePack() throws {
    let error = try #require(
      RulePackTests.error(
        RulePackTests.pack("assert: {matches: {label: \"(.*a){12}x\"}}\n\(RulePackTests.englishOnly)"))
    )
    #expect(error.location?.line == 10)
    #expect(error.message.contains("regular expression \"(.*a){12}x\" refused: the group (.*a){12} is repeated"))
  }

  @Test("A catastrophic gesture pattern is refused when the configuration is applied, naming the option")
  func gesturePattern() throws {
    let selection = RuleSelection(settings: [
      "hint-describes-gesture": .init(options: ["patterns": .strings(["(a+)+$"])])
    ])
    #expect {
      try selection.apply(builtIn: [HintDescribesGestureRule.self], packs: [])
    } throws: { error in
      guard case AuditError.invalidOption(let rule, let option, let reason, _) = error else { return false }
      return rule == "hint-describes-gesture" && option == "patterns" && reason.contains("\"(a+)+$\" is refused")
    }
  }
}
