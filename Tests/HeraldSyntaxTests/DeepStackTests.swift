import Foundation
import Testing

@testable import HeraldSyntax

/// A flag another thread waits on.
private final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var open = false

  var isOpen: Bool { lock.withLock { open } }
  func release() { lock.withLock { open = true } }
}

@Suite("work bounded in processor time", .serialized)
struct DeepStackTests {
  @Test("a body that ends within its bound gives its result")
  func finishes() {
    guard case .finished(let value) = DeepStack.run(stackSize: 1 << 20, processorSeconds: 5, { 6 * 7 }) else {
      Issue.record("the body did not finish")
      return
    }
    #expect(value == 42)
  }

  @Test("a body that spins past its bound is given up at once and left to end on its own")
  func overruns() async throws {
    let gate = Gate()
    let ended = Gate()
    let clock = ContinuousClock()
    let start = clock.now
    // Were the bound not kept, the body would end after 20 s and the run would say it finished.
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { gate.release() }
    let result = DeepStack.run(stackSize: 1 << 20, processorSeconds: 0.2) { () -> Int in
      while !gate.isOpen {}
      ended.release()
      return 1
    }
    gate.release()
    guard case .overran = result else {
      Issue.record("the body was not given up: \(result)")
      return
    }
    #expect(clock.now - start < .seconds(5))
    // It ends at its own pace (it runs only when the processors are otherwise idle).
    var waited = 0
    while !ended.isOpen, waited < 600 {
      try await Task.sleep(for: .milliseconds(100))
      waited += 1
    }
    #expect(ended.isOpen)
  }

  @Test("threads are kept between runs, and one's earlier work does not count against a bounded run")
  func reusesThreads() {
    // Each body spins 0.15 s of its thread's processor time on a thread that, after the first run,
    // has already spun 0.4 s; a clock counting the thread's whole life would give the later runs up.
    #expect(DeepStack.run(stackSize: 1 << 20) { Self.spin(0.4) } != nil)
    for round in 0..<4 {
      guard case .finished = DeepStack.run(stackSize: 1 << 20, processorSeconds: 0.3, { Self.spin(0.15) }) else {
        Issue.record("round \(round) was given up")
        return
      }
    }
  }

  /// Spins until the calling thread has used `seconds` more of processor time.
  private static func spin(_ seconds: Double) -> Int {
    func used() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let end = used() + seconds
    var turns = 0
    while used() < end { turns &+= 1 }
    return turns
  }

  @Test("runs from many threads at once each get their own result")
  func parallelRuns() {
    let results = ConcurrentResults<Int>(count: 64)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      if let value = DeepStack.run(stackSize: 4 << 20, { index * index }) { results.set(index, value) }
    }
    #expect(results.values == (0..<64).map { $0 * $0 })
  }

  @Test(
    "a parallel loop on deep stacks runs every iteration once, a run it makes directly in place, and nested or bounded runs elsewhere"
  )
  func parallelLoop() {
    // For each iteration: whether its direct run stayed on its thread, a run nested in that one
    // moved, and a bounded run moved.
    let results = ConcurrentResults<[Bool]>(count: 200)
    DeepStack.concurrentPerform(iterations: 200, stackSize: 8 << 20) { index in
      let here = Self.threadID()
      let direct = DeepStack.run(stackSize: 4 << 20) { () -> [Bool] in
        let inner = Self.threadID()
        let nested = DeepStack.run(stackSize: 4 << 20) { Self.threadID() }
        return [inner == here, nested != inner]
      }
      var bounded = false
      if case .finished(let thread) = DeepStack.run(stackSize: 1 << 20, processorSeconds: 5, { Self.threadID() }) {
        bounded = thread != here
      }
      results.set(index, (direct ?? [false, false]) + [bounded])
    }
    let values = results.values
    #expect(values.count == 200)
    #expect(values.allSatisfy { $0 == [true, true, true] })
    // A run for more stack than the loop's threads have is handed on.
    let larger = ConcurrentResults<Bool>(count: 4)
    DeepStack.concurrentPerform(iterations: 4, stackSize: 1 << 20) { index in
      let here = Self.threadID()
      larger.set(index, DeepStack.run(stackSize: 8 << 20) { Self.threadID() } != here)
    }
    #expect(larger.values == [true, true, true, true])
  }

  /// The calling thread's identity.
  private static func threadID() -> UInt { id(pthread_self()) }

  @Test("a worker whose body used its stack deeply ends instead of waiting with those pages")
  func deepBodyEndsItsWorker() {
    // 24 MiB of stack in 1 KiB frames, on a 64 MiB stack: past the 16 MiB a kept worker may have used.
    let thread = DeepStack.run(stackSize: 64 << 20) { () -> UInt in
      _ = Self.descend(24 * 1024)
      return Self.threadID()
    }
    #expect(thread != nil)
    #expect(!DeepStackWorkers.idleThreads.contains { $0.map(Self.id) == thread })
  }

  @Test("a parallel loop whose iterations use their stack deeply still runs every iteration")
  func deepIterationInALoop() {
    let results = ConcurrentResults<UInt>(count: 8)
    DeepStack.concurrentPerform(iterations: 8, stackSize: 64 << 20) { index in
      if index < 2 { _ = Self.descend(24 * 1024) }
      results.set(index, Self.threadID())
    }
    // (A thread that ends may leave its identity to the next one made with the same stack, so
    // which threads are kept is not compared here; `deepBodyEndsItsWorker` does it for one run.)
    #expect(results.values.count == 8)
  }

  /// Uses about `levels` KiB of stack: 1 KiB frames, `levels` deep.
  @Sendable private static func descend(_ levels: Int) -> Int {
    var frame = [UInt8](repeating: 0, count: 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
      buffer.initialize(repeating: UInt8(truncatingIfNeeded: levels))
      frame.append(buffer[levels % 1024])
      return levels == 0 ? Int(frame[0]) : descend(levels - 1) &+ Int(buffer[0])
    }
  }

  private static func id(_ thread: pthread_t) -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: thread)
    #else
      thread
    #endif
  }
}
