import Foundation
import Testing

@testable import HeraldSyntax

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

  @Test(
    "A folder that cannot be written to leaves the old file intact",
    .enabled(if: getuid() != 0, "root writes into read-only folders; the injected rename failure below covers root"))
  func readOnlyFolder() throws {
    let folder = try Self.folder()
    defer {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try AtomicFile.write(Array("old".utf8), to: folder + "/out.txt")
    chmod(folder, 0o555)
    #expect(throws: AtomicFile.Failure.unwritable(path: folder + "/out.txt", reason: "Permission denied")) {
      try AtomicFile.write(Array("new".utf8), to: folder + "/out.txt")
    }
    #expect(FileManager.default.contents(atPath: folder + "/out.txt") == Data("old".utf8))
  }

  /// Five files, as an Android conversion writes them: three exist, two are new.
  static func batch(in folder: String) throws -> [(path: String, bytes: [UInt8])] {
    for name in ["a", "b", "c"] { try AtomicFile.write(Array("old \(name)".utf8), to: folder + "/\(name).xml") }
    return ["a", "b", "c", "d", "e"].map { (folder + "/\($0).xml", Array("new \($0)".utf8)) }
  }

  /// Every file's content under `folder`, names starting with a dot included.
  static func contents(_ folder: String) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = FileManager.default.contents(atPath: folder + "/" + name).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    return result
  }

  @Test("A rename that fails part-way puts back every file already replaced: no file changes, no temporary stays")
  func renameFailsPartWay() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try Self.batch(in: folder)
    let before = try Self.contents(folder)
    var renames = 0
    // The fourth rename fails as it does for an immutable file (chattr +i): EPERM.
    #expect(
      throws: AtomicFile.Failure.unwritable(
        path: folder + "/d.xml", reason: "Operation not permitted (renaming the finished temporary file into place)")
    ) {
      try AtomicFile.write(files) { from, to in
        renames += 1
        if renames == 4 {
          errno = EPERM
          return -1
        }
        return rename(from, to)
      }
    }
    #expect(try Self.contents(folder) == before)
  }

  @Test("When a replaced file cannot be put back, the error names it and where its old content is")
  func restoreFails() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try Self.batch(in: folder)
    var renames = 0
    var failure: AtomicFile.Failure?
    do {
      try AtomicFile.write(files) { from, to in
        renames += 1
        if renames == 3 {
          errno = EPERM
          return -1
        }
        // The replaced a.xml cannot be put back: its backup is gone by the time it is needed.
        if renames == 2,
          let backup = try? FileManager.default.contentsOfDirectory(atPath: folder)
            .first(where: { $0.hasPrefix(".a.xml.herald-backup-") })
        {
          _ = rename(folder + "/" + backup, folder + "/elsewhere")
        }
        return rename(from, to)
      }
    } catch {
      failure = error
    }
    guard case .partlyWritten(let path, _, let changed, _)? = failure else {
      Issue.record("expected partlyWritten, got \(String(describing: failure))")
      return
    }
    #expect(path == folder + "/c.xml")
    #expect(changed == [folder + "/a.xml"])
    #expect(failure?.description.contains("could not be put back: \(folder)/a.xml") == true)
    let after = try Self.contents(folder)
    #expect(after["a.xml"] == "new a", "named as changed")
    #expect(after["b.xml"] == "old b", "put back")
    #expect(after["c.xml"] == "old c")
    #expect(after["d.xml"] == nil && after["e.xml"] == nil)
    #expect(after["elsewhere"] == "old a")
    #expect(!after.keys.contains { $0.contains(".herald-") }, "no temporary or spent backup stays: \(after.keys)")
  }

  @Test("A symbolic link is followed: the file it points to changes, the link stays a link")
  func symbolicLink() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write(Array("old".utf8), to: folder + "/real/out.txt")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "real/out.txt")
    try AtomicFile.write(Array("new".utf8), to: folder + "/link.txt")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt") == "real/out.txt")
    #expect(FileManager.default.contents(atPath: folder + "/real/out.txt") == Data("new".utf8))
    try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
    #expect(throws: AtomicFile.Failure.unwritable(path: folder + "/loop", reason: "too many levels of symbolic links"))
    {
      try AtomicFile.write(Array("x".utf8), to: folder + "/loop")
    }
  }

  @Test("A pipe nobody reads is refused at once instead of waiting forever")
  func pipeWithoutReader() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(mkfifo(folder + "/pipe", 0o644) == 0)
    #expect(
      throws: AtomicFile.Failure.unwritable(path: folder + "/pipe", reason: "it is a pipe that no process reads from")
    ) {
      try AtomicFile.write(Array("x".utf8), to: folder + "/pipe")
    }
  }
}
