import Foundation
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("herald tree")
struct TreeCommandTests {
  @Test("prints the FoodTracker example's scene with its RatingControl and file:line")
  func example() throws {
    let run = try Herald.run("tree", "Examples/FoodTracker/Main.storyboard")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("stackView<FoodTracker.RatingControl>"))
    #expect(run.output.contains("Examples/FoodTracker/Main.storyboard:"))
    #expect(run.errors.isEmpty)
  }

  @Test("a failing input is reported with file:line:column, the others still print, and the exit code is 2")
  func failuresContinue() throws {
    let directory = try temporaryDirectory([
      "good.storyboard": """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
      <!--Good--><scene sceneID="s"><objects><viewController id="v"><view key="view" id="r">
      <subviews><label text="Hello" id="l"/></subviews></view></viewController></objects></scene></scenes></document>
      """,
      "nested/bad.xib": "<document version=\"3.0\">\n  <objects>\n    <view id=\"x\">\n</document>\n",
      "notes.json": "{\"unrelated\": true}",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("tree", directory, directory + "/missing.storyboard")
    #expect(run.status == 2)
    #expect(run.output.contains("scene \"Good\""))
    #expect(run.output.contains("text=\"Hello\""))
    #expect(run.errors.contains(directory + "/nested/bad.xib:4:1: error: malformed XML"))
    #expect(run.errors.contains("missing.storyboard: error: cannot read the file: no such file or directory"))
    #expect(run.errors.contains("2 of 3 inputs failed"))
    #expect(!run.errors.contains("notes.json"), "unrelated JSON in a folder is not a UI description")
  }

  @Test("A Swift file that does not parse is said with its line in every format, and the exit code is 2")
  func swiftThatDoesNotParse() throws {
    let directory = try temporaryDirectory([
      "Bad.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\" }\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for extra in [[], ["--format", "json"], ["--states"], ["--no-source"]] {
      let run = try Herald.run(in: directory, ["tree", "Bad.swift"] + extra)
      #expect(run.status == 2, "\(extra)")
      // What the parser recovered is still printed.
      #expect(run.output.contains("A"), "\(extra)")
      let warnings = run.errors.components(separatedBy: "Bad.swift:2:49: warning: does not parse as Swift").count - 1
      #expect(warnings == 1, "said once: \(extra) \(run.errors)")
    }
  }

  @Test("--format json prints a Herald JSON tree that loads back to the same scenes")
  func json() throws {
    let run = try Herald.run("tree", "Examples/FoodTracker/Main.storyboard", "--format", "json")
    #expect(run.status == 0)
    let reloaded = try JSONTreeLoader().load(Array(run.output.utf8), file: "out.json")
    let direct = try TreeReader().load(path: TestPaths.examples + "/FoodTracker/Main.storyboard")
    #expect(reloaded.scenes.count == direct.scenes.count)
    #expect(reloaded.scenes.map(\.name) == direct.scenes.map(\.name))
    #expect(reloaded.scenes.map(\.root.allElements.count) == direct.scenes.map(\.root.allElements.count))
  }

  @Test("a file in an unknown format is named with what Herald reads")
  func unknownFormat() throws {
    let directory = try temporaryDirectory(["screen.txt": "hello"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("tree", directory + "/screen.txt")
    #expect(run.status == 2)
    #expect(run.errors.contains("screen.txt: error: unknown format"))
    #expect(run.errors.contains(".storyboard"))
  }

  @Test("a folder without UI descriptions is an error, not silence")
  func emptyFolder() throws {
    let directory = try temporaryDirectory(["readme.md": "# nothing"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("tree", directory)
    #expect(run.status == 2)
    #expect(run.errors.contains("no UI descriptions found"))
  }

  @Test("--version and --help")
  func versionAndHelp() throws {
    let version = try Herald.run("--version")
    #expect(version.status == 0)
    #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == HeraldVersion.current)
    #expect(HeraldVersion.current.split(separator: ".").count == 3)
    let help = try Herald.run("tree", "--help")
    #expect(help.status == 0)
    #expect(help.output.contains("Examples:"))
    #expect(help.output.contains("--format"))
  }
}
