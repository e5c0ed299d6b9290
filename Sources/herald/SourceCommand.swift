import ArgumentParser
import Foundation
import HeraldSource
import HeraldTree

/// `herald source`: prints what Herald reads from an app's Swift and Objective-C code.
struct SourceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "source",
    abstract: "Print the classes, outlets and accessibility facts Herald reads from Swift and Objective-C code.",
    discussion: """
      Every .swift, .h, .m and .mm file under the inputs is parsed once, in parallel (Swift with \
      swift-syntax), skipping Pods, Carthage, .build and DerivedData. For each class: its \
      superclass, its outlets, what its code sets for accessibility (label, value, hint, traits, \
      isAccessibilityElement, increment/decrement, accessibility elements, notifications), touch \
      handling and drawing, and the views it creates with what is set on them — each with \
      file:line:column. This is the evidence `herald audit` judges custom classes and outlets by.

      A file that does not parse is reported with file:line:column on standard error and the rest \
      is still read; the exit code is then 2.

      Examples:
        herald source Examples/FoodTracker
        herald source MyApp/Sources --format json > facts.json
      """
  )

  /// Output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Source files or directories.")
  var inputs: [String]

  @Option(help: "Output format: text (an outline) or json.")
  var format: Format = .text

  func run() throws {
    let indexer = SourceIndexer()
    for input in inputs where !FileManager.default.fileExists(atPath: input) {
      throw Diagnostics.fail("\(input): no such file or directory")
    }
    let index = indexer.index(paths: inputs)
    if index.files.isEmpty {
      throw Diagnostics.fail("no Swift or Objective-C files in \(inputs.joined(separator: ", "))")
    }
    switch format {
    case .text: print(CodeIndexOutline().render(index))
    case .json: print(CodeIndexJSON().string(for: index), terminator: "")
    }
    for problem in index.problems { Diagnostics.emit("\(problem.location): warning: \(problem.message)") }
    if !index.problems.isEmpty { throw ExitCode.usage }
  }
}
