import HeraldSyntax

/// Loads Interface Builder `.storyboard` and `.xib` documents (`<document version="3.0">`).
///
/// - Storyboards give one ``Scene`` per `<scene>`, named by the comment Interface Builder writes
///   before it (`<!--Your Meals-->`), else by the view controller's title or class. The root is the
///   view controller's view; controllers without one (navigation, tab bar) get a synthesized root
///   holding their bars. A view controller's `navigationItem` becomes a ``Role/navigationBar``
///   element (title as a header, bar button items as buttons) placed first in the root.
/// - Xibs give one scene per top-level view; placeholders (File's Owner, First Responder) and
///   objects that are not views are skipped.
/// - Views are the elements inside `<subviews>` and under view keys (`contentView`,
///   `tableHeaderView`, …), table and collection prototypes and static cells, bar items and
///   segments. Unknown view classes become ``Role/view`` with their tag as ``Element/className``.
/// - Accessibility comes from `<accessibility key="accessibilityConfiguration">`, its
///   `<accessibilityTraits>` and `<bool key="isElement">`; user-defined runtime attributes that set
///   accessibility key paths (`accessibilityLabel`, `isAccessibilityElement`, …) are applied on top,
///   as UIKit applies them after loading the nib.
/// - Xcode 13+ buttons with a `buttonConfiguration` take their title and image from it; the
///   leftover `<state key="normal" title="Button"/>` Interface Builder keeps is ignored.
/// - ``Element/appearance`` comes from `<fontDescription key="fontDescription">` (a button
///   configuration's `titleFontDescription`), `adjustsFontForContentSizeCategory="YES"`, and the
///   `textColor`, `backgroundColor` and `tintColor` colors; a button's text color is its normal
///   state's `titleColor` (a configuration's `baseForegroundColor`). System colors are resolved from
///   the document's `<resources>` (Interface Builder writes the value it used there), else from
///   ``Color/uiKitSystemColor(named:)``; named asset colors from their `<namedColor>` resource, else
///   they keep only their name. Every color space is read as sRGB (Display P3 and calibrated RGB
///   values are off by a few percent in saturated colors, which contrast checks tolerate) and
///   each channel is rounded to 8 bits, as the JSON tree format keeps it.
/// - tvOS and macOS documents load best-effort, watchKit ones without frames, and Xcode 4
///   `version="2.0"` storyboards through the same path. Pre-Xcode 5 `<archive>` xibs are refused
///   with advice to re-save them in Xcode.
public struct InterfaceBuilderLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads.
  public var format: DocumentFormat { .interfaceBuilder }

  /// Loads a storyboard or xib.
  ///
  /// - Throws: ``TreeError/syntax(_:)`` for malformed or unsafe XML,
  ///   ``TreeError/unsupportedFormat(path:format:advice:)`` for `<archive>` xibs and unknown
  ///   document versions, ``TreeError/invalidDocument(_:reason:)`` for bad values.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let document = try XMLElement.document(bytes, file: file)
    if document.name == "archive" {
      throw .unsupportedFormat(
        path: file,
        format: "pre-Xcode 5 <archive> xib (type \(document["type"] ?? "?"), version \(document["version"] ?? "?"))",
        advice:
          "Open it in Xcode 5 or later and save it; Xcode converts it to the <document version=\"3.0\"> format Herald reads."
      )
    }
    guard document.name == "document" else {
      throw .invalidDocument(
        document.location, reason: "expected an Interface Builder <document>, found <\(document.name)>")
    }
    let version = document["version"] ?? ""
    guard version == "3.0" || version == "2.0" else {
      throw .unsupportedFormat(
        path: file, format: "Interface Builder document version \"\(version)\"",
        advice: "Herald reads version 3.0 (Xcode 5 and later) and best-effort 2.0; re-save the file in a current Xcode."
      )
    }
    let type = document["type"] ?? ""
    // <resources> comes last in the file; index its colors before building any element.
    let builder = IBTreeBuilder(
      platform: Self.platform(type: type, runtime: document["targetRuntime"] ?? ""),
      colors: try IBColorResources(document.child("resources")))
    let scenes: [Scene]
    if let storyboardScenes = document.child("scenes") {
      scenes = try builder.storyboardScenes(storyboardScenes)
    } else if let objects = document.child("objects") {
      scenes = try builder.xibScenes(objects)
    } else {
      scenes = []
    }
    return ControlTree(file: file, format: .interfaceBuilder, platform: builder.platform, scenes: scenes)
  }

  static func platform(type: String, runtime: String) -> Platform {
    if type.contains("AppleTV") || runtime.contains("AppleTV") { return .tvOS }
    if type.contains("WatchKit") || runtime.contains("watchKit") { return .watchOS }
    if type.contains("CocoaTouch") || runtime.contains("CocoaTouch") { return .iOS }
    if type.contains("Cocoa") || runtime.contains("MacOSX") { return .macOS }
    return .iOS
  }
}

