import CustomDump
import Foundation
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

/// The files in `Examples/`: what they show must stay true, and each must survive a round trip
/// through the JSON tree format.
///
/// The examples are documentation (docs/json-tree.md points at them), so these tests pin the facts
/// a reader relies on: the seed controls' labels, values, hints and states, and where things are.
@Suite("Examples")
struct ExamplesTests {
  static let storyboard = "Examples/FoodTracker/Main.storyboard"
  static let foodTrackerJSON = "Examples/Rating/foodtracker-rating-control.json"
  static let jrnlJSON = "Examples/Rating/jrnl-rating-view.json"
  static let starRatingJSON = "Examples/Rating/star-rating-control.json"
  /// The rule-pack demo screen (`Examples/RulePacks/`), audited with `acme.herald-rules.yml`.
  static let acmeScreenJSON = "Examples/RulePacks/AcmeScreen.json"
  /// The journal screen of the SwiftPM plugin sample (`Examples/AuditPluginSample/`).
  static let pluginSampleStoryboard = "Examples/AuditPluginSample/Sources/JournalUI/Interface/Journal.storyboard"
  /// JRNL's entry-detail screen with its `RatingView` empty, as the storyboard has it (the code in
  /// `Examples/JRNL/RatingView.swift` fills it).
  static let jrnlEntryDetailJSON = "Examples/JRNL/EntryDetail.json"
  /// A screen with the blog's `StarRatingControl` placed empty (`Examples/StarRating/`).
  static let starRatingScreenJSON = "Examples/StarRating/RatingScreen.json"
  static let all = [
    storyboard, foodTrackerJSON, jrnlJSON, starRatingJSON, acmeScreenJSON, pluginSampleStoryboard,
    jrnlEntryDetailJSON, starRatingScreenJSON,
  ]
  static let jsonTrees = [foodTrackerJSON, jrnlJSON, starRatingJSON]

  static func path(_ example: String) -> String { TestPaths.repository + "/" + example }

  static func load(_ example: String) throws -> ControlTree {
    try TreeReader().load(path: path(example))
  }

  /// The only scene's element with `id`.
  static func element(_ id: String, in tree: ControlTree) throws -> Element {
    let scene = try #require(tree.scenes.first)
    return try #require(scene.root.element(withID: id), "no element \(id)")
  }

  /// The 1-based line of the first line of the example that contains `needle`, and the column of
  /// the first `<` or `{` on that line (where the tag or object that line opens begins).
  static func position(of needle: String, in example: String) throws -> (line: Int, column: Int) {
    let text = try String(contentsOfFile: path(example), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle) is not in \(example)")
    let line = lines[index]
    let start = line.firstIndex { $0 == "<" || $0 == "{" } ?? line.startIndex
    return (index + 1, line.distance(from: line.startIndex, to: start) + 1)
  }

  // MARK: The FoodTracker storyboard

  @Test("the storyboard has one Meal Detail scene whose controller's view is 375 × 667")
  func storyboardScene() throws {
    let tree = try Self.load(Self.storyboard)
    #expect(tree.format == .interfaceBuilder)
    #expect(tree.platform == .iOS)
    let scene = try #require(tree.scenes.first)
    #expect(tree.scenes.count == 1)
    #expect(scene.name == "Meal Detail")
    #expect(scene.id == "mDt-4s-Kq7")
    #expect(scene.root.id == "Wq2-nH-5Zd")
    #expect(scene.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    // First Responder, Exit and the tap gesture recognizer are scene objects, not views.
    let ids = Set(scene.root.allElements.map(\.id))
    #expect(ids.isDisjoint(with: ["Fr1-sT-0rP", "Ex3-iT-8uW", "Tp4-gR-5cZ", "Rv3-tL-8cQ"]))
  }

  @Test("the storyboard's RatingControl is an empty stack view configured by runtime attributes")
  func storyboardRatingControl() throws {
    let tree = try Self.load(Self.storyboard)
    let rating = try Self.element("Rt8-sC-1mN", in: tree)
    #expect(rating.role == .stackView)
    #expect(rating.customClass == CustomClass(name: "RatingControl", module: "FoodTracker"))
    #expect(rating.stack == StackLayout(axis: .horizontal, spacing: 8))
    #expect(rating.frame == Rect(x: 45.5, y: 366, width: 252, height: 44))
    #expect(rating.screenFrame == Rect(x: 61.5, y: 450, width: 252, height: 44))
    #expect(rating.children.isEmpty)
    #expect(rating.runtimeAttribute("starCount") == .number(5))
    #expect(rating.runtimeAttribute("starSize") == .other(type: "size", text: "width=44 height=44"))
    #expect(rating.runtimeAttribute("rating") == .number(3))
    #expect(rating.runtimeAttributes.map(\.keyPath) == ["starCount", "starSize", "rating"])
    let (line, column) = try Self.position(of: "id=\"Rt8-sC-1mN\"", in: Self.storyboard)
    #expect(line == 41)
    #expect(rating.location == SourceLocation(file: Self.path(Self.storyboard), line: line, column: column))
  }

