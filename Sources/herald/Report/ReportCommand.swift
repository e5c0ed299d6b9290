import ArgumentParser
import Foundation
import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldProject
import HeraldSyntax

/// `herald report`: one self-contained HTML page that shows each screen, what the screen reader
/// says, and what is wrong.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write an HTML report: each screen drawn, what VoiceOver says, and the findings.",
    discussion: """
      Audits the inputs as `herald audit` does, then writes one self-contained HTML file (inline \
      SVG, CSS and a little JavaScript; nothing loaded from the network). Per scene it draws the \
      screen from the file's frames (an outline when there are none), outlines every focus stop \
      in its colour with its reading-order number and activation point, as AccessibilitySnapshot \
      does, lists what the screen reader says in each --locale (one tab each), and marks the \
      findings on the elements they concern. Filters by rule and impact, a touch-target overlay, \
      and with --baseline the findings new since the baseline.

      Exit codes: 0 when the report was written, 2 for usage errors and inputs that could not be \
      read (the others are still in the report). Violations do not fail this command: use \
      `herald audit` in CI.

      Examples:
        herald report Examples --output report.html
        herald report Examples/FoodTracker --locale en --locale ar --output report.html
        herald report MyApp --baseline .herald-baseline.json --output report.html
        herald report Examples/FoodTracker --speak --output report.html
      """
  )

  @Argument(help: "Files or directories to report on.")
  var inputs: [String]

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The HTML file to write; an existing one is replaced (atomically).", valueName: "file"))
  var output: String

  /// Accepted for scripts written before reports were replaced without it; it changes nothing.
  @Flag(help: .hidden)
  var force = false

  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp(
      "A locale to read the scenes in, a BCP 47 tag; repeat for more (one tab each). The first is also the findings' locale. Default: en.",
      valueName: "locale"))
  var locales: [String] = []

  @Option(
    help: ArgumentHelp(
      "The screen reader: voiceover (default; VoiceOver of each screen's platform), voiceover-macos, voiceover-tutorial or talkback.",
      valueName: "profile"))
  var profile: String = ProfileName.voiceover.rawValue

  @Flag(help: "Speak every utterance with espeak-ng and put the audio in the page (one player per utterance).")
  var speak = false

  @OptionGroup(title: "Speech (with --speak)") var speech: SpeechArguments

  @OptionGroup var audit: AuditOptions

  func run() throws {
    let tags = try (locales.isEmpty ? ["en"] : locales).map { try Diagnostics.locale($0) }
    guard let profileName = ProfileName(rawValue: profile) else {
      throw Diagnostics.fail("--profile: \(AnnouncerError.unknownProfile(profile).message)")
    }
    var request = audit.request(inputs: inputs)
    request.locale = tags[0].identifier
    request.keepsTrees = true
    let bar = ProgressBar.onTerminal()
    var progress: (@Sendable (Int, Int) -> Void)?
    if let bar { progress = { done, total in bar.update(done, of: total) } }
    let outcome = ProjectAudit().run(request, selection: audit.selection, progress: progress)
    bar?.finish()
    for error in outcome.errors { Diagnostics.report(error) }
    for note in outcome.notes { Diagnostics.note(note) }
    guard let report = outcome.report else { throw ExitCode.usage }
    let maker = HTMLReportMaker(locales: tags, profile: profileName, speech: speak ? speech : nil)
    let (html, visual) = try maker.html(for: outcome, report: report, hasBaseline: outcome.baseline != nil)
    do {
      try AtomicFile.update([(output, Array(html.utf8))], force: true)
    } catch {
      throw Diagnostics.fail("the report was not written: \(error.description)")
    }
    for error in report.inputErrors { Diagnostics.report(error) }
    // A missing translation is written in English: say so once per message, as `audit` does.
    for warning in report.messageWarnings { Diagnostics.warning(warning.description) }
    let findings = visual.scenes.flatMap(\.findings) + visual.unplacedFindings
    Diagnostics.note(
      "wrote \(output): \(Catalog.count(visual.files.count, .files)), \(Catalog.count(visual.scenes.count, .scenes)), "
        + Catalog.count(findings.filter(\.isActive).count, .findings)
    )
    if outcome.status == .errors { throw ExitCode.usage }
  }
}
