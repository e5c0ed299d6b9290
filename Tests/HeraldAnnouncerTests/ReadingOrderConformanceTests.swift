import HeraldAnnouncer
import HeraldSyntax
import HeraldTree
import Testing

/// Herald's reading order against cashapp/AccessibilitySnapshot's parser tests
/// (`Example/UnitTests/AccessibilityHierarchyParserTests.swift`), each transcribed with the same
/// frames and the same expected order.
@Suite("Reading order conformance with AccessibilityHierarchyParser")
struct ReadingOrderConformanceTests {
  private static let here = SourceLocation(file: "t.json", line: 1, column: 1)

  private func element(_ label: String, _ x: Double, _ y: Double, _ width: Double = 10, _ height: Double = 10)
    -> Element
  {
    let frame = Rect(x: x, y: y, width: width, height: height)
    var element = Element(id: label, role: .view, frame: frame, screenFrame: frame, location: Self.here)
    element.accessibility.isElement = true
    element.accessibility.label = label
    return element
  }

  private func group(_ id: String, _ children: [Element], grouped: Bool = true) -> Element {
    var group = Element(id: id, role: .view, children: children, location: Self.here)
    group.accessibility.shouldGroupChildren = grouped
    return group
  }

  private func order(_ children: [Element], rightToLeft: Bool = false, pad: Bool = false, elements: [String]? = nil)
    -> [String]
  {
    var root = Element(id: "root", role: .view, children: children, location: Self.here)
    root.accessibility.elementOrder = elements
    return ReadingOrder(rightToLeft: rightToLeft, pad: pad).stops(in: root).map(\.element.id)
  }

  @Test("testUserInterfaceLayoutDirection: a 2×2 grid, left to right and right to left")
  func layoutDirection() {
    let grid = [element("A", 0, 0), element("B", 10, 0), element("C", 0, 10), element("D", 10, 10)]
    #expect(order(grid) == ["A", "B", "C", "D"])
    #expect(order(grid, rightToLeft: true) == ["B", "A", "D", "C"])
  }

  @Test("testVerticalSeperation: 8 pt separates rows on a phone, not on a pad (13 pt)")
  func verticalSeparation() {
    let close = [element("A", 0, 8), element("B", 10, 0, 0, 10), element("C", 20, -8), element("D", 30, -8)]
    #expect(order(close, pad: true) == ["A", "B", "C", "D"])
    #expect(order(close) == ["C", "D", "B", "A"])
    let far = [element("A", 0, 25), element("B", 10, 0, 0, 10), element("C", 20, -25), element("D", 30, -25)]
    #expect(order(far, pad: true) == ["C", "D", "B", "A"])
  }

  @Test("testHierarchySortOrder: elements added bottom first are read top to bottom")
  func hierarchySortOrder() {
    #expect(
      order([element("C", 0, 60, 30, 30), element("B", 0, 30, 30, 30), element("A", 0, 0, 30, 30)]) == ["A", "B", "C"])
  }

  @Test("testContainerChildrenSortOrder: a list's children are sorted by position")
  func containerChildrenSortOrder() {
    var list = group(
      "list",
      [element("Third", 0, 120, 100, 30), element("First", 0, 0, 100, 30), element("Second", 0, 60, 100, 30)],
      grouped: false)
    list.accessibility.containerType = .list
    #expect(order([list]) == ["First", "Second", "Third"])
  }

  @Test("testAccessibilityElementsPreservesOrderEvenWithOnlySubgroups: the given order wins over frames")
  func explicitOrderOfGroups() {
    let cells = group("cells", [element("Cell 1", 0, 100, 200, 40), element("Cell 2", 0, 150, 200, 40)])
    let headers = group("headers", [element("Header", 0, 0, 200, 40)])
    #expect(order([cells, headers], elements: ["cells", "headers"]) == ["Cell 1", "Cell 2", "Header"])
  }

  @Test("testMixedAccessibilityElementsPreserveExplicitOrder: an element listed before a group stays first")
  func mixedExplicitOrder() {
    let direct = element("Direct Element", 0, 100, 200, 40)
    let container = group("container", [element("Container Child", 0, 0, 200, 40)])
    #expect(
      order([direct, container], elements: ["Direct Element", "container"]) == ["Direct Element", "Container Child"])
  }

  @Test("testGroupsSortByFirstChildFrame: a group is placed by its first child, not its union")
  func groupsByFirstChild() {
    let groupA = group("A", [element("A1", 0, 50, 200, 40), element("A2", 0, 300, 200, 40)])
    let groupB = group("B", [element("B1", 0, 0, 200, 40)])
    #expect(order([groupA, groupB]) == ["B1", "A1", "A2"])
  }

  @Test("testGroupSortFrameRespectsVerticalThreshold: groups whose first children are 5 pt apart share a row")
  func groupThreshold() {
    let groupA = group("A", [element("A1", 200, 0, 200, 40)])
    let groupB = group("B", [element("B1", 0, 5, 200, 40)])
    #expect(order([groupA, groupB]) == ["B1", "A1"])
  }
}
