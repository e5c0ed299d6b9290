import Foundation
import HeraldTestSupport
import Testing

/// The colors of an app's asset catalogs are measured (issue 33: `text-contrast` asked about
/// `Color("…")` and the accent color, which the project's files decide): a color set's light value
/// (its dark one in a forced dark appearance), and the accent color Xcode's Global Accent Color
/// Name build setting names, else the system's. Code that sets a window's tint replaces it.
/// Written for Herald.
@Suite("text-contrast with the colors of the app's asset catalogs")
struct AssetColorContrastTests {
  static let screen = """
    import SwiftUI

    struct Card: View {
      var body: some View {
        VStack {
          Text("Faint").foregroundStyle(Color("Faint"))
          Text("Ink").foregroundStyle(Color("Ink"))
          Button("Go") {}
          Text("Missing").foregroundStyle(Color("Missing"))
          Text("Accent").foregroundStyle(Color.accentColor)
        }
        .background(Color(uiColor: .systemBackground))
      }
    }
    """

  /// A color set of one sRGB value, with a dark one when given (components as Xcode writes them).
  static func colorSet(_ light: String, dark: String? = nil) -> String {
    func entry(_ components: String, dark: Bool) -> String {
      let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
      return #"{\#(appearance)"color": {"color-space": "srgb", "components": \#(components)}, "idiom": "universal"}"#
    }
    let entries = [entry(light, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
    return #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
  }

  /// An Xcode project of one app target for `sdk` that builds `sources` and the catalog
  /// `Assets.xcassets`, whose accent color is `accent` (none when `nil`).
  static func project(accent: String?, sources: [String], sdk: String = "iphoneos") -> String {
    let setting = accent.map { "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \($0); " } ?? ""
    let files = sources.enumerated().map { index, path in
      "\t\tF\(index) = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };\n"
        + "\t\tB\(index) = {isa = PBXBuildFile; fileRef = F\(index); };\n"
    }
    let references = sources.indices.map { "F\($0), " }.joined()
    let built = sources.indices.map { "B\($0), " }.joined()
    return """
      // !$*UTF8*$!
      { archiveVersion = 1; objects = {
      \t\tR = {isa = PBXProject; mainGroup = G; targets = (T, ); };
      \t\tG = {isa = PBXGroup; children = (\(references)A, ); sourceTree = "<group>"; };
      \(files.joined())\t\tA = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
      \t\tBA = {isa = PBXBuildFile; fileRef = A; };
      \t\tP = {isa = PBXSourcesBuildPhase; files = (\(built)); };
      \t\tPR = {isa = PBXResourcesBuildPhase; files = (BA, ); };
      \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (P, PR, ); name = App; productType = "com.apple.product-type.application"; };
      \t\tL = {isa = XCConfigurationList; buildConfigurations = (C, ); };
      \t\tC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); \(setting)}; name = Release; };
      }; rootObject = R; }
      """
  }

  func contrast(accent: String?, tintFile: Bool = false, sdk: String = "iphoneos") throws -> [String] {
    let folder = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": Self.project(
          accent: accent, sources: ["Card.swift"] + (tintFile ? ["Tint.swift"] : []), sdk: sdk),
        "Card.swift": Self.screen,
        "Tint.swift": "import UIKit\nfunc theme(_ window: UIWindow) { window.tintColor = .systemRed }\n",
        "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Assets.xcassets/Faint.colorset/Contents.json": Self.colorSet(
          #"{"red": "0xBB", "green": "0xBB", "blue": "0xBB", "alpha": "1.000"}"#,
          dark: #"{"red": "0.267", "green": "0.267", "blue": "0.267", "alpha": "1.000"}"#),
        "Assets.xcassets/Ink.colorset/Contents.json": Self.colorSet(
          #"{"red": "17", "green": "17", "blue": "17", "alpha": "1.000"}"#),
        "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(
          #"{"red": "1.000", "green": "0.839", "blue": "0.039", "alpha": "1.000"}"#),
      ], prefix: "herald-asset-colors")
    return try Self.contrastFindings(auditing: folder)
  }

  /// The `text-contrast` findings of `herald audit` on `folder`, each as its line, kind and the
  /// text colour (or the system colour) its arguments name.
  static func contrastFindings(auditing folder: String) throws -> [String] {
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return try Herald.findings(of: "text-contrast", in: run) { line, kind, finding in
      let arguments = finding["arguments"]
      return "\(line) \(kind) \(arguments?["text"]?.stringValue ?? arguments?["color"]?.stringValue ?? "")"
    }
  }

  @Test(
    "A color set's light value is measured; the accent the build setting names tints a SwiftUI button and Color.accentColor"
  )
  func namedAccent() throws {
    #expect(
      try contrast(accent: "AccentColor") == [
        "6 violation #BBBBBB", "8 needs-review #FFD60A", "9 needs-review Missing", "10 violation #FFD60A",
      ])
  }

  @Test("Without the build setting a catalog's AccentColor is not the accent: the system's blue is")
  func systemAccent() throws {
    #expect(
      try contrast(accent: nil) == [
        "6 violation #BBBBBB", "8 needs-review #007AFF", "9 needs-review Missing", "10 violation #007AFF",
      ])
  }

  @Test("Code that sets a window's tint replaces the accent: the button's title color is asked about")
  func tintInCode() throws {
    #expect(
      try contrast(accent: "AccentColor", tintFile: true) == [
        "6 violation #BBBBBB", "8 needs-review tintColor", "9 needs-review Missing", "10 needs-review tintColor",
      ])
  }

  @Test("On macOS a SwiftUI button's title in the default style is AppKit's controlTextColor, never the accent")
  func macOSButton() throws {
    let found = try contrast(accent: "AccentColor", sdk: "macosx")
    #expect(!found.contains { $0.hasPrefix("8 ") })
    #expect(found.contains("6 violation #BBBBBB"))
  }
}
