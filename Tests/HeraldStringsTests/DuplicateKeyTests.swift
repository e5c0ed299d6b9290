import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// A key an Apple `.strings` file defines twice: Core Foundation's parser sets each pair in turn,
/// so the app sees the last definition (CFOldStylePList.c, `parsePlistDictContent`). A catalog
/// written from it holds what the app shows, and the check says which value that is.
@Suite("Keys defined twice")
struct DuplicateKeyTests {
  static let folder = [
    "en.lproj/Localizable.strings": "\"a\" = \"A1\";\n\"a\" = \"A2\";\n\"b\" = \"B\";\n",
    "fr.lproj/Localizable.strings": "\"a\" = \"X1\";\n\"a\" = \"X2\";\n\"b\" = \"Bé\";\n",
  ]

  @Test("A String Catalog holds each locale's last definition, and names the dropped ones")
  func catalogHoldsTheLast() throws {
    let result = TableConversion(to: .xcstrings).convert(paths: [try temporaryDirectory(Self.folder)])
    #expect(result.errors.isEmpty)
    let catalog = try #require(result.files.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(catalog.contains("\"A2\"") && catalog.contains("\"X2\""), "\(catalog)")
    #expect(!catalog.contains("\"A1\"") && !catalog.contains("\"X1\""), "\(catalog)")
    #expect(result.losses.contains { $0.key == "a" && $0.message.contains("each locale's last one was written") })
  }

  @Test("The check says the app sees the last value of a .strings file, and that aapt refuses Android's")
  func checkSaysWhich() throws {
    let strings = try StringTableReader().read(
      Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), path: "en.lproj/L.strings")
    let apple = StringsValidator().check(strings.table, file: strings.path, format: .strings)
    #expect(apple.first { $0.code == "duplicate-key" }?.message.contains("the app sees only the last value") == true)
    let android = StringsValidator().check(strings.table, file: "values/strings.xml", format: .android)
    #expect(android.first { $0.code == "duplicate-key" }?.message.contains("aapt refuses the file") == true)
  }
}
