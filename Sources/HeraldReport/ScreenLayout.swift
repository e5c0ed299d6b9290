import HeraldTree

/// Places a framed scene's elements at their screen frames, and the bars Interface Builder keeps
/// without frames where iOS draws them.
struct ScreenLayout {
  /// iOS's status bar and bar heights, in points.
  static let statusBarHeight = 20.0
  static let navigationBarHeight = 44.0
  static let tabBarHeight = 49.0
  static let toolbarHeight = 44.0

  let root: Element
  let screen: Rect

  func canvas() -> SceneCanvas {
    var boxes: [CanvasBox] = []
    var unplaced: [String] = []
    // Depth-first, parents first, without recursion: trees can be deep.
    var pending: [(element: Element, depth: Int, estimated: Rect?)] = [(root, 0, nil)]
    while let (element, depth, estimated) = pending.popLast() {
      if element.isHidden || element.alpha == 0 { continue }
      var childEstimates: [Rect?] = Array(repeating: nil, count: element.children.count)
      if let frame = element.screenFrame {
        boxes.append(
          CanvasBox(element, rect: CanvasGeometry.bounded(frame.offsetBy(dx: -screen.x, dy: -screen.y)), depth: depth))
      } else if let rect = estimated ?? barRect(element.role) {
        boxes.append(CanvasBox(element, rect: rect, depth: depth, isEstimated: true))
        childEstimates = itemRects(in: rect, for: element)
      } else if depth > 0 {
        // A root without a frame is the screen itself (the bounds of what it holds).
        unplaced.append(element.id)
      }
      for (child, rect) in zip(element.children, childEstimates).reversed() {
        pending.append((child, depth + 1, child.screenFrame == nil ? rect : nil))
      }
    }
    return SceneCanvas(
      mode: .screen, width: screen.width, height: screen.height, boxes: boxes, unplaced: unplaced,
      origin: Point(x: screen.x, y: screen.y))
  }

  /// Where iOS draws a bar the file gives no frame.
  private func barRect(_ role: Role) -> Rect? {
    switch role {
    case .navigationBar:
      return Rect(x: 0, y: Self.statusBarHeight, width: screen.width, height: Self.navigationBarHeight)
    case .tabBar:
      return Rect(x: 0, y: screen.height - Self.tabBarHeight, width: screen.width, height: Self.tabBarHeight)
    case .toolbar:
      return Rect(x: 0, y: screen.height - Self.toolbarHeight, width: screen.width, height: Self.toolbarHeight)
    default:
      return nil
    }
  }

  /// The items of a bar without frames: a navigation bar's title centred, the items before it on
  /// the leading side and those after it on the trailing side; a tab bar's or toolbar's items
  /// side by side in equal parts.
  private func itemRects(in bar: Rect, for element: Element) -> [Rect?] {
    let items = element.children
    guard !items.isEmpty else { return [] }
    guard element.role == .navigationBar else {
      let width = bar.width / Double(items.count)
      return items.indices.map { Rect(x: bar.x + Double($0) * width, y: bar.y, width: width, height: bar.height) }
    }
    let title =
      items.firstIndex { $0.role == .staticText && $0.accessibility.traits?.contains(.header) == true }
      ?? items.firstIndex { $0.role == .staticText }
    let split = title ?? (items.count + 1) / 2
    var rects: [Rect?] = Array(repeating: nil, count: items.count)
    var leading = bar.x + 8
    for index in 0..<split {
      let width = TextMetrics.width(of: label(items[index]), fontSize: 17) + 16
      rects[index] = Rect(x: leading, y: bar.y, width: width, height: bar.height)
      leading += width
    }
    var trailing = bar.x + bar.width - 8
    for index in (split..<items.count).reversed() where index != title {
      let width = TextMetrics.width(of: label(items[index]), fontSize: 17) + 16
      trailing -= width
      rects[index] = Rect(x: trailing, y: bar.y, width: width, height: bar.height)
    }
    if let title {
      let width = min(TextMetrics.width(of: label(items[title]), fontSize: 17) + 16, max(trailing - leading, 44))
      rects[title] = Rect(x: bar.x + (bar.width - width) / 2, y: bar.y, width: width, height: bar.height)
    }
    return rects
  }

  private func label(_ element: Element) -> String {
    element.content.titles[.normal] ?? element.content.text ?? element.content.systemItem?.capitalized ?? "Item"
  }
}
