import HeraldTree

extension Role {
  /// Whether the report draws the role as a control people use (a touch-sized box in outlines,
  /// a target in the touch-target overlay).
  var isControl: Bool {
    switch self {
    case .button, .checkBox, .radioButton, .popUpButton, .link, .textField, .secureTextField, .textView,
      .searchField, .slider, .switch, .stepper, .segmentedControl, .pageControl, .picker, .datePicker, .menuItem,
      .disclosureTriangle:
      true
    default:
      false
    }
  }
}
