import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// A Swift file that exhausts Herald's memory or ends it by a signal is reported as not read, and
/// the run goes on with the other files: commands that read Swift run in a supervised worker.
@Suite("Supervised workers")
struct SupervisorTests {
  /// Swift the parser needs seconds and tens of MiB for (a debug build parses about 150 KB a second).
  static func slowSwift(lines: Int) -> String {
    (0..<lines).map { "func f\($0)() { g(a, b, c); h(x: 1, y: 2) }\n" }.joined()
  }

  @Test("A parse that passes the memory bound is stopped and reported with the bound; the other inputs are read")
  func memoryBound() throws {
    let storyboard = try String(
      contentsOfFile: TestPaths.repository + "/Examples/FoodTracker/Main.storyboard", encoding: .utf8)
    let heavy = "import SwiftUI\n" + Self.slowSwift(lines: 8_000)
    let folder = try temporaryDirectory(["Heavy.swift": heavy, "Main.storyboard": storyboard])
    let bound = Supervisor.memoryLimit(swiftBytes: heavy.utf8.count, baseMiB: 1)
    // A base of 1 MiB: the bound (1 MiB plus 64 bytes per byte of Swift) is below what the worker
    // uses as soon as the parse starts.
    let run = try Herald.run(in: folder, ["tree", ".", "--format", "json"], environment: ["HERALD_MEMORY_MB": "1"])
    #expect(run.exited && run.status == 2, "\(run.errors)")
    let warning = "Heavy.swift:1:1: error: was not read: while it was being parsed, Herald's memory passed its bound"
    #expect(run.errors.contains("\(warning) of \(bound) MiB"), "\(run.errors)")
    #expect(run.output.contains("Main.storyboard") && run.output.contains("RatingControl"), "\(run.output.prefix(500))")
    #expect(run.errors.components(separatedBy: "was not read").count == 2, "reported once: \(run.errors)")
  }

