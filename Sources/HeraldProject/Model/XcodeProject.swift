/// An Xcode project (`*.xcodeproj`) as Herald reads it from its `project.pbxproj`.
public struct XcodeProject: Sendable, Hashable {
  /// The `.xcodeproj` folder.
  public var path: String
  /// The folder its paths are relative to: the one that holds the `.xcodeproj`, or its
  /// `projectDirPath`.
  public var sourceRoot: String
  /// The project's development language (`developmentRegion`), e.g. `en`.
  public var developmentRegion: String?
  /// The languages the project knows (`knownRegions`), in the order written; `Base` included
  /// when present.
  public var knownRegions: [String]
  /// The native targets, in the order the project lists them.
  public var targets: [ProjectTarget]
  /// The folders of local Swift packages the project references (`XCLocalSwiftPackageReference`).
  public var localPackages: [String]

  /// Creates a project.
  public init(
    path: String, sourceRoot: String, developmentRegion: String?, knownRegions: [String], targets: [ProjectTarget],
    localPackages: [String]
  ) {
    self.path = path
    self.sourceRoot = sourceRoot
    self.developmentRegion = developmentRegion
    self.knownRegions = knownRegions
    self.targets = targets
    self.localPackages = localPackages
  }
}
