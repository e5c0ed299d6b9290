import Foundation
import HeraldTestSupport
import Testing

/// The GitHub Action's steps (`scripts/github-action-setup.sh` and `scripts/github-action.sh`, run by
/// `action.yml`) with the built herald.
@Suite("The GitHub Action")
struct GitHubActionTests {
  static let script = TestPaths.repository + "/scripts/github-action.sh"
  static let setupScript = TestPaths.repository + "/scripts/github-action-setup.sh"

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

  @Test("The setup step unpacks a release tarball and names its herald; a missing or broken one is an error")
  func setupFromTarball() throws {
    // A tarball laid out as `make dist` lays it out, whose runtime package is one every Debian has
    // (so nothing is installed here); dist-check.sh runs the real tarball in a clean Debian 12 root.
    let directory = try temporaryDirectory(
      [
        "herald-0.1.0-linux-x86_64/bin/herald": "#!/bin/sh\necho herald 0.1.0\n",
        "herald-0.1.0-linux-x86_64/share/doc/herald/RUNTIME": "libc6\n", "broken.tar.gz": "not a tarball",
      ], prefix: "herald-action-setup")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let packed = try Subprocess.run(
      "/usr/bin/env",
      [
        "sh", "-c", "chmod +x herald-0.1.0-linux-x86_64/bin/herald && tar -czf herald.tar.gz herald-0.1.0-linux-x86_64",
      ],
      directory: directory)
    #expect(packed.status == 0, "\(packed.errors)")
    func setup(_ tarball: String) throws -> Herald.Run {
      var environment = ProcessInfo.processInfo.environment
      environment["HERALD_TARBALL"] = tarball
      environment["RUNNER_TEMP"] = directory + "/runner"
      environment["GITHUB_OUTPUT"] = directory + "/output"
      return try Subprocess.run(
        "/usr/bin/env", ["bash", Self.setupScript], environment: environment, directory: directory)
    }
    let unpacked = try setup(directory + "/herald.tar.gz")
    #expect(unpacked.status == 0, "\(unpacked.errors)")
    let herald = directory + "/runner/herald/bin/herald"
    #expect(unpacked.output == "herald=\(herald)\n")
    #expect(try String(contentsOfFile: directory + "/output", encoding: .utf8) == "herald=\(herald)\n")
    #expect(try Subprocess.run(herald, []).output == "herald 0.1.0\n")
    let missing = try setup(directory + "/nothing.tar.gz")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("::error title=herald::no tarball at \(directory)/nothing.tar.gz"))
    let broken = try setup(directory + "/broken.tar.gz")
    #expect(broken.status == 1)
    #expect(broken.errors.contains("is not a herald tarball"))
  }

  @Test("action.yml gets Herald with the setup script, runs the step script and hands them every input")
  func actionFile() throws {
    let action = try String(contentsOfFile: TestPaths.repository + "/action.yml", encoding: .utf8)
    #expect(action.contains("using: composite"))
    #expect(action.contains("$GITHUB_ACTION_PATH/scripts/github-action-setup.sh"))
    #expect(action.contains("HERALD_TARBALL: ${{ inputs.herald-tarball }}"))
    #expect(action.contains("HERALD: ${{ steps.setup.outputs.herald }}"))
    #expect(action.contains("$GITHUB_ACTION_PATH/scripts/github-action.sh"))
    let script = try String(contentsOfFile: Self.script, encoding: .utf8)
    for variable in ["HERALD", "HERALD_PATH", "HERALD_FAIL_ON", "HERALD_SARIF", "HERALD_ARGS"] {
      #expect(action.contains("\(variable): ${{"), "action.yml sets \(variable)")
      #expect(script.contains(variable), "the script reads \(variable)")
    }
  }
}
