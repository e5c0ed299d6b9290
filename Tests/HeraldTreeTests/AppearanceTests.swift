import HeraldTree
import Testing

@Suite("Appearance: colors and fonts")
struct AppearanceTests {
  private static let white = Color.Components(red: 1, green: 1, blue: 1, alpha: 1)
  private static let black = Color.Components(red: 0, green: 0, blue: 0, alpha: 1)

  @Test("WCAG contrast: black on white is 21, #777777 on white is just below 4.5, order does not matter")
  func contrast() throws {
    #expect(Color.contrastRatio(Self.black, Self.white) == 21)
    #expect(Color.contrastRatio(Self.white, Self.white) == 1)
    let gray = try #require(Color(hex: "#777777")?.components)
    let ratio = Color.contrastRatio(gray, Self.white)
    #expect(abs(ratio - 4.48) < 0.005, "\(ratio)")
    #expect(ratio < 4.5)
    #expect(Color.contrastRatio(Self.white, gray) == ratio)
    #expect(Color(red: 1, green: 1, blue: 1).relativeLuminance == 1)
    #expect(Color(name: "AccentColor", components: nil).relativeLuminance == nil)
  }

  @Test("50% black composited over white is mid gray, opaque")
  func composite() throws {
    let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    let result = half.composited(over: Self.white)
    #expect(result == Color.Components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(Color(red: 0.2, green: 0.4, blue: 0.6).composited(over: Self.white).red == 0.2)
    #expect(Color(name: "clearColor", components: nil).composited(over: Self.black) == Self.black)
  }

  @Test("hex: #RRGGBB and #RRGGBBAA read and written, alpha only below 1, anything else refused")
  func hex() throws {
    #expect(Color(hex: "#1c1c1e")?.hexDescription == "#1C1C1E")
    #expect(Color(hex: "#FF000080")?.components?.alpha == 128.0 / 255)
    #expect(Color(hex: "#FF000080")?.hexDescription == "#FF000080")
    #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.5).hexDescription == "#00000080")
    #expect(Color(name: "Brand", components: nil).hexDescription == nil)
    for bad in ["", "#", "123456", "#12345", "#1234567", "#GG0000", "#12345678A"] {
      #expect(Color(hex: bad) == nil, "\(bad)")
    }
  }

  @Test("system color table: light-mode values by Interface Builder's names")
  func systemColors() throws {
    #expect(Color.uiKitSystemColor(named: "labelColor")?.hexDescription == "#000000")
    #expect(Color.uiKitSystemColor(named: "secondaryLabelColor")?.hexDescription == "#3C3C4399")
    #expect(Color.uiKitSystemColor(named: "systemBlueColor")?.hexDescription == "#007AFF")
    #expect(Color.uiKitSystemColor(named: "clearColor")?.components?.alpha == 0)
    #expect(Color.uiKitSystemColor(named: "noSuchColor") == nil)
    #expect(Color.appKitSystemColor(named: "textColor")?.name == "textColor")
  }

  @Test(
    "WCAG large text: ≥ 18 pt, or ≥ 14 pt and bold; text styles at their default size",
    arguments: [
      (Font(pointSize: 17), false),
      (Font(pointSize: 18), true),
      (Font(pointSize: 14, weight: "regular"), false),
      (Font(pointSize: 14, weight: "bold"), true),
      (Font(pointSize: 14, weight: "semibold"), true),
      (Font(pointSize: 13.5, weight: "heavy"), false),
      (Font(pointSize: 15, weight: "medium"), false),
      (Font(pointSize: 16, name: "Avenir-Bold"), true),
      (Font(textStyle: "body"), false),
      (Font(textStyle: "headline"), true),
      (Font(textStyle: "headline", weight: "regular"), false),
      (Font(textStyle: "title3"), true),
      (Font(textStyle: "callout", weight: "bold"), true),
      (Font(textStyle: "caption1", weight: "black"), false),
      (Font(textStyle: "largeTitle"), true),
      (Font(textStyle: "unknownStyle"), false),
      (Font(), false),
    ])
  func largeText(_ font: Font, _ isLarge: Bool) {
    #expect(font.isLargeText == isLarge)
  }

  @Test("the effective size is the point size, else the text style's default size")
  func effectivePointSize() {
    #expect(Font(pointSize: 12, textStyle: "body").effectivePointSize == 12)
    #expect(Font(textStyle: "subheadline").effectivePointSize == 15)
    #expect(Font(textStyle: "caption2").effectivePointSize == 11)
    #expect(Font(textStyle: "mystery").effectivePointSize == nil)
    #expect(Font.defaultPointSize(ofTextStyle: "title1") == 28)
  }

  @Test("Apple's adaptive system colors are told from its fixed ones and from the app's own")
  func adaptiveSystemColors() {
    for name in ["secondaryLabelColor", "systemBlueColor", "labelColor", "controlTextColor"] {
      #expect(Color(name: name, components: nil).isAdaptiveSystemColor, "\(name)")
    }
    for name in ["darkGrayColor", "blackColor", "darkTextColor", "BrandColor"] {
      #expect(!Color(name: name, components: nil).isAdaptiveSystemColor, "\(name)")
    }
    #expect(!Color(red: 0, green: 0.48, blue: 1).isAdaptiveSystemColor)
  }
}
