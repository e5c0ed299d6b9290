import Foundation
import HeraldAudit
import HeraldSource
import HeraldSyntax
import HeraldTree

/// How one audit run reads the apps its inputs belong to: one ``AuditUnit`` per app (its
/// selected targets' files, its code, its shipped translations), one for what belongs to no app
/// (read as a folder, as before projects were read), and notes that say what was left out.
///
/// ```swift
/// let plan = AuditPlan(inputs: ["MyApp"], selection: TargetSelection())
/// var request = AuditRequest(inputs: ["MyApp"])
/// request.units = plan.units
/// ```
public struct AuditPlan: Sendable {
  /// The units to audit.
  public var units: [AuditUnit]
  /// The apps read, each once.
  public var apps: [AppProject]
  /// What was left out and what could not be read, for the run's summary.
  public var notes: [String]
  /// Project files that could not be read (their apps are read as folders).
  public var problems: [ProjectError]

  /// Plans the run for `inputs`.
  ///
  /// - Parameters:
  ///   - inputs: The files and folders the user named.
  ///   - selection: The targets to read.
  ///   - loader: Reads each app once.
  public init(inputs: [String], selection: TargetSelection, loader: ProjectLoader = ProjectLoader()) {
    let found = ProjectDiscovery().discover(inputs)
    units = []
    apps = []
    notes = []
    problems = []
    var appRoots: [String] = []
    // Files the apps' targets build, also outside the apps' folders: judged with their app.
    var claimed: Set<String> = []
    for root in found.appRoots {
      let app = loader.load(root: root)
      apps.append(app)
      problems += app.problems
      guard app.hasProject, app.problems.isEmpty else {
        units.append(AuditUnit(name: root, inputs: [root], root: root))
        notes.append("\(root): its project could not be read; every file under it is read as a folder")
        continue
      }
      appRoots.append(root)
      let scope = ProjectScope(app: app, selection: selection)
      claimed.formUnion(scope.interfaceFiles + scope.sourceFiles + scope.stringTables)
      // Inputs inside the app report only their own files, judged with the whole app for context.
      let inside = inputs.map(ProjectPath.normalize).filter { $0 != root && ProjectPath.contains(root, $0) }
      let coversApp = inputs.map(ProjectPath.normalize).contains { ProjectPath.contains($0, root) }
      var reported: Set<String>?
      if !coversApp {
        reported = Set(scope.interfaceFiles.filter { file in inside.contains { ProjectPath.contains($0, file) } })
        // A file the user names is judged even when no selected target builds it (once: the
        // project may name it `../../Views/A.swift` and the user `A.swift`).
        for input in inside
        where Self.isInterface(input) && !(reported ?? []).contains(where: { ProjectPath.contains(input, $0) }) {
          reported?.insert(input)
        }
      }
      // One unit per platform the app's targets build for: a file built for two is judged for each.
      let parts = PlatformSplit(app: app, scope: scope).parts
      for (index, part) in parts.enumerated() {
        var interfaceFiles = part.interfaceFiles
        // A file no selected target builds, named by the user, is judged once (with the first).
        if index == 0 {
          for file in reported ?? [] where !scope.interfaceFiles.contains(file) { interfaceFiles.append(file) }
        }
        let mine = reported.map { $0.filter { interfaceFiles.contains($0) || part.stringTables.contains($0) } }
        guard reported == nil || !(mine ?? []).isEmpty || index == 0 else { continue }
        units.append(
          AuditUnit(
            name: root, inputs: interfaceFiles, sources: part.sourceFiles, stringTables: part.stringTables,
            reportedFiles: mine, platform: part.platform, variants: part.variants, root: root,
            deployment: part.deployment, interfaceStyle: part.interfaceStyle, colors: part.colors,
            assets: part.assets, applicationFiles: part.applicationFiles,
            launchedStoryboards: Self.launchedStoryboards(of: app)))
      }
      notes += Self.scopeNotes(app: app, scope: scope, selection: selection)
    }
    for folder in found.folders {
      let carved = appRoots.filter { ProjectPath.contains(ProjectPath.normalize(folder), $0) }
      if carved.isEmpty {
        units.append(AuditUnit(inputs: [folder]))
        continue
      }
      // The folder's files outside its apps, read as a folder (test folders and files left out of
      // the code as SourceIndexer does for folders).
      let base = ProjectPath.normalize(folder)
      let files = FileWalk.files(under: folder).map { ProjectPath.join(base, $0) }.filter { file in
        !carved.contains { ProjectPath.contains($0, file) } && !claimed.contains(file)
      }
      guard !files.isEmpty else { continue }
      let sources = files.filter { file in
        SourceIndexer.isSource(file) && !SourceIndexer.isTestFile(ProjectPath.name(file))
          && !file.split(separator: "/").contains { SourceIndexer.isTestFolder(String($0)) }
      }
      // Its translations are its own tables: looking beside the folder would lend it every app's.
      let tables = files.filter { file in ProjectScope.tableExtensions.contains { file.hasSuffix("." + $0) } }
      // Its UI files as a folder search finds them: not its tables (read as tables, not as UI),
      // licence, headers or asset catalogs.
      let interfaces = files.filter(Self.isFoundInFolder)
      units.append(AuditUnit(inputs: interfaces, sources: sources, stringTables: tables))
    }
  }

