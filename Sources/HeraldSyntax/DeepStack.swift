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

  /// Runs `body` on a thread with `stackSize` bytes of stack (one kept from an earlier run, or a
  /// new one: ``DeepStackWorkers``) and waits for it to end.
  ///
  /// - Returns: What `body` returned, or `nil` when the system cannot create such a thread (the
  ///   caller reports it; it never waits for a thread that was not started).
  public static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    // At the top of a parallel iteration on a deep-stack thread: run here
    // (``concurrentPerform(iterations:stackSize:_:)``).
    if let mark = takeRoom(for: stackSize) {
      defer { restoreRoom(mark) }
      return body()
    }
    let box = ResultBox<T>(body)
    guard let worker = DeepStackWorkers.take(stackSize: stackSize) else { return nil }
    worker.run(box)
    box.done.wait()
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

  /// Runs `body` on a thread with `stackSize` bytes of stack and waits until it ends or has
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
    let box = ResultBox<T>(body)
    guard let worker = DeepStackWorkers.take(stackSize: stackSize), let thread = worker.thread else {
      return .notStarted
    }
    let clock = ThreadClock(thread)
    worker.run(box)
    while box.done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
      guard clock.seconds > processorSeconds else { continue }
      // The body may end now: it counts itself out only once it is counted in. Its thread is
      // lowered under the lock, while the body cannot end and its thread is sure to be alive (a
      // worker whose body overran ends with it).
      let ended = overrunLock.withLock {
        guard !box.ended else { return true }
        box.overran = true
        overrunCount += 1
        #if os(Linux)
          var parameters = sched_param()
          parameters.sched_priority = 0
          pthread_setschedparam(thread, idlePolicy, &parameters)
        #endif
        return false
      }
      if ended { break }
      return .overran
    }
    return box.value.map { .finished($0) } ?? .overran
  }

  /// Marks `box`'s body as ended, counting it out of ``overrunning`` if it had overrun; whether
  /// it had (its worker then ends too).
  fileprivate static func bodyEnded(_ box: AnyResultBox) -> Bool {
    overrunLock.withLock {
      box.ended = true
      if box.overran { overrunCount -= 1 }
      return box.overran
    }
  }

  #if os(Linux)
    /// `SCHED_IDLE` (sched.h, a GNU extension Swift does not import).
    private static let idlePolicy: Int32 = 5
  #endif
}

/// A body to run on a deep-stack thread, seen without its result type (a worker runs any).
class AnyResultBox: @unchecked Sendable {
  /// Whether the body has ended, and whether its caller gave up waiting for it (both under
  /// `DeepStack`'s overrun lock).
  var ended = false
  var overran = false

  /// Runs the body; `ended(overran)` is called once it has ended and before its caller is told,
  /// so that the worker is idle again by the time the caller asks for one.
  func run(ended: (_ overran: Bool) -> Void) {}
}

/// Carries a body to the deep-stack thread and its result back; `done` orders the access.
private final class ResultBox<T: Sendable>: AnyResultBox, @unchecked Sendable {
  let body: @Sendable () -> T
  var value: T?
  /// Signalled when the body has ended.
  let done = DispatchSemaphore(value: 0)

  init(_ body: @escaping @Sendable () -> T) { self.body = body }

  override func run(ended: (_ overran: Bool) -> Void) {
    value = body()
    ended(DeepStack.bodyEnded(self))
    done.signal()
  }
}

/// The processor time a thread has used since the clock was made (a worker's thread may have run
/// earlier bodies), or the time since then where the system has no clock per thread.
private struct ThreadClock {
  #if os(Linux)
    private var clock = clockid_t()
    private var hasClock: Bool
    private var base = 0.0
  #endif
  private let started = DispatchTime.now()

  init(_ thread: pthread_t) {
    #if os(Linux)
      hasClock = pthread_getcpuclockid(thread, &clock) == 0
      if hasClock, let used = used { base = used } else { hasClock = false }
    #endif
  }

  #if os(Linux)
    /// The thread's processor time in all.
    private var used: Double? {
      var time = timespec()
      guard clock_gettime(clock, &time) == 0 else { return nil }
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
  #endif

  /// Seconds used so far.
  var seconds: Double {
    #if os(Linux)
      if hasClock, let used { return used - base }
    #endif
    return Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
  }
}
