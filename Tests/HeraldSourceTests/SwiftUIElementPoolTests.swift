import HeraldSource
import HeraldTestSupport
import HeraldTree
import Testing

/// The run's element pool (``SwiftUIElementPool``): views that fan out through each other's files
/// build at most what the run's source allows, and every scene cut says so.
@Suite("SwiftUI element pool")
struct SwiftUIElementPoolTests {
  /// Twelve files whose view `Vi` shows `V(i+1)` ten times: ten to the twelfth elements unbounded.
  static let fan: [(path: String, text: String)] = (0..<12).map { index in
    let next = index < 11 ? "V\(index + 1)()" : "Text(\"leaf\")"
    let body = Array(repeating: "      \(next)", count: 10).joined(separator: "\n")
    return (
      "V\(index).swift",
      "import SwiftUI\nstruct V\(index): View {\n  var body: some View {\n    VStack {\n\(body)\n    }\n  }\n}\n"
    )
  }

  static func count(_ element: Element) -> Int {
    1 + element.children.reduce(0) { $0 + count($1) }
  }

  static func cut(_ scene: Scene) -> String? {
    let attribute = scene.root.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.truncatedKeyPath }
    guard case .other(_, let reason)? = attribute?.value else { return nil }
    return reason
  }

  @Test("Files that fan out through each other build at most the run's pool, and each scene cut names it")
  func fanOut() throws {
    let loader = SwiftUILoader(views: SwiftUIViewIndex(sources: Self.fan))
    let bytes = Self.fan.reduce(0) { $0 + $1.text.utf8.count }
    #expect(loader.pool.limit == SwiftUIElementPool.baseElements + SwiftUIElementPool.elementsPerByte * bytes)
    var built = 0
    var scenes: [Scene] = []
    for file in Self.fan {
      let tree = try loader.load(Array(file.text.utf8), file: file.path)
      scenes += tree.scenes
      built += tree.scenes.reduce(0) { $0 + Self.count($1.root) }
    }
    // Roots and the last chunk a reader took are the only elements past the pool.
    #expect(built <= loader.pool.limit + scenes.count + 1_000)
    #expect(built >= loader.pool.limit - 1_000)
    let first = try #require(scenes.first)
    #expect(Self.cut(first)?.hasPrefix("the run's budget of \(loader.pool.limit) elements") == true)
  }

  @Test("Read at once on every core, a run that spends its pool cuts what reading the files in order cuts")
  func orderedCut() throws {
    let folder = try temporaryDirectory(Dictionary(uniqueKeysWithValues: Self.fan.map { ($0.path, $0.text) }))
    // Elements of each file's scenes, and which scenes say they were cut.
    func shape(_ trees: [ControlTree]) -> [String] {
      trees.flatMap { tree in
        tree.scenes.map {
          "\(tree.file.split(separator: "/").last ?? ""):\(Self.count($0.root)):\(Self.cut($0) != nil)"
        }
      }
    }
    var runs: [[String]] = []
    for _ in 0..<3 {
      let reader = TreeReader(
        loaders: TreeReader.builtInLoaders + [SwiftUILoader(views: SwiftUIViewIndex(paths: [folder]))])
      runs.append(shape(try reader.load(paths: [folder]).map { try $0.outcome.get() }))
    }
    let sequential = SwiftUILoader(views: SwiftUIViewIndex(paths: [folder]))
    let inOrder = try Self.fan.sorted { $0.path < $1.path }.map {
      try sequential.load(Array($0.text.utf8), file: folder + "/" + $0.path)
    }
    #expect(sequential.pool.wasSpent, "the fan spends the pool: the comparison could fail")
    for run in runs { #expect(run == shape(inOrder)) }
  }

  @Test("A run within its pool cuts nothing, and a file the index lacks adds its own bytes' worth")
  func withinPool() throws {
    let small = Array(Self.fan.suffix(3))
    let loader = SwiftUILoader(views: SwiftUIViewIndex(sources: small))
    for file in small {
      let tree = try loader.load(Array(file.text.utf8), file: file.path)
      #expect(tree.scenes.allSatisfy { Self.cut($0) == nil })
    }
    let before = loader.pool.limit
    let outside = "import SwiftUI\nstruct Alone: View { var body: some View { Text(\"a\") } }\n"
    _ = try loader.load(Array(outside.utf8), file: "Alone.swift")
    #expect(loader.pool.limit == before + SwiftUIElementPool.elementsPerByte * outside.utf8.count)
  }
}
