import HeraldTree

/// The platform the apps under some inputs build each UI file for, from their projects: what
/// `announce`, `simulate` and `report` read a SwiftUI file as, since the file itself names no
/// platform (an AppKit xib does); and the symbols Xcode generates for their images.
///
/// A file that the selected targets build for one platform only is read as that platform's
/// screen; a file built for several, or in no project, keeps the platform its reader gave it
/// (iOS for SwiftUI). A UI file below the apps' folders that no target builds is not one of their
/// screens: ``reads(_:)`` says no, unless the user named the file itself.
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
  private var notBuilt: Set<String> = []
  /// The UI files below the apps that no target builds and the user did not name, sorted.
  public var unbuilt: [String] { notBuilt.sorted() }

  /// Reads the projects of the apps under `inputs` (each once).
  ///
  /// - Parameters:
  ///   - inputs: The files and folders the user named.
  ///   - selection: The targets to read.
  ///   - loader: Reads each app.
  public init(inputs: [String], selection: TargetSelection = TargetSelection(), loader: ProjectLoader = ProjectLoader())
  {
    let named = Set(inputs.map(ProjectPath.normalize))
    var unbuilt: Set<String> = []
    for root in ProjectDiscovery().discover(inputs).appRoots {
      let app = loader.load(root: root)
      guard app.hasProject, app.problems.isEmpty else { continue }
      let scope = ProjectScope(app: app, selection: selection)
      unbuilt.formUnion(scope.filesInNoTarget.filter { !named.contains($0) })
      var built: [String: [Platform]] = [:]
      for part in PlatformSplit(app: app, scope: scope).parts {
        assets = assets.merging(part.assets)
        guard let platform = part.platform else { continue }
        for file in part.interfaceFiles { built[file, default: []].append(platform) }
      }
      for (file, list) in built where list.count == 1 { platforms[file] = list[0] }
    }
    notBuilt = unbuilt
  }

  /// Whether `file` is read as a screen: not when it is below an app and none of the app's targets
  /// builds it (Xcode compiles only the files of a target's build phases), unless the user named it.
  public func reads(_ file: String) -> Bool {
    notBuilt.isEmpty || !notBuilt.contains(ProjectPath.normalize(file))
  }

  /// The results of `results` that are screens of their apps (``reads(_:)``), and the note for the
  /// files left out: how many, the first few, and how to read one.
  public func screens(_ results: [TreeReader.LoadResult]) -> (read: [TreeReader.LoadResult], note: String?) {
    let left = results.map(\.path).filter { !reads($0) }
    guard !left.isEmpty else { return (results, nil) }
    let shown = left.prefix(3).joined(separator: ", ")
    let more = left.count > 3 ? ", …" : ""
    let note =
      "\(left.count) UI file\(left.count == 1 ? "" : "s") no target builds \(left.count == 1 ? "is" : "are") not read as screens (\(shown)\(more)); "
      + "name a file to read it anyway; `herald project APP` lists them"
    return (results.filter { reads($0.path) }, note)
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
