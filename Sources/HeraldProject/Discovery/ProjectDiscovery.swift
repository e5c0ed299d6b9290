import Foundation
import HeraldSyntax

/// Finds the apps that the paths a user gives belong to.
///
/// An app's folder is the outermost folder holding a project file: a `*.xcodeproj` or
/// `*.xcworkspace`, an XcodeGen `project.yml`, or a `Package.swift`.
/// - Below a folder input, every such outermost folder is an app (a folder of several apps gives
///   several, each read with its own code).
/// - Above an input (a file, or a folder inside an app), the outermost folder holding an Xcode
///   project, workspace or `project.yml` is its app, so `herald audit App/Views/Login.swift` reads
///   the whole app for context. A `Package.swift` above counts only for an input inside the
///   package's `Sources/`, so that a package's example folders (Herald's own `Examples/`) stay
///   folders.
/// What lies under no app is read as a folder, as before projects were read.
public struct ProjectDiscovery: Sendable {
  /// What the inputs stand for.
  public struct Result: Sendable, Hashable {
    /// The apps' folders, sorted.
    public var appRoots: [String]
    /// The inputs (or parts of folder inputs) that belong to no app, read as folders.
    public var folders: [String]
  }

  /// Creates a discovery.
  public init() {}

  /// The apps and plain folders that `inputs` stand for.
  public func discover(_ inputs: [String]) -> Result {
    var roots: Set<String> = []
    var folders: [String] = []
    for input in inputs {
      let path = ProjectPath.normalize(input)
      if let root = Self.appAbove(path) {
        roots.insert(root)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        folders.append(input)
        continue
      }
      let below = Self.appsBelow(path)
      if below.isEmpty {
        folders.append(input)
      } else {
        roots.formUnion(below)
        // The input's files outside every app are still read as a folder.
        folders.append(input)
      }
    }
    return Result(appRoots: roots.sorted(), folders: folders)
  }

  /// The outermost folder at or above `path` that holds an Xcode project, a workspace or a
  /// `project.yml` (or a `Package.swift` whose `Sources/` holds `path`).
  static func appAbove(_ path: String) -> String? {
    let manager = FileManager.default
    var absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var relativeSuffix: [String] = []
    var found: String?
    var steps = 0
    while steps < 64 {
      steps += 1
      let names = (try? manager.contentsOfDirectory(atPath: absolute)) ?? []
      let holdsProject = names.contains {
        $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "project.yml"
      }
      let holdsPackage = names.contains("Package.swift") && relativeSuffix.last == "Sources"
      if holdsProject || holdsPackage {
        found = relativeSuffix.isEmpty ? path : Self.up(path, relativeSuffix.count)
      }
      if absolute == "/" || names.contains(".git") { break }
      relativeSuffix.append((absolute as NSString).lastPathComponent)
      absolute = (absolute as NSString).deletingLastPathComponent
    }
    return found
  }

  /// `path` with its last `count` components removed (`..` added past its start).
  static func up(_ path: String, _ count: Int) -> String {
    ProjectPath.normalize(path + String(repeating: "/..", count: count))
  }

  /// The outermost folders below `folder` holding a project file.
  static func appsBelow(_ folder: String) -> [String] {
    var roots: [String] = []
    for relative in FileWalk.files(under: folder) where ProjectLoader.isProjectFile(relative) {
      let app = ProjectPath.join(folder, ProjectLoader.appFolder(ofProjectFile: relative))
      roots.append(app)
    }
    let sorted = Array(Set(roots)).sorted()
    return sorted.filter { root in !sorted.contains { $0 != root && ProjectPath.contains($0, root) } }
  }
}
