import HeraldSource
import HeraldTree
import Testing

/// View types nested in another type, called by their qualified names.
@Suite("SwiftUI views called by a qualified name")
struct SwiftUINestedViewTests {
  static let source = """
    import SwiftUI

    enum Parts {
      struct Headline: View {
        let title: String
        var body: some View { Text(title) }
      }
    }

    struct Screen: View {
      var body: some View {
        VStack {
          Parts.Headline(title: "Passwords")
          Self.Footer()
          Unknown.Thing()
        }
      }
    }

    extension Screen {
      struct Footer: View {
        var body: some View { Button("Delete all") {} }
      }
    }
    """

  @Test("`Parts.Headline(…)` and `Self.Footer()` are expanded; an undeclared qualified type stays a custom view")
  func expanded() throws {
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [("Screen.swift", Self.source)]))
      .load(Array(Self.source.utf8), file: "Screen.swift")
    let screen = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
    let all = SwiftUILoaderTests.all(screen)
    #expect(all.compactMap(\.content.text).contains("Passwords"))
    #expect(all.contains { $0.role == .button && $0.content.titles.values.contains("Delete all") })
    #expect(all.contains { $0.className == "Unknown.Thing" })
    #expect(!all.contains { $0.className == "Parts.Headline" || $0.className == "Self.Footer" })
  }

  @Test("`B.Row()` is the Row declared in B, not another type's Row; `C.Row()` of no declared Row stays unknown")
  func qualifierDecides() throws {
    let others = [
      ("A.swift", "import SwiftUI\nenum A { struct Row: View { var body: some View { Text(\"A row\") } } }"),
      ("B.swift", "import SwiftUI\nenum B { struct Row: View { var body: some View { Text(\"B row\") } } }"),
    ]
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            B.Row()
            C.Row()
          }
        }
      }
      """
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: others + [("Screen.swift", source)]))
      .load(Array(source.utf8), file: "Screen.swift")
    let screen = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
    let all = SwiftUILoaderTests.all(screen)
    #expect(all.compactMap(\.content.text) == ["B row"])
    #expect(all.contains { $0.className == "C.Row" })
  }

  @Test("A nested view other views use is judged where they use it: its own scene is marked embedded")
  func embedded() throws {
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [("Screen.swift", Self.source)]))
      .load(Array(Self.source.utf8), file: "Screen.swift")
    for name in ["Headline", "Footer"] {
      let root = try #require(tree.scenes.first { $0.name == name }?.root, "no scene \(name)")
      #expect(root.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.embeddedViewKeyPath }, "\(name)")
    }
  }
}
