import Foundation
import HeraldSyntax

/// Reads the files that describe a project (`project.pbxproj`, `contents.xcworkspacedata`,
/// `Package.swift`, `project.yml`), refusing one larger than its reader's limit before it is read
/// into memory, so that no input exhausts memory.
enum ProjectFile {
  /// The bytes of `file`, at most `limit` of them.
  ///
  /// - Throws: ``ProjectError/tooLarge(path:bytes:limit:)`` or ``ProjectError/unreadable(path:reason:)``.
  static func bytes(atPath file: String, limit: Int) throws(ProjectError) -> [UInt8] {
    try refuseLarger(file, than: limit)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(atPath: file)
    } catch {
      throw .unreadable(path: file, reason: error.reason)
    }
    // The file may have grown between the two looks.
    guard bytes.count <= limit else { throw .tooLarge(path: file, bytes: bytes.count, limit: limit) }
    return bytes
  }

  /// The UTF-8 text of `file`, at most `limit` bytes of it.
  ///
  /// - Throws: ``ProjectError/tooLarge(path:bytes:limit:)`` or ``ProjectError/unreadable(path:reason:)``
  ///   (which says where a file that is not UTF-8 is not).
  static func text(atPath file: String, limit: Int) throws(ProjectError) -> String {
    try refuseLarger(file, than: limit)
    let text: String
    do {
      text = try InputFile.text(atPath: file)
    } catch {
      throw .unreadable(path: file, reason: error.reason)
    }
    guard text.utf8.count <= limit else { throw .tooLarge(path: file, bytes: text.utf8.count, limit: limit) }
    return text
  }

  private static func refuseLarger(_ file: String, than limit: Int) throws(ProjectError) {
    if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size > limit {
      throw .tooLarge(path: file, bytes: size, limit: limit)
    }
  }
}
