import ArgumentParser
import HeraldProject
import HeraldSyntax

/// `herald project`: prints the app as Xcode builds it.
struct ProjectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "project",
    abstract: "Print the app as Xcode builds it: targets, platforms, files, assets, languages, packages.",
    discussion: """
      Reads the project files under PATH (or above it): *.xcodeproj/project.pbxproj, Package.swift \
      (read, never run) and XcodeGen's project.yml. For each target: its product type, platforms \
      and deployment targets, its member files by kind, the packages it links, the assets of its \
      asset catalogs (images and how many render as templates, symbols, colors) and, for the \
      targets an audit reads, the languages its string tables ship with their coverage and the \
      images its storyboards and xibs name that none of its catalogs holds. Files that no \
      target builds are listed: `herald audit` does not judge them. Targets that do not ship \
      (tests, tools) are marked left out.

      Examples:
        herald project MyApp
        herald project MyApp --format json
      """
  )

  @Argument(help: "The app's folder (or a file or folder inside it).")
  var paths: [String]

  @Option(help: ArgumentHelp("Output format: text or json.", valueName: "format"))
  var format: OutputFormat = .text

  @Option(
    name: .customLong("target"),
    help: ArgumentHelp("Mark only this target as read (repeatable).", valueName: "name"))
  var targets: [String] = []

  @Flag(name: .customLong("all-targets"), help: "Mark every target as read.")
  var allTargets = false

  enum OutputFormat: String, ExpressibleByArgument { case text, json }

  func run() throws {
    let found = ProjectDiscovery().discover(paths)
    let apps = found.appRoots.map { ProjectLoader().load(root: $0) }
    let description = ProjectDescription(apps: apps, selection: TargetSelection(names: targets, all: allTargets))
    switch format {
    case .json: print(JSONWriter().string(from: description.json))
    case .text:
      if apps.isEmpty {
        print("no project found under or above \(paths.joined(separator: ", ")): Herald reads it as a folder")
      } else {
        print(description.text)
      }
    }
    for app in apps { for problem in app.problems { Diagnostics.report(problem) } }
    if apps.contains(where: { !$0.problems.isEmpty }) { throw ExitCode(2) }
  }
}
