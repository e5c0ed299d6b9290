import Foundation
import HeraldTestSupport
import Testing

/// A Swift file swift-syntax's parser would not finish in reasonable time is given up after its
/// processor-time bound, reported with its line, and the run goes on with the other files.
@Suite("Swift parses bounded in processor time")
struct SwiftParseBoundTests {
  @Test("HERALD_SWIFT_PARSE_SECONDS sets the bound; past 32 parses still running, files are refused at once")
  func boundAndCap() throws {
    var files = ["Good.swift": "import UIKit\nclass RatingControl: UIView {}\n"]
    for index in 1...40 {
      files["Stall\(index).swift"] = "let x = " + String(repeating: "[a<", count: 30) + "\n"
    }
    let folder = try temporaryDirectory(files)
    let clock = ContinuousClock()
    let start = clock.now
    let run = try Herald.run(
      in: folder, ["source", ".", "--format", "json"], environment: ["HERALD_SWIFT_PARSE_SECONDS": "0.3"])
    #expect(clock.now - start < .seconds(30))
    #expect(run.exited && run.status == 2, "\(run.errors)")
    #expect(run.output.contains("RatingControl"))
    let overran = run.output.components(separatedBy: "more than 0.3 s of processor time").count - 1
    let busy = "earlier files that overran their bound are still running"
    let refused = run.output.components(separatedBy: busy).count - 1
    // Files read at the same time may each start while 31 are still running.
    #expect(overran >= 32 && refused >= 1 && overran + refused == 40, "\(run.output.prefix(3000))")
  }
}
