import HeraldSyntax

/// One node of a control tree: a view, control or container with everything a screen reader,
/// an audit rule or a behaviour model needs to know about it.
///
/// Elements are values. A loader builds the whole tree once; later stages (component expansion,
/// interaction simulation) produce changed copies. Children are in document order, which for a
/// stack view is the arranged order.
public struct Element: Sendable, Hashable {
  /// A stable identifier: the Interface Builder object id where there is one, otherwise an id
  /// derived from the path (`0/2/1`) that stays the same for the same input.
  public var id: String
  /// The standard role (the base class for custom subclasses).
  public var role: Role
  /// The custom class and module, when the element is an instance of one.
  public var customClass: CustomClass?
  /// The class or tag as the source names it (`stackView`, `XCUIElementTypeButton`,
  /// `android.widget.ImageButton`), for messages and round trips.
  public var className: String?
  /// Interface Builder's outline name (`userLabel`). Never spoken: not an accessibility label.
  public var outlineName: String?
  /// The frame relative to the parent's coordinate space, when the source has one.
  public var frame: Rect?
  /// The frame in screen (scene root) coordinates, resolved from ``frame`` and the ancestors'.
  public var screenFrame: Rect?
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha` (0…1). VoiceOver skips elements with alpha 0.
  public var alpha: Double
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled: Bool
  /// Titles, images, text and values shown.
  public var content: Content
  /// Selected, enabled, highlighted, on.
  public var state: ControlState
  /// Stack layout, for stack views.
  public var stack: StackLayout?
  /// What the source's Auto Layout says can size the view besides its content, where the source
  /// lays views out (Interface Builder); `nil` when not known.
  public var autoLayout: AutoLayout?
  /// The accessibility properties the source declares.
  public var accessibility: AccessibilityProperties
  /// Font, Dynamic Type and colors, as far as the source declares them.
  public var appearance: Appearance
  /// User-defined runtime attributes and inspectable properties, in source order.
  public var runtimeAttributes: [RuntimeAttribute]
  /// Subviews (arranged subviews for stacks, cells for tables) in order.
  public var children: [Element]
  /// Where the element is defined.
  public var location: SourceLocation
  /// Facts most elements lack, boxed so that an `Element` stays small: loaders and expanders keep
  /// elements on the stack once per nesting level.
  private var extras: ElementExtras?

  /// Outlets, actions and gesture recognizers the source connects to the element (Interface
  /// Builder's `<connections>`); none for formats without them.
  public var connections: Connections {
    get { extras?.facts.connections ?? Connections() }
    set { updateExtras { $0.connections = newValue } }
  }

  /// Where ``children`` came from when they are not in this element's own file: the nib of its
  /// custom class (`KeypadView.xib`), linked by ``NibLibrary``.
  public var contentSource: SourceLocation? {
    get { extras?.facts.contentSource }
    set { updateExtras { $0.contentSource = newValue } }
  }

  /// Where accessibility properties the file lacks came from when the app's code sets them on the
  /// element's custom class (`StarRatingControl.swift:7`), applied by ``CodeLinking``.
  public var codeSource: SourceLocation? {
    get { extras?.facts.codeSource }
    set { updateExtras { $0.codeSource = newValue } }
  }

  /// The string-table keys of texts the app's code looks up for the element
  /// (`NSLocalizedString("Rating", …)` gives the label the key `Rating`), by field; applied by
  /// ``CodeLinking`` and read by ``TreeLocalizer``. An empty key: the code sets the field to a
  /// literal, which no table translates.
  public var localizationKeys: [LocalizableField: String] {
    get { extras?.facts.localizationKeys ?? [:] }
    set { updateExtras { $0.localizationKeys = newValue } }
  }

  /// The table of each ``localizationKeys`` entry whose code names one other than `Localizable`
  /// (`String(localized: "save", table: "Editor")`, SwiftGen's `L10n.tr("Editor", "save")`), by field.
  public var localizationTables: [LocalizableField: String] {
    get { extras?.facts.localizationTables ?? [:] }
    set { updateExtras { $0.localizationTables = newValue } }
  }

  /// The view's tag (UIKit's `UIView.tag`, AppKit's `NSView.tag`; Interface Builder's `tag="25"`),
  /// by which code finds it without an outlet (`viewWithTag(25)`); `nil` for 0, the default.
  public var viewTag: Int? {
    get { extras?.facts.viewTag }
    set { updateExtras { $0.viewTag = newValue } }
  }

  /// The properties of the scene's view controller's `navigationItem` that reach the element
  /// without an outlet: every bar button item of a side is in `leftBarButtonItems` or
  /// `rightBarButtonItems`, and the first of it is also `leftBarButtonItem` or `rightBarButtonItem`
  /// (`navigationItem.leftBarButtonItem?.title = …`).
  public var controllerReferences: [String] {
    get { extras?.facts.controllerReferences ?? [] }
    set { updateExtras { $0.controllerReferences = newValue } }
  }

  private mutating func updateExtras(_ change: (inout ElementExtras.Facts) -> Void) {
    var facts = extras?.facts ?? ElementExtras.Facts()
    change(&facts)
    extras = facts.isEmpty ? nil : ElementExtras(facts)
  }

  /// Creates an element. Only the id, role and location are required.
  public init(
    id: String, role: Role, customClass: CustomClass? = nil, className: String? = nil,
    outlineName: String? = nil, frame: Rect? = nil, screenFrame: Rect? = nil, isHidden: Bool = false,
    alpha: Double = 1, isUserInteractionEnabled: Bool = true, content: Content = Content(),
    state: ControlState = ControlState(), stack: StackLayout? = nil,
    accessibility: AccessibilityProperties = AccessibilityProperties(), appearance: Appearance = Appearance(),
    runtimeAttributes: [RuntimeAttribute] = [], children: [Element] = [], location: SourceLocation
  ) {
    self.id = id
    self.role = role
    self.customClass = customClass
    self.className = className
    self.outlineName = outlineName
    self.frame = frame
    self.screenFrame = screenFrame
    self.isHidden = isHidden
    self.alpha = alpha
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.content = content
    self.state = state
    self.stack = stack
    self.accessibility = accessibility
    self.appearance = appearance
    self.runtimeAttributes = runtimeAttributes
    self.children = children
    self.location = location
  }
}

/// A custom class an element is an instance of (`RatingControl` in module `FoodTracker`).
public struct CustomClass: Sendable, Hashable, CustomStringConvertible {
  /// The class name.
  public var name: String
  /// The module, when the source names one.
  public var module: String?

  /// Creates a custom class reference.
  public init(name: String, module: String? = nil) {
    self.name = name
    self.module = module
  }

  /// `Module.Name` or `Name`.
  public var description: String { module.map { "\($0).\(name)" } ?? name }
}

/// The boxed, immutable storage of the facts most elements lack: ``Element/connections``,
/// ``Element/contentSource``, ``Element/codeSource``, ``Element/localizationKeys``,
/// ``Element/localizationTables``, ``Element/viewTag`` and ``Element/controllerReferences``.
private final class ElementExtras: Sendable, Hashable {
  struct Facts: Sendable, Hashable {
    var connections = Connections()
    var contentSource: SourceLocation?
    var codeSource: SourceLocation?
    var localizationKeys: [LocalizableField: String] = [:]
    var localizationTables: [LocalizableField: String] = [:]
    var viewTag: Int?
    var controllerReferences: [String] = []

    var isEmpty: Bool {
      connections.isEmpty && contentSource == nil && codeSource == nil && localizationKeys.isEmpty && viewTag == nil
        && controllerReferences.isEmpty && localizationTables.isEmpty
    }
  }

  let facts: Facts

  init(_ facts: Facts) {
    self.facts = facts
  }

  static func == (lhs: ElementExtras, rhs: ElementExtras) -> Bool { lhs.facts == rhs.facts }

  func hash(into hasher: inout Hasher) { hasher.combine(facts) }
}
