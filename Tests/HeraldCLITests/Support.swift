import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Runs the built `herald` binary as a user would.
struct Herald {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    /// Whether the process exited (rather than being ended by a signal: a trap or a crash).
    var exited = true
  }

  /// The directory of the test bundle, where SwiftPM also puts the `herald` executable.
  static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("herald").path

  static func run(_ arguments: String...) throws -> Run {
    try run(in: TestPaths.repository, arguments)
  }

  /// Runs `herald` with an argument list built at run time.
  static func run(_ arguments: [String]) throws -> Run {
    try run(in: TestPaths.repository, arguments)
  }

  /// Runs `herald` with `variables` added to its environment.
  static func run(environment variables: [String: String], _ arguments: String...) throws -> Run {
    try run(in: TestPaths.repository, arguments, environment: variables)
  }

  /// Runs `herald` with `directory` as its working directory.
  static func run(in directory: String, _ arguments: [String], environment variables: [String: String] = [:]) throws
    -> Run
  {
    try Subprocess.run(
      binary, arguments, environment: ProcessInfo.processInfo.environment.merging(variables) { $1 },
      directory: directory)
  }
}

extension Herald {
  /// The findings of a `herald audit … --format json` run, expecting it to have exited with 0.
  static func jsonFindings(_ run: Run) throws -> [JSONValue] {
    #expect(run.exited && run.status == 0, "\(run.errors.prefix(2000))")
    let report = try JSONReader.parse(Array(run.output.utf8), file: "report.json")
    return report["findings"]?.arrayValue ?? []
  }

  /// The findings of `rule` in a JSON report, each described by `describe` from its line, its kind
  /// (`violation`, `needs-review`) and the finding itself, in the report's order.
  static func findings(
    of rule: String, in run: Run, _ describe: (_ line: Int, _ kind: String, _ finding: JSONValue) -> String
  ) throws -> [String] {
    try jsonFindings(run).compactMap { finding in
      guard finding["ruleId"]?.stringValue == rule, let line = finding["line"]?.intValue,
        let kind = finding["kind"]?.stringValue
      else { return nil }
      return describe(line, kind, finding)
    }
  }
}

/// Runs a program to its end and collects what it printed, as both `herald` and Chromium are run.
enum Subprocess {
  /// Runs `executable` with `arguments`; ends it after `timeout` seconds when given.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
    timeout: Double? = nil
  ) throws -> Herald.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is drained on another thread: read one after the other, a command that fills
    // the standard-error pipe before closing standard output would wait forever.
    nonisolated(unsafe) var errorData = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      drained.signal()
    }
    let timer = DispatchWorkItem { process.terminate() }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer) }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    timer.cancel()
    return Herald.Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self), exited: process.terminationReason == .exit)
  }
}
