import HeraldSyntax

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A color as a UI description records it: a named system or asset color, its sRGB components,
/// or both.
///
/// The components are what contrast checks use; they are `nil` when the source names a color
/// whose value is not in the file (an asset-catalog color without a `<namedColor>` resource).
///
/// ```swift
/// let gray = Color(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255)
/// let white = Color.Components(red: 1, green: 1, blue: 1, alpha: 1)
/// Color.contrastRatio(gray.composited(over: white), white)  // ≈ 4.48, below 4.5:1
/// gray.hexDescription  // "#777777"
/// ```
public struct Color: Sendable, Hashable {
  /// Red, green, blue and alpha in sRGB, each 0…1.
  public struct Components: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0 (clear) …1 (opaque).
    public var alpha: Double

    /// Creates sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// WCAG 2.x relative luminance of the color channels (sRGB linearised), ignoring alpha; 0
    /// for black, 1 for white.
    public var relativeLuminance: Double {
      func linear(_ channel: Double) -> Double {
        let value = Swift.min(Swift.max(channel, 0), 1)
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// These components alpha-blended over an opaque `background`: the opaque color a viewer
    /// sees.
    public func composited(over background: Components) -> Components {
      let a = Swift.min(Swift.max(alpha, 0), 1)
      return Components(
        red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
        blue: blue * a + background.blue * (1 - a), alpha: 1)
    }
  }

  /// The system or asset color name when the source names one (`labelColor`, `AccentColor`).
  public var name: String?
  /// The sRGB components, or `nil` when the value is unknown.
  public var components: Components?
  /// The opacity applied on top of the named color (SwiftUI's `Color.red.opacity(0.1)`), 1 when
  /// none: ``components`` include it already; it is kept apart so that the color's value in another
  /// appearance or on another platform keeps it too.
  public var opacity: Double = 1
  /// The colors a condition the source does not decide chooses among (SwiftUI's
  /// `.foregroundColor(isOn ? .primary : .secondary)`), each known or not; empty for one color.
  /// Such a color has no ``components`` of its own, and its ``name`` is the code that chooses.
  /// Herald's JSON tree does not write them (the tree records the color's name).
  public var alternatives: [Color] = []

  /// Creates a color from a name, components or both.
  public init(name: String? = nil, components: Components?) {
    self.name = name
    self.components = components
  }

  /// This color at `opacity` times its own (SwiftUI's `.opacity(_:)`, clamped to 0…1).
  public func withOpacity(_ opacity: Double) -> Color {
    let factor = Swift.min(Swift.max(opacity, 0), 1)
    var result = self
    result.opacity *= factor
    result.components?.alpha *= factor
    result.alternatives = alternatives.map { $0.withOpacity(opacity) }
    return result
  }

  /// Creates an unnamed sRGB color; each component is 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(components: Components(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// WCAG 2.x relative luminance (sRGB linearisation), ignoring alpha; `nil` when the components
  /// are unknown.
  public var relativeLuminance: Double? { components?.relativeLuminance }

  /// This color composited over an opaque `background` (alpha blending), for contrast.
  ///
  /// A color whose components are unknown leaves the background as it is; check
  /// ``components`` first when that matters.
  public func composited(over background: Components) -> Components {
    components?.composited(over: background) ?? background
  }

  /// WCAG contrast ratio (L1+0.05)/(L2+0.05) between two opaque colors, 1…21.
  ///
  /// Alpha is ignored: composite a translucent color over its background first
  /// (``composited(over:)``).
  public static func contrastRatio(_ a: Components, _ b: Components) -> Double {
    let first = a.relativeLuminance
    let second = b.relativeLuminance
    return (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1, for messages; `nil` when the components are
  /// unknown.
  ///
  /// Each channel is rounded to 8 bits, so `Color(hex: color.hexDescription)` gives back a color
  /// that differs by less than 1/510 per channel.
  public var hexDescription: String? {
    guard let components else { return nil }
    let channels = [components.red, components.green, components.blue]
    var text = "#" + channels.map(Self.hexByte).joined()
    if components.alpha < 1 { text += Self.hexByte(components.alpha) }
    return text
  }

  /// A color from `#RRGGBB` or `#RRGGBBAA` (hex digits in either case), or `nil` for any other
  /// text.
  ///
  /// ```swift
  /// Color(hex: "#1C1C1E")?.components?.red  // 28 / 255
  /// ```
  ///
  /// - Parameter hex: The text, with its leading `#`.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
    var bytes: [Double] = []
    var index = 1
    while index < digits.count {
      guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
      bytes.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(
      components: Components(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1))
  }

  /// `value` (0…1) rounded to the nearest of 256 steps, as 8-bit hex formats and Herald's JSON
  /// tree keep it.
  static func quantized(_ value: Double) -> Double {
    (Swift.min(Swift.max(value, 0), 1) * 255).rounded() / 255
  }

  private static func hexByte(_ value: Double) -> String {
    // A NaN component (which min and max pass through) is written as 00.
    let byte =
      CheckedNumber.integer(value * 255, in: 0...255, rounding: .toNearestOrAwayFromZero) ?? (value > 1 ? 255 : 0)
    return String([hexDigits[byte / 16], hexDigits[byte % 16]])
  }

  private static let hexDigits = Array("0123456789ABCDEF")

  private static func hexValue(_ digit: UInt8) -> Int? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
