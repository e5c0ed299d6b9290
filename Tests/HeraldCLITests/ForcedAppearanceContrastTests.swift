import Foundation
import HeraldTestSupport
import Testing

/// An app whose Info.plist sets `UIUserInterfaceStyle` to `Dark` is drawn in dark mode only:
/// Apple's adaptive colors take their dark values and the window is black, so text is judged
/// there (issue 33: Swiftfin's tvOS app, where light-mode secondaryLabel was judged though it is
/// never drawn); a watchOS app is always drawn so. Written for Herald.
@Suite("text-contrast in an appearance the app forces")
struct ForcedAppearanceContrastTests {
  static let screen = """
    import SwiftUI

    struct Player: View {
      var body: some View {
        VStack {
          Text("Up next").foregroundStyle(.secondary)
          Text("Paused").foregroundStyle(.black)
        }
        .background(Color(uiColor: .systemBackground))
      }
    }
    """

  static func project(infoPlist: String?, sdk: String = "appletvos") -> String {
    let setting = infoPlist.map { "INFOPLIST_FILE = \($0); " } ?? ""
    return """
      // !$*UTF8*$!
      { archiveVersion = 1; objects = {
      \t\tR = {isa = PBXProject; mainGroup = G; targets = (T, ); };
      \t\tG = {isa = PBXGroup; children = (F, ); sourceTree = "<group>"; };
      \t\tF = {isa = PBXFileReference; path = Player.swift; sourceTree = "<group>"; };
      \t\tB = {isa = PBXBuildFile; fileRef = F; };
      \t\tP = {isa = PBXSourcesBuildPhase; files = (B, ); };
      \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (P, ); name = TV; productType = "com.apple.product-type.application"; };
      \t\tL = {isa = XCConfigurationList; buildConfigurations = (C, ); };
      \t\tC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); \(setting)}; name = Release; };
      }; rootObject = R; }
      """
  }

  static let darkPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
    """

  func contrast(infoPlist: String?, sdk: String = "appletvos") throws -> [String] {
    let folder = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": Self.project(infoPlist: infoPlist, sdk: sdk), "Player.swift": Self.screen,
        "Info.plist": Self.darkPlist,
      ], prefix: "herald-forced-dark")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return try Herald.findings(of: "text-contrast", in: run) { line, kind, finding in
      "\(line) \(kind) \(finding["arguments"]?["text"]?.stringValue ?? "")"
    }
  }

  @Test("Following the system, light values are judged: secondaryLabel on white fails, black passes")
  func light() throws {
    #expect(try contrast(infoPlist: nil) == ["6 violation #3C3C4399"])
  }

  @Test("Forced dark: secondaryLabel's dark value on black passes, fixed black text on the black window fails")
  func dark() throws {
    #expect(try contrast(infoPlist: "Info.plist") == ["7 violation #000000"])
  }

  @Test("watchOS has no light appearance: its apps are judged dark, as a forced dark appearance is")
  func watch() throws {
    #expect(try contrast(infoPlist: nil, sdk: "watchos") == ["7 violation #000000"])
  }
}
