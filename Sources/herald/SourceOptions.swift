import ArgumentParser
import HeraldSource
import HeraldTree

/// Where `audit`, `announce` and `tree` find the app's Swift and Objective-C source.
struct SourceOptions: ParsableArguments {
  @Option(
    name: .customLong("source"),
    help: ArgumentHelp(
      "A folder or file of the app's Swift/Objective-C source; repeat for more. Default: the source under the inputs.",
      valueName: "path"))
  var sources: [String] = []

  @Flag(name: .customLong("no-source"), help: "Do not read the app's source; judge from the UI files alone.")
  var noSource = false

  /// The app's code for `inputs`: the `--source` folders, else the source under the inputs; empty
  /// with `--no-source`. Files that do not parse are warned about on standard error unless
  /// `warn` is false (the caller says them itself).
  func index(for inputs: [String], parses: SwiftParses? = nil, warn: Bool = true) -> CodeIndex {
    guard !noSource else { return CodeIndex() }
    let index = SourceIndexer(parses: parses).index(paths: sources.isEmpty ? inputs : sources)
    if warn { Self.warn(index.problems) }
    return index
  }

  /// Each file that does not parse, as a warning with its line.
  static func warn(_ problems: [SourceProblem]) {
    for problem in problems { Diagnostics.emit("\(problem.location): warning: \(problem.message)") }
  }
}
