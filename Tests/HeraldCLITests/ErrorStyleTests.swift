import Foundation
import HeraldTestSupport
import Testing

/// One error style across commands: usage errors exit 2, every diagnostic line starts with
/// `herald:`, a missing file is reported in one shape, counts agree in number.
@Suite("herald's error style")
struct ErrorStyleTests {
  @Test(
    "A bad option value is a usage error: exit 2, `herald: error:` first",
    arguments: [
      ["audit", "--format", "nope", "x"],
      ["tree", "--format", "nope", "x"],
      ["announce", "--profile"],
      ["strings", "convert", "x.strings", "--to", "nope"],
      ["audit", "--no-such-option", "x"],
    ])
  func usageErrors(arguments: [String]) throws {
    let run = try Herald.run(in: TestPaths.repository, arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("herald: error: "))
    #expect(!run.errors.contains("Error: "))
  }

  @Test("Help and version still exit 0 on standard output")
  func help() throws {
    let help = try Herald.run("audit", "--help")
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: herald audit"))
    let version = try Herald.run("--version")
    #expect(version.status == 0)
    #expect(!version.output.isEmpty)
  }

  @Test(
    "A missing input is reported in one shape by every command that reads inputs",
    arguments: [
      ["tree", "missing.storyboard"],
      ["announce", "missing.storyboard"],
      ["simulate", "missing.storyboard", "--actions", "next"],
      ["strings", "convert", "missing.strings", "--to", "xliff"],
      ["audit", "missing.storyboard", "--format", "json"],
    ])
  func missingFile(arguments: [String]) throws {
    let run = try Herald.run(in: TestPaths.repository, arguments)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "herald: missing.\(arguments[0] == "strings" ? "strings" : "storyboard"): error: cannot read the file: no such file or directory\n"
      ))
    for line in run.errors.split(separator: "\n") { #expect(line.hasPrefix("herald: ")) }
  }

  @Test("A missing configuration file, rule pack and component model name the file in the same words")
  func missingSetupFiles() throws {
    for arguments in [
      ["audit", "Examples/Rating", "--config", "missing.yml"],
      ["audit", "Examples/Rating", "--rules", "missing.yml"],
      ["audit", "Examples/Rating", "--components", "missing.yml"],
      ["announce", "Examples/Rating", "--components", "missing.yml"],
    ] {
      let run = try Herald.run(in: TestPaths.repository, arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.errors == "herald: missing.yml: error: cannot read the file: no such file or directory\n", "\(arguments)")
    }
  }

  @Test("--only with an unknown rule prints one error line")
  func unknownRule() throws {
    let run = try Herald.run("audit", "Examples/Rating", "--only", "labl")
    #expect(run.status == 2)
    #expect(run.errors == "herald: error: unknown rule \"labl\" (`herald rules list` lists the rules)\n")
  }

  @Test("strings check on one bad file counts 1 error, not 1 errors")
  func oneError() throws {
    let directory = try temporaryDirectory(["Bad.strings": "\"key\" = \"unterminated;\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run(in: directory, ["strings", "check", "Bad.strings"])
    #expect(run.status == 2)
    #expect(run.output.hasSuffix("1 error, 0 warnings, 0 notes in 0 files\n"))
    #expect(!run.output.contains("1 errors"))
  }

  @Test("An error that names no file is not prefixed twice")
  func noDoubledPrefix() throws {
    let run = try Herald.run("format", "rating.vlaue", "--locale", "ru", "count=3")
    #expect(run.status == 2)
    #expect(
      run.errors
        == "herald: error: no message 'rating.vlaue' for locale ru (looked in ru, en); did you mean 'rating.value'?\n")
  }
}

@Suite("Input errors keep their location in every report")
struct InputErrorLocationTests {
  static let archive = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
    </archive>
    """

  @Test("A refused pre-Xcode 5 archive names its file, at line 1, in SARIF, checkstyle, GitHub and JSON")
  func refusedArchive() throws {
    let directory = try temporaryDirectory(["Old.xib": Self.archive])
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let sarif = try Herald.run(in: directory, ["audit", ".", "--format", "sarif"])
    #expect(sarif.status == 2)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let run = try #require((document["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    let physical = try #require(
      ((notification["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Old.xib")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
    let message = try #require((notification["message"] as? [String: Any])?["text"] as? String)
    #expect(message.hasPrefix("unsupported format: "))

    let checkstyle = try Herald.run(in: directory, ["audit", ".", "--format", "checkstyle"])
    #expect(checkstyle.output.contains("Old.xib\">"))
    #expect(checkstyle.output.contains("line=\"1\""))
    let github = try Herald.run(in: directory, ["audit", ".", "--format", "github"])
    #expect(github.output.contains("::error file=./Old.xib,line=1,col=1::unsupported format: "))
    let json = try Herald.run(in: directory, ["audit", ".", "--format", "json"])
    let errors = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["inputErrors"]
        as? [[String: Any]])
    #expect(errors.first?["file"] as? String == "./Old.xib")
    #expect((errors.first?["message"] as? String)?.hasPrefix("unsupported format: ") == true)
  }

  @Test("A malformed storyboard keeps its line and column in SARIF")
  func malformed() throws {
    let directory = try temporaryDirectory([
      "Bad.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"x\" version=\"3.0\">\n  <scenes>\n</document>\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sarif = try Herald.run(in: directory, ["audit", ".", "--format", "sarif"])
    #expect(sarif.status == 2)
    #expect(sarif.output.contains("\"startLine\" : 4") || sarif.output.contains("\"startLine\": 4"))
  }
}
