import Foundation
import HeraldTestSupport
import Testing

/// A SwiftUI button in a style that draws only its label (`.plain`, `.borderless`, iOS's automatic
/// style outside a list, menu or alert) is as large as its label: a label whose own `.frame` fixes
/// a side, with nothing outside that frame that may change it, fixes the button's side (Apple,
/// `frame(width:height:alignment:)`, `ButtonStyle.plain`). Issue 33: icon buttons framed at 22 and
/// 25 points were asked about as sized by layout. Written for Herald.
@Suite("Touch targets of buttons whose label's frame fixes their size")
struct LabelFrameTouchTargetTests {
  static let screen = """
    import SwiftUI

    struct Composer: View {
      var body: some View {
        VStack {
          HStack {
            Button {} label: { Image(systemName: "at").frame(width: 25, height: 25).contentShape(Rectangle()) }
            Button {} label: { Image(systemName: "line.3.horizontal").resizable().scaledToFit().frame(width: 22) }
            Button {} label: { Image(systemName: "number").frame(width: 25, height: 25) }.buttonStyle(.plain)
            Button {} label: { Image(systemName: "plus").frame(width: 25, height: 25).padding(10) }
            Button {} label: { Image(systemName: "minus").frame(width: 25, height: 25) }.buttonStyle(.bordered)
            Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }
            Button {} label: { Image(systemName: "star").frame(width: 60) }
          }
          List {
            Button {} label: { Image(systemName: "trash").frame(width: 20, height: 20) }
          }
        }
      }
    }
    """

  @Test(
    "A label framed below 44 pt in a style that draws only the label is a violation; padding outside the frame, a bordered style, a list row or a side of 44 pt and more leave it open or pass (a row passes)"
  )
  func labelFrames() throws {
    let folder = try temporaryDirectory(["Composer.swift": Self.screen], prefix: "herald-label-frame")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let found = try Herald.jsonFindings(run).compactMap { finding -> String? in
      guard finding["ruleId"]?.stringValue == "touch-target-too-small", let line = finding["line"]?.intValue,
        let kind = finding["kind"]?.stringValue, let key = finding["messageKey"]?.stringValue
      else { return nil }
      return "\(line) \(kind) \(key)"
    }.sorted()
    #expect(
      found
        == [
          "10 needs-review unknown-size", "11 needs-review unknown-size", "13 needs-review unknown-size",
          "7 violation message", "8 violation label-frame", "9 violation message",
        ])
  }
}
