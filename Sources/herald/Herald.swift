import ArgumentParser

/// The `herald` command: makes custom UI controls accessible and localizable, on Linux.
@main
struct Herald: ParsableCommand {
  /// Herald's version, printed by `herald --version`.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "herald",
    abstract: "Accessibility and localization toolkit for custom UI controls — no Mac needed.",
    discussion: """
      Herald loads Interface Builder storyboards and xibs, Herald JSON trees, Appium iOS page \
      sources and Android uiautomator dumps into one control-tree model.

      Examples:
        herald tree Examples/FoodTracker/Main.storyboard
        herald tree Examples --format json
        herald tree ui-test-dumps/ --format text
      """,
    version: version,
    subcommands: [TreeCommand.self, FormatCommand.self, PluralsCommand.self]
  )
}
