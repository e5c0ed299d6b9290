import Foundation
import HeraldTestSupport
import Testing

/// A SwiftUI button in a style that draws only its label (`.plain`, `.borderless`, iOS's automatic
/// style outside a list or menu) is as large as its label: an image whose own `.frame` fixes a
/// side, with nothing outside that frame that may change the area it is tapped over and nothing
/// inside it drawn beyond it, fixes the button's side (Apple, `frame(width:height:alignment:)`,
/// `ButtonStyle.plain`). Issue 33: icon buttons framed at 22 and 25 points were asked about as
/// sized by layout. Written for Herald.
@Suite("Touch targets of buttons whose label's frame fixes their size")
struct LabelFrameTouchTargetTests {
  static let screen = """
    import SwiftUI

    struct Composer: View {
      @State private var size = 25.0
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
            Button {} label: { Image(systemName: "a").frame(width: 25, height: 25) }.buttonStyle(BorderlessButtonStyle())
            Button {} label: { Image(systemName: "b").frame(width: 25, height: 25).contentShape(Rectangle().inset(by: -10)) }
            Button {} label: { Image(systemName: "c").frame(width: size, height: size) }
            Button {} label: { Image(systemName: "d").frame(width: 25, height: 25).background(Circle().frame(width: 60, height: 60)) }
            Button {} label: { Image(systemName: "e").font(.largeTitle).frame(width: 25, height: 25) }
          }
          HStack {
            Button {} label: { Image(systemName: "f").frame(width: 25, height: 25) }
          }
          .buttonStyle(.bordered)
          List {
            Button {} label: { Image(systemName: "trash").frame(width: 20, height: 20) }
            Icon()
          }
        }
      }
    }

    struct Icon: View {
      var body: some View {
        Button {} label: { Image(systemName: "g").frame(width: 25, height: 25) }
      }
    }
    """

  @Test(
    "A label framed below 44 pt in a style that draws only the label is a violation; padding, a larger content shape or background, a font of its own, a size from state, a bordered style (its own or around it), a list row or a side of 44 pt and more leave it open or pass; a view others use is decided where it is used"
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
          "8 violation message", "9 violation label-frame", "10 violation message", "11 needs-review unknown-size",
          "12 needs-review unknown-size", "14 needs-review unknown-size", "15 violation message",
          "16 needs-review unknown-size", "17 needs-review unknown-size", "18 needs-review unknown-size",
          "19 needs-review unknown-size", "22 needs-review unknown-size",
        ].sorted())
  }
}
