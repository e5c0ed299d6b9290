import HeraldAudit
import HeraldICU
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

@Suite("Measured numbers in rule messages")
struct MeasuredNumberTests {
  @Test("sizes are quoted to tenths, whole ones as integers, and huge ones without a trap or infinity")
  func tenths() {
    #expect(NumberValue(tenths: 43.96) == .int(44))
    #expect(NumberValue(tenths: 12.25) == .double(12.3))
    #expect(NumberValue(tenths: 1e308) == .double(1e308))
    #expect(NumberValue(measured: 1e19) == .double(1e19))
    #expect(NumberValue(measured: -.infinity) == .double(-.infinity))
  }
}
