import HeraldSyntax

extension IBTreeBuilder {
  /// The font, Dynamic Type flag, colors and number of lines a view declares, read in one pass over its children.
  func appearance(of xml: XMLElement) throws(TreeError) -> Appearance {
    var appearance = Appearance(adjustsFontForContentSizeCategory: xml["adjustsFontForContentSizeCategory"] == "YES")
    // An unreadable count is UIKit's default (one line) rather than an unreadable file.
    appearance.numberOfLines = (try? xml.integer("numberOfLines", in: 0...1_000_000)) ?? nil
    var configurationFont: Font?
    var configurationColor: Color?
    var hasConfiguration = false
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
      case "attributedString" where child["key"] == "attributedText":
        // Attributed text carries its own colour and font, which UIKit draws instead of the
        // label's (Interface Builder writes none for the label then).
        let (color, font) = try attributes(of: child)
        appearance.textColor = color ?? appearance.textColor
        appearance.font = font ?? appearance.font
      case "buttonConfiguration" where child["key"] == "configuration":
        hasConfiguration = true
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
    appearance.textColor = configurationColor ?? appearance.textColor
    if hasConfiguration {
      // A configuration's title replaces the button's own font: its title font, else UIKit's
      // default, a text style. A title in a text style follows the content size category by itself
      // (Apple Developer Forums 729589, a UIKit frameworks engineer: "use a text style … and then
      // the configuration will adjust it automatically"); a fixed size stays fixed.
      let font = configurationFont ?? Font(textStyle: "body")
      appearance.font = font
      if font.textStyle != nil { appearance.adjustsFontForContentSizeCategory = true }
    }
    return appearance
  }

  /// The colour and font every fragment of an `<attributedString>` shares (`NSColor`, `NSFont`);
  /// `nil` for one the fragments do not agree on or do not set.
  func attributes(of attributed: XMLElement) throws(TreeError) -> (color: Color?, font: Font?) {
    var colors: [Color?] = []
    var fonts: [Font?] = []
    for fragment in attributed.elements where fragment.name == "fragment" {
      let attributes = fragment.child("attributes")
      if let color = attributes?.child("color", key: "NSColor") {
        colors.append(try self.colors.color(color))
      } else {
        colors.append(nil)
      }
      if let element = attributes?.child("font", key: "NSFont") {
        var font = Font(pointSize: try element.number("size"), name: element["name"])
        if element["metaFont"] != nil, element["name"] == nil { font.weight = "regular" }
        fonts.append(font)
      } else {
        fonts.append(nil)
      }
    }
    let color = colors.first.flatMap { first in colors.allSatisfy { $0 == first } ? first : nil }
    let font = fonts.first.flatMap { first in fonts.allSatisfy { $0 == first } ? first : nil }
    return (color, font)
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
