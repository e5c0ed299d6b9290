import Foundation
import HeraldSyntax
import Testing

/// `AtomicFile`: a write replaces the old file whole or not at all.
@Suite("Atomic file writes")
struct AtomicFileTests {
  /// A new empty folder, removed by the caller.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("herald-atomic-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("A write creates the file and its folders, and leaves no temporary behind")
  func creates() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write(Array("new\n".utf8), to: folder + "/a/b/out.txt")
    #expect(FileManager.default.contents(atPath: folder + "/a/b/out.txt") == Data("new\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b") == ["out.txt"])
  }

  @Test("update leaves an identical file alone and refuses a different one without force")
  func update() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out.txt"
    try AtomicFile.write(Array("old".utf8), to: path)
    #expect(try AtomicFile.update([(path, Array("old".utf8))], force: false) == 0)
    #expect(throws: AtomicFile.Failure.exists(paths: [path])) {
      try AtomicFile.update([(folder + "/new.txt", Array("x".utf8)), (path, Array("new".utf8))], force: false)
    }
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
    #expect(!FileManager.default.fileExists(atPath: folder + "/new.txt"))
    #expect(try AtomicFile.update([(path, Array("new".utf8))], force: true) == 1)
    #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
  }

  @Test("A file that cannot be written leaves every other file of the batch as it was")
  func allOrNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write(Array("old".utf8), to: folder + "/a.txt")
    try FileManager.default.createDirectory(atPath: folder + "/b.txt", withIntermediateDirectories: false)
    #expect(throws: AtomicFile.Failure.unwritable(path: folder + "/b.txt", reason: "it is a directory")) {
      try AtomicFile.write([(folder + "/a.txt", Array("new".utf8)), (folder + "/b.txt", Array("new".utf8))])
    }
    #expect(FileManager.default.contents(atPath: folder + "/a.txt") == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.txt", "b.txt"])
  }

  @Test("A full device is reported in the system's words, with the path")
  func deviceFull() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    #expect(throws: AtomicFile.Failure.unwritable(path: "/dev/full", reason: "No space left on device")) {
      try AtomicFile.write(Array("x".utf8), to: "/dev/full")
    }
  }

  @Test("A folder that cannot be written to leaves the old file intact")
  func readOnlyFolder() throws {
    let folder = try Self.folder()
    defer {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try AtomicFile.write(Array("old".utf8), to: folder + "/out.txt")
    chmod(folder, 0o555)
    // Root writes anyway: then there is nothing to show.
    guard access(folder, W_OK) != 0 else { return }
    #expect(throws: AtomicFile.Failure.unwritable(path: folder + "/out.txt", reason: "Permission denied")) {
      try AtomicFile.write(Array("new".utf8), to: folder + "/out.txt")
    }
    #expect(FileManager.default.contents(atPath: folder + "/out.txt") == Data("old".utf8))
  }
}
