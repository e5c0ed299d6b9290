import Foundation
import HeraldTestSupport
import Testing

/// `herald report` and `audit --format html`, rendered by headless Chromium as people see them.
@Suite struct ReportCommandTests {
  struct Box: Decodable {
    var x, y, w, h: Double
  }
  struct Probe: Decodable {
    struct Scene: Decodable {
      var name: String
      var readings: [Reading]
      var listed: [Marker]
      var svgs: [Box]
    }
    struct Reading: Decodable {
      var locale: String
      var mirrored: Bool
      var hidden: Bool
      var legend: [Entry]
      var badges: [Badge]
      var markers: [Marker]
    }
    struct Entry: Decodable {
      var n: Int
      var element: String
      var drawn: Bool
      var colour: String
      var said: String
    }
    struct Badge: Decodable {
      var n: Int
      var element: String
      var text: String
      var colour: String
      var badge: Box
      var outline: Box
    }
    struct Marker: Decodable {
      var rule: String
      var element: String
    }
    var resources: [String]
    /// How far the page is wider than the window (0: no horizontal scrolling).
    var overflow: Double
    var scenes: [Scene]

    func scene(_ name: String) throws -> Scene {
      try #require(scenes.first { $0.name == name }, "no scene \(name) among \(scenes.map(\.name))")
    }
  }

  static func decode<T: Decodable>(_ type: T.Type, _ load: Chromium.Load, _ name: String) throws -> T {
    let text = try #require(load.attributes[name], "the page set no \(name); console: \(load.console)")
    return try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// `rgb(0, 255, 255)` as numbers.
  static func rgb(_ css: String) -> [Int] {
    css.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.prefix(3).map { $0 }
  }

  @Test func theExamplesReportShowsTheFocusOrderAndFindingsInChromium() throws {
    let directory = try temporaryDirectory([:], prefix: "herald-report")
    let page = directory + "/report.html"
    let run = try Herald.run(
      "report", "Examples/FoodTracker/Main.storyboard", "Examples/JRNL/EntryDetail.json", "--locale", "en",
      "--locale", "ar", "--output", page)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("wrote \(page): 2 files, 2 scenes"))

    // A window tall enough for both scenes, so that the screenshot below holds every badge.
    let load = try Chromium.load(
      page, scripts: [ReportProbe.layout, ReportProbe.keyboard, try ReportProbe.axe(), ReportProbe.axeRun],
      height: 5000)
    #expect(load.console.isEmpty, "console: \(load.console)")
    let probe = try Self.decode(Probe.self, load, "data-probe")
    #expect(probe.resources.isEmpty, "the page loaded \(probe.resources)")
    #expect(probe.overflow <= 0, "the page scrolls sideways")

    // FoodTracker: ten focus stops, numbered in the legend's order, badge and swatch in one colour.
    let meal = try probe.scene("Meal Detail — MealViewController")
    let english = try #require(meal.readings.first)
    #expect(english.locale == "en" && !english.mirrored && !english.hidden)
    #expect(english.legend.map(\.n) == Array(1...10) && english.legend.allSatisfy(\.drawn))
    #expect(english.badges.map(\.n) == Array(1...10))
    #expect(english.badges.map(\.text) == (1...10).map(String.init))
    #expect(english.badges.map(\.element) == english.legend.map(\.element))
    #expect(zip(english.badges, english.legend).allSatisfy { Self.rgb($0.colour) == Self.rgb($1.colour) })
    #expect(english.legend[0].said == "1. Cancel. Button.")
    // The five stars are outlined on one row, left to right, one size.
    let stars = english.badges.filter { $0.element.hasPrefix("Rt8-sC-1mN#") }
    #expect(stars.map(\.element) == (1...5).map { "Rt8-sC-1mN#\($0)" })
    #expect(
      stars.allSatisfy { abs($0.outline.y - stars[0].outline.y) < 0.5 && abs($0.outline.h - stars[0].outline.h) < 0.5 })
    #expect(zip(stars, stars.dropFirst()).allSatisfy { $0.outline.x + $0.outline.w <= $1.outline.x })
    // Arabic reads the same screen mirrored: the first star is now the rightmost.
    let arabic = try #require(meal.readings.last)
    #expect(arabic.locale == "ar" && arabic.mirrored && arabic.hidden)
    // Arabic reads the screen mirrored, as iOS lays it out: star 1 is still stop 6, now rightmost,
    // and the badges run right to left.
    let mirrored = arabic.badges.filter { $0.element.hasPrefix("Rt8-sC-1mN#") }
    #expect(mirrored.map(\.element) == (1...5).map { "Rt8-sC-1mN#\($0)" } && mirrored.map(\.n) == Array(6...10))
    #expect(zip(mirrored, mirrored.dropFirst()).allSatisfy { $0.outline.x > $1.outline.x + $1.outline.w - 0.5 })

