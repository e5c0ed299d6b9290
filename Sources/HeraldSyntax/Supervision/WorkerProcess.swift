import Foundation

/// One run of this program as a supervised worker: started with the same arguments, its standard
/// output and error kept in unnamed temporary files (when they are not terminals), its messages
/// read from a pipe, and its memory watched while it parses Swift.
final class WorkerProcess {
  /// How the worker ended.
  enum End: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// It ended by this signal (not sent by the supervisor).
    case signalled(Int32)
    /// The supervisor stopped it when its memory passed this many MiB while a Swift file was
    /// being parsed.
    case overMemory(limitMiB: Int)
    /// It could not be waited for (`waitpid` failed with this `errno`).
    case lost(Int32)
  }

  /// What the worker said about the Swift files it parsed, folded into the files in flight.
  struct Flight {
    /// Files whose parse started and has not ended, not given up, with how many such parses
    /// run (two readers may parse one file at once).
    private(set) var active: [String: Int] = [:]
    /// Files whose parse was given up (reported as not read) and still runs.
    private(set) var givenUp: [String: Int] = [:]
    /// Bytes of the Swift files whose parse started, each counted once.
    private(set) var swiftBytes = 0
    private var counted: Set<String> = []

    mutating func apply(_ message: ParseWatchMessage) {
      switch message {
      case .began(let path, let bytes):
        active[path, default: 0] += 1
        if counted.insert(path).inserted { swiftBytes += bytes }
      case .overran(let path):
        if Self.take(path, from: &active) { givenUp[path, default: 0] += 1 }
      case .ended(let path):
        if !Self.take(path, from: &active) { _ = Self.take(path, from: &givenUp) }
      }
    }

    /// Counts one parse of `path` out of `parses`; false when none was counted in.
    private static func take(_ path: String, from parses: inout [String: Int]) -> Bool {
      guard let count = parses[path] else { return false }
      parses[path] = count > 1 ? count - 1 : nil
      return true
    }

    /// The files being parsed, not given up.
    var activeFiles: Set<String> { Set(active.keys) }
    /// The files whose parse was given up and still runs.
    var givenUpFiles: Set<String> { Set(givenUp.keys) }
    /// Whether any file is being parsed, given up or not.
    var isEmpty: Bool { active.isEmpty && givenUp.isEmpty }
  }

  /// The worker's process id, while it runs (read by the signal handlers that pass signals on).
  nonisolated(unsafe) static var running: pid_t = 0

  private let pid: pid_t
  private let channel: Int32
  private let captured: [(fd: Int32, copy: Int32)]
  private(set) var flight = Flight()
  private var pending: [UInt8] = []
  private var channelClosed = false

  /// Starts the worker, or returns `nil` when the system refuses a pipe or a process.
  init?(executable: String, arguments: [String], environment: [String: String]) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    // Above the standard descriptors, which a caller may have closed (`2>&-`): the spawn's
    // redirections must not land on the pipe.
    ends = [Self.aboveStandard(ends[0], closedOnExec: true), Self.aboveStandard(ends[1], closedOnExec: false)]
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var captured: [(fd: Int32, copy: Int32)] = []
    let shared = Self.sameFile(STDOUT_FILENO, STDERR_FILENO)
    for output in [STDERR_FILENO, STDOUT_FILENO] where isatty(output) == 0 {
      if output == STDOUT_FILENO, shared, let both = captured.first {
        // `> log 2>&1`: one file keeps the order of what the worker writes on either.
        posix_spawn_file_actions_adddup2(&actions, both.fd, output)
        continue
      }
      guard let file = Self.unnamedTemporaryFile() else { continue }
      posix_spawn_file_actions_adddup2(&actions, file, output)
      captured.append((file, output))
    }
    var variables = environment
    variables[ParseWatch.channelVariable] = String(ends[1])
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(ends[1])
    guard status == 0 else {
      close(ends[0])
      captured.forEach { close($0.fd) }
      return nil
    }
    self.pid = pid
    channel = ends[0]
    self.captured = captured
    Self.running = pid
  }

  deinit {
    close(channel)
    captured.forEach { close($0.fd) }
  }

  /// Waits for the worker to end, reading its messages, and stops it when its memory passes
  /// `memoryLimitMiB(swiftBytes)` while a Swift file is in flight (`nil`: memory not watched).
  func wait(memoryLimitMiB: ((Int) -> Int)?) -> End {
    var stopped: Int?
    while true {
      if channelClosed {
        usleep(20_000)
      } else {
        var poller = pollfd(fd: channel, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
        _ = poll(&poller, 1, 20)
        readMessages()
      }
      var status: Int32 = 0
      let ended = waitpid(pid, &status, WNOHANG)
      if ended < 0 && errno != EINTR {
        Self.running = 0
        return .lost(errno)
      }
      if ended == pid {
        Self.running = 0
        readMessages()
        let signal = status & 0x7f
        if let stopped, signal == SIGKILL { return .overMemory(limitMiB: stopped) }
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
      }
      Supervisor.passPendingSignal(to: pid)
      guard stopped == nil, let memoryLimitMiB, !flight.isEmpty, let resident = residentMiB() else { continue }
      let limit = memoryLimitMiB(flight.swiftBytes)
      if resident > limit {
        stopped = limit
        kill(pid, SIGKILL)
      }
    }
  }

  /// Writes what the worker wrote on standard error, then on standard output, to this process's.
  func copyOutput() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    for (file, output) in captured {
      lseek(file, 0, SEEK_SET)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        let failed = buffer.withUnsafeBytes {
          AtomicFile.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: output) != nil
        }
        // Standard error closed or full: standard output is still written.
        if failed { break }
      }
    }
  }

  /// Reads the messages waiting on the channel.
  private func readMessages() {
    var buffer = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      var poller = pollfd(fd: channel, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
      guard !channelClosed, poll(&poller, 1, 0) > 0 else { return }
      let count = buffer.withUnsafeMutableBytes { read(channel, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        channelClosed = true
        return
      }
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if let message = ParseWatchMessage(line: Substring(line)) { flight.apply(message) }
      }
    }
  }

  /// The worker's resident memory in MiB, where the system says it (`/proc/PID/statm`).
  private func residentMiB() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    let pageSize = sysconf(Int32(truncatingIfNeeded: _SC_PAGESIZE))
    guard fields.count > 1, let pages = CheckedNumber.integer(fields[1], in: 0...1 << 40), pageSize > 0,
      pageSize <= 1 << 20
    else { return nil }
    return (pages * pageSize) >> 20
  }

  /// `descriptor`, moved above the standard descriptors when it is one of them.
  private static func aboveStandard(_ descriptor: Int32, closedOnExec: Bool) -> Int32 {
    guard descriptor <= STDERR_FILENO else {
      if closedOnExec { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      return descriptor
    }
    let moved = fcntl(descriptor, closedOnExec ? F_DUPFD_CLOEXEC : F_DUPFD, STDERR_FILENO + 1)
    guard moved >= 0 else { return descriptor }
    close(descriptor)
    return moved
  }

  /// Whether two descriptors are open on the same file (`> log 2>&1`).
  private static func sameFile(_ first: Int32, _ second: Int32) -> Bool {
    var one = stat()
    var two = stat()
    guard fstat(first, &one) == 0, fstat(second, &two) == 0 else { return false }
    return one.st_dev == two.st_dev && one.st_ino == two.st_ino
  }

  /// A temporary file with no name (created, then unlinked), closed on `exec`; `nil` when the
  /// system refuses one.
  private static func unnamedTemporaryFile() -> Int32? {
    var template = Array((NSTemporaryDirectory() + "/herald-output-XXXXXX").utf8CString)
    let file = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard file >= 0 else { return nil }
    _ = unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    _ = fcntl(file, F_SETFD, FD_CLOEXEC)
    return file
  }
}
