import HeraldSource
import HeraldTree
import Testing

/// State a view derives from its own state where it starts: a computed property or a builder's
/// `let` over an `@AppStorage` or `@State` value, evaluated with Swift's own semantics of the
/// standard library's calls (`split`, `Set`, `contains`, `map` of an empty list). It chooses the
/// first state a new user sees and never rules another out (issue 34: Xcodes' version groups,
/// collapsed until the user expands one, were spoken expanded). Written for Herald after that app.
@Suite("SwiftUI state derived from state where it starts")
struct SwiftUIDerivedStateTests {
  /// The texts of each state of `view`'s scene `name`, the first state first.
  static func texts(_ view: String, scene name: String) throws -> [[String]] {
    try SwiftUILoaderTests.stateTexts(of: view, at: "/app/List.swift", scene: name)
  }

  @Test("Groups expanded by an @AppStorage list that starts empty start collapsed; expanded is another state")
  func collapsedGroups() throws {
    let view = """
      import SwiftUI

      struct Groups: View {
        @AppStorage("expanded") private var storage = ""

        private var expanded: Set<Int> {
          get { Set(storage.split(separator: ",").compactMap { Int($0) }) }
          nonmutating set { storage = newValue.sorted().map(String.init).joined(separator: ",") }
        }

        var body: some View {
          List {
            ForEach([15, 16]) { major in
              let isExpanded = expanded.contains(major)
              Text("Group")
              if isExpanded {
                Text("Version row")
              }
            }
          }
        }
      }
      """
    let states = try Self.texts(view, scene: "Groups")
    #expect(states.first == ["Group", "Group"])
    #expect(states.contains { $0.contains("Version row") }, "\(states)")
  }

  @Test("Swift's split, contains, joined and first decide a branch over state text that the source fixes")
  func knownText() throws {
    let view = """
      import SwiftUI

      struct Tags: View {
        @State private var tags = "swift,,ui"
        @State private var picked: [String] = []

        var body: some View {
          VStack {
            if tags.split(separator: ",").contains("ui") { Text("Has ui") } else { Text("No ui") }
            if tags.split(separator: ",", omittingEmptySubsequences: false).count == 3 { Text("Three parts") }
            if picked.first == nil { Text("Nothing picked") }
            if picked.map { $0.uppercased() }.isEmpty { Text("Empty map") }
            Text(["a", "b"].joined(separator: " & "))
          }
        }
      }
      """
    let states = try Self.texts(view, scene: "Tags")
    #expect(states.first == ["Has ui", "Three parts", "Nothing picked", "Empty map", "a & b"])
    // State, not a constant: the other branches stay states of their own.
    #expect(states.contains { $0.contains("No ui") }, "\(states)")
  }

  @Test("filter, allSatisfy and contains(where:) with a closure of one expression test each known item")
  func predicates() throws {
    let view = """
      import SwiftUI

      struct Flags: View {
        @State private var flags = [true, false, true]

        var body: some View {
          VStack {
            if flags.filter({ $0 == false }).count == 1 { Text("One off") }
            if flags.allSatisfy { $0 } { Text("All on") } else { Text("Not all on") }
            if flags.contains(where: { flag in !flag }) { Text("Some off") }
          }
        }
      }
      """
    let states = try Self.texts(view, scene: "Flags")
    #expect(states.first == ["One off", "Not all on", "Some off"])
    #expect(states.contains { $0.contains("All on") }, "\(states)")
  }

  @Test("A computed property of one expression over values the source fixes is that value for good")
  func fixedRecord() throws {
    let view = """
      import SwiftUI

      struct Description {
        let title: String
        let explanation: String
      }

      struct Card: View {
        let content: Description
        var body: some View {
          VStack { Text(content.title); Text(content.explanation) }
        }
      }

      struct Screen: View {
        var isPrivate: Bool { true }
        var description: Description {
          Description(title: "Private Search", explanation: "Searches are not tracked.")
        }
        var body: some View {
          List {
            Card(content: description)
            if isPrivate { Text("Always on") } else { Text("Off") }
          }
        }
      }
      """
    let states = try Self.texts(view, scene: "Screen")
    #expect(states == [["Private Search", "Searches are not tracked.", "Always on"]], "\(states)")
  }

  @Test("A computed property over a caller's fixed value, or a view, is not bound as state")
  func notState() throws {
    let view = """
      import SwiftUI

      struct Screen: View {
        @State private var count = 0
        var title = "Inbox"
        private var heading: String { title.uppercased() }
        private var header: some View { Text("Header") }

        var body: some View {
          VStack {
            header
            Text(heading)
            if count > 0 { Text("Unread") }
          }
        }
      }
      """
    let states = try Self.texts(view, scene: "Screen")
    #expect(states.first?.first == "Header")
    #expect(states.first?.contains("Unread") == false)
    #expect(states.contains { $0.contains("Unread") }, "\(states)")
  }
}
