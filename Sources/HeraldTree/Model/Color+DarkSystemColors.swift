extension Color {
  /// The value a UIKit system color takes in `style` (the table of ``uiKitSystemColor(named:)``
  /// for `.light`), or `nil` for a name Herald does not know in that style.
  ///
  /// The dark values are iOS 15's at the default contrast, as `UIColor.resolvedColor(with:)`
  /// gives them for a dark trait collection (Apple's Human Interface Guidelines, Color: the
  /// system colors' and dynamic system colors' dark values), rounded to 8 bits per channel.
  /// Fixed colors (`blackColor`, `darkTextColor`) keep their one value.
  ///
  /// ```swift
  /// Color.uiKitSystemColor(named: "secondaryLabelColor", style: .dark)?.hexDescription  // "#EBEBF599"
  /// ```
  public static func uiKitSystemColor(named name: String, style: InterfaceStyle) -> Color? {
    guard style == .dark, let light = uiKitSystemColor(named: name) else { return uiKitSystemColor(named: name) }
    guard light.isAdaptiveSystemColor else { return light }
    return uiKitDarkSystemColors[name].map { Color(name: name, components: $0) }
  }

  private static func darkRGB(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Components {
    Components(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: quantized(alpha))
  }

  private static let uiKitDarkSystemColors: [String: Components] = [
    // Label and text colors.
    "labelColor": darkRGB(255, 255, 255),
    "secondaryLabelColor": darkRGB(235, 235, 245, 0.6),
    "tertiaryLabelColor": darkRGB(235, 235, 245, 0.3),
    "quaternaryLabelColor": darkRGB(235, 235, 245, 0.18),
    "placeholderTextColor": darkRGB(235, 235, 245, 0.3),
    "linkColor": darkRGB(9, 132, 255),
    "separatorColor": darkRGB(84, 84, 88, 0.6),
    "opaqueSeparatorColor": darkRGB(56, 56, 58),
    // Backgrounds and fills.
    "systemBackgroundColor": darkRGB(0, 0, 0),
    "secondarySystemBackgroundColor": darkRGB(28, 28, 30),
    "tertiarySystemBackgroundColor": darkRGB(44, 44, 46),
    "systemGroupedBackgroundColor": darkRGB(0, 0, 0),
    "secondarySystemGroupedBackgroundColor": darkRGB(28, 28, 30),
    "tertiarySystemGroupedBackgroundColor": darkRGB(44, 44, 46),
    "systemFillColor": darkRGB(120, 120, 128, 0.36),
    "secondarySystemFillColor": darkRGB(120, 120, 128, 0.32),
    "tertiarySystemFillColor": darkRGB(118, 118, 128, 0.24),
    "quaternarySystemFillColor": darkRGB(118, 118, 128, 0.18),
    // Tint colors.
    "systemBlueColor": darkRGB(10, 132, 255),
    "systemRedColor": darkRGB(255, 69, 58),
    "systemGreenColor": darkRGB(48, 209, 88),
    "systemOrangeColor": darkRGB(255, 159, 10),
    "systemYellowColor": darkRGB(255, 214, 10),
    "systemPinkColor": darkRGB(255, 55, 95),
    "systemPurpleColor": darkRGB(191, 90, 242),
    "systemIndigoColor": darkRGB(94, 92, 230),
    "systemTealColor": darkRGB(64, 200, 224),
    "systemCyanColor": darkRGB(100, 210, 255),
    "systemMintColor": darkRGB(102, 212, 207),
    "systemBrownColor": darkRGB(172, 142, 104),
    "systemGrayColor": darkRGB(142, 142, 147),
    "systemGray2Color": darkRGB(99, 99, 102),
    "systemGray3Color": darkRGB(72, 72, 74),
    "systemGray4Color": darkRGB(58, 58, 60),
    "systemGray5Color": darkRGB(44, 44, 46),
    "systemGray6Color": darkRGB(28, 28, 30),
    // Pre-iOS 13 names that adapt.
    "groupTableViewBackgroundColor": darkRGB(0, 0, 0),
    "tableCellGroupedBackgroundColor": darkRGB(28, 28, 30),
  ]
}
