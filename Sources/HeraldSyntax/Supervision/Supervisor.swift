import Foundation

/// Runs a command that reads an app's Swift files in a worker process, so that no Swift file can
/// exhaust Herald's memory or end it by a signal.
///
/// A parse is bounded in processor time in the process (``DeepStack``), but a thread cannot be
/// stopped, and a heap allocation the system refuses ends a Swift program by a signal. So the
/// command runs again as a worker (this program, the same arguments), which tells the supervisor
/// which Swift files it is parsing (``ParseWatch``). The supervisor stops the worker when its
/// resident memory passes ``memoryLimit(swiftBytes:)`` while a Swift file is being parsed; when
/// the worker is stopped, or ends by a signal, the files in flight are left unread in a new
/// attempt, which reports each as not read with the reason, and goes on with the others:
///
/// - a parse given up for its processor time but still running is left unread (it was not read
///   anyway);
/// - one file parsed alone is left unread;
/// - several files parsed at once: the next attempt parses one at a time, so the next stop names one.
///
/// The worker's standard output and error are kept until it ends and written only for the attempt
/// that counts, so nothing is printed twice (a terminal is written to at once). When the worker
/// ends by a signal while no Swift file is being parsed, the supervisor says so and exits with 2.
/// Interrupts and terminations sent to the supervisor are passed on to the worker.
public enum Supervisor {
  /// The environment variable that sets the memory bound's base in MiB (``defaultBaseMiB``
  /// unless it is set to a positive number), or turns supervision off when it is `0`.
  public static let baseMiBVariable = "HERALD_MEMORY_MB"
  /// The memory bound's base, in MiB: Herald reading the 18 corpus apps at once (27 MB of Swift)
  /// peaks at about 650 MiB, within the bound of 768 MiB plus 64 bytes per byte of Swift (2.4 GiB).
  public static let defaultBaseMiB = 768
  /// What the memory bound grows by for each byte of Swift whose parse started.
  public static let bytesPerSwiftByte = 64
  /// The most attempts: each one after the first leaves at least one more file unread, or turns
  /// on parsing one file at a time.
  static let maximumAttempts = 8

  /// The bound on the worker's resident memory, in MiB, once it has begun to parse `swiftBytes`
  /// bytes of Swift, from a base of `baseMiB` (``baseMiBVariable``'s by default).
  public static func memoryLimit(swiftBytes: Int, baseMiB: Int? = nil) -> Int {
    let baseMiB = baseMiB ?? base
    return
      baseMiB + (swiftBytes / (1 << 20)) * bytesPerSwiftByte + (swiftBytes % (1 << 20)) * bytesPerSwiftByte / (1 << 20)
  }

  /// The memory bound's base from the environment; `0` when supervision is off.
  static let base: Int = {
    guard let text = ProcessInfo.processInfo.environment[baseMiBVariable] else { return defaultBaseMiB }
    return CheckedNumber.integer(text, in: 0...(1 << 30)) ?? defaultBaseMiB
  }()

