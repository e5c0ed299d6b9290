import Foundation

/// Runs recursive work on a thread whose stack is as deep as the work needs.
///
/// Readers whose recursion follows the input's nesting (Yams' composer, the Interface Builder
/// loader) run here with a stack sized for their documented nesting limit, so that no document
/// within the limits ends the process, whatever thread the caller is on (a secondary thread's
/// stack can be 512 KiB). The stack is address space, committed only as it is used.
public enum DeepStack {
  /// The stack the Interface Builder loader and other per-element recursions run on: enough for
  /// the XML reader's 1,000 levels in a debug build.
  public static let treeStackSize = 256 << 20

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it to end.
  ///
  /// - Returns: What `body` returned, or `nil` when the system cannot create such a thread (the
  ///   caller reports it; it never waits for a thread that was not started).
  public static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>(body)
    guard let thread = start(box, stackSize: stackSize) else { return nil }
    pthread_join(thread, nil)
    return box.value
  }

  /// What ``run(stackSize:processorSeconds:_:)`` gave.
  public enum BoundedResult<T: Sendable>: Sendable {
    /// The body ended and returned this.
    case finished(T)
    /// The body used more processor time than it was given; it was left to end on its own.
    case overran
    /// The system could not create the thread.
    case notStarted
    /// Not started: ``maximumOverrunning`` bodies that overran are still running.
    case busy
  }

  /// The most bodies that overran their bound which may still be running before a bounded run
  /// starts no more: each holds a processor's idle time and its memory until it ends. Runs that
  /// start at the same time while fewer are running may each overrun, so the number running can
  /// pass it by the number of threads that start runs.
  public static let maximumOverrunning = 32

  /// How many bodies that overran their bound are still running.
  public static var overrunning: Int { overrunLock.withLock { overrunCount } }

  private static let overrunLock = NSLock()
  nonisolated(unsafe) private static var overrunCount = 0

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits until it ends or has
  /// used `processorSeconds` of processor time (wall-clock time where the system has no clock per
  /// thread), whichever comes first.
  ///
  /// A thread cannot be stopped safely from outside, so a body that overruns is left to end on
  /// its own, at the lowest scheduling priority (`SCHED_IDLE` on Linux: it runs only when nothing
  /// else wants the processor), and its result is dropped; the process does not wait for it when
  /// it exits. Processor time, not wall-clock time, so that a loaded machine does not cut work
  /// that would have ended.
  public static func run<T: Sendable>(
    stackSize: Int, processorSeconds: Double, _ body: @escaping @Sendable () -> T
  ) -> BoundedResult<T> {
    guard overrunning < maximumOverrunning else { return .busy }
    let box = ResultBox<T>(body, signals: true)
    guard let thread = start(box, stackSize: stackSize) else { return .notStarted }
    let clock = ThreadClock(thread)
    while box.done?.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
      guard clock.seconds > processorSeconds else { continue }
      // The body may end now: it counts itself out only once it is counted in.
      let ended = overrunLock.withLock {
        guard !box.ended else { return true }
        box.overran = true
        overrunCount += 1
        return false
      }
      if ended { break }
      #if os(Linux)
        var parameters = sched_param()
        parameters.sched_priority = 0
        pthread_setschedparam(thread, idlePolicy, &parameters)
      #endif
      pthread_detach(thread)
      return .overran
    }
    pthread_join(thread, nil)
    return box.value.map { .finished($0) } ?? .overran
  }

  /// Marks `box`'s body as ended, counting it out of ``overrunning`` if it had overrun.
  fileprivate static func bodyEnded(_ box: AnyResultBox) {
    overrunLock.withLock {
      box.ended = true
      if box.overran { overrunCount -= 1 }
    }
  }

  #if os(Linux)
    /// `SCHED_IDLE` (sched.h, a GNU extension Swift does not import).
    private static let idlePolicy: Int32 = 5
  #endif

  /// Starts `box`'s body on a new thread with `stackSize` bytes of stack; `nil` when the system
  /// refuses one (the box is then released).
  private static func start(_ box: AnyResultBox, stackSize: Int) -> pthread_t? {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let context = Unmanaged.passRetained(box).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, &attributes, DeepStack.start, context)
    guard status == 0 else {
      Unmanaged<AnyResultBox>.fromOpaque(context).release()
      return nil
    }
    return thread
  }

  #if canImport(Darwin)
    private static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #else
    private static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      guard let context else { return nil }
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #endif
}

/// A body to run on the deep-stack thread, seen without its result type (a C start routine
/// cannot be generic).
private class AnyResultBox: @unchecked Sendable {
  /// Whether the body has ended, and whether its caller gave up waiting for it (both under
  /// `DeepStack`'s overrun lock).
  var ended = false
  var overran = false

  func run() {}
}

/// Carries a body to the deep-stack thread and its result back; `pthread_join` (or `done`, for a
/// bounded run) orders the access.
private final class ResultBox<T: Sendable>: AnyResultBox, @unchecked Sendable {
  let body: @Sendable () -> T
  var value: T?
  /// Signalled when the body has ended, for a caller that waits with a bound.
  let done: DispatchSemaphore?

  init(_ body: @escaping @Sendable () -> T, signals: Bool = false) {
    self.body = body
    done = signals ? DispatchSemaphore(value: 0) : nil
  }

  override func run() {
    value = body()
    DeepStack.bodyEnded(self)
    done?.signal()
  }
}

/// The processor time a thread has used, or the time since it was started where the system has
/// no clock per thread.
private struct ThreadClock {
  #if os(Linux)
    private var clock = clockid_t()
    private let hasClock: Bool
  #endif
  private let started = DispatchTime.now()

  init(_ thread: pthread_t) {
    #if os(Linux)
      hasClock = pthread_getcpuclockid(thread, &clock) == 0
    #endif
  }

  /// Seconds used so far.
  var seconds: Double {
    #if os(Linux)
      var time = timespec()
      if hasClock, clock_gettime(clock, &time) == 0 {
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
      }
    #endif
    return Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
  }
}
