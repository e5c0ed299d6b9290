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
