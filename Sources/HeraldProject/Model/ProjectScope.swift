import Foundation

/// What of an app an audit reads, for one ``TargetSelection``: the selected targets' UI files,
/// source files and string tables, and what was left out and why.
public struct ProjectScope: Sendable, Hashable {
  /// The file kinds that are UI descriptions of an app (SwiftUI views are `.swift`).
  public static let interfaceExtensions: Set<String> = ["storyboard", "xib", "swift"]
  /// The file kinds of the app's code.
  public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]
  /// The file kinds of string tables.
  public static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  /// The selected targets.
  public var targets: [ProjectTarget]
  /// The targets left out (tests, tools), with their product types.
  public var leftOut: [ProjectTarget]
  /// The UI files of the selected targets that exist, sorted.
  public var interfaceFiles: [String]
  /// The source files of the selected targets (with the headers of their implementation files).
  public var sourceFiles: [String]
  /// The string tables of the selected targets: the languages the app ships.
  public var stringTables: [String]
  /// UI and source files below the app's folder that no target builds (listed, not judged).
  public var filesInNoTarget: [String]

  /// The scope of `app` for `selection`.
  public init(app: AppProject, selection: TargetSelection) {
    let existing = Set(app.files)
    targets = app.targets.filter(selection.includes)
    leftOut = app.targets.filter { !selection.includes($0) }
    var selected: Set<String> = []
    for target in targets { selected.formUnion(target.files) }
    var anyTarget: Set<String> = []
    for target in app.targets { anyTarget.formUnion(target.files) }
    func kind(_ path: String) -> String {
      guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
      return String(path[path.index(after: dot)...]).lowercased()
    }
    // A target may build files outside the app's folder (`../Shared/MapView.swift`): they are the
    // app's as much as its own folder's, where they exist.
    let members = selected.filter { file in
      existing.contains(file)
        || !ProjectPath.contains(app.root, file) && FileManager.default.fileExists(atPath: file)
    }.sorted()
    interfaceFiles = members.filter { Self.interfaceExtensions.contains(kind($0)) }
    var sources = members.filter { Self.sourceExtensions.contains(kind($0)) }
    // Headers are rarely in a build phase: an implementation's header is part of its target.
    let stems = Set(
      sources.filter { kind($0) == "m" || kind($0) == "mm" }.map {
        String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)])
      })
    for file in app.files where kind(file) == "h" && !selected.contains(file) {
      if stems.contains(String(file.dropLast(2))) { sources.append(file) }
    }
    sourceFiles = sources.sorted()
    stringTables = members.filter { Self.tableExtensions.contains(kind($0)) }
    filesInNoTarget = app.files.filter { file in
      !anyTarget.contains(file) && (Self.interfaceExtensions.contains(kind(file)) || kind(file) == "m")
        && !ProjectLoader.isProjectFile(file) && !file.hasSuffix("/Package.swift")
    }
  }
}
