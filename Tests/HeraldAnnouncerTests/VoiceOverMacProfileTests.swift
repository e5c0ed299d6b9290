import Foundation
import HeraldAnnouncer
import HeraldICU
import HeraldTestSupport
import HeraldTree
import Testing

/// The macOS VoiceOver profile: AppKit's role descriptions and states, chosen by the platform of
/// the screen read (docs/announcer.md, "The macOS profile").
@Suite("VoiceOver on macOS")
struct VoiceOverMacProfileTests {
  static let fixture = "Tests/HeraldAnnouncerTests/Fixtures/appkit-controls.xib"

  /// What `voiceover` says for each element of the AppKit fixture, by element id.
  static func spoken(_ locale: String = "en") throws -> [String: String] {
    let announcement = try announcer(locale).announce(loadTree(fixture))
    #expect(announcement.profile == .voiceoverMacOS)
    let utterances = try #require(announcement.scenes.first).utterances
    return Dictionary(utterances.map { ($0.elementID, $0.text) }, uniquingKeysWith: { first, _ in first })
  }

  @Test(
    "each AppKit control kind is spoken as label, value, state, role description",
    arguments: [
      ("heading", "Playback"),
      ("resume", "Resume where I left off, checked, checkbox"),
      ("loop", "Loop the playlist, unchecked, checkbox"),
      ("small", "Small, selected, radio button"),
      ("large", "Large, radio button"),
      ("action", "Do nothing, pop up button"),
      ("speed", "2, stepper"),
      ("volume", "50, slider"),
      ("name", "Playlist name, text field"),
      ("password", "Password, secure text field"),
      ("search", "Search, search text field"),
      ("advanced", "expanded, disclosure triangle"),
      ("autoplay", "on, switch"),
      ("reset", "Reset, dimmed, button"),
      ("help", "Help, button"),
    ])
  func controlKind(_ id: String, _ expected: String) throws {
    #expect(try Self.spoken()[id] == expected)
  }

  @Test("an NSStepper is one element with its number; a UIStepper two buttons")
  func stepper() throws {
    func tree(_ platform: String) throws -> ControlTree {
      let json = """
        {"herald": "tree", "version": 1, "platform": "\(platform)", "scenes": [{"id": "s", "name": "Speed", "root": {"id": "root", "role": "view",
          "children": [{"id": "speed", "role": "stepper", "content": {"range": {"value": 2, "minimum": 1, "maximum": 4}}}]}}]}
        """
      return try TreeReader().load(Array(json.utf8), file: "speed.json")
    }
    let mac = try announcer("en").announce(tree("macos")).scenes[0].utterances.map(\.text)
    let iOS = try announcer("en").announce(tree("ios")).scenes[0].utterances.map(\.text)
    #expect(mac == ["2, stepper"])
    #expect(iOS == ["Decrement. Button.", "Increment. Button."])
  }

  @Test("voiceover reads an iOS storyboard with iOS words, and voiceover-macos can be asked for by name")
  func choice() throws {
    let foodTracker = try loadTree("Examples/FoodTracker/Main.storyboard")
    #expect(try announcer("en").announce(foodTracker).profile == .voiceover)
    #expect(try announcer("en", .voiceoverMacOS).announce(foodTracker).profile == .voiceoverMacOS)
    // The other profiles are what they are on either platform.
    let xib = try loadTree(Self.fixture)
    #expect(try announcer("en", .talkback).announce(xib).profile == .talkback)
    #expect(ProfileName.voiceover.reading(.macOS) == .voiceoverMacOS)
    #expect(ProfileName.voiceover.reading(.iOS) == .voiceover)
  }

  @Test("the macOS words are English in every locale, and the vocabulary says when they fall back")
  func fallback() throws {
    #expect(try Vocabulary(locale: LanguageTag("en")).speaksMacOSWordsNatively)
    #expect(try !Vocabulary(locale: LanguageTag("de")).speaksMacOSWordsNatively)
    // The app's own words stay as they are; the role words fall back to English.
    #expect(try Self.spoken("de")["resume"] == "Resume where I left off, checked, checkbox")
  }

  @Test("an AppKit app of the corpus is read with the macOS profile", .requires(.appsCorpus))
  func corpusApp() throws {
    let path = TestPaths.appsCorpus + "/iina+iina/iina/Base.lproj/PrefGeneralViewController.xib"
    let announcement = try announcer("en").announce(TreeReader().load(path: path))
    #expect(announcement.profile == .voiceoverMacOS)
    let texts = announcement.scenes.flatMap(\.utterances).map(\.text)
    #expect(texts.contains("Show welcome window, pop up button"))
    #expect(texts.contains("Pause, checked, checkbox"))
    #expect(!texts.contains { $0.contains("Button.") }, "an iOS trait word: \(texts)")
  }
}
