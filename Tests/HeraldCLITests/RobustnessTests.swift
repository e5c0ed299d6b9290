import Foundation
import HeraldTestSupport
import Testing

/// Hostile numbers, nesting and sizes end with exit 0, 1 or 2 and a message naming the file and
/// line, never with a signal (a trap or a stack overflow).
@Suite("Robustness: numbers, nesting and budgets")
struct RobustnessTests {
  /// One run of `herald` on an input and what must come of it.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let tree = "Tests/HeraldTreeTests/Fixtures/robustness/"
  static let strings = "Tests/HeraldStringsTests/Fixtures/robustness/"
  static let audit = "Tests/HeraldAuditTests/Fixtures/robustness/"
  static let components = "Tests/HeraldAnnouncerTests/Fixtures/robustness/"

  static let cases: [Case] = [
    Case(
      arguments: ["tree", tree + "trait-mask-huge.storyboard"], status: 2,
      message:
        "trait-mask-huge.storyboard:14:37: error: runtime attribute 'accessibilityTraits' must be a whole number from 0 to 9223372036854775807; found 1e+20"
    ),
    Case(
      arguments: ["announce", tree + "container-type-negative.storyboard"], status: 2,
      message: "container-type-negative.storyboard:13:37: error: runtime attribute 'accessibilityContainerType'"),
    Case(
      arguments: ["audit", tree + "page-count-huge.storyboard"], status: 2,
      message:
        "page-count-huge.storyboard:10:29: error: attribute 'numberOfPages' of <pageControl> must be a whole number from 0 to 1000000; found 1e+300"
    ),
    Case(
      arguments: ["announce", tree + "repeat-count-huge.storyboard"], status: 2,
      message:
        "repeat-count-huge.storyboard:10:29: error: component RatingControl: the repeat count must be a whole number from 0 to 10000; found 1e+19"
    ),
    Case(
      arguments: ["audit", tree + "frame-font-huge.storyboard"], status: 1, message: "frame-font-huge.storyboard:"),
    Case(
      arguments: ["announce", tree + "huge-numbers.json"], status: 0,
      message: "1. Adjustable. Swipe up or down with one finger to adjust the value.  [slider s2, line 3]"),
    // A 1e300-point font is no longer a Dynamic Type claim (fixed text of 60 pt or more is never
    // below a text style), so the 0-point-high page control's touch target is the finding seen.
    Case(arguments: ["audit", tree + "huge-numbers.json"], status: 1, message: "[touch-target-too-small]"),
    Case(
      arguments: ["tree", tree + "infinite-width.json"], status: 2,
      message: "infinite-width.json:3:68: error: \"width\" must be a finite number, found 1e400"),
    Case(
      arguments: ["announce", components + "huge-repeat.json", "--components", components + "HugeRepeat.json"],
      status: 2,
      message:
        "huge-repeat.json:3:3: error: component HugeRepeat: the repeat count must be a whole number from 0 to 10000; found 1e+19 (element huge)"
    ),
    Case(
      arguments: [
        "audit", components + "huge-sizes.json", "--components", components + "HugeRepeat.json", "--format", "sarif",
      ], status: 0, message: "\"version\": \"2.1.0\""),
    Case(
      arguments: ["announce", components + "huge-sizes.json", "--components", components + "HugeRepeat.json"],
      status: 0, message: "Item 200,000,000,000,000,000,000. Button."),
    Case(
      arguments: ["audit", "Examples/FoodTracker", "--config", audit + "huge-option.herald.yml"], status: 2,
      message:
        "huge-option.herald.yml:3:3: error: invalid option \"maximumLength\" for rule label-too-long: expected a number from 0 to 1000000, got 1e+19"
    ),
    Case(
      arguments: ["audit", "Examples/FoodTracker", "--config", audit + "negative-option.herald.yml"], status: 2,
      message: "negative-option.herald.yml:3:3: error: invalid option \"androidDensity\""),
    Case(
      arguments: [
        "audit", tree + "frame-font-huge.storyboard", "--rules", audit + "huge-numbers.herald-rules.yml",
      ], status: 1, message: "38 rules ran"),
    Case(
      arguments: ["strings", "check", strings + "en.lproj", strings + "fr.lproj"], status: 0,
      message: "has a '%' that starts no conversion (\"%922…\")"),
    Case(
      // gettext refuses a Plural-Forms it cannot parse, and so does Herald: the file is unreadable.
      arguments: ["strings", "check", strings + "plural-forms-deep.po", "--locale", "fr"], status: 2,
      message: "plural-forms-deep.po:6:1: error: the Plural-Forms header"),
    Case(
      arguments: ["strings", "check", strings + "plural-forms-nested.po", "--locale", "fr"], status: 0,
      message: "0 errors"),
  ]

  @Test("each fixture ends with its exit status and message, not a signal", arguments: cases)
  func fixture(_ test: Case) throws {
    let run = try Herald.run(in: TestPaths.repository, test.arguments)
    #expect(run.exited, "ended by a signal: \(run.errors.suffix(2000))")
    #expect(run.status == test.status, "\(run.output)\(run.errors)")
    #expect((run.output + run.errors).contains(test.message), "\(run.output)\(run.errors)")
  }

