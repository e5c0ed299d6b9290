import HeraldAudit
import HeraldProject
import HeraldSource
import HeraldTestSupport
import HeraldTree
import Testing

/// SwiftUI views no code of the target shows (issue 33: a Kiwix settings view whose one use is
/// commented out was judged as a screen). Written for Herald; the apps are this test's own.
@Suite("SwiftUI views no code shows")
struct UnshownViewsTests {
  /// An app whose scene shows `Root` (which shows `_Row`) and the fixture's `ContentView`;
  /// `Settings` is named only in a comment and by `Picker2`, which only `Settings` names; a
  /// coordinator without SwiftUI builds `Hosted`;
  /// `Card` and `Badge` (a view by an extension) are public; `Root.Cell` is declared by an extension;
  /// `Only` is built by a preview alone. `Route`'s static members build `Profile` (Root names
  /// `.profile`), `Extra2` (the coordinator names `Route.extra`) and `Downloads` (no code names
  /// `.downloads`), `TaskScreen` (only `Downloads` calls `.task(id:)`; the coordinator's `self.task`
  /// is a variable, no call); `LegacyRoutes.make()` is `@objc`, which Objective-C may call;
  /// `Components.card { … }` is called with a trailing closure; SwiftUI reads `EmptyKey.defaultValue`.
  /// The widget bundle lists `ListedWidget` (which shows `ListedView`), not `OrphanWidget`; `WatchWidget` is
  /// the `@main` of the watchOS build, inside `#if`.
  static let files: [String: String] = [
    "Synced/KApp.swift": """
    import SwiftUI

    @main
    struct KApp: App {
      var body: some Scene {
        WindowGroup {
          Root()
          ContentView()
          // Settings() — enable once the pane is done
        }
      }
    }
    """,
    "Synced/Root.swift": """
    import SwiftUI

    struct Root: View {
      var body: some View {
        VStack {
          _Row()
          Cell()
          Route.profile.make()
          Components.card { Text("Card") }
        }
      }
    }

    struct _Row: View {
      var body: some View { Image("cloud") }
    }
    """,
    "Synced/Settings.swift": """
    import SwiftUI

    struct Settings: View {
      var body: some View { Picker2() }
    }

    struct Picker2: View {
      var body: some View {
        VStack {
          Image("gear")
          NavigationLink("Back") { Settings() }
        }
      }
    }

    public struct Card: View {
      public var body: some View { Image("card") }
    }

    struct Only: View {
      var body: some View { Image("only") }
    }

    #Preview { Only() }
    """,
    "Synced/Extra.swift": """
    import SwiftUI

    public struct Badge {}

    extension Badge: View {
      public var body: some View { Image("badge") }
    }

    extension Root {
      struct Cell {}
    }

    extension Root.Cell: View {
      var body: some View { Image("cell") }
    }
    """,
    "Synced/Coordinator.swift": """
    import UIKit

    final class Coordinator {
      func start() -> AnyObject { HostingController(rootView: Hosted()) }
      func extra() -> AnyObject { HostingController(rootView: Route.extra.make()) }
      var task = 0
      func bump() { self.task += 1 }
    }
    """,
    "Synced/Routes.swift": """
    import SwiftUI

    struct Route {
      let make: () -> AnyView
      static var downloads: Route { Route { AnyView(Downloads()) } }
      static var profile: Route { Route { AnyView(Profile()) } }
      static let extra = Route { AnyView(Extra2()) }
      static func task(id: Int) -> Route { Route { AnyView(TaskScreen()) } }
    }

    final class LegacyRoutes: NSObject {
      @objc static func make() -> AnyObject { HostingController(rootView: Legacy()) }
    }

    enum Components {
      static func card(@ViewBuilder content: () -> some View) -> some View { CardFrame() }
    }

    struct EmptyKey: EnvironmentKey {
      static let defaultValue = AnyView(DefaultEmpty())
    }

    struct CardFrame: View {
      var body: some View { Image("frame") }
    }

    struct DefaultEmpty: View {
      var body: some View { Image("empty") }
    }

    struct Downloads: View {
      var body: some View {
        NavigationLink("Task") { Route.task(id: 1).make() }
      }
    }

    struct TaskScreen: View {
      var body: some View { Image("task") }
    }

    struct Profile: View {
      var body: some View { Image("me") }
    }

    struct Extra2: View {
      var body: some View { Image("extra") }
    }

    struct Legacy: View {
      var body: some View { Image("legacy") }
    }
    """,
    "Synced/Widgets.swift": """
    import SwiftUI
    import WidgetKit

    @main
    struct AppWidgets: WidgetBundle {
      var body: some Widget { ListedWidget() }
    }

    struct ListedWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "listed", provider: Provider()) { _ in ListedView() }
      }
    }

    struct OrphanWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orphan", provider: Provider()) { _ in OrphanView() }
      }
    }

    struct ListedView: View {
      var body: some View { Image("listed") }
    }

    struct OrphanView: View {
      var body: some View { Image("orphan") }
    }

    // The entry point of the watchOS build, which needs no bundle.
    #if os(watchOS)
    @main
    #endif
    struct WatchWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "watch", provider: Provider()) { _ in WatchView() }
      }
    }

    struct WatchView: View {
      var body: some View { Image("watch") }
    }
    """,
    "Synced/Hosted.swift": """
    import SwiftUI

    struct Hosted: View {
      var body: some View { Text("Hosted") }
    }
    """,
  ]

