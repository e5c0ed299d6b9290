import HeraldAudit
import HeraldTree

/// Buttons that are a `List` or `Form` row in SwiftUI.
///
/// A button in the automatic style (no `.buttonStyle` around it, or `.automatic`) takes the style
/// its container recommends: "inside a container, like a List, the style resolves to the
/// recommended style for buttons inside that container" (Apple, `ButtonStyle.automatic`). In a
/// `List` or `Form` on iOS that is the row itself: the whole row, at least
/// `defaultMinListRowHeight` (44 pt) tall across the list, takes the tap, and the row's own
/// background is drawn behind its title, no fill of a style.
enum ListRows {
  /// Whether `node` is a SwiftUI button in the automatic style whose nearest scrolling container
  /// is a `List` or `Form` on iOS, outside a section's header (a button there is its own size).
  static func isRowButton(_ node: AuditNode) -> Bool {
    guard node.scene.format == .swiftUI, node.scene.platform == .iOS, node.element.role == .button else { return false }
    let style = node.element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.buttonStyleKeyPath }?.value.text
    guard style == nil || style == ".automatic" || style == "DefaultButtonStyle()" else { return false }
    let scrolling: Set<Role> = [.tableView, .scrollView, .collectionView]
    let inContainer = ([node] + node.ancestors).prefix { !scrolling.contains($0.element.role) }
    let isHeader = inContainer.contains { holder in
      holder.element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.sectionHeaderKeyPath }
    }
    let container = node.ancestors.first { scrolling.contains($0.element.role) }
    return !isHeader && (container.map { ["List", "Form"].contains($0.element.className) } ?? false)
  }
}
