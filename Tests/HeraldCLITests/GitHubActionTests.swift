import Foundation
import HeraldTestSupport
import Testing

/// The GitHub Action's step (`scripts/github-action.sh`, run by `action.yml`) with the built herald.
@Suite("The GitHub Action")
struct GitHubActionTests {
  static let script = TestPaths.repository + "/scripts/github-action.sh"

  @Test("Annotations, a job summary and SARIF on the Rating example; the step fails on its errors")
  func step() throws {
    let directory = try temporaryDirectory(["summary.md": "## Earlier step\n"], prefix: "herald-action")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment["HERALD"] = Herald.binary
    environment["HERALD_PATH"] = "Examples/Rating"
    environment["HERALD_SARIF"] = directory + "/herald.sarif"
    environment["GITHUB_STEP_SUMMARY"] = directory + "/summary.md"
    let run = try Subprocess.run(
      "/usr/bin/env", ["bash", Self.script], environment: environment, directory: TestPaths.repository)
    #expect(run.status == 1, "error-level violations fail the step: \(run.errors)")
    let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 6)
    let summary = try String(contentsOfFile: directory + "/summary.md", encoding: .utf8)
    #expect(summary.hasPrefix("## Earlier step\n## Herald accessibility audit\n"), "appended, not replaced")
    #expect(summary.contains("| `image-button-missing-label` | 5 | 0 | 0 | 0 |"))
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/herald.sarif")))
        as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")

    environment["HERALD_FAIL_ON"] = "never"
    environment["HERALD_ARGS"] = "--only image-button-missing-label"
    let passing = try Subprocess.run(
      "/usr/bin/env", ["bash", Self.script], environment: environment, directory: TestPaths.repository)
    #expect(passing.status == 0, "\(passing.errors)")
    #expect(passing.output.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 5)
  }

  @Test("action.yml runs the script and hands it every input")
  func actionFile() throws {
    let action = try String(contentsOfFile: TestPaths.repository + "/action.yml", encoding: .utf8)
    #expect(action.contains("using: composite"))
    #expect(action.contains("$GITHUB_ACTION_PATH/scripts/github-action.sh"))
    let script = try String(contentsOfFile: Self.script, encoding: .utf8)
    for variable in ["HERALD", "HERALD_PATH", "HERALD_FAIL_ON", "HERALD_SARIF", "HERALD_ARGS"] {
      #expect(action.contains("\(variable): ${{"), "action.yml sets \(variable)")
      #expect(script.contains(variable), "the script reads \(variable)")
    }
  }
}
