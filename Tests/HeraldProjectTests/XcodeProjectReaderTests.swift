import HeraldProject
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("XcodeProjectReader")
struct XcodeProjectReaderTests {
  static func project() throws -> (root: String, project: XcodeProject) {
    let root = try temporaryDirectory(ProjectFixtures.app, prefix: "herald-project")
    return (root, try XcodeProjectReader().read(path: root + "/App.xcodeproj"))
  }

  @Test("Targets with product types, regions, local packages and linked products")
  func targets() throws {
    let (root, project) = try Self.project()
    #expect(project.targets.map(\.name) == ["App", "AppTests", "Tool"])
    #expect(project.targets.map(\.productType) == [.application, .unitTest, .commandLineTool])
    #expect(project.targets[0].productIdentifier == "com.apple.product-type.application")
    #expect(project.developmentRegion == "en")
    #expect(project.knownRegions == ["en", "Base", "ru"])
    #expect(project.localPackages == [root + "/Packages/DesignSystem"])
    #expect(project.targets[0].packageProducts == ["DesignSystem"])
    #expect(project.targets[1].dependencies == ["App"])
  }

  @Test(
    "Member files: build phases through groups, each variant of a localized file, SOURCE_ROOT, synchronized folders without their exceptions; SDK and built products left out"
  )
  func members() throws {
    let (root, project) = try Self.project()
    let app = project.targets[0].files.map { String($0.dropFirst(root.count + 1)) }
    #expect(
      app == [
        "App/Base.lproj/Main.storyboard", "App/Localizable.xcstrings", "App/View.swift", "App/ru.lproj/Main.strings",
        "Synced/Media.xcassets", "Synced/Settings.swift",
      ])
    #expect(project.targets[1].files == [root + "/AppTests/ViewTests.swift"])
    #expect(project.targets[2].files == [root + "/Tool/main.swift"])
  }

  @Test("Platforms from SUPPORTED_PLATFORMS (target over project), else SDKROOT, with deployment targets")
  func platforms() throws {
    let (_, project) = try Self.project()
    #expect(project.targets[0].platforms == [.iOS, .macOS])
    #expect(project.targets[0].deploymentTargets == [.iOS: "16.0", .macOS: "14.0"])
    #expect(project.targets[1].platforms == [.iOS])
  }

  /// A project whose build settings live in `.xcconfig` files (IINA's): no target names a platform.
  static let settingsElsewhere = """
    // !$*UTF8*$!
    { archiveVersion = 1; objects = {
    \t\tR = {isa = PBXProject; mainGroup = G; targets = (T1, T2, T3, ); };
    \t\tG = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
    \t\tF1 = {isa = PBXFileReference; path = Main.xib; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tF3 = {isa = PBXFileReference; path = Tool.swift; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
    \t\tP1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
    \t\tP2 = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
    \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
    \t\tT1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = Mac; productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2, ); name = Phone; productType = "com.apple.product-type.application"; };
    \t\tT3 = {isa = PBXNativeTarget; buildPhases = (P3, ); name = Tool; productType = "com.apple.product-type.tool"; };
    }; rootObject = R; }
    """

  @Test("With no platform in the settings, the frameworks a target links or its Interface Builder runtime decide")
  func platformsFromWhatIsBuilt() throws {
    let root = try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": Self.settingsElsewhere,
        "Main.xib": #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" "#
          + #"targetRuntime="MacOSX.Cocoa"></document>"#,
        "Tool.swift": "print(1)\n",
      ], prefix: "herald-project")
    let project = try XcodeProjectReader().read(path: root + "/App.xcodeproj")
    #expect(project.targets.map(\.platforms) == [[.macOS], [.iOS], []])
  }

  @Test(
    "Bad project files are errors with file and line, never a crash",
    arguments: [
      ("{ objects = { A = {isa = PBXProject; }; }; }", "no \"rootObject\""),
      ("{ rootObject = R; }", "no \"objects\""),
      ("{ objects = { R = {isa = PBXGroup; }; }; rootObject = R; }", "is not a PBXProject"),
      ("{ objects = { R = {isa = PBXProject; targets = (T, ); ", "property list"),
    ])
  func badInput(text: String, expected: String) throws {
    do {
      _ = try XcodeProjectReader().read(
        Array(text.utf8), projectPath: "Bad.xcodeproj", file: "Bad.xcodeproj/project.pbxproj")
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.description.contains(expected), "\(error.description)")
      #expect(error.description.hasPrefix("Bad.xcodeproj/project.pbxproj:"), "\(error.description)")
      #expect(error.description.contains("reads this app as a folder"), "\(error.description)")
    }
  }

  @Test("Groups that list each other as children end, and a self-parented file resolves")
  func cycles() throws {
    let text = """
      { objects = {
        R = {isa = PBXProject; mainGroup = G1; targets = (T, ); };
        G1 = {isa = PBXGroup; children = (G2, F); path = a; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (G1); path = b; sourceTree = "<group>"; };
        F = {isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
        B = {isa = PBXBuildFile; fileRef = F; };
        P = {isa = PBXSourcesBuildPhase; files = (B); };
        T = {isa = PBXNativeTarget; name = T; buildPhases = (P); productType = "com.apple.product-type.application"; };
      }; rootObject = R; }
      """
    let project = try XcodeProjectReader().read(Array(text.utf8), projectPath: "X.xcodeproj", file: "X/project.pbxproj")
    #expect(project.targets.first?.files.count == 1)
  }
}

@Suite("ProductType")
struct ProductTypeTests {
  @Test(
    "Xcode's identifiers: what ships and what does not",
    arguments: [
      ("com.apple.product-type.application", true), ("com.apple.product-type.app-extension", true),
      ("com.apple.product-type.extensionkit-extension", true), ("com.apple.product-type.framework", true),
      ("com.apple.product-type.application.watchapp2", true), ("com.apple.product-type.bundle.unit-test", false),
      ("com.apple.product-type.bundle.ui-testing", false), ("com.apple.product-type.tool", false),
      ("com.apple.product-type.xpc-service", false),
    ])
  func shipped(identifier: String, ships: Bool) {
    #expect(ProductType(xcodeIdentifier: identifier).isShipped == ships)
  }
}