  /// The storyboards the system loads by name for any target of `app`'s Xcode projects; `nil` when
  /// it has none or one of them does not say (an Info.plist Herald cannot read).
  static func launchedStoryboards(of app: AppProject) -> Set<String>? {
    let targets = app.targets.filter { $0.origin == .xcodeProject }
    guard !targets.isEmpty else { return nil }
    var names: Set<String> = []
    for target in targets {
      guard let own = target.storyboards else { return nil }
      names.formUnion(own)
    }
    return names
  }

  static func isInterface(_ path: String) -> Bool {
    ProjectScope.interfaceExtensions.contains { path.hasSuffix("." + $0) }
  }

  /// Whether a folder search (``TreeReader/load(paths:)``) would load `path`: a storyboard, xib or
  /// Swift file that is no test's, or a `.json`/`.xml` file whose content is a UI description.
  static func isFoundInFolder(_ path: String) -> Bool {
    if isInterface(path) {
      return !path.hasSuffix(".swift")
        || !path.split(separator: "/").contains { SourceIndexer.isTestFolder(String($0)) }
    }
    guard path.hasSuffix(".json") || path.hasSuffix(".xml"), !path.contains(".xcassets/"),
      let bytes = FileManager.default.contents(atPath: path)
    else { return false }
    return DocumentFormat.detect(path: path, bytes: Array(bytes)) != nil
  }

  /// One line for the targets left out and one for the files in no target.
  static func scopeNotes(app: AppProject, scope: ProjectScope, selection: TargetSelection) -> [String] {
    var notes: [String] = []
    if !scope.leftOut.isEmpty {
      let names = scope.leftOut.map { "\($0.name) (\($0.productType))" }.joined(separator: ", ")
      let how = selection.names.isEmpty ? "--all-targets or --target NAME reads them" : "not named by --target"
      notes.append("\(app.root): \(scope.leftOut.count) targets left out: \(names); \(how)")
    }
    if !scope.filesInNoTarget.isEmpty {
      let shown = scope.filesInNoTarget.prefix(5).map { ProjectPath.relative($0, to: app.root) }
      let more = scope.filesInNoTarget.count > 5 ? ", …" : ""
      notes.append(
        "\(app.root): \(scope.filesInNoTarget.count) files in no target are not judged (\(shown.joined(separator: ", "))\(more)); "
          + "`herald project \(app.root)` lists them")
    }
    return notes
  }
}
