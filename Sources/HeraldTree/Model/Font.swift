/// A text font as a UI description records it: a size, a Dynamic Type text style, a weight or a
/// named font.
///
/// ```swift
/// let body = Font(textStyle: "body")
/// body.effectivePointSize  // 17, the default size of the body style
/// Font(pointSize: 15, weight: "bold").isLargeText  // true: ≥ 14 pt and bold
/// ```
public struct Font: Sendable, Hashable {
  /// The size in points; `nil` for a text-style font without a size.
  public var pointSize: Double?
  /// The Dynamic Type text style without UIKit's prefix (`body`, `headline`, `caption1`,
  /// `subheadline`, `title3`, `largeTitle`); Interface Builder writes `UICTFontTextStyleBody`.
  public var textStyle: String?
  /// The weight (`regular`, `medium`, `semibold`, `bold`, `light`, …); Interface Builder's
  /// `type="boldSystem"` is `bold`.
  public var weight: String?
  /// The name of a named font (`CourierNewPSMT`).
  public var name: String?

  /// Creates a font description; every part is optional.
  public init(pointSize: Double? = nil, textStyle: String? = nil, weight: String? = nil, name: String? = nil) {
    self.pointSize = pointSize
    self.textStyle = textStyle
    self.weight = weight
    self.name = name
  }

  /// Whether the font is bold for WCAG's "large text": its weight is semibold, bold, heavy or
  /// black, or its name contains `Bold`.
  ///
  /// A text-style font without a weight is bold when its style is `headline`, which iOS sets in
  /// semibold.
  public var isBold: Bool {
    if let weight, Self.boldWeights.contains(weight.lowercased()) { return true }
    if let name, name.contains("Bold") { return true }
    return weight == nil && textStyle == "headline"
  }

  /// Whether the text is WCAG "large text": at least 18 pt, or at least 14 pt and bold.
  ///
  /// A text-style font is measured at its style's default iOS size at the default content size
  /// (body 17, headline 17 semibold, title1 28, title2 22, title3 20, largeTitle 34, callout 16,
  /// subheadline 15, footnote 13, caption1 12, caption2 11). iOS points are compared with WCAG's
  /// points as they are, the usual reading for native apps. A font whose size is unknown is not
  /// large.
  public var isLargeText: Bool {
    guard let size = effectivePointSize else { return false }
    return size >= 18 || (size >= 14 && isBold)
  }

  /// The size: ``pointSize``, else the default size of ``textStyle`` (see
  /// ``defaultPointSize(ofTextStyle:)``), else `nil`.
  public var effectivePointSize: Double? {
    pointSize ?? textStyle.flatMap(Self.defaultPointSize(ofTextStyle:))
  }

  /// The default iOS size of a Dynamic Type text style at the default content size (Large), or
  /// `nil` for a style Herald does not know.
  ///
  /// ```swift
  /// Font.defaultPointSize(ofTextStyle: "caption1")  // 12
  /// ```
  ///
  /// - Parameter textStyle: A style name without prefix (`body`, `largeTitle`).
  public static func defaultPointSize(ofTextStyle textStyle: String) -> Double? {
    defaultSizes[textStyle]
  }

  private static let defaultSizes: [String: Double] = [
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
  ]

  private static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]
}
