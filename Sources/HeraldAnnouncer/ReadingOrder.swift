import HeraldTree

/// The order VoiceOver visits the elements of a scene in, and which elements it visits — the
/// algorithm of cashapp/AccessibilitySnapshot's `AccessibilityHierarchyParser`, which was derived
/// from VoiceOver by experiment.
///
/// - An element is visited when it is an accessibility element (``Element/isAccessibilityElement``:
///   what the source sets, else UIKit's default for the role); its children are then not visited.
/// - A hidden view, a view with alpha 0 and a view with `accessibilityElementsHidden` are skipped
///   with their subtrees. When a child sets `accessibilityViewIsModal`, its siblings are skipped.
/// - Elements are sorted by the top-left corner of their frames: one is above another when their
///   tops differ by at least ``rowTolerance`` points (``padRowTolerance`` on iPad); otherwise
///   they are in one row and read left to right — right to left for a right-to-left locale, by
///   their left edges.
/// - Containers are kept together and placed where their first element (in their own order)
///   would be: a view that groups its children (`shouldGroupAccessibilityChildren`), has an
///   `accessibilityContainerType` or the tab bar trait, cells, alerts, menus and custom controls
///   are sorted inside; navigation bars, tab bars, toolbars and segmented controls keep their
///   items in document order, as UIKit's containers give them. A plain view's children join
///   their parent's order.
/// - `accessibilityElements` (``AccessibilityProperties/elementOrder``) is read as given.
/// - An element without a frame keeps its place in document order among its siblings.
///
/// - Complexity: O(*n* log *n*) for *n* elements.
public struct ReadingOrder: Sendable {
  /// On a phone, elements whose tops differ by less than this (in points) are one row.
  public static let rowTolerance = 8.0
  /// On an iPad, elements whose tops differ by less than this (in points) are one row.
  public static let padRowTolerance = 13.0

  /// Whether rows are read right to left.
  public var isRightToLeft: Bool
  /// The smallest difference of tops that starts a new row.
  public var minimumVerticalSeparation: Double
  /// Whether a stepper is read as UIKit's two buttons, "Decrement" and "Increment" (``stepperHalves(_:)``);
  /// `false` on macOS, where an `NSStepper` is one element (AppKit's incrementor role).
  public var splitsSteppers = true

  /// Creates a reading order for a left-to-right or right-to-left locale, on a phone or an iPad.
  public init(rightToLeft: Bool, pad: Bool = false) {
    isRightToLeft = rightToLeft
    minimumVerticalSeparation = pad ? Self.padRowTolerance : Self.rowTolerance
  }

  /// An element in reading order with what its ancestors decide about it.
  public struct Stop: Sendable {
    /// The element.
    public var element: Element
    /// Whether it and every ancestor take user interaction.
    public var isInteractive: Bool
    /// Its position in a tab bar, segmented control or a view with the tab bar trait.
    public var position: AccessibleElement.GroupPosition?
    /// Whether it is the first or last element of a list or landmark.
    public var edge: AccessibleElement.ContainerEdge?
    /// For a cell of a data table, whether it is the first cell read in its row.
    public var cellIsFirstInRow: Bool?
    /// For a cell of a data table, the header cells VoiceOver reads before it.
    public var tableHeaders: [Element]?
    /// The static text the element names as its title (``Connections/title``, held by the
    /// element), whose text VoiceOver on macOS reads as the element's title.
    public var title: Element?
  }

  /// The elements of `root` that VoiceOver visits, in order.
  public func stops(in root: Element) -> [Stop] {
    var all: [Stop] = []
    let units = units(of: root, interactive: true, into: &all)
    for index in all.indices {
      guard let title = all[index].element.connections.title, title.holder == .element,
        let text = root.element(withID: title.elementID), text.role == .staticText
      else { continue }
      all[index].title = text
    }
    return sorted(units).flatMap(\.indices).map { all[$0] }
  }

  /// Consecutive stops that stay together (their indices in document order), and the frame they
  /// are sorted by. Units carry indices, not elements, so sorting moves no element.
  private struct Unit {
    var frame: Rect?
    var indices: [Int]
  }

