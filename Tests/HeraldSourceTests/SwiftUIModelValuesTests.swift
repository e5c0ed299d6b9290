import Foundation
import HeraldSource
import HeraldTestSupport
import HeraldTree
import Testing

/// What a view reads from the app's models before the app changes them: an `ObservableObject` or
/// `@Observable` class's initial values choose the first state (Apple, "Managing model data in
/// your app"); the other states are kept.
@Suite("SwiftUI: the models' initial values")
struct SwiftUIModelValuesTests {
  static let store = """
    import SwiftUI
    @Observable final class AppStore {
      static let shared = AppStore()
      var isReachable: Bool = true
      var name = "Guest"
      var models: [String] = []
      var selected: String?
      let greeting = UserText.greeting
      var token = "unset"
      var showMore = false
      init() {
        token = UserDefaults.standard.string(forKey: "token") ?? ""
        setUp()
      }
      private func setUp() { showMore = UserDefaults.standard.bool(forKey: "more") }
    }
    @Model final class Backyard { var name = "Sample yard" }
    enum UserText { static let greeting = NSLocalizedString("home.greeting", value: "Welcome back", comment: "") }
    """

  /// The texts and button titles shown in the first state of `Screen` in `body`
  /// (``shown(_:firstStateOnly:)``).
  static func firstState(_ body: String, others: [(String, String)] = [("/facts/AppStore.swift", store)]) throws
    -> [String]
  {
    try shown(SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others))
  }

  /// The texts and button titles `root` shows (in its first state only, unless told), each with
  /// its value after ": " and "(dimmed)" after a disabled control.
  static func shown(_ root: Element, firstStateOnly: Bool = true) throws -> [String] {
    let tree = firstStateOnly ? SceneStates.select(try #require(SceneStates.states(of: root).first), in: root) : root
    return SwiftUILoaderTests.all(tree).filter { !$0.isHidden }.compactMap { element in
      guard var text = element.content.text ?? element.content.titles[.normal] else { return nil }
      if let value = element.accessibility.value { text += ": " + value }
      return element.state.isEnabled ? text : text + " (dimmed)"
    }
  }

  @Test("an environment model's initial values choose the first state; the other stays a state")
  func environment() throws {
    let body = """
      struct Screen: View {
        @Environment(AppStore.self) private var store
        var body: some View {
          VStack {
            if !store.isReachable { Text("Offline") }
            Text(store.name)
            Text(store.greeting)
            if store.models.isEmpty { Text("No models") } else { Text("Pick a model") }
          }
        }
      }
      """
    #expect(try Self.firstState(body) == ["Guest", "Welcome back", "No models"])
    let root = try SwiftUIScreenFactsTests.scene(
      "import SwiftUI\n" + body, "Screen", others: [("/facts/AppStore.swift", Self.store)])
    #expect(SceneStates.states(of: root).count == 2)
  }

  @Test("`if case` over a model's enum case chooses the first state; the other stays a state")
  func ifCase() throws {
    let phase = """
      import SwiftUI
      enum Phase { case signedOut, waiting, signedIn(String) }
      final class Session: ObservableObject { @Published var phase: Phase = .signedOut }
      """
    let body = """
      struct Screen: View {
        @EnvironmentObject var session: Session
        var body: some View {
          VStack {
            if case .signedIn(let name) = session.phase { Text(name) } else { Button("Sign In") {} }
            if case .waiting = session.phase { Text("Waiting") }
          }
        }
      }
      """
    let others = [("/facts/Session.swift", phase)]
    #expect(try Self.firstState(body, others: others) == ["Sign In"])
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others)
    #expect(SceneStates.states(of: root).count > 1, "the model changes: the signed-in branch is a state")
    // `.some` matches an optional, not a case: the branch is kept, not ruled out.
    let optional = """
      struct Screen: View {
        @State private var picked: String? = nil
        var body: some View {
          if case .some(let name) = picked { Text(name) } else { Text("None") }
        }
      }
      """
    let chosen = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + optional, "Screen", others: others)
    #expect(SceneStates.states(of: chosen).count == 2)
  }

  @Test("the app's environment values start at their declared defaults; other states stay")
  func environmentDefaults() throws {
    let environment = """
      import SwiftUI
      enum PassStatus { case notSubscribed, individual, family }
      extension EnvironmentValues {
        private enum PassStatusKey: EnvironmentKey { static var defaultValue: PassStatus = .notSubscribed }
        var passStatus: PassStatus {
          get { self[PassStatusKey.self] }
          set { self[PassStatusKey.self] = newValue }
        }
        @Entry var isCompact: Bool = true
      }
      """
    let body = """
      struct Screen: View {
        @Environment(\\.passStatus) private var passStatus
        @Environment(\\.isCompact) private var isCompact
        @Environment(\\.dismiss) private var dismiss
        @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
        var body: some View {
          VStack {
            if passStatus == .individual || passStatus == .family { Text("Premium") } else { Text("Get the pass") }
            if isCompact { Text("Compact") } else { Text("Wide") }
            if !voiceOver { Text("Swipe to see more") }
          }
        }
      }
      """
    let others = [("/facts/Environment.swift", environment)]
    // VoiceOver is in use when Herald reads the screen as VoiceOver does.
    #expect(try Self.firstState(body, others: others) == ["Get the pass", "Compact"])
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others)
    #expect(SceneStates.states(of: root).count > 1, "a view around may set them: the other branches stay states")
  }

  @Test("an `if let` branch of a value that starts nil is a state whose value the app sets, never \"nil\"")
  func ifLetOfNil() throws {
    let body = """
      struct Screen: View {
        @Environment(AppStore.self) private var store
        var body: some View {
          if let selected = store.selected { Text(selected) } else { Text("Nothing selected") }
        }
      }
      """
    #expect(try Self.firstState(body) == ["Nothing selected"])
    let root = try SwiftUIScreenFactsTests.scene(
      "import SwiftUI\n" + body, "Screen", others: [("/facts/AppStore.swift", Self.store)])
    let all = try Self.shown(root, firstStateOnly: false)
    #expect(!all.contains("nil"), "\(all)")
    #expect(all.contains("‹selected›"), "\(all)")
  }

  @Test("a model typed, made in place, or a type's shared instance; optional chaining through nil")
  func forms() throws {
    let body = """
      struct Screen: View {
        @State private var typed: AppStore
        @StateObject private var made = AppStore()
        @State private var shared = AppStore.shared
        let dotted: AppStore
        init(store: AppStore) { _typed = State(initialValue: store); dotted = .shared }
        var body: some View {
          VStack {
            Text(typed.name)
            Text(made.name)
            Text(shared.name)
            Button("Send") { }.disabled(made.selected?.isEmpty ?? true)
          }
        }
      }
      """
    #expect(try Self.firstState(body) == ["Guest", "Guest", "Guest", "Send (dimmed)"])
  }

  @Test("a model made in place chooses the first state only: the other branch stays a state")
  func madeInPlace() throws {
    let body = """
      struct Screen: View {
        @ObservedObject var model = AppStore()
        var body: some View {
          if model.models.isEmpty { Text("No models") } else { List { Text("Models") }.onTapGesture { } }
        }
      }
      """
    #expect(try Self.firstState(body) == ["No models"])
    let root = try SwiftUIScreenFactsTests.scene(
      "import SwiftUI\n" + body, "Screen", others: [("/facts/AppStore.swift", Self.store)])
    #expect(SceneStates.states(of: root).count == 2)
  }

  @Test(
    "what an initializer assigns (itself or through a method it calls), and a class SwiftUI does not observe, are left to the app"
  )
  func leftToTheApp() throws {
    let body = """
      struct Screen: View {
        @Environment(AppStore.self) private var store
        let yard: Backyard
        var body: some View {
          VStack {
            Text(store.token)
            Text(yard.name)
            if store.showMore { Text("More options") }
          }
        }
      }
      """
    // `showMore` is assigned by a method the initializer calls: unknown, so its branch is open.
    #expect(try Self.firstState(body) == ["‹store.token›", "‹yard.name›", "More options"])
  }

  @Test("a key-like format key filled with a model's value is marked as a key as shown, for wording rules to skip")
  func filledKey() throws {
    let body = """
      struct Screen: View {
        @Environment(AppStore.self) private var store
        var body: some View { Text("timeline.unread-posts.label-\\(store.models.count)") }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene(
      "import SwiftUI\n" + body, "Screen", others: [("/facts/AppStore.swift", Self.store)])
    let text = try #require(SwiftUILoaderTests.all(root).first { $0.role == .staticText })
    #expect(text.content.text == "timeline.unread-posts.label-0")
    #expect(text.runtimeAttributes.contains { $0.value == .localizedString("timeline.unread-posts.label-0") })
  }

  @Test("a model in a file that never mentions SwiftUI is read with the file's code facts")
  func outsideFile() throws {
    let model = """
      import Combine
      final class Session: NSObject, ObservableObject {
        @Published var isSignedIn = false
        @Published var attempts = 0
      }
      """
    let view = """
      import SwiftUI
      struct Screen: View {
        @EnvironmentObject var session: Session
        @State private var pin = ""
        var body: some View {
          VStack {
            if session.isSignedIn { Text("Welcome") } else { Text("Sign in") }
            Button("Continue") { }.disabled(pin.count < 4)
          }
        }
      }
      """
    let folder = try temporaryDirectory(["Session.swift": model, "Screen.swift": view])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let parses = SwiftParses()
    let views = SwiftUIViewIndex(paths: [folder], parses: parses)
    let path = folder + "/Screen.swift"
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: path)
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let first = try #require(SceneStates.states(of: root).first)
    let shown = SwiftUILoaderTests.all(SceneStates.select(first, in: root)).filter { !$0.isHidden }
    #expect(shown.compactMap { $0.content.text } == ["Sign in"])
    #expect(shown.first { $0.content.titles[.normal] == "Continue" }?.state.isEnabled == false)
    // The model's file was parsed once, for the code facts the view index shares.
    #expect(parses.parseCounts[folder + "/Session.swift"] == 1)
  }
}

/// `.help(…)` sets the accessibility hint (Apple, `help(_:)`).
@Suite("SwiftUI: help text")
struct SwiftUIHelpTests {
  @Test("help gives the hint; the outermost of help and accessibilityHint wins")
  func hint() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Button("Back") { }.help("Go to the previous page")
            Button("Share") { }.accessibilityHint("Inner").help(Text("Shares the page"))
            Button("Zoom") { }.help("Outer").accessibilityHint("Zooms in")
            Button("Mark") { }.help("Mark it").accessibilityRepresentation { Button("Mark") { }.accessibilityHint("marks") }
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene(source, "Screen")
    let hints = SwiftUILoaderTests.all(root).filter { $0.role == .button }.map(\.accessibility.hint)
    #expect(hints == ["Go to the previous page", "Shares the page", "Zooms in", "marks"])
    // The hint is marked as the help tag only where `.help` gave it (hint-punctuation reads the mark).
    let marked = SwiftUILoaderTests.all(root).filter { $0.role == .button }.map { button in
      button.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.helpTagKeyPath }
    }
    #expect(marked == [true, true, false, false])
  }
}

/// A `Text` of a localized string key shows its Markdown rendered; a `String` is shown as written.
@Suite("SwiftUI: Markdown in Text")
struct SwiftUIMarkdownTextTests {
  @Test("a literal or LocalizedStringKey is rendered, a String variable and verbatim text are not")
  func rendered() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        let plain = "**kept**"
        var body: some View {
          VStack {
            Text("Respond in **App**.")
            Text(LocalizedStringKey("See [the docs](https://a.b)"))
            Text(plain)
            Text(verbatim: "**also kept**")
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene(source, "Screen")
    let texts = SwiftUILoaderTests.all(root).compactMap { $0.content.text }
    #expect(texts == ["Respond in App.", "See the docs", "**kept**", "**also kept**"])
    // The key stays as written: it is what the tables are looked up by.
    #expect(SwiftUILoaderTests.all(root).compactMap { $0.localizationKeys[.text] }.first == "Respond in **App**.")
  }
}

/// An enum's cases and what its `switch self` properties give for each: `ForEach(Flavor.allCases)`
/// builds a row per case, and a picker shows the option of its selection's case.
@Suite("SwiftUI: enums of the app")
struct SwiftUIEnumValuesTests {
  static let flavor = """
    import SwiftUI
    enum Flavor: String, CaseIterable, Identifiable {
      case salty, sweet, bitter = "Bitter!"
      var id: Self { self }
      var name: String {
        switch self {
        case .salty: "Salty"
        case .sweet: return "Sweet"
        default: String(localized: "flavor.other", defaultValue: "Other")
        }
      }
    }
    enum Action { case reply(String), none; var title: String { switch self { case .none: "None"; default: "Reply" } } }
    """

  static func texts(_ body: String) throws -> [String] {
    try SwiftUIModelValuesTests.shown(
      SwiftUIScreenFactsTests.scene(
        "import SwiftUI\n" + body, "Screen", others: [("/facts/Flavor.swift", Self.flavor)]),
      firstStateOnly: false)
  }

  @Test("a ForEach over allCases builds a row per case, each read through the enum's properties")
  func allCases() throws {
    let body = """
      struct Screen: View {
        var body: some View {
          VStack {
            ForEach(Flavor.allCases) { flavor in Text(flavor.name) }
            Text(Flavor.bitter.rawValue)
            Text(Flavor.salty.rawValue)
          }
        }
      }
      """
    #expect(try Self.texts(body) == ["Salty", "Sweet", "Other", "Bitter!", "salty"])
  }

  @Test("a picker over allCases shows the option of its selection's case")
  func picker() throws {
    let body = """
      struct Screen: View {
        @State private var flavor: Flavor = .sweet
        var body: some View {
          Picker("Flavor", selection: $flavor) { ForEach(Flavor.allCases) { Text($0.name) } }
        }
      }
      """
    #expect(try Self.texts(body).first == "Flavor: Sweet")
  }

  @Test(
    "an enum with associated values has no allCases; a case two enums declare is left to the app unless its type is written"
  )
  func ambiguous() throws {
    let body = """
      enum Other { case none; var title: String { switch self { case .none: "Nothing" } } }
      struct Screen: View {
        let action: Action = .none
        var body: some View {
          VStack { ForEach(Action.allCases) { Text($0.title) }; Text(action.title); Text(Other.none.title) }
        }
      }
      """
    // Written with its type, the case is that enum's.
    #expect(try Self.texts(body) == ["‹$0.title›", "‹action.title›", "Nothing"])
  }

  @Test("a ForEach over a nested enum's allCases, written with its type's path, builds a row per case")
  func nestedEnum() throws {
    let body = """
      struct Screen: View {
        struct Model {
          enum Action: CaseIterable { case attach, poll }
        }
        var body: some View {
          HStack {
            ForEach(Screen.Model.Action.allCases, id: \\.self) { action in
              switch action {
              case .attach: Text("Add Attachment")
              case .poll: Text("Add Poll")
              }
            }
          }
        }
      }
      """
    #expect(try Self.texts(body) == ["Add Attachment", "Add Poll"])
  }

  @Test("a clause Herald cannot read leaves only its own cases unknown; cases with associated values are passed over")
  func partlyReadSwitch() throws {
    let body = """
      enum Menu {
        case opened, tab(Int), settings, bookmarks, help
        var name: String {
          switch self {
          case .opened: return "Opened"
          case .tab(let number): return "Tab \\(number)"
          case .settings:
            #if os(macOS)
            return "Settings"
            #else
            return "Preferences"
            #endif
          case .bookmarks where Bool.random(): return "Starred"
          default: return "Other"
          }
        }
      }
      struct Screen: View {
        var body: some View {
          VStack { Text(Menu.opened.name); Text(Menu.settings.name); Text(Menu.bookmarks.name); Text(Menu.help.name) }
        }
      }
      """
    // `.settings` and `.bookmarks` never take the `default:` clause's text.
    #expect(try Self.texts(body) == ["Opened", "‹Menu.settings.name›", "‹Menu.bookmarks.name›", "Other"])
  }
}

/// A static member of the app that is a view of SwiftUI (`extension Image { static let close =
/// Image("Close-24") }`) is that view where the app writes `Image.close`.
@Suite("SwiftUI: the app's static views")
struct SwiftUIStaticViewTests {
  @Test("Image.close and a computed static Image are the views they declare; an undeclared member stays a shape")
  func staticImages() throws {
    let images = """
      import SwiftUI
      extension Image {
        static let close = Image("Close-24")
        static var share: Image { Image(systemName: "square.and.arrow.up") }
      }
      """
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Button { } label: { Image.close }
            Button(action: {}) { Image.share }
            Image.unknown
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene(source, "Screen", others: [("/facts/Images.swift", images)])
    let all = SwiftUILoaderTests.all(root)
    #expect(
      all.filter { $0.role == .image }.compactMap { $0.content.images[.normal] } == ["Close-24", "square.and.arrow.up"])
    #expect(!all.contains { $0.content.images[.normal] == "Image.unknown" })
  }
}

/// What review of the models and enums found: names declared twice, changes an initializer makes,
/// statics that must not rule states out, ids and clauses that change what a case gives.
@Suite("SwiftUI: models and enums left to the app where the source does not decide")
struct SwiftUIModelValuesLimitsTests {
  static func texts(_ body: String, others: [(String, String)] = []) throws -> [String] {
    try SwiftUIModelValuesTests.firstState(body, others: others)
  }

  @Test("a model or enum name two types declare (nested ViewModel, Field) is left to the app")
  func sameName() throws {
    let body = """
      extension Help { @Observable final class ViewModel { var title = "Help title" }; enum Field: CaseIterable { case topic } }
      extension Screen { @Observable final class ViewModel { var title = "Screen title" }; enum Field: CaseIterable { case name } }
      struct Screen: View {
        @State private var model = ViewModel()
        var body: some View { VStack { Text(model.title); ForEach(Field.allCases, id: \\.self) { Text("\\($0)") } } }
      }
      """
    #expect(try Self.texts(body) == ["‹model.title›", "‹$0›"])
  }

  @Test("a private model beside its view is the view's own, whatever other files declare under its name")
  func privateBesideView() throws {
    let body = """
      private final class ViewModel: ObservableObject { @Published var title = "Screen title" }
      struct Screen: View {
        @ObservedObject fileprivate var model: ViewModel
        var body: some View { Text(model.title) }
      }
      """
    let other = (
      "/facts/Help.swift",
      "import SwiftUI\nprivate final class ViewModel: ObservableObject { @Published var title = \"Help title\" }"
    )
    #expect(try Self.texts(body, others: [other]) == ["Screen title"])
  }

  @Test("what an initializer changes with +=, toggle(), append(…), inout or a member is left to the app")
  func initializerChanges() throws {
    let body = """
      @Observable final class Counter {
        var attempts = 0
        var isOn = false
        var items: [String] = []
        var title = "Start"
        init() { attempts += 3; isOn.toggle(); items.append("x"); reset(&title) }
        func reset(_ text: inout String) { text = "" }
      }
      struct Screen: View {
        @Environment(Counter.self) private var counter
        var body: some View {
          VStack {
            Text("\\(counter.attempts)")
            if counter.isOn { Text("On") }
            if counter.items.isEmpty { Text("Empty") }
            Text(counter.title)
          }
        }
      }
      """
    #expect(try Self.texts(body) == ["‹counter.attempts›", "On", "Empty", "‹counter.title›"])
  }

  @Test("a shared instance's starting value chooses the first state but rules no state out")
  func sharedKeepsStates() throws {
    let body = """
      @Observable final class Store { static let shared = Store(); var isReachable = true }
      struct Screen: View {
        var body: some View { if !Store.shared.isReachable { Text("Offline") } else { Text("Online") } }
      }
      """
    #expect(try Self.texts(body) == ["Online"])
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    #expect(SceneStates.states(of: root).count == 2)
  }

  @Test("state handed to another view stays state there: through a parameter, an initializer, and two views down")
  func handedStateKeepsStates() throws {
    let body = """
      enum Phase { case idle, failed }
      @Observable final class Store { var phase: Phase = .idle; var busy = false }
      struct Status: View {
        var phase: Phase
        var body: some View {
          switch phase {
          case .idle: EmptyView()
          case .failed: Text("Could not connect")
          }
        }
      }
      struct Spinner: View {
        let busy: Bool
        init(busy: Bool) { self.busy = busy }
        var body: some View { if busy { Text("Loading") } }
      }
      struct Middle: View {
        var phase: Phase
        var body: some View { Status(phase: phase) }
      }
      struct Screen: View {
        @State private var store = Store()
        @State private var loading = false
        var body: some View {
          VStack {
            Middle(phase: store.phase)
            Spinner(busy: loading)
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    // The first state is where the state starts; the others are states too, not ruled out.
    #expect(try SwiftUIModelValuesTests.shown(root) == [])
    #expect(
      try SwiftUIModelValuesTests.shown(root, firstStateOnly: false).sorted() == ["Could not connect", "Loading"])
    #expect(SceneStates.states(of: root).count > 1)
  }

  @Test("a fixed value handed on, or a choice between values the source fixes, decides as before")
  func handedFixedValues() throws {
    let body = """
      struct Cell: View {
        var icon: String?
        var body: some View { if let icon { Image(icon) } else { Text("No icon") } }
      }
      struct Screen: View {
        @State private var hidden = true
        let name = "Eye"
        var body: some View {
          VStack {
            Cell(icon: hidden ? "Eye-24" : "Eye-Closed-24")
            Cell(icon: name)
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    // Neither cell can show "No icon": a choice of two names is never nil, a constant never changes.
    #expect(!SwiftUILoaderTests.all(root).contains { $0.content.text == "No icon" })
  }

  @Test("a choice between fixed values changes with its state: the view handed it reads each value, none absent")
  func handedChoiceKeepsStates() throws {
    let body = """
      enum Kind { case pro, free }
      struct Badge: View {
        var kind: Kind?
        var body: some View {
          if let kind {
            switch kind {
            case .pro: Text("Pro")
            case .free: Text("Free")
            }
          } else {
            Text("No plan")
          }
        }
      }
      struct Title: View {
        var name: String?
        var body: some View { if let name { Text(name) } else { Text("Untitled") } }
      }
      struct Middle: View {
        var kind: Kind?
        var body: some View { Badge(kind: kind) }
      }
      struct Plan: View {
        let kind: Kind?
        init(kind: Kind?) { self.kind = kind }
        var body: some View { if let kind { Badge(kind: kind) } else { Text("No plan either") } }
      }
      struct Screen: View {
        @State private var isPro = false
        @State private var draft: String? = nil
        var body: some View {
          VStack {
            Badge(kind: isPro ? .pro : .free)
            Title(name: draft ?? "New note")
            Middle(kind: isPro ? .pro : .free)
            Plan(kind: isPro ? .pro : .free)
          }
        }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    // The first state is where the state starts (`isPro` false, `draft` nil).
    #expect(try SwiftUIModelValuesTests.shown(root).sorted() == ["Free", "Free", "Free", "New note"])
    // Every value the choice may take is read; being a choice of fixed values, it is never absent.
    let all = try SwiftUIModelValuesTests.shown(root, firstStateOnly: false)
    #expect(all.contains("Pro"))
    #expect(!all.contains("No plan"))
    #expect(!all.contains("Untitled"))
    // Handed on again, or through an initializer, it stays never nil.
    #expect(!all.contains("No plan either"))
    #expect(all.filter { $0 == "Pro" }.count == 3)
  }

  @Test(
    "an initializer that sets a property the source fixes decides it, whatever state the caller hands the parameter")
  func initializerFixesHandedState() throws {
    let body = """
      struct Badge: View {
        let isNew: Bool
        // Switched off for now: the parameter is not used.
        init(isNew: Bool) { self.isNew = false }
        var body: some View { if isNew { Text("New") } else { Text("Seen") } }
      }
      struct Screen: View {
        @State private var fresh = true
        var body: some View { Badge(isNew: fresh) }
      }
      """
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    #expect(try SwiftUIModelValuesTests.shown(root, firstStateOnly: false) == ["Seen"])
  }

  @Test("a picker's rows are tagged by case only when their id is the case; a where clause leaves its case to the app")
  func idsAndClauses() throws {
    let body = """
      enum Mood: String, CaseIterable, Identifiable {
        case calm, busy
        var id: Self { self }
        var name: String { switch self { case .calm: "Calm"; case .busy: "Busy" } }
        var label: String { switch self { case .calm where Bool.random(): "Zen"; case .calm: "Calm"; case .busy: "Busy" } }
      }
      struct Screen: View {
        @State private var mood: Mood = .busy
        var body: some View {
          VStack {
            Picker("By name", selection: $mood) { ForEach(Mood.allCases, id: \\.name) { Text($0.name) } }
            Picker("By self", selection: $mood) { ForEach(Mood.allCases, id: \\.self) { Text($0.name) } }
            Text(mood.label)
            Text(Mood.calm.label)
            Text(Mood.calm.rawValue)
          }
        }
      }
      """
    let texts = try Self.texts(body)
    #expect(texts.first == "By name: ‹$mood›")
    #expect(texts.contains("By self: Busy"))
    // The where clause leaves its own case to the app; `.busy`'s clause decides.
    #expect(texts.contains("‹Mood.calm.label›"))
    #expect(texts[texts.count - 3] == "Busy")
    // A raw value is a String, which Text shows as written: no key to look up.
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    let raw = try #require(SwiftUILoaderTests.all(root).first { $0.content.text == "calm" })
    #expect(raw.localizationKeys[.text] == nil)
  }

  @Test("Markdown applies to a key's own text, not to the values put in; a value alone is no key")
  func filledText() throws {
    let body = """
      struct Screen: View {
        let file = "__init__.py"
        let host = "example.com"
        var body: some View { VStack { Text("Open **\\(file)**"); Text("\\(host)") } }
      }
      """
    #expect(try Self.texts(body) == ["Open __init__.py", "example.com"])
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen")
    let host = try #require(SwiftUILoaderTests.all(root).first { $0.content.text == "example.com" })
    #expect(!host.runtimeAttributes.contains { $0.keyPath == "swiftui.localizationKey" })
  }

  /// A `Screen` reading the environment model `type`: one text for each of its `flags` that holds.
  static func flagScreen(_ type: String, _ flags: [(property: String, text: String)]) -> String {
    let rows = flags.map { "      if model.\($0.property) { Text(\"\($0.text)\") }" }.joined(separator: "\n")
    return """
      struct Screen: View {
        @Environment(\(type).self) private var model
        var body: some View {
          VStack {
      \(rows)
          }
        }
      }
      """
  }

  @Test(
    "what the model's only initializer gives in order (a literal, a nested storage's initial value) chooses the first state; what a later statement may change is unknown"
  )
  func initializerValues() throws {
    let preferences = """
      import SwiftUI
      @Observable final class Preferences {
        static let shared = Preferences()
        class Storage {
          @AppStorage("sound") var sound = true
          @AppStorage("mode") var mode = false
          init() { adjust() }
          private func adjust() { if UserDefaults.standard.bool(forKey: "legacy") { mode = true } }
        }
        private let storage = Storage()
        var haptics: Bool
        var sound: Bool { didSet { storage.sound = sound } }
        var mode: Bool
        var later: Bool
        var list: [String]
        private init() {
          haptics = false
          self.sound = storage.sound
          mode = storage.mode
          later = false
          list = []
          list[0] = "first"
          refresh()
        }
        private func refresh() { if Bool.random() { later = true } }
      }
      """
    let body = Self.flagScreen(
      "Preferences",
      [
        ("haptics", "Haptics on"), ("sound", "Sound on"), ("mode", "Mode on"), ("later", "Later on"),
        ("list.isEmpty", "No items"),
      ])
    let shown = try SwiftUIModelValuesTests.firstState(body, others: [("/facts/Preferences.swift", preferences)])
    // `mode` is set by a method the storage's initializer calls, `later` by one the model's calls,
    // `list` changed after it is set: unknown, their branches open.
    #expect(shown == ["Sound on", "Mode on", "Later on", "No items"], "\(shown)")
    let noInit = preferences.replacingOccurrences(of: "haptics = false", with: "")
    let unknown = try SwiftUIModelValuesTests.firstState(body, others: [("/facts/Preferences.swift", noInit)])
    #expect(unknown.first == "Haptics on", "no value given: unknown")
  }

  @Test(
    "an initializer's value is unknown after a guard or return, when a defer, a call in the value or an earlier change may set it, or when a parameter or local shadows"
  )
  func initializerLimits() throws {
    let model = """
      import SwiftUI
      @Observable final class Flow {
        class Storage { var mode = false; func migrate() { } }
        private let storage = Storage()
        var onboarding: Bool
        var ready: Bool
        var loading: Bool
        var items: [String]
        var mode: Bool
        var named: Bool
        var plain: Bool
        init(named: Bool) {
          defer { ready = true }
          ready = false
          loading = false
          items = loadCached()
          storage.migrate()
          mode = storage.mode
          var plain = true
          plain = false
          self.named = named
          guard UserDefaults.standard.bool(forKey: "seen") else { onboarding = true; return }
          onboarding = false
        }
        private func loadCached() -> [String] { loading = true; return [] }
      }
      """
    let body = Self.flagScreen(
      "Flow",
      [("onboarding", "Onboarding"), ("ready", "Ready"), ("loading", "Loading"), ("mode", "Mode"), ("plain", "Plain")])
    let shown = try SwiftUIModelValuesTests.firstState(body, others: [("/facts/Flow.swift", model)])
    // Every one is unknown: its branch is open in the first state.
    #expect(shown == ["Onboarding", "Ready", "Loading", "Mode", "Plain"], "\(shown)")
  }
}
