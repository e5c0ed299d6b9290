import Foundation
import HeraldAudit
import HeraldICU
import HeraldSyntax

/// One scene of the page, an `article` (scenes of one name are common, and landmarks must have
/// unique names): its heading and counts, one tab per locale holding the drawing and the
/// legend of what the screen reader says, and the list of findings.
struct SceneMarkup {
  let report: VisualReport
  let scene: SceneSection
  /// The section's id (`s0-1`), the prefix of the ids inside it.
  let id: String
  /// The number of the scene's first finding.
  let counter: FindingCounter

  var html: String {
    let active = scene.findings.filter(\.isActive)
    let violations = active.filter { $0.kind == .violation }.count
    var out = """
      <article class="scene" id="\(id)" aria-labelledby="\(id)-heading">
      <h3 id="\(id)-heading">\(Markup.text(scene.name))</h3>
      <p class="meta"><code>\(Markup.text(location(scene.location)))</code> · \(scene.elementCount) elements · \
      \(violations) violations · \(active.count - violations) to review\(drawingNote)</p>

      """
    let anchors = scene.findings.indices.map { "f-\(counter.next + $0)" }
    if scene.readings.count > 1 {
      out += "<div class=\"tabs\" role=\"tablist\" aria-label=\"Locales of \(Markup.attribute(scene.name))\">\n"
      for (index, reading) in scene.readings.enumerated() {
        let selected = index == 0
        out += """
          <button type="button" role="tab" id="\(id)-tab-\(index)" aria-controls="\(id)-panel-\(index)" \
          aria-selected="\(selected)" tabindex="\(selected ? 0 : -1)">\(Markup.text(reading.locale.identifier))</button>

          """
      }
      out += "</div>\n"
    }
    for (index, reading) in scene.readings.enumerated() {
      let tabbed = scene.readings.count > 1
      let drawing = SceneDrawing(
        scene: scene, reading: reading, findings: Array(zip(scene.findings, anchors)), titleID: "\(id)-svg-\(index)",
        hasBaseline: report.hasBaseline)
      out += """
        <div class="reading"\(tabbed ? " role=\"tabpanel\" id=\"\(id)-panel-\(index)\" aria-labelledby=\"\(id)-tab-\(index)\" tabindex=\"0\"" : "")\
        \(tabbed && index > 0 ? " hidden" : "") data-locale="\(Markup.attribute(reading.locale.identifier))">
        <figure>
        \(drawing.svg())
        <figcaption>\(Markup.text(caption(reading)))</figcaption>
        </figure>
        \(legend(reading))
        </div>

        """
    }
    out += "<h4>Findings</h4>\n"
    out +=
      scene.findings.isEmpty
      ? "<p>No findings.</p>\n" : Self.findingList(scene.findings, report: report, counter: counter)
    out += unplacedList
    return out + "</article>\n"
  }

  private var drawingNote: String {
    scene.canvas.mode == .outline ? " · drawn as an outline: the file has no frames" : ""
  }

  private func caption(_ reading: SceneReading) -> String {
    let estimated = scene.canvas.boxes.contains { $0.isEstimated } && scene.canvas.mode == .screen
    return "What \(report.screenReader) says in \(reading.locale.identifier), in focus order."
      + (estimated ? " Dashed boxes are placed where iOS draws them; the file gives them no frame." : "")
  }

  /// The legend: one entry per focus stop, in its colour and number, with the parts of what is
  /// said, the element's path and where it is defined.
  private func legend(_ reading: SceneReading) -> String {
    guard !reading.stops.isEmpty else { return "<p>The screen reader focuses nothing here.</p>\n" }
    let language = Self.languageAttributes(reading.locale)
    var out = "<ol class=\"legend\">\n"
    for stop in reading.stops {
      let utterance = stop.utterance
      var parts: [(String, String)] = []
      if let label = utterance.label { parts.append(("Label", label)) }
      if let value = utterance.value { parts.append(("Value", value)) }
      if !utterance.traits.isEmpty { parts.append(("Traits", utterance.traits.joined(separator: ", "))) }
      if let context = utterance.context { parts.append(("Position", context)) }
      if let hint = utterance.hint { parts.append(("Hint", hint)) }
      let drawn = reading.canvas.rect(for: utterance.elementID, frame: utterance.frame) != nil
      out += """
        <li class="stop" data-stop="\(stop.number)" data-element="\(Markup.attribute(utterance.elementID))"\
        \(drawn ? "" : " data-drawn=\"false\"")>\
        <span class="swatch" style="background:\(MarkerPalette.color(stop.number));color:\(MarkerPalette.ink(stop.number))" \
        aria-hidden="true">\(stop.number)</span>
        <p class="said"><span class="visually-hidden">\(stop.number). </span><span\(language)>\(Markup.text(utterance.text))</span></p>
        <dl>\(parts.map { "<dt>\($0.0)</dt><dd\(language)>\(Markup.text($0.1))</dd>" }.joined())</dl>
        <p class="where"><code>\(Markup.text(stop.path))</code> <code>\(Markup.text(location(utterance.location)))</code>\
        \(drawn ? "" : " Not on the drawing: the file gives it no frame.")</p>
        \(audio(stop))</li>

        """
    }
    return out + "</ol>\n"
  }

