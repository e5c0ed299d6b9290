import Foundation
import HeraldTestSupport
import Testing

/// `herald audit` and `herald announce` on tabs and `ViewThatFits` read as states: a view in a
/// tab not selected at first is judged, in the state that shows it, and code two views of a
/// `ViewThatFits` share is one claim. Written for Herald after the tab views of real apps.
@Suite("SwiftUI tabs and ViewThatFits in the commands")
struct SwiftUITabStatesCommandTests {
  static let source = """
    import SwiftUI

    struct Root: View {
      enum Pane { case inbox, settings }
      @State private var pane = Pane.inbox
      var body: some View {
        TabView(selection: $pane) {
          Text("Inbox").tag(Pane.inbox)
          VStack {
            Text("Sign out").onTapGesture { print("out") }
          }
          .tag(Pane.settings)
        }
      }
    }

    struct Toolbar: View {
      var body: some View {
        ViewThatFits {
          HStack { share; Text("Share this episode") }
          share
        }
      }
      var share: some View {
        Button(action: {}) { Image("share-glyph") }
      }
    }
    """

  static func folder() throws -> String {
    try temporaryDirectory(["Root.swift": source], prefix: "herald-tab-states")
  }

  @Test("A tap in a tab not selected at first is judged, in the state that selects its tab")
  func tabJudged() throws {
    let run = try Herald.run(in: Self.folder(), ["audit", "Root.swift", "--format", "json", "--fail-on", "never"])
    let taps = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "tap-without-button-trait" }
    #expect(taps.map { $0["line"]?.intValue } == [10], "\(taps)")
    #expect(taps.map { $0["state"]?.stringValue } == ["when `pane` is settings"], "\(taps)")
  }

  @Test("A button two views of a ViewThatFits share is one claim, not one per view")
  func sharedCodeOnce() throws {
    let run = try Herald.run(in: Self.folder(), ["audit", "Root.swift", "--format", "json", "--fail-on", "never"])
    let images = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "image-button-missing-label" }
    #expect(images.map { $0["line"]?.intValue } == [25], "\(images)")
  }

  @Test("announce --state picks the tab its tag names")
  func announceTab() throws {
    let run = try Herald.run(in: Self.folder(), ["announce", "Root.swift", "--state", "pane=.settings"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Sign out") && !run.output.contains("Inbox"), "\(run.output)")
  }
}
