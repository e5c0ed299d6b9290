import Foundation
import HeraldStrings
import HeraldTestSupport
import Testing

@Suite("AppTableLoader: the tables an app ships beside its UI files")
struct AppTableLoaderTests {
  @Test("lproj tables and String Catalogs are found from a UI file in Base.lproj, each locale its own table")
  func discovery() throws {
    let directory = try temporaryDirectory([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/ru.lproj/Main.strings": "\"Nv5-iT-9wE.title\" = \"Новое блюдо\";\n",
      "App/ru.lproj/Localizable.strings": "\"rating.label\" = \"Оценка\";\n",
      "App/de.lproj/Localizable.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>stars</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>one</key><string>%ld Stern</string><key>other</key><string>%ld Sterne</string></dict>
      </dict></dict></plist>
      """,
      "App/Settings.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Done": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Terminé"}},
                                   "de": {"stringUnit": {"state": "new", "value": "Done"}}}},
        "abc-12-xyz.text": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Texte"}}}}
      }}
      """,
      "App/notes.strings": "\"ignored\" = \"not in an lproj\";\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let found = AppTableLoader().load(inputs: [directory + "/App/Base.lproj/Main.storyboard"])
    #expect(found.errors.isEmpty)
    #expect(found.sourceLanguage == "en")
    let app = URL(fileURLWithPath: directory + "/App").standardizedFileURL.path
    let tables = found.tables.map { "\($0.locale) \($0.name)" }.sorted()
    // German has the catalog's key only as "new": the table is there, without the value.
    #expect(tables == ["de Localizable", "de Settings", "en Settings", "fr Settings", "ru Localizable", "ru Main"])
    #expect(found.tables.first { $0.locale == "de" && $0.name == "Settings" }?.values.isEmpty == true)
    #expect(found.tables.allSatisfy { $0.directory == app })
    let main = try #require(found.tables.first { $0.name == "Main" })
    #expect(main.values == ["Nv5-iT-9wE.title": "Новое блюдо"])
    let plural = try #require(found.tables.first { $0.locale == "de" && $0.name == "Localizable" })
    #expect(plural.pluralKeys == ["stars"])
    // A plural stands as its format with each variable's `other` case: what most counts show.
    #expect(plural.values["stars"] == "%ld Sterne")
    let french = try #require(found.tables.first { $0.locale == "fr" })
    #expect(french.values == ["Done": "Terminé", "abc-12-xyz.text": "Texte"])
    // A catalog key is its own source text, except an Interface Builder object key.
    let english = try #require(found.tables.first { $0.locale == "en" })
    #expect(english.values == ["Done": "Done"])
  }

  @Test("a plural stands as its format with each variable's other case: positional variables, a catalog's %arg")
  func pluralRepresentative() throws {
    let directory = try temporaryDirectory([
      "en.lproj/Media.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>media</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%1$#@photos@ and %2$#@videos@</string>
      <key>photos</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>one</key><string>%1$ld photo</string><key>other</key><string>%1$ld photos</string></dict>
      <key>videos</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>one</key><string>%2$ld video</string><key>other</key><string>%2$ld videos</string></dict>
      </dict></dict></plist>
      """,
      "Catalog.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "left": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@ left"},
          "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}}}}}}
      }}
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let found = AppTableLoader().load(
      inputs: [], tables: [directory + "/en.lproj/Media.stringsdict", directory + "/Catalog.xcstrings"])
    #expect(found.errors.isEmpty, "\(found.errors)")
    let values = found.tables.filter { $0.locale == "en" }.reduce(into: [String: String]()) {
      $0.merge($1.values) { a, _ in a }
    }
    #expect(values["media"] == "%1$ld photos and %2$ld videos")
    #expect(values["left"] == "%lld items left")
  }

  @Test("a table that cannot be read is an error naming it; the others are read")
  func errors() throws {
    let directory = try temporaryDirectory([
      "ru.lproj/Main.strings": "\"a\" = \"б\";\n",
      "de.lproj/Main.strings": "\"a\" = \"unterminated;\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let found = AppTableLoader().load(inputs: [directory])
    #expect(found.tables.map(\.locale) == ["ru"])
    #expect(found.errors.count == 1)
    #expect(found.errors.first?.description.contains("de.lproj/Main.strings") == true)
  }
}
