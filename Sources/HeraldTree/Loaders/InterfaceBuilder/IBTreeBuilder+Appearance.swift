import HeraldSyntax

extension IBTreeBuilder {
  /// The font, Dynamic Type flag, colors and number of lines a view declares, read in one pass over its children.
  func appearance(of xml: XMLElement) throws(TreeError) -> Appearance {
    var appearance = Appearance(adjustsFontForContentSizeCategory: xml["adjustsFontForContentSizeCategory"] == "YES")
    // An unreadable count is UIKit's default (one line) rather than an unreadable file.
    appearance.numberOfLines = (try? xml.integer("numberOfLines", in: 0...1_000_000)) ?? nil
    var configurationFont: Font?
    var configurationColor: Color?
    for case .element(let child) in xml.children {
      switch child.name {
      case "fontDescription" where child["key"] == "fontDescription":
        appearance.font = try Self.font(child)
      case "color":
        switch child["key"] {
        case "textColor": appearance.textColor = try colors.color(child)
        case "backgroundColor": appearance.backgroundColor = try colors.color(child)
        case "tintColor": appearance.tintColor = try colors.color(child)
        default: break
        }
      case "state" where child["key"] == "normal":
        if let title = child.child("color", key: "titleColor") { appearance.textColor = try colors.color(title) }
      case "buttonConfiguration" where child["key"] == "configuration":
        if let font = child.child("fontDescription", key: "titleFontDescription") {
          configurationFont = try Self.font(font)
        }
        if let color = child.child("color", key: "baseForegroundColor") {
          configurationColor = try colors.color(color)
        }
      default:
        break
      }
    }
    appearance.font = configurationFont ?? appearance.font
    appearance.textColor = configurationColor ?? appearance.textColor
    return appearance
  }

  /// A `<fontDescription>`: `type="system|boldSystem|italicSystem"` with `weight` and
  /// `pointSize`, `style="UICTFontTextStyleBody"`, or `name="CourierNewPSMT"`.
  static func font(_ xml: XMLElement) throws(TreeError) -> Font {
    var font = Font(pointSize: try xml.number("pointSize"), name: xml["name"])
    if let style = xml["style"] { font.textStyle = textStyle(style) }
    switch xml["type"] {
    case "boldSystem": font.weight = "bold"
    case "system", "italicSystem": font.weight = xml["weight"] ?? "regular"
    default: font.weight = xml["weight"]
    }
    return font
  }

  /// `UICTFontTextStyleBody` → `body`; UIKit's raw values for subheadline and largeTitle are
  /// `…Subhead` and `…Title0`.
  static func textStyle(_ uiKitName: String) -> String {
    let prefix = "UICTFontTextStyle"
    guard uiKitName.hasPrefix(prefix), uiKitName.count > prefix.count else { return uiKitName }
    let bare = uiKitName.dropFirst(prefix.count)
    switch bare {
    case "Subhead": return "subheadline"
    case "Title0": return "largeTitle"
    default: return bare.prefix(1).lowercased() + bare.dropFirst()
    }
  }
}
