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

  @Test("a view hosted by a UIKit file the index does not parse is named there: its title is kept")
  func namedByUIKitFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-facts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let view =
      "import SwiftUI\nstruct Settings: View { var body: some View { Text(\"A\").navigationTitle(\"Settings\") } }"
    let host = "import UIKit\nfinal class Host: UIViewController { let root = Hosting(rootView: Settings()) }"
    try view.write(to: folder.appendingPathComponent("Settings.swift"), atomically: true, encoding: .utf8)
    try host.write(to: folder.appendingPathComponent("Host.swift"), atomically: true, encoding: .utf8)
    let views = SwiftUIViewIndex(paths: [folder.path])
    let path = folder.appendingPathComponent("Settings.swift").path
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: path)
    #expect(Self.bars(try #require(tree.scenes.first).root) == 1)
  }

  @Test("a shape given a label, value or hint is an element; the file's own Circle is its view, not SwiftUI's")
  func shapes() throws {
    let source = """
      import SwiftUI
      private struct Circle: View { var body: some View { Rectangle().accessibilityLabel("Own") } }
      struct Shapes: View {
        var body: some View {
          VStack {
            RoundedRectangle(cornerRadius: 8).accessibilityLabel("Target")
            Capsule()
            Circle()
            SwiftUI.Circle()
          }
        }
      }
      """
    let elements = SwiftUILoaderTests.all(try Self.scene(source, "Shapes")).filter(\.isAccessibilityElement)
    #expect(elements.compactMap(\.accessibility.label) == ["Target", "Own"])
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

  @Test("custom content is kept with its importance")
  func customContent() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View {
          Text("Headphones").accessibilityCustomContent("SKU", "WH-1", importance: .high)
            .accessibilityCustomContent(Text("Rating"), Text("4.5"))
        }
      }
      """
    let text = try #require(SwiftUILoaderTests.all(try Self.scene(source, "Card")).first { $0.content.text != nil })
    #expect(
      text.accessibility.customContent == [
        AccessibilityCustomContent(label: "SKU", value: "WH-1", isImportant: true),
        AccessibilityCustomContent(label: "Rating", value: "4.5"),
      ])
  }
}
