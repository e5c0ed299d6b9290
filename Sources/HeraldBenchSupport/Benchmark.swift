// What Herald's benchmark executables share: their errors, exit codes and statistics.
import Foundation

/// Why a benchmark stopped: a mistake in its arguments (exit 2) or a failed measurement (exit 1).
public enum BenchError: Error, CustomStringConvertible {
  /// A wrong argument; the message may be empty for `--help`.
  case usage(String)
  /// The measurement could not be made or its results did not agree.
  case failed(String)

  /// "error: MESSAGE".
  public var description: String {
    switch self {
    case .usage(let message), .failed(let message): message.isEmpty ? "" : "error: \(message)"
    }
  }
}

/// Runs a benchmark's main function. A `BenchError.usage` prints the usage line and exits with 2;
/// any other error is printed and exits with 1.
public func runBenchmark(name: String, usage: String, _ body: () throws -> Void) -> Never {
  do {
    try body()
    exit(0)
  } catch let error as BenchError {
    let message = error.description.isEmpty ? "" : "\(name): \(error)\n"
    switch error {
    case .usage:
      FileHandle.standardError.write(Data("\(message)usage: \(usage)\n".utf8))
      exit(2)
    case .failed:
      FileHandle.standardError.write(Data(message.utf8))
      exit(1)
    }
  } catch {
    FileHandle.standardError.write(Data("\(name): error: \(error)\n".utf8))
    exit(1)
  }
}

/// The middle value (the mean of the two middle values for an even count).
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A positive whole number given to `option`, or a usage error.
public func positiveInteger(_ text: String?, for option: String) throws -> Int {
  guard let text, let value = Int(text), value > 0 else {
    throw BenchError.usage("\(option) takes a positive whole number")
  }
  return value
}
