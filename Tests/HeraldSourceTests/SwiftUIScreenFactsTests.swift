import Foundation
import HeraldSource
import HeraldTree
import Testing

/// What SwiftUI itself provides around a view: the navigation title only in a navigation
/// container, shapes that speak once given words, the file's own views over SwiftUI's of the same
/// name, images beside texts in a combined element, custom content, and the names a view is used by.
@Suite("SwiftUI: what the system provides around a view")
struct SwiftUIScreenFactsTests {
  static func scene(_ source: String, _ name: String, others: [(String, String)] = []) throws -> Element {
    let path = "/facts/\(name).swift"
    let views = SwiftUIViewIndex(sources: [(path, source)] + others)
    let tree = try SwiftUILoader(views: views).load(Array(source.utf8), file: path)
    return try #require(tree.scenes.first { $0.name == name }).root
  }

  static func bars(_ root: Element) -> Int {
    SwiftUILoaderTests.all(root).filter { $0.role == .navigationBar }.count
  }

  @Test("a view no code names shows no title without a navigation container; in one, or named elsewhere, it does")
  func navigationTitle() throws {
    let alone =
      "import SwiftUI\nstruct Detail: View { var body: some View { List { Text(\"A\") }.navigationTitle(\"Inbox\") } }"
    let unrelated = ("/facts/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"B\") } }")
    #expect(Self.bars(try Self.scene(alone, "Detail", others: [unrelated])) == 0)
    // Read alone, a file does not say where its views are shown: the title is kept.
    #expect(Self.bars(try Self.scene(alone, "Detail")) == 1)
    let inStack = """
      import SwiftUI
      struct Root: View { var body: some View { NavigationStack { Text("A").navigationTitle("Inbox") } } }
      """
    #expect(Self.bars(try Self.scene(inStack, "Root")) == 1)
    let pusher = (
      "/facts/Pusher.swift",
      "import SwiftUI\nstruct Pusher: View { var body: some View { NavigationLink(\"Go\") { Detail() } } }"
    )
    #expect(Self.bars(try Self.scene(alone, "Detail", others: [pusher])) == 1)
  }

