import Foundation

/// One slot per iteration of a parallel loop, filled from any thread and read in index order once
/// the loop is done.
///
/// `DispatchQueue.concurrentPerform` runs its iterations on several threads; each iteration stores
/// its result at its own index, and the caller reads them all, in order, after the loop returns:
///
/// ```swift
/// let results = ConcurrentResults<Report>(count: files.count)
/// DispatchQueue.concurrentPerform(iterations: files.count) { index in
///   let done = results.set(index, audit(files[index]))
///   progress(done, files.count)
/// }
/// let reports = results.values  // in the order of `files`
/// ```
///
/// Every access takes a lock, so ``set(_:_:)`` may be called from any number of threads at once.
/// Each index must be written exactly once: writing one twice is a broken invariant and stops the
/// program. (The lock is an `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 and
/// the package supports macOS 13.)
public final class ConcurrentResults<Value>: @unchecked Sendable {
  // @unchecked: `slots` and `stored` are only touched while `lock` is held.
  private var slots: [Value?]
  private var stored = 0
  private let lock = NSLock()

  /// Makes `count` empty slots, for the indices `0..<count`.
  ///
  /// - Parameter count: The number of iterations.
  public init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// Stores the value of iteration `index`.
  ///
  /// - Parameters:
  ///   - index: The iteration, in `0..<count`; each is written once.
  ///   - value: Its result.
  /// - Returns: How many values are stored so far, this one included, for progress reports.
  @discardableResult
  public func set(_ index: Int, _ value: Value) -> Int {
    lock.lock()
    defer { lock.unlock() }
    precondition(slots[index] == nil, "ConcurrentResults: index \(index) written twice")
    slots[index] = value
    stored += 1
    return stored
  }

  /// The stored values in index order; a slot never written is left out.
  ///
  /// Read it after the loop that fills the slots has returned.
  public var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
