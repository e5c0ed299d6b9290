/// A control's state (`UIControl.isSelected`, `isEnabled`, `isHighlighted`, and a switch's `isOn`).
public struct ControlState: Sendable, Hashable {
  /// `isSelected`.
  public var isSelected: Bool
  /// `isEnabled`.
  public var isEnabled: Bool
  /// `isHighlighted`.
  public var isHighlighted: Bool
  /// A switch's or check box's `isOn`; `nil` for controls that have no on/off state.
  public var isOn: Bool?

  /// Creates a state; the default is an enabled, unselected control.
  public init(isSelected: Bool = false, isEnabled: Bool = true, isHighlighted: Bool = false, isOn: Bool? = nil) {
    self.isSelected = isSelected
    self.isEnabled = isEnabled
    self.isHighlighted = isHighlighted
    self.isOn = isOn
  }
}
