import Foundation

/// Paths as a project names them: joined and normalised as text, without touching the disk, so
/// that `App/../App/View.swift` and `App/View.swift` are one file and relative inputs stay relative.
public enum ProjectPath {
  /// `relative` joined to `base` and normalised; an absolute `relative` is normalised alone.
  public static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
    if relative.isEmpty { return normalize(base) }
    return normalize(base + "/" + relative)
  }

  /// `path` without `.` components, empty components and `name/..` pairs (a leading `..` of a
  /// relative path is kept); `.` for an empty result.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The folder that holds `path` (`.` for a bare name).
  public static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// Whether `path` is `folder` or inside it, both normalised.
  ///
  /// Forms that text alone cannot compare — an absolute path and a relative one, or paths that
  /// climb out of the working directory by different numbers of `..` (`../..`, the app above a
  /// subfolder Herald runs in, and `.`) — are compared as absolute paths against the working
  /// directory.
  public static func contains(_ folder: String, _ path: String) -> Bool {
    guard folder.hasPrefix("/") == path.hasPrefix("/"), climbs(folder) == climbs(path) else {
      let working = FileManager.default.currentDirectoryPath
      return lexicallyContains(join(working, folder), join(working, path))
    }
    return lexicallyContains(folder, path)
  }

  /// Whether `path` is `folder` or inside it, as text.
  private static func lexicallyContains(_ folder: String, _ path: String) -> Bool {
    if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
    return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The number of `..` components `path` starts with.
  private static func climbs(_ path: String) -> Int {
    path.split(separator: "/").prefix { $0 == ".." }.count
  }

  /// `path` relative to `folder` when it is inside it, else `path`.
  public static func relative(_ path: String, to folder: String) -> String {
    guard folder != ".", lexicallyContains(folder, path) else { return path }
    if path == folder { return "." }
    return String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
  }
}

extension ProjectPath {
  /// The last component of `path`.
  public static func name(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
