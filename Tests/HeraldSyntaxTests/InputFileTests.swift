import Foundation
import HeraldSyntax
import Testing

@Suite("Input folders")
struct InputFolderTests {
  @Test("Files below a folder are sorted and relative; folders are not listed, hidden ones and Pods not entered")
  func hidden() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("herald-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for path in ["b/Main.storyboard", "a.xib", ".build/x/Package.json", "c/.hidden.json", ".git/HEAD", "Pods/P/P.xib"] {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: full))
    }
    #expect(InputFile.files(under: root) == ["a.xib", "b/Main.storyboard"])
  }
}
