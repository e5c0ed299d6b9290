import Foundation
import HeraldSource
import HeraldTestSupport
import HeraldTree
import Testing

/// Rows of data the source fixes in a type's static constants: `ForEach(City.all)` over
/// `static let all = [cupertino, sanFrancisco, london]`, each a record built with the struct's
/// memberwise initializer, read as Swift reads a static initializer (the type's other static
/// constants in scope by name). Issue 34: Food Truck's sidebar spoke one placeholder row where the
/// app shows three cities. Written for Herald after that sample app.
@Suite("SwiftUI rows from a type's static constants")
struct SwiftUIStaticRecordsTests {
  static let model = """
    import Foundation

    public struct City: Identifiable, Hashable {
      public var id: String { name }
      public var name: String
      public var spots: [String]
    }

    public extension City {
      static let sanFrancisco = City(name: String(localized: "San Francisco", comment: "A city."), spots: ["Pier 39"])
      static let cupertino = City(name: String(localized: "Cupertino", comment: "A city."), spots: [])
      static let london = City(name: "London", spots: ["Big Ben"])
      static let all = [cupertino, sanFrancisco, london]
      static let loaded = City.load()
      static func load() -> [City] { [] }
    }
    """

  /// A sidebar listing the cities of `data` (`City.all`), then `extra` views.
  static func sidebar(over data: String, extra: String = "") -> String {
    """
    import SwiftUI

    struct Sidebar: View {
      var body: some View {
        List {
          ForEach(\(data)) { city in
            Text(city.name)
          }
          \(extra)
        }
      }
    }
    """
  }

  static func texts(_ view: String) throws -> [String] {
    let views = SwiftUIViewIndex(sources: [("/app/Sidebar.swift", view), ("/kit/City.swift", model)])
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: "/app/Sidebar.swift")
    let root = try #require(tree.scenes.first { $0.name == "Sidebar" }).root
    return SwiftUILoaderTests.all(root).compactMap { $0.content.text ?? $0.content.titles[.normal] }
  }

  @Test("ForEach over a static list of records shows one row per record, in order, with each record's fields")
  func rows() throws {
    let view = Self.sidebar(over: "City.all", extra: "Text(City.london.name)")
    #expect(try Self.texts(view) == ["Cupertino", "San Francisco", "London", "London"])
  }

  @Test("A static constant the app computes stays one row of unknown data")
  func computed() throws {
    #expect(try Self.texts(Self.sidebar(over: "City.loaded")) == ["‹city.name›"])
  }

  @Test("A model file that never mentions SwiftUI still gives its records and their static constants, parsed once")
  func modelFileWithoutSwiftUI() throws {
    let view = Self.sidebar(over: "City.all")
    let folder = try temporaryDirectory(["City.swift": Self.model, "Sidebar.swift": view])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let parses = SwiftParses()
    let views = SwiftUIViewIndex(paths: [folder], parses: parses)
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: folder + "/Sidebar.swift")
    let root = try #require(tree.scenes.first { $0.name == "Sidebar" }).root
    #expect(SwiftUILoaderTests.all(root).compactMap(\.content.text) == ["Cupertino", "San Francisco", "London"])
    // Read for its code facts and for its records: parsed once, the tree shared.
    #expect(parses.parseCounts[folder + "/City.swift"] == 1)
  }
}
