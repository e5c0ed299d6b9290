import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// A SwiftUI scene that announces 0 elements says why (issue 33: "no scene whose source shows
/// content announces 0 elements; any left are listed with the reason"). Written for Herald after
/// the silent scenes of the corpus apps: a card that shows what its callers pass in, an indicator
/// whose first state is empty, a sky gradient, a chart, a bare spinner.
@Suite("Why a SwiftUI scene announces nothing")
struct SilentSceneTests {
  static let files = [
    "Card.swift": """
    import SwiftUI

    struct Card<Content: View>: View {
      let content: Content
      init(@ViewBuilder content: () -> Content) { self.content = content() }
      var body: some View { VStack { content }.padding() }
    }
    """,
    "Screen.swift": """
    import SwiftUI
    import Charts

    struct Screen: View {
      var body: some View {
        VStack {
          Card { Text("Today") }
          Indicator()
          Sky()
          Sales()
          Spinner()
        }
      }
    }

    struct Indicator: View {
      @State private var showingCallout = false
      var body: some View {
        HStack { if showingCallout { Text("The finch loved the seeds!") } }
      }
    }

    struct Sky: View {
      var body: some View {
        ZStack { LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom); Rectangle().fill(.clear) }
      }
    }

    struct Sales: View {
      var body: some View {
        Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)) }
      }
    }

    struct Spinner: View {
      var body: some View { ProgressView() }
    }
    """,
  ]

  @Test("Each silent scene gives its reason, in the transcript and as the JSON scene's `silence`")
  func reasons() throws {
    let folder = try temporaryDirectory(Self.files, prefix: "herald-silent-scenes")
    let run = try Herald.run(in: folder, ["announce", ".", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let document = try JSONReader.parse(Array(run.output.utf8), file: "announce.json")
    var silence: [String: String] = [:]
    for file in document["files"]?.arrayValue ?? [] {
      for scene in file["scenes"]?.arrayValue ?? [] {
        guard let name = scene["name"]?.stringValue else { continue }
        silence[name] = scene["silence"]?.stringValue ?? "speaks"
      }
    }
    #expect(silence["Screen"] == "speaks")
    #expect(silence["Card"] == "passed-content")
    #expect(silence["Indicator"] == "other-states")
    #expect(silence["Sky"] == "draws-only")
    #expect(silence["Sales"] == "foreign-views")
    #expect(silence["Spinner"] == "progress-only")
    let text = try Herald.run(in: folder, ["announce", "Screen.swift", "Card.swift"]).output
    #expect(text.contains("\"Indicator\" (voiceover, en): 0 elements (its first state shows nothing"), "\(text)")
  }
}
