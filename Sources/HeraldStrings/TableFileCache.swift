import Foundation

/// The string-table files of one run, each read once and shared by every reader of the run: an
/// app audited once per platform reads its tables once, however many parts use them.
///
/// ```swift
/// let cache = TableFileCache()
/// let first = StringTableReader().files(paths: ["App"], cache: cache)   // reads
/// let again = StringTableReader().files(paths: ["App"], cache: cache)   // no file read again
/// ```
public final class TableFileCache: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: Result<StringTableReader.LoadedFile, StringTableError>] = [:]
  private var counts: [String: Int] = [:]

  /// Creates an empty cache.
  public init() {}

  /// How many times each file was read, by path.
  public var readCounts: [String: Int] { lock.withLock { counts } }

  /// The file at `path` as read before in this run, else `read()`'s result (kept).
  func file(
    _ path: String, read: () -> Result<StringTableReader.LoadedFile, StringTableError>
  ) -> Result<StringTableReader.LoadedFile, StringTableError> {
    if let known = lock.withLock({ files[path] }) { return known }
    let result = read()
    lock.withLock {
      counts[path, default: 0] += 1
      files[path] = result
    }
    return result
  }
}
