import HeraldSource
import HeraldTree
import Testing

/// `#if os(…)` and `canImport(…)` read for the platform the project builds a file for, and views
/// declared for one platform only (issue 33: the app as it is built). Written for Herald after a
/// settings screen that shows a table on macOS and a list on iOS, and a macOS-only picker file.
@Suite("SwiftUI compilation conditions per platform")
struct SwiftUIPlatformConditionsTests {
  static let source = SwiftUILoaderTests.view(
    """
    VStack {
      #if os(macOS)
      Text("Table")
      #elseif os(iOS)
      Text("List")
      #endif
      #if canImport(AppKit)
      Text("AppKit")
      #endif
      #if canImport(UIKit)
      Text("UIKit")
      #endif
    }
    """)

  static let macOnly = """
    import SwiftUI
    #if os(macOS)
    struct LocationPicker: View {
      var body: some View { Text("Choose") }
    }
    #endif
    """

  /// The texts of the scene `Screen` read for `platform`.
  static func texts(_ platform: Platform?) throws -> [String] {
    var index = SwiftUIViewIndex(sources: [("View.swift", source)])
    index.platform = platform
    let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "View.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
    return SwiftUILoaderTests.all(root).compactMap(\.content.text)
  }

  @Test("Each platform reads its own clauses; without a project, iOS's")
  func clauses() throws {
    #expect(try Self.texts(.macOS) == ["Table", "AppKit"])
    #expect(try Self.texts(.iOS) == ["List", "UIKit"])
    #expect(try Self.texts(nil) == ["List", "UIKit"])
  }

  @Test("A view declared for macOS only is no screen of an iOS build, and read alone is macOS's")
  func declaredForOnePlatform() throws {
    var index = SwiftUIViewIndex(sources: [("Picker.swift", Self.macOnly)])
    index.platform = .iOS
    let onIOS = try SwiftUILoader(views: index).load(Array(Self.macOnly.utf8), file: "Picker.swift")
    #expect(onIOS.scenes.isEmpty)
    let alone = try SwiftUILoader(views: SwiftUIViewIndex(sources: [("Picker.swift", Self.macOnly)]))
      .load(Array(Self.macOnly.utf8), file: "Picker.swift")
    #expect(alone.platform == .macOS && alone.declaresPlatform && alone.scenes.map(\.name) == ["LocationPicker"])
  }

  static let perPlatform = """
    import SwiftUI
    #if os(iOS)
    struct Settings: View {
      var body: some View { Text("Phone settings") }
    }
    #else
    struct Settings: View {
      var body: some View { Text("Mac settings") }
    }
    #endif
    #if !os(macOS)
    struct Haptics: View {
      var body: some View { Text("Haptics") }
    }
    #endif
    """

  /// The scenes and texts of `perPlatform` read for `platform`.
  static func perPlatformTexts(_ platform: Platform) throws -> [String] {
    var index = SwiftUIViewIndex(sources: [("Settings.swift", perPlatform)])
    index.platform = platform
    let tree = try SwiftUILoader(views: index).load(Array(perPlatform.utf8), file: "Settings.swift")
    return tree.scenes.flatMap { scene in [scene.name] + SwiftUILoaderTests.all(scene.root).compactMap(\.content.text) }
  }

  @Test("A view declared once per platform is each platform's own; #else and !os(…) are read too")
  func perPlatformDeclarations() throws {
    #expect(try Self.perPlatformTexts(.iOS) == ["Settings", "Phone settings", "Haptics", "Haptics"])
    #expect(try Self.perPlatformTexts(.macOS) == ["Settings", "Mac settings"])
  }

  /// A type alias per platform, declared in an extension of the screen's namespace (written for
  /// Herald after a settings screen whose picker is SwiftUI's on iOS and the app's menu on tvOS).
  static let aliased = """
    import SwiftUI
    extension Settings {
      #if os(tvOS)
      typealias PlatformPicker = RowMenu
      #else
      typealias PlatformPicker = Picker
      #endif
      struct Quality: View {
        @State var quality = 1
        var body: some View {
          PlatformPicker("Quality", selection: $quality) { Text("High").tag(1) }
        }
      }
    }
    enum Settings {}
    struct RowMenu<Content: View>: View {
      let title: String
      var body: some View { Text("menu") }
    }
    """

