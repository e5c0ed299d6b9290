import ArgumentParser
import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldProject
import HeraldSyntax
import HeraldTree

/// The options `announce` and `simulate` share: locale, profile, component models, format, the
/// app's translations.
struct AnnouncerOptions: ParsableArguments {
  /// Output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Option(help: "The locale to speak, as a BCP 47 tag (en, ru, ar, pt-BR, zh-Hans).")
  var locale: String = "en"

  @Option(
    help: ArgumentHelp(
      "The screen reader: voiceover (default; VoiceOver of each screen's platform), voiceover-macos, voiceover-tutorial or talkback.",
      valueName: "profile"))
  var profile: String = ProfileName.voiceover.rawValue

  @Option(
    name: .customLong("components"),
    help: ArgumentHelp(
      "A component model file (.json, .yml) describing custom controls; repeat for more. Its models replace built-in ones of the same class.",
      valueName: "file"))
  var componentFiles: [String] = []

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Option(
    name: .customLong("strings"),
    help: ArgumentHelp(
      "A table of the app's translations besides those found beside the inputs (*.lproj, .xcstrings); repeat for more.",
      valueName: "file"))
  var stringTables: [String] = []

  /// A localizer with the app's translations for `inputs`: the tables beside them and `--strings`
  /// (warnings printed).
  func localizer(for inputs: [String]) -> TreeLocalizer {
    TreeLocalizer(strings: AppStrings.reportingWarnings(for: inputs, tables: stringTables))
  }

  /// The announcer the options describe; errors end the command with exit code 2.
  func announcer() throws -> Announcer {
    let tag = try Diagnostics.locale(locale)
    guard let profileName = ProfileName(rawValue: profile) else {
      throw Diagnostics.fail("--profile: \(AnnouncerError.unknownProfile(profile).message)")
    }
    var library = ComponentLibrary.builtIn
    var failed = false
    for file in componentFiles {
      do {
        library.add(try ComponentModelLoader.load(path: file))
      } catch {
        Diagnostics.report(error)
        failed = true
      }
    }
    if failed { throw ExitCode.usage }
    do {
      return try Announcer(locale: tag, profile: profileName, components: library)
    } catch {
      throw Diagnostics.fail(error)
    }
  }

  /// Reports an error about `input`: errors that name their own file (the input's line, a
  /// component model's, a catalog's) as they are, the others as being about the input.
  static func report(_ error: any Error, input: String) {
    if let located = error as? any LocatedError, located.file == nil {
      Diagnostics.report(InputError(input: input, message: located.message))
    } else {
      Diagnostics.report(error)
    }
  }
}
