import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldProject

@Suite("XcodeGenReader")
struct XcodeGenReaderTests {
  /// A specification after Kiwix's: a template for an app built for iOS and macOS, sources some of
  /// which one platform builds only.
  static let spec = """
    name: Reader
    options:
      developmentLanguage: en
    targetTemplates:
      App:
        type: application
        supportedDestinations: [iOS, macOS]
        sources:
          - path: Views
          - path: Mac
            destinationFilters:
              - macOS
    targets:
      Reader:
        templates:
          - App
        sources:
          - path: Support/Splash.storyboard
            destinationFilters: [iOS, macCatalyst]
          - path: Legacy
    """

  @Test("Templates apply; destinationFilters restrict a source to some platforms, macCatalyst read as iOS")
  func filters() throws {
    let root = try temporaryDirectory(
      [
        "project.yml": Self.spec, "Views/List.swift": "struct List {}\n", "Mac/Menu.swift": "struct Menu {}\n",
        "Support/Splash.storyboard": "<document/>\n", "Legacy/Old.swift": "struct Old {}\n",
      ], prefix: "herald-xcodegen")
    let (language, targets) = try XcodeGenReader().read(path: root + "/project.yml")
    #expect(language == "en")
    let target = try #require(targets.first)
    #expect(target.productType == .application && target.platforms == [.iOS, .macOS])
    #expect(
      target.files
        == ["Legacy/Old.swift", "Mac/Menu.swift", "Support/Splash.storyboard", "Views/List.swift"].map {
          root + "/" + $0
        })
    // Mac Catalyst is the iOS app on the Mac: judged as iOS.
    #expect(target.fileFilters == [root + "/Mac/Menu.swift": [.macOS], root + "/Support/Splash.storyboard": [.iOS]])
    #expect(target.platforms(building: root + "/Mac/Menu.swift") == [.macOS])
    #expect(target.platforms(building: root + "/Legacy/Old.swift") == [.iOS, .macOS])
  }

  @Test(
    "A filter of platforms Herald does not read builds the file for none; a target naming no platform takes the filter's"
  )
  func filterEdges() {
    #expect(FileFilters.platforms(.string("driverkit")) == [])
    #expect(FileFilters.platforms(nil) == nil)
    let target = ProjectTarget(
      name: "Tool", productType: .application, files: ["A.swift", "B.swift"], fileFilters: ["A.swift": [.iOS]],
      origin: .xcodeProject, declaredIn: "App.xcodeproj/project.pbxproj")
    #expect(target.platforms(building: "A.swift") == [.iOS])
    #expect(target.platforms(building: "B.swift").isEmpty)
  }
}
