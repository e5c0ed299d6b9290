import Foundation
import HeraldICU
import Testing

@Suite("Number formats")
struct NumberFormatTests {
  @Test("Arabic uses Arabic-Indic digits and its own separators")
  func arabicDigits() throws {
    let arabic = try NumberFormat(skeleton: "", locale: LanguageTag("ar"))
    #expect(arabic.format(1234.5) == "١٬٢٣٤٫٥")
    #expect(arabic.format(3) == "٣")
    let latin = try NumberFormat(skeleton: "numbering-system/latn", locale: LanguageTag("ar"))
    #expect(latin.format(3) == "3")
  }

  @Test("Grouping and fraction digits follow the locale and the skeleton")
  func groupingAndFractions() throws {
    #expect(try NumberFormat(skeleton: "", locale: LanguageTag("de")).format(1234.5) == "1.234,5")
    #expect(try NumberFormat(skeleton: "", locale: LanguageTag("en")).format(1234.5) == "1,234.5")
    #expect(try NumberFormat(skeleton: "group-off", locale: LanguageTag("en")).format(1234.5) == "1234.5")
    #expect(try NumberFormat(skeleton: ".00", locale: LanguageTag("en")).format(4.5) == "4.50")
    #expect(try NumberFormat(skeleton: ".0", locale: LanguageTag("ru")).format(1) == "1,0")
    #expect(try NumberFormat(skeleton: "precision-integer", locale: LanguageTag("en")).format(4.5) == "4")
    // French groups with a narrow no-break space (U+202F).
    #expect(try NumberFormat(skeleton: "", locale: LanguageTag("fr")).format(1_000_000) == "1\u{202F}000\u{202F}000")
  }

  @Test("Decimals written as text keep their digits")
  func decimalText() throws {
    let format = try NumberFormat(skeleton: "precision-unlimited", locale: LanguageTag("en"))
    #expect(format.format(.decimal("12345678901234567890.123")) == "12,345,678,901,234,567,890.123")
  }

  @Test("A bad skeleton is an error naming the skeleton and the offset")
  func badSkeleton() throws {
    let error = try #require(throws: ICUError.self) {
      try NumberFormat(skeleton: ".00 scale/x", locale: LanguageTag("en"))
    }
    #expect(error.input == ".00 scale/x")
    #expect(error.offset != nil)
    #expect(error.description.contains("number skeleton"))
  }

  @Test("Foundation's own ICU and the system ICU work in one process")
  func coexistsWithFoundation() throws {
    let foundation = NumberFormatter()
    foundation.locale = Locale(identifier: "de_DE")
    foundation.numberStyle = .decimal
    let herald = try NumberFormat(skeleton: "", locale: LanguageTag("de"))
    #expect(foundation.string(from: 1234.5) == "1.234,5")
    #expect(herald.format(1234.5) == "1.234,5")
    #expect(String(format: "%d stars set.", locale: Locale(identifier: "en"), 3) == "3 stars set.")
  }
}
