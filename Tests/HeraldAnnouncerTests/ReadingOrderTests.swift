import HeraldAnnouncer
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("Reading order")
struct ReadingOrderTests {
  private static let here = SourceLocation(file: "t.json", line: 1, column: 1)

  private func button(_ id: String, x: Double, y: Double, width: Double = 80) -> Element {
    var content = Content()
    content.titles[.normal] = id
    let frame = Rect(x: x, y: y, width: width, height: 44)
    return Element(id: id, role: .button, frame: frame, screenFrame: frame, content: content, location: Self.here)
  }

  private func view(_ id: String, _ children: [Element], frame: Rect? = nil) -> Element {
    Element(id: id, role: .view, frame: frame, screenFrame: frame, children: children, location: Self.here)
  }

  private func order(_ root: Element, rightToLeft: Bool = false) -> [String] {
    ReadingOrder(rightToLeft: rightToLeft).stops(in: root).map(\.element.id)
  }

  @Test("a laid-out row is mirrored in Hebrew and read from its leading end; a row as shown, right to left")
  func hebrewRow() throws {
    let tree = try loadTree(TestPaths.scenes)
    let row = try #require(tree.scenes.first { $0.id == "row" })
    // iOS mirrors a layout for Hebrew: "first", laid out on the left, is shown on the right and read first.
    let hebrew = try announcer("he").announce(row).utterances
    #expect(hebrew.map(\.elementID) == ["first", "second", "third", "below"])
    let first = try #require(hebrew.first?.frame)
    let third = try #require(hebrew.dropFirst(2).first?.frame)
    #expect(first.x > third.x, "the frames spoken are those of the mirrored screen")
    // A screen dumped from the running app is already as shown: read right to left as it is.
    let shown = try announcer("he").announce(row, mirrorsLayout: false).utterances.map(\.elementID)
    #expect(shown == ["third", "second", "first", "below"])
    let english = try announcer("en").announce(row).utterances.map(\.elementID)
    #expect(english == ["first", "second", "third", "below"])
  }

  @Test("tops less than 8 pt apart are one row; 8 pt or more start a new row (AccessibilityHierarchyParser)")
  func rowTolerance() {
    let root = view("root", [button("b", x: 200, y: 107.9), button("a", x: 10, y: 100), button("c", x: 0, y: 108)])
    // The comparison is pairwise, as VoiceOver's: a is above c (8 pt), a and b share a row
    // (7.9 pt) and so do b and c (0.1 pt), where c is further left.
    #expect(order(root) == ["a", "c", "b"])
    // Right to left compares left edges: b (200) before a (10).
    #expect(order(root, rightToLeft: true) == ["b", "a", "c"])
  }

  @Test("rows are grouped by the frame's top, not its centre: a shorter title 12 pt lower starts a row")
  func centredTitle() {
    let title = Rect(x: 148, y: 32, width: 79, height: 21)
    var label = Element(id: "title", role: .staticText, frame: title, screenFrame: title, location: Self.here)
    label.content.text = "New Meal"
    let root = view(
      "root", [button("cancel", x: 8, y: 20, width: 59), label, button("save", x: 323, y: 20, width: 44)])
    #expect(order(root) == ["cancel", "save", "title"])
    var bar = root
    bar.role = .navigationBar
    #expect(order(view("screen", [bar])) == ["cancel", "title", "save"], "a navigation bar keeps its own order")
  }

  @Test("on iPad rows are 13 pt apart")
  func padTolerance() {
    let lower = view("root", [button("b", x: 10, y: 112), button("a", x: 200, y: 100)])
    #expect(ReadingOrder(rightToLeft: false).stops(in: lower).map(\.element.id) == ["a", "b"])
    #expect(ReadingOrder(rightToLeft: false, pad: true).stops(in: lower).map(\.element.id) == ["b", "a"])
  }

  @Test("a grouped container is placed where its first element is, not by its own frame")
  func groupPlacedByFirstChild() {
    var group = view(
      "group", [button("g2", x: 0, y: 300), button("g1", x: 0, y: 200)],
      frame: Rect(x: 0, y: 0, width: 400, height: 400))
    group.accessibility.shouldGroupChildren = true
    let root = view("root", [group, button("top", x: 0, y: 100)])
    #expect(order(root) == ["top", "g1", "g2"])
  }

  @Test("a plain view's children join their parent's order; a grouped container stays together")
  func containers() {
    let left = view("left", [button("l1", x: 0, y: 0), button("l2", x: 0, y: 100)])
    let right = button("r1", x: 200, y: 50)
    #expect(order(view("root", [left, right])) == ["l1", "r1", "l2"])
    var grouped = left
    grouped.accessibility.shouldGroupChildren = true
    #expect(order(view("root", [grouped, right])) == ["l1", "l2", "r1"])
  }

  @Test("hidden, transparent and elementsHidden subtrees are skipped; a modal view hides its siblings")
  func skipped() {
    var hidden = button("hidden", x: 0, y: 0)
    hidden.isHidden = true
    var clear = button("clear", x: 100, y: 0)
    clear.alpha = 0
    var muted = view("muted", [button("inside", x: 0, y: 200)])
    muted.accessibility.elementsHidden = true
    #expect(order(view("root", [hidden, clear, muted, button("shown", x: 0, y: 300)])) == ["shown"])
    var modal = view("modal", [button("ok", x: 0, y: 400)])
    modal.accessibility.viewIsModal = true
    #expect(order(view("root", [button("behind", x: 0, y: 0), modal])) == ["ok"])
  }

  @Test("accessibilityElements is read in the order given")
  func explicitOrder() {
    var root = view("root", [button("a", x: 0, y: 0), button("b", x: 100, y: 0), button("c", x: 200, y: 0)])
    root.accessibility.elementOrder = ["c", "a"]
    #expect(order(root) == ["c", "a"])
  }

  @Test("an element without a frame keeps its document place")
  func frameless() {
    var bar = Element(id: "bar", role: .navigationBar, location: Self.here)
    bar.children = [Element(id: "back", role: .button, location: Self.here)]
    let root = view("root", [button("low", x: 0, y: 500), bar, button("high", x: 0, y: 100)])
    #expect(order(root) == ["high", "back", "low"])
  }

  @Test("an accessibility element hides its children; a non-element exposes them")
  func elements() {
    var cell = Element(id: "cell", role: .tableViewCell, location: Self.here)
    cell.children = [button("inner", x: 0, y: 0)]
    let image = Element(id: "photo", role: .image, location: Self.here)
    #expect(order(view("root", [cell, image])) == ["cell"])
  }
}
