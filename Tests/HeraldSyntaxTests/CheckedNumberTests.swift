import Testing

@testable import HeraldSyntax

@Suite("CheckedNumber")
struct CheckedNumberTests {
  @Test(
    "NaN, infinities and values beyond the range or Int are refused, not trapped",
    arguments: [
      Double.nan, .infinity, -.infinity, 1e19, -1e19, 9.3e18, 1e300, -1, 10_001, .greatestFiniteMagnitude,
    ])
  func refused(value: Double) {
    #expect(CheckedNumber.integer(value, in: 0...10_000) == nil)
    #expect(throws: NumberRangeError.self) { try CheckedNumber.require(value, in: 0...10_000, name: "a count") }
  }

  @Test("a value in range is converted with the rounding asked for")
  func accepted() throws {
    #expect(CheckedNumber.integer(3.7, in: 0...10) == 3)
    #expect(CheckedNumber.integer(3.5, in: 0...10, rounding: .toNearestOrAwayFromZero) == 4)
    #expect(CheckedNumber.integer(-0.0, in: 0...10) == 0)
    #expect(try CheckedNumber.require(10_000, in: 0...10_000, name: "a count") == 10_000)
  }

  @Test("the error names what the number is, the range and the value found")
  func message() {
    let error = NumberRangeError(name: "the repeat count", found: 1e19, range: 0...10_000)
    #expect(error.description == "the repeat count must be a whole number from 0 to 10000; found 1e+19")
    #expect(NumberRangeError(name: "n", found: -3, range: 0...1).description.hasSuffix("found -3"))
  }

  @Test("exact integers: whole values that fit, nothing for fractions, NaN or overflow")
  func exact() {
    #expect(CheckedNumber.exactInteger(44) == 44)
    #expect(CheckedNumber.exactInteger(44.5) == nil)
    #expect(CheckedNumber.exactInteger(.nan) == nil)
    #expect(CheckedNumber.exactInteger(1e19) == nil)
  }

  @Test("decimal text: overflow and values outside the range are nil")
  func text() {
    #expect(CheckedNumber.integer("4096", in: 1...4096) == 4096)
    #expect(CheckedNumber.integer("9223372036854775807", in: 1...4096) == nil)
    #expect(CheckedNumber.integer("99999999999999999999999", in: 1...Int.max) == nil)
    #expect(CheckedNumber.integer("0", in: 1...4096) == nil)
  }

  @Test("JSON numbers beyond Int are not whole numbers Herald reads, and 1e300 writes without a trap")
  func jsonNumbers() {
    #expect(JSONValue(.number("1e19")).intValue == nil)
    #expect(JSONValue(.number("12")).intValue == 12)
    #expect(JSONValue.number(1e300) == JSONValue(.number("1e+300")))
    #expect(JSONValue.number(44.0) == JSONValue(.number("44")))
  }
}

@Suite("YAML budgets")
struct YAMLBudgetTests {
  @Test("aliases of a long scalar are refused once the expanded text passes the budget")
  func aliasesOfALongScalar() throws {
    let scalar = String(repeating: "x", count: 1 << 20)
    let copies = YAMLReader.maximumExpandedBytes / (1 << 20) + 1
    let text = "base: &big \(scalar)\ncopies:\n" + String(repeating: "  - *big\n", count: copies)
    do {
      _ = try YAMLReader.parse(text, file: "aliases.yml")
      Issue.record("expected the expanded-text budget to refuse the document")
    } catch {
      guard case .malformedYAML(let location, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location.file == "aliases.yml")
      // An alias's copy keeps its anchored node's location: the long scalar, on line 1.
      #expect(location.line == 1)
      #expect(reason.contains("more than 64 MiB of text"))
    }
  }

  @Test("a few aliases of a long scalar stay within the budget")
  func fewAliases() throws {
    let scalar = String(repeating: "x", count: 1 << 20)
    let value = try YAMLReader.parse("base: &big \(scalar)\ncopies: [*big, *big]\n", file: "a.yml")
    #expect(value["copies"]?.arrayValue?.count == 2)
  }

  @Test("a thread that cannot be created is reported, not waited for")
  func threadCreationFails() {
    // No system gives a thread an exbibyte of stack: pthread_create fails and run says so.
    #expect(DeepStack.run(stackSize: 1 << 60) { 1 } == nil)
    #expect(DeepStack.run(stackSize: 1 << 20) { 7 } == 7)
  }
}
