import Foundation
import HeraldSyntax
import HeraldTree

/// What `herald project` prints: each app's targets with product type, platforms and files per
/// kind, the packages it links, its assets, its languages with their coverage, the images its
/// Interface Builder files name that its catalogs lack, and what is in no target; as text for
/// people and as JSON for tools and tests.
public struct ProjectDescription: Sendable {
  /// The apps described.
  public var apps: [AppProject]
  /// The targets read by default, to mark the others as left out.
  public var selection: TargetSelection

  /// Describes `apps`.
  public init(apps: [AppProject], selection: TargetSelection = TargetSelection()) {
    self.apps = apps
    self.selection = selection
  }

  /// The JSON document (`herald project --format json`).
  public var json: JSONValue {
    .object([JSONMember("apps", .array(apps.map(appJSON)))])
  }

  func appJSON(_ app: AppProject) -> JSONValue {
    let scope = ProjectScope(app: app, selection: selection)
    let relative = { (path: String) in JSONValue.string(ProjectPath.relative(path, to: app.root)) }
    let missing = missingImages(app)
    func target(_ target: ProjectTarget) -> JSONValue {
      var members = [
        JSONMember("name", .string(target.name)),
        JSONMember("productType", .string(target.productType.description)),
      ]
      if let identifier = target.productIdentifier {
        members.append(JSONMember("productIdentifier", .string(identifier)))
      }
      members += [
        JSONMember("platforms", .array(target.platforms.map { .string($0.rawValue) })),
        JSONMember(
          "deploymentTargets",
          .object(
            target.deploymentTargets.sorted { $0.key < $1.key }.map { JSONMember($0.key.rawValue, .string($0.value)) })),
        JSONMember("interfaceStyle", target.interfaceStyle.map { .string($0.rawValue) } ?? .null),
        JSONMember("accentColorName", target.accentColorName.map(JSONValue.string) ?? .null),
        JSONMember("read", .bool(selection.includes(target))),
        JSONMember("declaredIn", relative(target.declaredIn)),
        JSONMember("dependencies", .array(target.dependencies.map(JSONValue.string))),
        JSONMember("packageProducts", .array(target.packageProducts.map(JSONValue.string))),
        JSONMember("filesByKind", .object(Self.kinds(target.files).map { JSONMember($0.kind, .number($0.count)) })),
        JSONMember("files", .array(target.files.map(relative))),
        JSONMember(
          "fileFilters",
          .object(
            target.fileFilters.sorted { $0.key < $1.key }.map { file, platforms in
              JSONMember(ProjectPath.relative(file, to: app.root), .array(platforms.map { .string($0.rawValue) }))
            })),
        JSONMember(
          "assets",
          .array(
            app.assets(of: target).map { asset in
              .object([
                JSONMember("name", .string(asset.name)), JSONMember("kind", .string(asset.kind.rawValue)),
                JSONMember("template", .bool(asset.isTemplate)), JSONMember("path", relative(asset.path)),
              ])
            })),
      ]
      if let images = missing[target] {
        members.append(
          JSONMember(
            "imagesNotInCatalogs",
            .array(
              images.references.map { reference in
                .object([
                  JSONMember("name", .string(reference.name)), JSONMember("file", relative(reference.location.file)),
                  JSONMember("line", .number(reference.location.line)),
                ])
              })))
      }
      if selection.includes(target) {
        let tables = target.files.filter { file in ProjectScope.tableExtensions.contains { file.hasSuffix("." + $0) } }
        let languages = Self.languages(tables, app: app)
        members.append(
          JSONMember(
            "languages",
            .array(
              languages.map {
                .object([
                  JSONMember("locale", .string($0.locale)), JSONMember("translated", .number($0.translated)),
                  JSONMember("total", .number($0.total)), JSONMember("partial", .bool($0.isPartial)),
                ])
              })))
      }
      return .object(members)
    }
    return .object([
      JSONMember("root", .string(app.root)),
      JSONMember("developmentRegion", app.developmentRegion.map(JSONValue.string) ?? .null),
      JSONMember(
        "workspaces",
        .array(
          app.workspaces.map { workspace in
            .object([
              JSONMember("path", relative(workspace.path)),
              JSONMember("projects", .array(workspace.projects.map(relative))),
              JSONMember("packages", .array(workspace.packages.map(relative))),
            ])
          })),
      JSONMember(
        "projects",
        .array(
          app.xcodeProjects.map { project in
            .object([
              JSONMember("path", relative(project.path)),
              JSONMember("developmentRegion", project.developmentRegion.map(JSONValue.string) ?? .null),
              JSONMember("knownRegions", .array(project.knownRegions.map(JSONValue.string))),
              JSONMember("localPackages", .array(project.localPackages.map(relative))),
              JSONMember("targets", .array(project.targets.map(target))),
            ])
          })),
      JSONMember(
        "packages",
        .array(
          app.packages.map { package in
            .object([
              JSONMember("path", relative(package.path)), JSONMember("name", .string(package.name)),
              JSONMember("defaultLocalization", package.defaultLocalization.map(JSONValue.string) ?? .null),
              JSONMember("targets", .array(package.targets.map(target))),
            ])
          })),
      JSONMember("xcodegenTargets", .array(app.xcodeGenTargets.map(target))),
      JSONMember("filesInNoTarget", .array(scope.filesInNoTarget.map(relative))),
      JSONMember("problems", .array(app.problems.map { .string($0.description) })),
      JSONMember("assetProblems", .array(Self.assetProblems(app, missing).map { .string($0.description) })),
    ])
  }

