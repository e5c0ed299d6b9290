import ArgumentParser
import Foundation
import HeraldAudit
import HeraldICU
import HeraldProject
import HeraldRules
import HeraldStrings
import HeraldSyntax
import HeraldTree

/// `herald audit`: runs the accessibility rules over UI descriptions and reports the findings.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check UI descriptions for missing or wrong accessibility information.",
    discussion: """
      Runs Herald's built-in rules (`herald rules list`) and any rule packs over storyboards, \
      xibs, Herald JSON trees and runtime dumps, after custom controls are expanded by their \
      component models, and reports violations and elements that need review. The app's Swift and \
      Objective-C source under the inputs (or --source) is read too: custom classes and outlets \
      are judged by what their code sets, and findings cite the code (`herald source` prints it).

      Configuration comes from .herald.yml, found upward from the first input, or --config \
      (docs/configuration.md). Options on the command line win over the file.

      Exit codes: 0 when no active violation is at or above --fail-on (default error), 1 when \
      one is, 2 for usage errors and inputs that cannot be audited (the other inputs are still \
      audited and reported).

      Examples:
        herald audit Examples
        herald audit Examples/FoodTracker
        herald audit MyApp/UI --source MyApp/Sources
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
      "Report format: \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", ")) (html: the page `herald report` writes, in the messages' locale).",
      valueName: "format"))
  var format: AuditFormat = .text

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write the report to this file instead of standard output; a report is generated output, so an existing file is replaced (atomically).",
      valueName: "file"))
  var output: String?

  /// Accepted for scripts written before reports were replaced without it; it changes nothing.
  @Flag(help: .hidden)
  var force = false

  @Option(help: ArgumentHelp("The locale of the messages, a BCP 47 tag (en, ru, ar, pt-BR).", valueName: "locale"))
  var locale: String?

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Fail (exit 1) on active violations at or above: note, warning, error (default), never.", valueName: "severity"))
  var failOn: FailThreshold?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Record today's findings in this baseline file.", valueName: "file"))
  var writeBaseline: String?

  @Option(
    name: .customLong("files"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Report only the findings of these files; the inputs are still read whole, so each verdict is the whole run's.",
      valueName: "path"))
  var files: [String] = []

  @Option(
    name: .customLong("changed-since"),
    help: ArgumentHelp(
      "Report only the findings of the files git says changed since this revision (committed, uncommitted or untracked).",
      valueName: "git-ref"))
  var changedSince: String?

  @OptionGroup var audit: AuditOptions

  func run() throws {
    var request = audit.request(inputs: inputs)
    request.locale = locale
    request.failOn = failOn
    request.writeBaseline = writeBaseline
    request.keepsTrees = format == .html
    if !files.isEmpty || changedSince != nil {
      var reported = files
      if let changedSince {
        do {
          // git runs in the first input's folder (the folder of a file given as input).
          let first = inputs.first ?? "."
          var isFolder: ObjCBool = false
          let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder)
          let folder = exists && !isFolder.boolValue ? (first as NSString).deletingLastPathComponent : first
          reported += try ChangedFiles.since(changedSince, in: folder.isEmpty ? "." : folder)
        } catch {
          throw Diagnostics.fail("--changed-since \(changedSince): \(error.description)")
        }
      }
      request.reportedFiles = reported
    }

    let bar = ProgressBar.onTerminal()
    var progress: (@Sendable (Int, Int) -> Void)?
    if let bar { progress = { done, total in bar.update(done, of: total) } }
    let outcome = ProjectAudit().run(request, selection: audit.selection, progress: progress)
    bar?.finish()

    if let report = outcome.report {
      let context = ReportContext(
        baseDirectory: request.baseDirectory, color: output == nil && Terminal.wantsColor, locale: outcome.locale,
        toolVersion: Herald.version)
      let text: String
      if let reportFormat = format.reportFormat {
        text = reportFormat.reporter.render(report, context: context)
      } else {
        text = try HTMLReportMaker(locales: [outcome.locale])
          .html(for: outcome, report: report, hasBaseline: outcome.baseline != nil).html
      }
      if let output {
        do {
          try AtomicFile.update([(output, Array(text.utf8))], force: true)
        } catch {
          throw Diagnostics.fail("the report was not written: \(error.description)")
        }
      } else {
        print(text, terminator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
      }
      if format != .text {
        for error in report.inputErrors { Diagnostics.report(error) }
      }
      // A missing translation is written in English: say so once per message, not per finding.
      for warning in report.messageWarnings { Diagnostics.warning(warning.description) }
    }
    for error in outcome.errors { Diagnostics.report(error) }
    for note in outcome.notes { Diagnostics.note(note) }
    if outcome.status != .passed { throw ExitCode(outcome.status.rawValue) }
  }
}

/// The formats of `herald audit --format`: HeraldAudit's reporters, and the HTML page of
/// `herald report`, which needs the trees and the announcer besides the findings.
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, sarif, junit, checkstyle, github, markdown, html

  /// The reporter's format; `nil` for `html`.
  var reportFormat: ReportFormat? { ReportFormat(rawValue: rawValue) }
}
extension FailThreshold: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// What the terminal wants.
enum Terminal {
  /// Colour on a terminal, unless `NO_COLOR` is set (https://no-color.org).
  static var wantsColor: Bool {
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
