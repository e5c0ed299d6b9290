import Foundation

/// The deep-stack threads ``DeepStack`` runs bodies on, kept between runs.
///
/// A run used to start a thread and end it: on Linux that maps the stack, faults its pages in,
/// and unmaps it again (a TLB shoot-down on every processor), which cost about 5 % of indexing an
/// app's Swift files. A worker that ends a body waits for the next one instead, up to
/// ``maximumIdle`` of them, the larger stacks kept first. A worker ends instead when its body
/// overran its bound (it runs at idle priority), or when the body used its stack deeper than
/// ``keptDepth`` (the pages it touched stay in memory while a thread lives).
enum DeepStackWorkers {
  /// The most idle workers kept: two per processor, so that every thread of a parallel read finds
  /// one.
  static let maximumIdle = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)

  /// The deepest a body may have used its stack for its worker to be kept: a walk of a Swift file
  /// or an Interface Builder document uses a few hundred kilobytes; only inputs nested thousands
  /// of levels deep go past this.
  static let keptDepth = 16 << 20

  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [DeepStackWorker] = []

  /// The threads of the idle workers (for tests).
  static var idleThreads: [pthread_t?] { lock.withLock { idle.map(\.thread) } }

  /// An idle worker whose stack has at least `stackSize` bytes, or a new one; `nil` when the
  /// system refuses a thread.
  static func take(stackSize: Int) -> DeepStackWorker? {
    let reused: DeepStackWorker? = lock.withLock {
      guard let index = idle.lastIndex(where: { $0.stackSize >= stackSize }) else { return nil }
      return idle.remove(at: index)
    }
    return reused ?? DeepStackWorker.start(stackSize: stackSize)
  }

  /// Keeps `worker` for the next run; `false` when enough workers with as large a stack are kept
  /// (it then ends). A worker with a smaller stack makes room for it, and ends.
  static func park(_ worker: DeepStackWorker) -> Bool {
    var evicted: DeepStackWorker?
    let kept = lock.withLock { () -> Bool in
      if idle.count >= maximumIdle {
        guard let smallest = idle.indices.min(by: { idle[$0].stackSize < idle[$1].stackSize }),
          idle[smallest].stackSize < worker.stackSize
        else { return false }
        evicted = idle.remove(at: smallest)
      }
      idle.append(worker)
      return true
    }
    evicted?.retire()
    return kept
  }
}

/// One deep-stack thread and the body it is given next.
final class DeepStackWorker: @unchecked Sendable {
  let stackSize: Int
  /// The thread, set once it is created (before any body is given).
  private(set) var thread: pthread_t?
  private let wake = DispatchSemaphore(value: 0)
  /// The body to run next, `nil` to end; written before `wake` is signalled, read after.
  private var job: AnyResultBox?

  private init(stackSize: Int) { self.stackSize = stackSize }

  /// Starts a worker thread with `stackSize` bytes of stack.
  static func start(stackSize: Int) -> DeepStackWorker? {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let worker = DeepStackWorker(stackSize: stackSize)
    let context = Unmanaged.passRetained(worker).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    guard pthread_create(&thread, &attributes, DeepStackWorker.entry, context) == 0 else {
      Unmanaged<DeepStackWorker>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      // Set when `pthread_create` succeeds.
      guard let thread else { return nil }
    #endif
    // No one joins a worker: it ends on its own.
    pthread_detach(thread)
    worker.thread = thread
    return worker
  }

  /// Hands `job` to the worker, which runs it and signals its box when it ends.
  func run(_ job: AnyResultBox) {
    self.job = job
    wake.signal()
  }

  /// Ends an idle worker.
  fileprivate func retire() {
    job = nil
    wake.signal()
  }

  /// The thread's loop: run each body given, and stay for the next unless the body overran, used
  /// the stack deeply, or enough workers are idle. The worker is parked before the body's caller
  /// is told it ended, so that the caller's next run finds it.
  private func loop() {
    let stack = StackProbe()
    while true {
      wake.wait()
      guard let job else { return }
      self.job = nil
      var kept = false
      func run() {
        job.run { overran in
          kept = !overran && !stack.wentDeeperThan(DeepStackWorkers.keptDepth) && DeepStackWorkers.park(self)
        }
      }
      #if canImport(ObjectiveC)
        // A raw thread has no autorelease pool of its own that empties between bodies.
        autoreleasepool { run() }
      #else
        run()
      #endif
      if !kept { return }
    }
  }

  #if canImport(Darwin)
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
      Unmanaged<DeepStackWorker>.fromOpaque(context).takeRetainedValue().loop()
      return nil
    }
  #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      guard let context else { return nil }
      Unmanaged<DeepStackWorker>.fromOpaque(context).takeRetainedValue().loop()
      return nil
    }
  #endif
}

/// Whether the calling thread has used its stack deeper than a depth since the probe was made:
/// whether the page that deep below the probe is in memory (`mincore`).
struct StackProbe {
  /// The address where the thread's stack starts (its highest: stacks grow down).
  private let top: Int

  init() {
    var marker = 0
    top = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
  }

  func wentDeeperThan(_ depth: Int) -> Bool {
    let pageSize = Int(truncatingIfNeeded: getpagesize())
    guard pageSize > 0, top > depth + pageSize else { return false }
    let page = (top - depth) & ~(pageSize - 1)
    guard let address = UnsafeMutableRawPointer(bitPattern: page) else { return false }
    // A page of the stack's mapping not yet touched is not resident; `mincore` fails (ENOMEM)
    // on an address outside any mapping, which a stack this deep was never given.
    #if canImport(Darwin)
      var resident: CChar = 0
    #else
      var resident: UInt8 = 0
    #endif
    return mincore(address, pageSize, &resident) == 0 && resident & 1 == 1
  }
}
