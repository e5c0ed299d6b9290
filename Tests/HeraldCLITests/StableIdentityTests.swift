import Foundation
import HeraldTestSupport
import Testing

/// SwiftUI findings keep their fingerprints, and so their baseline entries, after unrelated edits
/// above them.
@Suite("Stable identities of SwiftUI findings")
struct StableIdentityTests {
  static func view(above: String) -> String {
    """
    import SwiftUI

    struct Player: View {
      var body: some View {
        VStack {
    \(above)
          Button(action: {}) { Image(systemName: "play.fill") }
        }
      }
    }

    """
  }

  @Test("A baseline still matches after a text, an image and lines are added above the element")
  func baselineSurvivesEdits() throws {
    let directory = try temporaryDirectory(["Player.swift": Self.view(above: "")], prefix: "herald-identity")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let write = try Herald.run(in: directory, ["audit", "Player.swift", "--write-baseline", "baseline.json"])
    #expect(write.status == 0 && write.errors.contains("recorded 2 findings"), "\(write.errors)")
    let edited = Self.view(
      above:
        "      // a new header\n      Text(\"Now playing\")\n      Image(\"cover\").accessibilityLabel(\"Album cover\")\n"
    )
    try edited.write(toFile: directory + "/Player.swift", atomically: true, encoding: .utf8)
    let after = try Herald.run(in: directory, ["audit", "Player.swift", "--baseline", "baseline.json"])
    #expect(after.output.contains("0 violations") && after.output.contains("0 need review"), "\(after.output)")
    #expect(!after.output.contains("baseline entry no longer matches"))
    // A new button of the same role above it is a structural change: the old finding is new again.
    let another = Self.view(above: "      Button(\"Back\") {}\n")
    try another.write(toFile: directory + "/Player.swift", atomically: true, encoding: .utf8)
    let moved = try Herald.run(in: directory, ["audit", "Player.swift", "--baseline", "baseline.json"])
    #expect(moved.output.contains("baseline entry no longer matches"), "\(moved.output)")
  }
}
