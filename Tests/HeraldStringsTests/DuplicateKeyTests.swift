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
    #expect(result.losses.contains { $0.key == "a" && $0.message.contains("the last definition was written") })
    // A second definition in a locale the first lacks, or with the same value, loses nothing.
    let disjoint = TableConversion(to: .xcstrings).convert(paths: [
      try temporaryDirectory(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"a\" = \"A\";\n"])
    ])
    #expect(!disjoint.losses.contains { $0.key == "a" && $0.code == "not-representable" }, "\(disjoint.losses)")
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

  @Test("A key of both a .strings and a .stringsdict is the .stringsdict's in a catalog, whatever the file order")
  func stringsdictOverStrings() throws {
    let plural = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>LANG one</string><key>other</key><string>LANG other</string>
        </dict>
      </dict></dict></plist>
      """
    // The .stringsdict group is read first (de.lproj sorts before en.lproj, which has no plural).
    let folder = [
      "de.lproj/Localizable.stringsdict": plural.replacingOccurrences(of: "LANG", with: "de"),
      "en.lproj/Localizable.strings": "\"k\" = \"strings-en\";\n",
      "fr.lproj/Localizable.strings": "\"k\" = \"strings-fr\";\n",
      "fr.lproj/Localizable.stringsdict": plural.replacingOccurrences(of: "LANG", with: "fr"),
    ]
    let result = TableConversion(to: .xcstrings).convert(paths: [try temporaryDirectory(folder)])
    let catalog = try #require(result.files.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(catalog.contains("fr other") && !catalog.contains("strings-fr"), "\(catalog)")
    #expect(catalog.contains("strings-en"))
    #expect(result.losses.contains { $0.key == "k" && $0.message.contains("a .stringsdict's over a .strings file's") })
  }
}
