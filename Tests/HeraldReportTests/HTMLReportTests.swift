import Foundation
import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldReport
import HeraldRules
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite struct HTMLReportTests {
  static let examples = ["Examples/FoodTracker/Main.storyboard", "Examples/JRNL/EntryDetail.json"]

  /// Every `src`, `href` and `url(` target of the page.
  private static func references(in html: String) throws -> [String] {
    let pattern = try NSRegularExpression(pattern: #"(?:src|href)="([^"]*)"|url\(([^)]*)\)"#)
    let range = NSRange(html.startIndex..., in: html)
    return pattern.matches(in: html, range: range).compactMap { match in
      (1...2).compactMap { Range(match.range(at: $0), in: html).map { String(html[$0]) } }.first
    }
  }

  @Test func thePageLoadsNothingFromOutsideItself() throws {
    let html = HTMLReport(try ReportSupport.visual(try ReportSupport.audit(Self.examples), locales: ["en", "ar"]))
      .render()
    let references = try Self.references(in: html)
    #expect(!references.isEmpty)
    #expect(references.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("data:") }, "\(references)")
    #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none';"))
    #expect(!html.contains("@import") && !html.contains("@font-face"))
    // The only absolute URL is SVG's namespace name, which is never fetched.
    let absolute = html.components(separatedBy: "http").dropFirst().map { $0.prefix(30) }.filter {
      !$0.hasPrefix("-equiv")
    }
    #expect(absolute.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") }, "\(absolute)")
  }

  @Test func everyFocusStopIsNumberedInTheLegendsOrderWithItsColour() throws {
    let visual = try ReportSupport.visual(try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"]))
    let scene = try #require(ReportSupport.scene(visual, named: "Meal Detail — MealViewController"))
    let stops = scene.readings[0].stops
    #expect(stops.map(\.number) == Array(1...10))
    #expect(stops[5].utterance.elementID == "Rt8-sC-1mN#1" && stops[5].isActionable)
    #expect(stops[4].path == "view/stackView/image" && !stops[4].isActionable)
    let html = HTMLReport(visual).render()
    let badges = html.components(separatedBy: "<g class=\"stop\" data-stop=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    let legend = html.components(separatedBy: "<li class=\"stop\" data-stop=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(badges.map(String.init) == (1...10).map(String.init))
    #expect(legend == badges)
    // The sixth badge and swatch share AccessibilitySnapshot's sixth colour, purple.
    #expect(html.contains("data-stop=\"6\" data-element=\"Rt8-sC-1mN#1\"><title>6. Selected: Set 1 star rating"))
    #expect(html.components(separatedBy: "#800080").count - 1 >= 2)
  }

  @Test func findingsAreDrawnOnTheirElementsAndListedWithTheirFix() throws {
    let visual = try ReportSupport.visual(try ReportSupport.audit(["Examples/JRNL/EntryDetail.json"]))
    let scene = try #require(ReportSupport.scene(visual, named: "Entry Detail"))
    let unlabeled = scene.findings.filter { $0.ruleID == "image-button-missing-label" }
    #expect(unlabeled.map(\.location.elementID) == (1...5).map { "rating-view#\($0)" })
    let html = HTMLReport(visual).render()
    for star in 1...5 {
      // The marker links to the finding's entry in the list.
      let marker = try #require(
        html.firstMatch(
          of: try Regex(
            ##"<a href="#(f-\d+)" class="finding violation" data-rule="image-button-missing-label" data-impact="critical" data-element="rating-view#"##
              + "\(star)\">")))
      let anchor = try #require(marker.output[1].substring)
      #expect(
        html.contains("<li id=\"\(anchor)\" class=\"finding violation\" data-rule=\"image-button-missing-label\""))
    }
    #expect(html.contains("<strong>Fix:</strong> Set an accessibility label"))
    // Each entry names its star as a person sees it (its type and image) before its place.
    let name = try #require(unlabeled.first?.location.elementName)
    #expect(name.hasPrefix("button “"))
    #expect(html.contains("<p class=\"where\"><span class=\"element\">\(name)</span> <code>"))
    #expect(visual.unplacedFindings.isEmpty)
  }

  @Test func rightToLeftReadingsReadTheMirroredScreen() throws {
    let visual = try ReportSupport.visual(
      try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"]), locales: ["en", "ar"])
    let scene = try #require(visual.scenes.first)
    let (english, arabic) = (scene.readings[0], scene.readings[1])
    #expect(!english.canvas.isMirrored && arabic.canvas.isMirrored)
    // Both read star 1 first: in Arabic it is on the right, as iOS lays the stack out.
    func stars(_ reading: SceneReading) throws -> [(number: Int, id: String, x: Double)] {
      try reading.stops.filter { $0.utterance.elementID.hasPrefix("Rt8-sC-1mN#") }.map {
        ($0.number, $0.utterance.elementID, try #require($0.utterance.frame).x - reading.canvas.origin.x)
      }
    }
    let left = try stars(english)
    let right = try stars(arabic)
    #expect(left.map(\.id) == (1...5).map { "Rt8-sC-1mN#\($0)" } && right.map(\.id) == left.map(\.id))
    #expect(left.map(\.number) == Array(6...10) && right.map(\.number) == Array(6...10))
    #expect(zip(left, left.dropFirst()).allSatisfy { $0.x < $1.x })
    #expect(zip(right, right.dropFirst()).allSatisfy { $0.x > $1.x })
    // The first star at x 61.5 of a 375-point screen is at 375 − 61.5 − 44 = 269.5 in Arabic.
    #expect(left.first?.x == 61.5 && right.first?.x == 269.5)
    // Cancel, the navigation bar's leading item, is on the right in Arabic and still read first.
    #expect(arabic.stops.first?.utterance.elementID == "Cn2-xL-4bT")
    let cancel = try #require(arabic.canvas.box(for: "Cn2-xL-4bT"))
    #expect(cancel.rect.x + cancel.rect.width > 300)
    // The page is English; the Arabic reading's words carry their lang and dir.
    let html = HTMLReport(visual).render()
    #expect(html.contains("<html lang=\"en\" dir=\"ltr\">"))
    #expect(html.contains("<span lang=\"ar\" dir=\"rtl\">"))
    let panels = html.components(separatedBy: "role=\"tabpanel\"")
    #expect(panels.count == 3)
    let star = "data-element=\"Rt8-sC-1mN#1\"><title>6. "
    #expect(panels[1].contains(star) && panels[1].contains("<rect class=\"outline\" x=\"61.5\" y=\"450\""))
    #expect(panels[2].contains(star) && panels[2].contains("<rect class=\"outline\" x=\"269.5\" y=\"450\""))
  }

  @Test func aDumpOfARunningAppIsNotMirroredAgain() throws {
    // An Appium page source records the screen as shown: in Arabic it is read as it is.
    let visual = try ReportSupport.visual(
      try ReportSupport.audit(["Tests/HeraldTreeTests/Fixtures/runtime/foodtracker-appium.xml"]), locales: ["en", "ar"])
    let scene = try #require(visual.scenes.first)
    #expect(!scene.readings[1].canvas.isMirrored)
    let english = scene.readings[0].stops.map(\.utterance.frame)
    let arabic = Dictionary(
      scene.readings[1].stops.map { ($0.utterance.elementID, $0.utterance.frame) },
      uniquingKeysWith: { first, _ in first })
    #expect(scene.readings[0].stops.allSatisfy { arabic[$0.utterance.elementID] == $0.utterance.frame })
    #expect(english.contains { $0 != nil })
  }

  /// A Herald JSON tree of one 320 × 480 scene `sceneID` with `children` (JSON objects).
  static func tree(scene sceneID: String = "main", name: String = "Main", _ children: String) -> String {
    """
    {"herald": "tree", "version": 1, "platform": "ios", "scenes": [{"id": "\(sceneID)", "name": "\(name)",
      "root": {"id": "root", "role": "view", "frame": {"x": 0, "y": 0, "width": 320, "height": 480},
      "children": [\(children)]}}]}
    """
  }

  static func report(_ files: [String: String]) throws -> (VisualReport, AuditReport) {
    let directory = try temporaryDirectory(files, prefix: "herald-report")
    var request = AuditRequest(inputs: files.keys.sorted().map { directory + "/" + $0 })
    request.keepsTrees = true
    request.readsSource = false
    let session = AuditSession(environment: AuditEnvironment(builtInRules: BuiltInRules.all))
    let report = try #require(session.run(request).report)
    return (try ReportSupport.visual(report), report)
  }

  @Test func eachFindingIsMarkedWithTheLanguageItIsWrittenIn() throws {
    // Arabic lacks the translation of tap-without-button-trait's message: it is written in English,
    // and marked so; a translated message is marked Arabic.
    let report = try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"], locale: "ar")
    let visual = try ReportSupport.visual(report, locales: ["ar"])
    let findings = visual.scenes.flatMap(\.findings)
    let untranslated = try #require(findings.first { $0.ruleID == "tap-without-button-trait" })
    let translated = try #require(findings.first { $0.ruleID == "hint-describes-gesture" })
    #expect(untranslated.messageLocale?.identifier == "en" && translated.messageLocale?.identifier == "ar")
    let html = HTMLReport(visual).render()
    #expect(html.contains("<p class=\"message\" lang=\"en\" dir=\"ltr\">\(untranslated.message)"))
    #expect(html.contains("<p class=\"message\" lang=\"ar\" dir=\"rtl\">"))
  }

  @Test func scenesOfTheSameIdInTwoFilesKeepTheirOwnFindings() throws {
    let scene = Self.tree(
      #"{"id": "btn", "role": "button", "frame": {"x": 10, "y": 10, "width": 44, "height": 44}, "content": {"images": {"normal": "gear"}}}"#
    )
    let (visual, report) = try Self.report(["a.json": scene, "b.json": scene])
    #expect(visual.scenes.count == 2)
    let perScene = visual.scenes.map(\.findings.count)
    #expect(perScene.reduce(0, +) == report.findings.count)
    #expect(perScene.first == perScene.last && perScene.first ?? 0 > 0)
    for file in visual.files {
      #expect(file.scenes.flatMap(\.findings).allSatisfy { $0.location.input == file.path })
    }
  }

  @Test func textFromTheInputIsEscapedEverywhere() throws {
    let evil = #"<script>alert(1)</script>\" onmouseover=\"x' &amp;"#
    let scene = Self.tree(
      scene: "s\\\"<b>", name: evil,
      #"{"id": "\#(evil)", "role": "button", "frame": {"x": 10, "y": 10, "width": 30, "height": 30}, "content": {"images": {"normal": "\#(evil)"}}}"#
    )
    let (visual, _) = try Self.report(["evil.json": scene])
    let found = try #require(visual.scenes.first)
    #expect(found.findings.contains { $0.ruleID == "image-button-missing-label" && $0.message.contains("<script>") })
    #expect(found.canvas.box(for: #"<script>alert(1)</script>" onmouseover="x' &amp;"#) != nil, "the element is drawn")
    let html = HTMLReport(visual).render()
    // The page's own script is the only one; no attribute is broken open.
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("<b>"))
    #expect(!html.contains(#/<[^<>]*"\sonmouseover=/#), "no tag gained an attribute")
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  @Test func hostileNumbersStillMakeValidSVG() throws {
    let scene = Self.tree(
      #"""
      {"id": "huge", "role": "button", "frame": {"x": 1e300, "y": 1e20, "width": 1e308, "height": 44}, "content": {"titles": {"normal": "Huge"}}},
      {"id": "negative", "role": "button", "frame": {"x": 200, "y": 10, "width": -30, "height": -20}, "content": {"titles": {"normal": "Back"}}}
      """#)
    let (visual, _) = try Self.report(["numbers.json": scene])
    let html = HTMLReport(visual).render()
    let numbers = html.matches(of: #/ (?:x|y|width|height|cx|cy|r|x1|x2|y1|y2)="([^"]*)"/#).map { String($0.output.1) }
    #expect(!numbers.isEmpty)
    #expect(
      numbers.allSatisfy { Double($0).map { $0.isFinite && abs($0) <= 100_000 } == true },
      "\(numbers.filter { Double($0) == nil })")
    let sizes = html.matches(of: #/ (?:width|height|r)="([^"]*)"/#).compactMap { Double($0.output.1) }
    #expect(sizes.allSatisfy { $0 >= 0 }, "no negative size")
    let negative = try #require(visual.scenes.first?.canvas.box(for: "negative"))
    #expect(negative.rect == Rect(x: 170, y: -10, width: 30, height: 20))
  }

  @Test func findingsAboutElementsOfNoDrawnSceneAreKept() throws {
    var report = try ReportSupport.audit(["Examples/JRNL/EntryDetail.json"])
    let count = report.findings.count
    var stray = report.findings[0]
    stray.location.elementID = "not-in-any-scene"
    report.findings.append(stray)
    let visual = try ReportSupport.visual(report)
    #expect(visual.scenes.flatMap(\.findings).count == count)
    #expect(visual.unplacedFindings.map(\.location.elementID) == ["not-in-any-scene"])
    #expect(HTMLReport(visual).render().contains("Findings about elements not drawn"))
  }

  @Test func aThousandElementSceneIsDrawnWhole() throws {
    let here = SourceLocation(file: "big.json", line: 1, column: 1)
    let rows = (0..<1_000).map { index in
      Element(
        id: "b\(index)", role: .button,
        frame: Rect(x: Double(index % 10) * 40, y: Double(index / 10) * 40, width: 36, height: 36),
        content: Content(titles: [.normal: "B\(index)"]), location: here)
    }
    var root = Element(
      id: "root", role: .view, frame: Rect(x: 0, y: 0, width: 400, height: 4_000), children: rows, location: here)
    root.resolveScreenFrames()
    let tree = ControlTree(
      file: "big.json", format: .heraldJSON, platform: .iOS,
      scenes: [Scene(id: "big", name: "Big", root: root, location: here)])
    var report = AuditReport(files: ["big.json"])
    report.trees = [tree]
    let visual = try ReportSupport.visual(report)
    let scene = try #require(visual.scenes.first)
    #expect(scene.canvas.boxes.count == 1_001)
    #expect(scene.readings[0].stops.count == 1_000)
    let html = HTMLReport(visual).render()
    #expect(html.components(separatedBy: "<g class=\"stop\"").count - 1 == 1_000)
  }
}

@Suite struct MarkerPaletteTests {
  /// WCAG contrast of two relative luminances.
  static func contrast(_ first: Double, _ second: Double) -> Double {
    (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  @Test func badgeNumbersContrastWithTheirColour() throws {
    let visual = try ReportSupport.visual(ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"]))
    let html = HTMLReport(visual).render()
    // The swatches carry AccessibilitySnapshot's colours in order, each with a readable number.
    let swatches = html.matches(of: #/style="background:#([0-9a-f]{6});color:#([0-9a-f]{6})"/#)
    #expect(swatches.count == 10)
    let expected = ["00ffff", "ff00ff", "00ff00", "0000ff", "ffff00", "800080", "ff8000", "00ffff", "ff00ff", "00ff00"]
    #expect(swatches.map { String($0.output.1) } == expected)
    func luminance(_ hex: Substring) -> Double {
      let value = Int(hex, radix: 16) ?? 0
      func channel(_ shift: Int) -> Double {
        let c = Double((value >> shift) & 0xFF) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
    for swatch in swatches {
      #expect(Self.contrast(luminance(swatch.output.1), luminance(swatch.output.2)) >= 4.5, "\(swatch.output.0)")
    }
  }
}

/// The page opens on what to fix, and its links to scenes survive a change of order.
@Suite("Scene order and anchors")
struct SceneOrderTests {
  @Test("Files and scenes with the most severe findings come first; clean ones last, in document order")
  func mostSevereFirst() throws {
    // Given clean first: the storyboard's scene has warnings, JRNL's has errors.
    let report = try ReportSupport.audit([
      "Examples/FoodTracker/Main.storyboard", "Examples/JRNL/EntryDetail.json", "Examples/Rating",
    ])
    let visual = try ReportSupport.visual(report)
    let scenes = visual.files.flatMap(\.scenes)
    func errors(_ scene: SceneSection) -> Int {
      scene.findings.filter { $0.isActive && $0.kind == .violation && $0.severity == .error }.count
    }
    #expect(scenes.count >= 3)
    for file in visual.files {
      let counts = file.scenes.map(errors)
      #expect(counts == counts.sorted(by: >), "\(file.path): scenes by errors \(counts)")
    }
    let firstFile = try #require(visual.files.first)
    let ranks = visual.files.compactMap { $0.scenes.map(errors).max() }
    #expect(ranks == ranks.sorted(by: >), "files by their worst scene: \(ranks)")
    #expect(errors(try #require(firstFile.scenes.first)) == ranks.first)
    #expect(!firstFile.path.hasSuffix("Main.storyboard"))
  }

  @Test("Scene ids come from file and scene names, unique on the page")
  func anchors() throws {
    let report = try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard", "Examples/JRNL/EntryDetail.json"])
    let html = HTMLReport(try ReportSupport.visual(report)).render()
    #expect(html.contains("id=\"scene-Main-storyboard-mDt-4s-Kq7\""))
    #expect(html.contains("href=\"#scene-EntryDetail-json-entry-detail\""))
    let ids = html.matches(of: #/ id="([^"]+)"/#).map { String($0.1) }
    #expect(Set(ids).count == ids.count, "duplicate ids")
  }
}

/// A report heading tells scenes of one name apart by their controller's class and storyboard
/// identifier.
@Suite("Scene names")
struct SceneNameTests {
  static func scene(_ name: String, class controllerClass: String?, identifier: String? = nil) -> Scene {
    let location = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
    var scene = Scene(id: "s", name: name, root: Element(id: "v", role: .view, location: location), location: location)
    scene.controllerClass = controllerClass
    scene.storyboardIdentifier = identifier
    return scene
  }

  @Test("The class and storyboard identifier follow a name that does not say them")
  func displayName() {
    #expect(
      Self.scene("View Controller", class: "LoginViewController").displayName == "View Controller — LoginViewController"
    )
    #expect(Self.scene("Meal View Controller", class: "MealViewController").displayName == "Meal View Controller")
    #expect(
      Self.scene("Navigation Controller", class: nil, identifier: "Root").displayName
        == "Navigation Controller (storyboard ID “Root”)")
    #expect(Self.scene("Settings", class: nil).displayName == "Settings")
  }

  @Test("The storyboard loader keeps the controller's class and storyboard identifier")
  func loaded() throws {
    let report = try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"])
    let visual = try ReportSupport.visual(report)
    #expect(visual.files.flatMap(\.scenes).map(\.name) == ["Meal Detail — MealViewController"])
  }
}
