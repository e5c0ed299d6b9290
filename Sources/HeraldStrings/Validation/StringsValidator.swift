import HeraldICU
import HeraldSyntax

/// Checks string tables against CLDR's plural rules (through ICU) and against their source
/// language.
///
/// A missing plural category is graded by what reaches it, using ICU's sample numbers: an error
/// when integers do (Russian `few`), a warning when only decimals do (Czech `many`), information
/// when only exact millions or compact numbers do (French, Spanish, Italian, Portuguese and Catalan
/// `many`). Apple's required `other` missing is always an error. The validator also reports
/// categories a locale does not have, a hard-coded "1" in `one` where `one` covers more numbers,
/// placeholders whose type or position differs from the source, stray `%` signs, undefined or
/// unreferenced `%#@variables@`, and translations identical to the source but marked translated.
///
/// ```swift
/// let validator = StringsValidator(sourceLocale: "en")
/// let findings = validator.check(table, file: "fr.lproj/Localizable.stringsdict")
/// ```
///
/// The checks live one per file in `Validation/`; each is a function from a ``CheckSubject`` to
/// findings.
public struct StringsValidator: Sendable {
  /// Which CLDR plural data the tables are held to.
  public enum CLDRProfile: String, Sendable, CaseIterable {
    /// ICU's CLDR (72 → CLDR 42).
    case current
    /// Accept the category sets of CLDR releases before 42 with at most a warning (French,
    /// Spanish, Italian, Portuguese, Catalan without `many`; Hebrew with `many`).
    case legacy
  }

  /// The locale of the source strings when a table does not say (`sourceLanguage`).
  public var sourceLocale: String
  /// The CLDR profile.
  public var cldr: CLDRProfile
  /// Whether to check gettext's `fuzzy` translations and obsolete (`#~`) entries, which gettext's
  /// tools do not use; they are skipped by default (and counted as untranslated).
  public var includeFuzzy: Bool

  /// Creates a validator.
  ///
  /// - Parameters:
  ///   - sourceLocale: The development language, used when a table names none; `Base`
  ///     localizations are held to its rules.
  ///   - cldr: The plural data to hold tables to.
  ///   - includeFuzzy: Whether to check gettext's fuzzy translations and obsolete entries.
  public init(sourceLocale: String = "en", cldr: CLDRProfile = .current, includeFuzzy: Bool = false) {
    self.sourceLocale = sourceLocale
    self.cldr = cldr
    self.includeFuzzy = includeFuzzy
  }

  /// The checks, in the order their findings are produced.
  static let checks: [@Sendable (CheckSubject) -> [StringsDiagnostic]] = [
    PluralCategoryCheck.check, HardCodedOneCheck.check, PlaceholderCheck.check, VariableCheck.check,
    IdenticalTranslationCheck.check, EmptyPluralFormCheck.check,
  ]

  /// Checks every localization of every entry of `table`.
  ///
  /// - Parameters:
  ///   - table: The table; a multi-locale table (a String Catalog, or single-locale files merged
  ///     by ``StringTableSet``) lets the validator compare translations with the source.
  ///   - file: The file findings without a line are attributed to.
  ///   - format: The format the table was read from, when known. A gettext table cannot hold the
  ///     categories only decimals reach (its forms are chosen by integers), so their absence is
  ///     not reported there; the converter names them when it writes the file.
  /// - Returns: The findings, sorted by file and line.
  public func check(_ table: StringTable, file: String, format: TableFormat? = nil) -> [StringsDiagnostic] {
    check(table, file: file, format: format, files: [:])
  }

