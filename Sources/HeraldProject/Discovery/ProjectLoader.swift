import Foundation
import HeraldSyntax

/// Loads an app from its folder: one ``FileWalk`` over it, then every project file found in that
/// walk read once (`*.xcodeproj/project.pbxproj`, `Package.swift`, `project.yml` where no Xcode
/// project stands beside it, `*.xcworkspace/contents.xcworkspacedata`), then the projects and
/// local packages these reference outside the folder (a workspace's `group:../Kit/Kit.xcodeproj`,
/// a project's `../Packages/DesignSystem`: the app links their code wherever they are), then the
/// asset catalogs its targets build (``AssetCatalogReader``). Readers list the app's folders from
/// the same walk, never from the disk again.
///
/// A project file that cannot be read is a ``ProjectError`` in ``AppProject/problems``; the rest
/// of the app is still read.
///
/// ```swift
/// let app = ProjectLoader().load(root: "MyApp")
/// for target in app.targets { print(target.name, target.productType) }
/// ```
public struct ProjectLoader: Sendable {
  /// Creates a loader.
  public init() {}

  /// Whether a file of a walk is a project file (its folder is then an app's folder).
  public static func isProjectFile(_ relative: String) -> Bool {
    let name = relative.split(separator: "/").last.map(String.init) ?? relative
    return relative.hasSuffix(".xcodeproj/project.pbxproj") || name == "Package.swift" || name == "project.yml"
      || relative.hasSuffix(".xcworkspace/contents.xcworkspacedata")
  }

  /// The folder of an app that holds a project file (the parent of a `.xcodeproj` or
  /// `.xcworkspace`).
  public static func appFolder(ofProjectFile path: String) -> String {
    var folder = ProjectPath.parent(path)
    if folder.hasSuffix(".xcodeproj") || folder.hasSuffix(".xcworkspace") { folder = ProjectPath.parent(folder) }
    return folder
  }

  /// Loads the app whose folder is `root`.
  public func load(root: String) -> AppProject {
    let root = ProjectPath.normalize(root)
    let relatives = FileWalk.files(under: root)
    let files = relatives.map { ProjectPath.join(root, $0) }
    let listing = FolderListing(files: files)
    let list: @Sendable (String) -> [String] = { listing.files(under: $0) }
    var app = AppProject(root: root, files: files)
    // Packages that an Xcode project (or a package) builds in its own way are still packages.
    let projects = files.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
    for file in projects {
      do {
        app.xcodeProjects.append(try XcodeProjectReader(listFiles: list).read(path: ProjectPath.parent(file)))
      } catch {
        app.problems.append(error)
      }
    }
    for file in files where file.hasSuffix("/Package.swift") || file == "Package.swift" {
      do {
        app.packages.append(try PackageManifestReader(listFiles: list).read(folder: ProjectPath.parent(file)))
      } catch {
        app.problems.append(error)
      }
    }
    for file in files where file.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
      // A project's own `project.xcworkspace` names only the project itself.
      let workspace = ProjectPath.parent(file)
      guard !ProjectPath.parent(workspace).hasSuffix(".xcodeproj") else { continue }
      do {
        app.workspaces.append(try WorkspaceReader().read(path: workspace))
      } catch {
        app.problems.append(error)
      }
    }
    readReferencedOutside(into: &app)
    if projects.isEmpty, let spec = files.first(where: { $0 == ProjectPath.join(root, "project.yml") }) {
      do {
        let read = try XcodeGenReader(listFiles: list).read(path: spec)
        app.xcodeGenTargets = read.targets
        app.xcodeGenDevelopmentLanguage = read.developmentLanguage
      } catch {
        app.problems.append(error)
      }
    }
    // Only the catalogs a target builds name assets; each is read from the same walk, but for a
    // catalog the project takes from outside the app's folder (`../Shared/Images.xcassets`),
    // which that walk never entered.
    let catalogs = Set(app.targets.flatMap(\.files).compactMap(AssetCatalog.folder(ofMember:)))
    let assetReader = AssetCatalogReader()
    app.assetCatalogs = catalogs.sorted().map { catalog in
      let files = ProjectPath.contains(root, catalog) ? listing.files(under: catalog) : FileWalk.files(under: catalog)
      return assetReader.read(path: catalog, files: files)
    }
    return app
  }

  /// The most projects and packages outside the app's folder read for one app (references may
  /// chain: a package outside names another).
  static let maximumReferences = 64

  /// Reads the projects and local packages the app's workspaces and projects reference outside
  /// its folder, and what those reference in turn, each once.
  private func readReferencedOutside(into app: inout AppProject) {
    let root = app.root
    let list: @Sendable (String) -> [String] = { FileWalk.files(under: $0) }
    func outside(_ paths: [String]) -> [String] { paths.filter { !ProjectPath.contains(root, $0) } }
    var pending = outside(
      app.workspaces.flatMap { $0.projects + $0.packages } + app.xcodeProjects.flatMap(\.localPackages))
    pending.reverse()
    var seen: Set<String> = []
    var added: [String] = []
    while let folder = pending.popLast() {
      guard seen.insert(folder).inserted, seen.count <= Self.maximumReferences else { continue }
      do {
        if folder.hasSuffix(".xcodeproj") {
          let project = try XcodeProjectReader(listFiles: list).read(path: folder)
          app.xcodeProjects.append(project)
          added += project.targets.flatMap(\.files).filter { FileManager.default.fileExists(atPath: $0) }
          pending += outside(project.localPackages).reversed()
        } else if FileManager.default.fileExists(atPath: ProjectPath.join(folder, "Package.swift")) {
          app.packages.append(try PackageManifestReader(listFiles: list).read(folder: folder))
          added += FileWalk.files(under: folder).map { ProjectPath.join(folder, $0) }
        }
      } catch {
        app.problems.append(error)
      }
    }
    let known = Set(app.files)
    app.files += Set(added).subtracting(known).sorted()
  }
}

/// The files of one walk, listed per folder without touching the disk again.
struct FolderListing: Sendable {
  /// Every file, sorted.
  let files: [String]

  /// The files below `folder`, relative to it; a file path lists nothing.
  func files(under folder: String) -> [String] {
    let folder = ProjectPath.normalize(folder)
    let prefix = folder == "." ? "" : folder + "/"
    // The walk is sorted, so the folder's files are one run found by binary search.
    var low = 0
    var high = files.count
    while low < high {
      let middle = (low + high) / 2
      if files[middle] < prefix { low = middle + 1 } else { high = middle }
    }
    var result: [String] = []
    var index = low
    while index < files.count, files[index].hasPrefix(prefix) {
      result.append(String(files[index].dropFirst(prefix.count)))
      index += 1
    }
    return result
  }
}
