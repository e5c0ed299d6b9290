import HeraldTree

/// The platform the apps under some inputs build each UI file for, from their projects: what
/// `announce`, `simulate` and `report` read a SwiftUI file as, since the file itself names no
/// platform (an AppKit xib does); and the symbols Xcode generates for their images.
///
/// A file that the selected targets build for one platform only is read as that platform's
/// screen; a file built for several, or in no project, keeps the platform its reader gave it
/// (iOS for SwiftUI).
///
/// ```swift
/// let platforms = FilePlatforms(inputs: ["XcodesApp"])
/// let tree = platforms.placing(try TreeReader.herald(for: ["XcodesApp"]).load(path: file))
/// ```
public struct FilePlatforms: Sendable {
  private var platforms: [String: Platform] = [:]
  /// The symbols Xcode generates for the images of the apps' selected targets (a symbol two apps
  /// give different images is neither's).
  public private(set) var assets = AssetSymbols()

  /// Reads the projects of the apps under `inputs` (each once).
  ///
  /// - Parameters:
  ///   - inputs: The files and folders the user named.
  ///   - selection: The targets to read.
  ///   - loader: Reads each app.
  public init(inputs: [String], selection: TargetSelection = TargetSelection(), loader: ProjectLoader = ProjectLoader())
  {
    for root in ProjectDiscovery().discover(inputs).appRoots {
      let app = loader.load(root: root)
      guard app.hasProject, app.problems.isEmpty else { continue }
      var built: [String: [Platform]] = [:]
      for part in PlatformSplit(app: app, scope: ProjectScope(app: app, selection: selection)).parts {
        assets = assets.merging(part.assets)
        guard let platform = part.platform else { continue }
        for file in part.interfaceFiles { built[file, default: []].append(platform) }
      }
      for (file, list) in built where list.count == 1 { platforms[file] = list[0] }
    }
  }

  /// The one platform the project builds `file` for, if it builds it for one only.
  public func platform(of file: String) -> Platform? {
    platforms[ProjectPath.normalize(file)]
  }

  /// `tree` on the platform its project builds it for, when the tree names none itself
  /// (``ControlTree/declaresPlatform``).
  public func placing(_ tree: ControlTree) -> ControlTree {
    guard !tree.declaresPlatform, let platform = platform(of: tree.file), platform != tree.platform else { return tree }
    var placed = tree
    placed.platform = platform
    return placed
  }
}