  // The recursion keeps its stack frame small (deep trees nest hundreds of views): every branch
  // that copies an element or builds stops lives in a helper that is not inlined.
  private func units(of element: Element, interactive inherited: Bool, into all: inout [Stop]) -> [Unit] {
    guard !element.isHidden, element.alpha > 0.01, !element.accessibility.elementsHidden else { return [] }
    let interactive = inherited && element.isUserInteractionEnabled
    if element.isAccessibilityElement { return leaf(element, interactive: interactive, into: &all) }
    if element.role == .stepper && element.children.isEmpty {
      return splitsSteppers
        ? stepper(element, interactive: interactive, into: &all) : leaf(element, interactive: interactive, into: &all)
    }
    if element.accessibility.elementOrder != nil { return ordered(element, interactive: interactive, into: &all) }
    var collected: [Unit] = []
    if let modal = element.children.lastIndex(where: { $0.accessibility.viewIsModal && !$0.isHidden }) {
      collected = units(of: element.children[modal], interactive: interactive, into: &all)
    } else {
      // By index: the children are borrowed, not copied (an element copy retains ~20 fields).
      for index in element.children.indices {
        collected += units(of: element.children[index], interactive: interactive, into: &all)
      }
    }
    let explicitlyOrdered = keepsDocumentOrder(element)
    guard explicitlyOrdered || keepsTogether(element) else { return collected }
    return group(element, collected, explicitlyOrdered: explicitlyOrdered, into: &all)
  }

  @inline(never)
  private func leaf(_ element: Element, interactive: Bool, into all: inout [Stop]) -> [Unit] {
    all.append(Stop(element: element, isInteractive: interactive, position: nil))
    return [Unit(frame: element.screenFrame, indices: [all.count - 1])]
  }

  @inline(never)
  private func stepper(_ element: Element, interactive: Bool, into all: inout [Stop]) -> [Unit] {
    for half in Self.stepperHalves(element) { all.append(Stop(element: half, isInteractive: interactive)) }
    return [Unit(frame: element.screenFrame, indices: [all.count - 2, all.count - 1])]
  }

  /// A view with `accessibilityElements`: the listed descendants in the order given.
  @inline(never)
  private func ordered(_ element: Element, interactive: Bool, into all: inout [Stop]) -> [Unit] {
    var collected: [Unit] = []
    for id in element.accessibility.elementOrder ?? [] {
      guard let child = element.element(withID: id) else { continue }
      let units = units(of: child, interactive: interactive, into: &all)
      collected.append(Unit(frame: sortFrame(units), indices: sorted(units).flatMap(\.indices)))
    }
    return group(element, collected, explicitlyOrdered: true, into: &all)
  }

  /// A container read in one run, placed by its first element.
  @inline(never)
  private func group(_ element: Element, _ collected: [Unit], explicitlyOrdered: Bool, into all: inout [Stop])
    -> [Unit]
  {
    let indices = (explicitlyOrdered ? collected : sorted(collected)).flatMap(\.indices)
    mark(indices, of: element, in: &all)
    return [Unit(frame: sortFrame(collected), indices: indices)]
  }

  /// A `UIStepper`'s two buttons, as UIKit exposes them: "Decrement" (dimmed at the minimum) and
  /// "Increment" (dimmed at the maximum), each half of the stepper's frame.
  static func stepperHalves(_ stepper: Element) -> [Element] {
    let range = stepper.content.range
    let halves: [(String, Bool)] = [
      ("stepperDecrement", range.map { $0.value > $0.minimum } ?? true),
      ("stepperIncrement", range.map { $0.value < $0.maximum } ?? true),
    ]
    return halves.enumerated().map { offset, half in
      var button = Element(
        id: "\(stepper.id)#\(offset == 0 ? "decrement" : "increment")", role: .button, location: stepper.location)
      button.className = half.0
      button.state.isEnabled = stepper.state.isEnabled && half.1
      if let frame = stepper.screenFrame {
        let width = frame.width / 2
        button.screenFrame = Rect(x: frame.x + Double(offset) * width, y: frame.y, width: width, height: frame.height)
      }
      return button
    }
  }

  /// Gives the elements of a counted group their positions, and those of a list or landmark
  /// their edges.
  private func mark(_ indices: [Int], of element: Element, in all: inout [Stop]) {
    if let kind = groupKind(of: element) {
      for (offset, index) in indices.enumerated() {
        all[index].position = AccessibleElement.GroupPosition(kind: kind, index: offset + 1, count: indices.count)
      }
    }
    guard let first = indices.first else { return }
    if element.accessibility.containerType == .dataTable { markCells(indices, in: &all) }
    switch element.accessibility.containerType {
    case .list?:
      all[first].edge = .listStart
      if let last = indices.last, last != first { all[last].edge = .listEnd }
    case .landmark?:
      all[first].edge = .landmarkStart
      if let last = indices.last, last != first { all[last].edge = .landmarkEnd }
    default: break
    }
  }

