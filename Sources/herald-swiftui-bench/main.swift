// herald-swiftui-bench: loads every SwiftUI view of an app (the files that import SwiftUI: index
// the views, read each file's bodies into control trees) and audits them with every built-in
// rule, in one process, and compares the wall time with `swiftc -frontend -parse` over the same
// files (the Swift compiler's own parser: the floor), measured in the same run. Run by
// `make bench-swiftui`; see docs/performance.md.
import Foundation
import HeraldAudit
import HeraldBenchSupport
import HeraldRules
import HeraldSource
import HeraldTree

struct Options {
  var folder = "../shared/corpus/apps/Dimillian+IceCubesApp"
  var runs = 5

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "-h", "--help": throw BenchError.usage("")
      default: folder = argument
      }
    }
  }
}

/// Loads the SwiftUI files under `folder` as `herald tree` does: one index, one loader.
func load(_ folder: String) -> [TreeReader.LoadResult] {
  let reader = TreeReader(
    loaders: TreeReader.builtInLoaders + [SwiftUILoader(views: SwiftUIViewIndex(paths: [folder]))])
  return reader.load(paths: [folder])
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  let sample = load(options.folder)
  let files = sample.map(\.path).filter { $0.hasSuffix(".swift") }.sorted()
  guard !files.isEmpty else { throw BenchError.failed("no SwiftUI files under \(options.folder)") }
  let trees = sample.compactMap { try? $0.outcome.get() }
  let scenes = trees.reduce(0) { $0 + $1.scenes.count }
  let elements = trees.reduce(0) { total, tree in total + tree.scenes.reduce(0) { $0 + $1.root.allElements.count } }
  let failed = sample.count - trees.count
  let outcome = try RuleSelection().apply(builtIn: BuiltInRules.all, packs: [])
  let auditor = try Auditor(rules: outcome.rules, severities: outcome.severities, notRun: outcome.notRun)
  let loaders = TreeReader.builtInLoaders + [SwiftUILoader(views: SwiftUIViewIndex(paths: [options.folder]))]
  let report = auditor.audit(paths: [options.folder], reader: TreeReader(loaders: loaders))
  print("herald-swiftui-bench: \(files.count) SwiftUI files under \(options.folder)")
  print("  \(scenes) scenes (View types), \(elements) elements, \(failed) files that failed to load")
  print("  \(report.findings.count) findings by \(outcome.rules.count) rules")
  // The states model (SceneStates): how many states the audit judges, and how large one state's tree is.
  var states = 0
  var stateElements = 0
  for tree in trees {
    for scene in tree.scenes {
      let all = SceneStates.states(of: scene.root)
      states += all.count
      stateElements += all.reduce(0) { $0 + SceneStates.select($1, in: scene.root).allElements.count }
    }
  }
  let perScene = scenes == 0 ? 0 : Double(elements) / Double(scenes)
  let perState = states == 0 ? 0 : Double(stateElements) / Double(states)
  print(
    "  \(states) states judged (\(String(format: "%.2f", scenes == 0 ? 0 : Double(states) / Double(scenes))) per scene);"
      + " elements per scene tree \(String(format: "%.0f", perScene)), per state tree \(String(format: "%.0f", perState))"
  )
  print("  median of \(options.runs) runs; each run reads and parses every file once more")
  print("")
  let medians = try measureAgainstSwiftParse(
    files, runs: options.runs,
    [
      ("herald: load every SwiftUI view", { _ = load(options.folder) }),
      (
        "herald: load and audit (every rule)",
        {
          let loaders = TreeReader.builtInLoaders + [SwiftUILoader(views: SwiftUIViewIndex(paths: [options.folder]))]
          _ = auditor.audit(paths: [options.folder], reader: TreeReader(loaders: loaders))
        }
      ),
    ])
  print("")
  print(
    String(
      format: "ratio herald load/swiftc -parse: %.2f×; load and audit/swiftc -parse: %.2f×",
      medians[1] / medians[0], medians[2] / medians[0]))
}

runBenchmark(name: "herald-swiftui-bench", usage: "herald-swiftui-bench [FOLDER] [--runs N]", run)
