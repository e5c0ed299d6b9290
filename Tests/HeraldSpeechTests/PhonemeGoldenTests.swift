import Foundation
import HeraldSpeech
import HeraldSpeechTesting
import HeraldTestSupport
import Testing

/// The FoodTracker star utterances, transcribed by espeak-ng, against Golden/foodtracker.LOCALE.json.
/// `make golden` rewrites the files (HERALD_UPDATE_GOLDEN=1); review the diff before committing.
@Suite("Golden phonemes")
struct PhonemeGoldenTests {
  static func golden(_ locale: String) -> String { TestPaths.golden + "/foodtracker.\(locale).json" }

  @Test("the FoodTracker star utterances sound as recorded", arguments: ["en", "de", "fr", "ru", "ar"])
  func foodTracker(locale: String) throws {
    let (engine, choice) = try voice(locale)
    let items = try foodTrackerStarItems(locale)
    #expect(items.count == 7)
    try PhonemeGolden.expect(items, matches: Self.golden(locale), engine: engine, choice: choice)
  }

  @Test("a changed translation fails and names the element, the texts and the phonemes")
  func changedTranslation() throws {
    let (engine, choice) = try voice("ru")
    var items = try foodTrackerStarItems("ru")
    let index = try #require(items.firstIndex { $0.text.contains("3 звезды") })
    items[index].text = items[index].text.replacingOccurrences(of: "3 звезды", with: "3 звёзд")
    let failure = try #require(throws: SpeechExpectationFailure.self) {
      try PhonemeGolden.expect(items, matches: Self.golden("ru"), engine: engine, choice: choice, update: false)
    }
    #expect(failure.description.contains("1 utterance no longer sounds as recorded"))
    #expect(failure.description.contains(items[index].id))
    #expect(failure.description.contains("3 звёзд"))
    #expect(failure.description.contains("now:      vˈybrʌnʌ | pʌstˈɑvʲitʲ ojdʲˈin zvʲizdˈu | vˈybrʌny trʲˈi zvʲˈɵst"))
  }

  @Test("a whitespace-only change passes", arguments: ["en", "ru", "ar"])
  func whitespaceOnly(locale: String) throws {
    let (engine, choice) = try voice(locale)
    let items = try foodTrackerStarItems(locale).map { item in
      var spaced = item
      spaced.text = "  " + item.text.replacingOccurrences(of: " ", with: "   ") + "\n"
      return spaced
    }
    try PhonemeGolden.expect(items, matches: Self.golden(locale), engine: engine, choice: choice, update: false)
  }

  @Test("a missing element, a new one and a missing golden file fail with what to do")
  func structure() throws {
    let (engine, choice) = try voice("en")
    let items = try foodTrackerStarItems("en")
    let shorter = try #require(throws: SpeechExpectationFailure.self) {
      try PhonemeGolden.expect(
        Array(items.dropLast()), matches: Self.golden("en"), engine: engine, choice: choice, update: false)
    }
    #expect(shorter.description.contains("recorded (\"3 stars set.\") but no longer spoken"))
    let missing = try #require(throws: SpeechExpectationFailure.self) {
      try PhonemeGolden.expect(
        items, matches: TestPaths.golden + "/none.json", engine: engine, choice: choice, update: false)
    }
    #expect(missing.description.contains("no golden file; record it with HERALD_UPDATE_GOLDEN=1"))
  }
}
