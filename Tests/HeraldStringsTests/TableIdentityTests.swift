import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// Converting a folder keeps its tables apart (`Untranslated.strings` is not `Localizable.strings`)
/// in every format that can name a table, and says so where one cannot.
@Suite("Table identity in conversions")
struct TableIdentityTests {
  static let folder: [String: String] = [
    "en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
    "fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
    "fr.lproj/Localizable.stringsdict": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>%d songs</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d chanson</string>
          <key>other</key><string>%d chansons</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """,
    "en.lproj/Untranslated.strings": "\"Debug menu\" = \"Debug menu\";\n",
    "fr.lproj/Untranslated.strings": "\"Debug menu\" = \"Menu de débogage\";\n",
  ]

  func convert(_ root: String, to format: TableFormat) -> TableConversion.Result {
    let result = TableConversion(to: format).convert(paths: [root])
    #expect(result.errors.isEmpty, "\(result.errors)")
    return result
  }

  func text(_ result: TableConversion.Result, _ path: String) -> String? {
    result.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test("A .strings folder keeps Untranslated apart from Localizable (with its .stringsdict)")
  func stringsFolder() throws {
    let result = convert(try temporaryDirectory(Self.folder), to: .strings)
    #expect(
      result.files.map(\.path).sorted() == [
        "en.lproj/Localizable.strings", "en.lproj/Untranslated.strings", "fr.lproj/Localizable.strings",
        "fr.lproj/Localizable.stringsdict", "fr.lproj/Untranslated.strings",
      ])
    #expect(text(result, "fr.lproj/Localizable.strings")?.contains("Debug menu") == false)
    #expect(text(result, "fr.lproj/Untranslated.strings")?.contains("Menu de débogage") == true)
  }

  @Test("Each table is its own String Catalog and XLIFF document, and comes back as its own table")
  func catalogsAndXLIFF() throws {
    for format in [TableFormat.xcstrings, .xliff] {
      let result = convert(try temporaryDirectory(Self.folder), to: format)
      let ext = format.fileExtension
      #expect(result.files.map(\.path) == ["Localizable.\(ext)", "Untranslated.\(ext)"])
      #expect(text(result, "Untranslated.\(ext)")?.contains("Hello") == false)
      let back = convert(
        try temporaryDirectory(
          Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })),
        to: .strings)
      #expect(back.files.map(\.path).contains("fr.lproj/Untranslated.strings"), "\(format)")
      #expect(text(back, "fr.lproj/Untranslated.strings")?.contains("Menu de débogage") == true, "\(format)")
    }
    let xliff = convert(try temporaryDirectory(Self.folder), to: .xliff)
    #expect(text(xliff, "Untranslated.xliff")?.contains("original=\"Untranslated.xcstrings\"") == true)
  }

  @Test("Android writes other tables to their own resource file; gettext puts them in a folder and says so")
  func unnamedFormats() throws {
    let android = convert(try temporaryDirectory(Self.folder), to: .android)
    #expect(android.files.map(\.path).contains("values-fr/untranslated.xml"))
    #expect(android.losses.contains { $0.code == "table-name" && $0.message.contains("untranslated.xml") })
    let gettext = convert(try temporaryDirectory(Self.folder), to: .gettext)
    #expect(gettext.files.map(\.path).contains("Untranslated/fr.po"))
    #expect(gettext.losses.contains { $0.code == "table-name" && $0.message.contains("Untranslated/") })
  }

  @Test("Through Android and gettext and back, each table comes back under its own name")
  func namesComeBack() throws {
    for format in [TableFormat.android, .gettext] {
      let there = convert(try temporaryDirectory(Self.folder), to: format)
      var files: [String: String] = [:]
      for file in there.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
      let back = convert(try temporaryDirectory(files), to: .strings)
      let paths = Set(back.files.map(\.path))
      #expect(paths.contains("fr.lproj/Untranslated.strings"), "\(format.rawValue): \(paths.sorted())")
      #expect(paths.contains("fr.lproj/Localizable.strings"), "\(format.rawValue): \(paths.sorted())")
      #expect(text(back, "fr.lproj/Untranslated.strings")?.contains("Menu de débogage") == true)
      #expect(text(back, "fr.lproj/Localizable.strings")?.contains("Menu de débogage") == false)
    }
    let android = convert(try temporaryDirectory(Self.folder), to: .android)
    #expect(text(android, "values-fr/untranslated.xml")?.contains("herald:table=\"Untranslated\"") == true)
    let gettext = convert(try temporaryDirectory(Self.folder), to: .gettext)
    #expect(text(gettext, "Untranslated/fr.po")?.contains("X-Herald-Table: Untranslated") == true)
    #expect(text(gettext, "fr.po")?.contains("X-Herald-Table") == false)
  }

  @Test("A file named by a language holds that language; a short capitalised name (POI.xliff) names a table")
  func languageOrTable() {
    #expect(TableLocale.infer(fromPath: "x/fr.xliff") == "fr")
    #expect(TableLocale.infer(fromPath: "x/pt-BR.xliff") == "pt-BR")
    #expect(TableLocale.infer(fromPath: "x/zh_Hans.xliff") == "zh-Hans")
    #expect(TableLocale.infer(fromPath: "x/POI.xliff") == nil)
    #expect(TableLocale.infer(fromPath: "x/FAQ.xliff") == nil)
    #expect(TableLocale.infer(fromPath: "x/Main.xliff") == nil)
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Empty key" : {

        },
        "Hello" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("A key without localizations stays in a catalog and is named where a format drops it")
  func unlocalizedKeys() throws {
    let root = try temporaryDirectory(["Localizable.xcstrings": Self.catalog])
    let catalog = convert(root, to: .xcstrings)
    #expect(text(catalog, "Localizable.xcstrings")?.contains("\"Empty key\" : {\n\n    }") == true)
    let strings = convert(root, to: .strings)
    let loss = strings.losses.first { $0.key == "Empty key" }
    #expect(loss?.code == "not-representable")
    #expect(loss?.message.contains("without a localization") == true)
    #expect(loss?.file == "Localizable")
    // Android writes the source language's default file, where a key without text is its text.
    let android = convert(root, to: .android)
    #expect(text(android, "values/strings.xml")?.contains(">Empty key</string>") == true)
    #expect(android.losses.contains { $0.key == "Empty key" && $0.code == "key-as-text" })
  }

  @Test("A catalog written from other formats has a version and a source language")
  func versionAndSourceLanguage() throws {
    let result = convert(
      try temporaryDirectory(["fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n"]), to: .xcstrings)
    let catalog = try #require(text(result, "Localizable.xcstrings"))
    #expect(catalog.contains("\"sourceLanguage\" : \"en\""))
    #expect(catalog.contains("\"version\" : \"1.0\""))
    #expect(result.losses.contains { $0.code == "source-language" })
    let written = XCStringsTable().write(StringTable(entries: [StringEntry(key: "k")]), locale: "de")
    #expect(String(decoding: written.bytes, as: UTF8.self).contains("\"sourceLanguage\" : \"de\""))
  }

  @Test("Losses name their file: the pattern of the locales' files")
  func lossesNameFiles() {
    #expect(TableConversion.filePattern("fr.lproj/Localizable.strings") == "*.lproj/Localizable.strings")
    #expect(TableConversion.filePattern("values-b+ast/strings.xml") == "values*/strings.xml")
    #expect(TableConversion.filePattern("Untranslated/pt_BR.po") == "Untranslated/*.po")
    #expect(TableConversion.filePattern("Localizable.xcstrings") == "Localizable.xcstrings")
  }

  @Test("Two targets' tables of one name stay apart, each written to its folder, and come back apart")
  func targetsStayApart() throws {
    let folder: [String: String] = [
      "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
      "App/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
      "App/Widget/en.lproj/Localizable.strings": "\"Today\" = \"Today\";\n",
      "App/Widget/fr.lproj/Localizable.strings": "\"Today\" = \"Aujourd'hui\";\n",
    ]
    let catalogs = convert(try temporaryDirectory(folder), to: .xcstrings)
    #expect(catalogs.files.map(\.path).sorted() == ["Localizable.xcstrings", "Widget/Localizable.xcstrings"])
    #expect(text(catalogs, "Localizable.xcstrings")?.contains("Today") == false)
    #expect(catalogs.losses.contains { $0.code == "table-folder" && $0.message.contains("written to Widget/") })
    for format in [TableFormat.android, .gettext, .xliff] {
      var files: [String: String] = [:]
      for file in catalogs.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
      let there = convert(try temporaryDirectory(files), to: format)
      files = [:]
      for file in there.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
      let back = convert(try temporaryDirectory(files), to: .strings)
      #expect(text(back, "Widget/fr.lproj/Localizable.strings")?.contains("Aujourd'hui") == true, "\(format.rawValue)")
      #expect(text(back, "fr.lproj/Localizable.strings")?.contains("Aujourd'hui") == false, "\(format.rawValue)")
    }
  }

  @Test("Tables whose names differ only in case get their own Android file, and catalogs name the collision")
  func caseOnlyNames() throws {
    let folder: [String: String] = [
      "de.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Kamera\";\n",
      "fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Caméra\";\n",
      "fr.lproj/Strings.strings": "\"Hello\" = \"Bonjour\";\n",
    ]
    let android = convert(try temporaryDirectory(folder), to: .android)
    let paths = android.files.map(\.path).sorted()
    #expect(paths == ["values-de/infoplist.xml", "values-fr/infoplist_2.xml", "values-fr/strings_2.xml"])
    #expect(android.losses.contains { $0.code == "table-name" && $0.message.contains("infoplist_2.xml (another") })
    var files: [String: String] = [:]
    for file in android.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
    let back = convert(try temporaryDirectory(files), to: .strings)
    #expect(text(back, "de.lproj/infoPlist.strings")?.contains("Kamera") == true)
    #expect(text(back, "fr.lproj/InfoPlist.strings")?.contains("Caméra") == true)
    #expect(text(back, "fr.lproj/Strings.strings")?.contains("Bonjour") == true)
    let catalogs = convert(try temporaryDirectory(folder), to: .xcstrings)
    #expect(catalogs.losses.contains { $0.code == "case-collision" && $0.message.contains("infoPlist.xcstrings") })
  }

  @Test("A .strings in no .lproj folder is named once, for its own target's table")
  func unlocalizedFileOfOneTarget() throws {
    let folder: [String: String] = [
      "App/Localizable.strings": "\"Shared\" = \"Shared\";\n",
      "App/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
      "App/Widget/fr.lproj/Localizable.strings": "\"Today\" = \"Aujourd'hui\";\n",
    ]
    let result = convert(try temporaryDirectory(folder), to: .xcstrings)
    let notes = result.files.flatMap(\.losses).filter { $0.code == "unlocalized-file" }
    #expect(notes.count == 1, "\(notes)")
    #expect(result.files.first { $0.path == "Localizable.xcstrings" }?.losses.contains(notes[0]) == true)
  }
}
