import Foundation

extension AuditConfiguration {
  /// Finds the configuration that applies to the inputs of an audit.
  ///
  /// For each input in order — a directory itself, a file its directory — Herald looks for
  /// `.herald.yml` (then `.herald.yaml`) there and in every directory above it, up to the
  /// filesystem root, and takes the nearest. When inputs would find different files, the first
  /// input that finds one wins: one audit runs with one configuration, so name the configuration
  /// explicitly (`--config`) when auditing several projects at once.
  ///
  /// Relative inputs are searched in their own form first (`App/Sources`, `App`, `.`), so a file
  /// found there is returned as a relative path; directories above the current one are returned
  /// as absolute paths.
  ///
  /// ```swift
  /// AuditConfiguration.find(from: ["App/Base.lproj/Main.storyboard"])  // "App/.herald.yml"
  /// ```
  ///
  /// - Parameter paths: The audit's inputs, files or directories; none means the current directory.
  /// - Returns: The path of the configuration file, or `nil` when there is none.
  public static func find(from paths: [String]) -> String? {
    for path in paths.isEmpty ? ["."] : paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      var directory: String? = exists && isDirectory.boolValue ? path : PathNames.directory(of: path)
      while let current = directory {
        if let file = configurationFile(in: current) { return file }
        directory = parent(of: current)
      }
    }
    return nil
  }

  /// The configuration file directly inside `directory`, if any.
  private static func configurationFile(in directory: String) -> String? {
    for name in fileNames {
      let candidate = PathNames.join(directory, name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
    }
    return nil
  }

  /// The directory above `directory`, lexically while that is possible (`a/b` → `a` → `.`), then
  /// absolute (`.` → the current directory's parent); `nil` above the root.
  private static func parent(of directory: String) -> String? {
    let parts = PathNames.components(directory)
    if !directory.hasPrefix("/"), let last = parts.last, last != ".." {
      return parts.count == 1 ? "." : parts.dropLast().joined(separator: "/")
    }
    let absolute = PathNames.absolute(directory)
    guard absolute != "/" else { return nil }
    return PathNames.directory(of: absolute)
  }
}