  @Test("a Swift file without views that names a view (a coordinator) keeps its title; without it, none")
  func namedByFileWithoutViews() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-facts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let view =
      "import SwiftUI\nstruct Settings: View { var body: some View { Text(\"A\").navigationTitle(\"Settings\") } }"
    let other = "import SwiftUI\nstruct Other: View { var body: some View { Text(\"B\") } }"
    try view.write(to: folder.appendingPathComponent("Settings.swift"), atomically: true, encoding: .utf8)
    try other.write(to: folder.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
    func bars() throws -> Int {
      let path = folder.appendingPathComponent("Settings.swift").path
      let tree = try SwiftUILoader(views: SwiftUIViewIndex(paths: [folder.path])).load(Array(view.utf8), file: path)
      return Self.bars(try #require(tree.scenes.first).root)
    }
    #expect(try bars() == 0)
    // A file that never mentions the UI framework, and so is not parsed, still names the view.
    let coordinator = "final class Coordinator { func start() { present(Settings()) } }"
    try coordinator.write(to: folder.appendingPathComponent("Coordinator.swift"), atomically: true, encoding: .utf8)
    #expect(try bars() == 1)
  }

  @Test("a title written on the navigation container itself is outside it; a public view keeps its title")
  func titleOnContainer() throws {
    let unrelated = ("/facts/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"B\") } }")
    let onStack = """
      import SwiftUI
      struct Root: View { var body: some View { NavigationStack { Text("A") }.navigationTitle("Inbox") } }
      """
    #expect(Self.bars(try Self.scene(onStack, "Root", others: [unrelated])) == 0)
    let exported = """
      import SwiftUI
      public struct Panel: View { public var body: some View { Text("A").navigationTitle("Panel") } }
      """
    #expect(Self.bars(try Self.scene(exported, "Panel", others: [unrelated])) == 1)
  }

  @Test("a shape given words is an element; the file's own Circle is its view, a nested DS.Capsule is not Capsule")
  func shapes() throws {
    let source = """
      import SwiftUI
      private struct Circle: View { var body: some View { Rectangle().accessibilityLabel("Own") } }
      enum DS { struct Capsule: View { var body: some View { Text("Design") } } }
      struct Shapes: View {
        var body: some View {
          VStack {
            RoundedRectangle(cornerRadius: 8).accessibilityLabel("Target")
            Capsule()
            Circle()
            SwiftUI.Circle()
            DS.Capsule()
            Capsule().accessibilityLabel("System capsule")
          }
        }
      }
      """
    let elements = SwiftUILoaderTests.all(try Self.scene(source, "Shapes")).filter(\.isAccessibilityElement)
    #expect(elements.compactMap(\.accessibility.label) == ["Target", "Own", "System capsule"])
  }

  @Test("combined children: texts, labels and asset images; an unlabelled SF Symbol only when nothing else speaks")
  func combinedImages() throws {
    let source = """
      import SwiftUI
      struct Rows: View {
        var body: some View {
          VStack {
            HStack { Image(systemName: "person.circle"); Text("Ann") }.accessibilityElement(children: .combine)
            HStack { Image("parcel"); Text("Sent") }.accessibilityElement(children: .combine)
            HStack { Image(systemName: "star").accessibilityLabel("Star"); Text("Top") }
              .accessibilityElement(children: .combine)
            HStack { Image(systemName: "person.fill.badge.plus") }.accessibilityElement(children: .combine)
          }
        }
      }
      """
    let rows = SwiftUILoaderTests.all(try Self.scene(source, "Rows")).filter { $0.className == "HStack" }
    #expect(rows.map(\.content.text) == ["Ann", "parcel, Sent", "Star, Top", "person.fill.badge.plus"])
  }

  @Test("custom content: its importance kept, a later entry of a label replaces it, nil removes it, a key is code")
  func customContent() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View {
          Text("Headphones").accessibilityCustomContent("SKU", "WH-1", importance: .high)
            .accessibilityCustomContent(Text("Rating"), Text("4.5"))
            .accessibilityCustomContent("Color", "Red")
            .accessibilityCustomContent("Color", nil)
            .accessibilityCustomContent("SKU", "WH-2")
            .accessibilityCustomContent(.warranty, "2 years")
        }
      }
      """
    let text = try #require(SwiftUILoaderTests.all(try Self.scene(source, "Card")).first { $0.content.text != nil })
    #expect(
      text.accessibility.customContent == [
        AccessibilityCustomContent(label: "Rating", value: "4.5"),
        AccessibilityCustomContent(label: "SKU", value: "WH-2"),
        AccessibilityCustomContent(label: "‹.warranty›", value: "2 years"),
      ])
  }
}

/// Values the source fixes in data: arrays of its own structs, made by their memberwise initializers.
@Suite("SwiftUI: rows of data the source fixes")
struct SwiftUIRecordTests {
  static let item = """
    struct Item: Identifiable {
      let id: Int
      var title: String
      let kind = "fixed"
      var isNew: Bool
    }
    """

  static func rows(_ members: String, _ body: String, extra: String = item) throws -> [String] {
    let source = "import SwiftUI\n\(extra)\nstruct Screen: View {\n\(members)\nvar body: some View {\n\(body)\n}\n}\n"
    let root = try SwiftUIScreenFactsTests.scene(source, "Screen")
    return SwiftUILoaderTests.all(root).compactMap(\.content.text)
  }

  @Test("a ForEach over a let array of memberwise values builds every row with its fields")
  func letArray() throws {
    let members = """
      let items: [Item] = [Item(id: 1, title: "Inbox", isNew: true), Item(id: 2, title: "Sent", isNew: false)]
      """
    let body = "List { ForEach(items) { item in Text(item.isNew ? \"New: \\(item.title)\" : item.title) } }"
    #expect(try Self.rows(members, body) == ["New: Inbox", "Sent"])
  }

  @Test("state the app changes, a struct with its own init, or a field the call does not give stays unknown")
  func unknowns() throws {
    let state = "@State private var items = [Item(id: 1, title: \"Inbox\", isNew: true)]"
    #expect(try Self.rows(state, "List { ForEach(items) { item in Text(item.title) } }") == ["‹item.title›"])
    let custom =
      "struct Item: Identifiable { let id: Int; let title: String; init(id: Int, title: String) { self.id = id; self.title = title.uppercased() } }"
    let fixed = "let items = [Item(id: 1, title: \"Inbox\")]"
    #expect(
      try Self.rows(fixed, "List { ForEach(items) { item in Text(item.title) } }", extra: custom) == ["‹item.title›"])
    let partial = "let items = [Item(id: 1, title: \"Inbox\", isNew: true)]"
    #expect(try Self.rows(partial, "List { ForEach(items) { item in Text(item.kind) } }") == ["‹item.kind›"])
  }
}
