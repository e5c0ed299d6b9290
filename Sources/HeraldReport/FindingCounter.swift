/// Numbers the findings of the page in order, for their ids (`f-1`, `f-2`, …).
struct FindingCounter {
  private(set) var next = 1

  /// Counts `count` findings as written.
  mutating func advance(by count: Int) { next += count }
}
