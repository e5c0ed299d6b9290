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
}