  private func audio(_ stop: FocusStop) -> String {
    guard let bytes = stop.audio else { return "" }
    return "<audio controls preload=\"none\" src=\"data:audio/wav;base64,\(Data(bytes).base64EncodedString())\" "
      + "aria-label=\"Listen: \(Markup.attribute(stop.utterance.text))\"></audio>"
  }

  /// Elements on screen the file gives no frame and that could not be placed.
  private var unplacedList: String {
    guard !scene.canvas.unplaced.isEmpty else { return "" }
    let shown = scene.canvas.unplaced.prefix(50).map { "<code>\(Markup.text($0))</code>" }.joined(separator: ", ")
    let more = scene.canvas.unplaced.count > 50 ? " and \(scene.canvas.unplaced.count - 50) more" : ""
    return "<p class=\"unplaced\">Not drawn (no frame in the file): \(shown)\(more).</p>\n"
  }

  /// ` lang="ar" dir="rtl"`: the attributes of text in `locale` on the English page.
  static func languageAttributes(_ locale: LanguageTag) -> String {
    " lang=\"\(Markup.attribute(locale.identifier))\" dir=\"\(locale.isRightToLeft ? "rtl" : "ltr")\""
  }

  private func location(_ location: SourceLocation) -> String {
    "\(location.file):\(location.line)"
  }

  /// The findings as a list: kind, impact, rule, new or known, message, missing evidence, fix,
  /// and where.
  static func findingList(_ findings: [Finding], report: VisualReport, counter: FindingCounter) -> String {
    let help = Dictionary(report.rules.map { ($0.id, $0.help) }, uniquingKeysWith: { first, _ in first })
    // Herald's own sentences (missing evidence, notes) exist in every locale of its catalog: they
    // are in the first of the requested locale's fallbacks that the catalog has.
    let requested = report.locales.first ?? Catalog.english
    let catalogLocale =
      Catalog.herald.searchOrder(for: requested).first { Catalog.herald.locales.contains($0) } ?? Catalog.english
    let herald = languageAttributes(catalogLocale)
    var out = "<ul class=\"findings\">\n"
    for (offset, finding) in findings.enumerated() {
      let kind = finding.kind == .violation ? "violation" : "needs-review"
      var status = ""
      var statusClass = ""
      if let suppression = finding.suppression {
        statusClass = suppression.kind == .baseline ? " known" : " suppressed"
        status =
          suppression.kind == .baseline
          ? "<span class=\"tag\">Known (baseline)</span>"
          : "<span class=\"tag\">Suppressed: \(Markup.text(suppression.reason))</span>"
      } else if report.hasBaseline {
        statusClass = " new"
        status = "<span class=\"tag new-tag\">New</span>"
      }
      let place = finding.location
      let targetPrefix = finding.target.map { "[\($0)] " } ?? ""
      out += """
        <li id="f-\(counter.next + offset)" class="finding \(kind)\(statusClass)" \
        data-rule="\(Markup.attribute(finding.ruleID))" data-impact="\(finding.impact.rawValue)" \
        data-element="\(Markup.attribute(place.elementID))">
        <p class="head"><span class="kind">\(finding.kind == .violation ? "Violation" : "Needs review")</span> \
        <span class="impact">\(finding.impact.rawValue)</span> <code class="rule">\(Markup.text(finding.ruleID))</code> \(status)</p>
        <p class="message"\(finding.messageLocale.map(languageAttributes) ?? "")>\(Markup.text(targetPrefix + finding.message))</p>

        """
      if let missing = finding.missingEvidence {
        out +=
          "<p class=\"evidence\"><strong>Missing evidence:</strong> <span\(herald)>\(Markup.text(missing.text))</span></p>\n"
      }
      if let fix = help[finding.ruleID], !fix.isEmpty {
        out += "<p class=\"fix\"><strong>Fix:</strong> \(Markup.text(fix))</p>\n"
      }
      out +=
        "<p class=\"where\">\(place.elementName.map { "<span class=\"element\">\(Markup.text($0))</span> " } ?? "")"
        + "<code>\(Markup.text("\(place.source.file):\(place.source.line)"))</code> "
        + "<code class=\"path\">\(Markup.text(place.elementPath))</code></p>\n"
      for note in finding.related {
        out +=
          "<p class=\"note\"><code>\(Markup.text("\(note.location.file):\(note.location.line)"))</code> "
          + "<span\(herald)>\(Markup.text(note.message))</span></p>\n"
      }
      out += "</li>\n"
    }
    return out + "</ul>\n"
  }
}