/// Builds elements from Interface Builder XML; one instance per document.
struct IBTreeBuilder {
  let platform: Platform
  let colors: IBColorResources

  // MARK: Scenes

  func storyboardScenes(_ scenes: XMLElement) throws(TreeError) -> [Scene] {
    var result: [Scene] = []
    var pendingComment: String?
    for node in scenes.children {
      switch node {
      case .comment(let text):
        pendingComment = text.trimmingSpaces
      case .element(let scene) where scene.name == "scene":
        result += try storyboardScene(scene, comment: pendingComment)
        pendingComment = nil
      default:
        break
      }
    }
    return result
  }

  private func storyboardScene(_ scene: XMLElement, comment: String?) throws(TreeError) -> [Scene] {
    guard let objects = scene.child("objects") else { return [] }
    var result: [Scene] = []
    var sceneName = comment
    for object in objects.elements {
      if Self.isController(object.name) {
        guard object.name != "viewControllerPlaceholder" else { continue }
        let root = try controllerRoot(object)
        let name = sceneName ?? Self.controllerName(object)
        sceneName = name
        result.append(
          Scene(id: scene["sceneID"] ?? object["id"] ?? name, name: name, root: root, location: scene.location))
      } else if Self.isTopLevelView(object) {
        let root = try resolvedRoot(object, fallbackID: scene["sceneID"] ?? "scene")
        let base = sceneName ?? scene["sceneID"] ?? "Scene"
        result.append(
          Scene(id: root.id, name: "\(base) — \(Self.objectName(object))", root: root, location: object.location))
      }
    }
    return result
  }

  func xibScenes(_ objects: XMLElement) throws(TreeError) -> [Scene] {
    // File's Owner names the view it owns (`<outlet property="view" destination=…>`).
    var ownerViews: [String: String] = [:]
    for object in objects.elements where object.name == "placeholder" {
      guard object["placeholderIdentifier"] == "IBFilesOwner", let owner = object["customClass"] else { continue }
      for outlet in object.child("connections")?.elements ?? []
      where outlet.name == "outlet" && outlet["property"] == "view" {
        if let destination = outlet["destination"] { ownerViews[destination] = owner }
      }
    }
    var result: [Scene] = []
    for object in objects.elements {
      if Self.isController(object.name) {
        let root = try controllerRoot(object)
        result.append(
          Scene(id: object["id"] ?? root.id, name: Self.controllerName(object), root: root, location: object.location))
      } else if Self.isTopLevelView(object) {
        let root = try resolvedRoot(object, fallbackID: "top")
        let name = object["id"].flatMap { ownerViews[$0] } ?? Self.objectName(object)
        result.append(Scene(id: root.id, name: name, root: root, location: object.location))
      }
    }
    return result
  }

  private func resolvedRoot(_ object: XMLElement, fallbackID: String) throws(TreeError) -> Element {
    var root = try view(object, fallbackID: fallbackID)
    root.resolveScreenFrames()
    return root
  }

  /// The root of a controller's scene: its view, or a synthesized container for its bars.
  private func controllerRoot(_ controller: XMLElement) throws(TreeError) -> Element {
    let controllerID = controller["id"] ?? "controller"
    var root: Element
    if let mainView = controller.elements.first(where: { $0["key"] == "view" }) {
      root = try view(mainView, fallbackID: controllerID + "/view")
    } else {
      root = Element(id: controllerID, role: .view, className: controller.name, location: controller.location)
      for child in controller.elements {
        switch child["key"] {
        case "navigationBar", "tabBar", "toolbar", "window":
          root.children.append(try view(child, fallbackID: controllerID + "/" + (child["key"] ?? child.name)))
        default:
          if child.name == "items" { root.children += try views(in: child, parentID: controllerID) }
        }
      }
    }
    if let navigationItem = controller.child("navigationItem", key: "navigationItem"),
      let bar = try navigationBar(for: navigationItem)
    {
      root.children.insert(bar, at: 0)
    }
    root.resolveScreenFrames()
    return root
  }

