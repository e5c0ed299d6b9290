import HeraldSource
import HeraldTree
import Testing

/// Branches a constant decides are not alternatives: a static Boolean `let` of any input
/// (another module's `DataGenerationOptions.showCard = false`), read directly or through a view's
/// computed property (issue 33: Backyard Birds' new-bird card, judged in a state the app never
/// shows). Written for Herald after that sample app.
@Suite("SwiftUI conditions the source fixes")
struct SwiftUIFixedConditionsTests {
  static let options = """
    import Foundation

    public class DataGenerationOptions {
        public static let showCard = false
        public static let lowOnWater = true
        #if DEBUG
        public static let verbose = true
        #else
        public static let verbose = false
        #endif
        #if DEBUG
        public static let mock = true
        #else
        public static let mock = CommandLine.arguments.contains("-mock")
        #endif
    }
    """

  static func texts(_ view: String) throws -> [[String]] {
    try SwiftUILoaderTests.stateTexts(
      of: view, at: "/app/Grid.swift", scene: "Grid", beside: [("/app/Data/Options.swift", options)])
  }

  @Test("A static Boolean constant of another file decides its branch, directly or through a computed property")
  func decided() throws {
    let view = """
      import SwiftUI

      struct Grid: View {
        var body: some View {
          VStack {
            if presentingCard { Text("New bird") }
            if DataGenerationOptions.lowOnWater { Text("Water low") } else { Text("Water fine") }
            Text("Backyards")
          }
        }

        var presentingCard: Bool {
          DataGenerationOptions.showCard
        }
      }
      """
    #expect(try Self.texts(view) == [["Water low", "Backyards"]])
  }

  @Test("A constant declared with two values (#if DEBUG), a getter over state or with a ?? fallback, stays open")
  func undecided() throws {
    let view = """
      import SwiftUI

      struct Grid: View {
        @State private var isEditing = false
        var body: some View {
          VStack {
            if DataGenerationOptions.verbose { Text("Verbose") }
            if DataGenerationOptions.mock { Text("Mock") }
            if editing { Text("Editing") }
            if premium { Text("Premium") }
          }
        }

        var editing: Bool { isEditing }
        var premium: Bool { Session.current?.isPremium ?? false }
      }
      """
    let states = try Self.texts(view)
    // Each is shown in some state and left out in another: none is decided for good.
    #expect(Set(states.flatMap { $0 }) == ["Verbose", "Mock", "Editing", "Premium"], "\(states)")
    for text in ["Verbose", "Mock", "Editing", "Premium"] {
      #expect(states.contains { !$0.contains(text) }, "\(text): \(states)")
    }
    // The getter over state starts where the state does (not editing).
    #expect(states.first?.contains("Editing") == false, "\(states)")
  }

  @Test("`x ?? fallback` with x unknown is open; with x nil (even implicitly) the fallback, with x known x")
  func nilCoalescing() throws {
    let view = """
      import SwiftUI

      struct Grid: View {
        let item: Item
        var note: String? = nil
        var flag: Bool? = true
        @State private var selection: String?
        var body: some View {
          VStack {
            Text(selection ?? "Nothing selected")
            if item.isNew ?? false { Text("New") }
            if flag ?? false { Text("Flagged") }
            Text(note ?? "No note")
            Text(item.title ?? "Untitled")
          }
        }
      }
      """
    let states = try Self.texts(view)
    let title = "‹item.title ?? \"Untitled\"›"
    // An optional `@State` without an initializer starts `nil`: its fallback is the first state's text.
    #expect(states.contains(["Nothing selected", "New", "Flagged", "No note", title]), "\(states)")
    #expect(states.contains(["Nothing selected", "Flagged", "No note", title]), "\(states)")
    #expect(states.allSatisfy { $0.contains("Flagged") }, "\(states)")
  }
}
