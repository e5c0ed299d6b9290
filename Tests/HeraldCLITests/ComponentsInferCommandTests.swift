import Foundation
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

/// `herald components infer`: drafts from the seed controls' Swift announce and simulate exactly as
/// the hand-written models of `Components/` do; a real rating library gets a usable draft.
@Suite("herald components infer")
struct ComponentsInferCommandTests {
  /// A seed control: its Swift source, the example screen it is on, and how to build a screen with
  /// only the control at a given rating.
  struct Seed: Sendable, CustomStringConvertible {
    var className: String
    var swift: String
    var example: String
    var role: String
    var stack: Bool
    /// Simulations on the control alone, written without labels so that they run in every locale.
    var scripts: [String]
    var description: String { className }
  }

  static let seeds = [
    Seed(
      className: "RatingControl", swift: "Examples/FoodTracker/RatingControl.swift",
      example: "Examples/FoodTracker/Main.storyboard", role: "stackView", stack: true,
      scripts: ["first,next,next,activate,activate", "last,activate,previous,activate,first,activate"]),
    Seed(
      className: "RatingView", swift: "Examples/JRNL/RatingView.swift", example: "Examples/JRNL/EntryDetail.json",
      role: "stackView", stack: true, scripts: ["first,next,next,activate,activate", "last,activate,activate"]),
    Seed(
      className: "StarRatingControl", swift: "Examples/StarRating/StarRatingControl.swift",
      example: "Examples/StarRating/RatingScreen.json", role: "view", stack: false,
      scripts: [
        "first,increment,increment,increment,increment,increment,increment",
        "first,decrement,decrement,decrement,decrement,decrement,decrement,activate",
      ]),
  ]

  /// A scratch folder for drafts and screens.
  static func scratch() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-infer-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A JSON tree with the seed's control alone at `rating`.
  static func screen(_ seed: Seed, rating: Int) -> String {
    let stack =
      seed.stack ? #", "stack": {"axis": "horizontal", "spacing": 8, "alignment": "fill", "distribution": "fill"}"# : ""
    return """
      {"herald": "tree", "version": 1, "platform": "ios", "unit": "pt", "scenes": [{"id": "screen", "name": "Screen",
        "root": {"id": "root", "role": "view", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "children": [
          {"id": "control", "role": "\(seed.role)", "customClass": "\(seed.className)",
           "frame": {"x": 40, "y": 300, "width": 252, "height": 44}\(stack),
           "runtimeAttributes": [{"keyPath": "rating", "type": "number", "value": \(rating)}]}]}}]}
      """
  }

  /// Runs `arguments` twice, with the built-in models and with `draft`, and expects the same output.
  static func expectSame(_ arguments: [String], draft: String, _ what: String) throws {
    let builtIn = try Herald.run(arguments)
    let inferred = try Herald.run(arguments + ["--components", draft])
    #expect(builtIn.status == 0 && inferred.status == 0, "\(what): \(builtIn.errors)\(inferred.errors)")
    #expect(!builtIn.output.isEmpty)
    #expect(inferred.output == builtIn.output, "\(what)")
  }

  @Test(
    "The inferred model announces and simulates exactly as the hand-written one (en, ru; ratings 0–5; taps; bounds)",
    arguments: seeds)
  func sameAsHandWritten(_ seed: Seed) throws {
    let folder = try Self.scratch()
    let draft = folder + "/\(seed.className).json"
    let run = try Herald.run("components", "infer", seed.swift, "--output", draft)
    #expect(run.status == 0, "\(run.errors)")
    let models = try ComponentModelLoader.load(path: draft)
    #expect(models.map(\.className) == [seed.className])
    for locale in ["en", "ru"] {
      for format in ["text", "json"] {
        try Self.expectSame(
          ["announce", seed.example, "--locale", locale, "--format", format], draft: draft,
          "\(seed.example) \(locale) \(format)")
      }
      for rating in 0...5 {
        let screen = folder + "/rating-\(rating).json"
        try Self.screen(seed, rating: rating).write(toFile: screen, atomically: true, encoding: .utf8)
        try Self.expectSame(["announce", screen, "--locale", locale], draft: draft, "rating \(rating) \(locale)")
        if rating == 0 || rating == 5 {
          for script in seed.scripts {
            try Self.expectSame(
              ["simulate", screen, "--locale", locale, "--actions", script, "--format", "json"], draft: draft,
              "simulate \(script) at \(rating) \(locale)")
          }
        }
      }
    }
  }