  /// Gives the cells of a data table their rows, columns and headers. A cell is the first of its
  /// row when no cell of the table starts in that row at a lower column; the first cell of a row
  /// hears the row's headers, every cell its column's (not itself, and for the first cell of a row
  /// not the header just above it), as AccessibilitySnapshot's parser reads them.
  @inline(never)
  private func markCells(_ indices: [Int], in all: inout [Stop]) {
    var firstColumn: [Int: Int] = [:]
    var rowHeaders: [Int: [(Int, Int)]] = [:]
    var columnHeaders: [Int: [(Int, Int)]] = [:]
    for index in indices {
      guard let cell = all[index].element.accessibility.tableCell else { continue }
      firstColumn[cell.row] = min(firstColumn[cell.row] ?? cell.column, cell.column)
      if cell.isRowHeader { rowHeaders[cell.row, default: []].append((cell.column, index)) }
      if cell.isColumnHeader { columnHeaders[cell.column, default: []].append((cell.row, index)) }
    }
    for index in indices {
      guard let cell = all[index].element.accessibility.tableCell else { continue }
      let first = firstColumn[cell.row] == cell.column
      all[index].cellIsFirstInRow = first
      var headers: [Int] = []
      if first {
        headers += (rowHeaders[cell.row] ?? []).sorted { $0.0 < $1.0 }.map(\.1).filter { $0 != index }
      }
      headers += (columnHeaders[cell.column] ?? []).sorted { $0.0 < $1.0 }
        .filter { $0.1 != index && !(first && $0.0 == cell.row - 1) }.map(\.1)
      if !headers.isEmpty { all[index].tableHeaders = headers.map { all[$0].element } }
    }
  }

  /// UIKit's bars and segmented controls list their items themselves, in their own order.
  @inline(never)
  private func keepsDocumentOrder(_ element: Element) -> Bool {
    switch element.role {
    case .navigationBar, .tabBar, .toolbar, .segmentedControl: true
    default: false
    }
  }

  @inline(never)
  private func keepsTogether(_ element: Element) -> Bool {
    if element.customClass != nil || element.accessibility.shouldGroupChildren { return true }
    if let type = element.accessibility.containerType, type != .none { return true }
    if element.accessibility.traits?.contains(.tabBar) == true { return true }
    switch element.role {
    case .tableViewCell, .collectionViewCell, .alert, .menu: return true
    default: return false
    }
  }

  private func groupKind(of element: Element) -> AccessibleElement.GroupPosition.Kind? {
    switch element.role {
    case .tabBar: return .tabBar
    case .segmentedControl: return .segmentedControl
    default: return element.accessibility.traits?.contains(.tabBar) == true ? .tabs : nil
    }
  }

  /// Whether a frame comes before another: its top is at least the row tolerance higher, or
  /// in the same row it is further left (further right in a right-to-left locale).
  private func precedes(_ a: Rect, _ b: Rect) -> Bool {
    if a.y != b.y, abs(a.y - b.y) >= minimumVerticalSeparation { return a.y < b.y }
    return isRightToLeft ? a.x > b.x : a.x < b.x
  }

  /// The frame a group is placed by: its first element's, as VoiceOver would select it.
  private func sortFrame(_ units: [Unit]) -> Rect? {
    var best: Rect?
    for unit in units {
      guard let frame = unit.frame else { continue }
      if let current = best, !precedes(frame, current) { continue }
      best = frame
    }
    return best
  }

  /// Sorts units with frames; units without a frame keep their places.
  private func sorted(_ units: [Unit]) -> [Unit] {
    let framed = units.indices.filter { units[$0].frame != nil }
    guard framed.count > 1 else { return units }
    let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    // Swift's sort is stable, as AccessibilitySnapshot's (the same standard library) relies on.
    let ordered = framed.sorted { precedes(units[$0].frame ?? zero, units[$1].frame ?? zero) }
    var result = units
    for (slot, index) in zip(framed, ordered) { result[slot] = units[index] }
    return result
  }
}