  /// The images not in the catalogs of each selected target.
  func missingImages(_ app: AppProject) -> [ProjectTarget: MissingImages] {
    MissingImages.check(app.targets.filter(selection.includes), in: app)
  }

  /// The catalog files and Interface Builder files that could not be read, each once.
  static func assetProblems(_ app: AppProject, _ missing: [ProjectTarget: MissingImages]) -> [ProjectError] {
    var problems = app.assetCatalogs.flatMap(\.problems)
    for target in app.targets {
      for problem in missing[target]?.problems ?? [] where !problems.contains(problem) { problems.append(problem) }
    }
    return problems
  }

  /// `12 images (3 template), 2 symbols, 4 colors`: the assets counted by kind.
  static func assetSummary(_ assets: [AssetCatalog.Asset]) -> String {
    let names: [AssetCatalog.Asset.Kind: (String, String)] = [
      .image: ("image", "images"), .symbol: ("symbol", "symbols"), .color: ("color", "colors"),
      .appIcon: ("app icon", "app icons"), .layeredImage: ("layered image", "layered images"),
      .data: ("data set", "data sets"),
    ]
    var parts: [String] = []
    for kind in AssetCatalog.Asset.Kind.allCases {
      let ofKind = assets.filter { $0.kind == kind }
      guard !ofKind.isEmpty, let (one, many) = names[kind] else { continue }
      var part = "\(ofKind.count) \(ofKind.count == 1 ? one : many)"
      let templates = ofKind.filter(\.isTemplate).count
      if kind != .symbol, templates > 0 { part += " (\(templates) template)" }
      parts.append(part)
    }
    return parts.joined(separator: ", ")
  }

  /// The text for people.
  public var text: String {
    var lines: [String] = []
    for app in apps {
      let scope = ProjectScope(app: app, selection: selection)
      let missing = missingImages(app)
      lines.append("\(app.root)\(app.hasProject ? "" : ": no project found; read as a folder")")
      if let region = app.developmentRegion { lines.append("  development language: \(region)") }
      for workspace in app.workspaces {
        let names = (workspace.projects + workspace.packages).map { ProjectPath.relative($0, to: app.root) }
        lines.append(
          "  \(ProjectPath.relative(workspace.path, to: app.root)) references \(names.joined(separator: ", "))")
      }
      for project in app.xcodeProjects {
        let regions = project.knownRegions.joined(separator: ", ")
        lines.append("  \(ProjectPath.relative(project.path, to: app.root)) (known regions: \(regions))")
      }
      for package in app.packages {
        lines.append("  package \(package.name) at \(ProjectPath.relative(package.path, to: app.root))")
      }
      for target in app.targets {
        let platforms =
          target.platforms.map { platform in
            platform.rawValue + (target.deploymentTargets[platform].map { " " + $0 } ?? "")
          } + (target.interfaceStyle.map { ["\($0.rawValue) appearance only"] } ?? [])
          + (target.accentColorName.flatMap { $0.isEmpty ? nil : ["accent \($0)"] } ?? [])
        let kinds = Self.kinds(target.files).map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
        let read = selection.includes(target) ? "" : "  [left out]"
        lines.append(
          "    \(target.name): \(target.productType) [\(platforms.joined(separator: ", "))] \(kinds)\(read)")
        for (file, only) in target.fileFilters.sorted(by: { $0.key < $1.key }) {
          let names = only.map(\.rawValue).joined(separator: ", ")
          lines.append("      \(ProjectPath.relative(file, to: app.root)): built for \(names) only")
        }
        if !target.packageProducts.isEmpty {
          lines.append("      links \(target.packageProducts.joined(separator: ", "))")
        }
        let assets = app.assets(of: target)
        if !assets.isEmpty { lines.append("      assets: \(Self.assetSummary(assets))") }
        if let images = missing[target], !images.references.isEmpty {
          lines.append("      images not in the target's catalogs (\(images.references.count)):")
          for reference in images.references {
            let file = ProjectPath.relative(reference.location.file, to: app.root)
            lines.append("        \(file):\(reference.location.line): \(reference.name)")
          }
        }
        if selection.includes(target) {
          let tables = target.files.filter { file in ProjectScope.tableExtensions.contains { file.hasSuffix("." + $0) }
          }
          let languages = Self.languages(tables, app: app)
          if !languages.isEmpty {
            let list = languages.map {
              "\($0.locale) \(String(format: "%.0f", $0.share * 100))%\($0.isPartial ? " (partial)" : "")"
            }
            lines.append("      languages: \(list.joined(separator: ", "))")
          }
        }
      }
      if !scope.filesInNoTarget.isEmpty {
        lines.append("  \(scope.filesInNoTarget.count) files in no target (not judged):")
        for file in scope.filesInNoTarget { lines.append("    \(ProjectPath.relative(file, to: app.root))") }
      }
      for problem in app.problems { lines.append("  \(problem.description)") }
      for problem in Self.assetProblems(app, missing) { lines.append("  \(problem.description)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The coverage of each language of a target's string tables, read as the audit reads them.
  static func languages(_ tables: [String], app: AppProject) -> [AppStrings.Coverage] {
    guard !tables.isEmpty else { return [] }
    var strings = AppStrings.herald(for: [], tables: tables).strings
    if let region = app.developmentRegion, strings.developmentLocale == "en", region != "English" {
      strings.developmentLocale = region
    }
    return strings.coverage()
  }

  /// Files counted by extension, most first.
  static func kinds(_ files: [String]) -> [(kind: String, count: Int)] {
    var counts: [String: Int] = [:]
    for file in files {
      let name = ProjectPath.name(file)
      let kind = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? "other"
      counts[kind, default: 0] += 1
    }
    return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
  }
}