  /// A navigation bar element for a view controller's `navigationItem`: its title as a header
  /// and its bar button items as buttons, in leading-to-trailing order. No frame: the bar belongs
  /// to the navigation controller.
  private func navigationBar(for item: XMLElement) throws(TreeError) -> Element? {
    let itemID = item["id"] ?? "navigationItem"
    var children: [Element] = []
    for child in item.elements where child["key"] == "leftBarButtonItem" || child.name == "leftBarButtonItems" {
      children +=
        child.name == "leftBarButtonItems"
        ? try views(in: child, parentID: itemID) : [try view(child, fallbackID: itemID + "/left")]
    }
    if let title = item["title"] {
      var accessibility = AccessibilityProperties()
      accessibility.traits = [.header]
      children.append(
        Element(
          id: itemID + "/title", role: .staticText, className: "navigationItem", content: Content(text: title),
          accessibility: accessibility, location: item.location))
    }
    if let titleView = item.elements.first(where: { $0["key"] == "titleView" }) {
      children.append(try view(titleView, fallbackID: itemID + "/titleView"))
    }
    for child in item.elements where child["key"] == "rightBarButtonItem" || child.name == "rightBarButtonItems" {
      children +=
        child.name == "rightBarButtonItems"
        ? try views(in: child, parentID: itemID) : [try view(child, fallbackID: itemID + "/right")]
    }
    guard !children.isEmpty else { return nil }
    return Element(
      id: itemID, role: .navigationBar, className: "navigationItem", children: children, location: item.location)
  }

  // MARK: Views

