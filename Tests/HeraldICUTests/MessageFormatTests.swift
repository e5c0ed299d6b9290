import Dispatch
import Foundation
import HeraldICU
import Testing

@Suite("MessageFormat")
struct MessageFormatTests {
  let english = Catalog.herald.sourceLocale

  @Test("Named arguments, plural with =N, # and decimals")
  func namedPlural() throws {
    let message = try MessageFormat(
      pattern: "{count, plural, =0 {No rating set.} one {# star set.} other {# stars set.}}", locale: english)
    #expect(message.argumentNames == ["count"])
    #expect(try message.format(["count": 0]) == "No rating set.")
    #expect(try message.format(["count": 1]) == "1 star set.")
    #expect(try message.format(["count": 3]) == "3 stars set.")
    #expect(try message.format(["count": 4.5]) == "4.5 stars set.")
    #expect(try message.format(["count": .number(.decimal("1.0"))]) == "1 star set.")
  }

  @Test("Nested select and plural, several named arguments")
  func nested() throws {
    let message = try MessageFormat(
      pattern: """
        {gender, select, female {{count, plural, one {She gave one star} other {She gave # stars}}} \
        other {{count, plural, one {They gave one star} other {They gave # stars}}}} to {item}.
        """, locale: english)
    #expect(message.argumentNames == ["gender", "count", "item"])
    #expect(try message.format(["gender": "female", "count": 1, "item": "Caprese"]) == "She gave one star to Caprese.")
    #expect(try message.format(["gender": "other", "count": 4, "item": "Pasta"]) == "They gave 4 stars to Pasta.")
  }

  @Test("offset, selectordinal and Russian plurals")
  func offsetOrdinalRussian() throws {
    let offset = try MessageFormat(
      pattern: "{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}",
      locale: english)
    #expect(try offset.format(["n": 1, "name": "Ana"]) == "Ana")
    #expect(try offset.format(["n": 2, "name": "Ana"]) == "Ana and 1 other")
    #expect(try offset.format(["n": 5, "name": "Ana"]) == "Ana and 4 others")
    let ordinal = try MessageFormat(
      pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} star", locale: english)
    #expect(
      try [1, 2, 3, 4, 11, 22].map { try ordinal.format(["n": .number(.int($0))]) } == [
        "1st star", "2nd star", "3rd star", "4th star", "11th star", "22nd star",
      ])
    let russian = try MessageFormat(
      pattern: "{n, plural, one {# звезда} few {# звезды} many {# звёзд} other {# звезды}}", locale: LanguageTag("ru"))
    #expect(try russian.format(["n": 21]) == "21 звезда")
    #expect(try russian.format(["n": 1.5]) == "1,5 звезды")
  }

  @Test("Number skeletons and dates inside messages")
  func skeletonsAndDates() throws {
    let rating = try MessageFormat(pattern: "{value, number, ::.0} of 5", locale: LanguageTag("de"))
    #expect(try rating.format(["value": 4]) == "4,0 of 5")
    let date = try MessageFormat(pattern: "{day, date, ::yyyyMMdd}", locale: english)
    #expect(try date.format(["day": .date(Date(timeIntervalSince1970: 0))]).contains("1970"))
  }

  @Test("An invalid pattern is an error with the offset of the problem")
  func invalidPattern() throws {
    let pattern = "{count, plural, one {# star} other {# stars}"
    let error = try #require(throws: ICUError.self) { try MessageFormat(pattern: pattern, locale: english) }
    #expect(error.input == pattern)
    #expect(error.offset != nil)
    #expect(error.code.hasPrefix("U_"))
    let missingOther = try #require(throws: ICUError.self) {
      try MessageFormat(pattern: "{count, plural, one {# star}}", locale: english)
    }
    #expect(missingOther.code == "U_DEFAULT_KEYWORD_MISSING")
    let offset = try #require(throws: ICUError.self) {
      try MessageFormat(pattern: "Set {n, plural, one {x} other {y}", locale: english)
    }
    #expect(offset.description.contains("at offset"))
  }

  @Test("A missing argument is an error that names it")
  func missingArgument() throws {
    let message = try MessageFormat(pattern: "{count} of {total}", locale: english)
    #expect(throws: MessageFormatError.missingArgument(name: "total", pattern: "{count} of {total}", given: ["count"]))
    {
      try message.format(["count": 3])
    }
  }

  @Test("Apostrophe quoting")
  func apostrophes() throws {
    let message = try MessageFormat(pattern: "It''s '{literal}' and {n}", locale: english)
    #expect(try message.format(["n": 2]) == "It's {literal} and 2")
  }

  @Test("One compiled message formats correctly from many threads")
  func concurrentFormatting() throws {
    let message = try MessageFormat.cached(
      pattern:
        "{count, plural, =0 {Оценка не выбрана.} one {Выбрана # звезда.} few {Выбраны # звезды.} many {Выбрано # звёзд.} other {Выбрано # звезды.}}",
      locale: LanguageTag("ru"))
    let expected = try (0..<50).map { try message.format(["count": .number(.int($0))]) }
    let mismatches = Mismatches()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for round in 0..<200 {
        let count = round % 50
        if (try? message.format(["count": .number(.int(count))])) != expected[count] { mismatches.add() }
      }
    }
    #expect(mismatches.count == 0)
  }
}

/// A counter threads can bump.
final class Mismatches: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func add() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}
