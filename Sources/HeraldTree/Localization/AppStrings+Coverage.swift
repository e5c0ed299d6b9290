extension AppStrings {
  /// How much of the app's strings one shipped locale translates.
  public struct Coverage: Sendable, Hashable {
    /// The locale (`de`, `pt-BR`).
    public var locale: String
    /// Keys of the development language's tables that the locale's tables of the same name have.
    public var translated: Int
    /// Keys of the development language's tables (keys marked not to translate left out).
    public var total: Int
    /// One of the locale's table files, where a finding about the locale is placed.
    public var table: String?
    /// Whether the locale is a region of the development language, in its script (`en-GB`, `en-AU`
    /// in an English app; not `zh-Hant` in a `zh-Hans` one): what it lacks is shown in its own
    /// language, as iOS and macOS fall back from a region's localization to its language's (Apple,
    /// "Language and locale IDs"; ``AppStrings/isSameWrittenLanguage(_:_:)``).
    public var isDevelopmentLanguage = false

    /// The translated share, 0…1 (1 when the development language has no keys).
    public var share: Double { total == 0 ? 1 : Double(translated) / Double(total) }

    /// Whether the locale translates less than ``AppStrings/partialShare`` of the strings; never
    /// for a region of the development language (``isDevelopmentLanguage``).
    public var isPartial: Bool { share < AppStrings.partialShare && !isDevelopmentLanguage }
  }

  /// The share of the app's strings below which a shipped locale is partial: 50 %. iOS then
  /// shows most of the app in the development language whichever string is checked, so a finding
  /// per string would bury the one fact that matters — the language is mostly not there — under
  /// hundreds of findings that say the same (Weblate-, translatewiki- and Crowdin-translated apps
  /// ship many such languages). At half or more, the missing strings are the exceptions a team
  /// fixes one by one, and each is reported.
  public static let partialShare = 0.5

  /// Tables an app ships for other programs to read, not to show: `InternetAccessPolicy` (the
  /// Internet Access Policy that Objective Development's Little Snitch reads from the bundle to
  /// explain the app's connections). Their keys are none of the app's strings.
  public static let tablesForOtherPrograms: Set<String> = ["InternetAccessPolicy"]

  /// The coverage of each shipped locale (``locales``) of the development language's keys,
  /// counted per table name (`Localizable`, `Main`, …; a storyboard's `Base` texts have no keys;
  /// ``tablesForOtherPrograms`` not counted).
  ///
  /// - Complexity: O(*k* × *l*) for *k* development keys and *l* locales.
  public func coverage() -> [Coverage] {
    let development = Self.canonical(developmentLocale)
    var developmentKeys: [TableID: Set<String>] = [:]
    for locale in [development, "Base"] {
      for (id, table) in tables[locale] ?? [:]
      where id.directory == nil && !Self.tablesForOtherPrograms.contains(id.name) {
        developmentKeys[id, default: []].formUnion(Set(table.values.keys).subtracting(table.untranslatableKeys))
      }
    }
    let total = developmentKeys.values.reduce(0) { $0 + $1.count }
    return locales.map { locale in
      var translated = 0
      var file: String?
      for (id, keys) in developmentKeys {
        // A key the locale lacks is read from the language it narrows (`es` for `es-AR`).
        let searched = self.tables(id, searchedFor: locale)
        guard !searched.isEmpty else { continue }
        // The first table by path, whatever order the tables are stored in: the same place every run.
        if let table = tables[locale]?[id] { file = min(file ?? table.path, table.path) }
        translated += keys.reduce(0) { count, key in count + (searched.contains { $0.values[key] != nil } ? 1 : 0) }
      }
      file = file ?? tables[locale]?.values.map(\.path).min()
      return Coverage(
        locale: locale, translated: translated, total: total, table: file,
        isDevelopmentLanguage: Self.isSameWrittenLanguage(locale, development))
    }
  }

  /// Whether two locales write one language in one script (`en-GB` and `en`; not `zh-Hant` and
  /// `zh-Hans`, nor `sr-Latn` and `sr`): a text missing in one is shown in the other's words.
  /// Chinese without a script is written as its region writes it (CLDR's likely subtags: `zh-TW`,
  /// `zh-HK` and `zh-MO` are Traditional, `zh` and its other regions Simplified).
  public static func isSameWrittenLanguage(_ first: String, _ second: String) -> Bool {
    language(of: first) == language(of: second) && script(of: first) == script(of: second)
  }

  /// The script `tag` writes (lower case), when written, or Chinese's by its region; `nil` for
  /// another language's default script.
  static func script(of tag: String) -> String? {
    let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    if let written = parts.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) { return written.lowercased() }
    guard language(of: tag) == "zh" else { return nil }
    return parts.contains { ["TW", "HK", "MO"].contains($0.uppercased()) } ? "hant" : "hans"
  }
}
