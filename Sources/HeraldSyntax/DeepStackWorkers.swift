import Foundation

/// The deep-stack threads ``DeepStack`` runs bodies on, kept between runs.
///
/// A run used to start a thread and end it: on Linux that maps the stack, faults its pages in,
/// and unmaps it again (a TLB shoot-down on every processor), which cost about 5 % of indexing an
/// app's Swift files, a few files at a time. A worker that ends a body waits for the next one
/// instead, up to ``maximumIdle`` of them; a worker whose body overran its bound ends with it
/// (it runs at idle priority).
enum DeepStackWorkers {
  /// The most idle workers kept: two per processor, so that every thread of a parallel read finds
  /// one.
  static let maximumIdle = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)

  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [DeepStackWorker] = []

  /// An idle worker whose stack has at least `stackSize` bytes, or a new one; `nil` when the
  /// system refuses a thread.
  static func take(stackSize: Int) -> DeepStackWorker? {
    let reused: DeepStackWorker? = lock.withLock {
      guard let index = idle.lastIndex(where: { $0.stackSize >= stackSize }) else { return nil }
      return idle.remove(at: index)
    }
    return reused ?? DeepStackWorker.start(stackSize: stackSize)
  }

  /// Keeps `worker` for the next run; `false` when enough are kept already (it then ends).
  static func park(_ worker: DeepStackWorker) -> Bool {
    lock.withLock {
      guard idle.count < maximumIdle else { return false }
      idle.append(worker)
      return true
    }
  }
}

/// One deep-stack thread and the body it is given next.
final class DeepStackWorker: @unchecked Sendable {
  let stackSize: Int
  /// The thread, set once it is created (before any body is given).
  private(set) var thread: pthread_t?
  private let wake = DispatchSemaphore(value: 0)
  /// The body to run next; written before `wake` is signalled, read after.
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

  /// The thread's loop: run each body given; stay for the next unless the body overran or enough
  /// workers are idle.
  private func loop() {
    while true {
      wake.wait()
      guard let job else { return }
      self.job = nil
      job.run()
      if DeepStack.overran(job) || !DeepStackWorkers.park(self) { return }
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
