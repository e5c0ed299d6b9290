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

  @Test("an item in an if keeps its condition: not shown in the first state, and read in the state that shows it")
  func conditionalItem() throws {
    let view = """
      import SwiftUI
      struct Editor: View {
        @State private var isEditing = false
        var body: some View {
          NavigationStack {
            Text("Body")
              .toolbar {
                if isEditing {
                  ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
                  ToolbarItem(placement: ToolbarItemPlacement.confirmationAction) { Button("Save") { } }
                } else {
                  Button("Edit") { }
                }
              }
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene(view, "Editor")
    let buttons = SwiftUILoaderTests.all(root).filter { $0.role == .button }
    func isShown(_ title: String) -> Bool {
      var path: [Element] = []
      func find(_ element: Element) -> Bool {
        path.append(element)
        if element.content.titles[.normal] == title { return true }
        for child in element.children where find(child) { return true }
        path.removeLast()
        return false
      }
      return find(root) && !path.contains(where: \.isHidden)
    }
    #expect(Set(buttons.compactMap { $0.content.titles[.normal] }) == ["Cancel", "Save", "Edit"])
    #expect(isShown("Edit") && !isShown("Cancel") && !isShown("Save"))
    // Cancel leads and Save trails the bar, each still under its branch's condition.
    let states = SceneStates.states(of: root)
    #expect(states.count == 2)
    let editing = try #require(states.first { $0.conditions.contains("`isEditing`") })
    let shown = SwiftUILoaderTests.all(SceneStates.select(editing, in: root)).filter {
      $0.role == .button && !$0.isHidden
    }
    #expect(shown.compactMap { $0.content.titles[.normal] } == ["Cancel", "Save"])
  }

  @Test("a principal item takes the title's place: the navigation title is not read beside it")
  func principal() throws {
    let view = """
      import SwiftUI
      struct Account: View {
        var body: some View {
          NavigationStack {
            Text("Body")
              .navigationTitle("Account")
              .toolbar { ToolbarItem(placement: .principal) { Text("Custom title") } }
          }
        }
      }
      """
    #expect(try Self.spoken(view, "Account") == ["Custom title", "Body"])
  }
}
