/// An app as Xcode builds it: the folder it lives in, its Xcode projects, Swift packages and
/// XcodeGen specification, every file below its folder, and what could not be read.
///
/// Built once by ``ProjectLoader`` from one walk over the folder; everything else (scope,
/// platforms, shipped languages) is derived from it.
public struct AppProject: Sendable, Hashable {
  /// The app's folder: the outermost folder holding its project files.
  public var root: String
  /// The Xcode projects below ``root``, and those its workspaces reference outside it.
  public var xcodeProjects: [XcodeProject]
  /// The Swift packages below ``root`` (the app's local packages, or the app itself), and the
  /// local packages its projects and workspaces reference outside it.
  public var packages: [SwiftPackage]
  /// The Xcode workspaces below ``root``.
  public var workspaces: [XcodeWorkspace] = []
  /// The targets of an XcodeGen `project.yml`, when the app has no Xcode project beside it.
  public var xcodeGenTargets: [ProjectTarget]
  /// The development language of an XcodeGen specification.
  public var xcodeGenDevelopmentLanguage: String?
  /// Every file below ``root`` the walk found (joined to ``root``), then the files of the
  /// projects and packages referenced outside it.
  public var files: [String]
  /// The asset catalogs that are members of a target, sorted by path (``assets(of:)`` gives a
  /// target's assets).
  public var assetCatalogs: [AssetCatalog]
  /// The project files that could not be read; their apps are read as folders.
  public var problems: [ProjectError]

  /// Creates an app.
  public init(
    root: String, xcodeProjects: [XcodeProject] = [], packages: [SwiftPackage] = [],
    xcodeGenTargets: [ProjectTarget] = [], xcodeGenDevelopmentLanguage: String? = nil, files: [String] = [],
    assetCatalogs: [AssetCatalog] = [], problems: [ProjectError] = []
  ) {
    self.root = root
    self.xcodeProjects = xcodeProjects
    self.packages = packages
    self.xcodeGenTargets = xcodeGenTargets
    self.xcodeGenDevelopmentLanguage = xcodeGenDevelopmentLanguage
    self.files = files
    self.assetCatalogs = assetCatalogs
    self.problems = problems
  }

  /// Whether any project file could be read: without one, the app is read as a folder.
  public var hasProject: Bool { !targets.isEmpty }

  /// Every target: the Xcode projects', the packages', XcodeGen's.
  public var targets: [ProjectTarget] {
    xcodeProjects.flatMap(\.targets) + packages.flatMap(\.targets) + xcodeGenTargets
  }

  /// The development language: the first Xcode project's, else XcodeGen's, else a package's
  /// `defaultLocalization`.
  public var developmentRegion: String? {
    xcodeProjects.lazy.compactMap(\.developmentRegion).first ?? xcodeGenDevelopmentLanguage
      ?? packages.lazy.compactMap(\.defaultLocalization).first
  }
}