  /// Builds the element for a view and, recursively, its subviews.
  func view(_ xml: XMLElement, fallbackID: @autoclosure () -> String) throws(TreeError) -> Element {
    let id = xml["id"] ?? fallbackID()
    var element = Element(
      id: id, role: Self.role(of: xml), className: xml.name, outlineName: xml["userLabel"],
      location: xml.location)
    if let name = xml["customClass"] {
      element.customClass = CustomClass(name: name, module: xml["customModule"])
    }
    if let rect = xml.child("rect", key: "frame") {
      element.frame = try Self.rect(rect)
    }
    element.isHidden = xml["hidden"] == "YES"
    if let alpha = try xml.number("alpha") { element.alpha = alpha }
    if xml["userInteractionEnabled"] == "NO" { element.isUserInteractionEnabled = false }
    element.state = ControlState(
      isSelected: xml["selected"] == "YES", isEnabled: xml["enabled"] != "NO",
      isHighlighted: xml["highlighted"] == "YES",
      isOn: element.role == .switch ? xml["on"] == "YES" : nil)
    try readContent(of: xml, into: &element)
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
    return element
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

  private func views(in container: XMLElement, parentID: String) throws(TreeError) -> [Element] {
    var result: [Element] = []
    for (index, child) in container.elements.enumerated() {
      result.append(try view(child, fallbackID: "\(parentID)/\(container.name)[\(index)]"))
    }
    return result
  }

  /// A segmented control's segments as buttons (VoiceOver reads each segment as a button).
  private func segments(_ container: XMLElement, of control: XMLElement, parentID: String) throws(TreeError)
    -> [Element]
  {
    let selectedIndex = control["selectedSegmentIndex"].flatMap { Int($0) } ?? -1
    return container.elements.enumerated().map { index, segment in
      var content = Content()
      content.titles[.normal] = segment["title"]
      content.images[.normal] = segment["image"]
      return Element(
        id: "\(parentID)/segment[\(index)]", role: .button, className: "segment", content: content,
        state: ControlState(isSelected: index == selectedIndex, isEnabled: segment["enabled"] != "NO"),
        location: segment.location)
    }
  }

  // MARK: Content

  private func readContent(of xml: XMLElement, into element: inout Element) throws(TreeError) {
    var content = Content()
    content.text =
      xml["text"] ?? xml.child("string", key: "text")?.text
      ?? Self.attributedText(xml.child("attributedString", key: "attributedText"))
    content.placeholder = xml["placeholder"]
    content.systemItem = xml["systemItem"]
    if let image = xml["image"] { content.images[.normal] = image }
    if let image = xml["highlightedImage"] { content.images[.highlighted] = image }
    if let title = xml["title"] { content.titles[.normal] = title }
    switch element.role {
    case .button:
      if let configuration = xml.child("buttonConfiguration", key: "configuration") {
        content.usesButtonConfiguration = true
        content.titles = [:]
        content.titles[.normal] =
          configuration["title"] ?? Self.attributedText(configuration.child("attributedString", key: "attributedTitle"))
        if let image = configuration["image"] { content.images[.normal] = image }
      } else {
        for state in xml.elements where state.name == "state" {
          guard let key = state["key"].flatMap(ControlStateKey.init(rawValue:)) else { continue }
          if let title = state["title"] ?? Self.attributedText(state.child("attributedString", key: "attributedTitle"))
          {
            content.titles[key] = title
          }
          if let image = state["image"] { content.images[key] = image }
        }
      }
    case .slider:
      content.range = try range(xml, value: "value", minimum: "minValue", maximum: "maxValue", defaults: (0.5, 0, 1))
    case .stepper:
      content.range = try range(
        xml, value: "value", minimum: "minimumValue", maximum: "maximumValue", defaults: (0, 0, 100))
    case .progressIndicator:
      content.range = try range(xml, value: "progress", minimum: "", maximum: "", defaults: (0, 0, 1))
    case .pageControl:
      let pages = try xml.number("numberOfPages") ?? 3
      let current = try xml.number("currentPage") ?? 0
      content.range = RangeValue(value: current, minimum: 0, maximum: max(0, pages - 1))
    case .staticText where xml.name == "navigationItem":
      content.text = content.titles.removeValue(forKey: .normal)
      element.accessibility.traits = [.header]
    case .textField:
      if xml.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" {
        element.role = .secureTextField
      }
    default:
      break
    }
    element.content = content
  }

  private func range(
    _ xml: XMLElement, value: String, minimum: String, maximum: String, defaults: (Double, Double, Double)
  ) throws(TreeError) -> RangeValue {
    func read(_ name: String, _ fallback: Double) throws(TreeError) -> Double {
      try xml.number(name) ?? fallback
    }
    return RangeValue(
      value: try read(value, defaults.0), minimum: try read(minimum, defaults.1), maximum: try read(maximum, defaults.2)
    )
  }

  /// The plain text of an `<attributedString>`: its fragments' `content` joined.
  private static func attributedText(_ attributed: XMLElement?) -> String? {
    guard let attributed else { return nil }
    let text = attributed.elements.filter { $0.name == "fragment" }.map {
      $0["content"] ?? $0.child("string", key: "content")?.text ?? ""
    }.joined()
    return text.isEmpty ? nil : text
  }

  // MARK: Appearance

  /// The font, Dynamic Type flag and colors a view declares, read in one pass over its children.
  private func appearance(of xml: XMLElement) throws(TreeError) -> Appearance {
    var appearance = Appearance(adjustsFontForContentSizeCategory: xml["adjustsFontForContentSizeCategory"] == "YES")
    var configurationFont: Font?
    var configurationColor: Color?
    for case .element(let child) in xml.children {
      switch child.name {
      case "fontDescription" where child["key"] == "fontDescription":
        appearance.font = try Self.font(child)
      case "color":
        switch child["key"] {
        case "textColor": appearance.textColor = try colors.color(child)
        case "backgroundColor": appearance.backgroundColor = try colors.color(child)
        case "tintColor": appearance.tintColor = try colors.color(child)
        default: break
        }
      case "state" where child["key"] == "normal":
        if let title = child.child("color", key: "titleColor") { appearance.textColor = try colors.color(title) }
      case "buttonConfiguration" where child["key"] == "configuration":
        if let font = child.child("fontDescription", key: "titleFontDescription") {
          configurationFont = try Self.font(font)
        }
        if let color = child.child("color", key: "baseForegroundColor") {
          configurationColor = try colors.color(color)
        }
      default:
        break
      }
    }
    appearance.font = configurationFont ?? appearance.font
    appearance.textColor = configurationColor ?? appearance.textColor
    return appearance
  }

