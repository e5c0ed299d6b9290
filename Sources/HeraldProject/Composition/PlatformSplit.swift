import HeraldTree

/// An app's files by the platform its project builds them for: one part per platform the
/// selected targets build for, each with that platform's UI files, code and tables. A file
/// built for iOS and macOS is in both parts and so judged for each (a SwiftUI view is then
/// judged as macOS in the macOS part: no touch-target minimum, AppKit's defaults). A file its
/// target builds for some of its platforms only (``ProjectTarget/fileFilters``) is in those
/// platforms' parts only.
///
/// A target that names no platform (a Swift package's target, whose `platforms:` are minimum
/// versions; an Xcode target whose settings are in an `.xcconfig`) is built for whatever links
/// it: its files are in every part. An app whose
/// targets build for one platform, or name none, is one part.
///
/// ```swift
/// for part in PlatformSplit(app: app, scope: scope).parts { print(part.platform, part.interfaceFiles.count) }
/// ```
struct PlatformSplit: Sendable {
  /// The files one platform builds.
  struct Part: Sendable {
    /// The platform the files are judged as; `nil` when no target names one.
    var platform: Platform?
    /// UI files built for the platform, sorted.
    var interfaceFiles: [String]
    /// Source files built for the platform (and headers no target lists).
    var sourceFiles: [String]
    /// String tables built for the platform.
    var stringTables: [String]
    /// For files also built for another platform: `"macOS: Food Truck, Widgets"`.
    var variants: [String: String]
    /// The oldest system the part's targets run on; `nil` when a target does not say its own.
    var deployment: Deployment?
    /// The appearance every app of the part forces (``interfaceStyle(of:targets:)``).
    var interfaceStyle: InterfaceStyle?
    /// The colors its targets' asset catalogs define, and its apps' accent color (``colors(of:app:targets:)``).
    var colors: AppColors
    /// The symbols Xcode generates for its targets' images (``assets(of:app:targets:)``).
    var assets: AssetSymbols
    /// The part's UI files that only applications build, not app extensions (``applicationFiles(_:in:)``).
    var applicationFiles: Set<String>
  }

  /// The parts, in the order of ``Platform/allCases`` (iOS first).
  var parts: [Part]

  /// Splits `scope`'s files by platform.
  init(app: AppProject, scope: ProjectScope) {
    let targets = scope.targets
    func platforms(_ target: ProjectTarget) -> Set<Platform> {
      // A package's `platforms:` are minimum versions, not a restriction: SwiftPM builds its
      // targets for the platform of whatever links them.
      target.origin == .swiftPackage ? [] : Set(target.platforms.map(\.auditPlatform))
    }
    let all = Platform.allCases.filter { platform in targets.contains { platforms($0).contains(platform) } }
    guard all.count > 1 else {
      parts = [
        Part(
          platform: all.first, interfaceFiles: scope.interfaceFiles, sourceFiles: scope.sourceFiles,
          stringTables: scope.stringTables, variants: [:],
          deployment: all.first.flatMap { Self.deployment(of: $0, targets: targets) },
          interfaceStyle: Self.interfaceStyle(of: all.first, targets: targets),
          colors: Self.colors(of: all.first, app: app, targets: targets),
          assets: Self.assets(of: all.first, app: app, targets: targets),
          applicationFiles: Self.applicationFiles(scope.interfaceFiles, in: targets))
      ]
      return
    }
    var membership: [String: [ProjectTarget]] = [:]
    for target in targets {
      for file in target.files { membership[file, default: []].append(target) }
    }
    /// The platforms a target builds `file` for (none named: every one), its filter applied.
    func platforms(_ target: ProjectTarget, building file: String) -> Set<Platform> {
      let filter = target.fileFilters[file].map { Set($0.map(\.auditPlatform)) }
      guard !platforms(target).isEmpty else { return filter.map { Set(all).intersection($0) } ?? Set(all) }
      return Set(target.platforms(building: file).map(\.auditPlatform))
    }
    /// The platforms a file is built for (every one when its targets name none).
    func built(_ file: String) -> Set<Platform> {
      guard let owners = membership[file] else { return Set(all) }
      return owners.reduce(into: Set<Platform>()) { $0.formUnion(platforms($1, building: file)) }
    }
    parts = all.map { platform in
      let interfaces = scope.interfaceFiles.filter { built($0).contains(platform) }
      let tables = scope.stringTables.filter { built($0).contains(platform) }
      var variants: [String: String] = [:]
      for file in interfaces + tables where built(file).count > 1 {
        let owners = (membership[file] ?? []).filter { platforms($0, building: file).contains(platform) }
        let names = owners.prefix(3).map(\.name).joined(separator: ", ") + (owners.count > 3 ? ", …" : "")
        variants[file] = names.isEmpty ? platform.displayName : "\(platform.displayName): \(names)"
      }
      return Part(
        platform: platform, interfaceFiles: interfaces,
        sourceFiles: scope.sourceFiles.filter { built($0).contains(platform) },
        stringTables: tables, variants: variants, deployment: Self.deployment(of: platform, targets: targets),
        interfaceStyle: Self.interfaceStyle(of: platform, targets: targets),
        colors: Self.colors(of: platform, app: app, targets: targets),
        assets: Self.assets(of: platform, app: app, targets: targets),
        applicationFiles: Self.applicationFiles(interfaces, in: targets))
    }
  }

