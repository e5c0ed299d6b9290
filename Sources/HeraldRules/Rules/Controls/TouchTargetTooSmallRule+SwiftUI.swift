import HeraldAudit
import HeraldTree

extension TouchTargetTooSmallRule {
  /// The sides of a SwiftUI button on iOS that its label's own fixed frame gives it
  /// (``RuntimeAttribute/labelWidthKeyPath``), when its style draws nothing around the label: a
  /// button is its label's size in the `.plain` and `.borderless` styles (Apple, `ButtonStyle.plain`:
  /// "doesn't style or decorate its content"; `.borderless`: "doesn't apply a border"), and in the
  /// automatic style, borderless on iOS, except where a container resolves it otherwise (a list's
  /// row, a menu's item, an alert's action; a bar's items pass before). A style of the app's own,
  /// or a bordered one, may add to the label: `nil`.
  static func labelSides(of node: AuditNode) -> (width: Double?, height: Double?)? {
    guard node.scene.format == .swiftUI, node.scene.platform == .iOS, node.element.role == .button else { return nil }
    let attributes = node.element.runtimeAttributes
    func side(_ keyPath: String) -> Double? {
      guard case .number(let value)? = attributes.last(where: { $0.keyPath == keyPath })?.value else { return nil }
      return value
    }
    let sides = (width: side(RuntimeAttribute.labelWidthKeyPath), height: side(RuntimeAttribute.labelHeightKeyPath))
    guard sides.width != nil || sides.height != nil else { return nil }
    let style = attributes.first { $0.keyPath == RuntimeAttribute.buttonStyleKeyPath }?.value.text
    if let style, Self.labelOnlyStyles.contains(style) { return sides }
    guard style == nil || Self.automaticStyles.contains(style ?? "") else { return nil }
    let resolving: Set<Role> = [.tableView, .popUpButton, .menu, .alert]
    return node.ancestors.contains { resolving.contains($0.element.role) } ? nil : sides
  }

  /// The styles that draw only the label, as written in `.buttonStyle(…)`.
  static let labelOnlyStyles: Set<String> = [".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"]
  /// The automatic style, as written.
  static let automaticStyles: Set<String> = [".automatic", "DefaultButtonStyle()"]
}