  @Test("A worker ended by a signal while parsing one file reads the others again without it")
  func signalWhileParsing() throws {
    let folder = try temporaryDirectory([
      "Slow.swift": Self.slowSwift(lines: 25_000),
      "Good.swift": "import UIKit\nclass RatingControl: UIView {}\n",
    ])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Herald.binary)
    process.arguments = ["source", ".", "--format", "json"]
    process.environment = ProcessInfo.processInfo.environment.merging(["HERALD_SWIFT_PARSE_SECONDS": "120"]) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Good.swift is parsed within a second; then only Slow.swift is in flight. SIGKILL is what the
    // system's out-of-memory killer sends (a refused allocation ends a worker by SIGABRT or SIGTRAP).
    let worker = try #require(Self.child(of: process.processIdentifier, within: 10))
    Thread.sleep(forTimeInterval: 2)
    kill(worker, SIGKILL)
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let warned = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: warned, as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(text)")
    let warning = "Slow.swift:1:1: warning: was not read: Herald ended by SIGKILL while it was being parsed"
    #expect(text.contains(warning), "\(text)")
    #expect(String(decoding: printed, as: UTF8.self).contains("RatingControl"))
  }

  @Test("A worker ended by a signal outside any Swift parse is an error naming the signal, not a signal")
  func signalOutsideParses() throws {
    let folder = try temporaryDirectory([:])
    let words = Array(repeating: "three stars set", count: 3_000).joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Herald.binary)
    process.arguments = ["speak", words, "-o", folder + "/long.wav"]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let worker = try #require(Self.child(of: process.processIdentifier, within: 10))
    Thread.sleep(forTimeInterval: 0.5)
    kill(worker, SIGKILL)
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(text)")
    #expect(text.contains("herald: error: Herald ended by SIGKILL"), "\(text)")
    #expect(text.contains("while no Swift file was being parsed; the command did not finish"), "\(text)")
  }

  @Test("Standard error closed (2>&-) or shared with standard output (2>&1): the output is all there, in order")
  func closedAndSharedOutputs() throws {
    let closed = try Subprocess.run(
      "/bin/bash", ["-c", "'\(Herald.binary)' source Examples/StarRating --format json 2>&-"],
      directory: TestPaths.repository)
    #expect(closed.exited && closed.status == 0 && closed.output.contains("\"types\""), "\(closed.errors)")
    let shared = try Subprocess.run(
      "/bin/bash", ["-c", "'\(Herald.binary)' tree Examples/FoodTracker/Main.storyboard nope.storyboard 2>&1"],
      directory: TestPaths.repository)
    let error = try #require(shared.output.range(of: "nope.storyboard: error"))
    let summary = try #require(shared.output.range(of: "1 of 2 inputs failed"))
    #expect(shared.output.contains("RatingControl") && error.lowerBound < summary.lowerBound, "\(shared.output)")
  }

  @Test("A hang-up the caller ignores (nohup) stays ignored by the supervisor and its worker")
  func ignoredHangUp() throws {
    let folder = try temporaryDirectory(["Slow.swift": Self.slowSwift(lines: 6_000)])
    let script = """
      trap '' HUP
      '\(Herald.binary)' source . --format json > /dev/null 2>&1 &
      pid=$!
      sleep 0.5
      kill -HUP $pid
      pkill -HUP -P $pid
      wait $pid
      echo "status=$?"
      """
    let run = try Subprocess.run("/bin/bash", ["-c", script], directory: folder)
    #expect(run.output.contains("status=0") || run.output.contains("status=2"), "\(run.output) \(run.errors)")
  }

  @Test("Terminating the supervisor ends its worker: no worker is left running")
  func terminationIsPassedOn() throws {
    let folder = try temporaryDirectory(["Slow.swift": Self.slowSwift(lines: 25_000)])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Herald.binary)
    process.arguments = ["source", ".", "--format", "json"]
    process.environment = ProcessInfo.processInfo.environment.merging(["HERALD_SWIFT_PARSE_SECONDS": "120"]) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let worker = try #require(Self.child(of: process.processIdentifier, within: 10))
    process.terminate()
    process.waitUntilExit()
    #expect(
      process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM,
      "\(process.terminationReason.rawValue) \(process.terminationStatus)")
    var gone = false
    for _ in 0..<100 where !gone {
      gone = kill(worker, 0) != 0 || Self.isZombie(worker)
      if !gone { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(gone, "worker \(worker) still runs")
  }

  @Test("Messages carry any path on one line; the files an attempt leaves unread carry their reasons")
  func messagesAndSkips() throws {
    let path = "odd\tname\\with\nline.swift"
    for message in [
      ParseWatchMessage.began(path: path, bytes: 12), .overran(path: path), .ended(path: path),
    ] {
      let line = message.line
      #expect(line.filter { $0 == "\n" }.count == 1 && line.hasSuffix("\n"))
      #expect(ParseWatchMessage(line: line.dropLast()) == message)
    }
    #expect(ParseWatchMessage(line: "began\tmany\tx.swift") == nil)
    #expect(ParseWatchMessage(line: "started\tx.swift") == nil)
    #expect(Supervisor.memoryLimit(swiftBytes: 0, baseMiB: 768) == 768)
    #expect(Supervisor.memoryLimit(swiftBytes: 3 << 20, baseMiB: 768) == 768 + 192)
    #expect(Supervisor.memoryLimit(swiftBytes: 1 << 19, baseMiB: 1) == 33)
    #expect(ParseStop.memory(limitMiB: 800).notReadMessage.contains("800 MiB"))
    #expect(ParseStop.signal(SIGABRT).notReadMessage.contains("SIGABRT"))
  }

  /// The process whose parent is `parent`, waiting up to `seconds` for it to start.
  static func child(of parent: pid_t, within seconds: Double) -> pid_t? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let pid = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, fields[1] == "\(parent)" { return pid }
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// Whether `pid` has ended and waits to be reaped.
  static func isZombie(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }
}
