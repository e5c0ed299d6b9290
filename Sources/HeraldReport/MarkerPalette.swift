import Foundation

/// The colours of the focus overlay: AccessibilitySnapshot's default marker colours (UIKit's
/// cyan, magenta, green, blue, yellow, purple and orange), used in reading order and repeated.
///
/// Each colour fills an element's outline at 30 % opacity and its badge in full; the badge's
/// number is black or white, whichever contrasts more with it (WCAG 2 relative luminance).
enum MarkerPalette {
  /// The colours as sRGB components, 0…1.
  static let colors: [(red: Double, green: Double, blue: Double)] = [
    (0, 1, 1), (1, 0, 1), (0, 1, 0), (0, 0, 1), (1, 1, 0), (0.5, 0, 0.5), (1, 0.5, 0),
  ]

  /// The colour of the focus stop numbered `number` (from 1), as `#rrggbb`.
  static func color(_ number: Int) -> String {
    hex(colors[(number - 1) % colors.count])
  }

  /// The colour of the number drawn on the badge of stop `number`: `#000000` or `#ffffff`.
  static func ink(_ number: Int) -> String {
    let color = colors[(number - 1) % colors.count]
    // Contrast against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05).
    let luminance = relativeLuminance(color)
    return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff"
  }

  /// WCAG 2's relative luminance of an sRGB colour.
  static func relativeLuminance(_ color: (red: Double, green: Double, blue: Double)) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  private static func hex(_ color: (red: Double, green: Double, blue: Double)) -> String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [color.red, color.green, color.blue].map { channel -> String in
        let byte = Int((channel * 255).rounded())
        return String([digits[byte / 16], digits[byte % 16]])
      }.joined()
  }
}
