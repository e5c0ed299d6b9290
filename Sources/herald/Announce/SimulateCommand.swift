import ArgumentParser
import Foundation
import HeraldAnnouncer
import HeraldAnnouncerSpeech
import HeraldProject
import HeraldSpeech
import HeraldTree

/// `herald simulate`: a scripted VoiceOver session on one scene.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Move VoiceOver focus and perform actions on a scene, printing what is said after each step.",
    discussion: """
      Actions, separated by commas: next, previous, first, last (move focus), activate (double \
      tap), increment and decrement (swipe up and down on an adjustable element), and \
      focus:LABEL (focus the first element whose spoken label is LABEL; write a comma inside \
      LABEL as \\,). Custom controls change by their component models: activating FoodTracker's \
      3rd star sets the rating to 3 and VoiceOver says "3 stars set."

      Examples:
        herald simulate Examples/FoodTracker/Main.storyboard --actions 'focus:Set 3 star rating,activate,activate'
        herald simulate Examples/FoodTracker/Main.storyboard --locale ru --actions next,next,next,activate
        herald simulate Examples/Rating/star-rating-control.json --actions next,increment,increment --format json
        herald simulate Examples/FoodTracker/Main.storyboard --actions 'focus:Set 3 star rating,activate' --speak out/

      With --speak DIR, what VoiceOver says after each step is spoken by espeak-ng: one WAV file \
      per step that speaks, sequence.wav with the whole session, and index.json in DIR.
      """
  )

  @Argument(help: "The file to simulate (a storyboard, xib, JSON tree or runtime dump).")
  var input: String

  @Option(help: "The actions, separated by commas.")
  var actions: String

  @Option(help: "The scene: its name or id (default: the first scene).")
  var scene: String?

  @OptionGroup var options: AnnouncerOptions

  @Option(
    help: ArgumentHelp("Speak each step into DIR: one WAV file each, sequence.wav, and index.json.", valueName: "dir"))
  var speak: String?

  @OptionGroup(title: "Speech (with --speak)") var speech: SpeechArguments

  @OptionGroup var source: SourceOptions

  func run() throws {
    let announcer = try options.announcer()
    let voice = try speak.map { _ in try speech.prepare(locale: announcer.locale) }
    let parsed: [SimulatorAction]
    do {
      parsed = try SimulatorAction.list(actions)
    } catch {
      throw Diagnostics.fail(error.message)
    }
    let tree: ControlTree
    do {
      // A SwiftUI file is read as a screen of the platform its project builds it for.
      let platforms = FilePlatforms(inputs: [input])
      let localizer = options.localizer(for: [input])
      let reader = TreeReader.herald(for: [input], files: platforms, strings: localizer.strings)
      let loaded = platforms.placing(try reader.load(path: input))
      let linked = CodeLinking(index: source.index(for: [input])).linking(
        loaded, components: announcer.expander.library)
      tree = localizer.localized(linked, to: options.locale)
    } catch {
      Diagnostics.report(error)
      throw ExitCode(2)
    }
    let chosen: Scene
    do {
      chosen = try tree.scene(scene)
    } catch {
      throw Diagnostics.fail(error)
    }
    // VoiceOver reads a macOS screen (a view only macOS compiles too) with its macOS words.
    let reader = announcer.reading(chosen.platform ?? tree.platform)
    let steps: [SimulationStep]
    do {
      var simulator = try Simulator(
        announcer: reader, scene: chosen, mirrorsLayout: !tree.format.recordsDisplayedFrames)
      let run = simulator.attempt(parsed)
      steps = run.steps
      if let failure = run.failure {
        printSteps(steps, scene: chosen.name, announcer: reader)
        AnnouncerOptions.report(failure, input: input)
        throw ExitCode.usage
      }
    } catch let error as AnnouncerError {
      AnnouncerOptions.report(error, input: input)
      throw ExitCode.usage
    }
    printSteps(steps, scene: chosen.name, announcer: reader)
    if let speak, let voice {
      try SpeechArguments.record(
        SpeechItem.items(from: steps, file: input, scene: chosen.name), into: speak, with: voice, sequence: true)
    }
  }

  private func printSteps(_ steps: [SimulationStep], scene: String, announcer: Announcer) {
    switch options.format {
    case .text:
      print(TranscriptText.render(steps: steps, file: input, scene: scene, announcer: announcer), terminator: "")
    case .json:
      print(TranscriptJSON.render(steps: steps, file: input, scene: scene, announcer: announcer), terminator: "")
    }
  }
}
