import HeraldTree
import SwiftSyntax

/// Where `.toolbar { … }` puts its items on iOS, after Apple's documentation of
/// `ToolbarItemPlacement`: the navigation bar's leading edge, its centre (the title's place), its
/// trailing edge (`automatic` and the actions), or the bottom toolbar. Like the title, the items
/// show only in a navigation container's bars (``SwiftUINavigationTitle``). VoiceOver reads the
/// navigation bar first (leading items, title, trailing items), then the screen, then the bottom
/// toolbar.
enum SwiftUIToolbar {
  /// A place for toolbar items.
  enum Place: String, Comparable {
    case leading, principal, trailing
    /// The navigation bar's search field (`.searchable`), below its title and items.
    case search
    case bottom
    /// Shown only while the keyboard is (another state of the screen): not read.
    case keyboard

    static func < (lhs: Place, rhs: Place) -> Bool { lhs.order < rhs.order }
    private var order: Int {
      switch self {
      case .leading: 0
      case .principal: 1
      case .trailing: 2
      case .search: 3
      case .bottom: 4
      case .keyboard: 5
      }
    }

    /// The place of a `ToolbarItemPlacement` member; an unknown placement is `automatic`'s.
    init(placement name: String) {
      switch name {
      case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": self = .leading
      case "principal": self = .principal
      case "bottomBar", "status": self = .bottom
      case "keyboard": self = .keyboard
      // `automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`, `secondaryAction`,
      // `navigationBarTrailing`, `topBarTrailing`.
      default: self = .trailing
      }
    }
  }

  /// The runtime attribute that keeps an item's place until the toolbar places it.
  static let placeKey = "swiftui.toolbarPlacement"
  /// The class of the bottom toolbar `.toolbar` builds.
  static let bottomBarClass = "bottomToolbar"

  /// The class of the title `.navigationTitle` puts in the bar.
  static let titleClass = "navigationTitle"

  /// The place an item element was given (`ToolbarItem(placement:)`): the navigation title's is
  /// the centre, an unmarked item's `automatic`'s.
  static func place(of element: Element) -> Place {
    guard let attribute = element.runtimeAttributes.first(where: { $0.keyPath == placeKey }) else {
      return element.className == titleClass ? .principal : .trailing
    }
    return Place(rawValue: attribute.value.text) ?? .trailing
  }

  /// Marks `element` with its place.
  static func mark(_ element: inout Element, _ place: Place) {
    element.runtimeAttributes.removeAll { $0.keyPath == placeKey }
    element.runtimeAttributes.append(RuntimeAttribute(keyPath: placeKey, value: .string(place.rawValue)))
  }

  /// Puts `items` (each marked with its place) and a title into the bars of `element`, merging
  /// with the bars a modifier already added: the navigation bar as its first child (items in
  /// place order), the bottom toolbar as its last.
  static func place(
    _ items: [Element], in element: inout Element, bar makeBar: () -> Element, bottom makeBottom: () -> Element,
    screen makeScreen: () -> Element
  ) {
    let top = items.filter { place(of: $0) < .bottom }
    let bottom = items.filter { place(of: $0) == .bottom }
    guard !top.isEmpty || !bottom.isEmpty else { return }
    if element.children.isEmpty, !SwiftUIBodyReader.isTransparent(element) {
      // On a leaf: the bars go around it, in a wrapper that stands for the screen.
      var screen = makeScreen()
      screen.children = [element]
      element = screen
    }
    if !top.isEmpty {
      if let index = element.children.firstIndex(where: isNavigationBar) {
        element.children[index].children = shown(element.children[index].children + top)
      } else {
        var bar = makeBar()
        bar.children = shown(top)
        element.children.insert(bar, at: 0)
      }
    }
    if !bottom.isEmpty {
      if let index = element.children.lastIndex(where: isBottomBar) {
        element.children[index].children += bottom
      } else {
        var bar = makeBottom()
        bar.children = bottom
        element.children.append(bar)
      }
    }
  }

  /// Puts `items` into the first navigation bar inside `element` (depth first), where a modifier
  /// written on a navigation container places them: that container's root view's bar. `false`
  /// when there is none.
  static func placeInNestedBar(_ items: [Element], in element: inout Element) -> Bool {
    if isNavigationBar(element) {
      element.children = shown(element.children + items)
      return true
    }
    for index in element.children.indices where placeInNestedBar(items, in: &element.children[index]) {
      return true
    }
    return false
  }

  /// The items a navigation bar shows, in place order (each place's in the order written): a
  /// `principal` item "takes precedence over a title specified through navigationTitle" (Apple's
  /// `ToolbarItemPlacement.principal`), so the title is not shown beside one.
  private static func shown(_ items: [Element]) -> [Element] {
    var items = items
    if items.contains(where: { place(of: $0) == .principal && $0.className != titleClass }) {
      items.removeAll { $0.className == titleClass && place(of: $0) == .principal }
    }
    return items.enumerated().sorted { (place(of: $0.element), $0.offset) < (place(of: $1.element), $1.offset) }
      .map(\.element)
  }

