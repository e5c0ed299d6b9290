import ArgumentParser
import Foundation
import HeraldICU
import HeraldStrings

/// `herald strings pseudo`: writes a pseudo-locale of string tables in any format Herald writes.
struct StringsPseudoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pseudo",
    abstract: "Write a pseudo-locale (accented, longer, optionally right to left) of string tables.",
    discussion: """
      Every input is read as `strings convert` reads it; each string of the development language \
      gets a pseudo-translation: its letters accented, words appended to make it --expand longer, \
      the whole in brackets, and with --rtl each word written right to left. Placeholders \
      (%@, %1$d, %#@count@), {arguments} and <markup> are kept, and so are plural variations and \
      substitutions; plural categories the pseudo-locale needs and the source lacks are copied \
      from `other`. The tables are written in --to's layout with the development language and \
      the pseudo-locale (en-XA, or ar-XB with --rtl, unless --locale names another).

      `herald announce --locale en-XA` (or ar-XB) reads an app in the same pseudo-locale without \
      writing files.

      Examples:
        herald strings pseudo Localizable.xcstrings --to xcstrings --output Pseudo.xcstrings
        herald strings pseudo Resources --to android --expand 40% --rtl --output res
        herald strings pseudo en.lproj/Localizable.strings --to strings --output pseudo
      """
  )

  @Argument(help: "Tables or folders.")
  var paths: [String]

  @Option(help: "The format to write: \(TableFormatArgument.names).")
  var to: TableFormat

  @Option(help: ArgumentHelp("How much longer each string gets (40% or 0.4).", valueName: "percent"))
  var expand = "40%"

  @Flag(help: "Write each word right to left (a bidirectional pseudo-locale).")
  var rtl = false

  @Option(help: "The pseudo-locale's tag; en-XA, or ar-XB with --rtl, when omitted.")
  var locale: String?

  @Option(help: "Output file (one file) or folder (several); standard output when omitted and there is one file.")
  var output: String?

  @Option(help: "The development language, for tables that do not name one (a String Catalog names its own).")
  var sourceLocale = "en"

  @Flag(help: "Replace existing output files that differ from the new ones.")
  var force = false

  func run() throws {
    let pseudoLocale = locale ?? (rtl ? "ar-XB" : "en-XA")
    let categories = try PluralRules(locale: Diagnostics.locale(pseudoLocale)).categories.map(\.rawValue)
    let pseudo = Pseudolocalizer(expansion: try Self.fraction(expand), isRightToLeft: rtl)
    var conversion = TableConversion(
      to: to, reader: StringTableReader(sourceLocale: sourceLocale), locales: [sourceLocale, pseudoLocale])
    conversion.transform = { pseudo.table($0, locale: pseudoLocale, pluralCategories: categories) }
    try TableFiles.write(conversion.convert(paths: paths), to: output, format: to, force: force)
  }

  /// `40%` or `0.4` as 0.4.
  static func fraction(_ text: String) throws -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let isPercent = trimmed.hasSuffix("%")
    guard let number = Double(isPercent ? String(trimmed.dropLast()) : trimmed), number >= 0, number.isFinite,
      number <= (isPercent ? 1000 : 10)
    else {
      throw Diagnostics.fail("--expand \(text): give a share to add, such as 40% or 0.4 (at most 1000%)")
    }
    return isPercent ? number / 100 : number
  }
}