  /// A storyboard whose one scene nests `depth` views, with `leaf` innermost.
  static func nestedStoryboard(depth: Int, leaf: String) -> String {
    let open = String(
      repeating:
        "<view contentMode=\"scaleToFill\" id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"300\" height=\"300\"/><subviews>\n",
      count: depth)
    return storyboard(open + leaf + String(repeating: "</subviews></view>\n", count: depth))
  }

  static func storyboard(_ subviews: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
    <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
    \(subviews)</subviews></view></viewController></objects></scene></scenes></document>

    """
  }

  static func ratingControl(_ id: String, starCount: Int? = nil) -> String {
    let attributes =
      starCount.map {
        "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"number\" keyPath=\"starCount\"><integer key=\"value\" value=\"\($0)\"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"
      } ?? ""
    return
      "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" spacing=\"8\" id=\"\(id)\" customClass=\"RatingControl\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"240\" height=\"44\"/>\(attributes)</stackView>\n"
  }

  // The XML reader's limit (1,000 levels) is the one nesting limit: the scene's 8 enclosing levels
  // and two per view (<view>, <subviews>) put 493 views just under it and 500 just over.
  @Test(
    "a tree nested just under the XML limit loads, expands its component, announces and audits",
    arguments: [
      ["tree", "--format", "json"], ["announce"], ["simulate", "--actions", "next"], ["audit", "--format", "sarif"],
    ])
  func justUnderTheLimit(_ command: [String]) throws {
    let directory = try temporaryDirectory([
      "deep.storyboard": Self.nestedStoryboard(depth: 493, leaf: Self.ratingControl("rating"))
    ])
    let run = try Herald.run(in: directory, command + ["deep.storyboard"])
    #expect(run.exited, "ended by a signal: \(run.errors.suffix(2000))")
    #expect(run.status == 0 || run.status == 1, "\(run.errors)")
  }

  // Under `ulimit -v 400000` the 256 MiB stack the builder used to ask for was refused, and the
  // fallback built on the main thread's stack until SIGSEGV: the stack is now sized to the depth.
  @Test(
    "a tree nested just under the XML limit loads under a 400 MB address-space limit", arguments: ["tree", "audit"])
  func underMemoryLimit(_ command: String) throws {
    let directory = try temporaryDirectory([
      "deep.storyboard": Self.nestedStoryboard(depth: 493, leaf: Self.ratingControl("rating"))
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Subprocess.run(
      "/bin/sh", ["-c", "ulimit -v 400000; exec \"$0\" \"$@\"", Herald.binary, command, "deep.storyboard"],
      directory: directory, timeout: 120)
    #expect(run.exited, "ended by a signal: \(run.errors.suffix(2000))")
    #expect(run.status == 0 || run.status == 1, "\(run.errors)")
  }

  @Test("a tree nested just over the XML limit is refused with the file and line")
  func justOverTheLimit() throws {
    let directory = try temporaryDirectory([
      "deep.storyboard": Self.nestedStoryboard(depth: 500, leaf: Self.ratingControl("rating"))
    ])
    let run = try Herald.run(in: directory, ["announce", "deep.storyboard"])
    #expect(run.exited)
    #expect(run.status == 2)
    #expect(run.errors.contains("deep.storyboard:501:"))
    #expect(run.errors.contains("refused: nesting deeper than 1000 levels"))
  }

  @Test("controls whose repeats together pass the scene's element budget are refused, not built")
  func elementBudget() throws {
    // Ten controls of 10,000 stars fill the 100,000-element budget; the eleventh passes it.
    let controls = (0..<11).map { Self.ratingControl("r\($0)", starCount: 10_000) }.joined()
    let directory = try temporaryDirectory(["many.storyboard": Self.storyboard(controls)])
    let run = try Herald.run(in: directory, ["announce", "many.storyboard"])
    #expect(run.exited)
    #expect(run.status == 2)
    #expect(run.errors.contains("many.storyboard:"))
    #expect(run.errors.contains("would build more than 100000 elements"))
  }

  @Test("a JSON tree nested just under the JSON limit loads, and just over it is refused")
  func jsonTreeNesting() throws {
    func tree(depth: Int) -> String {
      let open = String(repeating: "{\"id\": \"v\", \"role\": \"view\", \"children\": [\n", count: depth)
      let leaf = "{\"id\": \"b\", \"role\": \"button\", \"accessibility\": {\"label\": \"Deep\"}}"
      return
        "{\"herald\": \"tree\", \"version\": 1, \"platform\": \"ios\", \"scenes\": [{\"id\": \"s\", \"name\": \"Deep\", \"root\": "
        + open + leaf + String(repeating: "]}", count: depth) + "}]}"
    }
    // The JSON limit is 512 levels: each element is two (its object and its children array) below
    // the document's 3, so 253 elements put the leaf's innermost object at 511 and 254 go over.
    let directory = try temporaryDirectory(["under.json": tree(depth: 253), "over.json": tree(depth: 254)])
    for command in [["announce"], ["audit", "--format", "json"]] {
      let under = try Herald.run(in: directory, command + ["under.json"])
      #expect(under.exited, "ended by a signal: \(under.errors.suffix(2000))")
      #expect(under.status == 0 || under.status == 1, "\(under.errors)")
    }
    let over = try Herald.run(in: directory, ["announce", "over.json"])
    #expect(over.exited)
    #expect(over.status == 2)
    #expect(over.errors.contains("over.json:"))
  }
}
