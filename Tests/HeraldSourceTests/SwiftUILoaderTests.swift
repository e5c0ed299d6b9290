import HeraldSource
import HeraldTree
import Testing

/// The SwiftUI loader (docs/swiftui.md): what each construct of a view's body becomes in the
/// control tree, one construct per test.
@Suite("SwiftUI loader")
struct SwiftUILoaderTests {
  /// The tree of `source` (a file `View.swift`), with `others` indexed for custom views.
  static func tree(_ source: String, others: [(path: String, text: String)] = []) throws -> ControlTree {
    let index = SwiftUIViewIndex(sources: others + [("View.swift", source)])
    return try SwiftUILoader(views: index).load(Array(source.utf8), file: "View.swift")
  }

  /// The root of the scene `name`.
  static func root(_ source: String, _ name: String = "Screen", others: [(path: String, text: String)] = []) throws
    -> Element
  {
    let tree = try tree(source, others: others)
    return try #require(tree.scenes.first { $0.name == name }?.root, "no scene \(name)")
  }

  /// The elements of `root` in document order, without the root.
  static func all(_ root: Element) -> [Element] {
    root.children.flatMap { [$0] + all($0) }
  }

  /// The texts of each state of the scene `name` that `view` (at `path`, read beside `others`)
  /// declares, the first state first.
  static func stateTexts(
    of view: String, at path: String, scene name: String, beside others: [(String, String)] = []
  ) throws -> [[String]] {
    let views = SwiftUIViewIndex(sources: [(path, view)] + others)
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == name }).root
    return SceneStates.states(of: root).map { state in
      all(SceneStates.select(state, in: root)).compactMap(\.content.text)
    }
  }

  static func view(_ body: String, members: String = "") -> String {
    """
    import SwiftUI
    struct Screen: View {
      \(members)
      var body: some View {
        \(body)
      }
    }
    """
  }

  @Test("Each View type is a scene named after it, at its declaration; other types are not")
  func scenes() throws {
    let tree = try Self.tree(
      """
      import SwiftUI
      struct Model { var name = "x" }
      struct First: View { var body: some View { Text("One") } }
      struct Second: View { var body: some View { Text("Two") } }
      """)
    #expect(tree.format == .swiftUI)
    #expect(tree.scenes.map(\.name) == ["First", "Second"])
    #expect(tree.scenes.map(\.location.line) == [3, 4])
    #expect(tree.scenes[0].root.children.first?.content.text == "One")
  }

  @Test("A view declared under #if DEBUG is no screen of the app as it ships; one under a platform's #if still is")
  func debugOnlyViews() throws {
    let tree = try Self.tree(
      """
      import SwiftUI
      #if DEBUG
      struct DebugMenu: View { var body: some View { Text("Debug") } }
      #else
      struct Shipped: View { var body: some View { Text("Shipped") } }
      #endif
      #if os(macOS)
      struct MacOnly: View { var body: some View { Text("Mac") } }
      #endif
      #if !DEBUG && swift(>=5.9)
      struct Release: View { var body: some View { Text("Release") } }
      #endif
      """)
    #expect(tree.scenes.map(\.name) == ["Shipped", "MacOnly", "Release"])
  }

  @Test("Stacks keep their order and axis; controls get their roles and literal strings")
  func controls() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("Title")
          HStack {
            Image(systemName: "star.fill")
            Image(decorative: "divider")
            Button("Save") {}
            Toggle("Sound", isOn: .constant(true))
            Slider(value: .constant(5), in: 0...10)
            TextField("Meal name", text: .constant(""))
            SecureField("Password", text: .constant(""))
            Link("Help", destination: URL(string: "https://example.com")!)
            ProgressView()
          }
        }
        """))
    let stack = try #require(root.children.first)
    #expect(stack.role == .stackView && stack.stack?.axis == .vertical)
    let row = stack.children[1]
    #expect(row.stack?.axis == .horizontal)
    #expect(
      row.children.map(\.role) == [
        .image, .image, .button, .switch, .slider, .textField, .secureTextField, .link, .activityIndicator,
      ])
    #expect(row.children[0].content.images[.normal] == "star.fill" && row.children[0].accessibility.isElement == true)
    #expect(row.children[1].accessibility.isElement == false)
    #expect(row.children[2].content.titles[.normal] == "Save")
    #expect(row.children[3].state.isOn == true)
    #expect(row.children[4].content.range == RangeValue(value: 5, minimum: 0, maximum: 10))
    #expect(row.children[5].content.placeholder == "Meal name")
    #expect(stack.children[0].content.text == "Title")
  }

  @Test("A button's label views give its title; an image-only label gives its image")
  func buttonLabels() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Button { } label: { Image(systemName: "plus") }
          Button(action: {}) { HStack { Image(systemName: "trash"); Text("Delete") } }
          Button("Share", systemImage: "square.and.arrow.up") {}
        }
        """))
    let buttons = root.children[0].children
    #expect(buttons[0].content.images[.normal] == "plus" && buttons[0].content.titles.isEmpty)
    #expect(buttons[1].content.titles[.normal] == "Delete")
    #expect(buttons[2].content.titles[.normal] == "Share")
  }

  @Test("Accessibility modifiers become accessibility properties, applied inner first")
  func modifiers() throws {
    let root = try Self.root(
      Self.view(
        """
        Image(systemName: "star")
          .accessibilityLabel("Favorite")
          .accessibilityHint("Adds to favorites.")
          .accessibilityValue(Text("On"))
          .accessibilityIdentifier("fav")
          .accessibilityAddTraits([.isButton, .isHeader])
          .accessibilityRemoveTraits(.isImage)
          .accessibilityAction(named: "Remove") {}
          .accessibilityInputLabels(["Star", "Favorite"])
          .onTapGesture {}
        """))
    let image = try #require(root.children.first)
    #expect(image.accessibility.label == "Favorite")
    #expect(image.accessibility.hint == "Adds to favorites.")
    #expect(image.accessibility.value == "On")
    #expect(image.accessibility.identifier == "fav")
    #expect(image.accessibility.traits == [.button, .header])
    #expect(image.accessibility.customActions.map(\.name) == ["Remove"])
    #expect(image.accessibility.inputLabels == ["Star", "Favorite"])
    #expect(image.connections.gestureRecognizers.map(\.kind) == [.tap])
  }

  @Test(
    "accessibilityElement: ignore makes one element, combine reads the children and offers their buttons, contain groups"
  )
  func childBehaviour() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          HStack { Text("A"); Text("B") }.accessibilityElement(children: .ignore)
          HStack { Text("Total"); Text("$42"); Button("Pay") {} }.accessibilityElement(children: .combine)
          HStack { Text("C") }.accessibilityElement(children: .contain)
          HStack { Text("D") }.accessibilityHidden(true)
        }
        """))
    let rows = root.children[0].children
    #expect(rows[0].accessibility.isElement == true && rows[0].accessibility.label == nil)
    #expect(rows[0].runtimeAttributes.contains { $0.keyPath == "swiftui.ignoresChildren" })
    #expect(rows[1].accessibility.isElement == true && rows[1].content.text == "Total, $42, Pay")
    #expect(rows[1].accessibility.customActions.map(\.name) == ["Pay"])
    #expect(rows[2].accessibility.shouldGroupChildren && rows[2].accessibility.isElement == false)
    #expect(rows[3].accessibility.elementsHidden)
  }

  @Test("ForEach over a short literal range builds every row with its value; over data, one row marked repeated")
  func forEach() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          ForEach(1...3, id: \\.self) { star in Text("Star \\(star)") }
          ForEach(items) { item in Text(item.title) }
        }
        """, members: "let items: [Item]"))
    let loops = root.children[0].children
    #expect(loops[0].children.map(\.content.text) == ["Star 1", "Star 2", "Star 3"])
    #expect(loops[1].children.map(\.content.text) == ["‹item.title›"])
    #expect(loops[1].runtimeAttributes.contains { $0.keyPath == "swiftui.repeated" })
  }

  @Test(
    "if/else and switch are alternatives: branches the source rules out are dropped, the others marked with their condition"
  )
  func alternatives() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          if isLoading { ProgressView() } else { Text("Done") }
          if showsTitle { Text("Title") } else { Text("No title") }
          switch mode { case .a: Text("A") case .b: Text("B") }
          if isEditing { Text("Editing") }
          if let onTap { Button("Tap", action: onTap) }
        }
        """,
        members: """
          var isLoading: Bool
          var showsTitle = false
          var mode: Mode
          @State private var isEditing = false
          var onTap: (() -> Void)? = nil
          """))
    let choices = root.children[0].children
    // Undecided: every branch, the first shown, each with its condition.
    #expect(choices[0].children.map(\.isHidden) == [false, true])
    #expect(choices[0].children.map(SceneStates.condition(of:)) == ["`isLoading`", "not `isLoading`"])
    // Decided by a default: only the branch it chooses, with no condition.
    #expect(choices[1].children.count == 1)
    #expect(choices[1].children[0].children.map(\.content.text) == ["No title"])
    #expect(SceneStates.condition(of: choices[1].children[0]) == nil)
    #expect(choices[2].children.map(\.isHidden) == [false, true])
    #expect(choices[2].children.map(SceneStates.condition(of:)) == ["`mode` is .a", "`mode` is .b"])
    // `@State` only chooses the default state: the other branch stays, the initial one shown.
    #expect(choices[3].children.map(\.isHidden) == [true, false])
    #expect(choices[3].children.map(SceneStates.condition(of:)) == ["`isEditing`", "not `isEditing`"])
    // `if let` over `nil`: the button is known absent.
    #expect(choices[4].children.count == 1 && choices[4].children[0].children.isEmpty)
  }

  @Test("Custom views are expanded from their own file with the arguments passed; previews give arguments")
  func customViews() throws {
    let row = """
      import SwiftUI
      struct Row: View {
        let title: String
        var subtitle = "None"
        var body: some View { VStack { Text(title); Text(subtitle) } }
      }
      """
    let root = try Self.root(Self.view(#"List { Row(title: "First") }"#), others: [("Row.swift", row)])
    let texts = Self.all(root).compactMap(\.content.text)
    #expect(texts == ["First", "None"])
    // The scene of Row itself takes the preview's arguments.
    let preview = try Self.root(
      row + "\n#Preview { Row(title: \"From preview\", subtitle: \"Sub\") }", "Row")
    #expect(Self.all(preview).compactMap(\.content.text) == ["From preview", "Sub"])
  }

  @Test("A view that uses itself is not expanded forever; an undeclared view type is kept as a custom class")
  func recursionAndUnknown() throws {
    let root = try Self.root(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View { VStack { Screen(); LazyImage(url: url) { Text("Loading") } } }
      }
      """)
    let stack = root.children[0]
    #expect(stack.children[0].customClass?.name == "Screen" && stack.children[0].children.isEmpty)
    #expect(stack.children[1].customClass?.name == "LazyImage")
    #expect(stack.children[1].children.first?.content.text == "Loading")
  }

  @Test("Computed view properties and view-building methods are read with their arguments")
  func members() throws {
    let root = try Self.root(
      Self.view(
        #"VStack { header; row(title: "Hello") }"#,
        members: """
          var header: some View { Text("Header").font(.headline) }
          func row(title: String) -> some View { Text(title) }
          """))
    #expect(Self.all(root).compactMap(\.content.text) == ["Header", "Hello"])
  }

  @Test("Fonts: text styles scale, fixed system sizes do not; fonts, colours and disabled reach the views below")
  func environment() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("Styled").font(.title)
          Text("Fixed").font(.system(size: 12))
          Text("Custom").font(.custom("Serif", size: 15))
          Text("Inherited")
          Button("Off") {}
        }
        .font(.system(size: 20))
        .foregroundColor(.red)
        .disabled(true)
        """))
    let views = root.children[0].children
    #expect(views[0].appearance.font?.textStyle == "title1" && views[0].appearance.adjustsFontForContentSizeCategory)
    #expect(views[1].appearance.font?.pointSize == 12 && !views[1].appearance.adjustsFontForContentSizeCategory)
    #expect(views[2].appearance.font?.textStyle == "body" && views[2].appearance.adjustsFontForContentSizeCategory)
    #expect(views[3].appearance.font?.pointSize == 20)
    #expect(views[3].appearance.textColor?.name == "systemRedColor")
    #expect(
      views[3].appearance.textColor?.components != nil && views[3].appearance.textColor?.isAdaptiveSystemColor == true)
    #expect(views[4].state.isEnabled == false)
  }

  @Test("A platform font made at a size is that size and does not scale; one UIFontMetrics scales is left unknown")
  func platformFonts() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("Banner").font(Font(FontFamily.Serif.regular.font(size: 49) as CTFont))
          Text("Small").font(Font(UIFont.systemFont(ofSize: 16)))
          Text("Scaled").font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 16))))
        }
        """))
    let views = root.children[0].children
    #expect(views[0].appearance.font?.pointSize == 49 && !views[0].appearance.adjustsFontForContentSizeCategory)
    #expect(views[1].appearance.font?.pointSize == 16 && !views[1].appearance.adjustsFontForContentSizeCategory)
    #expect(views[2].appearance.font == nil)
  }

  @Test("SwiftUI's standard colours and UIKit's system colours are Apple's, with their values; an asset's is unknown")
  func systemColors() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("A").foregroundColor(.secondary)
          Text("B").foregroundColor(Color(.secondaryLabel))
          Text("C").foregroundColor(Color(uiColor: .systemGray))
          Text("D").foregroundColor(.white)
          Text("E").foregroundColor(Color("Brand"))
        }
        """))
    let colors = root.children[0].children.map(\.appearance.textColor)
    #expect(
      colors.map { $0?.name } == [
        "secondaryLabelColor", "secondaryLabelColor", "systemGrayColor", "whiteColor", "Brand",
      ])
    #expect(colors.prefix(4).allSatisfy { $0?.components != nil })
    #expect(colors[0]?.isAdaptiveSystemColor == true && colors[3]?.isAdaptiveSystemColor == false)
    #expect(colors[4]?.components == nil)
  }

  @Test("Bold and font weights are read: a bold body text is WCAG large text, a semibold caption is not")
  func weights() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("A").bold()
          Text("B").font(.caption).fontWeight(.semibold)
          Text("C").fontWeight(.regular)
          Text("D").fontWeight(.medium).font(.system(size: 14))
        }
        .bold()
        """))
    let fonts = root.children[0].children.map(\.appearance.font)
    #expect(fonts[0]?.weight == "bold" && fonts[0]?.isLargeText == true)
    #expect(root.children[0].children[0].appearance.adjustsFontForContentSizeCategory)
    #expect(fonts[1]?.weight == "semibold" && fonts[1]?.isLargeText == false)
    #expect(fonts[2]?.weight == "regular")
    // A weight before the font: the font's size, with the weight.
    #expect(fonts[3]?.pointSize == 14 && fonts[3]?.weight == "medium")
    #expect(!root.children[0].children[3].appearance.adjustsFontForContentSizeCategory)
  }

  @Test("A background the source does not fix is unknown, named by its source, not the system's white")
  func unknownBackgrounds() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("A").background(Color.blue)
          Text("B").background(theme.tintColor)
          Text("C").background { Capsule().fill(.ultraThinMaterial) }
          Text("D").listRowBackground(Color.clear)
          Button { } label: { Text("Go").foregroundStyle(Color.white) }
        }
        """))
    let views = root.children[0].children
    // A button's title is drawn as its label's text is.
    #expect(views[4].appearance.textColor?.name == "whiteColor")
    let colors = views.map(\.appearance.backgroundColor)
    #expect(colors[0]?.name == "systemBlueColor" && colors[0]?.components != nil)
    #expect(colors[1]?.name == "theme.tintColor" && colors[1]?.components == nil)
    #expect(colors[2]?.name?.hasPrefix("Capsule()") == true && colors[2]?.components == nil)
    #expect(colors[3]?.components?.alpha == 0)
  }

  @Test("accessibilitySortPriority orders siblings, higher first; .frame sizes are kept")
  func sortPriorityAndFrames() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("Second")
          Text("First").accessibilitySortPriority(1)
          Button("Small") {}.frame(width: 20, height: 20)
        }
        """))
    let views = root.children[0].children
    #expect(views.map { $0.content.text ?? $0.content.titles[.normal] ?? "" } == ["First", "Second", "Small"])
    let width = views[2].runtimeAttributes.first { $0.keyPath == "swiftui.width" }
    #expect(width?.value == .number(20))
  }

  @Test("Keys and values the app computes are marked, not guessed")
  func unknownText() throws {
    let root = try Self.root(Self.view(#"VStack { Text("settings.title"); Text(user.name); Text("Hi \(user.name)") }"#))
    let texts = root.children[0].children
    #expect(texts[0].content.text == "settings.title")
    #expect(texts[0].runtimeAttributes.contains { $0.value == .localizedString("settings.title") })
    #expect(texts[1].content.text == "‹user.name›")
    #expect(texts[2].content.text == "Hi ‹user.name›")
  }

  @Test("Ids are paths below the view whose body holds the element, the same in every scene that uses it")
  func ids() throws {
    let source = """
      import SwiftUI
      struct Badge: View { var body: some View { Text("New") } }
      struct A: View { var body: some View { VStack { Badge(); Badge() } } }
      """
    let tree = try Self.tree(source)
    let a = try #require(tree.scenes.first { $0.name == "A" })
    let ids = Self.all(a.root).map(\.id)
    #expect(ids == ["A/0", "Badge", "Badge/0", "Badge~2", "Badge/0~2"])
    #expect(tree.scenes.first { $0.name == "Badge" }?.root.children.first?.id == "Badge/0")
  }

  @Test("An adjustable action over the view's state becomes a component model the announcer can run")
  func adjustableModel() throws {
    let tree = try Self.tree(
      """
      import SwiftUI
      struct Rating: View {
        @State var rating = 2
        var body: some View {
          HStack { Text("stars") }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\\(rating) of 5")
            .accessibilityAdjustableAction { direction in
              switch direction {
              case .increment: if rating < 5 { rating += 1 }
              case .decrement: if rating > 0 { rating -= 1 }
              @unknown default: break
              }
            }
        }
      }
      """)
    let scene = try #require(tree.scenes.first)
    let model = try #require(scene.components.first)
    let element = try #require(scene.root.children.first)
    #expect(element.customClass?.name == model.className)
    #expect(model.properties.map(\.name) == ["rating"])
    #expect(model.element?.actions[.increment] != nil && model.element?.actions[.decrement] != nil)
    #expect(element.accessibility.value == "2 of 5")
  }

  @Test("A file swift-syntax cannot parse in time is an error naming its line; one that does not parse still loads")
  func badInput() throws {
    let brackets = String(repeating: "[", count: 12)
    #expect(throws: TreeError.self) { try Self.tree("import SwiftUI\nlet x = \(brackets)") }
    let tree = try Self.tree("import SwiftUI\nstruct Screen: View { var body: some View { Text(\"A\" } }")
    #expect(tree.scenes.count == 1)
  }

  @Test("Texts record the keys SwiftUI looks them up by: key-like literals, interpolated formats, button titles")
  func localizationKeys() throws {
    let root = try Self.root(
      Self.view(
        """
        VStack {
          Text("settings.title")
          Text("\\(count) posts")
          Button("account.follow") { follow() }
          Image("star").accessibilityLabel("rating.star")
          Text(verbatim: "plain.text")
        }
        """, members: "var count = 3"))
    let elements = Self.all(root)
    let keys = elements.flatMap { $0.localizationKeys.map { "\($0.key) \($0.value)" } }.sorted()
    #expect(
      keys == ["label rating.star", "text %@ posts", "text settings.title", "title account.follow"], "\(keys)")
  }
}
