import HeraldSyntax

/// How a storyboard's controllers reach each other: its initial controller, each controller's
/// storyboard identifier, its segues and its references to other storyboards. UIKit and AppKit
/// show a storyboard's controller only as its initial controller, through a segue or relationship
/// from a shown controller, or when code instantiates it by its storyboard identifier (Apple,
/// UIStoryboard, UIStoryboardSegue, `performSegue(withIdentifier:sender:)`):
/// ``StoryboardReachability`` reads these with the app's code.
///
/// ```swift
/// let flow = try StoryboardFlow(bytes, file: "Base.lproj/Main.storyboard")
/// flow.name  // "Main"
/// ```
public struct StoryboardFlow: Sendable, Hashable {
  /// One controller of a scene.
  public struct Controller: Sendable, Hashable {
    /// The controller's object id, which segues name as their destination.
    public var id: String
    /// The ids the loader gives the scene's ``Scene``s: the scene's `sceneID` and the ids of the
    /// other top-level views of its scene.
    public var sceneIDs: [String]
    /// Its storyboard identifier (`storyboardIdentifier`), which code instantiates it by.
    public var storyboardIdentifier: String?
    /// Its custom class, for people.
    public var className: String?
  }

  /// A segue or relationship from one controller to another.
  public struct Segue: Sendable, Hashable {
    /// The id of the controller the segue starts from; `nil` for a scene without one (an AppKit
    /// application's menu).
    public var source: String?
    /// The id of the controller or storyboard reference it leads to.
    public var destination: String
    /// Its identifier, which code performs it by.
    public var identifier: String?
    /// Whether only code performs it: a segue of the controller itself (`performSegue`), not one
    /// a control, cell, bar item or gesture triggers, nor a relationship or embedding.
    public var isManual: Bool
  }

  /// A reference to another storyboard (`viewControllerPlaceholder`, AppKit's `controllerPlaceholder`).
  public struct Reference: Sendable, Hashable {
    /// The storyboard's name (`Onboarding` for `Onboarding.storyboard`); `nil` for this one.
    public var storyboardName: String?
    /// The storyboard identifier of the controller it stands for; `nil` for its initial controller.
    public var referencedIdentifier: String?
  }

  /// The file.
  public var file: String
  /// The storyboard's name: its file's name without the extension.
  public var name: String
  /// Whether it is a launch screen, which the system shows itself.
  public var isLaunchScreen: Bool
  /// The id of its initial controller.
  public var initialController: String?
  /// Its controllers, in document order.
  public var controllers: [Controller] = []
  /// Its segues.
  public var segues: [Segue] = []
  /// Its references to other storyboards, by their object id.
  public var references: [String: Reference] = [:]

  /// Reads the flow of the storyboard `bytes`.
  ///
  /// - Throws: ``TreeError/syntax(_:)`` for malformed XML.
  public init(_ bytes: [UInt8], file: String) throws(TreeError) {
    self.init(try XMLElement.document(bytes, file: file), file: file)
  }

  /// Reads the flow of a storyboard's `<document>`, which the loader has parsed for its tree.
  init(_ document: XMLElement, file: String) {
    self.file = file
    let last = file.split(separator: "/").last.map(String.init) ?? file
    name = last.hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
    isLaunchScreen = document["launchScreen"] == "YES"
    initialController = document["initialViewController"]
    for scene in document.child("scenes")?.elements ?? [] where scene.name == "scene" {
      read(scene)
    }
  }

  private mutating func read(_ scene: XMLElement) {
    let objects = scene.child("objects")?.elements ?? []
    // UIKit's `viewControllerPlaceholder`, AppKit's `controllerPlaceholder`.
    let placeholders: Set<String> = ["viewControllerPlaceholder", "controllerPlaceholder"]
    for reference in objects where placeholders.contains(reference.name) {
      guard let id = reference["id"] else { continue }
      references[id] = Reference(
        storyboardName: reference["storyboardName"], referencedIdentifier: reference["referencedIdentifier"])
    }
    // The scene's own object: a controller, or an AppKit application (whose menus are shown
    // whenever its storyboard is: its segues start from no controller).
    let main = objects.first { $0["sceneMemberID"] == "viewController" && !placeholders.contains($0.name) }
    let source = main?.name == "application" ? nil : main?["id"]
    if let main, let id = source {
      let others = objects.filter { IBTreeBuilder.isTopLevelView($0) }.compactMap { $0["id"] }
      controllers.append(
        Controller(
          id: id, sceneIDs: [scene["sceneID"]].compactMap { $0 } + others,
          storyboardIdentifier: main["storyboardIdentifier"], className: main["customClass"]))
    }
    // Every segue of the scene: its controller's own (performed by code), and those of the
    // controls, bar items, menu items and gesture recognizers in it (performed when used).
    var stack = objects
    while let element = stack.popLast() {
      let isOwn = source != nil && element["id"] == source
      for child in element.elements {
        guard child.name == "connections" else {
          stack.append(child)
          continue
        }
        for segue in child.elements where segue.name == "segue" { add(segue, from: source, isOwn: isOwn) }
      }
    }
  }

  private mutating func add(_ segue: XMLElement, from source: String?, isOwn: Bool) {
    guard let destination = segue["destination"], segue["kind"] != "unwind" else { return }
    let kind = segue["kind"] ?? ""
    let triggered = !isOwn || kind == "relationship" || kind == "embed"
    segues.append(
      Segue(source: source, destination: destination, identifier: segue["identifier"], isManual: !triggered))
  }
}
