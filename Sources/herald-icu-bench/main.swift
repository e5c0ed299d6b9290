// herald-icu-bench: formats the catalog message `rating.value` for en, ru and ar with the counts 0, 1,
// 2, 5 and 21 and compares four ways of producing the text, in one process:
//
//   1. Herald: `Catalog.herald.format("rating.value", locale:, ["count": v])` (catalog cache lookup and
//      the cached compiled formatter), and the bare compiled `MessageFormat.format(["count": v])`;
//   2. icu::MessageFormat called directly from C++ with named arguments (the shim's baseline, api 0);
//   3. ICU's C API `umsg_format` on the same pattern with `count` renamed to `0` (api 1), the floor;
//   4. Foundation's `String(format: "%lld stars set.", locale:, v)`, which has no plurals.
//
// Before timing, every count is formatted by Herald and by both ICU baselines and the texts must
// match (exit status 1 otherwise). Each figure is the median of --runs repetitions of --iterations
// calls (Foundation does a tenth as many), after a warm-up. `make bench` runs it.
import CHeraldICU
import Foundation
import HeraldBenchSupport
import HeraldICU

/// The catalog key every method formats.
let messageKey = "rating.value"
/// The locales compared, one table row each.
let benchLocales = ["en", "ru", "ar"]
/// The counts the calls cycle through: call i formats `benchCounts[i % benchCounts.count]`.
let benchCounts = [0, 1, 2, 5, 21]
/// The target: Herald's catalog call costs at most this many times the direct C call.
let targetRatio = 1.3

/// The command-line options.
struct Options {
  var runs = 5
  var iterations = 200_000
  var json = false

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs":
        runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--iterations":
        iterations = try positiveInteger(iterator.next(), for: "--iterations")
      case "--json":
        json = true
      case "-h", "--help":
        throw BenchError.usage("")
      default:
        throw BenchError.usage("unknown argument '\(argument)'")
      }
    }
  }

  /// Foundation is about ten times slower; it runs a tenth as many calls.
  var foundationIterations: Int { max(1, iterations / 10) }
}

