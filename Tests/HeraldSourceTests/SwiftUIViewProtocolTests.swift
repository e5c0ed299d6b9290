import HeraldSource
import HeraldTree
import Testing

/// A type that conforms to an app's protocol refining `View` is a view, and a body the protocol's
/// extension gives it (per platform) is its body, read with its own properties (issue 33: whole
/// screens of an app built on such a protocol read as nothing). Written for Herald after a
/// multiplatform app whose screens declare an iOS and a tvOS view and no body.
@Suite("SwiftUI views through the app's view protocols")
struct SwiftUIViewProtocolTests {
  static let protocolFile = """
    import SwiftUI

    protocol DualView: View {
      associatedtype PhoneBody: View
      associatedtype TVBody: View
      var phoneView: PhoneBody { get }
      var tvView: TVBody { get }
    }

    extension DualView {
      #if os(iOS)
      var body: some View { phoneView }
      #elseif os(tvOS)
      var body: some View { tvView }
      #endif
    }
    """

  static let screenFile = """
    import SwiftUI

    struct Episodes: DualView {
      var phoneView: some View { Text("Episodes on the phone") }
      var tvView: some View { Text("Episodes on the TV") }
    }
    """

  /// The texts of scene `Episodes` read for `platform`.
  static func texts(_ platform: Platform) throws -> [String] {
    var index = SwiftUIViewIndex(sources: [("DualView.swift", protocolFile), ("Episodes.swift", screenFile)])
    index.platform = platform
    let tree = try SwiftUILoader(views: index).load(Array(screenFile.utf8), file: "Episodes.swift")
    let root = try #require(tree.scenes.first { $0.name == "Episodes" }?.root)
    return SwiftUILoaderTests.all(root).compactMap(\.content.text)
  }

  @Test("A conformer of a protocol refining View is a scene whose body the protocol's extension gives")
  func protocolBody() throws {
    #expect(try Self.texts(.iOS) == ["Episodes on the phone"])
    #expect(try Self.texts(.tvOS) == ["Episodes on the TV"])
  }

  @Test("A protocol refining SwiftUI.View among others makes views; one that does not refine View makes none")
  func otherProtocols() throws {
    let source = """
      import SwiftUI
      public protocol Card: SwiftUI.View, Identifiable {}
      protocol Loader: AnyObject {}
      struct Ticket: Card {
        let id = 1
        var body: some View { Text("Ticket") }
      }
      struct Fetcher: Loader {
        var body: some View { Text("Fetch") }
      }
      """
    let index = SwiftUIViewIndex(sources: [("Cards.swift", source)])
    let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "Cards.swift")
    #expect(tree.scenes.map(\.name) == ["Ticket"])
  }

  static let perPlatformExtensions = """
    import SwiftUI
    protocol Tile: View {}
    protocol Maker { func make() -> some View }
    #if os(macOS)
    extension Tile { var body: some View { Text("Mac tile") } }
    #else
    extension Tile { var body: some View { Text("Tile") } }
    #endif
    extension Tile where Self: Equatable { var body: some View { Text("Equatable tile") } }
    struct Card: Tile {}
    struct Factory: Maker { func make() -> some View { Text("made") } }
    """

  /// The scenes and texts of `perPlatformExtensions` read for `platform`.
  static func tiles(_ platform: Platform) throws -> [String] {
    var index = SwiftUIViewIndex(sources: [("Tile.swift", perPlatformExtensions)])
    index.platform = platform
    let tree = try SwiftUILoader(views: index).load(Array(perPlatformExtensions.utf8), file: "Tile.swift")
    return tree.scenes.flatMap { [$0.name] + SwiftUILoaderTests.all($0.root).compactMap(\.content.text) }
  }

  @Test(
    "An extension under #if gives its body on its platforms; a constrained one and a protocol that only returns a view do not"
  )
  func extensionsPerPlatform() throws {
    #expect(try Self.tiles(.iOS) == ["Card", "Tile"])
    #expect(try Self.tiles(.macOS) == ["Card", "Mac tile"])
  }
}