    // JRNL: the five unlabeled stars are flagged on the drawing and in the list.
    let entry = try probe.scene("Entry Detail")
    let unlabeled = (1...5).map { "rating-view#\($0)" }
    #expect(entry.readings[0].markers.filter { $0.rule == "image-button-missing-label" }.map(\.element) == unlabeled)
    #expect(entry.listed.filter { $0.rule == "image-button-missing-label" }.map(\.element) == unlabeled)

    // The locale tabs work from the keyboard.
    let keyboard = try #require(ReportProbe.json(load, "data-keyboard") as? [String: Any])
    // The first tab is the scene with the most severe findings: JRNL's five unlabeled stars
    // (errors) before FoodTracker's warnings, although the files were given the other way round.
    #expect(probe.scenes.map(\.name) == ["Entry Detail", "Meal Detail — MealViewController"])
    #expect(keyboard["focused"] as? String == "scene-EntryDetail-json-entry-detail-tab-1")
    #expect(keyboard["selected"] as? [String] == ["scene-EntryDetail-json-entry-detail-tab-1"])
    #expect(keyboard["shown"] as? [Bool] == [false, true])

    // A deep link into a locale not shown (FoodTracker's Arabic panel) selects that locale and
    // scrolls to it; the ids are the files' and scenes' names, not their places on the page.
    let arabicPanel = "scene-Main-storyboard-mDt-4s-Kq7-panel-1"
    let deep = try Chromium.load(page, scripts: [ReportProbe.deepLink], fragment: arabicPanel)
    let link = try #require(ReportProbe.json(deep, "data-deep-link") as? [String: Any])
    #expect(link["found"] as? Bool == true && link["shown"] as? Bool == true, "\(link)")
    #expect((link["scrollY"] as? Double ?? 0) > 0, "\(link)")
    #expect(abs(link["top"] as? Double ?? 99) < 2, "\(link)")

    // The page itself passes axe-core (WCAG 2 A/AA and best practices).
    let axe = try #require(ReportProbe.json(load, "data-axe") as? [[String: Any]])
    #expect(axe.isEmpty, "axe-core: \(axe)")

