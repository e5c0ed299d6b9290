import HeraldAudit
import HeraldTree

/// Draws one scene in one locale as SVG: the screen's elements, then the focus overlay
/// (AccessibilitySnapshot's: each focus stop outlined and filled in its colour, its reading-order
/// number on a badge, its activation point marked), the findings on the elements they concern,
/// and the touch-target boxes (hidden until the page's switch shows them).
///
/// A right-to-left reading draws its own canvas, mirrored as iOS mirrors the screen for it, with
/// the stops' frames of the mirrored layout; text stays readable.
///
/// For screen readers the drawing is a named group whose only content is the finding markers,
/// links to the findings' entries: the shapes and the focus overlay are hidden from them, because
/// the legend beside the drawing says the same in words.
struct SceneDrawing {
  /// Room around the canvas for badges and finding markers.
  static let margin = 14.0

  let scene: SceneSection
  let reading: SceneReading
  /// The findings to draw with the ids of their entries in the page's list.
  let findings: [(finding: Finding, anchor: String)]
  /// The id of the SVG's title, for `aria-labelledby`.
  let titleID: String
  /// Whether findings were compared with a baseline (the active ones are then new).
  let hasBaseline: Bool

  private var canvas: SceneCanvas { reading.canvas }
  private var mirrored: Bool { reading.canvas.isMirrored }

  func svg() -> String {
    let margin = Self.margin
    let width = canvas.width + 2 * margin
    let height = canvas.height + 2 * margin
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" class="screen \(canvas.mode.rawValue)\(mirrored ? " mirrored" : "")" role="group" \
      aria-labelledby="\(titleID)" direction="ltr" viewBox="\(n(-margin)) \(n(-margin)) \(n(width)) \(n(height))" \
      width="\(n(width))" height="\(n(height))">
      <title id="\(titleID)">\(Markup.text(summary))</title>
      <rect class="device" x="0" y="0" width="\(n(canvas.width))" height="\(n(canvas.height))"/>

      """
    out += "<g class=\"elements\" aria-hidden=\"true\">\n"
    for box in canvas.boxes { out += ElementShape(box: box.rect, source: box, mirrored: mirrored).svg }
    out += "</g>\n<g class=\"touch-targets\" aria-hidden=\"true\">\n"
    let target = scene.platform == .android ? 48.0 : 44.0
    for stop in reading.stops where stop.isActionable {
      guard let rect = rect(of: stop) else { continue }
      let center = activation(of: stop, in: rect)
      let small = rect.width < target || rect.height < target
      out += """
        <rect class="tt\(small ? " small" : "")" x="\(n(center.x - target / 2))" y="\(n(center.y - target / 2))" \
        width="\(n(target))" height="\(n(target))"/>

        """
    }
    out += "</g>\n<g class=\"focus\" aria-hidden=\"true\">\n"
    for stop in reading.stops {
      guard let rect = rect(of: stop) else { continue }
      let color = MarkerPalette.color(stop.number)
      let point = activation(of: stop, in: rect)
      let badgeX = min(max(mirrored ? rect.x + rect.width - 9 : rect.x + 9, -margin + 9), canvas.width + margin - 9)
      let badgeY = min(max(rect.y + 9, -margin + 9), canvas.height + margin - 9)
      out += """
        <g class="stop" data-stop="\(stop.number)" data-element="\(Markup.attribute(stop.utterance.elementID))">\
        <title>\(stop.number). \(Markup.text(stop.utterance.text))</title>\
        <rect class="outline" x="\(n(rect.x))" y="\(n(rect.y))" width="\(n(rect.width))" height="\(n(rect.height))" \
        fill="\(color)" stroke="\(color)"/>\
        <g class="activation"><circle cx="\(n(point.x))" cy="\(n(point.y))" r="4" fill="none" stroke="\(color)"/>\
        <circle cx="\(n(point.x))" cy="\(n(point.y))" r="1.5" fill="#000000"/></g>\
        <circle class="badge" cx="\(n(badgeX))" cy="\(n(badgeY))" r="9" fill="\(color)" stroke="#000000"/>\
        <text class="badge-number" x="\(n(badgeX))" y="\(n(badgeY + 3.5))" fill="\(MarkerPalette.ink(stop.number))">\
        \(stop.number)</text></g>

        """
    }
    out += "</g>\n<g class=\"findings\">\n"
    for (finding, anchor) in findings {
      guard let rect = canvas.box(for: finding.location.elementID)?.rect else { continue }
      let kind = finding.kind == .violation ? "violation" : "needs-review"
      let status = FindingStatus(finding, hasBaseline: hasBaseline).cssClass
      let markerX = mirrored ? rect.x : rect.x + rect.width
      out += """
        <a href="#\(anchor)" class="finding \(kind)\(status)" data-rule="\(Markup.attribute(finding.ruleID))" \
        data-impact="\(finding.impact.rawValue)" data-element="\(Markup.attribute(finding.location.elementID))">\
        <title>\(Markup.text(finding.ruleID)): \(Markup.text(finding.message))</title>\
        <rect x="\(n(rect.x - 2))" y="\(n(rect.y - 2))" width="\(n(rect.width + 4))" height="\(n(rect.height + 4))"/>\
        <circle cx="\(n(markerX))" cy="\(n(rect.y))" r="7"/>\
        <text x="\(n(markerX))" y="\(n(rect.y + 4))">\(finding.kind == .violation ? "!" : "?")</text></a>

        """
    }
    out += "</g>\n</svg>"
    return out
  }

  /// A one-sentence description of the drawing, its accessible name.
  private var summary: String {
    let how = canvas.mode == .screen ? "Screen" : "Outline (no frames in the file)"
    return "\(how) of \(scene.name): \(reading.stops.count) focus stops, \(findings.count) findings"
  }

  /// Where the stop is on the canvas (the reading's frames are those of its layout).
  private func rect(of stop: FocusStop) -> Rect? {
    canvas.rect(for: stop.utterance.elementID, frame: stop.utterance.frame).map(CanvasGeometry.bounded)
  }

  private func activation(of stop: FocusStop, in rect: Rect) -> Point {
    if canvas.mode == .screen, let point = stop.utterance.activationPoint, point.x.isFinite, point.y.isFinite {
      return Point(
        x: CanvasGeometry.bounded(point.x - canvas.origin.x), y: CanvasGeometry.bounded(point.y - canvas.origin.y))
    }
    return Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
  }

  private func n(_ value: Double) -> String { Markup.number(value) }
}
