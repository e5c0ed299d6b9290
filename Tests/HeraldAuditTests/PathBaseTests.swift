import HeraldAudit
import Testing

@Suite("PathBase")
struct PathBaseTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let path: String
    let relative: String
    var testDescription: String { "\(path) → \(relative)" }
  }

  static let base = PathBase("/work/App", workingDirectory: "/work/App/Sources")

  @Test(
    "A path is read relative to the base folder however it is typed",
    arguments: [
      Case(path: "Views/Login.storyboard", relative: "Sources/Views/Login.storyboard"),
      Case(path: "./Views/../Views//Login.storyboard", relative: "Sources/Views/Login.storyboard"),
      Case(path: "/work/App/Sources/Views/Login.storyboard", relative: "Sources/Views/Login.storyboard"),
      Case(path: "/work/App/../App/Sources/Views/Login.storyboard", relative: "Sources/Views/Login.storyboard"),
      Case(path: "..", relative: "."),
      Case(path: "../../Shared/A.xib", relative: "../Shared/A.xib"),
      Case(path: "/elsewhere/B.xib", relative: "../../elsewhere/B.xib"),
    ])
  func relative(_ example: Case) {
    #expect(Self.base.relative(example.path) == example.relative)
  }

  @Test("Containment, resolution and globs use the same reading")
  func containmentAndGlobs() {
    let base = Self.base
    #expect(base.absolute("Views/A.xib") == "/work/App/Sources/Views/A.xib")
    #expect(base.resolving("Sources/Views/A.xib") == "/work/App/Sources/Views/A.xib")
    #expect(base.contains("..", "Views/A.xib") && base.contains(".", "/work/App/Sources/A.xib"))
    #expect(!base.contains("Views", "Other/A.xib"))
    #expect(base.matches(Glob("Sources/Views/*.xib"), "Views/A.xib"))
    #expect(base.matches(Glob("/work/App/Sources/**"), "Views/A.xib"))
    #expect(!base.matches(Glob("Views/*.xib"), "Views/A.xib"))
  }
}
