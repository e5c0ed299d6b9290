import HeraldTree

/// One element drawn recognisably by its role: buttons as tinted rounded boxes with their title,
/// labels as text in their font size, text fields with their placeholder, images as a crossed
/// placeholder with the image's name, switches as a track and knob, sliders as a track and thumb,
/// bars as grey strips, other views as thin outlines. Estimated places are dashed.
struct ElementShape {
  /// Where to draw, already mirrored.
  let box: Rect
  /// What the element shows.
  let source: CanvasBox
  /// Whether text runs right to left (anchored at the box's right edge).
  let mirrored: Bool

  var svg: String {
    let dashed = source.isEstimated ? " estimated" : ""
    switch source.role {
    case .button, .link, .popUpButton, .menuItem, .checkBox, .radioButton, .disclosureTriangle:
      let body = rect("button\(dashed)", radius: 6)
      if let text = source.text { return body + centred(text, class: "label button-title") }
      if let image = source.image { return body + imageName(image) }
      return body
    case .staticText:
      return rect("text-box\(dashed)", radius: 0) + leading(source.text ?? "", class: "label")
    case .textField, .secureTextField, .searchField, .textView:
      return rect("field\(dashed)", radius: 5)
        + leading(source.text ?? "", class: source.isPlaceholder ? "placeholder" : "label")
    case .image:
      return rect("image\(dashed)", radius: 2)
        + "<path class=\"image-cross\" d=\"M\(n(box.x)) \(n(box.y))L\(n(box.x + box.width)) \(n(box.y + box.height))"
        + "M\(n(box.x + box.width)) \(n(box.y))L\(n(box.x)) \(n(box.y + box.height))\"/>\n"
        + imageName(source.image ?? "image")
    case .switch:
      return toggle()
    case .slider, .progressIndicator:
      return track()
    case .navigationBar, .tabBar, .toolbar:
      return rect("bar\(dashed)", radius: 0)
    case .segmentedControl, .stepper, .pageControl, .picker, .datePicker:
      return rect("control\(dashed)", radius: 6) + centred(source.text ?? source.role.rawValue, class: "label")
    default:
      let body = rect("view\(source.isRow ? " row" : "")\(dashed)", radius: source.isEstimated ? 4 : 0)
      if let text = source.text { return body + leading(text, class: "label") }
      if let image = source.image { return body + imageName(image) }
      return body
    }
  }

  private var fontSize: Double {
    min(max(source.fontSize ?? 15, 8), max(min(box.height - 2, 48), 8))
  }

  private func rect(_ cssClass: String, radius: Double) -> String {
    "<rect class=\"\(cssClass)\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" "
      + "height=\"\(n(box.height))\" rx=\"\(n(radius))\"/>\n"
  }

  /// Text centred in the box, cut to what fits.
  private func centred(_ text: String, class cssClass: String) -> String {
    let fitted = fit(text, width: box.width - 8)
    guard !fitted.isEmpty else { return "" }
    return "<text class=\"\(cssClass)\" x=\"\(n(box.x + box.width / 2))\" y=\"\(n(baseline))\" "
      + "text-anchor=\"middle\" font-size=\"\(n(fontSize))\">\(Markup.text(fitted))</text>\n"
  }

  /// Text at the box's leading edge (the right one when mirrored), cut to what fits.
  private func leading(_ text: String, class cssClass: String) -> String {
    let fitted = fit(text, width: box.width - 8)
    guard !fitted.isEmpty else { return "" }
    let x = mirrored ? box.x + box.width - 4 : box.x + 4
    return
      "<text class=\"\(cssClass)\" x=\"\(n(x))\" y=\"\(n(baseline))\" text-anchor=\"\(mirrored ? "end" : "start")\" "
      + "font-size=\"\(n(fontSize))\">\(Markup.text(fitted))</text>\n"
  }

  /// An image's name, small, centred at the bottom of its placeholder.
  private func imageName(_ name: String) -> String {
    let fitted = fit(name, width: box.width - 4, fontSize: 10)
    guard !fitted.isEmpty, box.height >= 12 else { return "" }
    return "<text class=\"image-name\" x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + box.height - 3))\" "
      + "text-anchor=\"middle\" font-size=\"10\">\(Markup.text(fitted))</text>\n"
  }

  private var baseline: Double { box.y + box.height / 2 + fontSize * 0.35 }

  private func fit(_ text: String, width: Double, fontSize: Double? = nil) -> String {
    let size = fontSize ?? self.fontSize
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    guard TextMetrics.width(of: line, fontSize: size) > width else { return line }
    // A frame of 1e308 (or worse) must not trap: at most 10,000 characters are ever shown.
    let room = width.isFinite ? min(max(width, 0) / (size * 0.55), 10_000) : 0
    let fits = Int(room)
    return fits < 2 ? "" : TextMetrics.clipped(line, to: fits)
  }

  /// A UISwitch: a 51×31 track (scaled to the box) with its knob, green when on.
  private func toggle() -> String {
    let height = min(box.height, 31)
    let width = height * 51 / 31
    let x = mirrored ? box.x + box.width - width : box.x
    let y = box.y + (box.height - height) / 2
    let on = source.isOn ?? false
    let knob = on != mirrored ? x + width - height / 2 : x + height / 2
    return "<rect class=\"switch\(on ? " on" : "")\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" "
      + "height=\"\(n(height))\" rx=\"\(n(height / 2))\"/>\n"
      + "<circle class=\"knob\" cx=\"\(n(knob))\" cy=\"\(n(y + height / 2))\" r=\"\(n(height / 2 - 2))\"/>\n"
  }

  /// A slider or progress view: a track, the part up to the value filled, a thumb on sliders.
  private func track() -> String {
    let y = box.y + box.height / 2
    let fraction = source.fraction ?? 0.5
    let filled = box.width * fraction
    let start = mirrored ? box.x + box.width : box.x
    let end = mirrored ? start - filled : start + filled
    var out =
      "<line class=\"track\" x1=\"\(n(box.x))\" y1=\"\(n(y))\" x2=\"\(n(box.x + box.width))\" y2=\"\(n(y))\"/>\n"
    out += "<line class=\"track-filled\" x1=\"\(n(start))\" y1=\"\(n(y))\" x2=\"\(n(end))\" y2=\"\(n(y))\"/>\n"
    if source.role == .slider {
      out += "<circle class=\"knob\" cx=\"\(n(end))\" cy=\"\(n(y))\" r=\"\(n(min(box.height / 2 - 1, 14)))\"/>\n"
    }
    return out
  }

  private func n(_ value: Double) -> String { Markup.number(value) }
}
