import Foundation
import HeraldSyntax

/// Reads an Xcode project's `project.pbxproj` into an ``XcodeProject``: its native targets with
/// their product types, platforms, deployment targets and member files, its development and known
/// regions, and the local Swift packages it references.
///
/// Member files are the file references of a target's Sources, Headers and Resources build
/// phases (each variant of a localized `PBXVariantGroup`; a `.xcdatamodeld` version group as one
/// file) and, for Xcode 16's synchronized folders, every file below the folder but the target's
/// membership exceptions. Paths resolve through their groups (`<group>`, `SOURCE_ROOT`,
/// `<absolute>`); references to built products or the SDK are not the app's files and are left out.
///
/// ```swift
/// let project = try XcodeProjectReader().read(path: "App/App.xcodeproj")
/// for target in project.targets { print(target.name, target.productType, target.files.count) }
/// ```
public struct XcodeProjectReader: Sendable {
  /// The largest `project.pbxproj` read (the largest real ones are about 1 MB).
  public static let maximumBytes = 64 << 20

  /// Folders that Xcode treats as one file inside a synchronized folder.
  static let bundleExtensions: Set<String> = [
    "xcassets", "bundle", "xcdatamodeld", "docc", "scnassets", "playground", "framework", "xcframework",
    "xcstickers", "appiconset", "icon",
  ]

  /// Lists the files below a folder (relative paths); ``FileWalk`` by default.
  public var listFiles: @Sendable (String) -> [String]

  /// Creates a reader.
  ///
  /// - Parameter listFiles: Lists the files below a folder of a synchronized group.
  public init(listFiles: @escaping @Sendable (String) -> [String] = { FileWalk.files(under: $0) }) {
    self.listFiles = listFiles
  }

  /// Reads the project at `path` (the `.xcodeproj` folder).
  ///
  /// - Throws: ``ProjectError`` naming the file and line of what is wrong.
  public func read(path: String) throws(ProjectError) -> XcodeProject {
    let file = ProjectPath.join(path, "project.pbxproj")
    let bytes = try ProjectFile.bytes(atPath: file, limit: Self.maximumBytes)
    return try read(bytes, projectPath: path, file: file)
  }

  /// Reads the bytes of a `project.pbxproj`, as the project at `projectPath`.
  public func read(_ bytes: [UInt8], projectPath: String, file: String) throws(ProjectError) -> XcodeProject {
    guard bytes.count <= Self.maximumBytes else {
      throw .tooLarge(path: file, bytes: bytes.count, limit: Self.maximumBytes)
    }
    let root: JSONValue
    do {
      root = try PropertyListReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
    var graph = try ObjectGraph(root: root, file: file)
    return try graph.project(path: projectPath, reader: self)
  }
}

/// The objects of one `project.pbxproj` by id, and what is derived from them.
struct ObjectGraph {
  let file: String
  let objects: [String: JSONValue]
  let rootID: String
  let rootLocation: SourceLocation
  /// The group that lists each object among its children.
  var parents: [String: String] = [:]
  /// Resolved paths of groups and files (`nil`: outside the repository).
  var resolved: [String: String?] = [:]

  init(root: JSONValue, file: String) throws(ProjectError) {
    self.file = file
    let start = root.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = root["objects"]?.objectValue else {
      throw .invalidProject(start, reason: "it has no \"objects\" dictionary")
    }
    var objects: [String: JSONValue] = [:]
    objects.reserveCapacity(members.count)
    for member in members { objects[member.key] = member.value }
    self.objects = objects
    guard let rootID = root["rootObject"]?.stringValue else {
      throw .invalidProject(start, reason: "it has no \"rootObject\"")
    }
    self.rootID = rootID
    rootLocation = root["rootObject"]?.location ?? start
    for (id, object) in objects {
      for child in object["children"]?.arrayValue ?? [] {
        if let childID = child.stringValue, parents[childID] == nil { parents[childID] = id }
      }
    }
  }

  func object(_ id: String?) -> JSONValue? { id.flatMap { objects[$0] } }

  func isa(_ id: String?) -> String? { object(id)?["isa"]?.stringValue }

  func strings(_ value: JSONValue?) -> [String] { value?.arrayValue?.compactMap(\.stringValue) ?? [] }

  mutating func project(path: String, reader: XcodeProjectReader) throws(ProjectError) -> XcodeProject {
    guard let project = objects[rootID], project["isa"]?.stringValue == "PBXProject" else {
      throw .invalidProject(rootLocation, reason: "rootObject \(rootID) is not a PBXProject")
    }
    var sourceRoot = ProjectPath.parent(ProjectPath.normalize(path))
    if let directory = project["projectDirPath"]?.stringValue, !directory.isEmpty {
      sourceRoot = ProjectPath.join(sourceRoot, directory)
    }
    let projectSettings = settings(of: project["buildConfigurationList"]?.stringValue)
    let projectReadsFile = readsConfigurationFile(project["buildConfigurationList"]?.stringValue)
    var targets: [ProjectTarget] = []
    for id in strings(project["targets"]) where isa(id) == "PBXNativeTarget" {
      guard let target = objects[id] else { continue }
      targets.append(
        self.target(
          target, id: id, sourceRoot: sourceRoot, projectSettings: projectSettings,
          projectReadsFile: projectReadsFile, path: path, reader: reader))
    }
    var packages: [String] = []
    for id in strings(project["packageReferences"]) where isa(id) == "XCLocalSwiftPackageReference" {
      if let relative = object(id)?["relativePath"]?.stringValue {
        packages.append(ProjectPath.join(sourceRoot, relative))
      }
    }
    return XcodeProject(
      path: ProjectPath.normalize(path), sourceRoot: sourceRoot,
      developmentRegion: project["developmentRegion"]?.stringValue, knownRegions: strings(project["knownRegions"]),
      targets: targets, localPackages: packages)
  }