  @Test("the storyboard's vertical stack holds the name field, the labelled photo and the rating")
  func storyboardContent() throws {
    let tree = try Self.load(Self.storyboard)
    let stack = try Self.element("Xp9-aF-3Lk", in: tree)
    #expect(stack.stack?.axis == .vertical)
    #expect(stack.children.map(\.id) == ["Nm4-tE-7fJ", "Ph6-oT-2vB", "Rt8-sC-1mN"])
    let name = try Self.element("Nm4-tE-7fJ", in: tree)
    #expect(name.role == .textField)
    #expect(name.content.placeholder == "Enter meal name")
    let photo = try Self.element("Ph6-oT-2vB", in: tree)
    #expect(photo.role == .image)
    #expect(photo.content.images[.normal] == "defaultPhoto")
    #expect(photo.accessibility.label == "Meal photo")
    #expect(photo.isAccessibilityElement)
  }

  @Test("the storyboard's navigation item gives a New Meal header between Cancel and Save")
  func storyboardNavigationItem() throws {
    let tree = try Self.load(Self.storyboard)
    let root = try #require(tree.scenes.first?.root)
    let bar = try #require(root.children.first)
    #expect(bar.role == .navigationBar)
    #expect(bar.id == "Nv5-iT-9wE")
    #expect(bar.children.map(\.role) == [.button, .staticText, .button])
    #expect(bar.children.map(\.content.systemItem) == ["cancel", nil, "save"])
    #expect(bar.children[1].content.text == "New Meal")
    #expect(bar.children[1].effectiveTraits == .header)
  }

  // MARK: FoodTracker RatingControl at run time

  @Test("the FoodTracker RatingControl tree is a RatingControl stack of five buttons set to rating 3")
  func foodTrackerControl() throws {
    let tree = try Self.load(Self.foodTrackerJSON)
    #expect(tree.format == .heraldJSON)
    #expect(tree.platform == .iOS)
    #expect(tree.unit == .points)
    let control = try Self.element("rating-control", in: tree)
    #expect(control.role == .stackView)
    #expect(control.customClass == CustomClass(name: "RatingControl", module: "FoodTracker"))
    #expect(control.stack == StackLayout(axis: .horizontal, spacing: 8))
    #expect(control.runtimeAttribute("starCount") == .number(5))
    #expect(control.runtimeAttribute("rating") == .number(3))
    #expect(control.children.count == 5)
    #expect(control.children.allSatisfy { $0.role == .button && $0.isAccessibilityElement })
    #expect(control.children.map(\.accessibility.label) == (1...5).map { "Set \($0) star rating" })
  }

  @Test("the storyboard and the run-time tree configure RatingControl with the same attributes")
  func foodTrackerMatchesStoryboard() throws {
    let designed = try Self.element("Rt8-sC-1mN", in: Self.load(Self.storyboard))
    let running = try Self.element("rating-control", in: Self.load(Self.foodTrackerJSON))
    expectNoDifference(running.runtimeAttributes, designed.runtimeAttributes)
    #expect(running.customClass == designed.customClass)
    #expect(running.frame?.width == designed.frame?.width)
    #expect(running.screenFrame == designed.screenFrame)
  }

  /// The rating the FoodTracker example shows.
  static let foodTrackerRating = 3

  /// Star `index` is checked against what `RatingControl.updateButtonSelectionStates()` in the seed
  /// sets for the rating: selected when `index < rating`, the hint only when `index + 1 == rating`.
  @Test("each FoodTracker star has the value, hint, state and images the seed's code sets", arguments: 0..<5)
  func foodTrackerStar(index: Int) throws {
    let control = try Self.element("rating-control", in: Self.load(Self.foodTrackerJSON))
    let star = try #require(control.children[safe: index])
    let rating = Self.foodTrackerRating
    #expect(star.accessibility.label == "Set \(index + 1) star rating")
    #expect(star.accessibility.value == "\(rating) stars set.")
    #expect(star.accessibility.hint == (index + 1 == rating ? "Tap to reset the rating to zero." : nil))
    #expect(star.state.isSelected == (index < rating))
    #expect(star.effectiveTraits.contains(.selected) == (index < rating))
    let images: [ControlStateKey: String] = [
      .normal: "emptyStar", .selected: "filledStar", .highlighted: "highlightedStar",
    ]
    #expect(star.content.images == images)
    #expect(star.frame == Rect(x: Double(index) * 52, y: 0, width: 44, height: 44))
  }

  @Test("the FoodTracker stars' screen frames are resolved from the control's frame")
  func foodTrackerScreenFrames() throws {
    let control = try Self.element("rating-control", in: Self.load(Self.foodTrackerJSON))
    #expect(control.children.map { $0.screenFrame?.x } == [61.5, 113.5, 165.5, 217.5, 269.5])
    #expect(control.children.allSatisfy { $0.screenFrame?.y == 450 })
  }

  @Test("an element is located at its object in the hand-written JSON file")
  func foodTrackerLocations() throws {
    let star = try Self.element("star-3", in: Self.load(Self.foodTrackerJSON))
    let idLine = try Self.position(of: "\"id\": \"star-3\"", in: Self.foodTrackerJSON).line
    #expect(star.location.file == Self.path(Self.foodTrackerJSON))
    #expect(star.location.line == idLine - 1)  // the `{` that opens the star's object
  }

