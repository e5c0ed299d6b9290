import Foundation

/// The elements one run may build from SwiftUI source, shared by every file it loads.
///
/// A body builds at most ``SwiftUIBodyReader/elementBudget`` elements per file, but views built in
/// one file expand views of others: twelve 300-byte files whose views each use the next one ten
/// times built 1.2 million elements (3.9 GB, 100 s, a 1 GB JSON tree) within the per-file budget
/// (issue 37). The run's pool bounds the whole run in proportion to the source read:
/// ``baseElements`` plus ``elementsPerByte`` per byte of Swift the run's view index holds. Real
/// apps stay far below it (IceCubes, 1 MB of SwiftUI source, builds about 87,000 elements where
/// the pool allows 4 million); what the pool cuts is marked on each scene it cut
/// (`swiftui.truncated`, naming the budget).
///
/// Readers take elements in chunks of ``chunk``, so files loaded at once on several threads share
/// the pool without one of them holding what the others need. Which scenes are cut once the pool
/// is spent depends on the order files ask; ``wasSpent`` says it happened, and
/// `TreeReader.load(paths:)` then reads the files again in order with a fresh pool
/// (``SwiftUILoader/restartedForOrderedCut()``), so that a run cuts the same every time.
public final class SwiftUIElementPool: @unchecked Sendable {
  /// Elements every run may build, whatever its size.
  public static let baseElements = 20_000
  /// Elements a run may build per byte of Swift source it reads.
  public static let elementsPerByte = 4
  /// Elements a reader takes from the pool at a time.
  static let chunk = 1_000

  /// The pool's size, for the message of what it cut.
  public var limit: Int {
    lock.lock()
    defer { lock.unlock() }
    return size
  }
  private var size: Int
  private var remaining: Int
  private var spent = false
  private let lock = NSLock()

  /// Whether a reader asked for more than the pool had left: something was cut.
  public var wasSpent: Bool {
    lock.lock()
    defer { lock.unlock() }
    return spent
  }

  /// A pool for a run that reads `bytes` of Swift source.
  public init(forSwiftBytes bytes: Int) {
    size = Self.adding(Self.baseElements, Self.allowance(forSwiftBytes: bytes))
    remaining = size
  }

  /// Takes up to `wanted` elements; fewer, or none, once the pool is spent.
  func take(_ wanted: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let granted = min(max(wanted, 0), remaining)
    if granted < wanted { spent = true }
    remaining -= granted
    return granted
  }

  /// Adds what `bytes` of Swift source allow, for a file read that the pool was not sized for.
  func deposit(forSwiftBytes bytes: Int) {
    let more = Self.allowance(forSwiftBytes: bytes)
    lock.lock()
    defer { lock.unlock() }
    size = Self.adding(size, more)
    remaining = Self.adding(remaining, more)
  }

  /// Gives back elements taken and not used.
  func giveBack(_ unused: Int) {
    guard unused > 0 else { return }
    lock.lock()
    defer { lock.unlock() }
    remaining = min(size, Self.adding(remaining, unused))
  }

  /// The elements `bytes` of Swift source allow, at most `Int.max`.
  private static func allowance(forSwiftBytes bytes: Int) -> Int {
    let (elements, overflow) = bytes.multipliedReportingOverflow(by: elementsPerByte)
    return overflow ? Int.max : elements
  }

  /// `a + b`, at most `Int.max`.
  private static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }
}
