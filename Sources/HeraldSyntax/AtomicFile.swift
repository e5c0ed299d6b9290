import Foundation

/// Writes files so that a reader sees the old file or the whole new one, never a part: every
/// file Herald writes goes through here.
///
/// The bytes go to a temporary file in the same folder (`.NAME.herald-XXXXXX`), are flushed to
/// the disk, and the temporary file is renamed over the target only when all of that succeeded;
/// on any failure the temporary file is removed and the old file is left as it was.
///
/// Several files are written all or nothing: every file is staged first; each file being replaced
/// is kept under a second name (a hard link, else a copy) until every rename has succeeded, and
/// when one rename fails the files already replaced are put back. Only when putting one back fails
/// too does the error say which files changed, and where their old content is.
///
/// A symbolic link is followed: the file it points to is replaced, the link stays a link. A
/// character device (`/dev/stdout`, `/dev/full`) is written in place, since it cannot be replaced
/// by renaming; a pipe is written in place only when a process reads it (otherwise the write
/// would wait forever); other kinds of file (sockets, block devices) are refused. A file-size
/// limit (`ulimit -f`) is an error (`File too large`), not the end of the process: `SIGXFSZ` is
/// ignored once the first file is written.
///
/// Errors come from the system calls' `errno`, in words, with the path:
///
/// ```swift
/// try AtomicFile.write(Array("{}\n".utf8), to: "report.json")
/// try AtomicFile.update([("report.json", bytes)], force: false)  // refuses to replace other bytes
/// // cannot write /dev/full: No space left on device; no file was changed
/// ```
public enum AtomicFile {
  /// Why files were not written.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file could not be written, for the system's reason in words (`No space left on
    /// device`); no file was changed.
    case unwritable(path: String, reason: String)
    /// These files exist and differ from the new output, and replacing was not forced; no file
    /// was changed.
    case exists(paths: [String])
    /// Renaming `path` into place failed, and the files in `changed` had already been replaced
    /// and could not be put back: they hold the new output, their old content is in `backups`
    /// (same order). Every other file was left as it was.
    case partlyWritten(path: String, reason: String, changed: [String], backups: [String])

    /// The first file named.
    public var path: String {
      switch self {
      case .unwritable(let path, _), .partlyWritten(let path, _, _, _): path
      case .exists(let paths): paths.first ?? ""
      }
    }

