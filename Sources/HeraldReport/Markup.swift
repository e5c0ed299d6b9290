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

  /// A coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `-3.25`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
  }

  /// An id usable in HTML `id` attributes and URL fragments: letters, digits, `-` and `_`, the
  /// rest as `_` followed by the scalar's hex value.
  static func identifier(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(Character(scalar)) || scalar == "-" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_" + String(scalar.value, radix: 16)
      }
    }
    return result
  }
}
