import HeraldSyntax

/// Builds elements from Interface Builder XML; one instance per document.
struct IBTreeBuilder {
  let platform: Platform
  let colors: IBColorResources
  let connections: IBConnections
  /// Controllers whose navigation bar is hidden (``IBHiddenNavigationBars``).
  var hiddenNavigationBars: Set<String> = []
  /// The document's Auto Layout constraints, by the views they tie.
  var constraints = IBConstraints()

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
        var controller = Scene(
          id: scene["sceneID"] ?? object["id"] ?? name, name: name, root: root, location: scene.location)
        controller.controllerClass = object["customClass"]
        controller.storyboardIdentifier = object["storyboardIdentifier"]
        result.append(controller)
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
    // File's Owner names the view it owns (`<outlet property="view" destination=…>`): a
    // placeholder in iOS nibs, AppKit's custom object of id -2.
    var ownerViews: [String: String] = [:]
    for object in objects.elements {
      let isOwner =
        object.name == "placeholder"
        ? object["placeholderIdentifier"] == "IBFilesOwner"
        : object.name == "customObject" && object["id"] == "-2"
      guard isOwner, let owner = object["customClass"] else { continue }
      for outlet in object.child("connections")?.elements ?? []
      where outlet.name == "outlet" && outlet["property"] == "view" {
        if let destination = outlet["destination"] { ownerViews[destination] = owner }
      }
    }
    var result: [Scene] = []
    for object in objects.elements {
      if Self.isController(object.name) {
        let root = try controllerRoot(object)
        var controller = Scene(
          id: object["id"] ?? root.id, name: Self.controllerName(object), root: root, location: object.location)
        controller.controllerClass = object["customClass"]
        result.append(controller)
      } else if Self.isTopLevelView(object) {
        let root = try resolvedRoot(object, fallbackID: "top")
        let owner = object["id"].flatMap { ownerViews[$0] }
        var scene = Scene(id: root.id, name: owner ?? Self.objectName(object), root: root, location: object.location)
        scene.contentClass = owner ?? object["customClass"]
        scene.controllerClass = scene.contentClass
        result.append(scene)
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
    if !hiddenNavigationBars.contains(controllerID),
      let navigationItem = controller.child("navigationItem", key: "navigationItem"),
      let bar = try navigationBar(for: navigationItem)
    {
      root.children.insert(bar, at: 0)
    }
    root.resolveScreenFrames()
    return root
  }

  /// A side's bar button items with the properties of `UINavigationItem` that reach them: every
  /// item is in `leftBarButtonItems`, the first is `leftBarButtonItem`.
  private static func referenced(_ items: [Element], side: String) -> [Element] {
    items.enumerated().map { index, item in
      var item = item
      item.controllerReferences = (index == 0 ? [side + "BarButtonItem"] : []) + [side + "BarButtonItems"]
      return item
    }
  }

  /// A navigation bar element for a view controller's `navigationItem`: its title as a header
  /// and its bar button items as buttons, in leading-to-trailing order. No frame: the bar belongs
  /// to the navigation controller.
  private func navigationBar(for item: XMLElement) throws(TreeError) -> Element? {
    let itemID = item["id"] ?? "navigationItem"
    var children: [Element] = []
    for child in item.elements where child["key"] == "leftBarButtonItem" || child.name == "leftBarButtonItems" {
      let items =
        child.name == "leftBarButtonItems"
        ? try views(in: child, parentID: itemID) : try barItem(child, fallbackID: itemID + "/left").map { [$0] } ?? []
      children += Self.referenced(items, side: "left")
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
      let items =
        child.name == "rightBarButtonItems"
        ? try views(in: child, parentID: itemID) : try barItem(child, fallbackID: itemID + "/right").map { [$0] } ?? []
      children += Self.referenced(items, side: "right")
    }
    guard !children.isEmpty else { return nil }
    return Element(
      id: itemID, role: .navigationBar, className: "navigationItem", children: children, location: item.location)
  }
}
