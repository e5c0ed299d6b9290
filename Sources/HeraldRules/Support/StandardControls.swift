import HeraldTree

/// The standard controls UIKit and AppKit make accessible by themselves: VoiceOver reaches and
/// activates them, and reads their titles and values, with no code of the app's.
///
/// One table, read by class name where code names the control (`UIButton()`, a subclass's
/// superclass) and by role where an Interface Builder file or a dump gives it.
enum StandardControls {
  /// Each role with the framework classes that have it.
  static let table: [(role: Role, classes: [String])] = [
    (.button, ["UIButton", "NSButton"]),
    (.checkBox, []),  // NSButton with the check-box type
    (.radioButton, []),  // NSButton with the radio type
    (.popUpButton, ["NSPopUpButton"]),
    (.textField, ["UITextField", "NSTextField", "NSComboBox"]),  // a combo box, as Interface Builder reads it
    (.secureTextField, ["NSSecureTextField"]),
    (.textView, ["UITextView"]),
    (.searchField, ["UISearchBar", "NSSearchField"]),
    (.slider, ["UISlider", "NSSlider"]),
    (.switch, ["UISwitch", "NSSwitch"]),
    (.stepper, ["UIStepper", "NSStepper"]),
    (.segmentedControl, ["UISegmentedControl", "NSSegmentedControl"]),
    (.datePicker, ["UIDatePicker", "NSDatePicker"]),
    (.picker, ["UIPickerView"]),
    (.pageControl, ["UIPageControl"]),
  ]

  /// The standard controls by class name.
  static let classes: Set<String> = Set(table.flatMap(\.classes))

  /// The standard controls by role.
  static let roles: Set<Role> = Set(table.map(\.role))
}
