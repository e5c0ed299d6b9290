// herald-strings-bench: reads and re-writes a String Catalog (IceCubes' Localizable.xcstrings by
// default) in one process, and in the same run times Python's `json` load + dump of the same file
// as a reference. Run by `make bench-strings`; see the README's performance table.
import Dispatch
import Foundation
import HeraldBenchSupport
import HeraldStrings

struct Options {
  var file = "../shared/corpus/strings/icecubes/Localizable.xcstrings"
  var runs = 20

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
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
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, file, String(runs)]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw BenchError.failed("python3 failed (status \(process.terminationStatus))")
  }
  return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
}

runBenchmark(name: "herald-strings-bench", usage: "herald-strings-bench [FILE.xcstrings] [--runs N]") {
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
}
