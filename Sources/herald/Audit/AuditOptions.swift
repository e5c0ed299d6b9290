import ArgumentParser
import Foundation
import HeraldAudit
import HeraldProject
import HeraldTree

/// The options of an audit that `audit` and `report` share: configuration, rule packs, baseline,
/// component models, string tables, source, rule selection and platform.
struct AuditOptions: ParsableArguments {
  @Option(
    name: .customLong("rules"),
    help: ArgumentHelp("A declarative rule pack (.yml, .json); repeat for more.", valueName: "pack"))
  var rulePacks: [String] = []

  @Option(
    help: ArgumentHelp(
      "The configuration file (default: .herald.yml found upward from the first input).", valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "A baseline written by --write-baseline: its findings are known (audit leaves them out; report marks the rest new).",
      valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("components"),
    help: ArgumentHelp("A component model file describing custom controls; repeat for more.", valueName: "file"))
  var componentFiles: [String] = []

  @Option(
    name: .customLong("strings"),
    help: ArgumentHelp(
      "The app's string table (any format `herald strings` reads); labels not in it are flagged. Repeat for more.",
      valueName: "path"))
  var stringTables: [String] = []

  @OptionGroup var source: SourceOptions

  @Option(help: ArgumentHelp("Run only these rules (comma-separated ids).", valueName: "ids"))
  var only: String?

  @Option(
    help: ArgumentHelp("Audit every input as this platform: ios, tvos, macos, watchos, android.", valueName: "platform")
  )
  var platform: Platform?

  @Option(
    name: .customLong("target"),
    help: ArgumentHelp(
      "Read only this target of the app's project (repeatable); by default the targets that ship: applications, extensions and what they link.",
      valueName: "name"))
  var targets: [String] = []

  @Flag(name: .customLong("all-targets"), help: "Read every target of the app's project, tests and tools included.")
  var allTargets = false

  /// The targets to read.
  var selection: TargetSelection { TargetSelection(names: targets, all: allTargets) }

  /// The request for `inputs` with these options; paths are read against the working directory
  /// unless a configuration or the app's folder gives another.
  func request(inputs: [String]) -> AuditRequest {
    var request = AuditRequest(inputs: inputs, baseDirectory: FileManager.default.currentDirectoryPath)
    request.configurationPath = config
    request.rulePacks = rulePacks
    request.baseline = baseline
    request.componentFiles = componentFiles
    request.stringTables = stringTables
    request.sources = source.sources
    request.readsSource = !source.noSource
    request.only = only?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    request.platform = platform
    return request
  }
}
