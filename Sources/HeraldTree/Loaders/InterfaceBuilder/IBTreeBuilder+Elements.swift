import HeraldSyntax

extension IBTreeBuilder {
  /// Builds the element for a view and, recursively, its subviews.
  func view(_ xml: XMLElement, fallbackID: @autoclosure () -> String) throws(TreeError) -> Element {
    let id = xml["id"] ?? fallbackID()
    var element = Element(
      id: id, role: Self.role(of: xml), className: xml.name, outlineName: xml["userLabel"],
      location: xml.location)
    if let name = xml["customClass"] {
      element.customClass = CustomClass(name: name, module: xml["customModule"])
    }
    readConnections(of: xml, into: &element)
    // A tag code can find the view by (`viewWithTag(25)`); 0, the default, finds nothing.
    if let tag = xml["tag"].flatMap({ CheckedNumber.integer($0, in: Int.min...Int.max) }), tag != 0 {
      element.viewTag = tag
    }
    if let rect = xml.child("rect", key: "frame") {
      element.frame = try Self.rect(rect)
      element.autoLayout = constraints.layout(of: xml)
    }
    element.isHidden = xml["hidden"] == "YES"
    if let alpha = try xml.number("alpha") { element.alpha = alpha }
    if xml["userInteractionEnabled"] == "NO" { element.isUserInteractionEnabled = false }
    element.state = ControlState(
      isSelected: xml["selected"] == "YES", isEnabled: xml["enabled"] != "NO",
      isHighlighted: xml["highlighted"] == "YES",
      // A UISwitch writes on="YES", an NSSwitch state="on".
      isOn: element.role == .switch ? xml["on"] == "YES" || xml["state"] == "on" : nil)
    try readContent(of: xml, into: &element)
    try readPlatformRole(of: xml, into: &element)
    element.appearance = try appearance(of: xml)
    if element.role == .stackView {
      element.stack = StackLayout(
        axis: (xml["axis"] ?? xml["orientation"]) == "vertical" ? .vertical : .horizontal,
        spacing: try xml.number("spacing") ?? 0,
        alignment: xml["alignment"] ?? "fill", distribution: xml["distribution"] ?? "fill")
    }
    if let configuration = xml.child("accessibility", key: "accessibilityConfiguration") {
      element.accessibility = Self.accessibility(configuration)
    }
    if let attributes = xml.child("userDefinedRuntimeAttributes") {
      element.runtimeAttributes = try Self.runtimeAttributes(attributes)
      Self.applyAccessibilityKeyPaths(element.runtimeAttributes, to: &element.accessibility)
    }
    element.children = try subviews(of: xml, parentID: id)
    if platform == .macOS { flipAppKitChildren(of: &element) }
    return element
  }

  /// ``Element/connections`` from the document's index, plus a cell's built-in views as outlets.
  ///
  /// Kept out of ``view(_:fallbackID:)`` (and not inlined) so that the frame of the function that
  /// recurses once per nesting level stays small.
  @inline(never)
  private func readConnections(of xml: XMLElement, into element: inout Element) {
    if let objectID = xml["id"] { element.connections = connections.connections(of: objectID) }
    if let key = xml["key"], Self.cellBuiltInViewKeys.contains(key) {
      // A cell's built-in label or image view: UIKit's property, which the data source fills in code.
      element.connections.outlets.append(Outlet(property: key, owner: "UITableViewCell", location: xml.location))
    }
  }

  /// The role as VoiceOver meets it: AppKit cells on macOS, a read-only text view as static text.
  @inline(never)
  private func readPlatformRole(of xml: XMLElement, into element: inout Element) throws(TreeError) {
    if platform == .macOS { try readAppKitCell(of: xml, into: &element) }
    if element.role == .textView && xml["editable"] == "NO" { element.role = .staticText }
  }

  /// The child views of a view, in document order.
  private func subviews(of xml: XMLElement, parentID: String) throws(TreeError) -> [Element] {
    var children: [Element] = []
    for child in xml.elements {
      if let key = child["key"] {
        if Self.viewKeys.contains(key) {
          children.append(try view(child, fallbackID: parentID + "/" + key))
        }
        continue
      }
      switch child.name {
      case "subviews", "prototypes", "cells", "items":
        children += try views(in: child, parentID: parentID)
      case "sections":
        for section in child.elements {
          if let cells = section.child("cells") { children += try views(in: cells, parentID: parentID) }
        }
      case "segments":
        children += try segments(child, of: xml, parentID: parentID)
      default:
        break
      }
    }
    return children
  }

  func views(in container: XMLElement, parentID: String) throws(TreeError) -> [Element] {
    var result: [Element] = []
    for (index, child) in container.elements.enumerated() {
      let fallbackID = "\(parentID)/\(container.name)[\(index)]"
      // Views nest deeply; only bar items take the extra call (and its stack frame).
      if child.name == "barButtonItem" {
        if let item = try barItem(child, fallbackID: fallbackID) { result.append(item) }
        continue
      }
      result.append(try view(child, fallbackID: fallbackID))
    }
    return result
  }

