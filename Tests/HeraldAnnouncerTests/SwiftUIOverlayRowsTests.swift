import HeraldAnnouncer
import HeraldSource
import HeraldTree
import Testing

/// What a screen shows before the app fills it: an overlay over a list (its "No items" message),
/// read as VoiceOver reads it, and rows over data that starts empty, which the first state has
/// none of.
@Suite("SwiftUI overlays over containers and rows of data that starts empty")
struct SwiftUIOverlayRowsTests {
  /// What VoiceOver says of `Screen` in `source`, in its first state.
  static func spoken(_ source: String) throws -> [String] {
    let path = "/overlays/Screen.swift"
    let text = "import SwiftUI\n" + source
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, text)])).load(Array(text.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    return try announcer("en").reading(.iOS).utterances(in: root).map(\.text)
  }

  @Test("a segmented picker's segment of the option its selection starts at is selected, the others not")
  func selectedSegment() throws {
    let source = """
      enum Timeframe: String { case day, week, month }
      struct Screen: View {
        @State private var timeframe: Timeframe = .week
        @State private var unknown: Timeframe
        var body: some View {
          VStack {
            Picker("Timeframe", selection: $timeframe) {
              Text("Day").tag(Timeframe.day)
              Text("Week").tag(Timeframe.week)
              Text("Month").tag(Timeframe.month)
            }
            .pickerStyle(.segmented)
          }
        }
      }
      """
    let spoken = try Self.spoken(source)
    #expect(spoken.filter { $0.contains("Selected") }.count == 1, "\(spoken)")
    // As UIKit's segments are read (AccessibilitySnapshot's segmented control): "Selected: Week".
    #expect(
      spoken == ["Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."], "\(spoken)")
  }

  @Test("an optional selection matches only tags written as optionals, as SwiftUI compares the tag's type")
  func optionalSelection() throws {
    let source = """
      enum Timeframe: String { case day, week }
      struct Screen: View {
        @State private var plain: Timeframe? = .day
        @State private var wrapped: Timeframe? = .day
        var body: some View {
          VStack {
            Picker("Plain", selection: $plain) {
              Text("Day").tag(Timeframe.day)
              Text("Week").tag(Timeframe.week)
            }
            .pickerStyle(.segmented)
            Picker("Wrapped", selection: $wrapped) {
              Text("Today").tag(Optional(Timeframe.day))
              Text("This week").tag(Timeframe.week as Timeframe?)
            }
            .pickerStyle(.segmented)
          }
        }
      }
      """
    let spoken = try Self.spoken(source)
    #expect(spoken.filter { $0.hasPrefix("Selected") } == ["Selected: Today. Button. 1 of 2."], "\(spoken)")
  }

  @Test("an overlay over a list is read after the list's rows; over one image it is not placed (the image is marked)")
  func overlayOverContainer() throws {
    let source = """
      struct Screen: View {
        let names = ["Ada", "Grace"]
        var body: some View {
          List {
            Text("Ada")
            Text("Grace")
          }
          .overlay { Text("Pull to refresh") }
        }
      }
      """
    #expect(try Self.spoken(source) == ["Ada", "Grace", "Pull to refresh"])
    let badge = """
      struct Screen: View {
        var body: some View {
          Image("inbox").overlay(alignment: .topTrailing) { Text("3") }
        }
      }
      """
    #expect(try Self.spoken(badge).contains("3") == false, "a single view's overlay stays a mark")
  }

  @Test("rows over @State data that starts empty: none in the first state, the overlay's empty message instead")
  func emptyData() throws {
    let source = """
      struct Item: Identifiable { let id: Int; let name: String }
      struct Screen: View {
        @State private var items: [Item] = []
        var body: some View {
          List {
            ForEach(items) { item in Text(item.name) }
          }
          .overlay {
            if items.isEmpty { Text("No downloads") }
          }
          .task { items = [Item(id: 1, name: "Wikipedia")] }
        }
      }
      """
    #expect(try Self.spoken(source) == ["No downloads"])
    let path = "/overlays/Screen.swift"
    let text = "import SwiftUI\n" + source
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, text)])).load(Array(text.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let states = SceneStates.states(of: root)
    #expect(states.count == 2, "the rows stay a state: \(states)")
    let filled = try #require(states.last)
    let shown = try announcer("en").reading(.iOS).utterances(in: SceneStates.select(filled, in: root)).map(\.text)
    #expect(shown == ["‹item.name›"], "\(shown)")
  }

  @Test("rows over data the source fixes, or that the app loads from a store, are not made a state")
  func otherData() throws {
    let source = """
      struct Screen: View {
        @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>
        var body: some View {
          List {
            ForEach(books) { book in Text(book.title) }
          }
        }
      }
      """
    #expect(try Self.spoken(source) == ["‹book.title›"])
    // A model handed in may be filled before the view shows; one the view makes starts empty.
    let model = """
      final class Rules: ObservableObject { @Published var rules: [String] = [] }
      struct Screen: View {
        @ObservedObject var handed: Rules
        @StateObject private var own = Rules()
        var body: some View {
          List {
            ForEach(handed.rules, id: \\.self) { rule in Text(rule) }
            ForEach(own.rules, id: \\.self) { rule in Button(rule) { } }
          }
        }
      }
      """
    #expect(try Self.spoken(model) == ["‹rule›"])
  }
}

/// What modifiers do around rows of data that starts empty and around an overlay holder.
@Suite("SwiftUI modifiers around empty rows and overlays")
struct SwiftUIOverlayModifiersTests {
  /// The elements below `root`, in document order.
  static func descendants(_ root: Element) -> [Element] {
    root.children.flatMap { [$0] + descendants($0) }
  }

  @Test(
    "a modifier on rows that start empty reaches the rows, not the empty state; a segmented picker's segments are the rows"
  )
  func modifiersOnEmptyRows() throws {
    let source = """
      struct Screen: View {
        @State private var items: [String] = []
        @State private var choice = 0
        var body: some View {
          List {
            ForEach(items, id: \\.self) { item in HStack { Text(item); Text("more") } }
              .accessibilityElement(children: .combine)
            Picker("Folder", selection: $choice) {
              ForEach(items, id: \\.self) { item in Text(item) }
            }
            .pickerStyle(.segmented)
          }
        }
      }
      """
    let path = "/overlays/Screen.swift"
    let text = "import SwiftUI\n" + source
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, text)])).load(Array(text.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let all = Self.descendants(root)
    // No element without content: the empty state's wrapper took no `.accessibilityElement`.
    #expect(
      !all.contains {
        $0.accessibility.isElement == true && $0.children.isEmpty && $0.content.text == nil
          && $0.content.titles.isEmpty && $0.role == .view
      })
    let picker = try #require(all.first { $0.role == .segmentedControl })
    #expect(picker.children.allSatisfy { $0.role == .button }, "\(picker.children.map(\.className))")
    #expect(!picker.children.contains { $0.className == "ForEach" })
  }

  @Test("a list's scrollContentBackground after an overlay reaches the list")
  func listModifierThroughOverlay() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          List { Text("A"); Text("B") }
            .overlay { Text("Empty") }
            .scrollContentBackground(.hidden)
        }
      }
      """
    let path = "/overlays/Screen.swift"
    let text = "import SwiftUI\n" + source
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, text)])).load(Array(text.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let list = try #require(Self.descendants(root).first { $0.role == .tableView })
    #expect(list.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.scrollContentBackgroundKeyPath })
  }
}
