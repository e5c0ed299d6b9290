import ArgumentParser
import Foundation
import HeraldSyntax

/// The `herald` command: makes custom UI controls accessible and localizable, on Linux.
@main
struct Herald: ParsableCommand {
  /// Herald's version, printed by `herald --version`.
  static let version = HeraldVersion.current

  /// Runs the command, with one error style: usage errors (an unknown option, a bad value) exit
  /// with 2, as docs/commands.md promises, instead of ArgumentParser's 64; every diagnostic line starts
  /// with `herald:`. Once its arguments parse, a command runs in a supervised worker process
  /// (``Supervisor``), so that no input ends it by a signal or exhausts memory.
  static func main() {
    do {
      var command = try parseAsRoot()
      if let status = Supervisor.run() { Foundation.exit(status) }
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      let text = fullMessage(for: error)
      if code == .success {
        print(text)  // --help, --version
        Foundation.exit(0)
      }
      if code == .validationFailure {
        usageError(text)
        Foundation.exit(ExitCode.usage.rawValue)
      }
      Diagnostics.report(error)
      Foundation.exit(ExitCode.usage.rawValue)
    }
  }

  /// Prints ArgumentParser's usage message as `herald: error: …`, followed by its usage lines.
  private static func usageError(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let first = lines.first else { return }
    let message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
    Diagnostics.error(message)
    let rest = lines.dropFirst().joined(separator: "\n")
    if !rest.isEmpty { FileHandle.standardError.write(Data((rest + "\n").utf8)) }
  }

  static let configuration = CommandConfiguration(
    commandName: "herald",
    abstract: "Accessibility and localization toolkit for custom UI controls — no Mac needed.",
    discussion: """
      Herald reads an app as Xcode builds it (project.pbxproj, Package.swift, project.yml) and \
      loads its storyboards and xibs, its SwiftUI views (each in every state its source leaves \
      open), Herald JSON trees, Appium iOS page sources and Android uiautomator dumps into one \
      control-tree model, judged with the app's Swift and Objective-C code. It formats its \
      messages through the system ICU with CLDR plural rules in every locale.

      Examples:
        herald project MyApp
        herald audit MyApp
        herald tree Examples/FoodTracker/Main.storyboard
        herald tree Examples/SwiftUIStates --states
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
      PluralsCommand.self, StringsCommand.self, RulesCommand.self, SourceCommand.self, ComponentsCommand.self,
      SpeakCommand.self, ReportCommand.self, ProjectCommand.self,
      VoicesCommand.self,
    ]
  )
}
