import HeraldSource
import HeraldTestSupport
import HeraldTree
import Testing

/// The keys of the Defaults package (sindresorhus/Defaults) a view reads with `@Default(.key)`:
/// each starts at its declared `default:` until the user changes it (``SwiftUIStoredDefaults``).
@Suite("SwiftUI: the Defaults package's keys")
struct SwiftUIStoredDefaultsTests {
  @Test("a Defaults package key starts at its declared default, nested keys too; other states stay")
  func storedDefaults() throws {
    let keys = """
      import Defaults
      enum ShowBy: String { case all, pictures
        var title: String { switch self { case .all: "Show all"; case .pictures: "Show pictures" } }
      }
      extension Defaults.Keys {
        static let showBy = Key<ShowBy>("showBy", default: .all)
        static let lastQuery = Key<String?>("lastQuery")
        enum Player { static let isMuted = Defaults.Key<Bool>("muted", default: true) }
      }
      """
    let body = """
      struct Screen: View {
        @Default(.showBy) private var showBy
        @Default(.Player.isMuted) private var isMuted
        @Default(.lastQuery) private var lastQuery
        var body: some View {
          VStack {
            Text(showBy.title)
            if isMuted { Text("Muted") } else { Text("Sound on") }
            if let lastQuery { Text(lastQuery) }
          }
        }
      }
      """
    let others = [("/facts/Keys.swift", keys)]
    #expect(try SwiftUIModelValuesTests.firstState(body, others: others).prefix(2) == ["Show all", "Muted"])
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others)
    #expect(SceneStates.states(of: root).count > 1, "the user changes them: the other branches stay states")
  }

  @Test(
    "keys made with `.init` of a declared Key type and keys inside #if are read; a key two clauses declare differently is unknown"
  )
  func declarationForms() throws {
    let keys = """
      import Defaults
      extension Defaults.Keys {
        static let layout: Key<String> = .init("layout", default: "Grid")
        #if os(iOS)
        static let badge = Key<String>("badge", default: "Phone")
        #else
        static let badge = Key<String>("badge", default: "Mac")
        #endif
        #if DEBUG
        static let banner = Key<String>("banner", default: "Debug build")
        #endif
      }
      """
    let body = """
      struct Screen: View {
        @Default(.layout) private var layout
        @Default(.badge) private var badge
        @Default(.banner) private var banner
        var body: some View {
          VStack {
            Text(layout)
            Text(badge)
            Text(banner)
          }
        }
      }
      """
    let shown = try SwiftUIModelValuesTests.firstState(body, others: [("/facts/Keys.swift", keys)])
    #expect(shown == ["Grid", "‹badge›", "Debug build"], "\(shown)")
  }

  @Test(
    "computed key properties and the app's key factories are read; a function that does not hand its default on is not a factory"
  )
  func factories() throws {
    let factory = """
      import Defaults
      private extension Defaults.Keys {
        static func UserKey<Value: Defaults.Serializable>(_ name: String, default: Value) -> Key<Value> {
          guard let user = Session.current?.id else { return Key(name, default: `default`, suite: .standard) }
          return Key(name, default: `default`, suite: .user(user))
        }
        static func FixedKey<Value: Defaults.Serializable>(_ name: String, default: Value) -> Key<Value> {
          Key(name, default: Session.fallback())
        }
        static func UserKey<Value: Defaults.Serializable>(_ name: String) -> Key<Value?> { Key(name) }
        static func GroupKey<Value: Defaults.Serializable>(_ name: String, default: Value) -> Key<Value> {
          Key(name, default: `default`, suite: .init(suiteName: "group.app")!)
        }
      }
      """
    let keys = """
      import Defaults
      extension Defaults.Keys {
        enum Home {
          static var showRecent: Key<Bool> { UserKey("showRecent", default: true) }
          static var title: Key<String> {
            get { return UserKey("title", default: "Home") }
          }
          static var layout: Key<String> { FixedKey("layout", default: "Grid") }
          static var plain: Key<String> { Key("plain", default: "Plain") }
          static var shared: Key<String> { GroupKey("shared", default: "Shared") }
          static let query: Key<String?> = .init("query")
          #if os(macOS)
          static let compact = Key<String>("compact", default: "Mac")
          #else
          static var compact: Key<String> { UserKey("compact", default: "Phone") }
          #endif
        }
      }
      """
    let body = """
      struct Screen: View {
        @Default(.Home.showRecent) private var showRecent
        @Default(.Home.title) private var title
        @Default(.Home.layout) private var layout
        @Default(.Home.plain) private var plain
        @Default(.Home.shared) private var shared
        @Default(.Home.query) private var query
        @Default(.Home.compact) private var compact
        var body: some View {
          Form {
            Toggle("Recently added", isOn: $showRecent)
            Text(title)
            Text(layout)
            Text(plain)
            Text(shared)
            if let query { Text(query) }
            Text(compact)
          }
        }
      }
      """
    let others = [("/facts/Factory.swift", factory), ("/facts/Keys.swift", keys)]
    let shown = try SwiftUIModelValuesTests.firstState(body, others: others)
    // A factory whose key takes a suite made with `.init(…)` is one; an optional key starts nil; a
    // name two `#if` clauses give two values (one through a factory) is unknown.
    #expect(shown.suffix(5) == ["Home", "‹layout›", "Plain", "Shared", "‹compact›"], "\(shown)")
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others)
    let toggle = try #require(SwiftUILoaderTests.all(root).first { $0.role == .switch })
    #expect(toggle.state.isOn == true, "the factory's default: on")
  }

  @Test("`Defaults[.key]` read in a body starts at the key's default; the user's other values stay states")
  func subscriptRead() throws {
    let keys = """
      import Defaults
      extension Defaults.Keys {
        enum Player { static let kind = Key<PlayerKind>("kind", default: .native) }
        static let lastQuery = Key<String?>("lastQuery")
      }
      """
    let body = """
      struct Screen: View {
        var body: some View {
          VStack {
            if Defaults[.Player.kind] == .native { Text("Native player") } else { Text("Custom player") }
            if let query = Defaults[.lastQuery] { Text(query) }
          }
        }
      }
      """
    let others = [("/facts/Keys.swift", keys)]
    let first = try SwiftUIModelValuesTests.firstState(body, others: others)
    #expect(first == ["Native player"], "\(first)")
    let root = try SwiftUIScreenFactsTests.scene("import SwiftUI\n" + body, "Screen", others: others)
    let all = try SwiftUIModelValuesTests.shown(root, firstStateOnly: false)
    #expect(all.contains("Custom player"), "the user may choose the other kind: \(all)")
  }
}