    /// What went wrong without the path (`No space left on device`), for callers that print
    /// the path themselves.
    public var reason: String {
      switch self {
      case .unwritable(_, let reason): reason
      case .exists(let paths) where paths.count == 1:
        "it exists and differs from the new output; --force replaces it"
      case .exists, .partlyWritten: description
      }
    }

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .unwritable(let path, let reason):
        return "cannot write \(path): \(reason); no file was changed"
      case .exists(let paths):
        let one = paths.count == 1
        let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
        return "\(paths.prefix(3).joined(separator: ", "))\(more) \(one ? "exists" : "exist") and "
          + "\(one ? "differs" : "differ") from the new output; --force replaces \(one ? "it" : "them"); "
          + "no file was changed"
      case .partlyWritten(let path, let reason, let changed, let backups):
        let kept = zip(changed, backups).map { "\($0) (its old content is in \($1))" }
        return "cannot write \(path): \(reason); these files were already replaced and could not be put "
          + "back: \(kept.joined(separator: ", ")); every other file was left as it was"
      }
    }
  }

  /// What a write would do to the file already at a path.
  public enum Existing: Sendable, Hashable {
    /// Nothing is there (or a device or pipe, which is written into): the write loses nothing.
    case absent
    /// The file holds exactly the bytes to write.
    case identical
    /// The file holds other bytes (or is not a regular file that can be read).
    case different
  }

  /// Compares the file at `path` with `bytes`.
  public static func existing(_ path: String, comparedWith bytes: [UInt8]) -> Existing {
    var status = stat()
    // A device or pipe is written into, not replaced: nothing there is lost.
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFDIR else {
      return .absent
    }
    guard status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path) else {
      return .different
    }
    return data.elementsEqual(bytes) ? .identical : .different
  }

  /// Writes the files whose content changes, all or nothing, replacing existing files that differ
  /// only when `force` is true — so no file Herald did not write, or that was edited since, is
  /// lost silently.
  ///
  /// A file that already holds exactly the new bytes is left untouched.
  ///
  /// - Returns: The number of files written (identical ones not counted).
  /// - Throws: ``Failure/exists(paths:)`` listing every file that differs when `force` is false;
  ///   ``Failure/unwritable(path:reason:)`` for the first file that could not be written.
  @discardableResult
  public static func update(_ files: [(path: String, bytes: [UInt8])], force: Bool) throws(Failure) -> Int {
    var changed: [(path: String, bytes: [UInt8])] = []
    var refused: [String] = []
    for file in files {
      switch existing(file.path, comparedWith: file.bytes) {
      case .identical: continue
      case .absent: changed.append(file)
      case .different:
        if !force { refused.append(file.path) }
        changed.append(file)
      }
    }
    if !refused.isEmpty { throw .exists(paths: refused) }
    try write(changed)
    return changed.count
  }

  /// Writes `bytes` to `path` atomically, making the folders it needs.
  ///
  /// - Throws: ``Failure`` naming the path and the system's reason; the old file is intact.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write([(path, bytes)])
  }

  /// Writes several files all or nothing: every file goes to its temporary first, and only when
  /// all were written are they renamed into place; a rename that fails puts back the files
  /// already replaced.
  ///
  /// - Parameter files: The paths and their bytes.
  /// - Throws: ``Failure/unwritable(path:reason:)`` for the first file that could not be written,
  ///   when no file was changed; ``Failure/partlyWritten(path:reason:changed:backups:)`` in the
  ///   rare case that a replaced file could not be put back.
  public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) {
    try write(files, rename: { Foundation.rename($0, $1) })
  }

  /// ``write(_:)`` with the system call that renames a file given, so that tests can make one
  /// rename fail.
  static func write(
    _ files: [(path: String, bytes: [UInt8])], rename: (String, String) -> Int32
  ) throws(Failure) {
    _ = fileSizeSignalIgnored
    var pending: [(temporary: String, path: String)] = []
    do {
      for (path, bytes) in files {
        let target = try resolved(path)
        if let temporary = try stage(bytes, for: target) { pending.append((temporary, target)) }
      }
    } catch {
      for file in pending { unlink(file.temporary) }
      throw error
    }
    try commit(pending, rename: rename)
  }

  /// Renames every staged temporary over its target, keeping each replaced file under a second
  /// name until all renames have succeeded.
  private static func commit(
    _ pending: [(temporary: String, path: String)], rename: (String, String) -> Int32
  ) throws(Failure) {
    // The files replaced so far, with where their old content is (nil: there was no file).
    var done: [(path: String, backup: String?)] = []
    func abandon(from index: Int) {
      for rest in pending[index...] { unlink(rest.temporary) }
    }
    for (index, file) in pending.enumerated() {
      let backup: String?
      do {
        // One file needs no second name: a rename that fails leaves it as it was.
        backup = pending.count > 1 ? try keep(file.path) : nil
      } catch {
        abandon(from: index)
        try restore(done, after: error.path, error.reason)
        throw error
      }
      if rename(file.temporary, file.path) != 0 {
        let reason = "\(systemReason()) (renaming the finished temporary file into place)"
        if let backup { unlink(backup) }
        abandon(from: index)
        try restore(done, after: file.path, reason)
        throw .unwritable(path: file.path, reason: reason)
      }
      done.append((file.path, backup))
    }
    for file in done { if let backup = file.backup { unlink(backup) } }
  }

  /// Puts back the files `done` replaced, newest first, after `path` failed for `reason`.
  ///
  /// - Throws: ``Failure/partlyWritten(path:reason:changed:backups:)`` naming those that could
  ///   not be put back (their backups are kept).
  private static func restore(_ done: [(path: String, backup: String?)], after path: String, _ reason: String)
    throws(Failure)
  {
    var changed: [(path: String, backup: String)] = []
    for file in done.reversed() {
      if let backup = file.backup {
        if Foundation.rename(backup, file.path) != 0 { changed.append((file.path, backup)) }
      } else if unlink(file.path) != 0, errno != ENOENT {
        changed.append((file.path, "no file: it did not exist before"))
      }
    }
    guard changed.isEmpty else {
      changed.reverse()
      throw .partlyWritten(path: path, reason: reason, changed: changed.map(\.path), backups: changed.map(\.backup))
    }
  }

  /// Keeps the regular file at `path` under a second name in its folder until the write is
  /// done: a hard link (no copy), else a copy of its bytes.
  ///
  /// - Returns: The second name, or `nil` when there is no file at `path`.
  private static func keep(_ path: String) throws(Failure) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let url = URL(fileURLWithPath: path)
    let prefix = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".herald-backup-"
    for _ in 0..<8 {
      let name = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
      if link(path, name) == 0 { return name }
      if errno != EEXIST { break }
    }
    // No hard links here (or the file may not be linked): a copy keeps the old bytes.
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unwritable(path: path, reason: "its old content cannot be read to keep it until the write is done")
    }
    return try stage([UInt8](data), for: path, named: prefix + "XXXXXX")
  }

  /// The file a write to `path` replaces: `path` itself, or the file its symbolic links point to.
  ///
  /// - Throws: ``Failure/unwritable(path:reason:)`` for a loop of links.
  static func resolved(_ path: String) throws(Failure) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(truncatingIfNeeded: PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw .unwritable(path: path, reason: systemReason()) }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + destination
    }
    throw .unwritable(path: path, reason: "too many levels of symbolic links")
  }

  /// `SIGXFSZ` ignored, so that a file-size limit makes `write` fail with `EFBIG` (in words,
  /// `File too large`) instead of ending the process.
  private static let fileSizeSignalIgnored: Void = {
    signal(SIGXFSZ, SIG_IGN)
  }()

  /// Writes `bytes` to a temporary beside `path`, or into `path` itself when it is a device or
  /// a pipe.
  ///
  /// - Parameter name: The temporary's `mkstemp` template; `.NAME.herald-XXXXXX` beside `path`
  ///   when `nil`.
  /// - Returns: The temporary to rename, or `nil` when the bytes were written in place.
  private static func stage(_ bytes: [UInt8], for path: String, named name: String? = nil) throws(Failure) -> String? {
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists, status.st_mode & S_IFMT != S_IFREG {
      try writeInPlace(bytes, to: path, kind: status.st_mode & S_IFMT)
      return nil
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: path, reason: "its folder \(folder) cannot be created")
    }
    var template = Array((name ?? folder + "/." + url.lastPathComponent + ".herald-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: systemReason()) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    fchmod(descriptor, exists ? status.st_mode & 0o7777 : 0o644)
    var reason = writeAll(bytes, to: descriptor)
    if reason == nil, fsync(descriptor) != 0 { reason = systemReason() }
    if close(descriptor) != 0, reason == nil { reason = systemReason() }
    if let reason {
      unlink(temporary)
      throw .unwritable(path: path, reason: reason)
    }
    return temporary
  }

  /// Writes into a file that is not a regular one: a character device, or a pipe some process
  /// reads; refuses folders, sockets, block devices and pipes nobody reads.
  private static func writeInPlace(_ bytes: [UInt8], to path: String, kind: mode_t) throws(Failure) {
    let descriptor: Int32
    switch kind {
    case S_IFDIR: throw .unwritable(path: path, reason: "it is a directory")
    case S_IFCHR: descriptor = open(path, O_WRONLY | O_TRUNC)
    case S_IFIFO:
      // Opening a pipe for writing waits for a reader; without O_NONBLOCK it would wait forever.
      descriptor = open(path, O_WRONLY | O_NONBLOCK)
      if descriptor < 0, errno == ENXIO {
        throw .unwritable(path: path, reason: "it is a pipe that no process reads from")
      }
      if descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
    default:
      throw .unwritable(
        path: path, reason: "it is not a regular file, a character device or a pipe; name a file to write")
    }
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: systemReason()) }
    defer { close(descriptor) }
    if let reason = writeAll(bytes, to: descriptor) { throw .unwritable(path: path, reason: reason) }
  }

  /// Writes every byte, retrying short writes; returns the system's reason on failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes every byte of `buffer` to `descriptor`, retrying short and interrupted writes;
  /// returns the system's reason on failure.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return systemReason()
      }
      offset += written
    }
    return nil
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}
