import ArgumentParser
import Foundation
import HeraldAnnouncer
import HeraldAnnouncerSpeech
import HeraldProject
import HeraldSpeech
import HeraldTree

/// `herald announce`: what VoiceOver (or TalkBack) says for every element, in reading order.
struct AnnounceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "announce",
    abstract: "Print what VoiceOver or TalkBack says for every element, in reading order.",
    discussion: """
      Each element a screen reader focuses is printed with its full phrase — label, value, \
      trait words, position and hint — in the locale and profile given, after custom controls \
      are expanded by their component models (RatingControl, RatingView and StarRatingControl are \
      built in; add your own with --components). JSON output carries every part, the frame and \
      the activation point.

      The app's texts are in --locale too: storyboards and xibs are translated by the app's own \
      tables beside them (ru.lproj/Main.strings, Main.xcstrings), and texts the app's code looks up \
      by key (NSLocalizedString) by its Localizable tables; a locale the app does not ship shows \
      its development language, as iOS does. en-XA and ar-XB are pseudo-locales made from the \
      development language (see `herald strings pseudo`).

      Every input is processed; a file that fails is reported on standard error with its \
      file:line:column, and the exit code is 2.

      Examples:
        herald announce Examples/FoodTracker/Main.storyboard
        herald announce Examples/FoodTracker/Main.storyboard --locale ru
        herald announce Examples/FoodTracker/Main.storyboard --locale en-XA
        herald announce Examples --locale ar --profile talkback --format json
        herald announce MyApp/Base.lproj --components MyControls.yml
        herald announce Examples/FoodTracker/Main.storyboard --locale ru --speak out/

      With --speak DIR, every utterance is also spoken by espeak-ng in the locale's voice: one WAV \
      file per focused element and index.json (element id, text, locale, voice, duration, \
      phonemes) in DIR.
      """
  )

  @Argument(help: "Files or directories to announce.")
  var inputs: [String]

  @OptionGroup var options: AnnouncerOptions

  @Option(help: ArgumentHelp("Speak every utterance into DIR: one WAV file each, and index.json.", valueName: "dir"))
  var speak: String?

  @OptionGroup(title: "Speech (with --speak)") var speech: SpeechArguments

  @OptionGroup var source: SourceOptions

  @Option(
    name: .customLong("state"),
    help: ArgumentHelp(
      "Read SwiftUI scenes in the state where NAME has VALUE (isEditing=true, mode=.edit); repeatable. `herald tree --states` lists the states.",
      valueName: "name=value"))
  var states: [String] = []

  func run() throws {
    let announcer = try options.announcer()
    let voice = try speak.map { _ in try speech.prepare(locale: announcer.locale) }
    // A SwiftUI file is read as a screen of the platform its project builds it for.
    let platforms = FilePlatforms(inputs: inputs)
    // The app's own translations put its texts in the locale asked for.
    let localizer = options.localizer(for: inputs)
    // A file no target builds is not a screen of the app (named files are read all the same).
    let (results, left) = platforms.screens(
      TreeReader.herald(for: inputs, files: platforms, strings: localizer.strings).load(paths: inputs))
    if let left { Diagnostics.note(left) }
    // Nibs fill the views of their classes; the classes' code gives them the accessibility it sets.
    let nibs = NibLibrary(trees: results.compactMap { try? $0.outcome.get() })
    let code = CodeLinking(index: source.index(for: inputs))
    let values = try Self.stateValues(states)
    var unused = Set(values.keys)
    var announcements: [Announcement] = []
    var failures = 0
    for result in results {
      do {
        var loaded = platforms.placing(try result.outcome.get())
        if !values.isEmpty {
          let chosen = loaded.inState(values)
          loaded = chosen.tree
          unused.formIntersection(chosen.unused)
        }
        let linked = code.linking(nibs.linking(loaded), components: announcer.expander.library)
        let tree = localizer.localized(linked, to: options.locale)
        // A view only another platform compiles is read as that platform's screen.
        for part in tree.byPlatform { announcements.append(try announcer.announce(part)) }
      } catch {
        failures += 1
        AnnouncerOptions.report(error, input: result.path)
      }
    }
    switch options.format {
    case .text:
      print(announcements.map(TranscriptText.render).joined(separator: "\n"), terminator: "")
    case .json:
      print(
        TranscriptJSON.render(announcements, locale: announcer.locale.identifier, profile: announcer.profile.name),
        terminator: "")
    }
    if announcements.contains(where: { $0.profile == .voiceoverMacOS }), !announcer.vocabulary.speaksMacOSWordsNatively
    {
      Diagnostics.warning(
        "--locale \(options.locale): macOS screens are read with VoiceOver's English role and state words (\"checkbox\", \"unchecked\"): Herald has them in English only"
      )
    }
    if let speak, let voice, !announcements.isEmpty {
      try SpeechArguments.record(announcements.flatMap(SpeechItem.items(from:)), into: speak, with: voice)
    }
    for name in unused.sorted() {
      Diagnostics.warning(
        "--state \(name): no branch of the scenes read depends on `\(name)`; `herald tree --states` lists the conditions"
      )
    }
    // Files no target builds were found and named in the note: no "no inputs" error.
    if results.isEmpty, left == nil { throw Diagnostics.fail(TreeError.noInputs(inputs)) }
    if failures > 0 {
      Diagnostics.failures(failures, of: results.count)
      throw ExitCode.usage
    }
  }

  /// `NAME=VALUE` arguments as values by name.
  static func stateValues(_ arguments: [String]) throws -> [String: String] {
    var values: [String: String] = [:]
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw ValidationError("--state \(argument): write NAME=VALUE, as isEditing=true or mode=.edit")
      }
      values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    return values
  }
}
