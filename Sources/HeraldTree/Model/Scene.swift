import HeraldSyntax

/// One screen of a UI description: a storyboard scene, a xib's top-level view, or a runtime
/// dump's window, with the name a person knows it by.
public struct Scene: Sendable, Hashable {
  /// The scene's identifier (the storyboard `sceneID`, the top-level object id).
  public var id: String
  /// The name: Interface Builder's scene comment ("Your Meals"), the view controller's title or
  /// class, or the file name for a single-screen file.
  public var name: String
  /// The root element (a view controller's view, a top-level view, the application).
  public var root: Element
  /// Where the scene is defined.
  public var location: SourceLocation
  /// The custom class whose content this scene is, for a nib that defines a view class: the class
  /// of File's Owner when it owns the scene's root view (`KeypadView.xib`, File's Owner
  /// `KeypadView`), or the root view's own custom class. ``NibLibrary`` expands views of that
  /// class elsewhere from it.
  public var contentClass: String?
  /// Component models the scene's own source defines: a SwiftUI element whose accessibility
  /// follows its view's state (`.accessibilityAdjustableAction`), read from the view's code. The
  /// announcer uses them for the scene's custom classes no other model describes.
  public var components: [ComponentModel] = []
  /// The class of the scene's view controller or top-level view as the file names it
  /// (`MealViewController`); `nil` when the file names none.
  public var controllerClass: String?
  /// The storyboard identifier code instantiates the scene by
  /// (`instantiateViewController(withIdentifier: "MealDetail")`); `nil` when it has none.
  public var storyboardIdentifier: String?
  /// The platform the scene is a screen of when only another platform's build than its file's
  /// compiles it (a SwiftUI view declared under `#if os(macOS)` in a file read as iOS); `nil`:
  /// its tree's (``ControlTree/byPlatform``).
  public var platform: Platform?

  /// The name with what tells scenes of one name apart, as a report heading shows it:
  /// `View Controller — MealViewController (storyboard ID “MealDetail”)`. The class is left out
  /// when the name already says it (Xcode's scene comment "Meal View Controller").
  public var displayName: String {
    var text = name
    let squeezed = name.filter { $0 != " " }.lowercased()
    if let controllerClass, !squeezed.contains(controllerClass.lowercased()) { text += " — " + controllerClass }
    if let storyboardIdentifier, storyboardIdentifier != name { text += " (storyboard ID “\(storyboardIdentifier)”)" }
    return text
  }

  /// Creates a scene.
  public init(id: String, name: String, root: Element, location: SourceLocation) {
    self.id = id
    self.name = name
    self.root = root
    self.location = location
  }
}
