import ArgumentParser
import Foundation
import HeraldAudit
import HeraldICU
import HeraldRules
import HeraldStrings
import HeraldTree

/// `herald audit`: runs the accessibility rules over UI descriptions and reports the findings.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check UI descriptions for missing or wrong accessibility information.",
    discussion: """
      Runs Herald's built-in rules (`herald rules list`) and any rule packs over storyboards, \
      xibs, Herald JSON trees and runtime dumps, after custom controls are expanded by their \
      component models, and reports violations and elements that need review.

      Configuration comes from .herald.yml, found upward from the first input, or --config \
      (docs/configuration.md). Options on the command line win over the file.

      Exit codes: 0 when no active violation is at or above --fail-on (default error), 1 when \
      one is, 2 for usage errors and inputs that cannot be audited (the other inputs are still \
      audited and reported).

      Examples:
        herald audit Examples
        herald audit MyApp --format sarif --output herald.sarif
        herald audit MyApp --fail-on warning --locale de
        herald audit MyApp --write-baseline .herald-baseline.json
        herald audit MyApp --baseline .herald-baseline.json
        herald audit Screens --rules acme.herald-rules.yml --components Acme.yml
      """
  )

  @Argument(help: "Files or directories to audit.")
  var inputs: [String]

  @Option(
    help: ArgumentHelp(
      "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
  var format: ReportFormat = .text

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("rules"),
    help: ArgumentHelp("A declarative rule pack (.yml, .json); repeat for more.", valueName: "pack"))
  var rulePacks: [String] = []

  @Option(
    help: ArgumentHelp(
      "The configuration file (default: .herald.yml found upward from the first input).", valueName: "file"))
  var config: String?

  @Option(help: ArgumentHelp("The locale of the messages, a BCP 47 tag (en, ru, ar, pt-BR).", valueName: "locale"))
  var locale: String?

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Fail (exit 1) on active violations at or above: note, warning, error (default), never.", valueName: "severity"))
  var failOn: FailThreshold?

  @Option(help: ArgumentHelp("Report only findings not recorded in this baseline.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Record today's findings in this baseline file.", valueName: "file"))
  var writeBaseline: String?

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

  @Option(help: ArgumentHelp("Run only these rules (comma-separated ids).", valueName: "ids"))
  var only: String?

  @Option(
    help: ArgumentHelp("Audit every input as this platform: ios, tvos, macos, watchos, android.", valueName: "platform")
  )
  var platform: Platform?

  func run() throws {
    let directory = FileManager.default.currentDirectoryPath
    let configuration = try loadConfiguration()
    let tag = try messageLocale(configuration)
    let packs = try loadPacks(configuration)
    var selection = configuration?.rules ?? RuleSelection()
    if let only {
      selection.only = only.split(separator: ",").map {
        (id: String($0).trimmingCharacters(in: .whitespaces), location: nil)
      }
    }
    let outcome: RuleSelection.Outcome
    do {
      outcome = try selection.apply(builtIn: BuiltInRules.all, packs: packs.flatMap { $0.rules as [any Rule] })
    } catch {
      throw Diagnostics.fail("\(error)")
    }
    let auditor: Auditor
    do {
      auditor = try Auditor(
        rules: outcome.rules, severities: outcome.severities, suppressions: configuration?.suppressions ?? [],
        notRun: outcome.notRun, locale: tag, components: try components(configuration),
        strings: try strings(configuration), platform: platform ?? configuration?.platform)
    } catch let exit as ExitCode {
      throw exit
    } catch {
      throw Diagnostics.fail("\(error)")
    }

    let bar = ProgressBar.onTerminal()
    var progress: (@Sendable (Int, Int) -> Void)?
    if let bar { progress = { done, total in bar.update(done, of: total) } }
    let filter = configuration
    var report = auditor.audit(paths: inputs, include: { filter?.includes($0) ?? true }, progress: progress)
    bar?.finish()
    if report.files.isEmpty && report.inputErrors.isEmpty {
      throw Diagnostics.fail(
        "no UI descriptions found in \(inputs.joined(separator: ", ")); give .storyboard, .xib, Herald .json, Appium or uiautomator .xml files or folders that contain them."
      )
    }

    if let path = writeBaseline {
      do {
        try Baseline(findings: report.findings, baseDirectory: directory).write(to: path)
      } catch {
        throw Diagnostics.fail("\(error)")
      }
      let count = report.activeFindings.count
      Diagnostics.note("recorded \(count) finding\(count == 1 ? "" : "s") in the baseline \(path)")
    } else if let path = baseline ?? configuration?.baseline {
      do {
        try Baseline.read(path: path).apply(to: &report, baselinePath: path)
      } catch {
        throw Diagnostics.fail("\(error)")
      }
    }

    let context = ReportContext(
      baseDirectory: directory, color: output == nil && Terminal.wantsColor, locale: tag, toolVersion: Herald.version)
    let text = format.reporter.render(report, context: context)
    if let output {
      do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw Diagnostics.fail("cannot write the report to \(output): \(error.localizedDescription)")
      }
    } else {
      print(text, terminator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
    }
    if format != .text {
      for error in report.inputErrors { Diagnostics.report(error) }
    }
    // A missing translation is written in English: say so once per message, not per finding.
    for warning in report.messageWarnings { Diagnostics.warning(warning.description) }

    if !report.inputErrors.isEmpty { throw ExitCode(2) }
    if writeBaseline != nil { return }
    let threshold = failOn ?? configuration?.failOn ?? .error
    if let severity = threshold.severity, report.hasViolations(atOrAbove: severity) { throw ExitCode(1) }
  }

  private func loadConfiguration() throws -> AuditConfiguration? {
    guard let path = config ?? AuditConfiguration.find(from: inputs) else { return nil }
    do {
      return try AuditConfiguration.load(path: path)
    } catch {
      throw Diagnostics.fail("\(error)")
    }
  }

  private func messageLocale(_ configuration: AuditConfiguration?) throws -> LanguageTag {
    try Diagnostics.locale(locale ?? configuration?.locale ?? "en")
  }

  private func loadPacks(_ configuration: AuditConfiguration?) throws -> [RulePack] {
    var packs: [RulePack] = []
    var failed = false
    for path in (configuration?.rulePacks ?? []) + rulePacks {
      do {
        packs.append(try RulePack.load(path: path))
      } catch {
        Diagnostics.report(error)
        failed = true
      }
    }
    if failed { throw ExitCode(2) }
    return packs
  }

  private func components(_ configuration: AuditConfiguration?) throws -> ComponentLibrary {
    var library = ComponentLibrary.builtIn
    for file in (configuration?.components ?? []) + componentFiles {
      do {
        library.add(try ComponentModelLoader.load(path: file))
      } catch {
        Diagnostics.report(error)
        throw ExitCode(2)
      }
    }
    return library
  }

  /// The source texts of the app's string tables: every key and every localized value.
  private func strings(_ configuration: AuditConfiguration?) throws -> Set<String>? {
    let paths = (configuration?.strings ?? []) + stringTables
    guard !paths.isEmpty else { return nil }
    let result = StringTableReader().load(paths: paths)
    guard result.errors.isEmpty else {
      for error in result.errors { Diagnostics.report(error) }
      throw ExitCode(2)
    }
    var texts: Set<String> = []
    for file in result.files {
      for entry in file.table.entries {
        texts.insert(entry.key)
        for localization in entry.localizations.values {
          if let value = localization.value { texts.insert(value) }
        }
      }
    }
    return texts
  }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// What the terminal wants.
enum Terminal {
  /// Colour on a terminal, unless `NO_COLOR` is set (https://no-color.org).
  static var wantsColor: Bool {
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
