import CustomDump
import Foundation
import HeraldAnnouncer
import HeraldICU
import HeraldTestSupport
import HeraldTree
import Testing

/// The fixtures and golden files of these tests (the shared paths are in HeraldTestSupport).
extension TestPaths {
  /// `Tests/HeraldAnnouncerTests/Fixtures/announcer-scenes.json`: scenes written for these tests.
  static let scenes = "Tests/HeraldAnnouncerTests/Fixtures/announcer-scenes.json"

  /// `Tests/HeraldAnnouncerTests/Golden`.
  static let golden = tests("HeraldAnnouncerTests") + "/Golden"
}

/// Loads `path` (relative to the repository) under that relative name, so that transcripts and
/// their locations do not depend on where the repository is.
func loadTree(_ path: String) throws -> ControlTree {
  let absolute = path.hasPrefix("/") ? path : TestPaths.repository + "/" + path
  let bytes = try #require(FileManager.default.contents(atPath: absolute), "cannot read \(absolute)")
  return try TreeReader().load(Array(bytes), file: path)
}

/// An announcer for `locale` with the built-in component models.
func announcer(_ locale: String, _ profile: ProfileName = .voiceover) throws -> Announcer {
  try Announcer(locale: LanguageTag(locale), profile: profile)
}

/// A simulator on the scene `id` of the test scenes.
func simulator(_ locale: String, scene id: String = "seed-000") throws -> Simulator {
  let tree = try loadTree(TestPaths.scenes)
  let scene = try #require(tree.scenes.first { $0.id == id })
  return try Simulator(announcer: announcer(locale), scene: scene)
}

/// Compares `actual` with the golden file `name`, or rewrites the file when the environment sets
/// `HERALD_UPDATE_GOLDEN=1` (`make golden`). Review rewritten files as diffs before committing.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let path = TestPaths.golden + "/" + name
  if ProcessInfo.processInfo.environment["HERALD_UPDATE_GOLDEN"] == "1" {
    try actual.write(toFile: path, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
    Issue.record(
      "golden file \(name) is missing; run `make golden` to write it, then review it", sourceLocation: sourceLocation)
    return
  }
  expectNoDifference(actual, expected, "golden file \(name) differs; if the change is intended run `make golden`")
}
