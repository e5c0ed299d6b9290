import Foundation

/// The worker's side of supervision: tells the ``Supervisor`` which Swift files are being parsed,
/// and carries what an earlier attempt's end decided (files to leave unread, parses one at a time).
///
/// A Swift parse can use memory without end or end the process (a heap allocation the system
/// refuses ends a Swift program by a signal). The supervisor runs the command in a worker process
/// and watches it; when the worker must be stopped, or ends by a signal, the files being parsed at
/// that moment are the suspects, and the supervisor runs the command again with them left unread.
///
/// ```swift
/// let watch = ParseWatch.current           // nil when the command is not supervised
/// if let stop = watch?.stop(for: path) { /* report stop.notReadMessage */ }
/// watch?.send(.began(path: path, bytes: 1_024))
/// ```
public final class ParseWatch: Sendable {
  /// The environment variable that names the file descriptor the worker writes its messages to.
  public static let channelVariable = "HERALD_WATCH_FD"
  /// The environment variable that lists the files an attempt leaves unread: one per line,
  /// `REASON<TAB>PATH` (``ParseStop``'s code, the path escaped as in ``ParseWatchMessage``).
  public static let skipVariable = "HERALD_WATCH_SKIP"
  /// The environment variable that, set to `1`, makes an attempt parse one Swift file at a time,
  /// so that a file that stops the worker is the only one in flight.
  public static let serialVariable = "HERALD_WATCH_SERIAL"

  /// This process's watch: set when a supervisor started it, else `nil`.
  public static let current = ParseWatch(environment: ProcessInfo.processInfo.environment)

  private let channel: Int32
  private let skipped: [String: ParseStop]
  private let serial: Bool
  private let serialLock = NSLock()

  /// The watch the environment describes, or `nil` when it names no channel.
  init?(environment: [String: String]) {
    guard let text = environment[Self.channelVariable], let channel = CheckedNumber.integer(text, in: 0...0x7FFF_FFFF)
    else { return nil }
    self.channel = Int32(truncatingIfNeeded: channel)
    skipped = Self.skips(environment[Self.skipVariable] ?? "")
    serial = environment[Self.serialVariable] == "1"
  }

  /// The files `text` lists as left unread, with why.
  static func skips(_ text: String) -> [String: ParseStop] {
    var result: [String: ParseStop] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, let stop = ParseStop(code: fields[0]) else { continue }
      result[ParseWatchMessage.unescaped(fields[1])] = stop
    }
    return result
  }

  /// The value of ``skipVariable`` that leaves `files` unread.
  static func skipValue(_ files: [String: ParseStop]) -> String {
    files.sorted { $0.key < $1.key }.map { "\($0.value.code)\t\(ParseWatchMessage.escaped($0.key))" }
      .joined(separator: "\n")
  }

  /// Why an earlier attempt's end leaves `path` unread, or `nil` when it is read.
  public func stop(for path: String) -> ParseStop? { skipped[path] }

  /// Tells the supervisor `message`. A line shorter than the system's pipe buffer is written at
  /// once, so lines from several threads never mix.
  public func send(_ message: ParseWatchMessage) {
    var line = message.line
    line.withUTF8 { _ = AtomicFile.writeAll(UnsafeRawBufferPointer($0), to: channel) }
  }

  /// Runs `body`, alone among the bodies run here when the attempt parses one file at a time.
  public func serially<T>(_ body: () -> T) -> T {
    guard serial else { return body() }
    return serialLock.withLock(body)
  }
}
