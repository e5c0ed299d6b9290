import Foundation
import HeraldTestSupport
import Testing

/// `text-contrast` follows the colours an app names in code to their values (issue 33: a text
/// colour the source fixes through a constant was asked about): static colour constants
/// (`extension Color { static let ink = Color(red:green:blue:) }`, `ShapeStyle` members),
/// SwiftGen's asset accessors (`ColorAsset(name:)`, `.color`, `.swiftUIColor`), the symbols Xcode
/// generates for colour sets (`Color(.brandInk)` and `Color.brandInk` for "Brand Ink"), and a colour set that refers
/// to a system colour. A bare name is code, never a colour set's symbol; a UIKit constant's `.red`
/// is UIKit's red (#FF0000, not systemRed). Written for Herald.
@Suite("text-contrast through the app's colour constants and generated asset symbols")
struct ColorConstantContrastTests {
  static let screen = """
    import SwiftUI

    struct Card: View {
      var body: some View {
        VStack {
          Text("Pale").foregroundStyle(Color.pale)
          Text("Deep").foregroundStyle(.deep)
          Text("Faint").foregroundStyle(Asset.Colors.faint.swiftUIColor)
          Text("Faint UIKit").foregroundStyle(Color(Asset.Colors.faint.color))
          Text("Brand").foregroundStyle(Color(.brandInk))
          Text("Accent").foregroundStyle(Color.accentColor)
          Text("Split").foregroundStyle(Color.split)
          Text("Gray").foregroundStyle(Color(UIColor(white: 0.7, alpha: 1)))
          Text("Generated").foregroundColor(.brandInk)
          Text("Material").foregroundStyle(.tint)
          Text("Code").foregroundStyle(brandInk)
          Text("Warning").foregroundStyle(Color(uiColor: .warning))
        }
        .background(Color(uiColor: .systemBackground))
      }
    }
    """

  /// The app's palette: constants of components, a `ShapeStyle` member naming one, and a constant
  /// declared with two values (in two `#if` branches), which is unknown.
  static let palette = """
    import SwiftUI

    extension Color {
      static let pale = Color(red: 0.8, green: 0.8, blue: 0.8)
      static var ink: Color { Color(red: 0.1, green: 0.1, blue: 0.1) }
      #if os(iOS)
      static let split = Color(red: 0.9, green: 0.9, blue: 0.9)
      #else
      static let split = Color(red: 0.1, green: 0.1, blue: 0.1)
      #endif
    }

    extension ShapeStyle where Self == Color {
      static var deep: Color { .ink }
    }

    extension UIColor {
      static let warning: UIColor = .red
    }
    """

  /// What SwiftGen's `xcassets` template generates for a namespaced colour set.
  static let generated = """
    import SwiftUI

    internal enum Asset {
      internal enum Colors {
        internal static let faint = ColorAsset(name: "Colors/faint")
      }
    }

    internal final class ColorAsset {
      internal fileprivate(set) var name: String
      internal private(set) lazy var color: UIColor = UIColor(named: name)!
      internal private(set) lazy var swiftUIColor: SwiftUI.Color = SwiftUI.Color(name)
      fileprivate init(name: String) { self.name = name }
    }
    """

