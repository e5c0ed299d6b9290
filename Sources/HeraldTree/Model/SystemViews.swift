/// UIKit's and AppKit's views and controllers whose accessibility the system provides: hosted in
/// a representable, or subclassed by the app, VoiceOver reads them as it reads them anywhere
/// (Apple: "UIKit controls … are accessible by default"; WebKit exposes a page's own
/// accessibility; the system's controllers — Safari, share sheet, pickers, mail — are the
/// system's own screens).
///
/// ```swift
/// SystemViews.roles["WKWebView"]  // .webView
/// ```
public enum SystemViews {
  /// The standard views by class, with the role each has.
  public static let roles: [String: Role] = [
    "UILabel": .staticText, "UITextView": .textView, "UITextField": .textField, "UIButton": .button,
    "UISwitch": .switch, "UISlider": .slider, "UIStepper": .stepper, "UISegmentedControl": .segmentedControl,
    "UIDatePicker": .datePicker, "UIPickerView": .picker, "UIPageControl": .pageControl,
    "UIActivityIndicatorView": .activityIndicator, "UIProgressView": .progressIndicator, "UIImageView": .image,
    "UISearchBar": .searchField, "UIScrollView": .scrollView, "UITableView": .tableView,
    "UICollectionView": .collectionView, "UIStackView": .stackView, "UIVisualEffectView": .visualEffectView,
    "WKWebView": .webView, "MKMapView": .map, "PDFView": .view, "AVPlayerView": .view,
    "NSTextView": .textView, "NSTextField": .textField, "NSSecureTextField": .secureTextField, "NSButton": .button,
    "NSPopUpButton": .popUpButton, "NSSlider": .slider, "NSStepper": .stepper, "NSSwitch": .switch,
    "NSSegmentedControl": .segmentedControl, "NSDatePicker": .datePicker, "NSSearchField": .searchField,
    "NSProgressIndicator": .progressIndicator, "NSLevelIndicator": .progressIndicator, "NSImageView": .image,
    "NSScrollView": .scrollView, "NSTableView": .tableView, "NSOutlineView": .tableView,
    "NSCollectionView": .collectionView, "NSStackView": .stackView, "NSVisualEffectView": .visualEffectView,
    "NSPathControl": .view, "NSColorWell": .button,
  ]

  /// The system's view controllers: a screen of the system's, accessible as the system makes it.
  public static let controllers: Set<String> = [
    "SFSafariViewController", "UIActivityViewController", "UIImagePickerController", "PHPickerViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "QLPreviewController",
    "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "CNContactPickerViewController",
    "CNContactViewController", "AVPlayerViewController", "EKEventEditViewController", "EKEventViewController",
    "SKStoreProductViewController", "VNDocumentCameraViewController", "UIReferenceLibraryViewController",
    "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
    "DDDevicePickerViewController",
  ]
}
