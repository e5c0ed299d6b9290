import HeraldAudit
import HeraldTree

/// What a SwiftUI button's style draws around its label, as far as the source says.
///
/// The reader keeps the innermost `.buttonStyle(…)` around a button as written
/// (``RuntimeAttribute/buttonStyleKeyPath``); none is the automatic style, which takes the style
/// its container recommends: "inside a container, like a List, the style resolves to the
/// recommended style for buttons inside that container" (Apple, `ButtonStyle.automatic`). In a
/// `List` or `Form` on iOS that is the row itself: the whole row, at least
/// `defaultMinListRowHeight` (44 pt) tall across the list, takes the tap, and the row's own
/// background is drawn behind its title, no fill of a style. Elsewhere on iOS it is borderless.
/// `.plain` "doesn't style or decorate its content" and `.borderless` adds no border: the button
/// is its label.
enum ButtonStyles {
  /// The style around `node` as written (`.plain`, `BorderedButtonStyle()`), `nil` for none.
  static func style(of node: AuditNode) -> String? {
    node.element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.buttonStyleKeyPath }?.value.text
  }

  /// Whether `style` is the automatic one: none, `.automatic` or `DefaultButtonStyle()`.
  static func isAutomatic(_ style: String?) -> Bool {
    style.map { [".automatic", "DefaultButtonStyle()"].contains($0) } ?? true
  }

  /// The style of a SwiftUI button `element` of `scene` that may fill the button behind its
  /// label: any but the automatic one and those that draw only the label (`.bordered` and
  /// `.borderedProminent` fill it with the tint; an app's style decides in its body, which the
  /// reader does not apply). `nil` for other elements and for those styles.
  static func fillingStyle(of element: Element, in scene: AuditScene) -> String? {
    guard scene.format == .swiftUI, [.button, .link].contains(element.role),
      let style = element.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.buttonStyleKeyPath })?
        .value.text,
      !isAutomatic(style), !drawsOnlyLabel(style)
    else { return nil }
    return style
  }

  /// Whether `style` draws only the label: `.plain` or `.borderless`, in either spelling.
  static func drawsOnlyLabel(_ style: String?) -> Bool {
    style.map { [".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"].contains($0) } ?? false
  }

  /// Whether `node` is a SwiftUI button in the automatic style whose nearest scrolling container
  /// is a `List` or `Form` on iOS, outside a section's header (a button there is its own size).
  static func isRowButton(_ node: AuditNode) -> Bool {
    guard node.scene.format == .swiftUI, node.scene.platform == .iOS, node.element.role == .button,
      isAutomatic(style(of: node))
    else { return false }
    let scrolling: Set<Role> = [.tableView, .scrollView, .collectionView]
    let inContainer = ([node] + node.ancestors).prefix { !scrolling.contains($0.element.role) }
    let isHeader = inContainer.contains { holder in
      holder.element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.sectionHeaderKeyPath }
    }
    let container = node.ancestors.first { scrolling.contains($0.element.role) }
    return !isHeader && (container.map { ["List", "Form"].contains($0.element.className) } ?? false)
  }

  /// Whether `node`, a SwiftUI button on iOS, is as large as its label: in a style that draws only
  /// the label, or in the automatic style outside a list or a menu (which resolve it otherwise).
  static func isLabelSized(_ node: AuditNode) -> Bool {
    guard node.scene.format == .swiftUI, node.scene.platform == .iOS, node.element.role == .button else { return false }
    let style = style(of: node)
    if drawsOnlyLabel(style) { return true }
    let resolving: Set<Role> = [.tableView, .popUpButton, .menu]
    return isAutomatic(style) && !node.ancestors.contains { resolving.contains($0.element.role) }
  }
}
