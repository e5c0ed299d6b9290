import HeraldTree
import Testing

@Suite("Accessors a build step generates from table keys")
struct GeneratedAccessorsTests {
  static let keys: [String: Set<String>] = [
    "Localizable": [
      "common.button.share", "common.button.share_as_pdf", "settings.title", "Done", "search", "a.b_c", "ab.c",
      "accent_color", "large.title", "app_name",
    ],
    "InfoPlist": ["CFBundleName"],
  ]

  @Test("A member written from a key by any generator's rule is that key: snake case, camel case, nested")
  func generatorsNames() {
    let generated = GeneratedAccessors(keys: Self.keys, declaredTypes: [])
    // Kiwix's build script: every character but a letter or digit becomes `_`.
    #expect(generated.lookup("LocalString.common_button_share") == StringLookup(key: "common.button.share"))
    #expect(
      generated.lookup("LocalString.common_button_share_as_pdf") == StringLookup(key: "common.button.share_as_pdf"))
    // Xcode's String Catalog symbols and R.swift: camel case, R.swift behind its table's name.
    #expect(generated.lookup("LocalizedStringResource.settingsTitle") == StringLookup(key: "settings.title"))
    #expect(generated.lookup("R.string.localizable.settingsTitle") == StringLookup(key: "settings.title"))
    // R.swift names its table: another table's key is not it.
    #expect(generated.lookup("R.string.infoPlist.settingsTitle") == nil)
  }

  @Test("The system's values and the inputs' own types are never read as keys")
  func systemAndDeclared() {
    let generated = GeneratedAccessors(keys: Self.keys, declaredTypes: ["AppStrings"])
    #expect(generated.lookup("Color.accentColor") == nil)
    #expect(generated.lookup("Font.largeTitle") == nil)
    #expect(generated.lookup("UIColor.accentColor") == nil)
    #expect(generated.lookup("NSFont.largeTitle") == nil)
    #expect(generated.lookup("Self.appName") == nil)
    #expect(generated.lookup("Bundle.main.appName") == nil)
    #expect(generated.lookup("AppStrings.appName") == nil)
    #expect(generated.lookup("Strings.appName") == StringLookup(key: "app_name"))
  }

  @Test("A file's declared and extended types are found by its words")
  func declaredNames() {
    let text = """
      import SwiftUI
      public final class Store: ObservableObject {}
      extension String { static let appName = "A" }
      struct Row: View { enum Kind { case a } }
      typealias Handler = () -> Void
      let classic = 1 // class lowercase, protocol
      """
    #expect(GeneratedAccessors.declaredNames(in: text) == ["Store", "String", "Row", "Kind", "Handler"])
  }

  @Test("Only a unique match of two words or more to an identifier key of a type no input declares")
  func onlyWhatDecides() {
    let generated = GeneratedAccessors(keys: Self.keys, declaredTypes: ["Strings"])
    // Two keys of one form (`a.b_c`, `ab.c`): which one is the app's build.
    #expect(generated.lookup("LocalString.ab_c") == nil)
    #expect(generated.lookup("LocalString.abC") == nil)
    // One word: a framework's member (`Color.red`, `Font.title`) is never a table's key.
    #expect(generated.lookup("LocalString.search") == nil)
    // Keys of words or capitalised keys are no identifiers a generator names.
    #expect(generated.lookup("LocalString.cf_bundle_name") == nil)
    // A type the inputs declare says what its members are.
    #expect(generated.lookup("Strings.settings_title") == nil)
    // A lower-case base is a value, not a type.
    #expect(generated.lookup("strings.settings_title") == nil)
    #expect(generated.lookup("LocalString.no_such_key") == nil)
    #expect(GeneratedAccessors().lookup("LocalString.settings_title") == nil)
  }

  @Test("Generated accessors are asked apart from declared ones, and merging keeps them")
  func declaredFirst() {
    var accessors = StringAccessors()
    accessors.add(["LocalString", "settings_title"], StringLookup(key: "settings.heading"))
    accessors.generated = GeneratedAccessors(keys: Self.keys, declaredTypes: [])
    #expect(accessors.lookup("LocalString.settings_title") == StringLookup(key: "settings.heading"))
    #expect(accessors.lookup("LocalString.common_button_share") == nil)
    #expect(accessors.generatedLookup("LocalString.common_button_share") == StringLookup(key: "common.button.share"))
    let merged = StringAccessors().merging(accessors)
    #expect(merged.generatedLookup("LocalString.common_button_share") == StringLookup(key: "common.button.share"))
  }

  @Test("Each lookup carries its key's text in the development language, as SwiftGen's accessors do")
  func developmentText() {
    let generated = GeneratedAccessors(keys: Self.keys, declaredTypes: []) { table, key in
      table == "Localizable" && key == "common.button.share" ? "Share" : nil
    }
    #expect(generated.lookup("LocalString.common_button_share")?.fallback == "Share")
    #expect(generated.lookup("LocalString.settings_title")?.fallback == nil)
  }

  @Test("The keys of the tables code looks up by name, in every locale")
  func keysByTable() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(
      .init(locale: "en", name: "Localizable", directory: "App", path: "en.lproj/L.strings", values: ["a.b": "A"]))
    strings.add(
      .init(locale: "de", name: "Localizable", directory: "App", path: "de.lproj/L.strings", values: ["c.d": "C"]))
    #expect(strings.keysByTable == ["Localizable": ["a.b", "c.d"]])
  }

  @Test(
    "Xcode's catalog symbols: one word is enough, a nested symbol names its table, and two keys of one form decide nothing"
  )
  func catalogSymbols() {
    let generated = GeneratedAccessors(
      keys: [
        "Localizable": ["settings.title", "save", "Save Draft", "save_draft", "items.count"],
        "Onboarding": ["welcome.title"],
      ],
      declaredTypes: ["LocalString"]
    ) { _, key in key == "save" ? "Save" : nil }
    #expect(generated.catalogSymbol("settingsTitle") == StringLookup(key: "settings.title"))
    #expect(generated.catalogSymbol("save") == StringLookup(key: "save", fallback: "Save"))
    #expect(generated.catalogSymbol("itemsCount")?.key == "items.count")
    // `Save Draft` and `save_draft` would both be `.saveDraft`.
    #expect(generated.catalogSymbol("saveDraft") == nil)
    #expect(generated.catalogSymbol("welcomeTitle") == nil)
    #expect(generated.catalogSymbol("welcomeTitle", table: "Onboarding")?.table == "Onboarding")
    #expect(generated.catalogSymbol("init") == nil)
    #expect(generated.catalogSymbol("missing") == nil)
    // A declared type does not hide a symbol: the symbols are `LocalizedStringResource`'s.
    #expect(generated.catalogSymbol("save") != nil)
    // Keys of one form are told apart by their camel-cased names.
    let two = GeneratedAccessors(keys: ["Localizable": ["items.count", "itemscount"]], declaredTypes: [])
    #expect(two.catalogSymbol("itemsCount")?.key == "items.count")
    #expect(two.catalogSymbol("itemscount")?.key == "itemscount")
    #expect(GeneratedAccessors.camelCased("settings.title-long_name") == "settingsTitleLongName")
    #expect(GeneratedAccessors.camelCased("Save Draft") == "saveDraft")
  }
}
