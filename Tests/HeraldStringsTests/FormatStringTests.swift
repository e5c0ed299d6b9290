import HeraldStrings
import Testing

@Suite("Format strings")
struct FormatStringTests {
  @Test("placeholders, positions, variables and %% are told apart")
  func tokens() {
    let format = FormatString("%1$@ has %#@count@, %2$ld items and 50%%")
    #expect(format.placeholders.map(\.text) == ["%1$@", "%2$ld"])
    #expect(format.variables.map(\.name) == ["count"])
    #expect(format.strays.isEmpty)
    #expect(format.argumentTypes == [1: "object", 2: "intl"])
  }

  @Test("a % that starts no conversion is stray")
  func strays() {
    #expect(FormatString("100%!").strays.map(\.offset) == [3])
    // A space is a printf flag: "100% sure" holds the conversion "% s", which the validator
    // catches as a placeholder the source does not have.
    #expect(FormatString("100% sure").placeholders.map(\.text) == ["% s"])
    #expect(FormatString("%#@broken").strays.count == 1)
    #expect(FormatString("50 %% off").strays.isEmpty)
  }

  @Test("spellings of one argument type compare equal")
  func argumentTypes() {
    #expect(FormatString("%d").argumentTypes == FormatString("%i").argumentTypes)
    #expect(FormatString("%@").argumentTypes == FormatString("%s").argumentTypes)
    #expect(FormatString("%d").argumentTypes != FormatString("%@").argumentTypes)
    #expect(FormatString("%2$@ %1$d").argumentTypes == [1: "int", 2: "object"])
  }
}
