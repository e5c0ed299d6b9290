import HeraldSyntax

/// Loads the page source that Appium's XCUITest driver returns (`driver.getPageSource()`): a
/// snapshot of a running iOS app's accessibility hierarchy, as WebDriverAgent writes it.
///
/// ```swift
/// let tree = try AppiumPageSourceLoader().load(bytes, file: "meal-detail.xml")
/// let app = tree.scenes[0].root            // role .application, id "0"
/// print(app.children[0].className ?? "")   // XCUIElementTypeWindow
/// ```
///
/// The document is `<AppiumAUT>` holding one `<XCUIElementTypeApplication>` (or, for a source
/// taken of a single element, just an `XCUIElementType…` root). Each top-level element becomes a
/// ``Scene``: its id is the element's `name` (`"app"` when there is none), its name the `label`,
/// else the `name`, else the file name without its extension. Every `XCUIElementType…` element
/// becomes an ``Element``:
///
/// - **id**: the path of child positions from the document root (`"0/2/1"`), stable for the same
///   input. `XCUIElementTypeApplication` is ``Role/application``.
/// - **role**: from the type without its `XCUIElementType` prefix (`Button` → ``Role/button``,
///   `Other` and `Group` → ``Role/view``, `Cell` → ``Role/tableViewCell``, or
///   ``Role/collectionViewCell`` when its nearest enclosing list is a `CollectionView`; see
///   `roles` below); an unknown type is ``Role/other``. ``Element/className`` is the full type.
/// - **accessibility**: `label` (when not empty) is the label. WebDriverAgent writes `name` as
///   the identifier when one is set and as the label otherwise, so `name` is the identifier only
///   when it differs from `label`. `accessible` gives `isElement`; a `traits` attribute (newer
///   WebDriverAgent: `"Button, Selected"`) gives the traits, its unknown names skipped.
/// - **value**: WebDriverAgent fills `value` in where UIKit has none: a static text's with its
///   label, a selected button's with `1`, an empty text input's with its placeholder. Those
///   fill-ins are undone, so ``AccessibilityProperties/value`` is what VoiceOver speaks as the
///   value. For text inputs (`TextField`, `SecureTextField`, `TextView`, `SearchField`) the value
///   is also ``Content/text``, and `placeholderValue` is ``Content/placeholder``.
/// - **state**: `enabled`, `selected`; for `Switch`, `Toggle`, `CheckBox` and `RadioButton`,
///   value `1`/`0` is ``ControlState/isOn``. `visible="false"` sets ``Element/isHidden``; note
///   that WebDriverAgent also says `false` for an element scrolled off screen.
/// - **frames**: `x`, `y`, `width`, `height` are absolute points, so they are the
///   ``Element/screenFrame``; the relative ``Element/frame`` is derived from them. An element
///   with none of the four has no frame.
///
/// `hittable`, `focused` and `index` are not kept (the model has no place for them; positions
/// come from the document order).
///
/// The loader is strict, because a page source is machine-written and a surprise means the file
/// is not one: an element whose name does not start with `XCUIElementType` is refused rather than
/// read as ``Role/other``, and so is a number or boolean that does not parse.
public struct AppiumPageSourceLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads: ``DocumentFormat/appiumPageSource``.
  public var format: DocumentFormat { .appiumPageSource }

  /// Loads an Appium XCUITest page source.
  ///
  /// - Parameters:
  ///   - bytes: The page source, as `getPageSource()` returned it.
  ///   - file: The path used in locations and errors.
  /// - Returns: One scene per top-level element (usually the single application), for
  ///   ``Platform/iOS`` in ``CoordinateUnit/points``.
  /// - Throws: ``TreeError/syntax(_:)`` when the XML is malformed, and
  ///   ``TreeError/invalidDocument(_:reason:)`` for an element that is not an `XCUIElementType…`,
  ///   a bad number or boolean, or a frame given in part.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let document = try XMLElement.document(bytes, file: file)
    let tops: [XMLElement]
    if document.name == "AppiumAUT" {
      tops = document.elements
      guard !tops.isEmpty else {
        throw .invalidDocument(
          document.location,
          reason: "<AppiumAUT> is empty; expected an <XCUIElementTypeApplication> inside it "
            + "(was the page source taken while no app was running?)")
      }
    } else if document.name.hasPrefix(Self.typePrefix), document.name.count > Self.typePrefix.count {
      tops = [document]
    } else {
      throw .invalidDocument(
        document.location,
        reason: "the root element is <\(document.name)>; expected <AppiumAUT> or an "
          + "<XCUIElementType…> element, as Appium's XCUITest driver writes them")
    }

    var scenes: [Scene] = []
    var sceneIDs: Set<String> = []
    for (index, top) in tops.enumerated() {
      try Self.requireElementType(top, inside: document)
      var root = try Self.element(from: top, id: String(index), enclosingList: nil)
      root.resolveRelativeFrames()
      var sceneID = top.nonEmpty("name") ?? "app"
      if sceneIDs.contains(sceneID) { sceneID += "-\(index)" }
      sceneIDs.insert(sceneID)
      let name = top.nonEmpty("label") ?? top.nonEmpty("name") ?? Self.baseName(of: file)
      scenes.append(Scene(id: sceneID, name: name, root: root, location: top.location))
    }
    return ControlTree(file: file, format: format, platform: .iOS, unit: .points, scenes: scenes)
  }

  // MARK: Elements

  private static let typePrefix = "XCUIElementType"

  /// Roles by element type without the `XCUIElementType` prefix.
  ///
  /// Beyond the common iOS types, macOS-only types map where Herald has a role (`CheckBox`,
  /// `PopUpButton`, `ComboBox`), `Dialog` is an alert, and `Key` and `ToolbarButton` are
  /// buttons. Everything else is ``Role/other``.
  private static let roles: [String: Role] = [
    "Application": .application, "Window": .window, "Other": .view, "Group": .view,
    "Button": .button, "ToolbarButton": .button, "Key": .button, "StaticText": .staticText,
    "Image": .image, "TextField": .textField, "SecureTextField": .secureTextField,
    "TextView": .textView, "SearchField": .searchField, "Slider": .slider, "Switch": .switch,
    "Toggle": .switch, "Stepper": .stepper, "SegmentedControl": .segmentedControl,
    "PageIndicator": .pageControl, "ProgressIndicator": .progressIndicator,
    "ActivityIndicator": .activityIndicator, "Picker": .picker, "PickerWheel": .picker,
    "DatePicker": .datePicker, "ScrollView": .scrollView, "Table": .tableView,
    "Cell": .tableViewCell, "CollectionView": .collectionView, "NavigationBar": .navigationBar,
    "TabBar": .tabBar, "Toolbar": .toolbar, "WebView": .webView, "Map": .map, "Link": .link,
    "Alert": .alert, "Sheet": .alert, "Dialog": .alert, "Keyboard": .keyboard, "Menu": .menu,
    "MenuItem": .menuItem, "MenuBarItem": .menuItem, "CheckBox": .checkBox,
    "RadioButton": .radioButton, "PopUpButton": .popUpButton, "ComboBox": .popUpButton,
  ]

  /// Roles whose value is the text the user typed.
  private static let textInputRoles: Set<Role> = [.textField, .secureTextField, .textView, .searchField]

  /// Roles whose value `1`/`0` is on/off.
  private static let onOffRoles: Set<Role> = [.switch, .checkBox, .radioButton]

  /// Builds the element for `xml` and its descendants.
  ///
  /// - Parameter enclosingList: The role of the nearest enclosing table or collection view, which
  ///   decides what kind of cell a `Cell` is.
  private static func element(
    from xml: XMLElement, id: String, enclosingList: Role?
  ) throws(TreeError) -> Element {
    let type = String(xml.name.dropFirst(typePrefix.count))
    var role = roles[type] ?? .other
    if role == .tableViewCell, enclosingList == .collectionView { role = .collectionViewCell }

    let label = xml.nonEmpty("label")
    let name = xml.nonEmpty("name")
    let placeholder = xml.nonEmpty("placeholderValue")
    let isSelected = try xml.bool("selected") ?? false
    var value = xml["value"]
    var content = Content(placeholder: placeholder)
    if textInputRoles.contains(role) {
      // An empty field reports its placeholder as its value.
      if value == "" || (value != nil && value == placeholder) { value = nil }
      content.text = value
    } else if role == .staticText, value == label {
      value = nil  // WebDriverAgent copies the label into a static text's missing value.
    } else if role == .button, isSelected, value == "1" {
      value = nil  // …and writes 1 for a selected button that has no value.
    }

    var state = ControlState(isSelected: isSelected, isEnabled: try xml.bool("enabled") ?? true)
    if onOffRoles.contains(role) {
      switch value {
      case "1": state.isOn = true
      case "0": state.isOn = false
      default: break
      }
    }

    let accessibility = AccessibilityProperties(
      isElement: try xml.bool("accessible"), label: label, value: value,
      identifier: name == label ? nil : name, traits: traits(of: xml))

    let childList = role == .tableView || role == .collectionView ? role : enclosingList
    var children: [Element] = []
    for (index, child) in xml.elements.enumerated() {
      try requireElementType(child, inside: xml)
      children.append(try element(from: child, id: "\(id)/\(index)", enclosingList: childList))
    }

    return Element(
      id: id, role: role, className: xml.name, screenFrame: try frame(of: xml),
      isHidden: try xml.bool("visible") == false, content: content, state: state,
      accessibility: accessibility, children: children, location: xml.location)
  }

  /// Refuses an element that an XCUITest page source cannot contain.
  private static func requireElementType(_ xml: XMLElement, inside parent: XMLElement) throws(TreeError) {
    guard xml.name.hasPrefix(typePrefix), xml.name.count > typePrefix.count else {
      throw .invalidDocument(
        xml.location,
        reason: "unexpected <\(xml.name)> inside <\(parent.name)>; expected an <XCUIElementType…> "
          + "element: an Appium XCUITest page source contains nothing else")
    }
  }

  // MARK: Attributes

  /// The absolute frame from `x`, `y`, `width` and `height`, or `nil` when none is given.
  private static func frame(of xml: XMLElement) throws(TreeError) -> Rect? {
    let names = ["x", "y", "width", "height"]
    let given = names.filter { xml[$0] != nil }
    if given.isEmpty { return nil }
    if let missing = names.first(where: { xml[$0] == nil }) {
      throw .invalidDocument(
        xml.location,
        reason: "<\(xml.name)> has \(given.joined(separator: ", ")) but no \(missing); expected "
          + "all of x, y, width and height, or none")
    }
    var numbers: [Double] = []
    for name in names {
      let text = xml[name] ?? ""
      let isSize = name == "width" || name == "height"
      guard let number = decimal(text), !isSize || number >= 0 else {
        let expected = isSize ? "a non-negative number of points" : "a number of points"
        throw .invalidDocument(
          xml.location,
          reason: "attribute '\(name)' of <\(xml.name)> is '\(text)'; expected \(expected) such as 44")
      }
      numbers.append(number)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Parses a plain decimal number (`-1`, `375`, `187.5`), refusing what `Double(_:)` would also
  /// take but no page source contains (`nan`, `inf`, `0x1p3`, `1e3`).
  private static func decimal(_ text: String) -> Double? {
    var digits = text.utf8[...]
    if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard !digits.isEmpty, parts.count <= 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
    else { return nil }
    return Double(text)
  }

  /// The traits of a `traits="Button, Selected"` attribute, or `nil` when it is missing.
  ///
  /// WebDriverAgent writes UIKit's names capitalised (`SearchField`) and `None` for no trait;
  /// names Herald does not know (from a newer iOS) are skipped.
  private static func traits(of xml: XMLElement) -> AccessibilityTraits? {
    guard let text = xml["traits"] else { return nil }
    let words = text.split(separator: ",").map { $0.drop { $0 == " " }.prefix { $0 != " " } }.filter { !$0.isEmpty }
    return AccessibilityTraits.parse(names: words, capitalized: true).traits
  }

  /// The last path component of `file` without its extension (`meal-detail` for
  /// `dumps/meal-detail.xml`).
  private static func baseName(of file: String) -> String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
    return String(last[..<dot])
  }
}
