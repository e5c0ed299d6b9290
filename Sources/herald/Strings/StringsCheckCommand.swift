import ArgumentParser
import HeraldStrings

/// `herald strings check`: validates tables against CLDR and their source language.
struct StringsCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check string tables against CLDR plural rules (through ICU) and their source language.",
    discussion: """
      A missing plural category is graded by which numbers reach it (ICU's CLDR samples): error \
      when integers do (ru few), warning when only decimals do (cs many), note when only exact \
      millions or compact numbers do (fr/es/it/pt/ca many). A missing 'other' is always an error. \
      Also reported: categories a locale does not have, a literal 1 in 'one' where 'one' covers \
      more numbers, placeholder type or position mismatches, stray '%', undefined or unused \
      %#@variables@, translations identical to the source but marked translated, duplicate keys, \
      placeholders a translation adds, empty plural forms, and the untranslated strings of each \
      locale (counted, with a summary). gettext's fuzzy and obsolete entries are skipped unless \
      --include-fuzzy; its no-c-format entries are not format strings, and strftime directives \
      in entries that are not c-format are not stray.

      Files of one table in several locales (xx.lproj/Localizable.strings, values-xx/strings.xml, \
      xx.po) are checked together, so translations are compared with the source locale.

      Exit status: 0 when there is no error, 1 when a finding is an error, 2 when an input could \
      not be read (the other inputs are still checked).

      Examples:
        herald strings check ../shared/corpus/strings/mastodon
        herald strings check Localizable.xcstrings --format json
        herald strings check Resources --cldr legacy --format sarif > strings.sarif
      """
  )

  /// How findings are printed.
  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
  }

  @Argument(help: "Tables or folders to check (searched recursively).")
  var paths: [String]

  @Option(help: "The development language, for tables that do not name one (Base.lproj uses its rules).")
  var sourceLocale = "en"

  @Option(help: "The locale of single-locale files whose path names none.")
  var locale: String?

  @Option(help: "Read every file as this format instead of by extension (\(TableFormatArgument.names)).")
  var from: TableFormat?

  @Option(help: "Output: text, json or sarif.")
  var format: OutputFormat = .text

  @Option(help: "CLDR plural data: current (ICU's) or legacy (pre-CLDR-42 sets accepted as warnings).")
  var cldr: StringsValidator.CLDRProfile = .current

  @Flag(help: "Also check gettext's fuzzy translations and obsolete (#~) entries, which gettext does not use.")
  var includeFuzzy = false

  func run() throws {
    let reader = StringTableReader(sourceLocale: sourceLocale, locale: locale, format: from)
    let loaded = reader.load(paths: paths)
    let findings = StringsValidator(sourceLocale: sourceLocale, cldr: cldr, includeFuzzy: includeFuzzy).check(loaded)
    let report = StringsReport(findings: findings, files: loaded.files.map(\.path), toolVersion: Herald.version)
    switch format {
    case .text: print(report.text, terminator: "")
    case .json: print(report.json, terminator: "")
    case .sarif: print(report.sarif, terminator: "")
    }
    if !loaded.errors.isEmpty { throw ExitCode(2) }
    if report.count(.error) > 0 { throw ExitCode(1) }
  }
}

extension StringsValidator.CLDRProfile: ExpressibleByArgument {}