  @Test("Tapping FoodTracker's 3rd star twice with the draft says 3 stars set, then no rating (ru)")
  func tapThirdStarTwice() throws {
    let folder = try Self.scratch()
    let draft = folder + "/RatingControl.json"
    _ = try Herald.run("components", "infer", "Examples/FoodTracker/RatingControl.swift", "--output", draft)
    let run = try Herald.run(
      "simulate", "Examples/FoodTracker/Main.storyboard", "--components", draft, "--locale", "ru", "--actions",
      "focus:Поставить 3 звезды,activate,activate")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Выбраны 3 звезды."))
    #expect(run.output.contains("Оценка не выбрана."))
  }

  @Test("What the inference does not follow is a warning and an unresolved entry; the exit code is 0")
  func unresolvedWarnings() throws {
    let run = try Herald.run("components", "infer", "Examples/StarRating/StarRatingControl.swift")
    #expect(run.status == 0)
    #expect(run.errors.contains("StarRatingControl.swift:103: StarRatingControl: touch handling not followed"))
    let json = try JSONReader.parse(Array(run.output.utf8), file: "draft.json")
    let unresolved = try #require(json["unresolved"]?.arrayValue)
    // Where touches land (beginTracking, continueTracking), and maximumRating's didSet clamping it to 1 or more.
    #expect(
      unresolved.compactMap { $0["source"]?.stringValue } == [
        "StarRatingControl.swift:103", "StarRatingControl.swift:108", "StarRatingControl.swift:14",
      ])
  }

  @Test("A loop the model cannot repeat (10^12 children) is unresolved, and the draft still loads and announces")
  func draftsAlwaysLoad() throws {
    let folder = try Self.scratch()
    try """
    import UIKit
    class BigControl: UIStackView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<1000000000000 {
          let button = UIButton()
          button.accessibilityLabel = "Star"
          addArrangedSubview(button)
        }
      }
      required init(coder: NSCoder) { fatalError() }
    }
    """.write(toFile: folder + "/BigControl.swift", atomically: true, encoding: .utf8)
    let draft = folder + "/BigControl.json"
    let run = try Herald.run(in: folder, ["components", "infer", "BigControl.swift", "--output", draft])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains("the code repeats 1000000000000 children; a model repeats a whole number from 0 to 10000"))
    try """
    {"herald": "tree", "version": 1, "platform": "ios", "scenes": [{"id": "s", "name": "Screen",
      "root": {"id": "root", "role": "view", "children": [
        {"id": "big", "role": "stackView", "customClass": "BigControl"}]}}]}
    """.write(toFile: folder + "/Screen.json", atomically: true, encoding: .utf8)
    let announced = try Herald.run(in: folder, ["announce", "Screen.json", "--components", draft])
    #expect(announced.status == 0, "the draft is refused: \(announced.errors)")
  }

  @Test("No view class is an empty list with a note; an unknown --class and a missing file are errors that say so")
  func errors() throws {
    let folder = try Self.scratch()
    try "struct Plain { var x = 1 }\n".write(toFile: folder + "/Plain.swift", atomically: true, encoding: .utf8)
    let none = try Herald.run("components", "infer", folder)
    #expect(none.status == 0 && none.errors.contains("note: no UIView subclass in the Swift files"), "\(none.errors)")
    #expect(try ComponentModelLoader.parse(none.output, file: "draft.json").isEmpty, "\(none.output)")
    let plainClass = try Herald.run("components", "infer", folder, "--class", "Plain")
    #expect(plainClass.status == 2 && plainClass.errors.contains("no class Plain that is a UIView subclass"))
    let unknown = try Herald.run("components", "infer", "Examples/FoodTracker", "--class", "Nope")
    #expect(unknown.status == 2 && unknown.errors.contains("no class Nope that is a UIView subclass"))
    let missing = try Herald.run("components", "infer", folder + "/missing.swift")
    #expect(missing.status == 2 && missing.errors.contains("missing.swift: no such file or directory"))
  }
}

