import Foundation
import HeraldSyntax
import Testing

@Suite("Input folders")
struct InputFolderTests {
  @Test("Files below a folder are sorted, relative, and hidden files and folders are passed over")
  func hidden() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("herald-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for path in ["b/Main.storyboard", "a.xib", ".build/x/Package.json", "c/.hidden.json", ".git/HEAD"] {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: full))
    }
    #expect(InputFile.files(under: root) == ["a.xib", "b", "b/Main.storyboard", "c"])
  }
}
