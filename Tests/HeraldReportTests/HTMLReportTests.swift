import Foundation
import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldReport
import HeraldSyntax
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
    let scene = try #require(ReportSupport.scene(visual, named: "Meal Detail"))
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
    #expect(visual.unplacedFindings.isEmpty)
  }

  @Test func rightToLeftReadingsAreMirrored() throws {
    let visual = try ReportSupport.visual(
      try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"]), locales: ["en", "ar"])
    let html = HTMLReport(visual).render()
    #expect(html.contains("lang=\"ar\" dir=\"rtl\""))
    #expect(html.contains("role=\"tab\" id=\"s0-0-tab-1\" aria-controls=\"s0-0-panel-1\" aria-selected=\"false\""))
    // The first star (x 61.5 on a 375-point screen) is drawn at 375 − 61.5 − 44 = 269.5 in Arabic.
    let panels = html.components(separatedBy: "role=\"tabpanel\"")
    #expect(panels.count == 3)
    let star = "data-element=\"Rt8-sC-1mN#1\"><title>"
    #expect(panels[1].contains(star) && panels[1].contains("<rect class=\"outline\" x=\"61.5\" y=\"450\""))
    #expect(panels[2].contains("<rect class=\"outline\" x=\"269.5\" y=\"450\""))
  }

  @Test func textFromTheInputIsEscaped() throws {
    let here = SourceLocation(file: "evil.json", line: 3, column: 1)
    let label = "<script>alert(1)</script> & \"quotes\""
    let element = Element(id: "x\"><b>", role: .button, location: here)
    let utterance = Utterance(
      AccessibleElement(
        element: element, label: label, labelSource: .accessibilityLabel, value: nil, hint: nil, traits: .button),
      label: label, value: nil, traits: ["Button"], hint: nil, context: nil, text: label + ". Button.")
    let canvas = SceneCanvas(root: Element(id: "root", role: .view, children: [], location: here))
    let scene = SceneSection(
      id: "s", name: "<i>scene</i>", location: here, platform: .iOS, unit: .points, canvas: canvas,
      readings: [
        SceneReading(
          locale: try LanguageTag("en"),
          stops: [FocusStop(number: 1, utterance: utterance, path: "p", isActionable: true)])
      ],
      findings: [])
    let html = HTMLReport(
      VisualReport(
        locales: [try LanguageTag("en")], profile: "voiceover",
        files: [FileSection(path: "evil.json", scenes: [scene])], toolVersion: "t")
    ).render()
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<i>scene"))
    #expect(!html.contains("x\"><b>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"))
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
