import Foundation
import HeraldProject
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Herald's reading of every Xcode project in `../shared/corpus/apps` against an independent
/// reader: Python's `pbxproj` package from PyPI (`scripts/fetch-pbxproj.sh`, run by `make test`),
/// through `scripts/pbxproj-reference.py`, which resolves member files by the same definitions.
@Suite("project.pbxproj read as Python's pbxproj reads it", .requires(.appsCorpus))
struct PbxprojConformanceTests {
  /// The reference's JSON for the apps corpus.
  static func reference() throws -> JSONValue {
    let library = TestPaths.repository + "/.build/pbxproj"
    guard FileManager.default.fileExists(atPath: library + "/version") else {
      throw Failure("Python's pbxproj is not installed at \(library): run scripts/fetch-pbxproj.sh (make test does)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", TestPaths.repository + "/scripts/pbxproj-reference.py", TestPaths.appsCorpus]
    process.environment = ["PYTHONPATH": library, "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure("pbxproj-reference.py exited \(process.terminationStatus)")
    }
    return try JSONReader.parse([UInt8](data), file: "reference.json")
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// One target as both readers give it: name, product type identifier and member files.
  struct Target: Hashable, CustomStringConvertible {
    var name: String
    var productType: String
    var files: [String]
    var description: String { "\(name) (\(productType), \(files.count) files)" }
  }

  @Test("Targets, product types, member files and known regions agree for every project of the corpus")
  func agree() throws {
    let reference = try Self.reference()
    let corpus = ProjectPath.normalize(TestPaths.appsCorpus)
    let projects = try #require(reference["projects"]?.arrayValue)
    #expect(projects.count >= 15, "the reference read only \(projects.count) projects")
    var loaded: [String: AppProject] = [:]
    for project in projects {
      let path = try #require(project["path"]?.stringValue)
      #expect(project["error"] == nil, "\(path): the reference could not read it")
      let app = String(path.split(separator: "/")[0])
      if loaded[app] == nil { loaded[app] = ProjectLoader().load(root: corpus + "/" + app) }
      let ours = try #require(
        loaded[app]?.xcodeProjects.first { ProjectPath.relative($0.path, to: corpus) == path },
        "\(path): Herald did not read it (\(loaded[app]?.problems.map(\.description) ?? []))")
      #expect(ours.developmentRegion == project["developmentRegion"]?.stringValue, "\(path)")
      #expect(
        ours.knownRegions.sorted() == (project["knownRegions"]?.arrayValue ?? []).compactMap(\.stringValue),
        "\(path)")
      let expected = (project["targets"]?.arrayValue ?? []).map { target in
        Target(
          name: target["name"]?.stringValue ?? "", productType: target["productType"]?.stringValue ?? "",
          files: (target["files"]?.arrayValue ?? []).compactMap(\.stringValue))
      }
      let actual = ours.targets.sorted { $0.name < $1.name }.map { target in
        Target(
          name: target.name, productType: target.productIdentifier ?? "",
          files: target.files.map { ProjectPath.relative($0, to: corpus) }.filter {
            !$0.hasPrefix("/") && !$0.hasPrefix("..")
          })
      }
      #expect(actual.map(\.name) == expected.map(\.name), "\(path)")
      for (mine, theirs) in zip(actual, expected) {
        #expect(mine.productType == theirs.productType, "\(path) \(mine.name)")
        let missing = Set(theirs.files).subtracting(mine.files).sorted()
        let extra = Set(mine.files).subtracting(theirs.files).sorted()
        #expect(
          missing.isEmpty && extra.isEmpty,
          "\(path) \(mine.name): missing \(missing.prefix(5)) (\(missing.count)), extra \(extra.prefix(5)) (\(extra.count))"
        )
      }
    }
  }
}