  static func isNavigationBar(_ element: Element) -> Bool {
    element.role == .navigationBar && element.className == SwiftUINavigationTitle.barClass
  }

  static func isBottomBar(_ element: Element) -> Bool {
    element.role == .toolbar && element.className == bottomBarClass
  }
}

extension SwiftUIBodyReader {
  /// `ToolbarItem(placement: .topBarTrailing) { … }`, `ToolbarItemGroup { … }`: the views of its
  /// closure, each marked with the item's place.
  func toolbarItem(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var result = element(.view, name, at: call, context)
    result.runtimeAttributes.append(Self.transparent)
    var place = SwiftUIToolbar.Place.trailing
    if let placement = argument("placement", call) {
      // `.topBarLeading`, `ToolbarItemPlacement.topBarLeading`, or a value the bindings fix.
      if case .member(let member) = context.bindings.evaluate(placement) {
        place = SwiftUIToolbar.Place(placement: member)
      } else if let member = placement.as(MemberAccessExprSyntax.self) {
        place = SwiftUIToolbar.Place(placement: member.declName.baseName.text)
      }
    }
    for closure in closures(of: call) { result.children += views(closure.statements, context) }
    SwiftUIToolbar.mark(&result, place)
    return result
  }

  /// `.toolbar { … }`: its items in the bars of `element`; views written without a
  /// `ToolbarItem` are `automatic` items. `.toolbar(.hidden)` and other forms without content are
  /// passed over.
  func toolbar(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    let content = closures(of: call)
    guard !content.isEmpty else { return }
    let items = Self.toolbarItems(content.flatMap { views($0.statements, context) })
    placeInBars(items, "toolbar", call, &element, context)
  }

  /// The views of a toolbar's content (a `.toolbar { … }` closure, a `ToolbarContent` type's
  /// body), one per place an item of it takes.
  static func toolbarItems(_ views: [Element]) -> [Element] {
    var items: [Element] = []
    for view in views {
      for place in places(in: view).sorted() where place != .keyboard {
        guard var item = restricted(view, to: place) else { continue }
        SwiftUIToolbar.mark(&item, place)
        items.append(item)
      }
    }
    return items
  }

  /// Puts `items` in the bars of `element` (``SwiftUIToolbar/place(_:in:bar:bottom:screen:)``),
  /// the bars and any wrapper made at `call` (a modifier's call or a body), the wrapper named for
  /// `modifier`.
  func placeInBars(
    _ items: [Element], _ modifier: String, _ call: some SyntaxProtocol, _ element: inout Element,
    _ context: Context
  ) {
    SwiftUIToolbar.place(
      items, in: &element, bar: { self.element(.navigationBar, SwiftUINavigationTitle.barClass, at: call, context) },
      bottom: { self.element(.toolbar, SwiftUIToolbar.bottomBarClass, at: call, context) },
      screen: {
        var screen = self.element(.view, modifier, at: call, context)
        screen.runtimeAttributes.append(Self.transparent)
        return screen
      })
  }

  /// The places of the items a toolbar view holds: a `ToolbarItem`'s, those of the items inside a
  /// wrapper (`Group`, an `if`'s alternatives and branches); any other view is an `automatic` item.
  private static func places(in view: Element) -> Set<SwiftUIToolbar.Place> {
    if isItem(view) { return [SwiftUIToolbar.place(of: view)] }
    guard isTransparent(view), view.children.contains(where: containsItem) else { return [.trailing] }
    return view.children.reduce(into: []) { $0.formUnion(places(in: $1)) }
  }

  /// `view` holding only its items of `place`, `nil` when it holds none. Wrappers are kept, even
  /// emptied, so that alternatives keep their branches, each with its condition and hidden state,
  /// in every bar (one id, so that a state chooses the same branch in each).
  private static func restricted(_ view: Element, to place: SwiftUIToolbar.Place) -> Element? {
    if isItem(view) { return SwiftUIToolbar.place(of: view) == place ? view : nil }
    guard isTransparent(view), view.children.contains(where: containsItem) else {
      return place == .trailing ? view : nil
    }
    var copy = view
    copy.children = view.children.compactMap { child in
      if let kept = restricted(child, to: place) { return kept }
      guard SceneStates.condition(of: child) != nil else { return nil }
      var branch = child
      branch.children = []
      return branch
    }
    return copy
  }

  /// Whether `view` is a `ToolbarItem` (or group), marked with its place.
  private static func isItem(_ view: Element) -> Bool {
    view.runtimeAttributes.contains { $0.keyPath == SwiftUIToolbar.placeKey }
  }

  private static func containsItem(_ view: Element) -> Bool {
    isItem(view) || view.children.contains(where: containsItem)
  }
}
