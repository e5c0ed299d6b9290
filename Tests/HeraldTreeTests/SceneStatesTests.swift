import HeraldSyntax
import HeraldTree
import Testing

/// `SceneStates`: the states of a scene whose alternatives the source leaves to the app.
@Suite struct SceneStatesTests {
  private static let here = SourceLocation(file: "states.swift", line: 1, column: 1)

  private static func branch(_ id: String, _ condition: String, hidden: Bool, _ children: [Element]) -> Element {
    var element = Element(id: id, role: .view, isHidden: hidden, children: children, location: here)
    SceneStates.mark(&element, condition: condition)
    return element
  }

  private static func leaf(_ id: String) -> Element { Element(id: id, role: .button, location: here) }

  /// `Text; if a { X; if b { Y } else { Z } } else { W }; switch m { case .p: P case .q: Q case .r: R }`.
  private static func scene() -> Element {
    let inner = Element(
      id: "ifB", role: .view,
      children: [branch("b", "`b`", hidden: false, [leaf("Y")]), branch("notB", "not `b`", hidden: true, [leaf("Z")])],
      location: here)
    let outer = Element(
      id: "ifA", role: .view,
      children: [
        branch("a", "`a`", hidden: false, [leaf("X"), inner]), branch("notA", "not `a`", hidden: true, [leaf("W")]),
      ], location: here)
    let choice = Element(
      id: "switchM", role: .view,
      children: [
        branch("p", "`m` is .p", hidden: true, [leaf("P")]), branch("q", "`m` is .q", hidden: false, [leaf("Q")]),
        branch("r", "`m` is .r", hidden: true, [leaf("R")]),
      ], location: here)
    return Element(id: "root", role: .view, children: [leaf("T"), outer, choice], location: here)
  }

  private static func ids(_ element: Element) -> [String] {
    [element.id] + element.children.flatMap(ids)
  }

  @Test func theDefaultStateComesFirstAndTakesTheBranchesTheTreeShows() throws {
    let states = SceneStates.states(of: Self.scene())
    let first = try #require(states.first)
    #expect(first.choices == ["ifA": 0, "ifB": 0, "switchM": 1])
    #expect(first.conditions == ["`a`", "`b`", "`m` is .q"])
  }

  @Test func everyBranchIsTakenByOneStateAndNestedBranchesAreReached() {
    let root = Self.scene()
    let states = SceneStates.coverage(of: root)
    #expect(states.untaken.isEmpty)
    let shown = Set(states.states.flatMap { Self.ids(SceneStates.select($0, in: root)) })
    for leaf in ["T", "X", "Y", "Z", "W", "P", "Q", "R"] { #expect(shown.contains(leaf), "\(leaf) is in no state") }
    // Three cases need three states; the nested `not b` fits in one of them.
    #expect(states.states.count == 3)
  }

  @Test func aStateShowsOneBranchOfEachAlternativeAndNeverTwo() {
    let root = Self.scene()
    for state in SceneStates.states(of: root) {
      let shown = Set(Self.ids(SceneStates.select(state, in: root)))
      #expect(!(shown.contains("X") && shown.contains("W")))
      #expect(!(shown.contains("Y") && shown.contains("Z")))
      #expect([shown.contains("P"), shown.contains("Q"), shown.contains("R")].filter { $0 }.count == 1)
      // A branch of another alternative is never shown inside a branch the state did not take.
      if shown.contains("W") { #expect(!shown.contains("Y") && !shown.contains("Z")) }
    }
  }

  @Test func theTreeOfAStateShowsTheBranchesItTakes() {
    let root = Self.scene()
    let state = SceneStates.State(choices: ["ifA": 1, "switchM": 2])
    let tree = SceneStates.select(state, in: root)
    #expect(Self.ids(tree) == ["root", "T", "ifA", "notA", "W", "switchM", "r", "R"])
    // The branches taken show, even those the default state hid.
    #expect(tree.children[1].children[0].isHidden == false)
    #expect(tree.children[2].children[0].isHidden == false)
  }

  @Test func elementsKnowTheBranchesTheyLieIn() {
    let branches = SceneStates.branchesByElement(Self.scene())
    #expect(branches["T"] == nil)
    #expect(branches["Z"]?.map(\.condition) == ["`a`", "not `b`"])
    let state = SceneStates.State(choices: ["ifA": 0, "ifB": 1])
    #expect(SceneStates.state(state, takes: branches["Z"] ?? []))
    #expect(!SceneStates.state(state, takes: branches["Y"] ?? []))
  }

  @Test func aSceneWithoutAlternativesHasOneState() {
    let root = Element(id: "root", role: .view, children: [Self.leaf("a")], location: Self.here)
    #expect(!SceneStates.hasAlternatives(root))
    #expect(SceneStates.states(of: root).count == 1)
  }

  @Test func manyAlternativesStopAtTheLimitAndNameWhatNoStateTakes() {
    // One `switch` of more cases than the limit needs a state each; past the limit the rest are named.
    let count = SceneStates.maximumStates + 8
    let cases = (0..<count).map { Self.branch("c\($0)", "`k` is .c\($0)", hidden: $0 != 0, [Self.leaf("x\($0)")]) }
    let root = Element(
      id: "root", role: .view, children: [Element(id: "switchK", role: .view, children: cases, location: Self.here)],
      location: Self.here)
    let coverage = SceneStates.coverage(of: root)
    #expect(coverage.states.count == SceneStates.maximumStates)
    #expect(coverage.untaken.count == count - SceneStates.maximumStates)
    #expect(coverage.untaken.first?.condition == "`k` is .c\(SceneStates.maximumStates)")
  }
}