  /// The views whose scene the loader marks as unshown, when the files are a whole target or not.
  static func unshown(wholeTarget: Bool, without left: Set<String> = []) throws -> Set<String> {
    let sources = Self.files.filter { !left.contains($0.key) }.map { (path: "/app/" + $0.key, text: $0.value) }
    var views = SwiftUIViewIndex(sources: sources)
    views.isWholeTarget = wholeTarget
    var marked: Set<String> = []
    for source in sources where source.text.contains("import SwiftUI") {
      let tree = try SwiftUILoader(views: views).load(Array(source.text.utf8), file: source.path)
      for scene in tree.scenes
      where scene.root.runtimeAttributes.contains(where: { $0.keyPath == RuntimeAttribute.unshownViewKeyPath }) {
        marked.insert(scene.name)
      }
    }
    return marked
  }

  @Test(
    "A view only comments, unshown views and static members no code names build is unshown; a non-view's, shown view's or public one is not"
  )
  func marked() throws {
    #expect(
      try Self.unshown(wholeTarget: true) == ["Settings", "Picker2", "Downloads", "TaskScreen", "OrphanView"])
    // A folder read alone may be used elsewhere: nothing is marked.
    #expect(try Self.unshown(wholeTarget: false).isEmpty)
    // A file from outside the target (one the user names that no target builds) is judged whole.
    let sources = Self.files.map { (path: "/app/" + $0.key, text: $0.value) }
    var views = SwiftUIViewIndex(sources: sources)
    views.isWholeTarget = true
    let draft = "import SwiftUI\nstruct Draft: View { var body: some View { Text(\"New\") } }\n"
    let tree = try SwiftUILoader(views: views).load(Array(draft.utf8), file: "/elsewhere/Draft.swift")
    #expect(tree.scenes.map(\.name) == ["Draft"])
    #expect(tree.scenes.allSatisfy { $0.root.runtimeAttributes.isEmpty })
    // Files where no code shows any view (no app, no hosting) do not say how views are shown.
    let entries: Set = [
      "Synced/KApp.swift", "Synced/Coordinator.swift", "Synced/Settings.swift", "Synced/Extra.swift",
      "Synced/Routes.swift", "Synced/Widgets.swift",
    ]
    #expect(try Self.unshown(wholeTarget: true, without: entries).isEmpty)
  }

  @Test("The audit judges no unshown view and says which it left out")
  func audited() throws {
    var files = ProjectFixtures.app
    for (path, text) in Self.files { files[path] = text }
    let root = try temporaryDirectory(files, prefix: "herald-unshown")
    let outcome = ProjectAudit().run(AuditRequest(inputs: [root]))
    let findings = try #require(outcome.report).findings
    let scenes = Set(findings.map(\.location.sceneName))
    #expect(
      !scenes.contains("Settings") && !scenes.contains("Picker2") && !scenes.contains("Downloads")
        && !scenes.contains("TaskScreen") && !scenes.contains("OrphanView"), "\(scenes)")
    // `_Row`'s unlabeled image is still judged: Root shows it.
    #expect(findings.contains { $0.location.source.file.hasSuffix("Root.swift") }, "\(scenes)")
    let note = try #require(outcome.notes.first { $0.contains("SwiftUI views no code shows") }, "\(outcome.notes)")
    #expect(
      note.contains(
        "5 SwiftUI views no code shows are not judged (Downloads, OrphanView, Picker2, Settings, TaskScreen)"),
      "\(note)")
  }
}
