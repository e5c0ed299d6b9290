import HeraldStrings
import HeraldTree

extension AppStrings.Table {
  /// The table the app looks up, from the table HeraldStrings read: every field carried, so
  /// that a field added to one is not silently lost on the way (keys a String Catalog marks not
  /// to translate were, when these were copied by hand).
  public init(_ table: AppTableLoader.LocaleTable) {
    self.init(
      locale: table.locale, name: table.name, directory: table.directory, path: table.path, values: table.values,
      pluralKeys: table.pluralKeys, untranslatableKeys: table.untranslatableKeys)
  }
}

extension AppStrings {
  /// The app's string tables beside `inputs` (``AppTableLoader``) and in `tables`, with Herald's
  /// pseudo-locales `en-XA` and `ar-XB` (``Pseudolocalizer``); the development language is the one
  /// a String Catalog names, else English; locales that translate less than half of the app are
  /// its ``HeraldTree/AppStrings/partialLocales``. Tables that cannot be read are returned as
  /// warnings, and the others are used. Files in `cache` (the run's) are not read again.
  public static func herald(for inputs: [String], tables: [String] = [], cache: TableFileCache? = nil) -> (
    strings: AppStrings, warnings: [String]
  ) {
    let found = AppTableLoader().load(inputs: inputs, tables: tables, cache: cache)
    var strings = AppStrings(developmentLocale: found.sourceLanguage ?? "en")
    for table in found.tables { strings.add(AppStrings.Table(table)) }
    strings.partialLocales = Set(strings.coverage().filter(\.isPartial).map(\.locale))
    for locale in ["en-XA", "ar-XB"] {
      if let pseudo = Pseudolocalizer.named(locale) { strings.pseudoLocales[locale] = { pseudo.transform($0) } }
    }
    let warnings =
      found.errors.map { "\($0.description) (this table is left out: the app's other tables are used)" }
      + strings.conflicts.map(\.description)
    return (strings, warnings)
  }
}
