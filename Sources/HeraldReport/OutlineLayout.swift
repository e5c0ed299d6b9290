import HeraldTree

/// Places the elements of a scene without frames as a structured outline: each element that shows
/// something, can be used, or groups several children is a box; containers hold their children
/// top to bottom, or side by side when they are horizontal stacks (`HStack`, a horizontal
/// `UIStackView`). Wrappers with one child and nothing of their own are skipped.
struct OutlineLayout {
  static let padding = 6.0
  static let gap = 6.0
  static let textHeight = 28.0
  static let controlHeight = 44.0
  static let maximumWidth = 360.0
  /// Nesting beyond this depth is drawn flat, so that a deep tree stays readable.
  static let maximumNesting = 48

  let root: Element

  /// A measured node of the outline.
  private final class Node {
    let element: Element
    let depth: Int
    /// Whether the children are side by side: a horizontal stack's, or those of a wrapper without
    /// a stack of its own inside one (`ForEach`, `Group`), which SwiftUI lays out as the stack's.
    let isRow: Bool
    var children: [Node] = []
    var width = 0.0
    var height = 0.0

    init(element: Element, depth: Int, insideRow: Bool) {
      self.element = element
      self.depth = depth
      isRow = element.stack.map { $0.axis == .horizontal } ?? insideRow
    }
  }

  func canvas() -> SceneCanvas {
    let top = Node(element: root, depth: 0, insideRow: false)
    collect(root.children, into: top, insideRow: top.isRow, nesting: 1)
    measure(top)
    var boxes: [CanvasBox] = []
    place(top, x: 0, y: 0, into: &boxes)
    return SceneCanvas(mode: .outline, width: max(top.width, 120), height: top.height, boxes: boxes)
  }

  /// Adds the drawn descendants of `elements` under `parent`; `insideRow` tells whether the
  /// nearest stack above them is horizontal.
  private func collect(_ elements: [Element], into parent: Node, insideRow: Bool, nesting: Int) {
    for element in elements where !element.isHidden && element.alpha != 0 {
      let row = element.stack.map { $0.axis == .horizontal } ?? insideRow
      if isDrawn(element) {
        let node = Node(element: element, depth: parent.depth + 1, insideRow: insideRow)
        parent.children.append(node)
        collect(
          element.children, into: nesting < Self.maximumNesting ? node : parent, insideRow: row, nesting: nesting + 1)
      } else {
        collect(element.children, into: parent, insideRow: row, nesting: nesting + 1)
      }
    }
  }

  private func isDrawn(_ element: Element) -> Bool {
    let content = element.content
    if content.text != nil || !content.titles.isEmpty || !content.images.isEmpty || content.placeholder != nil {
      return true
    }
    if element.role.isControl || element.accessibility.label != nil || element.accessibility.isElement == true {
      return true
    }
    // A container of several visible children groups them; a wrapper of one is skipped.
    return element.children.lazy.filter { !$0.isHidden && $0.alpha != 0 }.dropFirst().first != nil
  }

  private func measure(_ node: Node) {
    for child in node.children { measure(child) }
    if node.children.isEmpty {
      let box = CanvasBox(node.element, rect: Rect(x: 0, y: 0, width: 0, height: 0), depth: node.depth)
      let font = box.fontSize ?? 15
      let text = box.text ?? box.image ?? node.element.role.rawValue
      let height = node.element.role.isControl ? Self.controlHeight : max(Self.textHeight, font + 12)
      node.width = min(
        max(TextMetrics.width(of: TextMetrics.clipped(text, to: 48), fontSize: font) + 16, height), Self.maximumWidth)
      node.height = height
      return
    }
    let widths = node.children.map(\.width)
    let heights = node.children.map(\.height)
    let gaps = Self.gap * Double(node.children.count - 1)
    if node.isRow {
      node.width = widths.reduce(0, +) + gaps + 2 * Self.padding
      node.height = (heights.max() ?? 0) + 2 * Self.padding
    } else {
      node.width = (widths.max() ?? 0) + 2 * Self.padding
      node.height = heights.reduce(0, +) + gaps + 2 * Self.padding
    }
  }

  private func place(_ node: Node, x: Double, y: Double, into boxes: inout [CanvasBox]) {
    let rect = Rect(x: x, y: y, width: node.width, height: node.height)
    boxes.append(CanvasBox(node.element, rect: rect, depth: node.depth, isEstimated: true, isRow: node.isRow))
    var cursorX = x + Self.padding
    var cursorY = y + Self.padding
    for child in node.children {
      place(child, x: cursorX, y: cursorY, into: &boxes)
      if node.isRow {
        cursorX += child.width + Self.gap
      } else {
        cursorY += child.height + Self.gap
      }
    }
  }
}