  /// A `<fontDescription>`: `type="system|boldSystem|italicSystem"` with `weight` and
  /// `pointSize`, `style="UICTFontTextStyleBody"`, or `name="CourierNewPSMT"`.
  static func font(_ xml: XMLElement) throws(TreeError) -> Font {
    var font = Font(pointSize: try xml.number("pointSize"), name: xml["name"])
    if let style = xml["style"] { font.textStyle = textStyle(style) }
    switch xml["type"] {
    case "boldSystem": font.weight = "bold"
    case "system", "italicSystem": font.weight = xml["weight"] ?? "regular"
    default: font.weight = xml["weight"]
    }
    return font
  }

  /// `UICTFontTextStyleBody` → `body`; UIKit's raw values for subheadline and largeTitle are
  /// `…Subhead` and `…Title0`.
  static func textStyle(_ uiKitName: String) -> String {
    let prefix = "UICTFontTextStyle"
    guard uiKitName.hasPrefix(prefix), uiKitName.count > prefix.count else { return uiKitName }
    let bare = uiKitName.dropFirst(prefix.count)
    switch bare {
    case "Subhead": return "subheadline"
    case "Title0": return "largeTitle"
    default: return bare.prefix(1).lowercased() + bare.dropFirst()
    }
  }

  // MARK: Accessibility

  private static func accessibility(_ configuration: XMLElement) -> AccessibilityProperties {
    var properties = AccessibilityProperties(
      label: configuration["label"], value: configuration["value"], hint: configuration["hint"],
      identifier: configuration["identifier"], language: configuration["language"])
    if let traits = configuration.child("accessibilityTraits", key: "traits") {
      var set: AccessibilityTraits = []
      for attribute in traits.attributes where attribute.value == "YES" {
        if let trait = AccessibilityTraits(name: attribute.name) { set.insert(trait) }
      }
      properties.traits = set
    }
    if let isElement = configuration.child("bool", key: "isElement") {
      properties.isElement = isElement["value"] == "YES"
    }
    return properties
  }

