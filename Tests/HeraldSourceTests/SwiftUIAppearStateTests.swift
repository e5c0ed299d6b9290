import HeraldSource
import HeraldTree
import Testing

/// State a view sets as it appears (issue 34: Enchanted's sample prompts, shown once the empty
/// conversation appears, were read hidden). Apple: `onAppear(perform:)` "adds an action to perform
/// before this view appears": the state a VoiceOver user first meets is the one its action leaves
/// (a `task`'s asynchronous work arrives later). Written for Herald.
@Suite("SwiftUI state set as a view appears")
struct SwiftUIAppearStateTests {
  static func states(_ view: String) throws -> [[String]] {
    try SwiftUILoaderTests.stateTexts(of: view, at: "/app/Screen.swift", scene: "Screen")
  }

  @Test(
    "A flag onAppear sets, inside main-queue and animation blocks, chooses the first state; the initial one stays a state"
  )
  func setOnAppear() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        @State private var showPrompts = false
        @State private var title = "Loading"
        var body: some View {
          VStack {
            Text(title)
            if showPrompts { Text("Prompts") } else { Text("No prompts") }
          }
          .onAppear {
            DispatchQueue.main.async {
              withAnimation {
                showPrompts = true
              }
            }
            self.title = "Welcome"
          }
          #if os(iOS)
          .onReceive(keyboardPublisher) { _ in }
          #endif
        }
      }
      """
    let states = try Self.states(view)
    #expect(states.first == ["Welcome", "Prompts"], "\(states)")
    #expect(states.contains { $0.contains("No prompts") }, "\(states)")
  }

  @Test(
    "An assignment under a condition, to what is not the view's @State, or in a task (asynchronous) is not followed")
  func notUnconditional() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        @State private var didAppear = false
        @State private var expanded = false
        let model: Model
        var body: some View {
          VStack {
            if expanded { Text("Expanded") } else { Text("Collapsed") }
          }
          .onAppear {
            if !didAppear { expanded = true }
            model.expanded = true
          }
          .task { expanded = true }
        }
      }
      """
    #expect(try Self.states(view).first == ["Collapsed"])
  }

  @Test("A value the source does not fix is unknown where the view appears, not the initial one")
  func unknownValue() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        @State private var items: [String] = []
        var body: some View {
          List {
            if items.isEmpty { Text("Nothing yet") } else { Text("Some items") }
          }
          .onAppear { items = Samples.all.shuffled() }
        }
      }
      """
    let states = try Self.states(view)
    #expect(states.contains(["Nothing yet"]))
    #expect(states.contains(["Some items"]))
  }
}
