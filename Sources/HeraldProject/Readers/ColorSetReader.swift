import Foundation
import HeraldSyntax
import HeraldTree

/// Reads the values of a color set (`Brand.colorset/Contents.json`) in the light and the dark
/// appearance.
///
/// After Apple's *Asset Catalog Format Reference*, "Named Color Type"
/// (<https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html>):
/// `colors` lists one entry per variant; an entry's `appearances` select the dark appearance
/// (`luminosity` `dark`) or Increase Contrast (`contrast` `high`, not drawn by default, so not
/// read); its `color` holds `components` in a `color-space` (`srgb`, `extended-srgb`,
/// `display-p3`, `gray-gamma-22`, `extended-gray`), each a floating-point value 0–1 (`"0.345"`), an
/// 8-bit integer (`"88"`) or hexadecimal (`"0x58"`); or a `reference` to a system color
/// (`systemIndigoColor`), which keeps its name so that it takes the platform's and appearance's
/// value. A variant for one device (`idiom` other than `universal`) is read only when the set has
/// no universal one.
enum ColorSetReader {
  /// The set's values; `nil` when it holds no color (Xcode's new `AccentColor` is such a set: the
  /// system's accent); a color of unknown components when it holds colors Herald cannot read.
  static func variants(_ json: JSONValue) -> AppColors.Variants? {
    let entries = (json["colors"]?.arrayValue ?? []).filter { entry in
      entry["color"] != nil
        && !(entry["appearances"]?.arrayValue ?? []).contains { $0["appearance"]?.stringValue == "contrast" }
    }
    let universal = entries.filter { ($0["idiom"]?.stringValue ?? "universal") == "universal" }
    var light: Color?
    var any: Color?
    var dark: Color?
    // Device-specific sets (`iphone`, `mac`) without a universal one: their values may differ by
    // platform, which the set does not say here; read only when they agree.
    let read = universal.isEmpty ? entries : universal
    for entry in read {
      // A variant Herald cannot read is a color of unknown value, never the other variant.
      let color = entry["color"].flatMap(Self.color) ?? Color(components: nil)
      let luminosity = (entry["appearances"]?.arrayValue ?? []).first { $0["appearance"]?.stringValue == "luminosity" }
      switch luminosity?["value"]?.stringValue {
      case "dark": dark = dark ?? color
      case "light": light = light ?? color
      case nil: any = any ?? color
      default: continue
      }
    }
    guard let shown = light ?? any else {
      // Variants Herald cannot read: a color of unknown value, not none.
      return entries.isEmpty ? nil : AppColors.Variants(light: Color(components: nil), dark: nil)
    }
    if universal.isEmpty, Set(read.compactMap { $0["color"].flatMap(Self.color) }).count > 1 {
      return AppColors.Variants(light: Color(components: nil), dark: nil)
    }
    return AppColors.Variants(light: shown, dark: dark)
  }

  /// One variant's color: a system color by name, or its components in sRGB.
  static func color(_ json: JSONValue) -> Color? {
    if let reference = json["reference"]?.stringValue {
      return Color.uiKitSystemColor(named: reference) ?? Color.appKitSystemColor(named: reference)
        ?? Color(name: reference, components: nil)
    }
    guard let components = json["components"] else { return nil }
    let space = json["color-space"]?.stringValue ?? "srgb"
    guard Self.spaces.contains(space) else { return nil }
    let alpha = components["alpha"].flatMap { Self.component($0, eightBit: false) } ?? 1
    // Components are 0–1 unless one of them is written in hexadecimal or as an integer above 1
    // (Xcode writes 8-bit values as `"0x58"` or `"88"`).
    let eightBit = ["red", "green", "blue", "white"].contains { key in
      guard let value = components[key], let text = Self.text(value), !text.contains(".") else { return false }
      return text.lowercased().hasPrefix("0x") || (Int(text) ?? 0) > 1
    }
    let component = { (key: String) in components[key].flatMap { Self.component($0, eightBit: eightBit) } }
    if let white = component("white") {
      // Gray gamma 2.2 encodes light as white^2.2; sRGB encodes it by its own curve.
      let level = space == "gray-gamma-22" ? Self.encoded(pow(white, 2.2)) : white
      return Color(red: level, green: level, blue: level, alpha: alpha)
    }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
    guard space == "display-p3" else {
      return Color(red: Self.clamped(red), green: Self.clamped(green), blue: Self.clamped(blue), alpha: alpha)
    }
    // Display P3 and sRGB share the transfer curve and white point; their primaries differ
    // (linear P3 to linear sRGB, from the two spaces' primaries through CIE XYZ).
    let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
    return Color(
      red: Self.encoded(1.2249401 * r - 0.2249404 * g), green: Self.encoded(-0.0420569 * r + 1.0420571 * g),
      blue: Self.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
  }

  /// The color spaces read; others (`extended-linear-srgb`, …) leave the color unknown.
  static let spaces: Set<String> = ["srgb", "extended-srgb", "display-p3", "gray-gamma-22", "extended-gray"]

  /// A component's text, from a JSON string or number.
  static func text(_ json: JSONValue) -> String? {
    switch json.kind {
    case .string(let value), .number(let value): value.trimmingCharacters(in: .whitespaces)
    default: nil
    }
  }

  /// A component as the catalog writes it: `"0.345"` (0–1), or when `eightBit`, `"88"` (0–255) or
  /// `"0x58"`; a JSON number or a decimal is always 0–1.
  static func component(_ json: JSONValue, eightBit: Bool) -> Double? {
    guard let text = text(json) else { return nil }
    if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if case .number = json.kind { return Double(text) }
    if eightBit, !text.contains("."), let value = Int(text) { return Double(value) / 255 }
    return Double(text)
  }

  private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

  /// sRGB's transfer curve undone.
  private static func linear(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// sRGB's transfer curve, clamped to 0–1.
  private static func encoded(_ value: Double) -> Double {
    let linear = clamped(value)
    return linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}
