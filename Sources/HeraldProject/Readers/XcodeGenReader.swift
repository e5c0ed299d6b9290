import HeraldAudit
import HeraldSyntax

/// Reads an XcodeGen specification (`project.yml`) for what Herald needs of it: the targets with
/// their type, platforms and source files (target templates applied, `excludes` honoured), and
/// the development language.
///
/// ```swift
/// let targets = try XcodeGenReader().read(path: "Kiwix/project.yml")
/// ```
public struct XcodeGenReader: Sendable {
  /// Lists the files below a folder (relative paths); ``FileWalk`` by default.
  public var listFiles: @Sendable (String) -> [String]

  /// The largest specification read (a `project.yml` is a few kilobytes).
  public static let maximumBytes = 16 << 20

  /// Creates a reader.
  public init(listFiles: @escaping @Sendable (String) -> [String] = { FileWalk.files(under: $0) }) {
    self.listFiles = listFiles
  }

  /// Reads the specification at `path`.
  ///
  /// - Returns: The development language (`options.developmentLanguage`) and the targets.
  /// - Throws: ``ProjectError`` naming the file and line.
  public func read(path: String) throws(ProjectError) -> (developmentLanguage: String?, targets: [ProjectTarget]) {
    let text = try ProjectFile.text(atPath: path, limit: Self.maximumBytes)
    let root: JSONValue
    do {
      root = try YAMLReader.parse(text, file: path)
    } catch {
      throw .syntax(error)
    }
    let folder = ProjectPath.parent(ProjectPath.normalize(path))
    let templates = Dictionary(
      (root["targetTemplates"]?.objectValue ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    var targets: [ProjectTarget] = []
    for member in root["targets"]?.objectValue ?? [] {
      // A template's settings come first; the target's own win and add to them.
      let parts =
        (member.value["templates"]?.arrayValue ?? []).compactMap { $0.stringValue.flatMap { templates[$0] } }
        + [member.value]
      var type = ""
      var platforms: [ApplePlatform] = []
      var files: Set<String> = []
      var filters = FileFilters()
      var dependencies: [String] = []
      var products: [String] = []
      // The setting's default is empty (XcodeGen's presets set none); `configFiles` may set it.
      let rootSettings = root["settings"]
      var accent: String? =
        root["configFiles"] == nil && root["include"] == nil && rootSettings?["configs"] == nil
          && rootSettings?["groups"] == nil && root["settingGroups"] == nil
        ? Self.accentColorName(root) ?? "" : nil
      for part in parts {
        if let name = Self.accentColorName(part) { accent = name }
        // Per-configuration settings, setting groups and config files may set it too: not read.
        let settings = part["settings"]
        if part["configFiles"] != nil || settings?["configs"] != nil || settings?["groups"] != nil {
          accent = nil
        }
        if let text = part["type"]?.stringValue { type = text }
        let named = (part["supportedDestinations"] ?? part["platform"]).map(Self.strings) ?? []
        if !named.isEmpty { platforms = Set(named.compactMap(ApplePlatform.init(sdk:))).sorted() }
        for source in part["sources"]?.arrayValue ?? [] {
          let members = self.files(of: source, folder: folder)
          files.formUnion(members)
          // `destinationFilters: [iOS]` (XcodeGen 2.38+). (Its `inferDestinationFiltersByPath`, a
          // source's files under `iOS/` or named `*_macOS.swift`, is not read.)
          let filter = source["destinationFilters"].flatMap(FileFilters.platforms)
          for member in members { filters.add(member, filter) }
        }
        for dependency in part["dependencies"]?.arrayValue ?? [] {
          if let target = dependency["target"]?.stringValue { dependencies.append(target) }
          if let package = dependency["package"]?.stringValue {
            products.append(dependency["product"]?.stringValue ?? package)
          }
        }
      }
      // A reference to another setting (`$(ACCENT)`) is not read.
      if accent?.contains("$") == true { accent = nil }
      targets.append(
        ProjectTarget(
          name: member.key, productType: ProductType(xcodeIdentifier: type), platforms: platforms,
          accentColorName: accent, files: files.sorted(), fileFilters: filters.filters, dependencies: dependencies,
          packageProducts: products,
          origin: .xcodeGen,
          declaredIn: path))
    }
    return (root["options"]?["developmentLanguage"]?.stringValue, targets)
  }

  /// The `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` a project's or target's `settings`
  /// (or their `base`) set, if any.
  static func accentColorName(_ part: JSONValue) -> String? {
    let settings = part["settings"]
    return (settings?["base"] ?? settings)?["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"]?.stringValue
  }

  static func strings(_ value: JSONValue) -> [String] {
    if let text = value.stringValue { return [text] }
    return value.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// The files of one `sources:` entry: a path (file or folder) with optional `excludes` and
  /// `includes` globs relative to it.
  func files(of source: JSONValue, folder: String) -> [String] {
    guard let relative = source.stringValue ?? source["path"]?.stringValue else { return [] }
    let root = ProjectPath.join(folder, relative)
    let excludes = (source["excludes"]?.arrayValue ?? []).compactMap(\.stringValue).map(Glob.init)
    let includes = (source["includes"]?.arrayValue ?? []).compactMap(\.stringValue).map(Glob.init)
    let members = listFiles(root)
    // A path that lists nothing is a file (or missing): the path itself.
    if members.isEmpty { return [root] }
    return members.compactMap { member in
      let prefixes = Self.prefixes(member)
      if prefixes.contains(where: { prefix in excludes.contains { $0.matches(prefix) } }) { return nil }
      if !includes.isEmpty, !prefixes.contains(where: { prefix in includes.contains { $0.matches(prefix) } }) {
        return nil
      }
      return ProjectPath.join(root, member)
    }
  }

  /// `a`, `a/b`, `a/b/c` for `a/b/c`: a glob that names a folder excludes what is below it.
  static func prefixes(_ path: String) -> [String] {
    var result: [String] = []
    var current = ""
    for part in path.split(separator: "/") {
      current = current.isEmpty ? String(part) : current + "/" + part
      result.append(current)
    }
    return result
  }
}
