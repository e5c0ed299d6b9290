import HeraldSource
import HeraldTree
import Testing

/// The app's own modifiers (issue 33, "`ViewModifier` and `.modifier(…)` bodies"): a
/// `ViewModifier`'s `body(content:)` and a method of `extension View` read where a view applies
/// them, with that view as their `content` or `self` (Apple, `ViewModifier`, `modifier(_:)`).
/// Written for Herald after what real apps declare (a `showIf` that shows its view only while a
/// condition holds, a close button a modifier puts in the navigation bar).
@Suite("SwiftUI: the app's own modifiers")
struct SwiftUIAppModifiersTests {
  static let modifiers = """
    import SwiftUI

    struct ConditionalView: ViewModifier {
      let show: [Bool]
      func body(content: Content) -> some View {
        Group {
          if show.filter({ $0 == false }).count == 0 {
            content
          } else {
            EmptyView()
          }
        }
      }
    }

    struct Tappable: ViewModifier {
      var name: String
      func body(content: Content) -> some View {
        content
          .accessibilityLabel(name)
          .accessibilityAddTraits(.isButton)
      }
    }

    extension View {
      func showIf(_ bool: Bool) -> some View {
        modifier(ConditionalView(show: [bool]))
      }
      func showIf(_ conditions: Bool...) -> some View {
        modifier(ConditionalView(show: conditions))
      }
      func closeButton(_ action: @escaping () -> Void) -> some View {
        self.toolbar {
          ToolbarItem(placement: .topBarLeading) {
            Button("Close", action: action)
          }
        }
      }
      func handled(by handler: any Handler) -> some View {
        handler.wrap(content: self)
      }
    }
    """

  /// The texts of each state of `view`'s scene `Screen`, the app's modifiers declared beside it.
  static func states(_ view: String) throws -> [[String]] {
    try SwiftUILoaderTests.stateTexts(
      of: view, at: "/app/Screen.swift", scene: "Screen", beside: [("/app/Modifiers.swift", modifiers)])
  }

