import HeraldTree

/// One target of an app's project: what it builds, for which platforms, from which files.
///
/// Paths are the project's paths joined to the folder Herald was pointed at, normalised
/// (`App/Views/Login.swift`), so that they name the same file as every other input.
public struct ProjectTarget: Sendable, Hashable {
  /// Where a target was declared.
  public enum Origin: String, Sendable, Hashable {
    /// An Xcode project (`project.pbxproj`).
    case xcodeProject = "xcodeproj"
    /// A Swift package manifest (`Package.swift`).
    case swiftPackage = "package"
    /// An XcodeGen specification (`project.yml`).
    case xcodeGen = "xcodegen"
  }

  /// The target's name.
  public var name: String
  /// What it builds.
  public var productType: ProductType
  /// Xcode's `productType` identifier as written (`com.apple.product-type.application`); `nil`
  /// for targets of packages.
  public var productIdentifier: String?
  /// The platforms it builds for; empty when the project does not say.
  public var platforms: [ApplePlatform]
  /// The deployment target per platform, as the build settings write it (`15.0`).
  public var deploymentTargets: [ApplePlatform: String]
  /// The appearance its Info.plist forces (`UIUserInterfaceStyle`); `nil` when it follows the
  /// system's.
  public var interfaceStyle: InterfaceStyle?
  /// The storyboards the system loads for it by name (its Info.plist's main, scene, extension and
  /// launch storyboards); `nil` when its Info.plist could not be read (unknown).
  public var storyboards: Set<String>?
  /// The color set its `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names as the app's accent
  /// color (``AppColors``); empty when the setting is empty or absent (the system's accent); `nil`
  /// when the project does not say it (a setting of an `.xcconfig` file or another setting).
  public var accentColorName: String?
  /// The files that are members of the target: its sources, headers and resources (string
  /// tables, Interface Builder files, asset catalogs as folders), sorted.
  public var files: [String]
  /// The files it builds for some of its platforms only, with those platforms: a build file's
  /// `platformFilters` (Xcode's "Filters" column: `RefundView.swift` built for iOS only in a
  /// target that builds for iOS and macOS), a synchronized folder's `platformFiltersByRelativePath`,
  /// an XcodeGen source's `destinationFilters`. A file not here is built for every one of
  /// ``platforms``.
  public var fileFilters: [String: [ApplePlatform]]
  /// The names of the targets of the same project it depends on.
  public var dependencies: [String]
  /// The products of Swift packages it links (`DesignSystem`, `DuckUI`).
  public var packageProducts: [String]
  /// Where it was declared.
  public var origin: Origin
  /// The project file that declares it.
  public var declaredIn: String

  /// Creates a target.
  public init(
    name: String, productType: ProductType, productIdentifier: String? = nil, platforms: [ApplePlatform] = [],
    deploymentTargets: [ApplePlatform: String] = [:], interfaceStyle: InterfaceStyle? = nil,
    storyboards: Set<String>? = nil, accentColorName: String? = nil,
    files: [String] = [], fileFilters: [String: [ApplePlatform]] = [:],
    dependencies: [String] = [], packageProducts: [String] = [], origin: Origin, declaredIn: String
  ) {
    self.name = name
    self.productType = productType
    self.productIdentifier = productIdentifier
    self.platforms = platforms
    self.deploymentTargets = deploymentTargets
    self.interfaceStyle = interfaceStyle
    self.storyboards = storyboards
    self.accentColorName = accentColorName
    self.files = files
    self.fileFilters = fileFilters
    self.dependencies = dependencies
    self.packageProducts = packageProducts
    self.origin = origin
    self.declaredIn = declaredIn
  }

  /// The platforms it builds `file` for: those of its ``platforms`` the file's filter keeps
  /// (every one when the file has none); for a target that names no platform, the filter's own
  /// (empty, as ``platforms`` is, when the file has none: any platform).
  public func platforms(building file: String) -> [ApplePlatform] {
    guard let filter = fileFilters[file] else { return platforms }
    return platforms.isEmpty ? filter : platforms.filter(filter.contains)
  }
}
