import HeraldSource
import HeraldTree
import Testing

/// A custom view's explicit initializer, read where a caller calls it (issue 33: "a custom `init`
/// with `@ViewBuilder` parameters"): the properties its body assigns come from the caller's
/// arguments, matched to its parameters as Swift matches them. Written for Herald after the
/// initializers of real apps (a "see more" text that wraps a `String` in a `Text`, a card that
/// calls its `@ViewBuilder` content, a reorderable list with labelled trailing closures).
@Suite("SwiftUI explicit initializers")
struct SwiftUIInitializerTests {
  static let views = """
    struct SeeMore: View {
      private let text: Text
      @State private var expanded: Bool
      init(_ text: String, expanded: Bool = false) {
        self.text = Text(text)
        _expanded = State(initialValue: expanded)
      }
      var body: some View {
        if expanded { text } else { text.lineLimit(3) }
      }
    }

    struct Card<Content: View>: View {
      let title: String
      let content: Content
      init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
      }
      var body: some View {
        VStack { Text(title); content }
      }
    }

    struct Reorderable<Content: View, Preview: View>: View {
      typealias Builder = () -> Content
      private let id: String
      private let content: Builder
      private let preview: (() -> Preview)?
      init(id: String, @ViewBuilder content: @escaping Builder) where Preview == EmptyView {
        self.id = id
        self.content = content
        self.preview = nil
      }
      init(@ViewBuilder content: @escaping Builder, @ViewBuilder preview: @escaping () -> Preview) {
        self.id = "default"
        self.content = content
        self.preview = preview
      }
      var body: some View { content() }
    }

    struct Maybe: View {
      let title: String
      init(title: String, loud: Bool) {
        if loud { self.title = title.uppercased() } else { self.title = title }
      }
      var body: some View { Text(title) }
    }
    """

  /// The texts and labels the default state shows.
  static func texts(_ body: String) throws -> [String] {
    SwiftUISemanticsTests.texts(try SwiftUISemanticsTests.root(body, others: views))
  }

  @Test("A property the initializer builds from a parameter (`self.text = Text(text)`) is the caller's text")
  func builtFromParameter() throws {
    let root = try SwiftUISemanticsTests.root(#"Button { } label: { SeeMore("An overview") }"#, others: Self.views)
    let button = try #require(SwiftUILoaderTests.all(root).first { $0.role == .button })
    #expect(button.content.titles[.normal] == "An overview" || button.accessibility.label == "An overview")
  }

  @Test("`_state = State(initialValue:)` chooses the default state; `self.content = content()` is the caller's views")
  func wrappedAndBuilder() throws {
    #expect(try Self.texts(#"SeeMore("Full text", expanded: true)"#) == ["Full text"])
    #expect(try Self.texts(#"Card(title: "Trash") { Button("Empty") { } }"#) == ["Trash", "Empty"])
  }

  @Test("A trailing closure fills only a parameter of a function type; labelled ones go by label")
  func trailingClosures() throws {
    // The first initializer would take the closure for `id:` (a String): Swift skips it.
    #expect(try Self.texts(#"Reorderable { Text("Row") } preview: { Text("Dragged") }"#) == ["Row"])
    #expect(try Self.texts(#"Reorderable(id: "rows") { Text("Row") }"#) == ["Row"])
  }

  @Test("A property the initializer assigns under a condition is left to the app")
  func conditional() throws {
    #expect(try Self.texts(#"Maybe(title: "Hello", loud: false)"#) == ["‹title›"])
  }

  @Test("`.background()` draws SwiftUI's background style: the system background, not an unknown colour")
  func defaultBackground() throws {
    let root = try SwiftUISemanticsTests.root(
      #"VStack { Text("A").background(); Text("B").background(.background); Text("C").background(.red) }"#)
    let colors = SwiftUILoaderTests.all(root).filter { $0.role == .staticText }.map(\.appearance.backgroundColor?.name)
    #expect(colors == ["systemBackgroundColor", "systemBackgroundColor", "systemRedColor"], "\(colors)")
  }

  @Test("Overloads the labels do not tell apart bind nothing; a variadic parameter and a local are the app's")
  func ambiguousAndComputed() throws {
    let views = """
      struct Tag: View {
        let title: String
        init(_ title: String) { self.title = title }
        init(_ number: Int) { self.title = "#" }
        var body: some View { Text(title) }
      }
      struct Names: View {
        let first: String
        let count: String
        init(_ names: String..., prefix: String = "To") {
          let joined = names.joined(separator: ", ")
          self.first = joined
          self.count = prefix
        }
        var body: some View { Text(first); Text(count) }
      }
      """
    let root = try SwiftUISemanticsTests.root(#"VStack { Tag("News"); Names("Ann", "Bo") }"#, others: views)
    #expect(SwiftUISemanticsTests.texts(root) == ["‹title›", "‹joined›", "To"])
  }

  /// Swiftfin's `ChevronButton`: convenience initializers in extensions delegate to the one that
  /// takes the `@ViewBuilder` label, building it from their own parameters; the caller's trailing
  /// closure is the action, not the label.
  @Test("An initializer that delegates (`self.init(action:) { Text(title) }`) is followed, with its own parameters")
  func delegation() throws {
    let views = """
      struct Chevron<Label: View>: View {
        private let action: () -> Void
        private let label: Label
        var body: some View { Button(action: action) { HStack { label; Image(systemName: "chevron.right") } } }
      }
      extension Chevron {
        init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
          self.action = action
          self.label = label()
        }
      }
      extension Chevron where Label == Text {
        init(_ title: String, action: @escaping () -> Void) {
          self.init(action: action) { Text(title) }
        }
        init(_ title: String, detail: String, action: @escaping () -> Void) {
          self.init(detail, action: action)
        }
      }
      struct Looping: View {
        let title: String
        init(_ title: String) { self.init(title, again: true) }
        init(_ title: String, again: Bool) { self.init(title) }
        var body: some View { Text(title) }
      }
      """
    let root = try SwiftUISemanticsTests.root(
      #"VStack { Chevron("Account") { print("tap") }; Chevron("Privacy", detail: "On") { }; Looping("Loop") }"#,
      others: views)
    let titles = SwiftUILoaderTests.all(root).filter { $0.role == .button }.map { $0.content.titles[.normal] }
    #expect(titles == ["Account", "On"], "\(titles)")
    // Delegation that never ends is cut after a few steps (no endless recursion): the title is the app's.
    #expect(SwiftUISemanticsTests.texts(root).last == "‹title›")
  }
}
