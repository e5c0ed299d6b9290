import HeraldSyntax

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file below the
/// folder is a member of its targets, less each target's membership exceptions, with the platform
/// filters the exceptions set.
extension ObjectGraph {
  /// The ids of every synchronized folder of the project, sorted.
  var synchronizedGroups: [String] {
    objects.filter { $0.value["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" }.keys.sorted()
  }

  /// The member files of a synchronized folder for a target: every file below it but the
  /// target's membership exceptions (or, `adding`, only those: the folder is another target's and
  /// the exceptions add files to this one); bundle-like folders count as one file.
  mutating func synchronizedFiles(
    _ groupID: String, target: String?, sourceRoot: String, reader: XcodeProjectReader, adding: Bool = false
  ) -> [String] {
    guard let folder = path(of: groupID, sourceRoot: sourceRoot) else { return [] }
    var excluded: Set<String> = []
    for exceptionID in strings(object(groupID)?["exceptions"]) {
      guard let exception = object(exceptionID),
        exception["isa"]?.stringValue == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        exception["target"]?.stringValue == target
      else { continue }
      excluded.formUnion(strings(exception["membershipExceptions"]))
    }
    if adding && excluded.isEmpty { return [] }
    var members: Set<String> = []
    for relative in reader.listFiles(folder) {
      let parts = relative.split(separator: "/")
      var member = relative
      if let index = parts.firstIndex(where: { Self.isBundle($0) }) { member = parts[...index].joined(separator: "/") }
      if Self.isExcluded(member, by: excluded) == adding { members.insert(ProjectPath.join(folder, member)) }
    }
    return members.sorted()
  }

  /// The platform filters a synchronized folder's exceptions for a target set on its files
  /// (`platformFiltersByRelativePath`), by the files' paths.
  mutating func synchronizedFilters(_ groupID: String, target: String?, sourceRoot: String) -> [String: [ApplePlatform]]
  {
    guard let folder = path(of: groupID, sourceRoot: sourceRoot) else { return [:] }
    var filters: [String: [ApplePlatform]] = [:]
    for exceptionID in strings(object(groupID)?["exceptions"]) {
      guard let exception = object(exceptionID), exception["target"]?.stringValue == target else { continue }
      for member in exception["platformFiltersByRelativePath"]?.objectValue ?? [] {
        if let filter = FileFilters.platforms(member.value) { filters[ProjectPath.join(folder, member.key)] = filter }
      }
    }
    return filters
  }

  /// A name without its last extension.
  static func stem(_ name: Substring) -> String {
    String(name.lastIndex(of: ".").map { name[..<$0] } ?? name)
  }

  static func isBundle(_ name: Substring) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return XcodeProjectReader.bundleExtensions.contains(String(name[name.index(after: dot)...]))
  }

  /// Whether a membership exception names `relative` (a path in a synchronized folder): itself, a
  /// folder above it, or — as `/Localized/dir/Name.ext` — its localized variants `dir/*.lproj/Name.*`.
  static func isExcluded(_ relative: String, by exceptions: Set<String>) -> Bool {
    if exceptions.contains(relative) { return true }
    let parts = relative.split(separator: "/")
    if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
      let folder = parts.dropLast(2).joined(separator: "/")
      let stem = Self.stem(parts[parts.count - 1])
      for exception in exceptions where exception.hasPrefix("/Localized/") {
        let localized = exception.dropFirst("/Localized/".count)
        let exceptionFolder = localized.split(separator: "/").dropLast().joined(separator: "/")
        let exceptionStem = localized.split(separator: "/").last.map(Self.stem)
        if exceptionFolder == folder && exceptionStem == stem { return true }
      }
    }
    var prefix = Substring(relative)
    while let slash = prefix.lastIndex(of: "/") {
      prefix = prefix[..<slash]
      if exceptions.contains(String(prefix)) { return true }
    }
    return false
  }
}
