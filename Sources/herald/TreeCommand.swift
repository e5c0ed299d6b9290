import ArgumentParser
import Foundation
import HeraldProject
import HeraldSource
import HeraldSyntax
import HeraldTree

/// `herald tree`: prints the control tree of UI descriptions.
struct TreeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tree",
    abstract: "Print the control tree of storyboards, xibs, JSON trees and runtime dumps.",
    discussion: """
      Every scene is printed as an indented tree: role, custom class, id, frame, content, \
      accessibility properties and file:line. ● marks an accessibility element, ○ an element \
      VoiceOver does not focus. Directories are searched recursively for .storyboard and .xib \
      files and for .json and .xml files that are Herald JSON trees, Appium page sources or \
      uiautomator dumps.

      Every input is processed; a file that fails is reported on standard error with its \
      file:line:column. The exit code is 0 when everything loaded and 2 when any input failed.

      Examples:
        herald tree Examples/FoodTracker/Main.storyboard
        herald tree Examples/Rating/foodtracker-rating-control.json --format json
        herald tree MyApp/ --format json > trees.json
      """
  )

  /// Output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Files or directories to load.")
  var inputs: [String]

  @Option(help: "Output format: text (an indented outline) or json (Herald JSON trees).")
  var format: Format = .text

  @Flag(
    help:
      "List the states of each SwiftUI scene instead of its tree: the conditions of the branches each state shows, the default state first."
  )
  var states = false

  @OptionGroup var source: SourceOptions

  func run() throws {
    // One parse per Swift file, shared by the views, the code index and the parse check below.
    let parses = SwiftParses()
    // A SwiftUI file is read for the platform its project builds it for, when it builds it for one.
    // The app's tables name the string accessors a build step generates (`Text(.settingsTitle)`).
    let strings = AppStrings.reportingWarnings(for: inputs)
    let platforms = FilePlatforms(inputs: inputs)
    let loaders = TreeReader.heraldLoaders(for: inputs, parses: parses, files: platforms, strings: strings)
    let reader = TreeReader(loaders: TreeReader.builtInLoaders + loaders)
    // A file no target builds is not a screen of the app (named files are read all the same).
    let (results, left) = platforms.screens(reader.load(paths: inputs))
    if let left { Diagnostics.note(left) }
    var trees: [ControlTree] = []
    var failures = 0
    for result in results {
      switch result.outcome {
      // A view only another platform compiles is shown as that platform's screen.
      case .success(let tree): trees += tree.byPlatform
      case .failure(let error):
        failures += 1
        Diagnostics.report(error)
      }
    }
    switch format {
    case .text where states:
      for tree in trees { print(Self.states(of: tree), terminator: "") }
    case .text:
      // Views of a class whose nib is among the inputs show that nib's content (marked in the outline).
      // Views of a custom class whose code sets literals show them (`code=` names the class).
      let nibs = NibLibrary(trees: trees)
      let code = CodeLinking(index: source.index(for: inputs, parses: parses, warn: false))
      for tree in trees { print(TreeOutline().render(code.linking(nibs.linking(tree)))) }
    case .json where states:
      print(JSONWriter().string(from: .array(trees.map(Self.statesValue(of:)))), terminator: "")
    case .json:
      // One input gives one tree document; several give an array of the trees that loaded.
      let writer = JSONTreeWriter()
      if results.count == 1, trees.count == 1 {
        if let tree = trees.first { print(writer.string(for: tree), terminator: "") }
      } else {
        print(JSONWriter().string(from: .array(trees.map(writer.value(for:)))), terminator: "")
      }
    }
    // Files no target builds were found and named in the note: no "no inputs" error.
    if results.isEmpty, left == nil { throw Diagnostics.fail(TreeError.noInputs(inputs)) }
    // A SwiftUI tree read from a file that does not parse is only what the parser recovered: say
    // where, in every format, and exit 2 as `herald source` does.
    let swiftFiles = trees.map(\.file).filter { $0.hasSuffix(".swift") }
    let problems = swiftFiles.isEmpty ? [] : SourceIndexer(parses: parses).index(paths: swiftFiles).problems
    SourceOptions.warn(problems)
    if failures > 0 {
      Diagnostics.failures(failures, of: results.count, verb: "failed to load")
      throw ExitCode.usage
    }
    if !problems.isEmpty { throw ExitCode.usage }
  }

  /// The states of each scene of `tree`, one line each, under a line naming the scene.
  static func states(of tree: ControlTree) -> String {
    var out = ""
    for scene in tree.scenes {
      let coverage = SceneStates.coverage(of: scene.root)
      let location = "  \(scene.location.file):\(scene.location.line)"
      out +=
        "scene \"\(scene.name)\": \(coverage.states.count) state\(coverage.states.count == 1 ? "" : "s")\(location)\n"
      for (index, state) in coverage.states.enumerated() {
        let conditions =
          state.conditions.isEmpty ? "(no alternatives)" : "when " + state.conditions.joined(separator: "; ")
        out += "  \(index + 1). \(conditions)\(index == 0 ? "  (default)" : "")\n"
      }
      for branch in coverage.untaken {
        out += "  not taken (more than \(SceneStates.maximumStates) states): \(branch.condition)\n"
      }
    }
    return out
  }

  /// The states of `tree`'s scenes as JSON: file, and per scene its name and states' conditions.
  static func statesValue(of tree: ControlTree) -> JSONValue {
    .object([
      JSONMember("file", .string(tree.file)),
      JSONMember(
        "scenes",
        .array(
          tree.scenes.map { scene in
            let coverage = SceneStates.coverage(of: scene.root)
            return .object([
              JSONMember("name", .string(scene.name)),
              JSONMember("states", .array(coverage.states.map { .array($0.conditions.map(JSONValue.string)) })),
              JSONMember("untaken", .array(coverage.untaken.map { .string($0.condition) })),
            ])
          })),
    ])
  }
}
