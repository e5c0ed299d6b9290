extension Color {
  /// The light-mode value of a UIKit system color, named as Interface Builder names it
  /// (`labelColor`, `systemBackgroundColor`, `systemBlueColor`, `darkTextColor`, `clearColor`),
  /// or `nil` for a name Herald does not know.
  ///
  /// The values are iOS 15's at the default contrast, rounded to 8 bits per channel. Interface Builder writes the value it used
  /// into the document's `<resources>`, which the loader prefers; this table is for documents
  /// without it.
  ///
  /// ```swift
  /// Color.uiKitSystemColor(named: "secondaryLabelColor")?.hexDescription  // "#3C3C4399"
  /// ```
  ///
  /// - Parameter name: The color's name with its `Color` suffix.
  public static func uiKitSystemColor(named name: String) -> Color? {
    uiKitSystemColors[name].map { Color(name: name, components: $0) }
  }

  /// The light-mode value of an AppKit catalog color (`catalog="System"` in a macOS document:
  /// `textColor`, `controlTextColor`, `windowBackgroundColor`), or `nil` for a name Herald does
  /// not know.
  ///
  /// - Parameter name: The color's name in the `System` catalog.
  public static func appKitSystemColor(named name: String) -> Color? {
    appKitSystemColors[name].map { Color(name: name, components: $0) }
  }

  /// Whether `name` is a UIKit or AppKit system color Herald knows (`systemBlueColor`,
  /// `windowBackgroundColor`): the system's, never an asset's of that name.
  public static func isSystemColorName(_ name: String) -> Bool {
    uiKitSystemColors[name] != nil || appKitSystemColors[name] != nil
  }

  /// Whether this is one of Apple's adaptive system colors (`secondaryLabelColor`,
  /// `systemBlueColor`, `controlTextColor`): a UIKit or AppKit color whose value the system
  /// changes with the appearance and with Increase Contrast, unlike the fixed ones (`blackColor`,
  /// `darkGrayColor`, `darkTextColor`).
  public var isAdaptiveSystemColor: Bool {
    guard let name, Self.uiKitSystemColors[name] != nil || Self.appKitSystemColors[name] != nil else { return false }
    return !Self.fixedSystemColors.contains(name)
  }

  /// The system colors with one value in every appearance and contrast (UIKit's and AppKit's
  /// fixed colors, `UIColor.black`, `.darkText`).
  private static let fixedSystemColors: Set<String> = [
    "blackColor", "blueColor", "clearColor", "darkGrayColor", "darkTextColor", "grayColor", "greenColor",
    "lightGrayColor", "lightTextColor", "redColor", "whiteColor", "viewFlipsideBackgroundColor",
  ]

  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Components {
    Components(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: quantized(alpha))
  }

  private static func gray(_ white: Double, _ alpha: Double = 1) -> Components {
    Components(red: quantized(white), green: quantized(white), blue: quantized(white), alpha: quantized(alpha))
  }

  private static let uiKitSystemColors: [String: Components] = [
    // Label and text colors (iOS 13+).
    "labelColor": gray(0),
    "secondaryLabelColor": rgb(60, 60, 67, 0.6),
    "tertiaryLabelColor": rgb(60, 60, 67, 0.3),
    "quaternaryLabelColor": rgb(60, 60, 67, 0.18),
    "placeholderTextColor": rgb(60, 60, 67, 0.3),
    "linkColor": rgb(0, 122, 255),
    "separatorColor": rgb(60, 60, 67, 0.29),
    "opaqueSeparatorColor": rgb(198, 198, 200),
    // Backgrounds and fills.
    "systemBackgroundColor": gray(1),
    "secondarySystemBackgroundColor": rgb(242, 242, 247),
    "tertiarySystemBackgroundColor": gray(1),
    "systemGroupedBackgroundColor": rgb(242, 242, 247),
    "secondarySystemGroupedBackgroundColor": gray(1),
    "tertiarySystemGroupedBackgroundColor": rgb(242, 242, 247),
    "systemFillColor": rgb(120, 120, 128, 0.2),
    "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
    "tertiarySystemFillColor": rgb(118, 118, 128, 0.12),
    "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
    // Tint colors.
    "systemBlueColor": rgb(0, 122, 255),
    "systemRedColor": rgb(255, 59, 48),
    "systemGreenColor": rgb(52, 199, 89),
    "systemOrangeColor": rgb(255, 149, 0),
    "systemYellowColor": rgb(255, 204, 0),
    "systemPinkColor": rgb(255, 45, 85),
    "systemPurpleColor": rgb(175, 82, 222),
    "systemIndigoColor": rgb(88, 86, 214),
    "systemTealColor": rgb(48, 176, 199),
    "systemCyanColor": rgb(50, 173, 230),
    "systemMintColor": rgb(0, 199, 190),
    "systemBrownColor": rgb(162, 132, 94),
    "systemGrayColor": rgb(142, 142, 147),
    "systemGray2Color": rgb(174, 174, 178),
    "systemGray3Color": rgb(199, 199, 204),
    "systemGray4Color": rgb(209, 209, 214),
    "systemGray5Color": rgb(229, 229, 234),
    "systemGray6Color": rgb(242, 242, 247),
    // Pre-iOS 13 names (`cocoaTouchSystemColor`).
    "darkTextColor": gray(0),
    "lightTextColor": gray(1, 0.6),
    "groupTableViewBackgroundColor": rgb(239, 239, 244),
    "tableCellGroupedBackgroundColor": gray(1),
    "viewFlipsideBackgroundColor": rgb(31, 33, 36),
    // Fixed colors.
    "clearColor": gray(0, 0),
    "whiteColor": gray(1),
    "blackColor": gray(0),
    "darkGrayColor": gray(1.0 / 3),
    "grayColor": gray(0.5),
    "lightGrayColor": gray(2.0 / 3),
    "redColor": rgb(255, 0, 0),
    "greenColor": rgb(0, 255, 0),
    "blueColor": rgb(0, 0, 255),
  ]

  private static let appKitSystemColors: [String: Components] = [
    "labelColor": gray(0, 0.85),
    "secondaryLabelColor": gray(0, 0.5),
    "tertiaryLabelColor": gray(0, 0.26),
    "textColor": gray(0),
    "textBackgroundColor": gray(1),
    "controlTextColor": gray(0, 0.85),
    "disabledControlTextColor": gray(0, 0.25),
    "controlBackgroundColor": gray(1),
    "controlColor": gray(1),
    "windowBackgroundColor": rgb(236, 236, 236),
    "selectedMenuItemTextColor": gray(1),
    "selectedTextBackgroundColor": rgb(179, 215, 255),
    "linkColor": rgb(9, 79, 209),
    "systemBlueColor": rgb(0, 122, 255),
    "systemRedColor": rgb(255, 59, 48),
    "clearColor": gray(0, 0),
    "whiteColor": gray(1),
    "blackColor": gray(0),
  ]
}
