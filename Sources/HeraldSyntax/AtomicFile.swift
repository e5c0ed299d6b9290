import Foundation

/// Writes files so that a reader sees the old file or the whole new one, never a part: every
/// file Herald writes goes through here.
///
/// The bytes go to a temporary file in the same folder (`.NAME.herald-XXXXXX`), are flushed to
/// the disk, and the temporary file is renamed over the target only when all of that succeeded;
/// on any failure the temporary file is removed and the old file is left as it was. A path that
/// exists and is not a regular file (`/dev/stdout`, `/dev/full`, a pipe) is written in place,
/// since a device cannot be replaced by renaming.
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

    /// The first file named.
    public var path: String {
      switch self {
      case .unwritable(let path, _): path
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
      case .exists: description
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
  /// all were written are they renamed into place.
  ///
  /// - Parameter files: The paths and their bytes.
  /// - Throws: ``Failure`` for the first file that could not be written; then no file was
  ///   replaced.
  public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) {
    var pending: [(temporary: String, path: String)] = []
    do {
      for (path, bytes) in files {
        if let temporary = try stage(bytes, for: path) { pending.append((temporary, path)) }
      }
    } catch {
      for file in pending { unlink(file.temporary) }
      throw error
    }
    for (index, file) in pending.enumerated() where rename(file.temporary, file.path) != 0 {
      let reason = systemReason()
      for rest in pending[index...] { unlink(rest.temporary) }
      throw .unwritable(path: file.path, reason: "\(reason) (renaming the finished temporary file into place)")
    }
  }

  /// Writes `bytes` to a temporary beside `path`, or into `path` itself when it is a device.
  ///
  /// - Returns: The temporary to rename, or `nil` when the bytes were written in place.
  private static func stage(_ bytes: [UInt8], for path: String) throws(Failure) -> String? {
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists, status.st_mode & S_IFMT != S_IFREG {
      if status.st_mode & S_IFMT == S_IFDIR { throw .unwritable(path: path, reason: "it is a directory") }
      let descriptor = open(path, O_WRONLY | O_TRUNC)
      guard descriptor >= 0 else { throw .unwritable(path: path, reason: systemReason()) }
      defer { close(descriptor) }
      if let reason = writeAll(bytes, to: descriptor) { throw .unwritable(path: path, reason: reason) }
      return nil
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: path, reason: "its folder \(folder) cannot be created")
    }
    var template = Array((folder + "/." + url.lastPathComponent + ".herald-XXXXXX").utf8CString)
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

  /// Writes every byte, retrying short writes; returns the system's reason on failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
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
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}
