import Testing

@testable import HeraldStrings

@Suite("Numbers and nesting in string tables")
struct NumericLimitsTests {
  @Test(
    "a printf position of 0, beyond NL_ARGMAX or beyond Int is a stray '%', not a placeholder",
    arguments: ["%9223372036854775807$@", "%99999999999999999999999$d", "%4097$@", "%0$@"])
  func positionsOutOfRange(text: String) {
    let format = FormatString("a " + text)
    #expect(format.placeholders.isEmpty)
    #expect(format.strays.map(\.offset) == [2])
    #expect(format.argumentTypes.isEmpty)
  }

  @Test("the largest position printf takes is read")
  func largestPosition() {
    let format = FormatString("%4096$@ and %1$ld")
    #expect(format.placeholders.map(\.position) == [4096, 1])
    #expect(format.argumentTypes.keys.sorted() == [1, 4096])
  }

  @Test("a Plural-Forms expression nested just under the depth limit parses and evaluates")
  func nestingUnderTheLimit() throws {
    let depth = PluralExpression.maximumDepth - 1
    let text = String(repeating: "(", count: depth) + "n > 1" + String(repeating: ")", count: depth)
    let expression = try #require(PluralExpression(text))
    #expect(expression.evaluate(n: 2) == 1)
    #expect(expression.evaluate(n: 1) == 0)
  }

  @Test(
    "nesting over the limit, 20,000 parentheses or too many tokens do not parse (no stack overflow)",
    arguments: [PluralExpression.maximumDepth, 20_000])
  func nestingOverTheLimit(depth: Int) {
    let text = String(repeating: "(", count: depth) + "n" + String(repeating: ")", count: depth)
    #expect(PluralExpression(text) == nil)
    #expect(PluralExpression(String(repeating: "!", count: 20_000) + "n") == nil)
    #expect(PluralExpression(Array(repeating: "n", count: 20_000).joined(separator: "+")) == nil)
  }

  @Test("a long but flat expression within the token limit evaluates without deep recursion")
  func longChain() throws {
    let terms = (PluralExpression.maximumTokens - 1) / 2
    let expression = try #require(PluralExpression(Array(repeating: "n", count: terms).joined(separator: "+")))
    #expect(expression.evaluate(n: 2) == 2 * terms)
  }
}
