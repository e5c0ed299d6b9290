import HeraldSource
import HeraldTree
import Testing

/// What a button's label views say (issue 34, "images inside a button's label"): an asset image is
/// labelled by its name (Apple's `Image.init(_:bundle:)`: the name is the image's label and its
/// localization key), so VoiceOver reads it beside the label's text; an SF Symbol beside a text is
/// not read (AccessibilitySnapshot's combined rows); an image alone is the icon button's label. A
/// view a caller passes for an optional view property (`image: Image?`) is shown where the body
/// unwraps it. Written for Herald after a settings cell of a real app.
@Suite("SwiftUI: images in a button's label, and optional views a caller passes")
struct SwiftUIButtonLabelImageTests {
  static let source = """
    import SwiftUI

    struct Cell: View {
      var label: String
      var image: Image?
      var body: some View {
        Button { } label: {
          HStack {
            if let image { image }
            Text(label)
            Image(systemName: "chevron.forward")
          }
        }
      }
    }

    struct Settings: View {
      @State private var picked: Image?
      var body: some View {
        List {
          Cell(label: "General", image: Image("SettingsGeneral"))
          Cell(label: "About")
          Cell(label: "Sync", image: nil)
          Button { } label: { Image(systemName: "star"); Text("Favorite") }
          Button { } label: { Image("close") }
          Picked(image: $picked)
        }
      }
    }

    struct Picked: View {
      @Binding var image: Image?
      var body: some View {
        if let shown = image { Button { image = nil } label: { shown } }
      }
    }
    """

  static func buttons() throws -> [Element] {
    let path = "/labels/Settings.swift"
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, source)])).load(
      Array(source.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Settings" }).root
    return shown(root).filter { $0.role == .button }
  }

  /// The elements of the first state: none under a hidden branch.
  static func shown(_ element: Element) -> [Element] {
    element.isHidden ? [] : [element] + element.children.flatMap(shown)
  }

  @Test("an asset image beside a text is read by its name; an SF Symbol beside one is not; an image alone is the label")
  func titles() throws {
    let buttons = try Self.buttons()
    #expect(
      buttons.map { $0.content.titles[.normal] } == ["SettingsGeneral, General", "About", "Sync", "Favorite", nil],
      "\(buttons.map { $0.content.titles[.normal] ?? "-" })")
    // The one text's key still names the title's text part.
    #expect(buttons.first?.localizationKeys[.title(.normal)] == "General")
    #expect(buttons.last?.content.images[.normal] == "close")
    // A binding to an optional image holds a value the app sets (nil at first), not a view passed
    // in: no button in the first state.
    #expect(buttons.count == 5)
  }

  @Test("a translated text keeps the image name read beside it")
  func localized() throws {
    let path = "/labels/Settings.swift"
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, Self.source)])).load(
      Array(Self.source.utf8), file: path)
    var strings = AppStrings()
    strings.add(
      AppStrings.Table(
        locale: "en", name: "Localizable", directory: "/labels", path: "/labels/en.lproj/Localizable.strings",
        values: ["General": "General"]))
    strings.add(
      AppStrings.Table(
        locale: "de", name: "Localizable", directory: "/labels", path: "/labels/de.lproj/Localizable.strings",
        values: ["General": "Allgemein"]))
    let german = TreeLocalizer(strings: strings).localized(tree, to: "de")
    let root = try #require(german.scenes.first { $0.name == "Settings" }).root
    let first = SwiftUILoaderTests.all(root).first { $0.role == .button }
    #expect(first?.content.titles[.normal] == "SettingsGeneral, Allgemein")
  }

  @Test(
    "a caller's view is known present only when a type's initializer makes it: a map, a method or a ternary leaves `if let` open; a trailing closure never fills an Image? property"
  )
  func presence() throws {
    let source = """
      import SwiftUI
      struct Cell: View {
        var image: Image?
        var body: some View { if let image { image } else { Text("No image") } }
      }
      struct Row: View {
        let title: String
        var icon: Image?
        let action: () -> Void
        var body: some View { if let icon { icon } else { Text(title) } }
      }
      struct Screen: View {
        let name: String?
        var body: some View {
          VStack {
            Cell(image: Image("Sync"))
            Cell(image: .init("Sync"))
            Cell(image: name.map(Image.init))
            Cell(image: makeImage())
            Row(title: "Save") { print("saved") }
          }
        }
        func makeImage() -> Image? { nil }
      }
      """
    let path = "/labels/Screen.swift"
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, source)])).load(
      Array(source.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let stack = try #require(SwiftUILoaderTests.all(root).first { $0.role == .stackView })
    // Per caller: whether `if let` is left open (its `else` kept as another state).
    let open = stack.children.map { child in
      SwiftUILoaderTests.all(child).contains { element in
        element.runtimeAttributes.contains { $0.keyPath == "state.condition" && $0.value.text.hasPrefix("not `let") }
      }
    }
    #expect(open == [false, false, true, true, true], "\(open)")
  }
}
