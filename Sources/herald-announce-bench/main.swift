// herald-announce-bench: generates in memory one scene of --elements UIKit elements (default
// 100,000: rows of a label, a titled button, an image button, a switch, a text field and a slider,
// and every 10th row an empty `RatingControl` stack view that the built-in component model expands
// into five star buttons), then times `Announcer.announce(scene)` — component expansion, reading
// order, label fallbacks and the profile's phrase — for each locale of --locales (default en,ru).
//
// Next to it, in the same run, it times one catalog message through Herald's API
// (`Catalog.herald.format("rating.value", locale:, ["count": 3])`), so that the cost of one
// utterance is given in ICU messages. `Announcer(locale:profile:)` is timed once, outside the loop.
// Each figure is the median (with min–max) of --runs runs after a warm-up. `make bench-announce`
// (and `make bench`) runs it.
import Dispatch
import Foundation
import HeraldAnnouncer
import HeraldBenchSupport
import HeraldICU
import HeraldSyntax
import HeraldTree

/// The target throughput, in utterances per second, and the goal.
let targetRate = 200_000.0
/// The goal beyond the target.
let goalRate = 500_000.0
/// The catalog key of the reference message.
let messageKey = "rating.value"
/// The count the reference message is formatted with.
let messageCount = 3

/// The command-line options.
struct Options {
  var elements = 100_000
  var runs = 5
  var messageCalls = 100_000
  var locales = ["en", "ru"]

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--elements":
        elements = try positiveInteger(iterator.next(), for: "--elements")
      case "--runs":
        runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--message-calls":
        messageCalls = try positiveInteger(iterator.next(), for: "--message-calls")
      case "--locales":
        guard let text = iterator.next() else { throw BenchError.usage("--locales takes a list such as en,ru") }
        locales = text.split(separator: ",").map(String.init)
        guard !locales.isEmpty else { throw BenchError.usage("--locales takes a list such as en,ru") }
      case "-h", "--help":
        throw BenchError.usage("")
      default:
        throw BenchError.usage("unknown argument '\(argument)'")
      }
    }
  }
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The generated scene and what it holds.
struct GeneratedScene {
  /// The scene, screen frames resolved.
  var scene: Scene
  /// The elements generated, the root included.
  var elements: Int
  /// The rows.
  var rows: Int
  /// The `RatingControl` instances (each expands into its star buttons).
  var ratingControls: Int
}

/// Builds a scene of exactly `count` elements (the root included): a 390-point-wide root view
/// holding rows stacked vertically. A row is a container view with, on its first line, a label, a
/// titled button, an image-only button and a switch; on its second line a text field with a
/// placeholder and a slider; and every 10th row, on a third line, an empty `RatingControl` stack view
/// whose runtime attribute `rating` is the row number modulo 6. The last row is cut short to make
/// the count.
func generateScene(elements count: Int) -> GeneratedScene {
  let file = "generated.storyboard"
  var line = 0
  func location() -> SourceLocation {
    line += 1
    return SourceLocation(file: file, line: line, column: 1)
  }
  var rows: [Element] = []
  var made = 1
  var top = 0.0
  var ratingControls = 0
  var row = 0
  while made < count {
    let hasRating = row % 10 == 0
    let height = hasRating ? 142.0 : 90.0
    let id = "r\(row)"
    var children: [Element] = [
      Element(
        id: "\(id)-label", role: .staticText, className: "label", frame: Rect(x: 16, y: 8, width: 120, height: 21),
        content: Content(text: "Item \(row + 1)"), location: location()),
      Element(
        id: "\(id)-button", role: .button, className: "button", frame: Rect(x: 144, y: 4, width: 80, height: 30),
        content: Content(titles: [.normal: "Edit"]), location: location()),
      Element(
        id: "\(id)-image", role: .button, className: "button", frame: Rect(x: 232, y: 4, width: 30, height: 30),
        content: Content(images: [.normal: "square.and.arrow.up"]), location: location()),
      Element(
        id: "\(id)-switch", role: .switch, className: "switch", frame: Rect(x: 323, y: 3, width: 51, height: 31),
        state: ControlState(isOn: row % 2 == 0), location: location()),
      Element(
        id: "\(id)-field", role: .textField, className: "textField", frame: Rect(x: 16, y: 48, width: 200, height: 34),
        content: Content(placeholder: "Enter a name"), location: location()),
      Element(
        id: "\(id)-slider", role: .slider, className: "slider", frame: Rect(x: 224, y: 50, width: 150, height: 31),
        content: Content(range: RangeValue(value: Double(row % 11), minimum: 0, maximum: 10)), location: location()),
    ]
    if hasRating {
      children.append(
        Element(
          id: "\(id)-rating", role: .stackView, customClass: CustomClass(name: "RatingControl"),
          className: "stackView", frame: Rect(x: 16, y: 90, width: 252, height: 44),
          stack: StackLayout(axis: .horizontal, spacing: 8),
          runtimeAttributes: [RuntimeAttribute(keyPath: "rating", value: .number(Double(row % 6)))],
          location: location()))
    }
    let budget = count - made - 1
    if children.count > budget { children.removeLast(children.count - budget) }
    ratingControls += children.contains { $0.customClass != nil } ? 1 : 0
    rows.append(
      Element(
        id: id, role: .view, className: "view", frame: Rect(x: 0, y: top, width: 390, height: height),
        children: children, location: location()))
    made += 1 + children.count
    top += height
    row += 1
  }
  var root = Element(
    id: "root", role: .view, className: "view", frame: Rect(x: 0, y: 0, width: 390, height: top), children: rows,
    location: SourceLocation(file: file, line: 0, column: 1))
  root.resolveScreenFrames()
  let scene = Scene(
    id: "generated", name: "Generated", root: root, location: SourceLocation(file: file, line: 0, column: 1))
  return GeneratedScene(scene: scene, elements: made, rows: rows.count, ratingControls: ratingControls)
}

