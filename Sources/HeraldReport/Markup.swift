import Foundation
import HeraldSyntax

/// Escaping and number formatting for the HTML and SVG the report writes.
enum Markup {
  /// `text` escaped for HTML or SVG character data (characters XML forbids are dropped).
  static func text(_ text: String) -> String {
    XMLEscaper.text(text).text
  }

  /// `text` escaped for a double-quoted attribute value.
  static func attribute(_ text: String) -> String {
    XMLEscaper.attribute(text).text
  }

  /// A coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `-3.25`),
  /// clamped to ±``CanvasGeometry/limit`` (0 for NaN), so that SVG always reads it.
  static func number(_ value: Double) -> String {
    let rounded = (CanvasGeometry.bounded(value) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
