import Foundation
import HeraldTestSupport
import Testing

/// Issue 34's figures: fresh samples of SwiftUI screens of corpus apps not used to develop what
/// VoiceOver says of SwiftUI, every utterance `herald announce APP` gives judged against what
/// VoiceOver on iOS 17/18 says, by helpers reading the apps' source: three screens per app (seed
/// 3434, `Fixtures/swiftui-utterances-3434-verdicts.tsv`), then eight per app of other screens
/// (seed 3535, `…-3535-verdicts.tsv`), then eight per app of apps not used for the next fixes (seed 3737,
/// `…-3737-verdicts.tsv`; seed 9191, `…-9191-verdicts.tsv`; seed 1616, `…-1616-verdicts.tsv`; seed 1717, `…-1717-verdicts.tsv`; seed 1414, `…-1414-verdicts.tsv`; seed 1515, `…-1515-verdicts.tsv`). Each judged utterance must still be spoken in its scene
/// until a fix changes it (then its verdict is `fixed`), and docs/swiftui.md gives each table's figure.
@Suite("What VoiceOver says of SwiftUI screens of apps not used for fixing", .requires(.appsCorpus))
struct SwiftUIUtterancePrecisionTests {
  struct Row {
    var app, scene, number, text, verdict: String
  }

  /// The samples: seed and the apps drawn from.
  static let samples: [(seed: Int, apps: [String])] = [
    (
      3434,
      [
        "jellyfin+Swiftfin", "apple+sample-backyard-birds", "kiwix+kiwix-apple", "AugustDev+enchanted",
        "apple+sample-food-truck", "Dimillian+IceCubesApp",
      ]
    ),
    (
      3535,
      [
        "apple+sample-backyard-birds", "apple+sample-food-truck", "kiwix+kiwix-apple", "AugustDev+enchanted",
        "Dimillian+IceCubesApp", "XcodesOrg+XcodesApp", "duckduckgo+iOS",
      ]
    ),
    (3737, ["jellyfin+Swiftfin", "apple+sample-backyard-birds", "kiwix+kiwix-apple", "XcodesOrg+XcodesApp"]),
    (9191, ["kiwix+kiwix-apple", "apple+sample-food-truck", "mastodon+mastodon-ios"]),
    (1616, ["AugustDev+enchanted", "XcodesOrg+XcodesApp", "duckduckgo+iOS"]),
    (
      1717,
      [
        "Dimillian+IceCubesApp", "XcodesOrg+XcodesApp", "apple+sample-backyard-birds", "apple+sample-food-truck",
        "jellyfin+Swiftfin", "kiwix+kiwix-apple", "mastodon+mastodon-ios",
      ]
    ),
    (1414, ["jellyfin+Swiftfin", "kiwix+kiwix-apple", "AugustDev+enchanted", "duckduckgo+iOS"]),
    (1515, ["kiwix+kiwix-apple", "apple+sample-food-truck", "apple+sample-backyard-birds"]),
  ]

  static func rows(seed: Int) throws -> [Row] {
    let path = TestPaths.tests("HeraldCLITests") + "/Fixtures/swiftui-utterances-\(seed)-verdicts.tsv"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("app\t") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 6 else {
        Issue.record("malformed verdict line: \(line)")
        return nil
      }
      return Row(app: fields[0], scene: fields[1], number: fields[2], text: fields[3], verdict: fields[4])
    }
  }

  /// The texts `herald announce` speaks in each scene of `output`.
  static func spoken(_ output: String) -> [String: [String]] {
    var scenes: [String: [String]] = [:]
    var scene: String?
    for line in output.split(separator: "\n").map(String.init) {
      if let start = line.range(of: " — scene \""), let end = line[start.upperBound...].firstIndex(of: "\"") {
        scene = String(line[start.upperBound..<end])
        continue
      }
      guard let scene, let dot = line.range(of: ". "), line.hasPrefix("  "),
        line[..<dot.lowerBound].trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber)
      else { continue }
      let rest = line[dot.upperBound...]
      let text = rest.range(of: "  [").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
      scenes[scene, default: []].append(text)
    }
    return scenes
  }

  static let apps = Array(Set(samples.flatMap(\.apps))).sorted()

  @Test("every judged utterance is still spoken in its scene, or marked fixed", arguments: apps)
  func judged(app: String) throws {
    let rows = try Self.samples.flatMap { try Self.rows(seed: $0.seed) }.filter {
      $0.app == app && !["missing", "fixed"].contains($0.verdict)
    }
    #expect(!rows.isEmpty)
    let run = try Herald.run("announce", TestPaths.appsCorpus + "/" + app)
    let scenes = Self.spoken(run.output)
    for row in rows {
      #expect(scenes[row.scene]?.contains(row.text) == true, "\(row.scene) #\(row.number): \(row.text)")
    }
  }

  @Test("docs/swiftui.md gives each table's figure", arguments: samples.map(\.seed))
  func documented(seed: Int) throws {
    let judged = try Self.rows(seed: seed).filter { $0.verdict != "missing" }
    let right = judged.filter { $0.verdict == "right" }.count
    let text = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    #expect(text.contains("\(right) of \(judged.count) utterances right"))
  }
}
