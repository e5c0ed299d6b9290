import HeraldAudit
import Testing

@Suite("Glob")
struct GlobTests {
  @Test(
    "Patterns match as documented",
    arguments: [
      ("Examples/**/*.storyboard", "Examples/Main.storyboard", true),
      ("Examples/**/*.storyboard", "Examples/A/B/Main.storyboard", true),
      ("Examples/**/*.storyboard", "Examples/A/Main.xib", false),
      ("**/Legacy/*", "Legacy/Old.xib", true),
      ("**/Legacy/*", "App/Legacy/Old.xib", true),
      ("**/Legacy/*", "AppLegacy/Old.xib", false),
      ("**/Legacy/*", "App/Legacy/Sub/Old.xib", false),
      ("**/Legacy/**", "App/Legacy/Sub/Old.xib", true),
      ("*.xib", "Old.xib", true),
      ("*.xib", "App/Old.xib", false),
      ("**.xib", "App/Old.xib", true),
      ("a/**", "a/", true),
      ("a/**", "a", false),
      ("a/**/b", "a/b", true),
      ("a/**/b", "a/x/y/b", true),
      ("a/**/b", "a/xb", false),
      ("?.xib", "A.xib", true),
      ("?.xib", "/.xib", false),
      ("./App/*.xib", "App/A.xib", true),
      ("App/*.xib", "./App/A.xib", true),
      ("", "", true),
      ("", "a", false),
      ("a", "", false),
      ("***/x", "a/b/x", true),
    ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }

  @Test("Patterns that made the recursive matcher backtrack exponentially answer at once")
  func pathological() {
    // The old matcher tried every way of placing 20 stars in 2,000 characters.
    let path = String(repeating: "a", count: 2_000)
    let stars = String(repeating: "*a", count: 20)
    #expect(!Glob(stars + "*b").matches(path))
    #expect(Glob(stars + "*").matches(path))
    #expect(!Glob(String(repeating: "**a", count: 20) + "**b").matches(path + "/" + path))
    #expect(
      Glob(String(repeating: "**/a", count: 10)).matches(Array(repeating: "a", count: 1_000).joined(separator: "/")))
  }

  @Test("A 100,000-character path matches without one stack frame per character")
  func longPath() {
    let path = String(repeating: "d/", count: 50_000) + "x.xib"
    let anyDepth = Glob("**/*.xib").matches(path)
    let componentByComponent = Glob(String(repeating: "?/", count: 50_000) + "*.xib").matches(path)
    let oneTooMany = Glob(String(repeating: "?/", count: 50_001) + "*.xib").matches(path)
    let otherExtension = Glob("**/*.storyboard").matches(path)
    #expect(anyDepth)
    #expect(componentByComponent)
    #expect(!oneTooMany)
    #expect(!otherExtension)
  }
}