  private static func runtimeAttributes(_ container: XMLElement) throws(TreeError) -> [RuntimeAttribute] {
    var result: [RuntimeAttribute] = []
    for attribute in container.elements where attribute.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = attribute["keyPath"] else { continue }
      let type = attribute["type"] ?? "string"
      let valueElement = attribute.elements.first { $0["key"] == "value" }
      let value: RuntimeValue
      switch type {
      case "boolean":
        value = .boolean((attribute["value"] ?? valueElement?["value"]) == "YES")
      case "number":
        // The number is the <integer>/<real> child's value, else the attribute's own `value`.
        let holder = valueElement.flatMap { $0["value"] == nil ? nil : $0 } ?? attribute
        guard let number = try holder.number("value") else {
          throw .invalidDocument(
            attribute.location,
            reason:
              "runtime attribute '\(keyPath)' of type number has no value; give it <integer key=\"value\" value=\"…\"/> or <real key=\"value\" value=\"…\"/>"
          )
        }
        value = .number(number)
      case "string":
        value = .string(attribute["value"] ?? "")
      case "localizedString":
        value = .localizedString(attribute["value"] ?? "")
      case "image":
        value = .image(attribute["value"] ?? "")
      default:
        let text =
          attribute["value"] ?? valueElement.map { element in
            element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
          } ?? ""
        value = .other(type: type, text: text)
      }
      result.append(RuntimeAttribute(keyPath: keyPath, value: value))
    }
    return result
  }

  /// Applies runtime attributes that set accessibility key paths, as UIKit does after loading.
  private static func applyAccessibilityKeyPaths(
    _ attributes: [RuntimeAttribute], to properties: inout AccessibilityProperties
  ) {
    for attribute in attributes {
      let text: String? =
        switch attribute.value {
        case .string(let text), .localizedString(let text): text
        default: nil
        }
      let flag: Bool? = if case .boolean(let flag) = attribute.value { flag } else { nil }
      let number: Double? = if case .number(let number) = attribute.value { number } else { nil }
      switch attribute.keyPath {
      case "accessibilityLabel": properties.label = text ?? properties.label
      case "accessibilityHint": properties.hint = text ?? properties.hint
      case "accessibilityValue": properties.value = text ?? properties.value
      case "accessibilityIdentifier": properties.identifier = text ?? properties.identifier
      case "accessibilityLanguage": properties.language = text ?? properties.language
      case "isAccessibilityElement": properties.isElement = flag ?? properties.isElement
      case "accessibilityElementsHidden": properties.elementsHidden = flag ?? properties.elementsHidden
      case "accessibilityViewIsModal": properties.viewIsModal = flag ?? properties.viewIsModal
      case "shouldGroupAccessibilityChildren": properties.shouldGroupChildren = flag ?? properties.shouldGroupChildren
      case "accessibilityTraits":
        if let number, number >= 0 { properties.traits = AccessibilityTraits(uikitMask: UInt64(number)) }
      case "accessibilityContainerType":
        if let number { properties.containerType = AccessibilityContainerType(uikitValue: Int(number)) }
      default: break
      }
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
  ]

  /// Keys under which a view holds another view.
  static let viewKeys: Set<String> = [
    "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
    "tableHeaderView", "tableFooterView", "inputView", "inputAccessoryView", "documentView",
    "titleView", "customView",
  ]

  static func role(of xml: XMLElement) -> Role {
    roles[xml.name] ?? .view
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

extension String {
  /// The string without leading and trailing spaces and line breaks.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

/// The colors of an Interface Builder document's `<resources>`, indexed once, and the reading of
/// `<color>` elements against them.
struct IBColorResources {
  /// `<systemColor name="labelColor">` values, by name.
  private var systemColors: [String: Color.Components] = [:]
  /// `<namedColor name="AccentColor">` values, by name.
  private var namedColors: [String: Color.Components] = [:]

  init(_ resources: XMLElement?) throws(TreeError) {
    guard let resources else { return }
    for case .element(let resource) in resources.children {
      guard resource.name == "systemColor" || resource.name == "namedColor", let name = resource["name"],
        let color = resource.child("color"), let components = try Self.components(color)
      else { continue }
      if resource.name == "systemColor" {
        systemColors[name] = components
      } else {
        namedColors[name] = components
      }
    }
  }

  /// The color a `<color>` element stands for, or `nil` when it has neither a name nor components.
  ///
  /// A system color takes its value from the resources, else from the element's own components,
  /// else from the built-in table; a named color from its `<namedColor>` resource, else its own
  /// components, else none.
  func color(_ xml: XMLElement) throws(TreeError) -> Color? {
    // `??` takes autoclosures, which lose the typed throw; read the element's own components first.
    let own = try Self.components(xml)
    if let name = xml["systemColor"] {
      return Color(name: name, components: systemColors[name] ?? own ?? Color.uiKitSystemColor(named: name)?.components)
    }
    if let name = xml["cocoaTouchSystemColor"] {
      return Color(name: name, components: own ?? Color.uiKitSystemColor(named: name)?.components)
    }
    if let name = xml["name"] {
      if xml["catalog"] == "System" {
        return Color(name: name, components: Color.appKitSystemColor(named: name)?.components)
      }
      return Color(name: name, components: namedColors[name] ?? own)
    }
    return own.map { Color(components: $0) }
  }

  /// The components written on a `<color>` element (`white` and `alpha`, or `red`, `green`, `blue`
  /// and `alpha`), each rounded to 8 bits, or `nil` when it has none.
  static func components(_ xml: XMLElement) throws(TreeError) -> Color.Components? {
    let alpha = Color.quantized(try xml.number("alpha") ?? 1)
    if let white = try xml.number("white") {
      let value = Color.quantized(white)
      return Color.Components(red: value, green: value, blue: value, alpha: alpha)
    }
    guard let red = try xml.number("red"), let green = try xml.number("green"), let blue = try xml.number("blue")
    else { return nil }
    return Color.Components(
      red: Color.quantized(red), green: Color.quantized(green), blue: Color.quantized(blue), alpha: alpha)
  }
}
