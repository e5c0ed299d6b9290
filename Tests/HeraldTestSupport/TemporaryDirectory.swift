import Foundation

/// A new directory under the system's temporary directory holding `files` (relative path → text,
/// folders made as needed), for tests that run Herald on a folder of their own.
///
/// - Parameters:
///   - files: The files to write.
///   - prefix: The start of the directory's name (`herald-cli-…`), to tell tests' leftovers apart.
/// - Returns: The directory's path.
public func temporaryDirectory(_ files: [String: String], prefix: String = "herald") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for (name, text) in files {
    let path = directory + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
  return directory
}
