import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@testable import HeraldProject

/// Color sets read after Apple's *Asset Catalog Format Reference*, "Named Color Type", and the
/// accent color a project names (Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
@Suite("Color sets and the accent color")
struct ColorSetReaderTests {
  static func variants(_ json: String) throws -> AppColors.Variants? {
    ColorSetReader.variants(try JSONReader.parse(Array(json.utf8), file: "Contents.json"))
  }

  @Test("Components as floats, 8-bit integers or hex; the dark variant apart; Increase Contrast's left out")
  func components() throws {
    let json = """
      {"colors": [
        {"color": {"color-space": "srgb", "components": {"red": "0x58", "green": "86", "blue": "0.839", "alpha": "0.5"}},
         "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}},
         "idiom": "universal"},
        {"appearances": [{"appearance": "contrast", "value": "high"}],
         "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}},
         "idiom": "universal"}
      ]}
      """
    let read = try #require(try Self.variants(json))
    #expect(read.light.hexDescription == "#5856D680")
    #expect(read.dark?.hexDescription == "#FFFFFF")
  }

  @Test("A system color by reference keeps its name; Display P3 and gray gamma 2.2 are converted to sRGB")
  func spaces() throws {
    let reference =
      #"{"colors": [{"color": {"platform": "universal", "reference": "systemIndigoColor"}, "idiom": "universal"}]}"#
    let indigo = try #require(try Self.variants(reference))
    #expect(indigo.light.name == "systemIndigoColor")
    #expect(indigo.light.components != nil)
    let p3 =
      #"{"colors": [{"color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"}]}"#
    // P3's red lies outside sRGB: clamped to sRGB's red.
    #expect(try Self.variants(p3)?.light.hexDescription == "#FF0000")
    let gray =
      #"{"colors": [{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1.000"}}, "idiom": "universal"}]}"#
    // 0.5 in gamma 2.2 is 21.8 % light: sRGB 0.504, #808080.
    #expect(try Self.variants(gray)?.light.hexDescription == "#808080")
  }

  @Test("JSON numbers and decimals are 0–1; integers are 8-bit only beside hex or a value above 1")
  func scales() throws {
    let numbers =
      #"{"colors": [{"color": {"components": {"red": 1, "green": 0, "blue": 0, "alpha": 1}}, "idiom": "universal"}]}"#
    #expect(try Self.variants(numbers)?.light.hexDescription == "#FF0000")
    let ones =
      #"{"colors": [{"color": {"components": {"red": "1", "green": "1", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
    #expect(try Self.variants(ones)?.light.hexDescription == "#FFFF00")
  }

  @Test("An unreadable variant or an unknown color space is a color of unknown value, not the other variant")
  func unreadableVariants() throws {
    let json = """
      {"colors": [
        {"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "extended-linear-srgb", "components": {"red": "0.1", "green": "0.1", "blue": "0.1"}},
         "idiom": "universal"}
      ]}
      """
    let read = try #require(try Self.variants(json))
    #expect(read.light.hexDescription == "#FFFFFF")
    #expect(read.dark != nil && read.dark?.components == nil)
  }

  @Test("Xcode's new AccentColor holds no color; colors Herald cannot read are unknown, not none")
  func empty() throws {
    #expect(try Self.variants(#"{"colors": [{"idiom": "universal"}], "info": {"version": 1}}"#) == nil)
    let unreadable = try Self.variants(#"{"colors": [{"color": {"components": {"hue": "1"}}, "idiom": "universal"}]}"#)
    #expect(unreadable?.light.components == nil)
  }

  @Test("The accent setting: empty or absent is the system's; a reference or an .xcconfig file leaves it unknown")
  func accentSetting() {
    let key = "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"
    #expect(ObjectGraph.accentColorName([key: "Brand"], readsFile: false) == "Brand")
    #expect(ObjectGraph.accentColorName([:], readsFile: false) == "")
    #expect(ObjectGraph.accentColorName([:], readsFile: true) == nil)
    #expect(ObjectGraph.accentColorName([key: "$(ACCENT)"], readsFile: false) == nil)
  }

  @Test("A part's accent: the set its apps name, the system's when none names one, unknown when they disagree")
  func partAccent() {
    let catalog = AssetCatalog(
      path: "App/Assets.xcassets",
      assets: [
        AssetCatalog.Asset(
          name: "Brand", kind: .color, path: "App/Assets.xcassets/Brand.colorset",
          color: AppColors.Variants(light: Color(red: 0, green: 0, blue: 0), dark: nil)),
        AssetCatalog.Asset(name: "AccentColor", kind: .color, path: "App/Assets.xcassets/AccentColor.colorset"),
      ])
    func app(_ name: String, accent: String?) -> ProjectTarget {
      ProjectTarget(
        name: name, productType: .application, platforms: [.iOS], accentColorName: accent,
        files: ["App/Assets.xcassets"], origin: .xcodeProject, declaredIn: "App.xcodeproj/project.pbxproj")
    }
    let project = AppProject(root: "App", assetCatalogs: [catalog])
    #expect(
      PlatformSplit.colors(of: .iOS, app: project, targets: [app("A", accent: "Brand")]).accent == .named("Brand"))
    // A set that holds no color is the system's accent, as is an empty setting.
    #expect(PlatformSplit.colors(of: .iOS, app: project, targets: [app("A", accent: "AccentColor")]).accent == .system)
    #expect(PlatformSplit.colors(of: .iOS, app: project, targets: [app("A", accent: "")]).accent == .system)
    let disagreeing = PlatformSplit.colors(
      of: .iOS, app: project, targets: [app("A", accent: "Brand"), app("B", accent: "")])
    #expect(disagreeing.accentColor == nil)
    // A set the catalogs Herald read do not hold: unknown, not the system's.
    #expect(
      PlatformSplit.colors(of: .iOS, app: project, targets: [app("A", accent: "Tint")]).accent == .unknown("Tint"))
    #expect(
      PlatformSplit.colors(of: .iOS, app: project, targets: [app("A", accent: "Brand")]).named.keys.sorted() == [
        "Brand"
      ])
  }
}
