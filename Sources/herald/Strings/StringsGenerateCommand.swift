import ArgumentParser
import HeraldICU
import HeraldStrings

/// `herald strings generate`: writes the Localizations/ catalogs as string tables.
struct StringsGenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate string tables in every format from ICU MessageFormat catalogs (Localizations/).",
    discussion: """
      Each message becomes printf-style text: arguments numbered in source order (%1$@, %2$lld), \
      a plural message becomes plural variations with exactly the CLDR categories of each locale \
      (plus 'other'), a plural inside text a %#@name@ substitution. Explicit values such as =0 \
      have no CLDR category and are named on standard error.

      Without --catalog, Herald's own catalogs (built in) are used. Nothing is written when a \
      catalog cannot be read; the files are written all or nothing, and an existing file that \
      differs from the new one is replaced only with --force.

      Examples:
        herald strings generate --output /tmp/herald-tables
        herald strings generate --to xcstrings --to android --output build/strings
        herald strings generate --catalog Localizations --to gettext --output po
      """
  )

  @Option(help: "The format(s) to write; every format when omitted.")
  var to: [TableFormat] = []

  @Option(help: "The output folder; each format goes into a subfolder named after it.")
  var output: String

  @Option(help: "A folder of LOCALE.json catalogs instead of Herald's own.")
  var catalog: String?

  @Option(help: "The catalogs' source locale.")
  var sourceLocale = "en"

  @Flag(help: "Replace existing files that differ from the generated ones.")
  var force = false

  func run() throws {
    let source: Catalog
    if let catalog {
      do {
        source = try Catalog(directory: catalog, sourceLocale: try LanguageTag(sourceLocale))
      } catch {
        throw Diagnostics.fail("--catalog \(catalog): \(error)")
      }
    } else {
      source = Catalog.herald
    }
    for error in source.loadErrors { Diagnostics.report(error) }
    guard source.loadErrors.isEmpty else {
      throw Diagnostics.fail("nothing was written: fix the catalogs above (the outputs are left as they were)")
    }
    let (table, notes) = CatalogTableGenerator().table(from: source)
    for note in notes { Diagnostics.emit(note) }
    var layouts: [(files: [TableLayout.File], output: String?, format: TableFormat)] = []
    for format in to.isEmpty ? TableFormat.allCases : to {
      let files = TableLayout().files(for: table, format: format)
      for loss in StringsDiagnostic.mergingLocales(files.flatMap(\.losses)) { Diagnostics.emit(loss) }
      layouts.append((files, output + "/" + format.rawValue + "/", format))
    }
    try TableFiles.write(layouts, force: force)
  }
}
