import ArgumentParser
import HeraldSyntax

/// The `herald` command: makes custom UI controls accessible and localizable, on Linux.
@main
struct Herald: ParsableCommand {
  /// Herald's version, printed by `herald --version`.
  static let version = HeraldVersion.current

  static let configuration = CommandConfiguration(
    commandName: "herald",
    abstract: "Accessibility and localization toolkit for custom UI controls — no Mac needed.",
    discussion: """
      Herald loads Interface Builder storyboards and xibs, Herald JSON trees, Appium iOS page \
      sources and Android uiautomator dumps into one control-tree model, and formats its messages \
      through the system ICU with CLDR plural rules in every locale.

      Examples:
        herald tree Examples/FoodTracker/Main.storyboard
        herald tree Examples --format json
        herald audit Examples --format sarif --output herald.sarif
        herald format rating.value --locale ru count=21
        herald plurals --locale ar
        herald rules list
        herald speak "3 stars set." --locale ru -o stars.wav
        herald announce Examples/FoodTracker/Main.storyboard --locale ru --speak out/
      """,
    version: version,
    subcommands: [
      TreeCommand.self, AnnounceCommand.self, SimulateCommand.self, AuditCommand.self, FormatCommand.self,
      PluralsCommand.self, StringsCommand.self, RulesCommand.self, SpeakCommand.self, VoicesCommand.self,
    ]
  )
}
