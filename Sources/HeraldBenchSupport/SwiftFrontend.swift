import Foundation

/// The Swift compiler's frontend, `swift-frontend` on `PATH` beside `swiftc` as the toolchain
/// installs it: the floor the Swift benchmarks measure Herald's parsing against.
public func swiftFrontend() throws -> String {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let candidate = "\(directory)/swift-frontend"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  throw BenchError.failed("swift-frontend is not on PATH (it ships with the Swift toolchain, beside swiftc)")
}

/// Runs `swift-frontend -parse` over `files` (the floor) and each of `measured` in turn, `runs`
/// times after one warm-up parse, and prints each median in milliseconds and as a ratio of the
/// floor's, as the Swift benchmarks' tables show them.
///
/// - Returns: The medians in seconds, the floor's first, then `measured`'s in order.
public func measureAgainstSwiftParse(
  _ files: [String], runs: Int, _ measured: [(name: String, body: () -> Void)]
) throws -> [Double] {
  let frontend = try swiftFrontend()
  var floor: [Double] = []
  var times = Array(repeating: [Double](), count: measured.count)
  _ = try spawn([frontend, "-frontend", "-parse"] + files)  // warm the page cache for both
  for _ in 0..<runs {
    for (index, entry) in measured.enumerated() { times[index].append(seconds(entry.body)) }
    floor.append(try seconds { _ = try spawn([frontend, "-frontend", "-parse"] + files) })
  }
  let floorMedian = median(floor)
  let rows =
    [("swiftc -frontend -parse, one process (floor)", floor)] + zip(measured.map(\.name), times).map { ($0, $1) }
  for (name, values) in rows {
    let milliseconds = String(format: "%8.2f ms", median(values) * 1000)
    let ratio = String(format: "%5.2f×", median(values) / floorMedian)
    print("  \(name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(milliseconds)   \(ratio) the floor")
  }
  return [floorMedian] + times.map(median)
}
