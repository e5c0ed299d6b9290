import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// A String Catalog written from another format gives its strings the state Xcode would.
@Suite("String Catalog states as Xcode writes them")
struct XcodeStatesTests {
  @Test("Xcode writes a state on every stringUnit of the corpus apps' catalogs", .requires(.appsCorpus))
  func xcodeAlwaysWritesAState() throws {
    let catalogs = try #require(FileManager.default.enumerator(atPath: TestPaths.appsCorpus))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }
    #expect(catalogs.count >= 40)
    var units = 0
    var stateless: [String] = []
    for path in catalogs {
      let table = try XCStringsTable().read(
        TestPaths.bytes(TestPaths.appsCorpus + "/" + path), file: path, locale: "en")
      for entry in table.entries {
        for (locale, localization) in entry.localizations {
          for leaf in StringLeaf.leaves(of: localization) {
            units += 1
            if leaf.state == nil { stateless.append("\(path) [\(locale)] \(entry.key)") }
          }
        }
      }
    }
    #expect(units > 30_000)
    #expect(stateless.isEmpty, "\(stateless.prefix(5))")
  }

  @Test("Strings without a state become translated in a catalog written from .strings; a catalog keeps its own")
  func translatedFromStrings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-states-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    try Data("\"Open\" = \"Ouvrir\";\n".utf8).write(to: folder.appendingPathComponent("fr.lproj/Localizable.strings"))
    let result = TableConversion(to: .xcstrings).convert(paths: [folder.path])
    let text = try #require(result.files.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(text.contains("\"state\" : \"translated\",\n            \"value\" : \"Ouvrir\""))

    let catalog =
      #"{"sourceLanguage":"en","strings":{"Open":{"localizations":{"fr":{"stringUnit":{"value":"Ouvrir"}}}}},"#
      + #""version":"1.0"}"#
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let again = TableConversion(to: .xcstrings).convert(paths: [folder.path + "/Localizable.xcstrings"])
    let kept = try #require(again.files.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(!kept.contains("\"state\""), "a catalog's own stringUnit is written as it was")
  }
}
