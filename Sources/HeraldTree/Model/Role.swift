/// What kind of control or container an element is.
///
/// Roles name the platform's standard classes (`UIButton` → ``button``, `UILabel` →
/// ``staticText``). A subclass keeps the role of its base class and records its own name in
/// ``Element/customClass``: `<stackView customClass="RatingControl">` is a ``stackView`` whose
/// custom class is `RatingControl`. ``custom`` is for elements known only by their custom class.
public enum Role: String, Sendable, Hashable, CaseIterable {
  /// The application (a runtime dump's root).
  case application
  /// A window.
  case window
  /// A plain view or an unknown view class.
  case view
  /// A push button, bar button item, tab bar item or segment.
  case button
  /// A check box (Android `CheckBox`, AppKit check boxes).
  case checkBox
  /// A radio button.
  case radioButton
  /// A pop-up or drop-down button (Android `Spinner`, AppKit `NSPopUpButton`).
  case popUpButton
  /// A link.
  case link
  /// Non-editable text (`UILabel`, Android `TextView`).
  case staticText
  /// An image (`UIImageView`).
  case image
  /// A single-line text field.
  case textField
  /// A text field for secrets.
  case secureTextField
  /// Multi-line text (`UITextView`).
  case textView
  /// A search field or search bar.
  case searchField
  /// A slider (and Android `SeekBar` / `RatingBar`).
  case slider
  /// An on/off switch.
  case `switch`
  /// A stepper with increment and decrement buttons.
  case stepper
  /// A segmented control.
  case segmentedControl
  /// A page indicator.
  case pageControl
  /// A determinate progress bar.
  case progressIndicator
  /// An indeterminate activity indicator.
  case activityIndicator
  /// A picker (wheels).
  case picker
  /// A date picker.
  case datePicker
  /// A stack view (`UIStackView`).
  case stackView
  /// A scroll view.
  case scrollView
  /// A table view (list).
  case tableView
  /// A table view cell.
  case tableViewCell
  /// A collection view (grid).
  case collectionView
  /// A collection view cell.
  case collectionViewCell
  /// A navigation bar.
  case navigationBar
  /// A tab bar.
  case tabBar
  /// A toolbar.
  case toolbar
  /// A web view.
  case webView
  /// A map.
  case map
  /// A visual-effect (blur) view.
  case visualEffectView
  /// An alert or sheet.
  case alert
  /// A keyboard.
  case keyboard
  /// A menu.
  case menu
  /// A menu item.
  case menuItem
  /// An AppKit disclosure triangle (`NSButton` of type `disclosureTriangle`): shows or hides
  /// content, its state is expanded (on) or collapsed (off).
  case disclosureTriangle
  /// An element known only by its custom class.
  case custom
  /// A runtime element whose type the dump does not say (`XCUIElementTypeOther` is ``view``).
  case other

  /// Whether UIKit makes an element of this role an accessibility element when nothing is set.
  ///
  /// Controls and text are elements; containers, plain views and image views are not (their
  /// accessible children are exposed instead). Collection view cells are not elements by default,
  /// table view cells are (UIKit combines their labels).
  public var isAccessibilityElementByDefault: Bool {
    switch self {
    case .button, .checkBox, .radioButton, .popUpButton, .link, .staticText, .textField,
      .secureTextField, .textView, .searchField, .slider, .switch, .pageControl,
      .progressIndicator, .activityIndicator, .tableViewCell, .menuItem, .disclosureTriangle:
      return true
    case .application, .window, .view, .image, .stepper, .segmentedControl, .picker, .datePicker,
      .stackView, .scrollView, .tableView, .collectionView, .collectionViewCell, .navigationBar,
      .tabBar, .toolbar, .webView, .map, .visualEffectView, .alert, .keyboard, .menu, .custom,
      .other:
      return false
    }
  }

  /// The accessibility traits UIKit gives an element of this role when none are set.
  public var defaultTraits: AccessibilityTraits {
    switch self {
    case .button, .popUpButton, .menuItem, .disclosureTriangle: return .button
    case .checkBox, .radioButton, .switch: return [.button, .toggleButton]
    case .link: return .link
    case .staticText: return .staticText
    case .image: return .image
    case .searchField: return .searchField
    case .slider, .pageControl: return .adjustable
    case .tabBar: return .tabBar
    case .progressIndicator: return .updatesFrequently
    default: return []
    }
  }
}