  /// Runs the command this process was started with in a worker and returns the status to exit
  /// with, or `nil` when the command is to run in this process: it is a worker itself,
  /// supervision is off (``baseMiBVariable`` is `0`), or the system refuses a process.
  public static func run() -> Int32? {
    guard ParseWatch.current == nil, base > 0 else { return nil }
    passSignalsOn()
    var skipped: [String: ParseStop] = [:]
    var serial = false
    for attempt in 1...maximumAttempts {
      endIfSignalled()
      var environment = ProcessInfo.processInfo.environment
      if !skipped.isEmpty { environment[ParseWatch.skipVariable] = ParseWatch.skipValue(skipped) }
      if serial { environment[ParseWatch.serialVariable] = "1" }
      // A worker's crash is reported by the supervisor; the runtime's backtrace of it would take
      // seconds to print in a debug build, and is asked for by setting SWIFT_BACKTRACE.
      if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
      guard
        let worker = WorkerProcess(
          executable: executable, arguments: CommandLine.arguments, environment: environment)
      else {
        guard attempt > 1 else { return nil }
        return fail("the system refused a process to read the app again in")
      }
      let end = worker.wait(memoryLimitMiB: memoryWatched ? { memoryLimit(swiftBytes: $0) } : nil)
      let stop: ParseStop
      switch end {
      case .exited(let status):
        worker.copyOutput()
        return status
      case .signalled(let signal) where [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE].contains(signal):
        worker.copyOutput()
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
        return 128 + signal
      case .signalled(let signal): stop = .signal(signal)
      case .overMemory(let limit): stop = .memory(limitMiB: limit)
      case .lost(let number):
        worker.copyOutput()
        return fail("the worker could not be waited for (\(String(cString: strerror(number))))")
      }
      let flight = worker.flight
      var leaveUnread = flight.givenUpFiles
      if flight.activeFiles.count == 1 && leaveUnread.isEmpty { leaveUnread = flight.activeFiles }
      let newlySerial = flight.activeFiles.count > 1 && !serial
      guard !leaveUnread.subtracting(skipped.keys).isEmpty || newlySerial else {
        worker.copyOutput()
        return fail(lastWords(stop, flight: flight))
      }
      for path in leaveUnread where skipped[path] == nil { skipped[path] = stop }
      serial = serial || newlySerial
    }
    return fail("\(maximumAttempts) attempts each stopped while parsing Swift; read fewer files at a time")
  }

  /// This program's executable.
  private static var executable: String {
    #if os(Linux)
      "/proc/self/exe"
    #else
      Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  /// Whether the worker's memory can be read (`/proc`).
  private static var memoryWatched: Bool { FileManager.default.fileExists(atPath: "/proc/self/statm") }

  /// What the supervisor says when a stop leaves nothing new to leave unread.
  private static func lastWords(_ stop: ParseStop, flight: WorkerProcess.Flight) -> String {
    let how =
      switch stop {
      case .memory(let limit): "was stopped when its memory passed \(limit) MiB (\(baseMiBVariable) sets the base)"
      case .signal(let number): "ended by \(ParseStop.signalName(number)) (the system may have refused it memory)"
      }
    let files = flight.activeFiles.union(flight.givenUpFiles).sorted()
    let when = files.isEmpty ? "while no Swift file was being parsed" : "while parsing \(files.joined(separator: ", "))"
    return "Herald \(how) \(when); the command did not finish"
  }

  /// Prints `herald: error: MESSAGE` and returns 2, the status of an input that could not be read.
  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("herald: error: \(message)\n".utf8))
    return 2
  }

  /// The signals passed on to the worker.
  private static let passedOn = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// A signal received while no worker ran, to pass on to the next one or to end with.
  nonisolated(unsafe) private static var pendingSignal: Int32 = 0

  /// Passes interrupts, terminations and hang-ups sent to the supervisor on to the worker; one
  /// that arrives while no worker runs is kept for the next, or ends the supervisor before
  /// another attempt. A signal the caller ignores (`nohup`, `&` in a script) stays ignored, and the
  /// worker inherits that. They are unblocked: a program that starts Herald from a thread that
  /// blocks them (a test runner's) would otherwise leave both processes deaf to them. SIGCHLD
  /// takes its default action, so that the worker can be waited for.
  private static func passSignalsOn() {
    // The handler reads these; they are set before it can run (no lazy initialisation in it).
    WorkerProcess.running = 0
    pendingSignal = 0
    Foundation.signal(SIGCHLD, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    for signal in passedOn {
      sigaddset(&set, signal)
      let previous = Foundation.signal(signal) { number in
        if WorkerProcess.running > 0 { kill(WorkerProcess.running, number) } else { Supervisor.pendingSignal = number }
      }
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        Foundation.signal(signal, SIG_IGN)
      }
    }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Passes a signal that arrived while no worker ran on to `worker`.
  static func passPendingSignal(to worker: pid_t) {
    let signal = pendingSignal
    guard signal != 0 else { return }
    pendingSignal = 0
    kill(worker, signal)
  }

  /// Ends the supervisor by a signal that arrived while no worker ran.
  private static func endIfSignalled() {
    let signal = pendingSignal
    guard signal != 0 else { return }
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
  }
}
