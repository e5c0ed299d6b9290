import HeraldStrings
import HeraldTree

extension AppStrings {
  /// The app's string tables beside `inputs` (``AppTableLoader``) and in `tables`, with Herald's
  /// pseudo-locales `en-XA` and `ar-XB` (``Pseudolocalizer``); the development language is the one
  /// a String Catalog names, else English. Tables that cannot be read are returned as warnings,
  /// and the others are used.
  static func herald(for inputs: [String], tables: [String] = []) -> (strings: AppStrings, warnings: [String]) {
    let found = AppTableLoader().load(inputs: inputs, tables: tables)
    var strings = AppStrings(developmentLocale: found.sourceLanguage ?? "en")
    for table in found.tables {
      strings.add(
        AppStrings.Table(
          locale: table.locale, name: table.name, directory: table.directory, path: table.path, values: table.values,
          pluralKeys: table.pluralKeys))
    }
    for locale in ["en-XA", "ar-XB"] {
      if let pseudo = Pseudolocalizer.named(locale) { strings.pseudoLocales[locale] = { pseudo.transform($0) } }
    }
    let warnings = found.errors.map {
      "\($0.description) (this table is left out: the app's other tables are used)"
    }
    return (strings, warnings)
  }

  /// ``herald(for:tables:)`` with its warnings printed on standard error.
  static func reportingWarnings(for inputs: [String], tables: [String] = []) -> AppStrings {
    let loaded = herald(for: inputs, tables: tables)
    for warning in loaded.warnings { Diagnostics.warning(warning) }
    return loaded.strings
  }
}