  /// The element a bar button item stands for, or any other view as ``view(_:fallbackID:)`` builds
  /// it.
  ///
  /// A flexible or fixed space is no element at all (`nil`): VoiceOver never visits it. An item
  /// that wraps a `customView` (a slider, a switch, a segmented control in a toolbar) is that view:
  /// UIKit puts the custom view in the bar and VoiceOver reads it, not the item.
  func barItem(_ xml: XMLElement, fallbackID: @autoclosure () -> String) throws(TreeError) -> Element? {
    guard xml.name == "barButtonItem" else { return try view(xml, fallbackID: fallbackID()) }
    if let item = xml["systemItem"], item == "flexibleSpace" || item == "fixedSpace" { return nil }
    if let custom = xml.elements.first(where: { $0["key"] == "customView" }) {
      return try view(custom, fallbackID: fallbackID() + "/customView")
    }
    return try view(xml, fallbackID: fallbackID())
  }

  /// A segmented control's segments as buttons (VoiceOver reads each segment as a button).
  private func segments(_ container: XMLElement, of control: XMLElement, parentID: String) throws(TreeError)
    -> [Element]
  {
    let selectedIndex = control["selectedSegmentIndex"].flatMap { Int($0) } ?? -1
    return container.elements.enumerated().map { index, segment in
      var content = Content()
      content.titles[.normal] = segment["title"]
      content.images[.normal] = Self.imageName(segment)
      return Element(
        id: "\(parentID)/segment[\(index)]", role: .button, className: "segment", content: content,
        state: ControlState(isSelected: index == selectedIndex, isEnabled: segment["enabled"] != "NO"),
        location: segment.location)
    }
  }
  // MARK: Classification

  /// Interface Builder element names and the roles they stand for.
  static let roles: [String: Role] = [
    "view": .view, "customView": .view, "containerView": .view, "tableViewCellContentView": .view,
    "collectionReusableView": .view, "clipView": .view, "box": .view, "splitView": .view,
    "tabView": .view, "group": .view, "separator": .view, "mtkView": .view, "glkView": .view,
    "label": .staticText, "button": .button, "barButtonItem": .button, "tabBarItem": .button,
    "imageView": .image, "textField": .textField, "textView": .textView, "searchBar": .searchField,
    "searchField": .searchField, "slider": .slider, "switch": .switch, "stepper": .stepper,
    "segmentedControl": .segmentedControl, "pageControl": .pageControl,
    "progressView": .progressIndicator, "progressIndicator": .progressIndicator,
    "activityIndicatorView": .activityIndicator, "pickerView": .picker, "picker": .picker,
    "datePicker": .datePicker, "stackView": .stackView, "scrollView": .scrollView,
    "tableView": .tableView, "outlineView": .tableView, "table": .tableView,
    "tableViewCell": .tableViewCell, "tableCellView": .tableViewCell, "tableRow": .tableViewCell,
    "collectionView": .collectionView, "collectionViewCell": .collectionViewCell,
    "navigationBar": .navigationBar, "navigationItem": .staticText, "tabBar": .tabBar,
    "toolbar": .toolbar, "webView": .webView, "wkWebView": .webView, "mapView": .map, "map": .map,
    "visualEffectView": .visualEffectView, "window": .window, "popUpButton": .popUpButton,
    "menu": .menu, "menuItem": .menuItem,
    // AppKit's NSComboBox and NSTokenField are NSTextField subclasses: text the user types.
    "comboBox": .textField, "tokenField": .textField,
  ]

  /// Keys of a table view cell's built-in views (`cell.textLabel?.text = …`).
  static let cellBuiltInViewKeys: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

  /// Keys under which a view holds another view.
  static let viewKeys: Set<String> = [
    "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
    "tableHeaderView", "tableFooterView", "inputView", "inputAccessoryView", "documentView",
    "titleView", "customView",
  ]

  /// The role of an object by its XML name. A separator menu item (`isSeparatorItem="YES"`,
  /// `NSMenuItem.separator()`) is a line between groups of commands, disabled and unselectable,
  /// which VoiceOver does not stop on: a plain view, not a menu item.
  static func role(of xml: XMLElement) -> Role {
    if xml.name == "menuItem", xml["isSeparatorItem"] == "YES" { return .view }
    return roles[xml.name] ?? .view
  }

  static func isController(_ name: String) -> Bool {
    name == "controller" || name.hasSuffix("Controller") || name == "viewControllerPlaceholder"
  }

  /// Whether a top-level object is a view (and not a placeholder, gesture recognizer, object).
  static func isTopLevelView(_ object: XMLElement) -> Bool {
    guard object.name != "placeholder", object.name != "exit", object.name != "customObject",
      !object.name.hasSuffix("GestureRecognizer"), object.name != "menu" || object.child("items") != nil
    else { return false }
    return roles[object.name] != nil || object.child("rect", key: "frame") != nil
  }

  static func controllerName(_ controller: XMLElement) -> String {
    controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
      ?? controller["customClass"] ?? controller["storyboardIdentifier"]
      ?? "\(controller.name) \(controller["id"] ?? "")".trimmingSpaces
  }

  static func objectName(_ object: XMLElement) -> String {
    object["userLabel"] ?? object["customClass"] ?? "\(object.name) \(object["id"] ?? "")".trimmingSpaces
  }

  // MARK: Values

  static func rect(_ xml: XMLElement) throws(TreeError) -> Rect {
    func value(_ name: String) throws(TreeError) -> Double {
      try xml.number(name) ?? 0
    }
    return Rect(x: try value("x"), y: try value("y"), width: try value("width"), height: try value("height"))
  }
}