  // MARK: JRNL RatingView

  @Test("the JRNL RatingView has five image buttons with no accessibility information at all")
  func jrnlRatingView() throws {
    let tree = try Self.load(Self.jrnlJSON)
    let view = try Self.element("rating-view", in: tree)
    #expect(view.customClass == CustomClass(name: "RatingView", module: "JRNL"))
    #expect(view.role == .stackView)
    #expect(!view.isUserInteractionEnabled)
    #expect(view.children.count == 5)
    for star in view.children {
      #expect(star.role == .button)
      #expect(star.frame?.width == 44 && star.frame?.height == 44)
      #expect(star.accessibility.label == nil)
      #expect(star.content.titles.isEmpty)
      #expect(star.content.images[.normal] == "star")
      #expect(star.content.images[.selected] == "star.fill")
    }
    let root = try #require(tree.scenes.first?.root)
    #expect(root.allElements.allSatisfy { $0.accessibility == AccessibilityProperties() })
  }

  // MARK: StarRatingControl

  @Test("the blog's StarRatingControl is one adjustable accessibility element over five hidden stars")
  func starRatingControl() throws {
    let tree = try Self.load(Self.starRatingJSON)
    let root = try #require(tree.scenes.first?.root)
    let elements = root.allElements.filter(\.isAccessibilityElement)
    let control = try #require(elements.first)
    #expect(elements.count == 1)
    #expect(control.id == "star-rating-control")
    #expect(control.role == .view)
    #expect(control.customClass == CustomClass(name: "StarRatingControl"))
    #expect(control.effectiveTraits == .adjustable)
    #expect(control.accessibility.label == "評分")
    #expect(control.accessibility.value == "3 顆星，共 5 顆星")
    #expect(control.content.range == RangeValue(value: 3, minimum: 0, maximum: 5))
    #expect(control.children.count == 5)
    #expect(control.children.map(\.state.isSelected) == [true, true, true, false, false])
    #expect(control.children.allSatisfy { !$0.isAccessibilityElement })
  }

  // MARK: The documentation

  @Test("the complete example in docs/json-tree.md loads as its outline there shows")
  func documentedExample() throws {
    let markdown = try String(contentsOfFile: Self.path("docs/json-tree.md"), encoding: .utf8)
    let section = try #require(markdown.range(of: "## A complete example"))
    let open = try #require(markdown.range(of: "```json\n", range: section.upperBound..<markdown.endIndex))
    let close = try #require(markdown.range(of: "\n```", range: open.upperBound..<markdown.endIndex))
    let json = String(markdown[open.upperBound..<close.lowerBound])
    let tree = try JSONTreeLoader().load(Array(json.utf8), file: "settings.json")
    let scene = try #require(tree.scenes.first)
    #expect(scene.id == "scene-0")
    #expect(scene.location.line == 7)
    #expect(scene.root.id == "0")
    #expect(scene.root.location.line == 9)
    let row = try Self.element("sound-row", in: tree)
    #expect(row.location.line == 13)
    let label = try Self.element("sound-label", in: tree)
    #expect(label.location.line == 19)
    #expect(label.screenFrame == Rect(x: 16, y: 105, width: 284, height: 21))
    let toggle = try Self.element("sound-switch", in: tree)
    #expect(toggle.screenFrame == Rect(x: 308, y: 100, width: 51, height: 31))
    #expect(toggle.state.isOn == true)
    #expect(toggle.isAccessibilityElement)
  }

  // MARK: Every example

  @Test("a hand-written JSON tree has no location or screenFrame keys", arguments: ExamplesTests.jsonTrees)
  func handWritten(example: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: Self.path(example)))
    var found: [String] = []
    func visit(_ value: JSONValue) {
      if let members = value.objectValue {
        for member in members {
          if member.key == "location" || member.key == "screenFrame" {
            found.append("\(member.keyLocation.map(\.description) ?? "?"): \(member.key)")
          }
          visit(member.value)
        }
      }
      value.arrayValue?.forEach(visit)
    }
    visit(try JSONReader.parse([UInt8](bytes), file: example))
    #expect(found.isEmpty)
  }

  @Test("an example written as a JSON tree and loaded again is the same tree", arguments: ExamplesTests.all)
  func roundTrip(example: String) throws {
    let tree = try Self.load(example)
    let json = JSONTreeWriter().string(for: tree)
    let again = try JSONTreeLoader().load(Array(json.utf8), file: "round-trip.json")
    #expect(again.platform == tree.platform)
    #expect(again.unit == tree.unit)
    expectNoDifference(again.scenes, tree.scenes)
  }

  @Test("herald finds exactly the eight examples in Examples/ and loads them all")
  func discovery() throws {
    let results = TreeReader().load(paths: [Self.path("Examples")])
    #expect(results.map(\.path).sorted() == Self.all.map(Self.path).sorted())
    for result in results {
      if case .failure(let error) = result.outcome { Issue.record("\(error)") }
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
