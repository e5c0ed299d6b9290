import ArgumentParser

/// `herald strings`: read, write, convert, validate and generate string tables.
struct StringsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract: "Convert, check and generate .strings, .stringsdict, .xcstrings, Android, gettext and XLIFF tables.",
    discussion: """
      Formats: \(TableFormatArgument.names). Single-locale files take their locale from their \
      folder (fr.lproj, values-fr, fr.po) or --locale.

      Examples:
        herald strings check Resources --format sarif > strings.sarif
        herald strings convert Localizable.xcstrings --to strings --output Resources
        herald strings convert Resources --to xcstrings --output Localizable.xcstrings
        herald strings generate --output /tmp/herald-tables
      """,
    subcommands: [
      StringsCheckCommand.self, StringsConvertCommand.self, StringsGenerateCommand.self, StringsPseudoCommand.self,
    ]
  )
}
