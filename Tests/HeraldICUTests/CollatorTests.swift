import HeraldICU
import Testing

@Suite("Collation")
struct CollatorTests {
  @Test("root collation with numeric ordering sorts digits by value and ignores case first")
  func rootNumeric() throws {
    let collator = try #require(Collator.rootNumeric)
    let sorted = ["item 10", "Item 2", "item 1", "Zebra", "apple", "Éclair"].sorted(by: collator.areInIncreasingOrder)
    #expect(sorted == ["apple", "Éclair", "item 1", "Item 2", "item 10", "Zebra"])
  }

  @Test("without numeric ordering, digits compare one by one")
  func plainRoot() throws {
    let collator = try Collator(locale: .root)
    #expect(collator.compare("10", "2") < 0)
    #expect(try #require(Collator.rootNumeric).compare("10", "2") > 0)
  }

  @Test("a locale's own order applies: Swedish sorts ö after z")
  func swedish() throws {
    let swedish = try Collator(locale: LanguageTag("sv"))
    #expect(swedish.compare("öl", "zebra") > 0)
    #expect(try Collator(locale: LanguageTag("de")).compare("öl", "zebra") < 0)
  }
}
