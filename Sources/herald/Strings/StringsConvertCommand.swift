import ArgumentParser
import Foundation
import HeraldICU
import HeraldStrings

/// `herald strings convert`: reads tables in any format and writes them in another.
struct StringsConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert string tables between formats, losing nothing silently.",
    discussion: """
      Every input is read into Herald's one model and merged (a folder of xx.lproj files becomes \
      one multi-locale table), then written in --to's layout: one .xcstrings or .xliff for all \
      locales; xx.lproj/Localizable.strings (+ .stringsdict for plurals), values-xx/strings.xml, \
      or xx.po per locale (gettext's names: pt_BR.po, sr@latin.po; a po/ folder converted to \
      gettext keeps each file, its name and its header). What the target format cannot hold is \
      named on standard error.

      With one output file, --output may name it (or it goes to standard output); with several, \
      --output names the folder. Outputs are written all or nothing, and only when every input \
      was read; an existing file that differs from the new output is replaced only with --force.

      Examples:
        herald strings convert Localizable.xcstrings --to xliff --output Localizable.xliff
        herald strings convert Resources --to xcstrings --output Localizable.xcstrings
        herald strings convert Localizable.xcstrings --to android --output app/src/main/res
        herald strings convert fr.lproj/Localizable.strings --to gettext
      """
  )

  @Argument(help: "Tables or folders to convert.")
  var paths: [String]

  @Option(help: "The format to write: \(TableFormatArgument.names).")
  var to: TableFormat

  @Option(help: "Output file (one file) or folder (several); standard output when omitted and there is one file.")
  var output: String?

  @Option(help: "Read every input as this format instead of by extension.")
  var from: TableFormat?

  @Option(help: "The locale of single-locale inputs whose path names none.")
  var locale: String?

  @Option(help: "Write only these locales (comma-separated).")
  var locales: String?

  @Option(help: "The development language, for tables that do not name one.")
  var sourceLocale = "en"

  @Flag(help: "Replace existing output files that differ from the new ones.")
  var force = false

  func run() throws {
    let reader = StringTableReader(sourceLocale: sourceLocale, locale: locale, format: from)
    let selected = locales?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    let result = TableConversion(to: to, reader: reader, locales: selected).convert(paths: paths)
    try TableFiles.write(result, to: output, format: to, force: force)
  }
}

/// Writes laid-out table files where the user asked, all or nothing, and says how many.
enum TableFiles {
  /// Reports a conversion's unreadable inputs and what its format cannot hold, and writes its files
  /// only when every input was read.
  static func write(_ result: TableConversion.Result, to output: String?, format: TableFormat, force: Bool) throws {
    for error in result.errors { Diagnostics.report(error) }
    guard !result.files.isEmpty else { throw Diagnostics.fail("no table was read; nothing to write") }
    guard result.errors.isEmpty else {
      throw Diagnostics.fail("nothing was written: fix the inputs above (the outputs are left as they were)")
    }
    for loss in result.losses { Diagnostics.emit(loss) }
    try write([(result.files, output, format)], force: force)
  }

  static func write(
    _ layouts: [(files: [TableLayout.File], output: String?, format: TableFormat)], force: Bool
  ) throws {
    do {
      let destinations = try layouts.map { layout throws(TableDestination.Failure) in
        try TableDestination(layout.files, format: layout.format, to: layout.output)
      }
      if destinations.count == 1, case .standardOutput = destinations[0].place {
        try destinations[0].write()
        return
      }
      let written = try TableDestination.write(destinations, force: force)
      let total = destinations.reduce(0) { $0 + $1.targets.count }
      if total > 1 || written != total {
        Diagnostics.note("wrote \(Catalog.count(written, .files)) (\(total - written) unchanged)")
      }
    } catch {
      throw Diagnostics.fail(error.description)
    }
  }
}
