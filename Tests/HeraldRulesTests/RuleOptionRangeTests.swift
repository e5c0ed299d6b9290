import HeraldAudit
import HeraldRules
import Testing

@Suite("Rule option ranges")
struct RuleOptionRangeTests {
  @Test(
    "a number option outside its range, infinite or NaN is refused with the range",
    arguments: [1e19, -1, .infinity, .nan, 1_000_001])
  func refused(value: Double) {
    #expect {
      _ = try RuleOptions(LabelTooLongRule.description, overrides: ["maximumLength": .number(value)])
    } throws: { error in
      guard case .invalidOption(let rule, let option, let reason, _) = error as? AuditError else { return false }
      return rule == "label-too-long" && option == "maximumLength"
        && reason.hasPrefix("expected a number from 0 to 1000000, got ")
    }
  }

  @Test("a value at the top of the range is kept")
  func accepted() throws {
    let options = try RuleOptions(LabelTooLongRule.description, overrides: ["maximumLength": .number(1_000_000)])
    #expect(options.number("maximumLength") == 1_000_000)
  }
}
