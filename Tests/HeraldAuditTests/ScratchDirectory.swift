import Foundation

/// A directory under the system's temporary directory; `defer { directory.remove() }` removes it.
struct ScratchDirectory {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("herald-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `relativePath`, making the directories it needs.
  func write(_ relativePath: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Removes the directory and everything in it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
