import HeraldSource
import HeraldTree
import Testing

/// A `TabView` shows one tab at a time and the user picks it; a `ViewThatFits` shows the first of
/// its views that fits the space, which at large text sizes is a later one. Each is a choice
/// between states (docs/swiftui.md, "States"), not a view whose other children never show: before
/// this, a view in a tab not selected at first was judged nowhere (Xcodes' preference panes).
/// Written for Herald after the tab views of real apps.
@Suite("SwiftUI tabs and ViewThatFits as states")
struct SwiftUITabStatesTests {
  /// The texts each state of `Screen` shows, and each state's conditions.
  static func states(_ body: String, members: String = "") throws -> [(conditions: [String], texts: [String])] {
    let source = SwiftUILoaderTests.view(body, members: members)
    let tree = try SwiftUILoader().load(Array(source.utf8), file: "Screen.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    return SceneStates.states(of: root).map { state in
      let shown = SceneStates.select(state, in: root)
      return (state.conditions, SwiftUILoaderTests.all(shown).filter { !$0.isHidden }.compactMap(\.content.text))
    }
  }

  @Test("Each tab is a state; without a selection the first shows first")
  func tabs() throws {
    let states = try Self.states(
      """
      TabView {
        Text("Inbox").tabItem { Label("Mail", systemImage: "tray") }
        VStack { Text("Search") }.tabItem { Label("Search", systemImage: "magnifyingglass") }
        Text("Settings")
      }
      """)
    #expect(states.map(\.texts) == [["Inbox"], ["Search"], ["Settings"]])
    #expect(states.map(\.conditions) == (1...3).map { ["tab \($0) of 3 is selected"] })
  }

  @Test("With `selection:` the tab its initial value tags shows first, and the condition names the binding")
  func selectedTab() throws {
    let states = try Self.states(
      """
      TabView(selection: $tab) {
        Text("Inbox").tag(Pane.inbox)
        Text("Settings").tag(Pane.settings)
      }
      """,
      members: "enum Pane { case inbox, settings }\n  @State private var tab = Pane.settings")
    #expect(states.first?.texts == ["Settings"], "\(states)")
    #expect(states.first?.conditions == ["`tab` is settings"], "\(states)")
    #expect(Set(states.map(\.texts)) == [["Settings"], ["Inbox"]])
  }

  @Test("Each view of a ViewThatFits is a state; a lone tab or view is no choice")
  func viewThatFits() throws {
    let states = try Self.states(
      """
      VStack {
        ViewThatFits {
          HStack { Text("Download all episodes") }
          Text("Download")
        }
        TabView { Text("Only") }
      }
      """)
    #expect(states.map(\.texts) == [["Download all episodes", "Only"], ["Download", "Only"]])
    #expect(states.last?.conditions == ["view 2 of 2 is the first that fits"])
  }
}
