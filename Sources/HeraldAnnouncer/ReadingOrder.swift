import HeraldTree

/// The order VoiceOver visits the elements of a scene in, and which elements it visits.
///
/// - An element is visited when it is an accessibility element (``Element/isAccessibilityElement``:
///   what the source sets, else UIKit's default for the role); its children are then not visited.
/// - A hidden view, a view with alpha 0 and a view with `accessibilityElementsHidden` are skipped
///   with their subtrees. When a child sets `accessibilityViewIsModal`, its siblings are skipped.
/// - Elements are read top to bottom by rows — elements whose vertical centres differ by less than
///   ``rowTolerance`` points are one row, so a 21 pt title between two 44 pt bar buttons shares
///   their row — and within a row from leading to trailing: left to right, right to left for a
///   right-to-left locale.
/// - Containers are kept together: the contents of a navigation bar, tab bar, toolbar, cell,
///   custom control, a view that groups its children (`shouldGroupAccessibilityChildren`) or has
///   an `accessibilityContainerType` are read in one run where the container sits. A plain view's
///   children join their parent's order.
/// - `accessibilityElements` (``AccessibilityProperties/elementOrder``) is read as given.
/// - An element without a frame keeps its place in document order among its siblings.
///
/// - Complexity: O(*n* log *n*) for *n* elements.
public struct ReadingOrder: Sendable {
  /// Elements whose vertical centres differ by less than this (in points) are one row.
  public static let rowTolerance = 8.0

  /// Whether rows are read right to left.
  public var isRightToLeft: Bool

  /// Creates a reading order for a left-to-right or right-to-left locale.
  public init(rightToLeft: Bool) {
    isRightToLeft = rightToLeft
  }

  /// An element in reading order with what its ancestors decide about it.
  public struct Stop: Sendable {
    /// The element.
    public var element: Element
    /// Whether it and every ancestor take user interaction.
    public var isInteractive: Bool
    /// Its position in a tab bar or segmented control.
    public var position: AccessibleElement.GroupPosition?
  }

  /// The elements of `root` that VoiceOver visits, in order.
  public func stops(in root: Element) -> [Stop] {
    var all: [Stop] = []
    let units = units(of: root, interactive: true, into: &all)
    return sorted(units).flatMap(\.indices).map { all[$0] }
  }

  /// Consecutive stops that stay together (their indices in document order), and the frame they
  /// are sorted by. Units carry indices, not elements, so sorting moves no element.
  private struct Unit {
    var frame: Rect?
    var indices: [Int]
  }

  private func units(of element: Element, interactive inherited: Bool, into all: inout [Stop]) -> [Unit] {
    guard !element.isHidden, element.alpha > 0.01, !element.accessibility.elementsHidden else { return [] }
    let interactive = inherited && element.isUserInteractionEnabled
    if element.isAccessibilityElement {
      all.append(Stop(element: element, isInteractive: interactive, position: nil))
      return [Unit(frame: element.screenFrame, indices: [all.count - 1])]
    }
    if let order = element.accessibility.elementOrder {
      var indices: [Int] = []
      for id in order {
        guard let child = element.element(withID: id) else { continue }
        indices += sorted(units(of: child, interactive: interactive, into: &all)).flatMap(\.indices)
      }
      return [Unit(frame: element.screenFrame, indices: indices)]
    }
    var collected: [Unit] = []
    if let modal = element.children.last(where: { $0.accessibility.viewIsModal && !$0.isHidden }) {
      collected = units(of: modal, interactive: interactive, into: &all)
    } else {
      // By index: the children are borrowed, not copied (an element copy retains ~20 fields).
      for index in element.children.indices {
        collected += units(of: element.children[index], interactive: interactive, into: &all)
      }
    }
    guard keepsTogether(element) else { return collected }
    let indices = sorted(collected).flatMap(\.indices)
    if let kind = groupKind(of: element) {
      for (offset, index) in indices.enumerated() {
        all[index].position = AccessibleElement.GroupPosition(kind: kind, index: offset + 1, count: indices.count)
      }
    }
    let frame = element.screenFrame ?? collected.compactMap(\.frame).reduce(nil) { $0?.union($1) ?? $1 }
    return [Unit(frame: frame, indices: indices)]
  }

  private func keepsTogether(_ element: Element) -> Bool {
    if element.customClass != nil || element.accessibility.shouldGroupChildren { return true }
    if let type = element.accessibility.containerType, type != .none { return true }
    switch element.role {
    case .navigationBar, .tabBar, .toolbar, .tableViewCell, .collectionViewCell, .segmentedControl, .alert, .menu:
      return true
    default:
      return false
    }
  }

  private func groupKind(of element: Element) -> AccessibleElement.GroupPosition.Kind? {
    switch element.role {
    case .tabBar: .tabBar
    case .segmentedControl: .segmentedControl
    default: nil
    }
  }

  /// Sorts units with frames into rows; units without a frame keep their places.
  private func sorted(_ units: [Unit]) -> [Unit] {
    let framed = units.indices.filter { units[$0].frame != nil }
    guard framed.count > 1 else { return units }
    let byTop = framed.sorted { lhs, rhs in
      let (a, b) = (units[lhs].frame?.midpoint.y ?? 0, units[rhs].frame?.midpoint.y ?? 0)
      return a != b ? a < b : lhs < rhs
    }
    var ordered: [Int] = []
    var row: [Int] = []
    var rowCentre = 0.0
    func flush() {
      ordered += row.sorted { lhs, rhs in
        let (a, b) = (
          units[lhs].frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
          units[rhs].frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        )
        if isRightToLeft {
          let (ra, rb) = (a.x + a.width, b.x + b.width)
          return ra != rb ? ra > rb : lhs < rhs
        }
        return a.x != b.x ? a.x < b.x : lhs < rhs
      }
      row.removeAll(keepingCapacity: true)
    }
    for index in byTop {
      let centre = units[index].frame?.midpoint.y ?? 0
      if !row.isEmpty && centre - rowCentre >= Self.rowTolerance { flush() }
      if row.isEmpty { rowCentre = centre }
      row.append(index)
    }
    flush()
    var result = units
    for (slot, index) in zip(framed, ordered) { result[slot] = units[index] }
    return result
  }
}
