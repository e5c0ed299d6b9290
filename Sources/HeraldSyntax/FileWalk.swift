import Foundation

/// The one walk over an app's folders, with the one policy of what is never the app's own file,
/// shared by every reader (UI files, source, string tables, project files).
///
/// Passed over and not entered: hidden files and folders (a name starting with `.`: `.build`,
/// `.git`, `.swiftpm`), dependencies checked out by a package manager (`Pods`, `Carthage`,
/// `node_modules`) and Xcode's build products (`DerivedData`).
///
/// ```swift
/// for file in FileWalk.files(under: "MyApp") where file.hasSuffix(".storyboard") { … }
/// ```
public enum FileWalk {
  /// Folder names never entered besides hidden ones.
  public static let ignoredFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

  /// Whether a file or folder called `name` is passed over.
  public static func isIgnored(_ name: some StringProtocol) -> Bool {
    name.hasPrefix(".") || ignoredFolders.contains(String(name))
  }

  /// The files below `directory`, as paths relative to it, sorted; what ``isIgnored(_:)`` names
  /// is passed over and not entered.
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries below `directory`.
  public static func files(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let member = enumerator.nextObject() as? String {
      let name = (member as NSString).lastPathComponent
      if isIgnored(name) {
        enumerator.skipDescendants()
        continue
      }
      if let type = enumerator.fileAttributes?[.type] as? FileAttributeType, type == .typeDirectory { continue }
      found.append(member)
    }
    return found.sorted()
  }
}
