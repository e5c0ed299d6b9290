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
      or xx.po per locale. What the target format cannot hold is named on standard error.

      With one output file, --output may name it (or it goes to standard output); with several, \
      --output names the folder.

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

  func run() throws {
    let loaded = StringTableReader(sourceLocale: sourceLocale, locale: locale, format: from).load(paths: paths)
    for error in loaded.errors { Diagnostics.report(error) }
    guard !loaded.groups.isEmpty else { throw Diagnostics.fail("no table was read; nothing to convert") }
    let table = loaded.groups.dropFirst().reduce(loaded.groups[0].table) { $0.merging($1.table) }
    let selected = locales?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    let files = TableLayout().files(for: table, format: to, locales: selected)
    for loss in StringsDiagnostic.mergingLocales(files.flatMap(\.losses)) { Diagnostics.emit(loss) }
    try TableFiles.write(files, to: output, format: to)
    if !loaded.errors.isEmpty { throw ExitCode(2) }
  }
}

/// Writes laid-out table files to a file, a folder or standard output.
enum TableFiles {
  static func write(_ files: [TableLayout.File], to output: String?, format: TableFormat) throws {
    let namesFile = output.map { TableFormat(path: $0) != nil } ?? false
    if files.count == 1, output == nil || namesFile {
      guard let output else {
        FileHandle.standardOutput.write(Data(files[0].bytes))
        return
      }
      try save(files[0].bytes, to: output)
      return
    }
    guard let output, !namesFile else {
      throw Diagnostics.fail(
        "the \(format) layout has \(files.count) files (\(files.prefix(3).map(\.path).joined(separator: ", "))…); give --output FOLDER"
      )
    }
    for file in files { try save(file.bytes, to: output + "/" + file.path) }
    Diagnostics.note("wrote \(Catalog.count(files.count, .files)) under \(output)")
  }

  private static func save(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    } catch {
      throw Diagnostics.fail("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
