import Foundation

/// Lexical operations on `/`-separated paths, as configurations and baselines need them.
///
/// Paths stay in the form the user gave them (relative paths stay relative) so that what Herald
/// reports matches what was typed; only comparing a relative path with an absolute one makes a
/// path absolute, against the process's current directory.
enum PathNames {
  /// The directory that holds `path`: `a/b` for `a/b/c`, `.` for `c`, `/` for `/c`.
  static func directory(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// `path` inside `directory`: itself when absolute or when `directory` is `.`.
  static func join(_ directory: String, _ path: String) -> String {
    if path.hasPrefix("/") || directory == "." || directory.isEmpty { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// `path` relative to `directory` when it lies inside it, else `nil`.
  ///
  /// Both are normalized lexically (`./`, `//` and `..` resolved); when one is absolute and the
  /// other is not, the relative one is made absolute first.
  static func relative(_ path: String, to directory: String) -> String? {
    var path = path
    var directory = directory
    if path.hasPrefix("/") != directory.hasPrefix("/") {
      path = absolute(path)
      directory = absolute(directory)
    }
    let pathParts = components(path)
    let directoryParts = components(directory)
    guard !directoryParts.contains(".."), pathParts.starts(with: directoryParts) else { return nil }
    let rest = pathParts.dropFirst(directoryParts.count)
    guard rest.first != ".." else { return nil }
    return rest.isEmpty ? "." : rest.joined(separator: "/")
  }

  /// `path` made absolute against the current directory and normalized.
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
    return "/" + components(full).joined(separator: "/")
  }

  /// The normalized components of `path`: empty and `.` components dropped, `..` applied where
  /// there is a component to remove (kept at the start of a relative path).
  static func components(_ path: String) -> [String] {
    var parts: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", path.hasPrefix("/") {
        continue
      } else {
        parts.append(String(part))
      }
    }
    return parts
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
