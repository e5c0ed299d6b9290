import Foundation
import HeraldSyntax
import Testing

/// A flag another thread waits on.
private final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var open = false

  var isOpen: Bool { lock.withLock { open } }
  func release() { lock.withLock { open = true } }
}

@Suite("work bounded in processor time")
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
}
