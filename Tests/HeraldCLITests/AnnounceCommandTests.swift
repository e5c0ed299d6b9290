import Foundation
import HeraldTestSupport
import Testing

@Suite("herald announce and herald simulate")
struct AnnounceCommandTests {
  static let example = "Examples/FoodTracker/Main.storyboard"

  @Test("announces the FoodTracker example with its RatingControl expanded, in Russian")
  func announceRussian() throws {
    let run = try Herald.run("announce", Self.example, "--locale", "ru")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Выбрано: Поставить 3 звезды: Выбраны 3 звезды. Кнопка."))
    #expect(run.output.contains("[button Rt8-sC-1mN#3, line 41]"))
  }

  @Test("--format json has every part of each utterance")
  func json() throws {
    let run = try Herald.run("announce", Self.example, "--format", "json", "--profile", "talkback")
    #expect(run.status == 0, "\(run.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(document["profile"] as? String == "talkback")
    let files = try #require(document["files"] as? [[String: Any]])
    let scenes = try #require(files.first?["scenes"] as? [[String: Any]])
    let utterances = try #require(scenes.first?["utterances"] as? [[String: Any]])
    #expect(utterances.count == 10)
    let star = try #require(utterances.first { $0["id"] as? String == "Rt8-sC-1mN#3" })
    #expect(star["hint"] as? String == "Tap to reset the rating to zero. Double-tap to activate")
    #expect((star["activationPoint"] as? [String: Any])?["x"] as? Double == 187.5)
  }

  @Test("a user's component model replaces a built-in one, and a broken one names its line")
  func components() throws {
    let directory = try temporaryDirectory([
      "rating.yml": """
      herald: component
      version: 1
      class: RatingControl
      summary: A rating control that reads as one adjustable element.
      properties:
        rating: {type: number, default: 0, state: true}
      element:
        isElement: true
        traits: [adjustable]
        label: {pattern: "Stars"}
        value: {pattern: "{rating} of 5", arguments: {rating: rating}}
      """,
      "broken.json":
        "{\n  \"herald\": \"component\",\n  \"version\": 1,\n  \"class\": \"X\",\n  \"summary\": \"x\",\n  \"element\": {\"selected\": \"ratng > 0\"}\n}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("announce", Self.example, "--components", directory + "/rating.yml")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Stars: 3 of 5. Adjustable."))
    #expect(!run.output.contains("Set 3 star rating"))
    let broken = try Herald.run("announce", Self.example, "--components", directory + "/broken.json")
    #expect(broken.status == 2)
    #expect(broken.errors.contains("broken.json:6:27: error: \"ratng > 0\" reads \"ratng\""))
  }

  @Test("simulate replays seed 000 on the example: the 3rd star resets, then sets 3 again")
  func simulate() throws {
    let run = try Herald.run(
      "simulate", Self.example, "--actions", "focus:Set 3 star rating,activate,activate")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("2. activate → “No rating set.”"))
    #expect(run.output.contains("3. activate → “3 stars set.”"))
  }

  @Test("simulate --format json and errors for unknown actions and labels")
  func simulateErrors() throws {
    let json = try Herald.run("simulate", Self.example, "--actions", "next,next", "--format", "json")
    #expect(json.status == 0)
    #expect(json.output.contains("\"action\": \"next\""))
    let unknown = try Herald.run("simulate", Self.example, "--actions", "next,tap")
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("unknown action \"tap\""))
    let missing = try Herald.run("simulate", Self.example, "--actions", "focus:Nope")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("no element has the label \"Nope\""))
    let profile = try Herald.run("announce", Self.example, "--profile", "jaws")
    #expect(profile.status == 2)
    #expect(profile.errors.contains("unknown profile \"jaws\""))
  }

  @Test(
    "A file below an app that no target builds is not announced as a screen unless named (Enchanted's Header.swift)")
  func unbuiltFile() throws {
    let folder = TestPaths.appsCorpus + "/AugustDev+enchanted/Enchanted/UI/Shared/Chat/Components"
    let run = try Herald.run("announce", folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("Header.swift") && run.output.contains("— scene"))
    #expect(run.errors.contains("note: 1 UI file no target builds is not read as screens (\(folder)/Header.swift)"))
    let named = try Herald.run("announce", folder + "/Header.swift")
    #expect(named.output.contains("scene \"Header\"") && !named.errors.contains("no target builds"))
  }
}
