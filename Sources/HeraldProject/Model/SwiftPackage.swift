/// A Swift package as its `Package.swift` declares it, read without running it.
public struct SwiftPackage: Sendable, Hashable {
  /// The folder that holds `Package.swift`.
  public var path: String
  /// The package's name.
  public var name: String
  /// `defaultLocalization`, the development language of its resources.
  public var defaultLocalization: String?
  /// The platforms `platforms:` names, with their minimum versions.
  public var platforms: [ApplePlatform: String]
  /// Its targets, with their member files.
  public var targets: [ProjectTarget]

  /// Creates a package.
  public init(
    path: String, name: String, defaultLocalization: String?, platforms: [ApplePlatform: String],
    targets: [ProjectTarget]
  ) {
    self.path = path
    self.name = name
    self.defaultLocalization = defaultLocalization
    self.platforms = platforms
    self.targets = targets
  }
}
