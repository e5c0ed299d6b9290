// herald-bench: loads every Interface Builder file under a folder in one process and compares the
// wall time with `xmllint --noout` over the same files (the libxml2 parse floor). Run by
// `make bench`; see docs/performance.md. Then it loads a synthesized ~2.9 MB storyboard
// (the scenes of --template repeated) pretty-printed and minified, and prints the ratio.
import Foundation
import HeraldBenchSupport
import HeraldTree

struct Options {
  var folder = "../shared/corpus/ib"
  var runs = 5
  var unsafeFolder: String?
  var template = "Examples/FoodTracker/Main.storyboard"

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    var positional: [String] = []
    while let argument = iterator.next() {
      switch argument {
      case "--runs":
        runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--unsafe":
        guard let text = iterator.next() else { throw BenchError.usage("--unsafe takes a folder") }
        unsafeFolder = text
      case "--template":
        guard let text = iterator.next() else { throw BenchError.usage("--template takes a storyboard") }
        template = text
      case "-h", "--help":
        throw BenchError.usage("")
      default:
        positional.append(argument)
      }
    }
    if let first = positional.first { folder = first }
  }
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  let files = interfaceBuilderFiles(in: options.folder)
  guard !files.isEmpty else { throw BenchError.failed("no .storyboard or .xib files under \(options.folder)") }
  let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
  let reader = TreeReader()
  var loaded = 0
  var elements = 0
  for result in reader.load(paths: files) {
    if case .success(let tree) = result.outcome {
      loaded += 1
      elements += tree.scenes.reduce(0) { $0 + $1.root.allElements.count }
    }
  }
  print("herald-bench: \(files.count) Interface Builder files, \(bytes / 1024) KiB, under \(options.folder)")
  print("  \(loaded) loaded, \(files.count - loaded) refused; \(elements) elements")
  print("  median of \(options.runs) runs; each run loads every file once (read, parse, build the model)")
  print("")
  var parallel: [Double] = []
  var serial: [Double] = []
  var floor: [Double] = []
  _ = try xmllint(files)  // warm the page cache for both
  for _ in 0..<options.runs {
    parallel.append(seconds { _ = reader.load(paths: files) })
    serial.append(seconds { for file in files { _ = try? reader.load(path: file) } })
    floor.append(try xmllint(files))
  }
  let floorMedian = median(floor)
  func row(_ name: String, _ values: [Double]) {
    let value = median(values)
    let ratio = value / floorMedian
    print(
      "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f ms", value * 1000))   \(String(format: "%5.2f×", ratio)) the floor"
    )
  }
  row("xmllint --noout, one process (the floor)", floor)
  row("herald, all cores (TreeReader.load(paths:))", parallel)
  row("herald, one thread (file by file)", serial)
  print("")
  print(
    String(
      format: "ratio herald/xmllint: %.2f× (all cores), %.2f× (one thread); target ≤ 2×, goal ≤ 1.2×",
      median(parallel) / floorMedian, median(serial) / floorMedian))
  try benchMinifiedStoryboard(template: options.template, runs: options.runs)

  if let unsafeFolder = options.unsafeFolder {
    let unsafe = (FileManager.default.enumerator(atPath: unsafeFolder)?.allObjects as? [String] ?? []).sorted().map {
      unsafeFolder + "/" + $0
    }
    print("")
    print("unsafe inputs (each must be refused in well under a second):")
    for file in unsafe {
      var outcome = ""
      let time = seconds {
        do {
          _ = try reader.load(path: file)
          outcome = "LOADED — this is a bug"
        } catch {
          outcome = "refused"
        }
      }
      print(
        "  \((file as NSString).lastPathComponent.padding(toLength: 36, withPad: " ", startingAt: 0)) \(outcome) in \(String(format: "%.3f ms", time * 1000))"
      )
    }
  }
}

runBenchmark(
  name: "herald-bench", usage: "herald-bench [FOLDER] [--runs N] [--unsafe FOLDER] [--template STORYBOARD]", run)
