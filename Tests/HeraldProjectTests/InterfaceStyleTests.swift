import HeraldTestSupport
import HeraldTree
import Testing

@testable import HeraldProject

/// Info.plist's `UIUserInterfaceStyle` read into the project model: the appearance an app forces.
@Suite("Interface style: the appearance an app's Info.plist forces")
struct InterfaceStyleTests {
  /// Three apps: one whose Info.plist forces Dark, one whose generated Info.plist forces Light
  /// (Xcode's `INFOPLIST_KEY_` setting), one that follows the system.
  static let project = """
    // !$*UTF8*$!
    { archiveVersion = 1; objects = {
    \t\tR = {isa = PBXProject; mainGroup = G; targets = (T1, T2, T3, ); };
    \t\tG = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = TV; productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Phone; productType = "com.apple.product-type.application"; };
    \t\tT3 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = Pad; productType = "com.apple.product-type.application"; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; INFOPLIST_FILE = "$(SRCROOT)/TV/Info.plist"; }; name = Release; };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; INFOPLIST_KEY_UIUserInterfaceStyle = Light; }; name = Release; };
    \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; INFOPLIST_FILE = Pad/Info.plist; }; name = Release; };
    }; rootObject = R; }
    """

  static func plist(_ members: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>\(members)</dict></plist>
    """
  }

  @Test("Dark from INFOPLIST_FILE's UIUserInterfaceStyle, Light from the INFOPLIST_KEY_ setting, none for Automatic")
  func read() throws {
    let root = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": Self.project,
        "TV/Info.plist": Self.plist(
          "<key>UIUserInterfaceStyle</key><string>Dark</string><key>CFBundleName</key><string>TV</string>"),
        "Pad/Info.plist": Self.plist("<key>UIUserInterfaceStyle</key><string>Automatic</string>"),
      ], prefix: "herald-style")
    let project = try XcodeProjectReader().read(path: root + "/App.xcodeproj")
    #expect(project.targets.map(\.interfaceStyle) == [.dark, .light, nil])
  }

  @Test("A missing, binary or non-string Info.plist forces nothing; a path naming a setting is not followed")
  func unreadable() throws {
    let root = try temporaryDirectory(
      ["Info.plist": Self.plist("<key>UIUserInterfaceStyle</key><integer>2</integer>"), "Binary.plist": "bplist00"],
      prefix: "herald-style")
    for file in ["Info.plist", "Binary.plist", "Missing.plist", "$(TARGET_NAME)/Info.plist"] {
      #expect(InfoPlistReader.interfaceStyle(settings: ["INFOPLIST_FILE": file], sourceRoot: root) == nil)
    }
    #expect(InterfaceStyle(infoPlistValue: "dark") == .dark)
    #expect(InterfaceStyle(infoPlistValue: "Automatic") == nil)
  }

  @Test("A platform's part is drawn in a style only when every app and extension building for it forces it")
  func parts() {
    func app(_ name: String, _ platform: ApplePlatform, _ style: InterfaceStyle?) -> ProjectTarget {
      ProjectTarget(
        name: name, productType: .application, platforms: [platform], interfaceStyle: style, origin: .xcodeProject,
        declaredIn: "App.xcodeproj/project.pbxproj")
    }
    let widget = ProjectTarget(
      name: "Widget", productType: .appExtension, platforms: [.iOS], origin: .xcodeProject, declaredIn: "p")
    #expect(PlatformSplit.interfaceStyle(of: .tvOS, targets: [app("TV", .tvOS, .dark), app("P", .iOS, nil)]) == .dark)
    #expect(PlatformSplit.interfaceStyle(of: .iOS, targets: [app("TV", .tvOS, .dark), app("P", .iOS, nil)]) == nil)
    #expect(PlatformSplit.interfaceStyle(of: .iOS, targets: [app("A", .iOS, .dark), app("B", .iOS, .light)]) == nil)
    // An extension runs in its host: one that forces nothing leaves the part open.
    #expect(PlatformSplit.interfaceStyle(of: .iOS, targets: [app("A", .iOS, .dark), widget]) == nil)
    var darkWidget = widget
    darkWidget.interfaceStyle = .dark
    #expect(PlatformSplit.interfaceStyle(of: .iOS, targets: [app("A", .iOS, .dark), darkWidget]) == .dark)
  }
}
