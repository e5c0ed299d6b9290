/// A loaded UI description: every scene of one file, with the platform and unit its frames use.
///
/// ```swift
/// let tree = try TreeReader().load(path: "Main.storyboard")
/// for scene in tree.scenes { print(scene.name, scene.root.allElements.count) }
/// ```
public struct ControlTree: Sendable, Hashable {
  /// The file the tree was loaded from, as the user named it.
  public var file: String
  /// The format it was loaded from.
  public var format: DocumentFormat
  /// The platform the description is for.
  public var platform: Platform
  /// Whether the file itself says its platform (an Interface Builder document's runtime, a JSON
  /// tree's `platform`, a runtime dump), rather than Herald assuming one (a SwiftUI view is
  /// assumed to be iOS): the platform the project builds a file for replaces only an assumed one.
  public var declaresPlatform: Bool
  /// The unit of every frame.
  public var unit: CoordinateUnit
  /// The scenes, in document order.
  public var scenes: [Scene]
  /// Whether the file is the app's launch screen (`launchScreen="YES"`): shown for a moment while
  /// the app starts, never read by VoiceOver as a screen of the app, and never resized by Dynamic
  /// Type.
  public var isLaunchScreen = false
  /// How a storyboard's controllers reach each other (``StoryboardFlow``), read with its tree;
  /// `nil` for other documents.
  public var storyboardFlow: StoryboardFlow?

  /// Creates a tree.
  public init(
    file: String, format: DocumentFormat, platform: Platform, declaresPlatform: Bool = true,
    unit: CoordinateUnit = .points, scenes: [Scene]
  ) {
    self.file = file
    self.format = format
    self.platform = platform
    self.declaresPlatform = declaresPlatform
    self.unit = unit
    self.scenes = scenes
  }
}
