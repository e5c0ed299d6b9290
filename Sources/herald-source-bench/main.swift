// herald-source-bench: indexes every Swift file of the given app folders in one process (parse with
// swift-syntax, visit, merge into one CodeIndex) and compares the wall time with
// `swiftc -frontend -parse` over the same files in one process (the Swift compiler's own parser:
// the floor), measured in the same run. Run by `make bench-source`; see docs/performance.md.
import Foundation
import HeraldBenchSupport
import HeraldSource

struct Options {
  var folders: [String] = []
  var runs = 5

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "-h", "--help": throw BenchError.usage("")
      default: folders.append(argument)
      }
    }
    if folders.isEmpty {
      folders = [
        "../shared/corpus/apps/Dimillian+IceCubesApp", "../shared/corpus/apps/openfoodfacts+openfoodfacts-ios",
      ]
    }
  }
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  let indexer = SourceIndexer()
  // Every Swift file, tests included: the floor parses the same list.
  var files: [String] = []
  for folder in options.folders {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw BenchError.failed("cannot read \(folder)")
    }
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
    }
  }
  files.sort()
  guard !files.isEmpty else {
    throw BenchError.failed("no Swift files under \(options.folders.joined(separator: ", "))")
  }
  let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
  let sample = indexer.index(files: files)
  print(
    "herald-source-bench: \(files.count) Swift files (\(bytes / 1024) KiB) under \(options.folders.joined(separator: ", "))"
  )
  print("  \(sample.typeCount) types indexed, \(sample.problems.count) files that do not parse")
  print("  median of \(options.runs) runs; each run reads, parses and indexes every file once")
  print("")
  let medians = try measureAgainstSwiftParse(
    files, runs: options.runs,
    [
      ("herald source index, all cores", { _ = indexer.index(files: files) }),
      ("herald source index, one thread", { _ = indexer.indexSerially(files: files) }),
    ])
  print("")
  print(
    String(
      format: "ratio herald source index/swiftc -parse: %.2f× (one thread %.2f×); target ≤ 2×, goal ≤ 1.2×",
      medians[1] / medians[0], medians[2] / medians[0]))
}

runBenchmark(name: "herald-source-bench", usage: "herald-source-bench [FOLDER…] [--runs N]", run)