/// Cosmos (`evgenyneu/Cosmos`), a real star-rating library: a draft whose announcement is what its
/// accessibility code says.
@Suite("herald components infer on Cosmos", .requires(.appsCorpus))
struct CosmosInferenceTests {
  static let cosmos = TestPaths.appsCorpus + "/evgenyneu+Cosmos"

  /// The value `CosmosAccessibility.accessibilityValue` gives `rating` in fill mode `mode` (0 full,
  /// 1 half, 2 precise; 5 stars), worked out by hand from the code: the last star's fraction is
  /// rounded to a whole star, to a half, or kept; the result is clamped to 0…5 and spoken without
  /// decimals when whole, else with one.
  static func expectedValue(_ rating: Double, mode: Int) -> String {
    let floor = rating.rounded(.down)
    let fraction = min(max(rating - floor, 0), 1)
    let fill = mode == 0 ? fraction.rounded() : mode == 1 ? (fraction * 2).rounded() / 2 : fraction
    let displayed = max(0, min(5, floor + fill))
    if displayed == displayed.rounded() { return String(Int(displayed)) }
    return String((displayed * 10).rounded() / 10)
  }

  @Test(
    "CosmosView: one adjustable element labelled Rating whose value follows the rating; what is not followed is listed")
  func cosmosView() throws {
    let folder = try ComponentsInferCommandTests.scratch()
    let draft = folder + "/CosmosView.json"
    let run = try Herald.run("components", "infer", Self.cosmos + "/Cosmos", "--class", "CosmosView", "--output", draft)
    #expect(run.status == 0, "\(run.errors)")
    let model = try #require(try ComponentModelLoader.load(path: draft).first)
    let element = try #require(model.element)
    #expect(element.isElement?.description == "true")
    #expect(element.traits == [.adjustable])
    #expect(model.children == nil)
    // What is not followed: where touches land (3 overrides), the label's lookup by the user's
    // languages (the English fallback is used), traits that depend on updateOnTouch (its default).
    #expect(
      model.unresolved.map(\.name).sorted() == [
        "returned value", "touch handling", "touch handling", "touch handling", "traits",
      ], "\(model.unresolved)")
    #expect(run.errors.components(separatedBy: "warning:").count - 1 == model.unresolved.count)
    // The demo storyboard's three views: full stars (3.7 shown as 4; its text "(124)" is appended to
    // the label, as the code does), half stars (3.5) and precise (3.7).
    let demo = try Herald.run("announce", Self.cosmos + "/Demo/Base.lproj/Main.storyboard", "--components", draft)
    for expected in ["Rating (124): 4. Adjustable.", "Rating: 3.5. Adjustable.", "Rating: 3.7. Adjustable."] {
      #expect(demo.output.contains(expected), "\(demo.output)")
    }
    // Every fill mode the inspectable `fillMode` selects (its didSet keeps `settings.fillMode` in step).
    for mode in 0...2 {
      for rating in [0, 0.2, 1, 2.718281828, 3.5, 3.7, 4.4, 4.5, 5, 7] {
        let screen = folder + "/cosmos.json"
        try """
        {"herald": "tree", "version": 1, "platform": "ios", "unit": "pt", "scenes": [{"id": "s", "name": "S",
          "root": {"id": "root", "role": "view", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "children": [
            {"id": "cosmos", "role": "view", "customClass": "CosmosView", "frame": {"x": 0, "y": 0, "width": 120, "height": 20},
             "runtimeAttributes": [{"keyPath": "rating", "type": "number", "value": \(rating)},
                                   {"keyPath": "fillMode", "type": "number", "value": \(mode)}]}]}}]}
        """.write(toFile: screen, atomically: true, encoding: .utf8)
        let announced = try Herald.run("announce", screen, "--components", draft)
        let expected = "Rating: \(Self.expectedValue(rating, mode: mode)). Adjustable."
        #expect(announced.output.contains(expected), "mode \(mode), \(rating): \(announced.output)")
      }
    }
  }

  @Test("CosmosView's increment and decrement follow CosmosAccessibility (whole stars; 5 and 1 are the bounds)")
  func cosmosActions() throws {
    let folder = try ComponentsInferCommandTests.scratch()
    let draft = folder + "/CosmosView.json"
    _ = try Herald.run("components", "infer", Self.cosmos + "/Cosmos", "--class", "CosmosView", "--output", draft)
    let storyboard = Self.cosmos + "/Demo/Base.lproj/Main.storyboard"
    let run = try Herald.run(
      "simulate", storyboard, "--components", draft, "--format", "json", "--actions",
      "focus:Rating (124),increment,increment,increment,decrement,decrement,decrement,decrement,decrement")
    #expect(run.status == 0, "\(run.errors)")
    let json = try JSONReader.parse(Array(run.output.utf8), file: "simulation.json")
    let values = try #require(json["steps"]?.arrayValue).compactMap { $0["focus"]?["value"]?.stringValue }
    #expect(values == ["4", "4", "5", "5", "4", "3", "2", "1", "1"], "\(run.output)")
  }
}

