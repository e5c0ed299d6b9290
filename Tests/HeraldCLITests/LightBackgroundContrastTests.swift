import Foundation
import HeraldTestSupport
import Testing

/// A list or form draws its own light backgrounds behind its rows (white and #F2F2F7 on iOS),
/// whatever the views around it put behind it: opaque text below the minimum on every one of them
/// fails in the light appearance (issue 33: IINA's red, blue and green list texts were asked about,
/// and every one was judged a defect). Where something else may be behind the text, it stays needs
/// review: a widget's container, a view the app's code shows in a dark appearance, a button's
/// style, a `ZStack`'s earlier views, a list whose background is hidden, text outside a list.
/// Written for Herald.
@Suite("text-contrast on the light backgrounds SwiftUI draws")
struct LightBackgroundContrastTests {
  static let screen = """
    import SwiftUI

    struct SettingsScreen: View {
      var body: some View {
        VStack {
          List {
            Text("Sync failed").foregroundStyle(.red)
            Text("Version 2").foregroundColor(.gray)
            Text("Connected").foregroundColor(.indigo)
            Text("Live").foregroundColor(.white)
            Button("Delete") {}.foregroundColor(.red)
            Button("Retry") {}.foregroundColor(.red).buttonStyle(.bordered)
            ZStack {
              CameraPreview()
              Text("Scanning").foregroundColor(.orange)
            }
            Text("Offline").foregroundColor(Color(red: 0.9, green: 0.3, blue: 0.3))
          }
          Text("Outside").foregroundStyle(.red)
          List {
            Text("Clear").foregroundStyle(.red)
          }
          .scrollContentBackground(.hidden)
        }
      }
    }

    struct CameraPreview: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ view: UIView, context: Context) {}
    }
    """

  static let widget = """
    import SwiftUI

    struct DueView: View {
      var body: some View {
        List { Text("Due today").foregroundStyle(.red) }
      }
    }
    """

  static let darkPlayer = """
    import SwiftUI

    struct PlayerLink: View {
      var body: some View {
        Text("Play").sheet(isPresented: .constant(false)) { Text("Player") }.preferredColorScheme(.dark)
      }
    }
    """

  static func project(darkPlayer: Bool) -> String {
    let player = darkPlayer ? "B3, " : ""
    return """
      // !$*UTF8*$!
      { archiveVersion = 1; objects = {
      \t\tR = {isa = PBXProject; mainGroup = G; targets = (T, W, ); };
      \t\tG = {isa = PBXGroup; children = (F, F2, F3, ); sourceTree = "<group>"; };
      \t\tF = {isa = PBXFileReference; path = SettingsScreen.swift; sourceTree = "<group>"; };
      \t\tF2 = {isa = PBXFileReference; path = DueView.swift; sourceTree = "<group>"; };
      \t\tF3 = {isa = PBXFileReference; path = PlayerLink.swift; sourceTree = "<group>"; };
      \t\tB = {isa = PBXBuildFile; fileRef = F; };
      \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
      \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
      \t\tP = {isa = PBXSourcesBuildPhase; files = (B, \(player)); };
      \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
      \t\tT = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (P, ); name = App; productType = "com.apple.product-type.application"; };
      \t\tW = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (P2, ); name = Widgets; productType = "com.apple.product-type.app-extension"; };
      \t\tL = {isa = XCConfigurationList; buildConfigurations = (C, ); };
      \t\tC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
      }; rootObject = R; }
      """
  }

  func contrast(darkPlayer: Bool = false) throws -> [String] {
    var files = [
      "App.xcodeproj/project.pbxproj": Self.project(darkPlayer: darkPlayer), "SettingsScreen.swift": Self.screen,
      "DueView.swift": Self.widget,
    ]
    if darkPlayer { files["PlayerLink.swift"] = Self.darkPlayer }
    let folder = try temporaryDirectory(files, prefix: "herald-light-backgrounds")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding -> String? in
      guard finding["ruleId"]?.stringValue == "text-contrast", let line = finding["line"]?.intValue,
        let kind = finding["kind"]?.stringValue, let file = finding["file"]?.stringValue
      else { return nil }
      let name = file.split(separator: "/").last.map(String.init) ?? file
      return "\(name):\(line) \(kind) \(finding["messageKey"]?.stringValue ?? "")"
    }.sorted()
  }

  @Test(
    "In a list, red and gray fail on white and #F2F2F7 alike: violations, Apple's named as such, also as the title of a button that is the row (Apple, ButtonStyle.automatic); indigo passes; white text, a button in a style of its own, a ZStack's text, text outside a list or in one with its background hidden stay open"
  )
  func screen() throws {
    #expect(
      try contrast()
        == [
          "DueView.swift:5 needs-review system-color",
          "SettingsScreen.swift:10 needs-review message",
          "SettingsScreen.swift:11 violation light-backgrounds-system",
          "SettingsScreen.swift:12 needs-review button-style",
          "SettingsScreen.swift:15 needs-review system-color",
          "SettingsScreen.swift:19 needs-review system-color",
          "SettingsScreen.swift:21 needs-review system-color",
          "SettingsScreen.swift:7 violation light-backgrounds-system",
          "SettingsScreen.swift:8 violation light-backgrounds-system",
          "SettingsScreen.swift:17 violation light-backgrounds",
        ].sorted())
  }

  @Test("Code that shows a view in a dark appearance leaves every screen of the app open")
  func darkScheme() throws {
    let findings = try contrast(darkPlayer: true)
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.contains("needs-review") })
  }

  @Test(
    "A button's style that may fill it behind its label (.bordered, an app's style, a closure style) is asked about by name; translucent text fails in it all the same; .plain draws only the label, measured on what is behind; a button of icon-only labels draws no text"
  )
  func buttonStyles() throws {
    let source = """
      import SwiftUI

      struct Purchase: View {
        var body: some View {
          VStack {
            Button { } label: { Text("Renew").foregroundColor(Color(red: 0.26, green: 0.16, blue: 0.45)) }
              .buttonStyle { configuration in configuration.label.background(Color.yellow) }
            Button { } label: { Text("Later").foregroundStyle(.tertiary) }.buttonStyle(.bordered)
            Button { } label: { Text("Cancel").foregroundColor(.white).background(Color.black) }.buttonStyle(CapsuleStyle())
            Button { } label: { Text("Plain").foregroundColor(Color(red: 0.26, green: 0.16, blue: 0.45)) }.buttonStyle(.plain)
            Button { } label: { Label("Dismiss", systemImage: "xmark").labelStyle(.iconOnly) }.foregroundColor(.gray)
          }
          .background(Color(red: 0.31, green: 0.16, blue: 0.58))
        }
      }
      """
    let folder = try temporaryDirectory(["Purchase.swift": source], prefix: "herald-button-styles")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let found = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "text-contrast" }.map {
      "\($0["line"]?.intValue ?? 0) \($0["kind"]?.stringValue ?? "") \($0["messageKey"]?.stringValue ?? "") \($0["arguments"]?["style"]?.stringValue ?? "")"
    }
    #expect(
      found.sorted()
        == [
          "6 needs-review button-style { configuration in … }",
          "8 violation any-background ",
          "9 needs-review button-style CapsuleStyle()",
          "10 violation message ",
        ].sorted(), "\(found)")
  }
}
