extension Element {
  /// Whether the element is an accessibility element: what the source sets, otherwise the
  /// platform default for its role (``Role/isAccessibilityElementByDefault``).
  public var isAccessibilityElement: Bool {
    accessibility.isElement ?? role.isAccessibilityElementByDefault
  }

  /// The traits a screen reader uses: the declared traits, or the role's defaults when none are
  /// declared, plus `selected` and `notEnabled` from the control state, as UIKit adds them.
  public var effectiveTraits: AccessibilityTraits {
    var traits = accessibility.traits ?? role.defaultTraits
    if state.isSelected { traits.insert(.selected) }
    if !state.isEnabled { traits.insert(.notEnabled) }
    return traits
  }

  /// The value of the runtime attribute or inspectable property at `keyPath`, if set.
  public func runtimeAttribute(_ keyPath: String) -> RuntimeValue? {
    runtimeAttributes.last { $0.keyPath == keyPath }?.value
  }
}
