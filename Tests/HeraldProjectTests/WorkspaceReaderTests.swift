import HeraldProject
import HeraldTestSupport
import Testing

@Suite("WorkspaceReader: the projects and packages a workspace references")
struct WorkspaceReaderTests {
  static let workspace = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <FileRef
          location = "group:App.xcodeproj">
       </FileRef>
       <Group
          location = "container:Modules"
          name = "Modules">
          <FileRef
             location = "group:Search/Search.xcodeproj">
          </FileRef>
       </Group>
       <FileRef
          location = "group:../Kit/Kit.xcodeproj">
       </FileRef>
       <FileRef
          location = "group:../Packages/DesignSystem">
       </FileRef>
       <FileRef
          location = "group:Full Tests.xctestplan">
       </FileRef>
       <FileRef
          location = "self:">
       </FileRef>
    </Workspace>
    """

  /// A framework project outside the app's folder, building `Kit/Button.swift`.
  static let kit = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tF1 = {isa = PBXFileReference; path = Button.swift; sourceTree = "<group>"; };
    \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1, ); path = Kit; sourceTree = "<group>"; };
    \t\tPH1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (PH1, ); name = Kit; productType = "com.apple.product-type.framework"; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
    \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
    \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    \t\tR0 = {isa = PBXProject; buildConfigurationList = L0; developmentRegion = en; knownRegions = (en, ); mainGroup = G0; targets = (T1, ); };
    \t};
    \trootObject = R0;
    }
    """

  static let package = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "DesignSystem",
      targets: [.target(name: "DesignSystem")]
    )
    """

  @Test("group:, container: and nested groups resolve; test plans and self: are not projects")
  func references() throws {
    let root = try temporaryDirectory(
      [
        "App/App.xcworkspace/contents.xcworkspacedata": Self.workspace,
        "Packages/DesignSystem/Package.swift": Self.package,
      ], prefix: "herald-workspace")
    let workspace = try WorkspaceReader().read(path: root + "/App/App.xcworkspace")
    #expect(
      workspace.projects == [
        root + "/App/App.xcodeproj", root + "/App/Modules/Search/Search.xcodeproj", root + "/Kit/Kit.xcodeproj",
      ])
    #expect(workspace.packages == [root + "/Packages/DesignSystem"])
  }

  @Test("A project and a package the workspace references outside the app's folder are part of the app")
  func outside() throws {
    var files: [String: String] = [
      "App/App.xcworkspace/contents.xcworkspacedata": Self.workspace,
      "Kit/Kit.xcodeproj/project.pbxproj": Self.kit,
      "Kit/Kit/Button.swift": "import SwiftUI\nstruct KitButton: View { var body: some View { Text(\"Go\") } }\n",
      "Packages/DesignSystem/Package.swift": Self.package,
      "Packages/DesignSystem/Sources/DesignSystem/Card.swift": "struct Card {}\n",
    ]
    for (name, text) in ProjectFixtures.app { files["App/" + name] = text }
    let root = try temporaryDirectory(files, prefix: "herald-workspace")
    let app = ProjectLoader().load(root: root + "/App")
    #expect(app.problems.isEmpty, "\(app.problems)")
    #expect(app.workspaces.count == 1)
    #expect(app.targets.map(\.name).contains("Kit"))
    #expect(app.packages.map(\.name) == ["DesignSystem"])
    let scope = ProjectScope(app: app, selection: TargetSelection())
    #expect(scope.interfaceFiles.contains(root + "/Kit/Kit/Button.swift"))
    #expect(scope.sourceFiles.contains(root + "/Packages/DesignSystem/Sources/DesignSystem/Card.swift"))
  }

  @Test("A malformed workspace is an error naming its file and line")
  func malformed() throws {
    let root = try temporaryDirectory(
      ["App.xcworkspace/contents.xcworkspacedata": "<Workspace>\n  <FileRef location=\"group:A.xcodeproj\">\n"],
      prefix: "herald-workspace")
    #expect {
      _ = try WorkspaceReader().read(path: root + "/App.xcworkspace")
    } throws: { error in
      (error as? ProjectError)?.location?.file == root + "/App.xcworkspace/contents.xcworkspacedata"
    }
  }
}