  // MARK: Targets

  mutating func target(
    _ target: JSONValue, id: String, sourceRoot: String, projectSettings: [String: String],
    projectReadsFile: Bool, path: String, reader: XcodeProjectReader
  ) -> ProjectTarget {
    var settings = projectSettings
    for (key, value) in self.settings(of: target["buildConfigurationList"]?.stringValue) { settings[key] = value }
    // Settings from `.xcconfig` files (`baseConfigurationReference`) may be all a target has; the
    // frameworks it links then tell its platform.
    var platforms = Self.platforms(settings).nilIfEmpty ?? linkedPlatforms(target)
    var files: Set<String> = []
    var filters = FileFilters()
    for phaseID in strings(target["buildPhases"]) {
      guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"].contains(isa(phaseID) ?? "")
      else { continue }
      for buildFileID in strings(object(phaseID)?["files"]) {
        guard let buildFile = object(buildFileID), let referenceID = buildFile["fileRef"]?.stringValue else { continue }
        let paths = memberPaths(of: referenceID, sourceRoot: sourceRoot)
        files.formUnion(paths)
        let filter =
          FileFilters.platforms(buildFile["platformFilters"]) ?? FileFilters.platforms(buildFile["platformFilter"])
        for path in paths { filters.add(path, filter) }
      }
    }
    let name = target["name"]?.stringValue ?? "?"
    let ownGroups = strings(target["fileSystemSynchronizedGroups"])
    for groupID in ownGroups {
      files.formUnion(synchronizedFiles(groupID, target: id, sourceRoot: sourceRoot, reader: reader))
      for (path, filter) in synchronizedFilters(groupID, target: id, sourceRoot: sourceRoot) {
        filters.add(path, filter)
      }
    }
    // Files of another target's synchronized folder whose membership names this target too.
    for groupID in synchronizedGroups where !ownGroups.contains(groupID) {
      let added = synchronizedFiles(groupID, target: id, sourceRoot: sourceRoot, reader: reader, adding: true)
      files.formUnion(added)
      for (path, filter) in synchronizedFilters(groupID, target: id, sourceRoot: sourceRoot) where added.contains(path)
      {
        filters.add(path, filter)
      }
    }
    // Else its Interface Builder documents name their runtime (`MacOSX.Cocoa`, `iOS.CocoaTouch`).
    if platforms.isEmpty { platforms = Self.interfacePlatforms(files.sorted()) }
    var deployment: [ApplePlatform: String] = [:]
    for platform in platforms {
      if let version = settings[platform.deploymentTargetSetting] { deployment[platform] = version }
    }
    var dependencies: [String] = []
    for id in strings(target["dependencies"]) {
      if let dependency = object(object(id)?["target"]?.stringValue)?["name"]?.stringValue {
        dependencies.append(dependency)
      }
    }
    let products = strings(target["packageProductDependencies"]).compactMap {
      object($0)?["productName"]?.stringValue
    }
    return ProjectTarget(
      name: name, productType: ProductType(xcodeIdentifier: target["productType"]?.stringValue ?? ""),
      productIdentifier: target["productType"]?.stringValue,
      platforms: platforms, deploymentTargets: deployment,
      interfaceStyle: InfoPlistReader.interfaceStyle(settings: settings, sourceRoot: sourceRoot),
      storyboards: InfoPlistReader.storyboards(settings: settings, sourceRoot: sourceRoot),
      accentColorName: Self.accentColorName(
        settings, readsFile: projectReadsFile || readsConfigurationFile(target["buildConfigurationList"]?.stringValue)),
      files: files.sorted(), fileFilters: filters.filters, dependencies: dependencies,
      packageProducts: products, origin: .xcodeProject, declaredIn: ProjectPath.join(path, "project.pbxproj"))
  }

  /// The build settings of a configuration list: its `Release` configuration, else its first.
  func settings(of listID: String?) -> [String: String] {
    guard let members = configuration(of: listID)?["buildSettings"]?.objectValue else { return [:] }
    var result: [String: String] = [:]
    for member in members {
      if let text = member.value.stringValue {
        result[member.key] = text
      } else if let list = member.value.arrayValue {
        result[member.key] = list.compactMap(\.stringValue).joined(separator: " ")
      }
    }
    return result
  }

