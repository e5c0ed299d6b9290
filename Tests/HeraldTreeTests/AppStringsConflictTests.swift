import HeraldTree
import Testing

/// Two files of one table that translate a key differently are said, never resolved silently.
@Suite("App string tables that disagree")
struct AppStringsConflictTests {
  static func table(_ path: String, directory: String?, _ values: [String: String]) -> AppStrings.Table {
    AppStrings.Table(
      locale: "fr", name: "Localizable", directory: directory, path: path, values: values, pluralKeys: [],
      untranslatableKeys: [])
  }

  @Test("A .strings file and a String Catalog of one folder that differ give one conflict; the first is used")
  func conflict() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(
      Self.table("App/fr.lproj/Localizable.strings", directory: "App", ["Save": "Enregistrer", "Back": "Retour"]))
    strings.add(
      Self.table("App/Localizable.xcstrings", directory: "App", ["Save": "Sauver", "Back": "Retour", "New": "Nouveau"]))
    #expect(strings.conflicts.count == 1)
    let conflict = strings.conflicts.first
    #expect(conflict?.count == 1 && conflict?.exampleKey == "Save")
    #expect(conflict?.kept == "App/fr.lproj/Localizable.strings" && conflict?.other == "App/Localizable.xcstrings")
    #expect(
      conflict?.description.hasPrefix(
        "App/Localizable.xcstrings: warning: 1 key of the fr table Localizable translated differently in "
          + "App/fr.lproj/Localizable.strings (e.g. “Save”: “Enregistrer” there, “Sauver” here)") == true)
    #expect(strings.table(.named("Localizable"), locale: "fr")?.values["Save"] == "Enregistrer")
    #expect(strings.table(.named("Localizable"), locale: "fr")?.values["New"] == "Nouveau")
  }

  @Test("Tables of one name in different folders (two packages) are separate: no conflict")
  func separateFolders() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(Self.table("A/fr.lproj/Localizable.strings", directory: "A", ["Save": "Enregistrer"]))
    strings.add(Self.table("B/fr.lproj/Localizable.strings", directory: "B", ["Save": "Sauver"]))
    #expect(strings.conflicts.isEmpty)
  }

  @Test("A .stringsdict entry beside a .strings one of its key is how plurals are written: no conflict")
  func pluralsBesideStrings() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(Self.table("App/fr.lproj/Localizable.strings", directory: "App", ["%d stars": "%d étoiles"]))
    strings.add(Self.table("App/fr.lproj/Localizable.stringsdict", directory: "App", ["%d stars": "%#@stars@"]))
    #expect(strings.conflicts.isEmpty)
  }
}