/// The monotonic clock in nanoseconds, the clock the C baseline reads.
func nanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Calls `body` with 0..<count and returns the nanoseconds per call; adds what `body` returns (the
/// length of each text) to `sink`, so that the optimizer cannot drop the work.
@inline(__always)
func timePerCall(_ count: Int, _ sink: inout Int, _ body: (Int) throws -> Int) rethrows -> Double {
  var total = 0
  let start = nanoseconds()
  for i in 0..<count { total &+= try body(i) }
  let end = nanoseconds()
  sink &+= total
  return (end - start) / Double(count)
}

/// The ways of formatting the message, in table order.
enum Method: String, CaseIterable {
  case catalog = "heraldCatalog"
  case compiled = "heraldCompiled"
  case icuCpp = "icuCpp"
  case umsg = "umsgFormat"
  case foundation = "foundation"

  /// The column heading (two lines).
  var heading: (String, String) {
    switch self {
    case .catalog: ("Herald", "catalog")
    case .compiled: ("Herald", "compiled")
    case .icuCpp: ("ICU C++", "api 0")
    case .umsg: ("ICU C", "umsg_format")
    case .foundation: ("Foundation", "String(fmt:)")
    }
  }
}

/// The figures of one locale: median nanoseconds per call for each method.
struct LocaleResult {
  var locale: String
  var nanoseconds: [Method: Double]

  var heraldOverICUCpp: Double { nanoseconds[.catalog, default: 0] / nanoseconds[.icuCpp, default: 1] }
  var heraldOverUmsg: Double { nanoseconds[.catalog, default: 0] / nanoseconds[.umsg, default: 1] }
  var foundationOverHerald: Double { nanoseconds[.foundation, default: 0] / nanoseconds[.catalog, default: 1] }
  var targetMet: Bool { heraldOverUmsg <= targetRatio }
}

/// One locale's message, its compiled formatter, and the direct ICU calls on the same pattern.
struct LocaleBench {
  let tag: LanguageTag
  let pattern: String
  let numberedPattern: String
  let compiled: MessageFormat
  let arguments: [MessageArgument]
  let values: [HeraldICUValue]
  let foundationLocale: Locale

  init(locale: String) throws {
    tag = try LanguageTag(locale)
    let resolution = try Catalog.herald.resolve(messageKey, locale: tag)
    guard resolution.warnings.isEmpty else {
      throw BenchError.failed("\(messageKey) is not translated for \(locale): \(resolution.warnings)")
    }
    pattern = resolution.entry.message
    compiled = resolution.format
    numberedPattern = pattern.replacingOccurrences(of: "{count,", with: "{0,")
    guard numberedPattern != pattern, !numberedPattern.contains("{count") else {
      throw BenchError.failed("cannot number the argument of the \(locale) pattern: \(pattern)")
    }
    arguments = benchCounts.map { .number(.int($0)) }
    values = benchCounts.map {
      HeraldICUValue(kind: Int32(HERALD_ICU_INT64.rawValue), length: 0, number: 0, integer: Int64($0), utf8: nil)
    }
    foundationLocale = Locale(identifier: tag.icuIdentifier)
  }

  /// Formats `rows` (`count` values from `start`) `iterations` times through the shim's baseline;
  /// returns the nanoseconds per call and the last text.
  func baseline(_ api: Int32, rows start: Int = 0, count: Int? = nil, iterations: Int) throws -> (Double, String) {
    var status = HeraldICUStatus(code: 0, offset: -1)
    var result = [CChar](repeating: 0, count: 512)
    let rowCount = count ?? values.count
    let time = "count".withCString { name in
      [Optional(name)].withUnsafeBufferPointer { names in
        values[start..<start + rowCount].withUnsafeBufferPointer { rows in
          herald_baseline_message_format(
            api, api == 0 ? pattern : numberedPattern, tag.icuIdentifier, names.baseAddress, 1, rows.baseAddress,
            Int32(rowCount), Int64(iterations), &result, Int32(result.count - 1), &status)
        }
      }
    }
    guard status.code <= 0 else {
      throw BenchError.failed(
        "ICU baseline \(api) failed for \(tag): \(String(cString: herald_icu_error_name(status.code)))")
    }
    let bytes = result.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return (time, String(decoding: bytes, as: UTF8.self))
  }

  /// Herald's texts must equal both ICU baselines' for every count.
  func verify() throws {
    for (index, count) in benchCounts.enumerated() {
      let catalog = try Catalog.herald.format(messageKey, locale: tag, ["count": arguments[index]]).text
      let texts = [
        ("Herald compiled", try compiled.format(["count": arguments[index]])),
        ("ICU C++", try baseline(0, rows: index, count: 1, iterations: 1).1),
        ("umsg_format", try baseline(1, rows: index, count: 1, iterations: 1).1),
      ]
      for (name, text) in texts where text != catalog {
        throw BenchError.failed("\(tag) count \(count): Herald catalog gives “\(catalog)”, \(name) gives “\(text)”")
      }
    }
  }

  /// One timing of every method; the Swift loops add the lengths of their texts to `sink`.
  func measure(iterations: Int, foundationIterations: Int, sink: inout Int) throws -> [Method: Double] {
    let catalog = Catalog.herald
    let counts = arguments.count
    var times: [Method: Double] = [:]
    times[.catalog] = try timePerCall(iterations, &sink) { i in
      try catalog.format(messageKey, locale: tag, ["count": arguments[i % counts]]).text.utf8.count
    }
    times[.compiled] = try timePerCall(iterations, &sink) { i in
      try compiled.format(["count": arguments[i % counts]]).utf8.count
    }
    let (icuCpp, icuText) = try baseline(0, iterations: iterations)
    let (umsg, umsgText) = try baseline(1, iterations: iterations)
    sink &+= icuText.utf8.count &+ umsgText.utf8.count
    times[.icuCpp] = icuCpp
    times[.umsg] = umsg
    times[.foundation] = timePerCall(foundationIterations, &sink) { i in
      String(format: "%lld stars set.", locale: foundationLocale, Int64(benchCounts[i % counts])).utf8.count
    }
    return times
  }
}

/// Formats nanoseconds right-aligned in `width` columns.
func cell(_ value: Double, _ width: Int, _ format: String = "%.0f") -> String {
  let text = String(format: format, value)
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Pads `text` on the left to `width` columns.
func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The human-readable report.
func printTable(_ results: [LocaleResult], options: Options, checksum: Int) {
  let width = 13
  let counts = benchCounts.map(String.init).joined(separator: " ")
  print("herald-icu-bench: \(messageKey), counts \(counts), ICU \(ICU.version)")
  print(
    "  ns/call, median of \(options.runs) runs × \(options.iterations) calls"
      + " (Foundation × \(options.foundationIterations)); ratios use Herald (catalog)")
  print("")
  let methods = Method.allCases
  let ratioHeads = [("Herald/", "ICU C++"), ("Herald/", "umsg"), ("Foundation/", "Herald")]
  print("locale" + methods.map { right($0.heading.0, width) }.joined() + ratioHeads.map { right($0.0, 12) }.joined())
  print("      " + methods.map { right($0.heading.1, width) }.joined() + ratioHeads.map { right($0.1, 12) }.joined())
  for result in results {
    let times = methods.map { cell(result.nanoseconds[$0, default: 0], width) }.joined()
    let ratios = [result.heraldOverICUCpp, result.heraldOverUmsg, result.foundationOverHerald]
      .map { cell($0, 11, "%.2f") + "×" }.joined()
    print(result.locale.padding(toLength: 6, withPad: " ", startingAt: 0) + times + ratios)
  }
  print("")
  print("checksum: \(checksum) (bytes formatted; keeps the work observable)")
  let verdicts = results.map {
    "\($0.locale) \(String(format: "%.2f", $0.heraldOverUmsg))× \($0.targetMet ? "met" : "NOT met")"
  }
  print(
    "target: Herald (catalog) ≤ \(String(format: "%.1f", targetRatio))× the direct C call (umsg_format): "
      + verdicts.joined(separator: ", "))
}

/// The same figures as JSON.
func printJSON(_ results: [LocaleResult], options: Options, checksum: Int) {
  func number(_ value: Double) -> String { String(format: "%.2f", value) }
  let locales = results.map { result in
    let times = Method.allCases.map { "\"\($0.rawValue)\": \(number(result.nanoseconds[$0, default: 0]))" }
    return """
          {
            "locale": "\(result.locale)",
            "nsPerCall": {\(times.joined(separator: ", "))},
            "ratios": {"heraldOverICUCpp": \(number(result.heraldOverICUCpp)), \
      "heraldOverUmsg": \(number(result.heraldOverUmsg)), \
      "foundationOverHerald": \(number(result.foundationOverHerald))},
            "targetMet": \(result.targetMet)
          }
      """
  }
  print(
    """
    {
      "benchmark": "herald-icu-bench",
      "key": "\(messageKey)",
      "icuVersion": "\(ICU.version)",
      "counts": [\(benchCounts.map(String.init).joined(separator: ", "))],
      "runs": \(options.runs),
      "iterations": \(options.iterations),
      "foundationIterations": \(options.foundationIterations),
      "target": {"method": "heraldCatalog", "over": "umsgFormat", "maxRatio": \(targetRatio)},
      "checksum": \(checksum),
      "locales": [
    \(locales.joined(separator: ",\n"))
      ]
    }
    """)
}

/// Verifies, warms up, measures and prints.
func run() throws {
  let options = try Options(CommandLine.arguments)
  var sink = 0
  let benches = try benchLocales.map { try LocaleBench(locale: $0) }
  for bench in benches {
    try bench.verify()
    _ = try bench.measure(
      iterations: max(1, options.iterations / 10), foundationIterations: max(1, options.foundationIterations / 10),
      sink: &sink)
  }
  // Runs go round the locales, so that a noisy moment does not land on one locale only.
  var samples = [[Method: [Double]]](repeating: [:], count: benches.count)
  for _ in 0..<options.runs {
    for (index, bench) in benches.enumerated() {
      let times = try bench.measure(
        iterations: options.iterations, foundationIterations: options.foundationIterations, sink: &sink)
      for (method, time) in times { samples[index][method, default: []].append(time) }
    }
  }
  let results = zip(benchLocales, samples).map { LocaleResult(locale: $0, nanoseconds: $1.mapValues(median)) }
  if options.json {
    printJSON(results, options: options, checksum: sink)
  } else {
    printTable(results, options: options, checksum: sink)
  }
}

runBenchmark(name: "herald-icu-bench", usage: "herald-icu-bench [--runs N] [--iterations M] [--json]", run)
