import Foundation

/// The folder an audit reads its paths against: the configuration's folder, else the app's
/// folder, else the working directory. Suppressions' `file` patterns, `include` and `exclude`,
/// baselines and fingerprints see every file relative to it, so that they match the same files
/// however the inputs are typed (`.`, `App`, `/Users/me/App`, `App/../App`) and from whichever
/// directory Herald runs.
///
/// Paths are compared as text, normalised (`.`, `..` and repeated slashes resolved, relative
/// paths made absolute against the working directory); symbolic links are not followed.
///
/// ```swift
/// let base = PathBase("/Users/me/App", workingDirectory: "/Users/me/App/Sources")
/// base.relative("Views/Login.storyboard")  // "Sources/Views/Login.storyboard"
/// base.relative("/Users/me/Shared/A.xib")  // "../Shared/A.xib"
/// ```
public struct PathBase: Sendable, Hashable {
  /// The folder, as given.
  public let directory: String
  /// The folder's absolute, normalised components.
  private let root: [String]
  /// The working directory's absolute, normalised components.
  private let working: [String]

  /// Creates a base.
  ///
  /// - Parameters:
  ///   - directory: The folder, absolute or relative to `workingDirectory`.
  ///   - workingDirectory: The directory relative paths are resolved against; the process's
  ///     current directory by default.
  public init(_ directory: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
    self.directory = directory
    working = PathNames.components(workingDirectory.hasPrefix("/") ? workingDirectory : "/" + workingDirectory)
    root = Self.resolve(directory, in: working)
  }

  /// `path` relative to the folder: `Views/Login.storyboard` inside it, `.` for the folder itself,
  /// `../Shared/A.xib` outside it.
  public func relative(_ path: String) -> String {
    let parts = Self.resolve(path, in: working)
    let common = zip(root, parts).prefix { $0 == $1 }.count
    let rest = Array(repeating: "..", count: root.count - common) + parts[common...]
    return rest.isEmpty ? "." : rest.joined(separator: "/")
  }

  /// `path` as an absolute, normalised path.
  public func absolute(_ path: String) -> String {
    "/" + Self.resolve(path, in: working).joined(separator: "/")
  }

  /// The absolute path of `path`, a path relative to the folder (as ``relative(_:)`` gives it);
  /// an absolute `path` stays absolute.
  public func resolving(_ path: String) -> String {
    "/" + Self.resolve(path, in: root).joined(separator: "/")
  }

  /// Whether `path` is `folder` or lies inside it, both as the working directory names them.
  public func contains(_ folder: String, _ path: String) -> Bool {
    Self.resolve(path, in: working).starts(with: Self.resolve(folder, in: working))
  }

  /// Whether `glob` matches the file at `path`: a pattern that starts with `/` is matched
  /// against the absolute path, any other against the path relative to the folder.
  public func matches(_ glob: Glob, _ path: String) -> Bool {
    glob.matches(glob.pattern.hasPrefix("/") ? absolute(path) : relative(path))
  }

  private static func resolve(_ path: String, in working: [String]) -> [String] {
    guard !path.hasPrefix("/") else { return PathNames.components(path) }
    return PathNames.components("/" + (working + [path]).joined(separator: "/"))
  }
}