  @Test("A modifier that shows its view only while state holds hides it where the state starts; the rest is a state")
  func conditionalOnState() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        @State private var selected: String? = nil
        var body: some View {
          VStack {
            Text("Always")
            Text("Tap to begin").showIf(selected != nil)
          }
        }
      }
      """
    let states = try Self.states(view)
    #expect(states.first == ["Always"])
    #expect(states.contains(["Always", "Tap to begin"]), "\(states)")
  }

  @Test("A condition the source fixes decides for good; the variadic form takes every argument")
  func conditionalFixed() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        let isPro = false
        var body: some View {
          VStack {
            Text("Upgrade").showIf(!isPro)
            Text("Pro badge").showIf(isPro)
            Text("Both hold").showIf(true, !isPro)
            Text("One fails").showIf(true, isPro)
          }
        }
      }
      """
    let states = try Self.states(view)
    #expect(states == [["Upgrade", "Both hold"]], "\(states)")
  }

  @Test("A ViewModifier's accessibility modifiers reach the view it modifies")
  func accessibilityInModifier() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Image("door").modifier(Tappable(name: "Open the door"))
        }
      }
      """
    let root = try SwiftUILoaderTests.root(view, others: [("Modifiers.swift", Self.modifiers)])
    let image = try #require(SwiftUILoaderTests.all(root).first { $0.role == .image })
    #expect(image.accessibility.label == "Open the door")
    #expect(image.accessibility.traits?.contains(.button) == true)
  }

  @Test("A method of extension View that adds a toolbar puts its button in the navigation bar")
  func toolbarFromExtension() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationStack {
            Text("Settings body")
              .navigationTitle("Settings")
              .closeButton { }
          }
        }
      }
      """
    let root = try SwiftUILoaderTests.root(view, others: [("Modifiers.swift", Self.modifiers)])
    let said = SwiftUILoaderTests.all(root).compactMap { $0.content.text ?? $0.content.titles.values.first }
    #expect(said == ["Close", "Settings", "Settings body"], "\(said)")
    let bar = try #require(SwiftUILoaderTests.all(root).first { $0.role == .navigationBar })
    #expect(SwiftUILoaderTests.all(bar).contains { $0.role == .button })
  }

  @Test("A modifier whose body hands the view to code Herald does not read leaves the view as it is")
  func contentHandedOn() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
        let handler: any Handler
        var body: some View {
          Text("Still here").handled(by: handler)
        }
      }
      """
    #expect(try Self.states(view) == [["Still here"]])
  }

  @Test("Of two declarations for different platforms, the one the platform read compiles applies")
  func platformDeclarations() throws {
    let source = """
      import SwiftUI
      #if os(tvOS)
      extension View {
        func closeButton(_ action: @escaping () -> Void) -> some View { self }
      }
      #else
      extension View {
        func closeButton(_ action: @escaping () -> Void) -> some View {
          toolbar { ToolbarItem(placement: .topBarLeading) { Button("Close", action: action) } }
        }
      }
      #endif
      struct Screen: View {
        var body: some View {
          NavigationStack { Text("Body").closeButton { } }
        }
      }
      """
    func texts(_ platform: Platform) throws -> [String] {
      var index = SwiftUIViewIndex(sources: [("View.swift", source)])
      index.platform = platform
      let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "View.swift")
      let root = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
      return SwiftUILoaderTests.all(root).filter { !$0.isHidden }.compactMap {
        $0.content.text ?? $0.content.titles.values.first
      }
    }
    #expect(try texts(.iOS).contains("Close"))
    #expect(try !texts(.tvOS).contains("Close"))
  }

  @Test("Branches that build the same views (a modifier Herald does not read, per system) are no states")
  func sameBranches() throws {
    let view = """
      import SwiftUI
      struct Compact: ViewModifier {
        func body(content: Content) -> some View {
          if #available(iOS 17, *) { content.listSectionSpacing(.compact) } else { content }
        }
      }
      struct Swipe: ViewModifier {
        let kind: Kind
        func body(content: Content) -> some View {
          switch kind {
          case .history: content.swipeActions { Button("Delete") { } }
          default: content
          }
        }
      }
      struct Screen: View {
        let kind: Kind
        @State private var isOn = false
        var body: some View {
          List {
            Text("Row").modifier(Swipe(kind: kind))
            if isOn { Text("On") } else { Text("Off") }
          }
          .modifier(Compact())
        }
      }
      """
    let states = try SwiftUILoaderTests.stateTexts(of: view, at: "/app/Screen.swift", scene: "Screen")
    #expect(states == [["Row", "Off"], ["Row", "On"]], "\(states)")
  }

  @Test("An early return is an alternative to the statements after it, not views beside them")
  func earlyReturn() throws {
    let view = """
      import SwiftUI
      struct Popover: ViewModifier {
        let enabled: Bool
        func body(content: Content) -> some View {
          if !enabled {
            return AnyView(content)
          }
          return AnyView(VStack { content; Text("Popover hint") })
        }
      }
      struct Screen: View {
        @State private var enabled = false
        var body: some View {
          Text("Name").modifier(Popover(enabled: enabled))
        }
      }
      """
    let states = try SwiftUILoaderTests.stateTexts(of: view, at: "/app/Screen.swift", scene: "Screen")
    #expect(states == [["Name"], ["Name", "Popover hint"]], "\(states)")
  }

  @Test("A modifier's view shown in many places is charged to the budget, and the rest of the screen is still read")
  func chargedCopies() throws {
    let rows = (1...300).map { "Text(\"Row \($0)\")" }.joined(separator: "\n")
    let view = """
      import SwiftUI
      struct Twice: ViewModifier {
        func body(content: Content) -> some View { VStack { content; content } }
      }
      struct Screen: View {
        var body: some View {
          VStack {
            VStack { \(rows) }.modifier(Twice()).modifier(Twice()).modifier(Twice())
            Text("After")
          }
        }
      }
      """
    let texts = try SwiftUILoaderTests.stateTexts(of: view, at: "/app/Screen.swift", scene: "Screen").first ?? []
    #expect(texts.count == 300 * 8 + 1)
    #expect(texts.last == "After")
  }

  @Test("An opacity a modifier ties to state leaves the view shown; one the source fixes at 0 hides it")
  func opacityFromState() throws {
    let view = """
      import SwiftUI
      extension View {
        func isVisible(_ isVisible: Bool) -> some View { opacity(isVisible ? 1 : 0) }
      }
      struct Screen: View {
        @State private var isPresentingOverlay = false
        let isTV = false
        var body: some View {
          VStack {
            Text("Controls").isVisible(isPresentingOverlay)
            Text("TV hint").isVisible(isTV)
          }
        }
      }
      """
    let root = try SwiftUILoaderTests.root(view)
    let texts = SwiftUILoaderTests.all(root).filter { $0.content.text != nil }
    #expect(texts.first { $0.content.text == "Controls" }?.alpha ?? 1 > 0)
    #expect(texts.first { $0.content.text == "TV hint" }?.alpha == 0)
  }

  @Test("A modifier that applies itself is read once, not without end")
  func recursion() throws {
    let view = """
      import SwiftUI
      extension View {
        func loop() -> some View { self.loop().padding() }
      }
      struct Loop: ViewModifier {
        func body(content: Content) -> some View { content.modifier(Loop()) }
      }
      struct Screen: View {
        var body: some View {
          VStack { Text("A").loop(); Text("B").modifier(Loop()) }
        }
      }
      """
    #expect(try SwiftUILoaderTests.stateTexts(of: view, at: "/app/Screen.swift", scene: "Screen") == [["A", "B"]])
  }
}