/// Median, min and max of a list of values.
struct Spread {
  var median: Double
  var min: Double
  var max: Double

  init(_ values: [Double]) {
    median = HeraldBenchSupport.median(values)
    min = values.min() ?? 0
    max = values.max() ?? 0
  }
}

/// One locale's figures.
struct LocaleResult {
  var locale: String
  var utterances: Int
  var construction: Double
  var announce: Spread
  var message: Spread
  /// Median seconds of the stages, timed apart: expansion, reading order, describing, the profile.
  var stages: [(String, Double)]

  /// Utterances per second at the median.
  var rate: Double { Double(utterances) / announce.median }
  /// Microseconds per utterance at the median.
  var microsecondsPerUtterance: Double { announce.median * 1e6 / Double(utterances) }
  /// One utterance in catalog messages.
  var ratio: Double { microsecondsPerUtterance * 1000 / message.median }
}

/// Measures one locale: construction once, then --runs announcements, each followed by
/// --message-calls formats of the reference message.
func measure(_ locale: String, scene: Scene, options: Options, sink: inout Int) throws -> LocaleResult {
  let tag = try LanguageTag(locale)
  var announcer: Announcer?
  let construction = try seconds { announcer = try Announcer(locale: tag, profile: .voiceover) }
  guard let announcer else { throw BenchError.failed("no announcer for \(locale)") }
  let catalog = Catalog.herald
  let arguments: [String: MessageArgument] = ["count": .number(.int(messageCount))]
  // Warm-up: one announcement and a tenth of the message calls; the utterance count must not vary.
  let utterances = try announcer.announce(scene).utterances.count
  for _ in 0..<max(1, options.messageCalls / 10) {
    sink &+= try catalog.format(messageKey, locale: tag, arguments).text.utf8.count
  }
  var announceTimes: [Double] = []
  var messageTimes: [Double] = []
  for _ in 0..<options.runs {
    var count = 0
    announceTimes.append(try seconds { count = try announcer.announce(scene).utterances.count })
    guard count == utterances else {
      throw BenchError.failed("\(locale): \(count) utterances in one run, \(utterances) in another")
    }
    sink &+= count
    var total = 0
    let time = try seconds {
      for _ in 0..<options.messageCalls {
        total &+= try catalog.format(messageKey, locale: tag, arguments).text.utf8.count
      }
    }
    sink &+= total
    messageTimes.append(time * 1e9 / Double(options.messageCalls))
  }
  return LocaleResult(
    locale: locale, utterances: utterances, construction: construction, announce: Spread(announceTimes),
    message: Spread(messageTimes), stages: try stages(of: announcer, scene: scene, runs: options.runs, sink: &sink))
}

