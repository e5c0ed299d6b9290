import HeraldSource
import HeraldTree
import Testing

/// `if #available` read against the oldest system the project runs the view on.
@Suite("SwiftUI availability against the deployment target")
struct SwiftUIAvailabilityTests {
  static let source = SwiftUILoaderTests.view(
    """
    VStack {
      if #available(iOS 14.0, macOS 11, *) {
        Text("Modern")
      } else {
        Text("Legacy")
      }
      if #unavailable(iOS 16) {
        Text("Before 16")
      }
      if #available(iOS 17, *) {
        Text("From 17")
      }
      if #available(macCatalyst 17, *) {
        Text("Catalyst")
      }
    }
    """)

  /// The texts of the scene `Screen`, and whether a branch was kept open (with its condition).
  static func texts(_ deployment: Deployment?) throws -> (texts: [String], open: [String]) {
    var index = SwiftUIViewIndex(sources: [("View.swift", source)])
    index.deployment = deployment
    let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "View.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
    let all = SwiftUILoaderTests.all(root)
    return (
      all.compactMap(\.content.text),
      all.flatMap(\.runtimeAttributes).filter { $0.keyPath == "swiftui.unresolved" }.map(\.value.text)
    )
  }

  @Test("On iOS 15 the iOS 14 branch always shows, its else never, and #unavailable(iOS 16) stays open")
  func decidedByDeployment() throws {
    let read = try Self.texts(Deployment(platform: .iOS, version: "15.0"))
    #expect(read.texts == ["Modern", "Before 16", "From 17", "Catalyst"])
    #expect(!read.open.contains { $0.contains("iOS 14.0") })
    #expect(read.open.contains { $0.contains("#unavailable(iOS 16)") })
    #expect(read.open.contains { $0.contains("iOS 17") })
    #expect(read.open.contains { $0.contains("macCatalyst") })
  }

  @Test("On iOS 17 every iOS check is decided: #unavailable(iOS 16) never shows")
  func laterDeployment() throws {
    let read = try Self.texts(Deployment(platform: .iOS, version: "17"))
    #expect(read.texts == ["Modern", "From 17", "Catalyst"])
    #expect(read.open == ["#available(macCatalyst 17, *)"])
  }

  @Test("A platform the list leaves to * is available there; no deployment leaves every branch open")
  func otherPlatformsAndUnknown() throws {
    let mac = try Self.texts(Deployment(platform: .macOS, version: "12.0"))
    #expect(mac.texts == ["Modern", "From 17", "Catalyst"])
    let unknown = try Self.texts(nil)
    #expect(unknown.texts == ["Modern", "Legacy", "Before 16", "From 17", "Catalyst"])
  }

  @Test("Every entry that may apply must hold: an extension's later version or a Catalyst entry leaves it open")
  func mixedLists() throws {
    let source = SwiftUILoaderTests.view(
      """
      VStack {
        if #available(iOS 14, iOSApplicationExtension 16, *) { Text("A") } else { Text("B") }
        if #available(iOS 14, macCatalyst 16, *) { Text("C") } else { Text("D") }
        if #available(iOS 14, iOSApplicationExtension 14.5, *) { Text("E") } else { Text("F") }
      }
      """)
    var index = SwiftUIViewIndex(sources: [("View.swift", source)])
    index.deployment = Deployment(platform: .iOS, version: "15.0")
    let tree = try SwiftUILoader(views: index).load(Array(source.utf8), file: "View.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }?.root)
    #expect(SwiftUILoaderTests.all(root).compactMap(\.content.text) == ["A", "B", "C", "D", "E"])
  }

  @Test("Versions compare by their numbers: 14.5 runs at least 14 and 14.0.0, not 14.10")
  func versions() throws {
    let deployment = try #require(Deployment(platform: .iOS, version: "14.5"))
    #expect(deployment.runs(atLeast: "14"))
    #expect(deployment.runs(atLeast: "14.0.0"))
    #expect(deployment.runs(atLeast: "14.5"))
    #expect(!deployment.runs(atLeast: "14.10"))
    #expect(!deployment.runs(atLeast: "x"))
    #expect(Deployment(platform: .iOS, version: "fifteen") == nil)
    let lower = try #require(Deployment(platform: .iOS, version: "13.2"))
    #expect(deployment.lower(lower) == lower && lower.lower(deployment) == lower)
  }
}
