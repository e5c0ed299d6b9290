import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Issue 33's must-show on the corpus: no SwiftUI scene of a corpus app whose source shows content
/// announces 0 elements unexplained. Each silent scene gives a reason (``SilentScene``); the few
/// `unexplained` ones are listed, each with why, in `Fixtures/silent-scenes.tsv`.
@Suite("Silent SwiftUI scenes of the corpus apps, each with its reason", .requires(.appsCorpus))
struct SilentSceneCorpusTests {
  /// The corpus apps with SwiftUI screens.
  static let apps = [
    "apple+sample-backyard-birds", "apple+sample-food-truck", "kiwix+kiwix-apple", "XcodesOrg+XcodesApp",
    "AugustDev+enchanted", "jellyfin+Swiftfin", "Dimillian+IceCubesApp", "duckduckgo+iOS", "mastodon+mastodon-ios",
    "HabitRPG+habitica-ios",
  ]

  @Test("Every silent SwiftUI scene says why; the unexplained ones are the listed ones", arguments: apps)
  func silentScenes(app: String) throws {
    let path = TestPaths.appsCorpus + "/" + app
    let run = try Herald.run("announce", path, "--format", "json")
    let document = try JSONReader.parse(Array(run.output.utf8), file: "announce.json")
    var unexplained: Set<String> = []
    var silent = 0
    var read = 0
    for file in document["files"]?.arrayValue ?? [] {
      let name = file["file"]?.stringValue ?? ""
      guard name.hasSuffix(".swift") else { continue }
      read += file["scenes"]?.arrayValue?.count ?? 0
      for scene in file["scenes"]?.arrayValue ?? [] where scene["utterances"]?.arrayValue?.isEmpty ?? false {
        silent += 1
        let reason = scene["silence"]?.stringValue
        #expect(reason != nil, "\(name): scene \(scene["name"]?.stringValue ?? "?") is silent without a reason")
        if reason == "unexplained" {
          unexplained.insert(String(name.dropFirst(path.count + 1)) + " " + (scene["name"]?.stringValue ?? ""))
        }
      }
    }
    // The app's SwiftUI screens were read, and some views of every one of these apps only arrange
    // what their callers pass in or draw: silence was looked at.
    #expect(read > 20 && silent > 0, "\(app): \(read) SwiftUI scenes, \(silent) silent")
    #expect(unexplained == Set(try Self.listed(app)), "\(app): \(silent) silent scenes")
  }

  /// The `file scene` of each scene `Fixtures/silent-scenes.tsv` lists for `app`, each with why.
  static func listed(_ app: String) throws -> [String] {
    let text = try String(
      contentsOfFile: TestPaths.tests("HeraldCLITests") + "/Fixtures/silent-scenes.tsv", encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("app\t") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4, !fields[3].isEmpty else {
        Issue.record("malformed line in silent-scenes.tsv: \(line)")
        return nil
      }
      return fields[0] == app ? "\(fields[1]) \(fields[2])" : nil
    }
  }
}
