import ArgumentParser

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
}
