import Foundation
import HeraldAudit
import HeraldTestSupport
import HeraldTree
import Testing

@testable import HeraldRules

@Suite("Rating, control, image and text rules on the seed controls")
struct CompositeRulesTests {
  /// The rules these tests cover.
  static let ids: Set<String> = [
    "adjustable-missing-actions", "rating-star-labels-identical", "rating-value-not-exposed",
    "rating-selection-inconsistent", "rating-reset-hint-everywhere", "read-only-rating-as-buttons",
    "touch-target-too-small", "interactive-element-hidden", "decorative-image-exposed", "meaningful-image-unlabeled",
    "text-without-dynamic-type", "text-contrast", "switch-missing-label",
  ]

  static let ratingExamples = URL(fileURLWithPath: TestPaths.examples + "/Rating")

  /// The findings of every rule above on one of `Examples/Rating/`, as `rule-id element-id` lines.
  func findings(_ file: String) throws -> [String] {
    let types = BuiltInRules.all.filter { Self.ids.contains($0.description.id) }
    #expect(types.count == Self.ids.count)
    let rules: [any Rule] = try types.map { $0.init(options: try RuleOptions($0.description)) }
    let tree = try TreeReader().load(path: Self.ratingExamples.appendingPathComponent(file).path)
    let result = try Auditor(rules: rules).audit(tree)
    #expect(result.errors.isEmpty)
    return result.findings.map { "\($0.ruleID) \($0.location.elementID)" }.sorted()
  }

  @Test("StarRatingControl, one adjustable element with both actions, gets no finding")
  func starRatingControl() throws {
    #expect(try findings("star-rating-control.json") == [])
  }

  @Test("FoodTracker's RatingControl, labelled stars with values and one reset hint, gets no finding")
  func foodTracker() throws {
    #expect(try findings("foodtracker-rating-control.json") == [])
  }

  @Test("JRNL's read-only RatingView is flagged as buttons and as not exposing its value, nothing else")
  func jrnl() throws {
    let found = try findings("jrnl-rating-view.json")
    #expect(found == ["rating-value-not-exposed rating-view", "read-only-rating-as-buttons rating-view"])
    // Its labels are image-name fallbacks: image-button-missing-label's findings, not identical labels.
    #expect(!found.contains { $0.hasPrefix("rating-star-labels-identical") })
  }

  @Test("A rating group is found by image, class or model, and never at a single adjustable element")
  func ratingGroups() throws {
    func groups(_ file: String) throws -> [String: Int] {
      let tree = try TreeReader().load(path: Self.ratingExamples.appendingPathComponent(file).path)
      let auditor = try Auditor(rules: [])
      var result: [String: Int] = [:]
      for scene in tree.scenes {
        let prepared = try AuditScene(scene, of: tree, announcer: auditor.announcer)
        for node in prepared.nodes {
          if let group = RatingGroup(node) { result[node.element.id] = group.stars.count }
        }
      }
      return result
    }
    #expect(try groups("jrnl-rating-view.json") == ["rating-view": 5])
    #expect(try groups("foodtracker-rating-control.json") == ["rating-control": 5])
    #expect(try groups("star-rating-control.json") == [:])
  }

  @Test("Buttons whose image the app computes (‹icon.name›, one per row) are no rating group; a shared image is")
  func computedImagesAreNoStars() throws {
    func groups(image: String) throws -> Int {
      let buttons = (1...4).map { index in
        #"{"id": "b\#(index)", "role": "button", "content": {"images": {"normal": "\#(image)"}}}"#
      }
      let json = #"""
        {"herald": "tree", "version": 1, "platform": "ios", "scenes": [{"id": "s", "name": "Icons", "root":
          {"id": "grid", "role": "stackView", "children": [\#(buttons.joined(separator: ", "))]}}]}
        """#
      let tree = try TreeReader().load(Array(json.utf8), file: "icons.json")
      let auditor = try Auditor(rules: [])
      let prepared = try AuditScene(tree.scenes[0], of: tree, announcer: auditor.announcer)
      return prepared.nodes.compactMap { RatingGroup($0)?.stars.count }.first ?? 0
    }
    #expect(try groups(image: "‹icon.appIconName›") == 0)
    #expect(try groups(image: "star") == 4)
    // A choice the source writes between names of one family is that family.
    #expect(try groups(image: #"‹star <= rating ? \"star.fill\" : \"star\"›"#) == 4)
  }

  @Test(
    "WCAG contrast ratios",
    arguments: [
      (Color.Components.black, Color.Components.white, 21.0),
      (Color.Components.white, Color.Components.white, 1.0),
      (Color.Components(red: 0x99 / 255, green: 0x99 / 255, blue: 0x99 / 255, alpha: 1), Color.Components.white, 2.849),
      (Color.Components(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255, alpha: 1), Color.Components.white, 4.542),
      (Color.Components(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255, alpha: 1), Color.Components.white, 4.478),
      (Color.Components.systemBlue, Color.Components.white, 4.017),
      (
        Color.Components.white, Color.Components(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, alpha: 1), 17.015
      ),
    ])
  func contrast(text: Color.Components, background: Color.Components, expected: Double) {
    #expect(abs(Color.contrastRatio(text, background) - expected) < 0.001)
    #expect(abs(Color.contrastRatio(background, text) - expected) < 0.001, "the ratio is symmetric")
  }

  @Test("Translucent colors are composited over what lies beneath")
  func compositing() {
    let scrim = Color.Components(red: 0, green: 0, blue: 0, alpha: 0.2)
    #expect(scrim.composited(over: .white).hex == "#CCCCCC")
    #expect(Color.Components(red: 1, green: 0, blue: 0, alpha: 0).composited(over: .black).hex == "#000000")
    // Two translucent layers over white: the nearer is applied last.
    let red = Color.Components(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(red.composited(over: scrim.composited(over: .white)).hex == "#E66666")
    #expect(Color.Components(red: 0, green: 0, blue: 0, alpha: 0.2).hex == "#00000033")
  }

  @Test("The contrast message quotes the truncated ratio, both colors and the minimum")
  func contrastMessage() throws {
    let example = RuleExample(
      """
      role: view
      appearance: {backgroundColor: "#FFFFFF"}
      children:
        - {id: grey, role: staticText, content: {text: Notes}, appearance: {textColor: "#999999"}}
        - {id: big, role: staticText, content: {text: Big}, appearance: {font: {size: 14, weight: bold}, textColor: "#999999"}}
      """)
    let tree = try ExampleRunner().tree(of: example)
    let rule = TextContrastRule(options: try RuleOptions(TextContrastRule.description))
    let result = try Auditor(rules: [rule]).audit(tree)
    let messages = result.findings.map(\.message)
    #expect(
      messages == [
        "Text contrast is 2.84:1 (#999999 on #FFFFFF), below the required 4.5:1. Darken the text or lighten the background (or the reverse) until it reaches 4.5:1.",
        "Text contrast is 2.84:1 (#999999 on #FFFFFF), below the required 3:1. Darken the text or lighten the background (or the reverse) until it reaches 3:1.",
      ])
  }
}
