// herald-report-bench: builds the HTML report of a generated scene of 1,000 focusable elements
// (rows of a settings-like list: label, value, switch, image button without a label, slider),
// audited with every built-in rule, and times how long headless Chromium takes to render it to a
// PNG, next to Chromium rendering an empty page (the floor: starting the browser) in the same run.
// Run by `make bench-report`; see docs/performance.md.
import Foundation
import HeraldAnnouncer
import HeraldAudit
import HeraldBenchSupport
import HeraldICU
import HeraldReport
import HeraldRules
import HeraldSyntax
import HeraldTree

struct Options {
  var chromium = "/usr/bin/chromium"
  var runs = 5
  var rows = 200

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--rows": rows = try positiveInteger(iterator.next(), for: "--rows")
      case "--chromium":
        guard let path = iterator.next() else { throw BenchError.usage("--chromium takes a path") }
        chromium = path
      case "-h", "--help": throw BenchError.usage("")
      default: throw BenchError.usage("unknown argument \(argument)")
      }
    }
  }
}

/// A list of `rows` rows of five elements each, 50 pt apart, on a 375-pt-wide screen.
func scene(rows: Int) -> ControlTree {
  let here = SourceLocation(file: "Generated.json", line: 1, column: 1)
  func element(_ id: String, _ role: Role, _ x: Double, _ width: Double, _ content: Content) -> Element {
    Element(id: id, role: role, frame: Rect(x: x, y: 3, width: width, height: 44), content: content, location: here)
  }
  let cells = (0..<rows).map { row in
    var slider = element("slider\(row)", .slider, 264, 60, Content())
    slider.content.range = RangeValue(value: Double(row % 10), minimum: 0, maximum: 10)
    var toggle = element("switch\(row)", .switch, 200, 51, Content())
    toggle.state.isOn = row % 2 == 0
    return Element(
      id: "row\(row)", role: .view, frame: Rect(x: 0, y: Double(row) * 50, width: 375, height: 50),
      children: [
        element("label\(row)", .staticText, 16, 90, Content(text: "Setting \(row + 1)")),
        element("value\(row)", .staticText, 110, 80, Content(text: "\(row * 7 % 100) %")),
        toggle,
        slider,
        element("more\(row)", .button, 330, 36, Content(images: [.normal: "info.circle"])),
      ], location: here)
  }
  var root = Element(
    id: "root", role: .view, frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 50), children: cells,
    location: here)
  root.resolveScreenFrames()
  return ControlTree(
    file: "Generated.json", format: .heraldJSON, platform: .iOS,
    scenes: [Scene(id: "generated", name: "Generated list", root: root, location: here)])
}

/// The wall time of one headless Chromium screenshot of `page`, in seconds.
func render(_ page: String, chromium: String, png: String, profile: String) throws -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  let status = try spawn([
    chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
    "--screenshot=\(png)", "--window-size=1300,1400", "file://\(page)",
  ])
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  guard status == 0, FileManager.default.fileExists(atPath: png) else {
    throw BenchError.failed("\(chromium) did not render \(page) (status \(status))")
  }
  try? FileManager.default.removeItem(atPath: png)
  return seconds
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  guard FileManager.default.isExecutableFile(atPath: options.chromium) else {
    throw BenchError.failed(
      "\(options.chromium) is not there: run `make deps` (Debian's chromium) or pass --chromium PATH")
  }
  let tree = scene(rows: options.rows)
  let selection = try RuleSelection().apply(builtIn: BuiltInRules.all, packs: [])
  let auditor = try Auditor(rules: selection.rules, severities: selection.severities, notRun: selection.notRun)
  var result = auditor.audit(tree)
  result.tree = tree
  let report = auditor.report([result])
  let builder = ReportBuilder(announcer: try Announcer(locale: Catalog.english))

  var buildTimes: [Double] = []
  var html = ""
  for _ in 0..<options.runs {
    let start = DispatchTime.now().uptimeNanoseconds
    html = HTMLReport(builder.build(report, toolVersion: HeraldVersion.current)).render()
    buildTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  let visual = builder.build(report, toolVersion: HeraldVersion.current)
  let stops = visual.scenes.first?.readings.first?.stops.count ?? 0
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-report-bench-\(getpid())").path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let page = directory + "/report.html"
  let empty = directory + "/empty.html"
  try Data(html.utf8).write(to: URL(fileURLWithPath: page))
  try Data("<!DOCTYPE html><html lang=\"en\"><title>empty</title></html>".utf8).write(to: URL(fileURLWithPath: empty))

  // One warm-up of each, then alternate, so that both see the same disk cache and machine load.
  _ = try render(empty, chromium: options.chromium, png: directory + "/e.png", profile: directory + "/p")
  _ = try render(page, chromium: options.chromium, png: directory + "/r.png", profile: directory + "/p")
  var floors: [Double] = []
  var renders: [Double] = []
  for _ in 0..<options.runs {
    floors.append(try render(empty, chromium: options.chromium, png: directory + "/e.png", profile: directory + "/p"))
    renders.append(try render(page, chromium: options.chromium, png: directory + "/r.png", profile: directory + "/p"))
  }
  let floor = median(floors)
  let rendered = median(renders)
  print(
    "herald-report-bench: one scene of \(options.rows) rows, \(tree.scenes[0].root.allElements.count) elements, \(stops) focus stops, \(report.findings.count) findings; \(html.utf8.count / 1024) KiB of HTML"
  )
  print("  median of \(options.runs) runs")
  print("")
  func line(_ name: String, _ seconds: Double, _ note: String = "") {
    print("  " + name.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%8.3f s", seconds) + note)
  }
  line("herald: build and render the HTML", median(buildTimes))
  line("chromium: screenshot of an empty page (floor)", floor)
  line(
    "chromium: screenshot of the report", rendered,
    String(format: "  %5.2f× the floor  (target < 2 s)", rendered / floor))
  line("chromium: the report's own share (report − floor)", rendered - floor)
  if rendered >= 2 {
    throw BenchError.failed(String(format: "the report took %.2f s to render, over the 2 s target", rendered))
  }
}

runBenchmark(name: "herald-report-bench", usage: "herald-report-bench [--runs N] [--rows N] [--chromium PATH]") {
  try run()
}
