import ArgumentParser
import Foundation
import HeraldProject
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

  @OptionGroup var source: SourceOptions

  func run() throws {
    let results = TreeReader.herald(for: inputs).load(paths: inputs)
    var trees: [ControlTree] = []
    var failures = 0
    for result in results {
      switch result.outcome {
      case .success(let tree): trees.append(tree)
      case .failure(let error):
        failures += 1
        Diagnostics.report(error)
      }
    }
    switch format {
    case .text:
      // Views of a class whose nib is among the inputs show that nib's content (marked in the outline).
      // Views of a custom class whose code sets literals show them (`code=` names the class).
      let nibs = NibLibrary(trees: trees)
      let code = CodeLinking(index: source.index(for: inputs))
      for tree in trees { print(TreeOutline().render(code.linking(nibs.linking(tree)))) }
    case .json:
      // One input gives one tree document; several give an array of the trees that loaded.
      let writer = JSONTreeWriter()
      if results.count == 1 {
        if let tree = trees.first { print(writer.string(for: tree), terminator: "") }
      } else {
        print(JSONWriter().string(from: .array(trees.map(writer.value(for:)))), terminator: "")
      }
    }
    if results.isEmpty { throw Diagnostics.fail(TreeError.noInputs(inputs)) }
    if failures > 0 {
      Diagnostics.failures(failures, of: results.count, verb: "failed to load")
      throw ExitCode.usage
    }
  }
}