  /// ``check(_:file:format:)`` with the file of each locale, which findings about that locale
  /// name when they have no line (`untranslated`).
  func check(
    _ table: StringTable, file: String, format: TableFormat?, files: [String: String]
  ) -> [StringsDiagnostic] {
    let source = table.sourceLanguage ?? sourceLocale
    let skipsFuzzy = format == .gettext && !includeFuzzy
    var findings: [StringsDiagnostic] = []
    var coverages: [String: PluralCoverage?] = [:]
    for key in table.duplicateKeys {
      let location = table.entries.filter { $0.key == key }.dropFirst().first?.location
      // Core Foundation reads a .strings or .stringsdict file's pairs in order, each replacing the
      // one before; aapt and msgfmt refuse a name or message defined twice.
      let seen =
        switch format {
        case .strings, .stringsdict: "the app sees only the last value"
        case .android: "aapt refuses the file"
        case .gettext: "msgfmt refuses the file"
        case .xcstrings, .xliff, nil: "only one of the values is used"
        }
      findings.append(
        StringsDiagnostic(
          .warning, code: "duplicate-key",
          message: "the key is defined more than once; \(seen). Remove or rename the others.",
          file: file, location: location, key: key))
    }
    for entry in table.entries where !(skipsFuzzy && entry.isObsoleteEverywhere(but: source)) {
      let sourceLocalization = entry.localizations[source] ?? entry.localizations["Base"]
      let sourceLeaves = sourceLocalization.map { StringLeaf.leaves(of: $0) } ?? []
      for locale in entry.localizations.keys.sorted() {
        guard let localization = entry.localizations[locale] else { continue }
        if skipsFuzzy && (entry.isObsolete(in: locale) || localization.isEntirely(in: ["needs_review"])) { continue }
        let rulesLocale = locale == "Base" ? source : locale
        if coverages[rulesLocale] == nil {
          coverages[rulesLocale] = try? PluralCoverage(locale: LanguageTag(rulesLocale))
        }
        guard let coverage = coverages[rulesLocale] ?? nil else {
          findings.append(
            StringsDiagnostic(
              .warning, code: "unknown-locale",
              message:
                "'\(locale)' is not a locale ICU knows, so its plurals cannot be checked. Use a BCP 47 tag such as fr or pt-BR.",
              file: file, location: localization.location ?? entry.location, key: entry.key, locale: locale))
          continue
        }
        let subject = CheckSubject(
          entry: entry, locale: locale, localization: localization, coverage: coverage,
          isSource: locale == source || locale == "Base", sourceLanguage: source, source: sourceLocalization,
          sourceLeaves: sourceLeaves,
          cldr: cldr, file: file,
          format: format)
        for check in Self.checks { findings += check(subject) }
      }
    }
    // gettext files of several locales are counted file by file (see check(_:) of a LoadResult):
    // each .po lists what it translates, and the merged table has every file's messages.
    if !(format == .gettext && files.count > 1) {
      // A .po without any translation still names its locale (by its file).
      let locales = format == .gettext ? Set(table.locales).union(files.keys).sorted() : nil
      findings += UntranslatedCheck.check(table, source: source, format: format, locales: locales) { locale in
        locale.flatMap { files[$0] } ?? files[source] ?? file
      }
    }
    return deduplicated(findings).sorted()
  }

  /// One finding per (location, key, locale, code, message): merged tables can repeat them.
  private func deduplicated(_ findings: [StringsDiagnostic]) -> [StringsDiagnostic] {
    var seen = Set<StringsDiagnostic>()
    return findings.filter { seen.insert($0).inserted }
  }
}

/// What one check looks at: one localization of one entry, with the source to compare with.
struct CheckSubject: Sendable {
  /// The entry.
  var entry: StringEntry
  /// The locale of ``localization``, as the table writes it.
  var locale: String
  /// The localization checked.
  var localization: Localization
  /// The plural rules of the locale (the source's for `Base`).
  var coverage: PluralCoverage
  /// Whether this is the source language's localization.
  var isSource: Bool
  /// The source language (`en`).
  var sourceLanguage: String
  /// The source language's localization, when the table has one.
  var source: Localization?
  /// The leaves of ``source``, computed once per entry.
  var sourceLeaves: [StringLeaf]
  /// The CLDR profile.
  var cldr: StringsValidator.CLDRProfile
  /// The file findings without a line go to.
  var file: String
  /// The format of the table, when known.
  var format: TableFormat?

  /// A finding about this localization.
  func finding(
    _ severity: StringsDiagnostic.Severity, _ code: String, _ message: String, at location: SourceLocation? = nil
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      severity, code: code, message: message, file: file,
      location: location ?? localization.location ?? entry.location, key: entry.key, locale: locale)
  }

  /// The source text a leaf of a translation corresponds to: the same path in the source
  /// localization, else the source's `other` case of the same group, else its plain value, else
  /// the key when it is itself a format string (String Catalogs use the source text as the key;
  /// a key like `common.cancel` says nothing about placeholders).
  ///
  /// - Parameter keyIsText: Take the key as the source text even when it has no placeholders.
  func sourceText(for leaf: StringLeaf, keyIsText: Bool = false) -> String? {
    guard let source else {
      let key = FormatString(entry.key)
      let keyIsFormat = keyIsText || !key.placeholders.isEmpty || !key.variables.isEmpty
      return keyIsFormat && (leaf.path.isEmpty || leaf.pluralCase != nil) ? entry.key : nil
    }
    let leaves = sourceLeaves
    // A plural case is compared with the source's `other`, which always shows the number; the
    // source's own `one` may spell it out ("1 star"), and locales differ in which numbers `one` covers.
    if leaf.pluralCase != nil {
      let otherPath = leaf.path.split(separator: ".").dropLast().joined(separator: ".") + ".other"
      if let other = leaves.first(where: { $0.path == otherPath }) { return other.text }
    }
    if let same = leaves.first(where: { $0.path == leaf.path }) { return same.text }
    if leaf.pluralCase != nil, let other = leaves.first(where: { $0.path == "plural.other" }) { return other.text }
    return leaf.path.isEmpty || leaf.pluralCase != nil ? source.value : nil
  }
}
