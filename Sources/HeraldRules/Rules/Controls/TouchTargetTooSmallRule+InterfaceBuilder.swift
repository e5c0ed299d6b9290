import HeraldAudit
import HeraldTree

/// What an Interface Builder file says about a control's size at run time, for
/// ``TouchTargetTooSmallRule``: intrinsic default heights and what may stretch them, table rows,
/// disabled controls, and sizes the app's code sets.
extension TouchTargetTooSmallRule {
  /// A control disabled in the file (`enabled="NO"`) that no code can reach to enable: no outlet,
  /// no tag, no class of its own (which may enable itself in `awakeFromNib`). A disabled control
  /// ignores touches (Apple, `UIControl.isEnabled`), so its target size does not apply.
  static func isDisabledForGood(_ node: AuditNode) -> Bool {
    let element = node.element
    return node.isFromInterfaceBuilder && !element.state.isEnabled && element.connections.outlets.isEmpty
      && element.viewTag == nil && element.customClass == nil
  }

  /// The height the control is tapped over at run time, where the file decides it otherwise than
  /// its frame: a required constant height constraint (``AutoLayout/fixedHeight``) is the height,
  /// and a table view cell is tapped over its row — Interface Builder writes a cell without the
  /// separator hairline UIKit draws at the bottom of its row (1 / screen scale pt: 43.67 pt for a
  /// 44 pt row), so a cell less than a point short of the minimum fills a row of it.
  static func runtimeHeight(of node: AuditNode, frameHeight height: Double, minimum: Double) -> Double {
    guard node.isFromInterfaceBuilder else { return height }
    // A switch keeps the size UIKit enforces, whatever its constraints (``isInterfaceBuilderDefault``).
    if node.element.role == .switch { return height }
    if let fixed = node.element.autoLayout?.fixedHeight { return fixed }
    guard node.element.role == .tableViewCell, height < minimum, minimum - height < 1 else { return height }
    return minimum
  }

  /// Whether the shortfall may be only Interface Builder's intrinsic default height: layout may
  /// change the height, and the width too where it is short (an arranged subview of a fill or
  /// fill-equally stack view); a side that stays short decides. A `UISwitch` is never resized:
  /// it "enforces a size appropriate for the control" and ignores the size it is given (Apple,
  /// `UISwitch.init(frame:)`), so its 31 points are its height whatever the layout.
  func isInterfaceBuilderDefault(_ node: AuditNode, width: Double, height: Double, minimum: Double) -> Bool {
    let element = node.element
    guard node.isFromInterfaceBuilder else {
      return false
    }
    let defaultHeights: [Double]
    switch element.role {
    case .button where element.customClass == nil: defaultHeights = [30]
    case .slider: defaultHeights = [30, 31]
    case .textField: defaultHeights = [30, 34]
    default: return false
    }
    guard defaultHeights.contains(height), Self.mayResizeHeight(node) else { return false }
    if width >= minimum { return true }
    // A short width too: only a stack view that stretches its arranged subviews across it (a
    // horizontal one that fills along, a vertical one aligned to fill) may change it.
    guard let stack = node.parent?.element.stack else { return false }
    switch stack.axis {
    case .horizontal: return stack.distribution == "fill" || stack.distribution == "fillEqually"
    case .vertical: return stack.alignment == "fill"
    }
  }

  /// Whether layout may give a view another height than its content's: the file's constraints
  /// or autoresizing mask (``AutoLayout/mayResizeHeight``), or a stack view that stretches its
  /// arranged subviews across (a horizontal stack aligned to `fill`) or along (a vertical stack
  /// whose distribution fills). A view neither touches keeps its intrinsic content size (Apple,
  /// "Auto Layout Guide: Views with Intrinsic Content Size"); a file that does not say is not known.
  private static func mayResizeHeight(_ node: AuditNode) -> Bool {
    guard let layout = node.element.autoLayout else { return true }
    guard let stack = node.parent?.element.stack else { return layout.mayResizeHeight }
    // An arranged subview is placed by its stack view; only a height constraint of its own (other
    // than a required constant) or the stack's stretching changes its height.
    if layout.fixedHeight == nil, layout.constrained.contains("height") { return true }
    switch stack.axis {
    case .horizontal: return stack.alignment == "fill"
    case .vertical: return ["fill", "fillEqually", "fillProportionally"].contains(stack.distribution)
    }
  }

  /// Where the code of the class that holds an Interface Builder view's outlet (or a class it
  /// inherits from or that inherits from it) sets the view's size through the outlet: its `frame`,
  /// `bounds`, `transform` (which scales a switch, whose frame UIKit keeps) or `contentEdgeInsets`,
  /// or a button's `configuration`, whose `buttonSize` and insets
  /// size the button (Apple, UIButton.Configuration). A property of the same name in another class
  /// is another view.
  static func sizeSetByCode(_ node: AuditNode) -> (outlet: Outlet, use: PropertyUse)? {
    guard node.isFromInterfaceBuilder else { return nil }
    let code = node.scene.code
    return node.outletUse { outlet, use in
      guard use.member == .size || use.member == .configuration, let holder = outlet.owner, let owner = use.owner
      else { return false }
      return owner == holder || code.chain(of: holder).contains { $0.name == owner }
        || code.chain(of: owner).contains { $0.name == holder }
    }
  }
}
