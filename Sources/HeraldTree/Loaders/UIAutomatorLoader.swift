import HeraldSyntax

/// Loads an Android `uiautomator dump` (`adb shell uiautomator dump`): the accessibility node
/// tree of the screen, as `<hierarchy rotation="0"><node …>…</node></hierarchy>`.
///
/// ```swift
/// let tree = try UIAutomatorLoader().load(bytes, file: "window_dump.xml")
/// let window = tree.scenes[0].root      // role .window, id "window"
/// print(window.children[0].className ?? "")  // android.widget.FrameLayout
/// ```
///
/// The dump becomes one ``Scene`` whose id and name are the `package` of the first node (the
/// name falls back to the file name without its extension, the id to `"hierarchy"`). Its root
/// is a synthesized ``Role/window`` element (id `"window"`, class `hierarchy`) whose frame is the
/// union of the top-level nodes' bounds; a dump of several windows has several top-level nodes.
/// Every `<node>` becomes an ``Element``:
///
/// - **id**: the path of child positions under `<hierarchy>` (`"0/1/3"`). `resource-id` is not
///   unique (every row of a list repeats it), so it is the identifier, not the id.
/// - **role**: from the last component of `class`, so `androidx` and Material subclasses map
///   too (`com.google.android.material.button.MaterialButton` → ``Role/button``); an
///   `AppCompat` or `Material` prefix is dropped before the lookup, and any `…Layout` (or
///   `…LayoutCompat`) but `TabLayout` is a ``Role/view``. `EditText` with `password="true"` is a
///   ``Role/secureTextField``. An unknown class is ``Role/other``; `class` is the
///   ``Element/className``.
/// - **accessibility**: `content-desc` (when not empty) is the label, `resource-id` (when not
///   empty) the identifier. `isElement` is set to `true` when the node is `clickable`,
///   `long-clickable`, `focusable` or `checkable`, because TalkBack puts its focus on actionable
///   nodes whatever their class; otherwise it is left `nil`, so the role's default decides
///   (text is read, plain layouts are not).
/// - **content**: `text` (when not empty) is ``Content/text``; a newer dump's `hint` is
///   ``Content/placeholder``, and a `text` equal to the hint (what an empty field reports) is
///   dropped.
/// - **state**: `enabled`, `selected`; `checked` is ``ControlState/isOn`` for `checkable` nodes
///   and `nil` for the rest. A newer dump's `visible-to-user="false"` sets ``Element/isHidden``.
/// - **frames**: `bounds="[left,top][right,bottom]"` is the ``Element/screenFrame`` and the
///   relative ``Element/frame`` is derived from it. The dump records no screen density, so the
///   tree's unit is ``CoordinateUnit/pixels``; `rotation` needs no handling, because the bounds
///   are already in the rotated display's coordinates.
///
/// `focused`, `scrollable`, `index` and uiautomator's `NAF` ("not accessibility friendly") flag
/// are not kept: the model has no place for them.
///
/// The loader is strict, because a dump is machine-written: an element other than `<node>` inside
/// the hierarchy, malformed bounds and a boolean other than `true`/`false` are refused.
public struct UIAutomatorLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads: ``DocumentFormat/uiautomatorDump``.
  public var format: DocumentFormat { .uiautomatorDump }

  /// Loads a `uiautomator dump` document.
  ///
  /// - Parameters:
  ///   - bytes: The dump's content.
  ///   - file: The path used in locations and errors.
  /// - Returns: One scene for ``Platform/android`` in ``CoordinateUnit/pixels``.
  /// - Throws: ``TreeError/syntax(_:)`` when the XML is malformed, and
  ///   ``TreeError/invalidDocument(_:reason:)`` when the root is not `<hierarchy>`, an element is
  ///   not a `<node>`, or `bounds` or a boolean attribute is malformed.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let document = try XMLElement.document(bytes, file: file)
    guard document.name == "hierarchy" else {
      throw .invalidDocument(
        document.location,
        reason: "the root element is <\(document.name)>; expected <hierarchy>, as `uiautomator dump` "
          + "writes it")
    }
    var nodes: [Element] = []
    for (index, child) in document.elements.enumerated() {
      try Self.requireNode(child, inside: document)
      nodes.append(try Self.element(from: child, id: String(index)))
    }
    var window = Element(
      id: "window", role: .window, className: "hierarchy", screenFrame: Self.union(nodes.map(\.screenFrame)),
      children: nodes, location: document.location)
    window.resolveRelativeFrames()

    let package = document.elements.first.flatMap { $0.nonEmpty("package") }
    let scene = Scene(
      id: package ?? "hierarchy", name: package ?? Self.baseName(of: file), root: window,
      location: document.location)
    return ControlTree(file: file, format: format, platform: .android, unit: .pixels, scenes: [scene])
  }

  // MARK: Elements

  /// Roles by the last component of the class name (after the last `.` or `$`).
  private static let roles: [String: Role] = [
    "Button": .button, "ImageButton": .button, "FloatingActionButton": .button,
    "ExtendedFloatingActionButton": .button, "Chip": .button,
    "TextView": .staticText, "TextClock": .staticText, "Chronometer": .staticText,
    "EditText": .textField, "TextInputEditText": .textField, "AutoCompleteTextView": .textField,
    "MultiAutoCompleteTextView": .textField, "SearchAutoComplete": .textField,
    "SearchView": .searchField,
    "ImageView": .image, "ShapeableImageView": .image,
    "CheckBox": .checkBox, "CheckedTextView": .checkBox,
    "Switch": .switch, "SwitchCompat": .switch, "SwitchMaterial": .switch, "ToggleButton": .switch,
    "RadioButton": .radioButton,
    "SeekBar": .slider, "RatingBar": .slider, "Slider": .slider, "RangeSlider": .slider,
    "ProgressBar": .progressIndicator, "LinearProgressIndicator": .progressIndicator,
    "CircularProgressIndicator": .progressIndicator,
    "Spinner": .popUpButton, "NumberPicker": .picker, "DatePicker": .datePicker,
    "TimePicker": .datePicker,
    "ScrollView": .scrollView, "HorizontalScrollView": .scrollView, "NestedScrollView": .scrollView,
    "ListView": .tableView, "ExpandableListView": .tableView,
    "RecyclerView": .collectionView, "GridView": .collectionView,
    "WebView": .webView, "MapView": .map,
    "TabWidget": .tabBar, "TabLayout": .tabBar, "BottomNavigationView": .tabBar,
    "Toolbar": .toolbar,
    "View": .view, "ViewGroup": .view, "ViewPager": .view, "ViewPager2": .view, "CardView": .view,
    "ViewFlipper": .view, "ViewAnimator": .view, "ViewSwitcher": .view,
    "FragmentContainerView": .view, "ComposeView": .view, "AndroidComposeView": .view,
  ]

  /// The role for an Android class name.
  ///
  /// - Complexity: O(*n*) in the length of the name.
  private static func role(forClass className: String) -> Role {
    let simple = String(className.split(whereSeparator: { $0 == "." || $0 == "$" }).last ?? "")
    if let role = roles[simple] { return role }
    for prefix in ["AppCompat", "Material"] where simple.hasPrefix(prefix) {
      if let role = roles[String(simple.dropFirst(prefix.count))] { return role }
    }
    return simple.hasSuffix("Layout") || simple.hasSuffix("LayoutCompat") ? .view : .other
  }

  /// Builds the element for a `<node>` and its descendants.
  private static func element(from xml: XMLElement, id: String) throws(TreeError) -> Element {
    let className = xml.nonEmpty("class")
    var role = className.map(role(forClass:)) ?? .other
    let isPassword = try xml.bool("password") ?? false
    if role == .textField, isPassword { role = .secureTextField }

    let checkable = try xml.bool("checkable") ?? false
    let checked = try xml.bool("checked") ?? false
    var actionable = checkable
    for flag in ["clickable", "long-clickable", "focusable"] where try xml.bool(flag) == true {
      actionable = true
    }
    let accessibility = AccessibilityProperties(
      isElement: actionable ? true : nil, label: xml.nonEmpty("content-desc"),
      identifier: xml.nonEmpty("resource-id"))

    let hint = xml.nonEmpty("hint")
    var text = xml.nonEmpty("text")
    if text != nil, text == hint { text = nil }  // An empty field reports its hint as its text.

    let state = ControlState(
      isSelected: try xml.bool("selected") ?? false, isEnabled: try xml.bool("enabled") ?? true,
      isOn: checkable ? checked : nil)

    var children: [Element] = []
    for (index, child) in xml.elements.enumerated() {
      try requireNode(child, inside: xml)
      children.append(try element(from: child, id: "\(id)/\(index)"))
    }

    return Element(
      id: id, role: role, className: className, screenFrame: try bounds(of: xml),
      isHidden: try xml.bool("visible-to-user") == false,
      content: Content(text: text, placeholder: hint),
      state: state, accessibility: accessibility, children: children, location: xml.location)
  }

  /// Refuses an element that a uiautomator dump cannot contain.
  private static func requireNode(_ xml: XMLElement, inside parent: XMLElement) throws(TreeError) {
    guard xml.name == "node" else {
      throw .invalidDocument(
        xml.location,
        reason: "unexpected <\(xml.name)> inside <\(parent.name)>; expected <node>: a uiautomator "
          + "dump contains nothing else")
    }
  }

  // MARK: Attributes

  /// The screen frame from `bounds="[left,top][right,bottom]"`, or `nil` when there is none.
  private static func bounds(of xml: XMLElement) throws(TreeError) -> Rect? {
    guard let text = xml["bounds"] else { return nil }
    guard let edges = parseBounds(text), edges.right >= edges.left, edges.bottom >= edges.top else {
      throw .invalidDocument(
        xml.location,
        reason: "attribute 'bounds' of <\(xml.name)> is '\(text)'; expected '[left,top][right,bottom]' "
          + "in whole pixels with right ≥ left and bottom ≥ top, such as [0,63][1080,210]")
    }
    return Rect(
      x: Double(edges.left), y: Double(edges.top), width: Double(edges.right - edges.left),
      height: Double(edges.bottom - edges.top))
  }

  /// Reads exactly `[int,int][int,int]`, with no spaces.
  private static func parseBounds(_ text: String) -> (left: Int, top: Int, right: Int, bottom: Int)? {
    var scanner = text.utf8[...]
    func expect(_ byte: UInt8) -> Bool {
      guard scanner.first == byte else { return false }
      scanner = scanner.dropFirst()
      return true
    }
    func integer() -> Int? {
      let negative = expect(UInt8(ascii: "-"))
      let digits = scanner.prefix { $0 >= 0x30 && $0 <= 0x39 }
      guard !digits.isEmpty, digits.count <= 9 else { return nil }
      scanner = scanner.dropFirst(digits.count)
      let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      return negative ? -magnitude : magnitude
    }
    var values: [Int] = []
    for _ in 0..<2 {
      guard expect(UInt8(ascii: "[")), let first = integer(), expect(UInt8(ascii: ",")),
        let second = integer(), expect(UInt8(ascii: "]"))
      else { return nil }
      values += [first, second]
    }
    guard scanner.isEmpty else { return nil }
    return (values[0], values[1], values[2], values[3])
  }

  /// The smallest rectangle holding every given frame, or `nil` when there is none.
  private static func union(_ frames: [Rect?]) -> Rect? {
    let present = frames.compactMap { $0 }
    guard let first = present.first else { return nil }
    var left = first.x
    var top = first.y
    var right = first.x + first.width
    var bottom = first.y + first.height
    for frame in present.dropFirst() {
      left = min(left, frame.x)
      top = min(top, frame.y)
      right = max(right, frame.x + frame.width)
      bottom = max(bottom, frame.y + frame.height)
    }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The last path component of `file` without its extension.
  private static func baseName(of file: String) -> String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
    return String(last[..<dot])
  }
}
