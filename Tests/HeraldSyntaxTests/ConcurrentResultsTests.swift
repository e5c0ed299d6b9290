import Foundation
import HeraldSyntax
import Testing

@Suite("ConcurrentResults")
struct ConcurrentResultsTests {
  @Test("values written from concurrentPerform come back in index order, each counted once")
  func concurrentWrites() {
    let count = 2_000
    let results = ConcurrentResults<String>(count: count)
    let counts = ConcurrentResults<Int>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      counts.set(index, results.set(index, "value \(index)"))
    }
    #expect(results.values == (0..<count).map { "value \($0)" })
    // Every write saw a different number of values stored so far: 1 to count, each once.
    #expect(counts.values.sorted() == Array(1...count))
  }

  @Test("a slot never written is left out of the values")
  func unwrittenSlots() {
    let results = ConcurrentResults<Int>(count: 3)
    #expect(results.set(2, 20) == 1)
    #expect(results.set(0, 0) == 2)
    #expect(results.values == [0, 20])
  }
}
