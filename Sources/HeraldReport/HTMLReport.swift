import HeraldAudit
import HeraldICU

/// Renders a ``VisualReport`` as one self-contained HTML page: inline SVG, CSS and a little
/// JavaScript, nothing loaded from anywhere (a Content-Security-Policy forbids it).
///
/// The page has a navigation of files and scenes with their counts, filters by rule and impact
/// (and new-versus-baseline), a touch-target switch, and per scene the findings and one tab per
/// locale with the drawing and its legend (``SceneMarkup``). It is built to be accessible itself:
/// landmarks, a skip link, headings in order, tabs and filters that work from the keyboard, and
/// colours that meet WCAG AA contrast.
public struct HTMLReport: Sendable {
  /// The report to render.
  public var report: VisualReport
  /// The page's title.
  public var title: String

  /// Creates a renderer.
  public init(_ report: VisualReport, title: String = "Herald accessibility report") {
    self.report = report
    self.title = title
  }

  /// The page.
  public func render() -> String {
    // The page's own words are English; utterances and messages carry their locale's lang and dir.
    var out = """
      <!DOCTYPE html>
      <html lang="en" dir="ltr">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
      <meta name="generator" content="Herald \(Markup.attribute(report.toolVersion))">
      <title>\(Markup.text(title))</title>
      <style>\(ReportStyle.css)</style>
      </head>
      <body>
      <a class="skip" href="#main">Skip to the report</a>
      <header>
      <h1>\(Markup.text(title))</h1>
      <p class="summary">\(Markup.text(summary))</p>
      </header>

      """
    out += navigation()
    out += "<main id=\"main\" tabindex=\"-1\">\n"
    out += controls()
    var counter = FindingCounter()
    let anchors = ReportAnchors(report)
    for (fileIndex, file) in report.files.enumerated() where !file.scenes.isEmpty {
      out += "<section class=\"file\" aria-labelledby=\"\(anchors.files[fileIndex])\">\n"
      out += "<h2 id=\"\(anchors.files[fileIndex])\">\(Markup.text(file.path))</h2>\n"
      for (sceneIndex, scene) in file.scenes.enumerated() {
        out +=
          SceneMarkup(
            report: report, scene: scene, id: anchors.scenes[fileIndex][sceneIndex], counter: counter
          ).html
        counter.advance(by: scene.findings.count)
      }
      out += "</section>\n"
    }
    let sceneless = report.files.filter(\.scenes.isEmpty)
    if !sceneless.isEmpty {
      // Files read without a scene (a Swift file of SwiftUI helpers, an empty storyboard): named,
      // so that the page accounts for every input.
      out += "<section aria-labelledby=\"sceneless\">\n<h2 id=\"sceneless\">Files without a scene</h2>\n<ul>\n"
      out += sceneless.map { "<li><code>\(Markup.text($0.path))</code></li>\n" }.joined()
      out += "</ul>\n</section>\n"
    }
    if !report.unplacedFindings.isEmpty {
      out += """
        <section class="file" aria-labelledby="unplaced-findings">
        <h2 id="unplaced-findings">Findings about elements not drawn</h2>
        <p>These concern elements of no drawn scene (a view judged where it is declared, or a scene that could \
        not be read).</p>
        \(SceneMarkup.findingList(report.unplacedFindings, report: report, counter: counter))
        </section>

        """
    }
    if !report.inputErrors.isEmpty {
      out +=
        "<section aria-labelledby=\"input-errors\">\n<h2 id=\"input-errors\">Inputs that could not be read</h2>\n<ul>\n"
      for error in report.inputErrors {
        out +=
          "<li><code>\(Markup.text("\(error.path):\(error.line):\(error.column)"))</code> \(Markup.text(error.message))</li>\n"
      }
      out += "</ul>\n</section>\n"
    }
    out += """
      </main>
      <footer><p>Made by Herald \(Markup.text(report.toolVersion)) without a device: frames, utterances and \
      findings come from the files named above. Badges number the \(Markup.text(report.screenReader)) focus order; \
      colours follow AccessibilitySnapshot's.</p></footer>
      <script>\(ReportScript.javascript)</script>
      </body>
      </html>

      """
    return out
  }

  /// Nothing but the page itself: no network, no external fonts, scripts or images.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; media-src data:"

  private var summary: String {
    let findings = report.files.flatMap(\.scenes).flatMap(\.findings) + report.unplacedFindings
    let active = findings.filter(\.isActive)
    let violations = active.filter { $0.kind == .violation }.count
    let scenes = report.scenes.count
    return
      "\(Catalog.count(report.files.count, .files)), \(Catalog.count(scenes, .scenes)): "
      + "\(Catalog.count(violations, .violations)), \(active.count - violations) to review"
      + (findings.count > active.count ? ", \(findings.count - active.count) suppressed" : "")
      + ". Locales: \(report.locales.map(\.identifier).joined(separator: ", ")); screen reader: \(report.screenReader)."
  }

  private func navigation() -> String {
    var out = "<nav aria-label=\"Files and scenes\">\n<h2>Files and scenes</h2>\n<ul>\n"
    let anchors = ReportAnchors(report)
    for (fileIndex, file) in report.files.enumerated() where !file.scenes.isEmpty {
      out += "<li><a href=\"#\(anchors.files[fileIndex])\">\(Markup.text(file.path))</a>\n<ul>\n"
      for (sceneIndex, scene) in file.scenes.enumerated() {
        let active = scene.findings.filter(\.isActive)
        let violations = active.filter { $0.kind == .violation }.count
        out += """
          <li><a href="#\(anchors.scenes[fileIndex][sceneIndex])">\(Markup.text(scene.name))</a> \
          <span class="counts">\(scene.elementCount) elements, \(violations) violations, \
          \(active.count - violations) to review</span></li>

          """
      }
      out += "</ul></li>\n"
    }
    if report.files.contains(where: \.scenes.isEmpty) {
      out += "<li><a href=\"#sceneless\">Files without a scene</a></li>\n"
    }
    return out + "</ul>\n</nav>\n"
  }

  /// The filters and switches, which work on every scene.
  private func controls() -> String {
    let ruleIDs = Array(Set(report.scenes.flatMap(\.findings).map(\.ruleID) + report.unplacedFindings.map(\.ruleID)))
      .sorted()
    var out = "<section class=\"controls\" aria-labelledby=\"controls-heading\">\n"
    out += "<h2 id=\"controls-heading\">Show</h2>\n"
    out += "<fieldset><legend>Impact</legend>\n"
    for impact in Impact.allCases {
      out += """
        <label><input type="checkbox" class="filter-impact" value="\(impact.rawValue)" checked> \(impact.rawValue)</label>

        """
    }
    out += "</fieldset>\n"
    if !ruleIDs.isEmpty {
      out += "<fieldset><legend>Rules</legend>\n"
      for id in ruleIDs {
        out += """
          <label><input type="checkbox" class="filter-rule" value="\(Markup.attribute(id))" checked> \
          <code>\(Markup.text(id))</code></label>

          """
      }
      out += "</fieldset>\n"
    }
    out += "<fieldset><legend>Overlays</legend>\n"
    out += "<label><input type=\"checkbox\" id=\"show-touch-targets\"> Touch targets (44 × 44 pt, 48 × 48 dp)</label>\n"
    out += "<label><input type=\"checkbox\" id=\"show-focus\" checked> Focus order</label>\n"
    if report.hasBaseline {
      out += "<label><input type=\"checkbox\" id=\"only-new\"> Only findings new since the baseline</label>\n"
    }
    out += "</fieldset>\n</section>\n"
    return out
  }
}
