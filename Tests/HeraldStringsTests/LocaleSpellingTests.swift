import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// Apple's older `.lproj` names spell locales with `_` (`sr_Latn.lproj`, `zh_CN.lproj`), which
/// Android qualifiers, gettext names and XLIFF's language type cannot hold; and a `.strings` in no
/// `.lproj` folder belongs to no locale, which no other format can say. Both were lost without a
/// word through the other formats (Open Food Facts, IINA).
@Suite("Locale spellings and unlocalized files in conversions")
struct LocaleSpellingTests {
  static let folder: [String: String] = [
    "en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
    "sr_Latn.lproj/Localizable.strings": "\"Hello\" = \"Zdravo\";\n",
    "zh_CN.lproj/Localizable.strings": "\"Hello\" = \"你好\";\n",
  ]

  func convert(_ paths: [String], to format: TableFormat) -> TableConversion.Result {
    let result = TableConversion(to: format).convert(paths: paths)
    #expect(result.errors.isEmpty, "\(result.errors)")
    return result
  }

  func text(_ result: TableConversion.Result, _ path: String) -> String? {
    result.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  func written(_ result: TableConversion.Result) throws -> String {
    try temporaryDirectory(
      Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }))
  }

  @Test("The BCP 47 spelling of an .lproj name names the Android folder and the gettext file")
  func spellings() {
    #expect(TableLocale.bcp47("sr_Latn") == "sr-Latn")
    #expect(TableLocale.bcp47("pt-BR") == "pt-BR")
    #expect(TableLocale.androidFolder(for: "sr_Latn") == "values-b+sr+Latn")
    #expect(TableLocale.androidFolder(for: "zh_CN") == "values-zh-rCN")
    #expect(TableLocale.gettextName(for: "sr_Latn") == "sr@latin")
    #expect(TableLocale.gettextName(for: "zh_CN") == "zh_CN")
  }

  @Test("An .lproj locale spelled with '_' comes back with its spelling through every format")
  func spellingComesBack() throws {
    for format in [TableFormat.android, .gettext, .xliff, .xcstrings] {
      let there = convert([try temporaryDirectory(Self.folder)], to: format)
      let back = convert([try written(there)], to: .strings)
      let paths = back.files.map(\.path).sorted()
      #expect(
        paths == [
          "en.lproj/Localizable.strings", "sr_Latn.lproj/Localizable.strings", "zh_CN.lproj/Localizable.strings",
        ],
        "\(format.rawValue)")
      #expect(text(back, "sr_Latn.lproj/Localizable.strings")?.contains("Zdravo") == true, "\(format.rawValue)")
      #expect(text(back, "zh_CN.lproj/Localizable.strings")?.contains("你好") == true, "\(format.rawValue)")
    }
  }

  @Test("Each format writes the locale as it spells one, and states the .lproj spelling beside it")
  func statedSpelling() throws {
    let android = convert([try temporaryDirectory(Self.folder)], to: .android)
    #expect(text(android, "values-b+sr+Latn/strings.xml")?.contains("herald:locale=\"sr_Latn\"") == true)
    #expect(text(android, "values-zh-rCN/strings.xml")?.contains("herald:locale=\"zh_CN\"") == true)
    #expect(text(android, "values/strings.xml")?.contains("herald:locale") == false, "the source language is values/'s")
    let gettext = convert([try temporaryDirectory(Self.folder)], to: .gettext)
    let serbian = try #require(text(gettext, "sr@latin.po"))
    #expect(serbian.contains("Language: sr@latin\\n") && serbian.contains("X-Herald-Locale: sr_Latn\\n"))
    #expect(text(gettext, "zh_CN.po")?.contains("X-Herald-Locale: zh_CN\\n") == true)
    let xliff = try #require(text(convert([try temporaryDirectory(Self.folder)], to: .xliff), "Localizable.xliff"))
    #expect(xliff.contains("target-language=\"sr-Latn\"") && !xliff.contains("target-language=\"sr_Latn\""))
    #expect(xliff.contains("<note from=\"x-herald-locale\">sr_Latn</note>"))
  }

  @Test("The XLIFF of '_' locales validates against the strict schema")
  func xliffValidates() throws {
    try #require(GettextTools.isInstalled)
    try #require(SharedResource.xliffSchema.isPresent, "\(TestPaths.xliffSchema) is missing")
    let folder = try written(convert([try temporaryDirectory(Self.folder)], to: .xliff))
    let lint = try GettextTools.shell(
      "xmllint --noout --schema \(GettextTools.quoted(TestPaths.xliffSchema)) \(folder)/Localizable.xliff")
    #expect(lint.status == 0, "the XLIFF does not validate against the strict schema")
  }

  @Test("A .strings in no .lproj folder is named where its strings become the source language's")
  func unlocalizedFile() throws {
    var files = Self.folder
    files["Shared/Colors.strings"] = "\"Red\" = \"Red\";\n"
    let root = try temporaryDirectory(files)
    for format in [TableFormat.xcstrings, .strings, .android] {
      let result = convert([root], to: format)
      let notes = result.losses.filter { $0.code == "unlocalized-file" }
      #expect(notes.count == 1, "\(format.rawValue): \(notes)")
      #expect(notes.first?.message.contains("'\(root)/Shared/Colors.strings'") == true)
      #expect(notes.first?.message.contains("'en.lproj/Colors.strings'") == true)
    }
    let localized = convert([try temporaryDirectory(Self.folder)], to: .xcstrings)
    #expect(!localized.losses.contains { $0.code == "unlocalized-file" })
  }
}