    // The screenshot shows the badges where the page lays them out, in their colours.
    let png = directory + "/report.png"
    let points = english.badges.map { (x: $0.badge.x + $0.badge.w / 2, y: $0.badge.y + $0.badge.h * 0.2) }
    func close(_ seen: [Int]?, _ css: String) -> Bool {
      seen.map { zip($0, Self.rgb(css)).allSatisfy { abs($0 - $1) <= 48 } } ?? false
    }
    // Headless Chromium has written a shot with the badges' places still blank, or no shot at all
    // (a browser start-up error), while the whole suite loaded the machine (seen in clean-clone
    // runs; never alone): up to five shots, three seconds apart, the last one judged and its error
    // thrown.
    var console: [String] = []
    var colours: [[Int]?] = []
    for attempt in 1...5 {
      if attempt > 1 { Thread.sleep(forTimeInterval: 3) }
      do {
        console = try Chromium.screenshot(page, to: png, width: 1300, height: 5000)
      } catch  where attempt < 5 {
        continue
      }
      colours = try Chromium.pixels(of: png, at: points)
      if colours.count == english.badges.count, zip(colours, english.badges).allSatisfy({ close($0, $1.colour) }) {
        break
      }
      // Under the whole suite's load the probe above has measured the page laid out differently
      // above the scene from the shot (every badge moved alike; never alone; the failing run's shot
      // matched a quiet probe to 2 px): the badges are looked for at one common vertical shift, so
      // their places relative to each other and their colours still decide.
      let shifts = Array(stride(from: -1500, through: 1500, by: 2))
      let shifted = shifts.flatMap { dy in points.map { (x: $0.x, y: $0.y + Double(dy)) } }
      let all = try Chromium.pixels(of: png, at: shifted)
      if let index = shifts.indices.first(where: { index in
        let slice = Array(all[(index * points.count)..<min(all.count, (index + 1) * points.count)])
        return slice.count == points.count && zip(slice, english.badges).allSatisfy { close($0, $1.colour) }
      }) {
        colours = Array(all[(index * points.count)..<((index + 1) * points.count)])
        break
      }
    }
    #expect(console.isEmpty, "console: \(console)")
    #expect(colours.count == 10)
    for (badge, colour) in zip(english.badges, colours) {
      let expected = Self.rgb(badge.colour)
      let seen = try #require(colour, "badge \(badge.n) is outside the screenshot")
      #expect(
        zip(seen, expected).allSatisfy { abs($0 - $1) <= 48 },
        "badge \(badge.n): \(seen) in the PNG, \(expected) on the page")
    }
    if ProcessInfo.processInfo.environment["HERALD_UPDATE_SCREENSHOT"] != nil {
      let target = TestPaths.repository + "/docs/report-screenshot.png"
      try? FileManager.default.removeItem(atPath: target)
      try FileManager.default.copyItem(atPath: png, toPath: target)
    }
  }

  @Test func baselineFindingsAreMarkedKnownAndTheSwitchesWork() throws {
    let directory = try temporaryDirectory([:], prefix: "herald-report")
    let baseline = directory + "/baseline.json"
    let recorded = try Herald.run("audit", "Examples/JRNL", "--write-baseline", baseline)
    #expect(recorded.status == 0, "\(recorded.errors)")
    let page = directory + "/report.html"
    let run = try Herald.run(
      "report", "Examples/JRNL", "Examples/FoodTracker", "--baseline", baseline, "--locale", "ar", "--locale", "en",
      "--output", page)
    #expect(run.status == 0, "\(run.errors)")
    let switches = """
      window.addEventListener('load',function(){
        function shown(selector){return Array.prototype.filter.call(document.querySelectorAll(selector),
          function(e){return e.getClientRects().length>0;}).length;}
        var before={known:shown('svg a.finding.known'),fresh:shown('svg a.finding.new'),shownMarkers:shown('svg a.finding'),
          targets:shown('svg .touch-targets')};
        document.getElementById('only-new').click();
        document.getElementById('show-touch-targets').click();
        var after={shownMarkers:shown('svg a.finding'),shownItems:shown('li.finding'),targets:shown('svg .touch-targets'),
          small:shown('svg rect.tt.small')};
        document.documentElement.setAttribute('data-switches',JSON.stringify({before:before,after:after}));
      });
      """
    let load = try Chromium.load(page, scripts: [switches, try ReportProbe.axe(), ReportProbe.axeRun])
    #expect(load.console.isEmpty, "console: \(load.console)")
    // A page whose first locale is right to left passes axe-core too.
    let axe = try #require(ReportProbe.json(load, "data-axe") as? [[String: Any]])
    #expect(axe.isEmpty, "axe-core: \(axe)")
    let result = try #require(ReportProbe.json(load, "data-switches") as? [String: [String: Int]])
    let before = try #require(result["before"])
    let after = try #require(result["after"])
    // JRNL's 8 findings are in the baseline; FoodTracker's 5 are new.
    #expect(before["known"] == 8 && before["fresh"] == 5)
    #expect(before["shownMarkers"] == 13 && before["targets"] == 0)
    #expect(after["shownMarkers"] == 5 && after["shownItems"] == 5, "only the new ones stay")
    #expect(after["targets"] == 2, "one touch-target layer per scene, in the shown (Arabic) tab")
    #expect(after["small"] == 1, "only FoodTracker's name field, 30 pt high, is smaller than 44 pt")
  }

  @Test func auditWritesTheSamePageWithFormatHTML() throws {
    let directory = try temporaryDirectory([:], prefix: "herald-report")
    let page = directory + "/audit.html"
    let run = try Herald.run("audit", "Examples/JRNL", "--format", "html", "--output", page, "--fail-on", "never")
    #expect(run.status == 0, "\(run.errors)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(
      html.components(separatedBy: "data-rule=\"image-button-missing-label\"").count - 1 == 10, "5 markers, 5 entries")
  }

  @Test func withSpeakEveryUtteranceHasItsWAVInThePage() throws {
    let directory = try temporaryDirectory([:], prefix: "herald-report")
    let page = directory + "/spoken.html"
    let run = try Herald.run("report", "Examples/FoodTracker/Main.storyboard", "--speak", "--output", page)
    #expect(run.status == 0, "\(run.errors)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let sources = html.matches(of: #/<audio controls preload="none" src="data:audio\/wav;base64,([A-Za-z0-9+\/=]+)"/#)
    #expect(sources.count == 10)
    for source in sources {
      let wav = try #require(Data(base64Encoded: String(source.output.1)))
      #expect(wav.prefix(4) == Data("RIFF".utf8) && wav.count > 10_000, "a WAV file with sound")
    }
  }

  @Test("A report that exists is replaced without --force (generated output); --force is still accepted")
  func aReportThatExistsIsReplaced() throws {
    let directory = try temporaryDirectory(["report.html": "mine"], prefix: "herald-report")
    let page = directory + "/report.html"
    let replaced = try Herald.run("report", "Examples/JRNL", "--output", page)
    #expect(replaced.status == 0 && !replaced.errors.contains("--force"))
    #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    let forced = try Herald.run("report", "Examples/JRNL", "--output", page, "--force")
    #expect(forced.status == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(leftovers == ["report.html"], "no temporary file stays: \(leftovers)")
  }

  /// The Interface Builder corpora, and the SwiftUI app IceCubes (outlines): every folder's report
  /// renders with every scene drawn, no console message, no request and no sideways scrolling, and
  /// axe-core finds no violation in it.
  @Test(
    .requires(.ibCorpus), .requires(.appsCorpus),
    arguments: [
      "corpus/ib/AppPeterPan+FoodTrackerNSCoding", "corpus/ib/Automattic+pocket-casts-ios",
      "corpus/ib/bqlin+Apple-Sample-Code",
      "corpus/ib/ioscreator+ioscreator", "corpus/ib/openfoodfacts+openfoodfacts-ios", "corpus/ib/videolan+vlc-ios",
      "corpus/apps/AppPeterPan+FoodTrackerNSCoding", "corpus/apps/artsy+eidolon", "corpus/apps/evgenyneu+Cosmos",
      "corpus/apps/openfoodfacts+openfoodfacts-ios", "corpus/apps/Dimillian+IceCubesApp",
    ])
  func corpusReportsRender(_ folder: String) throws {
    let directory = try temporaryDirectory([:], prefix: "herald-report")
    let page = directory + "/report.html"
    let run = try Herald.run("report", TestPaths.shared + "/" + folder, "--output", page)
    #expect(run.exited)
    // Inputs Herald cannot read (pre-Xcode 5 archives) are reported; the others are drawn.
    let problems = run.errors.split(separator: "\n").filter {
      $0.contains(": error:") && !$0.contains("unsupported format")
    }
    #expect(problems.isEmpty, "\(problems)")
    let written = try #require(run.errors.firstMatch(of: #/wrote .*: (\d+) files?, (\d+) scenes?/#), "\(run.errors)")
    let load = try Chromium.load(page, scripts: [ReportProbe.layout, try ReportProbe.axe(), ReportProbe.axeRun])
    #expect(load.console.isEmpty, "console: \(load.console)")
    let probe = try Self.decode(Probe.self, load, "data-probe")
    #expect(probe.resources.isEmpty)
    // The page passes axe-core on real apps too (scenes of one name are common).
    let axe = try #require(ReportProbe.json(load, "data-axe") as? [[String: Any]])
    #expect(axe.isEmpty, "axe-core: \(axe)")
    #expect(probe.overflow <= 0, "the page scrolls sideways by \(probe.overflow) px")
    #expect(probe.scenes.count == Int(written.output.2))
    #expect(probe.scenes.allSatisfy { $0.svgs.allSatisfy { $0.w > 0 && $0.h > 0 } })
    // Every focus stop has a badge on the drawing, or its legend entry says why not.
    for scene in probe.scenes {
      for reading in scene.readings {
        #expect(reading.badges.map(\.n) == reading.legend.filter(\.drawn).map(\.n), "\(scene.name)")
      }
    }
  }
}
