import Dispatch
import Foundation

extension DeepStack {
  /// Runs `body` for each of `iterations` in parallel, one deep-stack thread per processor taking
  /// the next iteration as it ends one, and returns when all have run.
  ///
  /// Near the top of an iteration the thread's stack is all but unused, so a ``run(stackSize:_:)``
  /// the iteration makes directly, for no more than `stackSize` bytes, runs its body right
  /// there instead of handing it to another thread and waiting: reading an app's Swift files, the
  /// walk of each file's tree no longer costs two thread switches. A run nested inside such a body,
  /// and every bounded run (``run(stackSize:processorSeconds:_:)``, which must be able to give its
  /// body up), is handed on as before.
  ///
  /// Where the system refuses the threads, the iterations run on the calling thread (each run then
  /// takes a thread of its own).
  public static func concurrentPerform(
    iterations: Int, stackSize: Int = treeStackSize, _ body: @escaping @Sendable (Int) -> Void
  ) {
    guard iterations > 0 else { return }
    let next = IterationCounter(count: iterations)
    let width = min(iterations, max(1, ProcessInfo.processInfo.activeProcessorCount))
    // Each thread has `nearTop` more than the runs it makes in place ask for.
    let threadStack = stackSize + nearTop
    DispatchQueue.concurrentPerform(iterations: width) { _ in
      while true {
        // A thread whose iteration used its stack deeply stops (its worker ends, giving the pages
        // back), and a new one takes over.
        let ran = run(stackSize: threadStack) { () -> Bool in
          let probe = StackProbe()
          while let index = next.take() {
            inline(room: threadStack) { body(index) }
            if probe.wentDeeperThan(DeepStackWorkers.keptDepth) { return false }
          }
          return true
        }
        if ran == true { return }
        // No thread: this one takes its share.
        if ran == nil {
          while let index = next.take() { body(index) }
          return
        }
      }
    }
  }

  /// Runs `work` with the thread marked as a deep-stack thread of `room` bytes, barely used
  /// where the mark is set.
  private static func inline(room: Int, _ work: () -> Void) {
    guard let roomKey else { return drained(work) }
    var mark = RoomMark(room: room, base: 0)
    withUnsafeMutablePointer(to: &mark) { pointer in
      pointer.pointee.base = Int(bitPattern: pointer)
      pthread_setspecific(roomKey, pointer)
      drained(work)
      pthread_setspecific(roomKey, nil)
    }
  }

  /// Runs `work` in an autorelease pool of its own where there are such pools (Darwin), as a body
  /// handed to a worker is: what one iteration autoreleases is not kept until the loop ends.
  private static func drained(_ work: () -> Void) {
    #if canImport(ObjectiveC)
      autoreleasepool { work() }
    #else
      work()
    #endif
  }

  /// Takes the calling thread's mark, when it has room for `stackSize` bytes and the caller is
  /// still near the top of the iteration (within ``nearTop`` of where the mark was set): the
  /// caller then runs its body here (with the mark removed, so that runs nested in it are handed
  /// on) and puts the mark back with ``restoreRoom(_:)``.
  static func takeRoom(for stackSize: Int) -> UnsafeMutableRawPointer? {
    guard let roomKey, let mark = pthread_getspecific(roomKey) else { return nil }
    let value = mark.assumingMemoryBound(to: RoomMark.self).pointee
    var here = 0
    let depth = withUnsafeMutablePointer(to: &here) { value.base - Int(bitPattern: $0) }
    // The frames above the mark (the worker's, the loop's) come out of the margin too.
    guard value.room >= stackSize + nearTop, depth < nearTop - (64 << 10) else { return nil }
    pthread_setspecific(roomKey, nil)
    return mark
  }

  /// Puts back a mark ``takeRoom(for:)`` took.
  static func restoreRoom(_ mark: UnsafeMutableRawPointer) {
    guard let roomKey else { return }
    pthread_setspecific(roomKey, mark)
  }

  /// How much of its stack an iteration may have used for a run it makes to run in place: the
  /// run then has the rest.
  static let nearTop = 1 << 20

  /// The thread-specific mark of a deep-stack thread in an iteration (a ``RoomMark``); `nil`
  /// when the system gives no key (runs are then all handed on).
  private static let roomKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()
}

/// A deep-stack thread's stack size and where its iteration started on it.
private struct RoomMark {
  var room: Int
  var base: Int
}

/// The next iteration of a ``DeepStack/concurrentPerform(iterations:stackSize:_:)``, shared by
/// its threads.
private final class IterationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private let count: Int

  init(count: Int) { self.count = count }

  /// The next iteration not yet taken, or `nil` when all are.
  func take() -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
