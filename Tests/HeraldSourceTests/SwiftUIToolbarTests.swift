import Foundation
import HeraldSource
import HeraldTree
import Testing

/// `.toolbar { … }` as iOS shows it (Apple's `ToolbarItemPlacement`): items in the navigation
/// bar around the title, or in the bottom toolbar, only inside a navigation container.
@Suite("SwiftUI: toolbar items")
struct SwiftUIToolbarTests {
  static func spoken(_ source: String, _ name: String, others: [(String, String)] = []) throws -> [String] {
    let root = try SwiftUIScreenFactsTests.scene(source, name, others: others)
    return SwiftUILoaderTests.all(root).filter { $0.role == .button || $0.role == .staticText }.compactMap {
      $0.content.text ?? $0.content.titles[.normal]
    }
  }

  static let inbox = """
    import SwiftUI
    struct Inbox: View {
      var body: some View {
        NavigationStack {
          List { Text("Mail one") }
            .toolbar {
              ToolbarItemGroup(placement: .bottomBar) { Button("Filter") { }; Text("Updated now") }
              ToolbarItem(placement: .topBarTrailing) { Button("Compose") { } }
              Button("Archive") { }
              ToolbarItem(placement: .keyboard) { Button("Done") { } }
              ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
            }
            .navigationTitle("Inbox")
        }
      }
    }
    """

  @Test("leading items, the title, trailing items, the screen, then the bottom toolbar; keyboard items not shown")
  func order() throws {
    #expect(
      try Self.spoken(Self.inbox, "Inbox") == [
        "Close", "Inbox", "Compose", "Archive", "Mail one", "Filter", "Updated now",
      ])
  }

  @Test("the bars are one: a title written before the toolbar joins its navigation bar")
  func oneBar() throws {
    let root = try SwiftUIScreenFactsTests.scene(Self.inbox, "Inbox")
    let bars = SwiftUILoaderTests.all(root).filter { $0.role == .navigationBar }
    #expect(bars.count == 1)
    #expect(SwiftUILoaderTests.all(root).filter { $0.role == .toolbar }.count == 1)
  }

  @Test("without a navigation container around it, a view no code names shows no toolbar")
  func needsContainer() throws {
    let alone =
      "import SwiftUI\nstruct Detail: View { var body: some View { Text(\"Body\").toolbar { Button(\"Add\") { } } } }"
    let other = ("/facts/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"B\") } }")
    #expect(try Self.spoken(alone, "Detail", others: [other]) == ["Body"])
    // Read alone, the file does not say where the view is shown: its toolbar is kept.
    #expect(try Self.spoken(alone, "Detail") == ["Add", "Body"])
  }

  @Test("a toolbar with no content (.toolbar(.hidden)) changes nothing")
  func hidden() throws {
    let view = """
      import SwiftUI
      struct Plain: View { var body: some View { NavigationStack { Text("Body").toolbar(.hidden, for: .navigationBar) } } }
      """
    #expect(try Self.spoken(view, "Plain") == ["Body"])
  }
}