  /// The symbols Xcode generates for the images of the asset catalogs of the selected targets
  /// that build for `platform` (every one when `nil`) and of the libraries they link.
  static func assets(of platform: Platform?, app: AppProject, targets: [ProjectTarget]) -> AssetSymbols {
    let catalogs = Self.catalogs(of: building(platform, targets), app: app)
    return AssetSymbols(
      images: catalogs.flatMap(\.assets).filter { $0.kind == .image || $0.kind == .symbol }.map(\.name))
  }

  /// Those of `targets` that build for `platform` (every one when `nil`; a package's and a
  /// target's that names no platform build for any).
  private static func building(_ platform: Platform?, _ targets: [ProjectTarget]) -> [ProjectTarget] {
    targets.filter { target in
      platform == nil || target.origin == .swiftPackage || target.platforms.isEmpty
        || target.platforms.contains { $0.auditPlatform == platform }
    }
  }

  /// The asset catalogs `targets` and the libraries they link build, each once.
  private static func catalogs(of targets: [ProjectTarget], app: AppProject) -> [AssetCatalog] {
    var catalogs: [AssetCatalog] = []
    for target in targets {
      for catalog in ([target] + app.linkedLibraries(of: target)).flatMap(app.assetCatalogs(of:))
      where !catalogs.contains(where: { $0.path == catalog.path }) {
        catalogs.append(catalog)
      }
    }
    return catalogs
  }

  /// Those of `files` that application targets build and no other (not an app extension, whose
  /// views the system hosts in containers of its own: a widget's, a Live Activity's, a share
  /// sheet's; not a framework or package, which whatever links it hosts). A file no target lists
  /// is not one.
  static func applicationFiles(_ files: [String], in targets: [ProjectTarget]) -> Set<String> {
    var owners: [String: [ProjectTarget]] = [:]
    for target in targets {
      for file in target.files { owners[file, default: []].append(target) }
    }
    return Set(
      files.filter { file in
        guard let built = owners[file], !built.isEmpty else { return false }
        return built.allSatisfy { $0.productType == .application }
      })
  }

  /// The colors of the selected targets that build for `platform` (every one when `nil`): the
  /// named colors of their asset catalogs and of the libraries they link (a name two catalogs
  /// define with different values is left out), and the accent color their applications and
  /// app extensions name (``ProjectTarget/accentColorName``), when all name the same one: a
  /// named set that holds no color, or none of that name, is the system's accent (Xcode then
  /// builds with the default).
  static func colors(of platform: Platform?, app: AppProject, targets: [ProjectTarget]) -> AppColors {
    let building = Self.building(platform, targets)
    let catalogs = Self.catalogs(of: building, app: app)
    var colors = AppColors()
    var conflicting: Set<String> = []
    for asset in catalogs.flatMap(\.assets) where asset.kind == .color {
      guard let value = asset.color else { continue }
      if let known = colors.named[asset.name], known != value { conflicting.insert(asset.name) }
      colors.named[asset.name] = colors.named[asset.name] ?? value
    }
    for name in conflicting { colors.named[name] = nil }
    let apps = building.filter { $0.productType == .application || $0.productType == .appExtension }
    let names = Set(apps.map(\.accentColorName))
    if names.count == 1, let only = names.first, let name = only {
      // A named set that holds no color is the system's accent; one Herald did not find is unknown.
      let holdsNone = catalogs.contains {
        $0.assets.contains { $0.name == name && $0.kind == .color && $0.color == nil }
      }
      let defined = colors.named[name] != nil || conflicting.contains(name)
      if name.isEmpty || (holdsNone && !defined) {
        colors.accent = .system
      } else {
        colors.accent = defined ? .named(name) : .unknown(name)
      }
    }
    return colors
  }

  /// The appearance the part is drawn in when the project fixes it: the style every selected
  /// application and app extension target building for `platform` forces in its Info.plist;
  /// `nil` when there is none, one follows the system, or two force different ones. An extension
  /// runs in its host (the Home Screen, Photos), not in the app, so one that forces nothing
  /// leaves the part open; frameworks run in whatever links them and do not count.
  static func interfaceStyle(of platform: Platform?, targets: [ProjectTarget]) -> InterfaceStyle? {
    let apps = targets.filter { target in
      (target.productType == .application || target.productType == .appExtension)
        && (platform == nil || target.platforms.contains { $0.auditPlatform == platform })
    }
    guard let style = apps.first?.interfaceStyle else { return nil }
    return apps.allSatisfy { $0.interfaceStyle == style } ? style : nil
  }

  /// The lowest deployment target of `platform` among the selected targets that build for it
  /// (a package's `platforms:` are minimums of whatever links it, so they do not count); `nil`
  /// when one of them does not say its own, builds for visionOS (which runs iOS code), or names
  /// no platform (its settings are in an `.xcconfig`, and it is built for every part).
  static func deployment(of platform: Platform, targets: [ProjectTarget]) -> Deployment? {
    var lowest: Deployment?
    for target in targets where target.origin != .swiftPackage {
      if target.platforms.isEmpty { return nil }
      for apple in target.platforms where apple.auditPlatform == platform {
        guard apple != .visionOS, let version = target.deploymentTargets[apple],
          let deployment = Deployment(platform: platform, version: version)
        else { return nil }
        lowest = lowest.map { $0.lower(deployment) } ?? deployment
      }
    }
    return lowest
  }
}

extension Platform {
  /// The platform's name as Apple writes it (`iOS`, `macOS`).
  var displayName: String {
    switch self {
    case .iOS: "iOS"
    case .tvOS: "tvOS"
    case .macOS: "macOS"
    case .watchOS: "watchOS"
    case .android: "Android"
    }
  }
}
