import HeraldAnnouncer
import HeraldTestSupport
import HeraldTree
import Testing

/// Golden transcripts: what Herald says for the Examples and a real storyboard, pinned as files
/// that `make golden` rewrites and a reviewer reads as diffs.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  static let example = "Examples/FoodTracker/Main.storyboard"

  @Test("the FoodTracker example in voiceover, text and JSON", arguments: ["en", "ru", "ar", "ja"])
  func foodTracker(_ locale: String) throws {
    let announcer = try announcer(locale)
    let announcement = try announcer.announce(loadTree(Self.example))
    try expectGolden(TranscriptText.render(announcement), "foodtracker.\(locale).txt")
    try expectGolden(
      TranscriptJSON.render([announcement], locale: locale, profile: .voiceover), "foodtracker.\(locale).json")
  }

  @Test(
    "the other profiles are pinned on the FoodTracker example", arguments: [ProfileName.voiceoverTutorial, .talkback])
  func profiles(_ profile: ProfileName) throws {
    let announcement = try announcer("en", profile).announce(loadTree(Self.example))
    try expectGolden(TranscriptText.render(announcement), "foodtracker.en.\(profile.rawValue).txt")
  }

  @Test("the test scenes in every profile, Russian and Hebrew", arguments: ["en", "ru", "he"])
  func scenes(_ locale: String) throws {
    var text = ""
    for profile in ProfileName.allCases {
      text += TranscriptText.render(try announcer(locale, profile).announce(loadTree(TestPaths.scenes)))
    }
    try expectGolden(text, "scenes.\(locale).txt")
  }

  @Test(
    "AppPeterPan's FoodTracker storyboard with RatingControl expanded by its model",
    .requires(.ibCorpus))
  func peterPan() throws {
    let path = "../shared/corpus/ib/AppPeterPan+FoodTrackerNSCoding/FoodTracker/Base.lproj/Main.storyboard"
    let announcement = try announcer("en").announce(loadTree(path))
    let stars = announcement.scenes.flatMap(\.utterances).filter { $0.elementID.hasPrefix("t56-bQ-7Yp#") }
    #expect(stars.map(\.label) == (1...5).map { "Set \($0) star rating" })
    #expect(stars.allSatisfy { $0.value == "No rating set." })
    try expectGolden(TranscriptText.render(announcement), "peterpan.en.txt")
    try expectGolden(TranscriptJSON.render([announcement], locale: "en", profile: .voiceover), "peterpan.en.json")
  }
}
