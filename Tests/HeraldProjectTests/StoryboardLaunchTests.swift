import Foundation
import HeraldTestSupport
import HeraldTree
import Testing

@testable import HeraldProject

/// What the project tells of an app's storyboards and code: the storyboards the system loads by
/// name (Info.plist), and the files its targets build outside its folder.
@Suite("Storyboards the system loads, and files a target builds outside the app's folder")
struct StoryboardLaunchTests {
  static func plist(_ members: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>\(members)</dict></plist>
    """
  }

  @Test("Main, scene, extension and launch storyboards, from Info.plist at any depth and from INFOPLIST_KEY_ settings")
  func storyboards() throws {
    let root = try temporaryDirectory(
      [
        "App/Info.plist": Self.plist(
          """
          <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
          <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
          <key>UIWindowSceneSessionRoleApplication</key><array><dict>
          <key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
          <key>CFBundleName</key><string>Settings</string>
          """),
        "Share/Info.plist": Self.plist(
          "<key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string></dict>"),
      ], prefix: "herald-storyboards")
    #expect(
      InfoPlistReader.storyboards(settings: ["INFOPLIST_FILE": "App/Info.plist"], sourceRoot: root)
        == ["LaunchScreen", "Main"])
    #expect(
      InfoPlistReader.storyboards(settings: ["INFOPLIST_FILE": "$(SRCROOT)/Share/Info.plist"], sourceRoot: root)
        == ["MainInterface"])
    // Xcode's generated Info.plist: the build settings say it; no file, nothing else.
    #expect(
      InfoPlistReader.storyboards(
        settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main", "INFOPLIST_KEY_UILaunchStoryboardName": "Launch"],
        sourceRoot: root) == ["Main", "Launch"])
    #expect(InfoPlistReader.storyboards(settings: [:], sourceRoot: root) == [])
    // A file Herald cannot read leaves what the target loads unknown.
    #expect(InfoPlistReader.storyboards(settings: ["INFOPLIST_FILE": "Missing.plist"], sourceRoot: root) == nil)
  }

  @Test("An app loads what any of its Xcode targets loads; unknown when one target does not say")
  func launched() {
    func target(_ name: String, _ storyboards: Set<String>?) -> ProjectTarget {
      ProjectTarget(
        name: name, productType: .application, platforms: [.iOS], storyboards: storyboards, origin: .xcodeProject,
        declaredIn: "App.xcodeproj/project.pbxproj")
    }
    func app(_ targets: [ProjectTarget]) -> AppProject {
      let project = XcodeProject(
        path: "App.xcodeproj", sourceRoot: ".", developmentRegion: "en", knownRegions: [], targets: targets,
        localPackages: [])
      return AppProject(root: "App", xcodeProjects: [project])
    }
    #expect(
      AuditPlan.launchedStoryboards(of: app([target("A", ["Main"]), target("B", ["Widget"])])) == ["Main", "Widget"])
    let unknown = app([target("A", ["Main"]), target("B", nil)])
    #expect(AuditPlan.launchedStoryboards(of: unknown) == nil)
    #expect(AuditPlan.launchedStoryboards(of: AppProject(root: "App")) == nil)
  }

  @Test("A target's file outside the app's folder is the app's when it exists (Go Map!!'s ../Shared)")
  func outsideFiles() throws {
    let base = try temporaryDirectory(
      ["App/Main.storyboard": "<document/>", "App/View.swift": "", "Shared/MapView.swift": ""], prefix: "herald-outside"
    )
    let files = ["\(base)/App/View.swift", "\(base)/Shared/MapView.swift", "\(base)/Shared/Gone.swift"]
    let app = AppProject(
      root: "\(base)/App",
      xcodeGenTargets: [
        ProjectTarget(
          name: "App", productType: .application, platforms: [.iOS],
          files: files + ["\(base)/App/Main.storyboard"], origin: .xcodeGen, declaredIn: "project.yml")
      ],
      files: ["\(base)/App/Main.storyboard", "\(base)/App/View.swift"])
    let scope = ProjectScope(app: app, selection: TargetSelection())
    #expect(scope.sourceFiles == ["\(base)/App/View.swift", "\(base)/Shared/MapView.swift"])
  }
}