/// The median seconds of each stage of `announce(scene)`, measured as differences of cumulative
/// calls of the announcer's public API: expansion, `readingOrder.stops`, `describe` of every stop
/// (stops and describing), `utterances(in:)` (stops, describing and the profile's phrase).
func stages(of announcer: Announcer, scene: Scene, runs: Int, sink: inout Int) throws -> [(String, Double)] {
  let root = try announcer.expander.expand(scene.root).root
  var expand: [Double] = []
  var stops: [Double] = []
  var described: [Double] = []
  var spoken: [Double] = []
  for _ in 0..<runs {
    var count = 0
    try expand.append(seconds { count &+= try announcer.expander.expand(scene.root).instances.count })
    stops.append(seconds { count &+= announcer.readingOrder.stops(in: root).count })
    described.append(seconds { count &+= announcer.readingOrder.stops(in: root).map(announcer.describe).count })
    spoken.append(seconds { count &+= announcer.utterances(in: root).count })
    sink &+= count
  }
  let (e, s, d, u) = (median(expand), median(stops), median(described), median(spoken))
  return [
    ("expansion", e), ("reading order (stops)", s), ("describe (label, value, traits)", d - s),
    ("profile (phrase, Utterance)", u - d),
  ]
}

/// Checks that the scene announces what it was built to: every generated element but the root and
/// the row containers and rating stack views is spoken, and each rating control speaks five stars.
func verify(_ generated: GeneratedScene, locale: String) throws -> Int {
  let announcer = try Announcer(locale: try LanguageTag(locale))
  let utterances = try announcer.announce(generated.scene).utterances
  let stars = utterances.filter { $0.customClass == nil && $0.elementID.contains("-rating#") }.count
  let expected = generated.elements - 1 - generated.rows - generated.ratingControls + 5 * generated.ratingControls
  guard stars == 5 * generated.ratingControls, utterances.count == expected else {
    throw BenchError.failed(
      "\(locale): \(utterances.count) utterances (\(stars) stars), expected \(expected) (\(5 * generated.ratingControls) stars)"
    )
  }
  return utterances.count
}

/// Pads `text` on the left to `width` columns.
func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Generates, verifies, measures and prints.
func run() throws {
  let options = try Options(CommandLine.arguments)
  var generated: GeneratedScene?
  let generation = seconds { generated = generateScene(elements: options.elements) }
  guard let generated else { throw BenchError.failed("no scene generated") }
  var sink = 0
  var results: [LocaleResult] = []
  // Measured first, so that the construction of each locale's announcer loads its catalog cold.
  for locale in options.locales {
    results.append(try measure(locale, scene: generated.scene, options: options, sink: &sink))
  }
  for locale in options.locales { _ = try verify(generated, locale: locale) }

  print(
    "herald-announce-bench: one generated scene, \(generated.elements) elements"
      + " (\(generated.rows) rows, \(generated.ratingControls) RatingControl expanded to 5 stars each),"
      + String(format: " built in %.1f ms", generation * 1000))
  print("  Announcer.announce(scene) (expansion + reading order + utterances), VoiceOver profile, ICU \(ICU.version)")
  print(
    "  median (min–max) of \(options.runs) runs; one message = Catalog.herald.format(\"\(messageKey)\","
      + " count: \(messageCount)), median of \(options.runs) × \(options.messageCalls) calls")
  print("")
  print(
    "locale" + right("utterances", 11) + right("init ms", 9) + right("announce ms", 24) + right("utterances/s", 14)
      + right("µs/utt", 8) + right("ns/message", 22) + right("utt/message", 13))
  for result in results {
    let announce = String(
      format: "%.1f (%.1f–%.1f)", result.announce.median * 1000, result.announce.min * 1000,
      result.announce.max * 1000)
    let message = String(format: "%.0f (%.0f–%.0f)", result.message.median, result.message.min, result.message.max)
    print(
      result.locale.padding(toLength: 6, withPad: " ", startingAt: 0) + right(String(result.utterances), 11)
        + right(String(format: "%.2f", result.construction * 1000), 9) + right(announce, 24)
        + right(String(format: "%.0f", result.rate), 14)
        + right(String(format: "%.2f", result.microsecondsPerUtterance), 8) + right(message, 22)
        + right(String(format: "%.1f×", result.ratio), 13))
  }
  print("")
  for result in results {
    let parts = result.stages.map { "\($0.0) " + String(format: "%.1f ms", $0.1 * 1000) }
    print("stages, \(result.locale) (median, timed apart): " + parts.joined(separator: ", "))
  }
  print("checksum: \(sink) (utterances and bytes formatted; keeps the work observable)")
  let verdicts = results.map { result in
    let verdict = result.rate >= goalRate ? "met, goal met" : result.rate >= targetRate ? "met" : "NOT met"
    return "\(result.locale) \(String(format: "%.0f", result.rate))/s \(verdict)"
  }
  print("target ≥ 200,000 utterances/s (goal 500,000): " + verdicts.joined(separator: ", "))
}

runBenchmark(
  name: "herald-announce-bench",
  usage: "herald-announce-bench [--elements N] [--runs R] [--locales en,ru] [--message-calls M]", run)