/// The inference on the real apps of `../shared/corpus/apps`.
@Suite("herald components infer on the real apps", .requires(.appsCorpus))
struct ComponentInferenceCorpusTests {
  @Test(
    "Every app's folder gives drafts that load, with exit 0 and a warning per unresolved part; an app without UIView subclasses an empty list and a note"
  )
  func everyApp() throws {
    let apps = try FileManager.default.contentsOfDirectory(atPath: TestPaths.appsCorpus).filter {
      $0.contains("+")
    }.sorted()
    #expect(apps.count >= 5)
    for app in apps {
      let folder = try ComponentsInferCommandTests.scratch()
      let draft = folder + "/drafts.json"
      let run = try Herald.run("components", "infer", TestPaths.appsCorpus + "/" + app, "--output", draft)
      #expect(run.exited && run.status == 0, "\(app): \(run.errors)")
      let models = try ComponentModelLoader.load(path: draft)
      let nothingToDraft = run.errors.contains("note: no UIView subclass in the Swift files of")
      #expect(models.isEmpty == nothingToDraft, "\(app): \(models.count) drafts; \(run.errors.suffix(300))")
      let warnings = run.errors.components(separatedBy: "warning:").count - 1
      let unresolved = models.reduce(0) { $0 + $1.unresolved.count }
      // Files that do not parse are `herald: FILE:LINE:COLUMN: warning: …`; unresolved parts `herald: warning: …`.
      let problems = run.errors.split(separator: "\n").filter {
        !$0.hasPrefix("herald: warning:") && !$0.hasPrefix("herald: note:")
      }
      #expect(warnings == unresolved + problems.count, "\(app)")
    }
  }

  @Test("The real FoodTracker app's RatingControl: its draft announces the app's storyboard as the built-in model does")
  func foodTrackerApp() throws {
    let app = TestPaths.appsCorpus + "/AppPeterPan+FoodTrackerNSCoding"
    let folder = try ComponentsInferCommandTests.scratch()
    let draft = folder + "/RatingControl.json"
    let run = try Herald.run("components", "infer", app, "--class", "RatingControl", "--output", draft)
    #expect(run.status == 0, "\(run.errors)")
    let storyboard = app + "/FoodTracker/Base.lproj/Main.storyboard"
    try ComponentsInferCommandTests.expectSame(
      ["announce", storyboard, "--no-source"], draft: draft, "FoodTracker app, English")
    let simulate = [
      "simulate", storyboard, "--no-source", "--scene", "New Meal", "--actions",
      "focus:Set 3 star rating,activate,activate",
    ]
    try ComponentsInferCommandTests.expectSame(simulate, draft: draft, "FoodTracker app, tap star 3 twice")
  }
}