  /// The roles and texts of scene `Quality` read for `platform`.
  static func aliased(_ platform: Platform) throws -> (roles: [Role], texts: [String]) {
    var index = SwiftUIViewIndex(sources: [("Quality.swift", aliased)])
    index.platform = platform
    let tree = try SwiftUILoader(views: index).load(Array(aliased.utf8), file: "Quality.swift")
    let root = try #require(tree.scenes.first { $0.name.hasSuffix("Quality") }?.root)
    let all = SwiftUILoaderTests.all(root)
    return (all.map(\.role), all.compactMap(\.content.text))
  }

  @Test("A type alias stands for the type it names on the platforms that compile it")
  func typeAliases() throws {
    #expect(try Self.aliased(.iOS).roles.contains(.popUpButton))
    let tvOS = try Self.aliased(.tvOS)
    #expect(!tvOS.roles.contains(.popUpButton) && tvOS.texts.contains("menu"))
  }

  /// Backyard Birds' `BirdFoodPickerSheet`: one `body` per platform, under `#if os(watchOS)` and
  /// `#else` inside the type. Its scene announced nothing: no `body` was found.
  @Test(
    "A body declared under #if os(…) inside the type is the one compiled on the platform read; #if DEBUG as shipped")
  func bodyPerPlatform() throws {
    let source = """
      import SwiftUI
      struct Sheet: View {
        #if os(watchOS)
        var body: some View { Text("Watch") }
        #else
        var body: some View { Text("Phone") }
        #endif
      }
      struct Logged: View {
        #if DEBUG
        var body: some View { Text("Debug") }
        #else
        var body: some View { Text("Release") }
        #endif
      }
      """
    func texts(_ platform: Platform) throws -> [String] {
      var index = SwiftUIViewIndex(sources: [("Sheet.swift", source)])
      index.platform = platform
      let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "Sheet.swift")
      return tree.scenes.flatMap { SwiftUILoaderTests.all($0.root).compactMap(\.content.text) }
    }
    #expect(try texts(.iOS) == ["Phone", "Release"])
    #expect(try texts(.watchOS) == ["Watch", "Release"])
  }

  @Test(
    "Read without a platform, a file's view only macOS compiles is a macOS screen, its body read for macOS; byPlatform splits the tree; read for iOS it is left out"
  )
  func otherPlatformViews() throws {
    let source = """
      import SwiftUI
      struct Phone: View {
        var body: some View { Text("Phone") }
      }
      #if os(macOS)
      struct Preferences: View {
        var body: some View {
          #if os(macOS)
          Text("Mac words")
          #else
          Text("iOS words")
          #endif
        }
      }
      #endif
      """
    func tree(_ platform: Platform?) throws -> ControlTree {
      var index = SwiftUIViewIndex(sources: [("Both.swift", source)])
      index.platform = platform
      return try SwiftUILoader(views: index).load(Array(source.utf8), file: "Both.swift")
    }
    let unknown = try tree(nil)
    #expect(unknown.platform == .iOS)
    #expect(unknown.scenes.map(\.name) == ["Phone", "Preferences"])
    #expect(unknown.scenes.map(\.platform) == [nil, .macOS])
    let preferences = try #require(unknown.scenes.last)
    #expect(SwiftUILoaderTests.all(preferences.root).compactMap(\.content.text) == ["Mac words"])
    let parts = unknown.byPlatform
    #expect(parts.map(\.platform) == [.iOS, .macOS])
    #expect(parts.map { $0.scenes.map(\.name) } == [["Phone"], ["Preferences"]])
    #expect(parts.last?.declaresPlatform == true)
    // Read for iOS (a project's unit), it is not built: no scene, nothing to split.
    let phone = try tree(.iOS)
    #expect(phone.scenes.map(\.name) == ["Phone"] && phone.byPlatform.count == 1)
  }
}
