import Foundation
import HeraldFuzz
import HeraldTestSupport
import Testing

/// Every input fuzzing once crashed or stalled Herald on, kept under `Tests/Fuzz/Regressions/<target>/`,
/// replayed through its target's harness: a regression traps the test process or stalls it.
@Suite struct RegressionReplayTests {
  static let regressions = TestPaths.repository + "/Tests/Fuzz/Regressions"
  static let seeds = TestPaths.repository + "/Tests/Fuzz/Seeds"

  /// The files of `folder/<target>`, sorted.
  static func files(in folder: String, target: FuzzTarget) -> [String] {
    let directory = "\(folder)/\(target.rawValue)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.sorted().map { "\(directory)/\($0)" }
  }

  @Test("every regression folder is named after a target", arguments: [regressions, seeds])
  func foldersNameTargets(folder: String) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let unknown = names.filter { FuzzTarget(rawValue: $0) == nil }
    #expect(unknown.isEmpty, "not fuzz targets: \(unknown)")
  }

  @Test("every target has seeds")
  func everyTargetHasSeeds() {
    let empty = FuzzTarget.allCases.filter { Self.files(in: Self.seeds, target: $0).isEmpty }
    #expect(empty.isEmpty, "no seeds under Tests/Fuzz/Seeds for \(empty.map(\.rawValue))")
  }

  @Test("the regressions and seeds replay without trapping", arguments: FuzzTarget.allCases)
  func replay(target: FuzzTarget) throws {
    let files = Self.files(in: Self.regressions, target: target) + Self.files(in: Self.seeds, target: target)
    for file in files {
      let data = try #require(FileManager.default.contents(atPath: file), "cannot read \(file)")
      let clock = ContinuousClock()
      let elapsed = clock.measure { target.run(Array(data)) }
      #expect(elapsed < .seconds(10), "\(file) took \(elapsed)")
    }
  }
}
