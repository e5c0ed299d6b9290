// herald-strings-bench: reads and re-writes a String Catalog (IceCubes' Localizable.xcstrings by
// default) in one process, and in the same run times Python's `json` load + dump of the same file
// as a reference. Run by `make bench-strings`; see docs/performance.md. In the same run it
// reads the catalog minified (written without whitespace to a temporary file) next to the pretty
// one and prints the ratio (issue 16's target: ≤ 1.5×). Then it reads and writes the largest .po of
// --po FOLDER (GNOME Calculator's po/) next to msgcat, the floor (GettextBench.swift), and reads
// each --folder (an Android res/, a folder of .lproj) whole next to a Python reader (FolderBench.swift).
import Dispatch
import Foundation
import HeraldBenchSupport
import HeraldStrings

struct Options {
  var file = "../shared/corpus/strings/icecubes/Localizable.xcstrings"
  var poFolder = "../shared/corpus/strings/gnome-calculator/po"
  /// Folders of single-locale tables read whole (`--folder`, repeatable).
  var folders: [String] = []
  var runs = 20

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--po":
        guard let folder = iterator.next() else { throw BenchError.usage("--po needs a folder of .po files") }
        poFolder = folder
      case "--folder":
        guard let folder = iterator.next() else { throw BenchError.usage("--folder needs a folder of tables") }
        folders.append(folder)
      case "-h", "--help": throw BenchError.usage("")
      default: file = argument
      }
    }
  }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Python's time per run, measured inside Python (interpreter start-up excluded): read the file,
/// `json.loads`, `json.dumps` with Xcode's indentation and separators.
func python(_ file: String, runs: Int) throws -> [Double] {
  let script = """
    import json, sys, time
    path, runs = sys.argv[1], int(sys.argv[2])
    for _ in range(runs):
        start = time.perf_counter()
        with open(path, encoding="utf-8") as f:
            data = json.loads(f.read())
        text = json.dumps(data, indent=2, ensure_ascii=False, separators=(",", " : "))
        print(time.perf_counter() - start)
    """
  return try runPython(script, [file, String(runs)])
}

/// The numbers a Python script prints, one per line (`python3 -c SCRIPT ARGUMENTS…`).
func runPython(_ script: String, _ arguments: [String]) throws -> [Double] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw BenchError.failed("python3 failed on \(arguments.first ?? "") (status \(process.terminationStatus))")
  }
  return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
}

/// The JSON text without the whitespace between tokens (strings kept byte for byte).
func minifiedJSON(_ bytes: [UInt8]) -> [UInt8] {
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count)
  var inString = false
  var escaped = false
  for byte in bytes {
    if inString {
      result.append(byte)
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
    } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
      result.append(byte)
      inString = byte == UInt8(ascii: "\"")
    }
  }
  return result
}

/// Reads the catalog pretty (as given) and minified, alternating, and prints both medians and
/// their ratio.
func benchMinified(_ file: String, original: [UInt8], runs: Int) throws {
  let codec = TableFormat.xcstrings.codec
  let minified = minifiedJSON(original)
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "herald-minified-\(UUID().uuidString).xcstrings"
  )
  .path
  try Data(minified).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  var pretty: [Double] = []
  var compact: [Double] = []
  var keys = (0, 0)
  for _ in 0..<runs {
    pretty.append(
      try seconds {
        keys.0 = try codec.read(Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file, locale: "en")
          .entries.count
      })
    compact.append(
      try seconds {
        keys.1 = try codec.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path, locale: "en")
          .entries.count
      })
  }
  guard keys.0 == keys.1 else {
    throw BenchError.failed("the minified catalog reads \(keys.1) keys, the pretty one \(keys.0)")
  }
  print("")
  print("String Catalog read, pretty vs minified (\(minified.count / 1024) KiB on one line), median of \(runs) runs")
  print(String(format: "  pretty                                      %8.2f ms", median(pretty) * 1000))
  print(String(format: "  minified                                    %8.2f ms", median(compact) * 1000))
  print(
    String(
      format: "  ratio minified / pretty                     %8.2f× (target ≤ 1.5×)", median(compact) / median(pretty)))
}

runBenchmark(name: "herald-strings-bench", usage: "herald-strings-bench [FILE.xcstrings] [--po FOLDER] [--runs N]") {
  let options = try Options(CommandLine.arguments)
  let codec = TableFormat.xcstrings.codec
  let original = Array(try Data(contentsOf: URL(fileURLWithPath: options.file)))
  var written: [UInt8] = []
  var entries = 0
  var heraldTimes: [Double] = []
  for _ in 0..<options.runs {
    heraldTimes.append(
      try seconds {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: options.file)))
        let table = try codec.read(bytes, file: options.file, locale: "en")
        entries = table.entries.count
        written = codec.write(table, locale: "en").bytes
      })
  }
  guard written == original else { throw BenchError.failed("the re-written catalog differs from the input") }
  let pythonTimes = try python(options.file, runs: options.runs)
  guard !pythonTimes.isEmpty else { throw BenchError.failed("python3 printed no times") }
  let herald = median(heraldTimes)
  let reference = median(pythonTimes)
  print(
    "String Catalog read + write, \(options.file) (\(original.count / 1024) KiB, \(entries) keys), median of \(options.runs) runs"
  )
  print(String(format: "  Herald (read, model, write byte-identical)  %8.2f ms", herald * 1000))
  print(String(format: "  Python json.loads + json.dumps (reference)  %8.2f ms", reference * 1000))
  print(String(format: "  ratio Herald / Python                       %8.2f×", herald / reference))
  try benchMinified(options.file, original: original, runs: options.runs)
  try benchGettext(try largestPO(in: options.poFolder), runs: options.runs)
  for folder in options.folders { try benchFolder(folder, runs: options.runs) }
}