  func contrast() throws -> [String] {
    let sets = AssetColorContrastTests.self
    let folder = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": sets.project(
          accent: "AccentColor", sources: ["Card.swift", "Palette.swift", "Assets.swift"]),
        "Card.swift": Self.screen, "Palette.swift": Self.palette, "Assets.swift": Self.generated,
        "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Assets.xcassets/Colors/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
        "Assets.xcassets/Colors/faint.colorset/Contents.json": sets.colorSet(
          #"{"red": "0xCC", "green": "0xCC", "blue": "0xCC", "alpha": "1.000"}"#),
        "Assets.xcassets/Brand Ink.colorset/Contents.json": sets.colorSet(
          #"{"red": "0xDD", "green": "0xDD", "blue": "0xDD", "alpha": "1.000"}"#),
        "Assets.xcassets/AccentColor.colorset/Contents.json":
          #"{"colors": [{"color": {"platform": "universal", "reference": "systemYellowColor"}, "idiom": "universal"}]}"#,
      ], prefix: "herald-color-constants")
    return try sets.contrastFindings(auditing: folder)
  }

  @Test(
    "Constants, ShapeStyle members, SwiftGen accessors and Xcode's asset symbols are measured; a constant of two values is asked about"
  )
  func followed() throws {
    let found = try contrast()
    #expect(
      found == [
        "6 violation #CCCCCC", "8 violation #CCCCCC", "9 violation #CCCCCC", "10 violation #DDDDDD",
        "11 violation #FFCC00", "12 needs-review Color.split", "13 violation #B3B3B3",
        "14 violation #DDDDDD", "15 needs-review .tint", "16 needs-review `brandInk`", "17 violation #FF0000",
      ])
  }

  /// A model's colour as the model starts (`@Published var paper: UIColor = Asset.Colors.faint.color`),
  /// and stacked backgrounds, of which the inner one is what the text sits on.
  static let report = """
    import SwiftUI

    final class ReportModel: ObservableObject {
      @Published var paper: UIColor = Asset.Colors.faint.color
    }

    struct Report: View {
      @ObservedObject var model: ReportModel
      var body: some View {
        VStack {
          Text("On paper").foregroundStyle(.white).background(Color(model.paper))
          Text("Banner").foregroundStyle(Color.white).padding(4).background(Color.black).padding(4)
            .background(Color.white)
          Text("Inverse").foregroundStyle(Color.white).padding(4).background(Color.white).padding(4)
            .background(Color.black)
        }
      }
    }
    """

  @Test("A model's colour is the one it starts with; of stacked backgrounds the inner one is behind the text")
  func modelsAndStackedBackgrounds() throws {
    let sets = AssetColorContrastTests.self
    let folder = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": sets.project(accent: nil, sources: ["Report.swift", "Assets.swift"]),
        "Report.swift": Self.report, "Assets.swift": Self.generated,
        "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Assets.xcassets/Colors/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
        "Assets.xcassets/Colors/faint.colorset/Contents.json": sets.colorSet(
          #"{"red": "0xCC", "green": "0xCC", "blue": "0xCC", "alpha": "1.000"}"#),
      ], prefix: "herald-model-colors")
    #expect(try sets.contrastFindings(auditing: folder) == ["11 violation #FFFFFF", "14 violation #FFFFFF"])
  }

  /// A view's own static colour, named through `Self` and written per platform (Food Truck's
  /// subscription option: `#if canImport(UIKit) Color(uiColor: .tertiarySystemBackground)
  /// #elseif canImport(AppKit) Color(nsColor: .windowBackgroundColor)`).
  static let option = """
    import SwiftUI

    struct Option: View {
      private static var paper: Color {
        #if canImport(UIKit)
        Color(red: 0.8, green: 0.8, blue: 0.8)
        #elseif canImport(AppKit)
        Color(red: 0.1, green: 0.1, blue: 0.1)
        #endif
      }
      var body: some View {
        VStack {
          Text("On paper").foregroundStyle(Color.white).background(Self.paper)
          Banner.shown
        }
      }
    }

    enum Banner {
      static var ink: Color { Color(red: 0.8, green: 0.8, blue: 0.8) }
      static var shown: some View { Text("Banner").foregroundStyle(Self.ink) }
    }
    """

  @Test("`Self.member` is the view's own static colour, its `#if` clause the one the platform compiles")
  func selfAndPlatformClauses() throws {
    let sets = AssetColorContrastTests.self
    var found: [String: [String]] = [:]
    for sdk in ["iphoneos", "macosx"] {
      let folder = try temporaryDirectory(
        [
          "App.xcodeproj/project.pbxproj": sets.project(accent: nil, sources: ["Option.swift"], sdk: sdk),
          "Option.swift": Self.option, "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        ], prefix: "herald-self-colors")
      found[sdk] = try sets.contrastFindings(auditing: folder)
    }
    // White on #CCCCCC (1.6:1) on iOS; white on #1A1A1A passes on macOS. A static view's `Self`
    // is its type: its #CCCCCC text is measured (on what the views using it draw: review).
    #expect(
      found == [
        "iphoneos": ["13 violation #FFFFFF", "21 needs-review #CCCCCC"], "macosx": ["21 needs-review #CCCCCC"],
      ])
  }

  @Test("A button's title over a background Herald cannot measure asks for that background, never states a ratio")
  func buttonOnUnmeasuredBackground() throws {
    let sets = AssetColorContrastTests.self
    let promo = """
      import SwiftUI

      struct Promo: View {
        let theme: Theme
        var body: some View {
          VStack {
            Button("Unlock") { }.background(theme.paper)
          }
          .background(Color.white)
        }
      }
      """
    let folder = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": sets.project(accent: nil, sources: ["Promo.swift"]),
        "Promo.swift": promo, "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
      ], prefix: "herald-unmeasured")
    #expect(try sets.contrastFindings(auditing: folder) == ["7 needs-review theme.paper"])
  }
}
