import Foundation
import HeraldTestSupport
import Testing

/// A SwiftUI container is at least as large as each view it holds, so a button whose label holds a
/// view of a fixed frame at least 44 × 44 pt meets the touch-target minimum (issue 33: Swiftfin's
/// profile picture button, a 150-point image with a 30-point badge, was asked about). Written for
/// Herald.
@Suite("SwiftUI touch targets from their content's frames")
struct SwiftUIContentSizeTests {
  @Test("A label holding a 150-point view is large enough; one holding only a 30-point image is still asked about")
  func leastSize() throws {
    let screen = """
      import SwiftUI

      struct Profile: View {
        var body: some View {
          VStack {
            Button {
            } label: {
              ZStack(alignment: .bottomTrailing) {
                Image("avatar").resizable().frame(width: 150, height: 150)
                Image(systemName: "pencil.circle.fill").resizable().frame(width: 30, height: 30)
              }
            }
            Button {
            } label: {
              ZStack {
                Image(systemName: "pencil.circle.fill").resizable().frame(width: 30, height: 30)
              }
            }
          }
        }
      }
      """
    let folder = try temporaryDirectory(["Profile.swift": screen], prefix: "herald-content-size")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let lines = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "touch-target-too-small" }
      .compactMap { $0["line"]?.intValue }
    #expect(lines == [13], "\(lines)")
  }
}