  /// The configuration of a list whose settings are read: its `Release` configuration, else its first.
  func configuration(of listID: String?) -> JSONValue? {
    let configurations = strings(object(listID)?["buildConfigurations"]).compactMap { object($0) }
    return configurations.first { $0["name"]?.stringValue == "Release" } ?? configurations.first
  }

  /// Whether that configuration also takes settings from an `.xcconfig` file, which Herald does not read.
  func readsConfigurationFile(_ listID: String?) -> Bool {
    // Xcode 16 names a file in a synchronized folder by its folder and relative path instead.
    let configuration = configuration(of: listID)
    return configuration?["baseConfigurationReference"] != nil
      || configuration?["baseConfigurationReferenceAnchor"] != nil
  }

  /// The accent color set a target's settings name (``ProjectTarget/accentColorName``): empty when
  /// the setting is empty, or absent (its default) with no `.xcconfig` file that could set it;
  /// `nil` when it is a reference to another setting (`$(ACCENT)`) or may be in such a file.
  static func accentColorName(_ settings: [String: String], readsFile: Bool) -> String? {
    guard let name = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"] else { return readsFile ? nil : "" }
    return name.contains("$") ? nil : name
  }

  /// The platform the frameworks a target links exist on only: AppKit (`Cocoa.framework`,
  /// `AppKit.framework`) on macOS, UIKit on iOS (and its relatives); empty when they say nothing.
  func linkedPlatforms(_ target: JSONValue) -> [ApplePlatform] {
    var found: Set<ApplePlatform> = []
    for phaseID in strings(target["buildPhases"]) where isa(phaseID) == "PBXFrameworksBuildPhase" {
      for buildFileID in strings(object(phaseID)?["files"]) {
        let reference = object(object(buildFileID)?["fileRef"]?.stringValue)
        let name = reference?["name"]?.stringValue ?? reference?["path"]?.stringValue ?? ""
        switch name.split(separator: "/").last.map(String.init) ?? name {
        case "Cocoa.framework", "AppKit.framework": found.insert(.macOS)
        case "UIKit.framework": found.insert(.iOS)
        default: break
        }
      }
    }
    return found.count == 1 ? Array(found) : []
  }

  /// The platform the first Interface Builder documents among `files` are made for, by the
  /// `targetRuntime` each names in its first kilobytes; empty when they name none or disagree.
  static func interfacePlatforms(_ files: [String]) -> [ApplePlatform] {
    var found: Set<ApplePlatform> = []
    for file in files.lazy.filter({ $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }).prefix(3) {
      guard let handle = FileHandle(forReadingAtPath: file) else { continue }
      defer { try? handle.close() }
      guard let data = try? handle.read(upToCount: 1024) else { continue }
      let head = String(decoding: data, as: UTF8.self)
      if head.contains("targetRuntime=\"MacOSX.Cocoa\"") { found.insert(.macOS) }
      if head.contains("targetRuntime=\"iOS.CocoaTouch") { found.insert(.iOS) }
    }
    return found.count == 1 ? Array(found) : []
  }

  /// The platforms of a target's settings: `SUPPORTED_PLATFORMS` when set, else `SDKROOT`.
  static func platforms(_ settings: [String: String]) -> [ApplePlatform] {
    let names = (settings["SUPPORTED_PLATFORMS"] ?? settings["SDKROOT"] ?? "")
      .split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init)
    return Set(names.compactMap(ApplePlatform.init(sdk:))).sorted()
  }

  // MARK: Files

  /// The repository paths a build file's reference stands for.
  mutating func memberPaths(of id: String, sourceRoot: String) -> [String] {
    switch isa(id) {
    case "PBXVariantGroup":
      return strings(object(id)?["children"]).compactMap { path(of: $0, sourceRoot: sourceRoot) }
    case "PBXFileReference", "XCVersionGroup", "PBXGroup":
      return path(of: id, sourceRoot: sourceRoot).map { [$0] } ?? []
    default:
      return []
    }
  }

  /// The path of a group or file reference through its parents; `nil` when it is outside the
  /// repository (built products, the SDK, the developer folder).
  mutating func path(of id: String, sourceRoot: String) -> String? {
    if let known = resolved[id] { return known }
    var chain: [String] = []
    var current: String? = id
    var base: String? = sourceRoot
    // Walk up to a reference whose path does not depend on its parent (bounded by the object count).
    while let node = current, chain.count <= objects.count {
      if let known = resolved[node] {
        base = known
        break
      }
      chain.append(node)
      let tree = object(node)?["sourceTree"]?.stringValue ?? "<group>"
      if tree != "<group>" {
        base = tree == "SOURCE_ROOT" ? sourceRoot : tree == "<absolute>" ? "" : nil
        break
      }
      current = parents[node]
      if current == nil { base = sourceRoot }
    }
    var result = base
    for node in chain.reversed() {
      if var path = result, let relative = object(node)?["path"]?.stringValue, !relative.isEmpty {
        path = path.isEmpty ? ProjectPath.normalize(relative) : ProjectPath.join(path, relative)
        result = path
      }
      resolved[node] = .some(result)
    }
    return result
  }
}

extension Array {
  /// The array, or `nil` when it is empty.
  fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
