import Foundation
import HeraldTestSupport
import Testing

/// Xcode 26's String Catalog symbols (`Text(.settingsTitle)`): read as the catalog's keys.
@Suite("String Catalog symbols")
struct CatalogSymbolTests {
  static let view = """
    import SwiftUI

    struct SettingsScreen: View {
      var body: some View {
        VStack {
          Text(.settingsTitle)
          Button(.save) {}
          Text(.itemsCount(3))
          Text(.Onboarding.welcomeTitle)
          Text(.now, style: .time)
          Text(.missingSymbol)
          Row(title: .settingsTitle)
          Text(.greeting)
        }
        .navigationTitle(.settingsTitle)
      }
    }

    struct Row: View {
      let title: LocalizedStringResource
      var body: some View { Text(title) }
    }

    extension LocalizedStringKey {
      static let greeting: LocalizedStringKey = "Hello there"
    }
    """

  /// A catalog of `keys` (key → English and German values), each managed by hand.
  static func catalog(_ keys: [String: (String, String)]) -> String {
    let entries = keys.sorted { $0.key < $1.key }.map { key, values in
      """
          "\(key)" : {
            "extractionState" : "manual",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\(values.1)" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(values.0)" } }
            }
          }
      """
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
      + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  static func app() throws -> String {
    try temporaryDirectory(
      [
        "SettingsScreen.swift": Self.view,
        "Localizable.xcstrings": Self.catalog([
          "settings.title": ("Settings", "Einstellungen"), "save": ("Save", "Sichern"),
          "items.count": ("%lld items", "%lld Einträge"), "now": ("Right now", "Jetzt gleich"),
        ]),
        "Onboarding.xcstrings": Self.catalog(["welcome.title": ("Welcome", "Willkommen")]),
      ], prefix: "herald-catalog-symbols")
  }

  @Test("A leading-dot symbol where SwiftUI takes text is its key's text, in the development language and German")
  func symbolsAreKeys() throws {
    let folder = try Self.app()
    let english = try Herald.run(in: folder, ["announce", "SettingsScreen.swift"])
    #expect(english.output.contains("Settings. Heading."), "\(english.output)")
    #expect(english.output.contains("Save. Button."), "\(english.output)")
    #expect(english.output.contains("3 items"), "\(english.output)")
    // A symbol nested in a table's name is that table's key.
    #expect(english.output.contains("Welcome"), "\(english.output)")
    // Handed to a view as its title, it is still the key's text.
    #expect(english.output.contains("8. Settings"), "\(english.output)")
    // A static member the app declares is the app's, though the catalog has no such key.
    #expect(english.output.contains("Hello there"), "\(english.output)")
    let german = try Herald.run(in: folder, ["announce", "SettingsScreen.swift", "--locale", "de"])
    // A symbol with arguments shows them in the locale's value of its key.
    for word in ["Einstellungen", "Sichern", "Willkommen", "3 Einträge"] {
      #expect(german.output.contains(word), "\(word): \(german.output)")
    }
  }

  @Test("A date's `.now` is no key, and a symbol no key has is unknown, not its name spoken")
  func notEverySymbolIsAKey() throws {
    let folder = try Self.app()
    let english = try Herald.run(in: folder, ["announce", "SettingsScreen.swift"])
    #expect(!english.output.contains("Right now"), "\(english.output)")
    #expect(english.output.contains("‹.now›"), "\(english.output)")
    #expect(english.output.contains("‹.missingSymbol›"), "\(english.output)")
    // Without the catalogs nothing decides the words.
    let alone = try temporaryDirectory(["SettingsScreen.swift": Self.view], prefix: "herald-catalog-symbols-alone")
    let unknown = try Herald.run(in: alone, ["announce", "SettingsScreen.swift"])
    #expect(unknown.output.contains("‹.settingsTitle›"), "\(unknown.output)")
    #expect(!unknown.output.contains("settingsTitle."), "\(unknown.output)")
  }

  @Test("`herald tree` reads the tables too: the symbol's text, not the symbol")
  func treeReadsTables() throws {
    let folder = try Self.app()
    let tree = try Herald.run(in: folder, ["tree", "SettingsScreen.swift"])
    #expect(tree.output.contains("Settings"), "\(tree.output)")
    #expect(tree.output.contains("Welcome"), "\(tree.output)")
    #expect(!tree.output.contains("‹.settingsTitle›"), "\(tree.output)")
  }
}
