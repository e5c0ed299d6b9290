import CustomDump
import Foundation
import HeraldProject
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("Asset catalogs: each target's images, symbols and colors, and the images it lacks")
struct AssetCatalogTests {
  /// One asset as the tests compare it.
  struct Named: Hashable, CustomStringConvertible {
    var name: String
    var kind: AssetCatalog.Asset.Kind
    var template: Bool
    var description: String { "\(name) \(kind.rawValue)\(template ? " template" : "")" }

    init(_ name: String, _ kind: AssetCatalog.Asset.Kind, template: Bool = false) {
      self.name = name
      self.kind = kind
      self.template = template
    }

    init(_ asset: AssetCatalog.Asset) {
      self.init(asset.name, asset.kind, template: asset.isTemplate)
    }
  }

  static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  /// A `Contents.json` with `properties`.
  static func contents(_ properties: String? = nil) -> String {
    "{\n  \(info)\(properties.map { ",\n  \"properties\" : { \($0) }" } ?? "")\n}\n"
  }

  /// A catalog with every kind, namespaces nested and not, template and original images, and
  /// brand assets whose layers hold an image set that is no asset of its own.
  static let catalog: [String: String] = [
    "Media.xcassets/Contents.json": contents(),
    "Media.xcassets/Star.imageset/Contents.json": contents(#""template-rendering-intent" : "template""#),
    "Media.xcassets/Photo.imageset/Contents.json": contents(#""template-rendering-intent" : "original""#),
    "Media.xcassets/Plain.imageset/Contents.json": contents(#""preserves-vector-representation" : true"#),
    "Media.xcassets/Icons/Contents.json": contents(#""provides-namespace" : true"#),
    "Media.xcassets/Icons/Add.imageset/Contents.json": contents(#""template-rendering-intent" : "template""#),
    "Media.xcassets/Icons/Small/Contents.json": contents(#""provides-namespace" : true"#),
    "Media.xcassets/Icons/Small/Dot.imageset/Contents.json": contents(),
    "Media.xcassets/Icons/Plain/Contents.json": contents(#""provides-namespace" : false"#),
    "Media.xcassets/Icons/Plain/Line.imageset/Contents.json": contents(),
    "Media.xcassets/Sorting/Contents.json": contents(),
    "Media.xcassets/Sorting/Loose.imageset/Contents.json": contents(),
    "Media.xcassets/tab.home.symbolset/Contents.json": contents(),
    "Media.xcassets/tab.home.symbolset/home.svg": "<svg/>",
    "Media.xcassets/Tint.colorset/Contents.json": contents(),
    "Media.xcassets/AppIcon.appiconset/Contents.json": contents(),
    "Media.xcassets/Config.dataset/Contents.json": contents(),
    "Media.xcassets/TV.brandassets/Contents.json": contents(),
    "Media.xcassets/TV.brandassets/Icon.imagestack/Front.imagestacklayer/Content.imageset/Contents.json":
      contents(),
    "Media.xcassets/Launch.launchimage/Contents.json": contents(),
  ]

  static func read(_ files: [String: String]) throws -> AssetCatalog {
    let root = try temporaryDirectory(files, prefix: "herald-assets")
    let path = root + "/Media.xcassets"
    return AssetCatalogReader().read(path: path, files: FileWalk.files(under: path))
  }

  @Test(
    "Names without the extension, namespaced by groups that provide one; template from the image set's properties, always for symbols; the parts of brand assets and unlisted types are no assets"
  )
  func catalog() throws {
    let catalog = try Self.read(Self.catalog)
    expectNoDifference(
      catalog.assets.map(Named.init),
      [
        Named("AppIcon", .appIcon), Named("Config", .data), Named("Icons/Add", .image, template: true),
        Named("Icons/Line", .image), Named("Icons/Small/Dot", .image), Named("Loose", .image),
        Named("Photo", .image), Named("Plain", .image), Named("Star", .image, template: true),
        Named("TV", .appIcon), Named("Tint", .color), Named("tab.home", .symbol, template: true),
      ])
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.assets.first { $0.name == "Icons/Small/Dot" }?.path == catalog.path + "/Icons/Small/Dot.imageset")
  }

  @Test("A malformed Contents.json is an error naming its file and line; the catalog's other assets are still read")
  func malformed() throws {
    var files = Self.catalog
    files["Media.xcassets/Broken.imageset/Contents.json"] = """
      {
        "properties" : {
          "template-rendering-intent" : "template",
        }
      }
      """
    files["Media.xcassets/Odd/Contents.json"] =
      "{\n  \"properties\" : {\n    \"provides-namespace\" : \"yes\"\n  }\n}\n"
    files["Media.xcassets/Odd/Thing.imageset/Contents.json"] = Self.contents()
    let catalog = try Self.read(files)
    let descriptions = catalog.problems.map(\.description)
    #expect(descriptions.count == 2, "\(descriptions)")
    let broken = try #require(descriptions.first { $0.contains("Broken.imageset") })
    #expect(broken.contains("/Media.xcassets/Broken.imageset/Contents.json:4:"), "\(broken)")
    #expect(broken.contains("malformed JSON"), "\(broken)")
    #expect(broken.contains("cannot read this asset catalog file"), "\(broken)")
    let odd = try #require(descriptions.first { $0.contains("Odd/Contents.json") })
    #expect(odd.contains("Contents.json:3:"), "\(odd)")
    #expect(odd.contains("\"provides-namespace\" has the wrong type"), "\(odd)")
    // What the files do not say is not guessed: not template, no namespace.
    #expect(catalog.assets.map(Named.init).contains(Named("Broken", .image)))
    #expect(catalog.assets.map(Named.init).contains(Named("Thing", .image)))
    #expect(catalog.assets.count == 14)
  }

  @Test(
    "The catalog a member is or lies in",
    arguments: [
      ("App/Assets.xcassets", "App/Assets.xcassets"),
      ("Sources/UI/Media.xcassets/Star.imageset/Contents.json", "Sources/UI/Media.xcassets"),
      ("App/View.swift", nil), ("App/Not.xcassetsx/a.png", nil),
    ] as [(String, String?)])
  func folder(member: String, catalog: String?) {
    #expect(AssetCatalog.folder(ofMember: member) == catalog)
  }

  /// The fixture app with a catalog in its synchronized folder, a package whose catalog it links,
  /// a loose image, and a storyboard naming images held, system, embedded and missing.
  static func app() throws -> AppProject {
    var files = ProjectFixtures.app
    files["Synced/Media.xcassets/Contents.json"] = contents()
    files["Synced/Media.xcassets/Star.imageset/Contents.json"] = contents(#""template-rendering-intent" : "template""#)
    files["Synced/Media.xcassets/Photo.imageset/Contents.json"] = contents()
    files["Synced/Media.xcassets/Icons/Contents.json"] = contents(#""provides-namespace" : true"#)
    files["Synced/Media.xcassets/Icons/Add.imageset/Contents.json"] = contents()
    files["Synced/Media.xcassets/gear.badge.symbolset/Contents.json"] = contents()
    files["Synced/Media.xcassets/Accent.colorset/Contents.json"] = contents()
    files["Synced/Media.xcassets/Faded.colorset/Contents.json"] = contents()
    files["Synced/loose@2x.png"] = "png"
    files["Packages/DesignSystem/Package.swift"] = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "DesignSystem",
        targets: [.target(name: "DesignSystem", resources: [.process("Resources")])]
      )
      """
    files["Packages/DesignSystem/Sources/DesignSystem/Badge.swift"] = "struct Badge {}\n"
    files["Packages/DesignSystem/Sources/DesignSystem/Resources/Brand.xcassets/Logo.imageset/Contents.json"] =
      contents()
    files["App/Base.lproj/Main.storyboard"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes/>
          <resources>
              <image name="Star" width="24" height="24"/>
              <image name="Icons/Add" width="24" height="24"/>
              <image name="gear.badge" width="24" height="24"/>
              <image name="Photo.png" width="24" height="24"/>
              <image name="loose" width="24" height="24"/>
              <image name="Logo" width="24" height="24"/>
              <image name="gear" catalog="system" width="24" height="24"/>
              <image name="NSAddTemplate" width="14" height="13"/>
              <image name="tabBarItem:abc-de-fgh:image" width="25" height="25">
                  <mutableData key="keyedArchiveRepresentation">YnBsaXN0</mutableData>
              </image>
              <image name="Accent" width="24" height="24"/>
              <image name="Missing" width="24" height="24"/>
          </resources>
      </document>
      """
    let root = try temporaryDirectory(files, prefix: "herald-assets-app")
    return ProjectLoader().load(root: root)
  }

  @Test("A target's assets are its member catalogs'; a linked package's catalog is its own")
  func perTarget() throws {
    let app = try Self.app()
    let target = try #require(app.targets.first { $0.name == "App" })
    expectNoDifference(
      app.assets(of: target).map(Named.init),
      [
        Named("Accent", .color), Named("Faded", .color), Named("Icons/Add", .image), Named("Photo", .image),
        Named("Star", .image, template: true), Named("gear.badge", .symbol, template: true),
      ])
    let package = try #require(app.targets.first { $0.name == "DesignSystem" })
    #expect(app.assets(of: package).map(\.name) == ["Logo"])
    #expect(app.linkedLibraries(of: target).map(\.name) == ["DesignSystem"])
    let tests = try #require(app.targets.first { $0.name == "AppTests" })
    #expect(app.assets(of: tests).isEmpty)
    #expect(app.assetCatalogs.flatMap(\.problems).isEmpty)
  }

  @Test(
    "Images a storyboard names that no catalog of the target or its packages holds, with file and line; SF Symbols, AppKit's images, embedded images, loose image files and colors' names aside"
  )
  func missing() throws {
    let app = try Self.app()
    let target = try #require(app.targets.first { $0.name == "App" })
    let missing = MissingImages(target: target, app: app)
    let storyboard = app.root + "/App/Base.lproj/Main.storyboard"
    expectNoDifference(
      missing.references.map { "\($0.location.file):\($0.location.line): \($0.name)" },
      ["\(storyboard):16: Accent", "\(storyboard):17: Missing"])
    #expect(missing.problems.isEmpty)

    let description = ProjectDescription(apps: [app])
    let text = description.text
    #expect(text.contains("      assets: 3 images (1 template), 1 symbol, 2 colors\n"), "\(text)")
    #expect(text.contains("      images not in the target's catalogs (2):\n"), "\(text)")
    #expect(text.contains("        App/Base.lproj/Main.storyboard:17: Missing"), "\(text)")
    let json = JSONWriter().string(from: description.json)
    let document = try JSONReader.parse(Array(json.utf8), file: "project.json")
    let targets = document["apps"]?.arrayValue?.first?["projects"]?.arrayValue?.first?["targets"]?.arrayValue ?? []
    let appJSON = try #require(targets.first { $0["name"]?.stringValue == "App" })
    let star = try #require(appJSON["assets"]?.arrayValue?.first { $0["name"]?.stringValue == "Star" })
    #expect(star["kind"]?.stringValue == "image")
    #expect(star["template"]?.boolValue == true)
    let names = (appJSON["imagesNotInCatalogs"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    #expect(names == ["Accent", "Missing"])
    // Targets an audit does not read are not checked.
    let tests = try #require(targets.first { $0["name"]?.stringValue == "AppTests" })
    #expect(tests["imagesNotInCatalogs"] == nil)
  }

  @Test("A storyboard that is not XML is a problem of the check, not a crash")
  func unreadableStoryboard() throws {
    var files = ProjectFixtures.app
    files["App/Base.lproj/Main.storyboard"] = "<document>\n<resources>\n</document>\n"
    let app = ProjectLoader().load(root: try temporaryDirectory(files, prefix: "herald-assets-bad"))
    let target = try #require(app.targets.first { $0.name == "App" })
    let missing = MissingImages(target: target, app: app)
    #expect(missing.references.isEmpty)
    let problem = try #require(missing.problems.first).description
    #expect(problem.contains("Main.storyboard:3:"), "\(problem)")
    #expect(problem.contains("cannot read the image names"), "\(problem)")
  }
}

@Suite("Asset catalogs of the real apps", .requires(.appsCorpus))
struct AssetCatalogCorpusTests {
  /// Every app of the corpus, each loaded once.
  static let apps: [AppProject] = {
    let corpus = TestPaths.appsCorpus
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
    let roots = names.filter { !$0.hasSuffix(".tsv") }.flatMap {
      ProjectDiscovery().discover([corpus + "/" + $0]).appRoots
    }
    return roots.map { ProjectLoader().load(root: $0) }
  }()

  static func app(_ folder: String) throws -> AppProject {
    try #require(apps.first { $0.root.contains("/" + folder) }, "\(folder) is not in the corpus")
  }

  @Test("Every app whose application target builds a catalog gets assets for it, and every Contents.json reads")
  func everyApp() throws {
    #expect(Self.apps.count >= 15)
    var withCatalogs = 0
    for app in Self.apps {
      let applications = app.targets.filter { $0.productType == .application }
      let catalogs = applications.flatMap { app.assetCatalogs(of: $0) }
      guard catalogs.contains(where: { catalog in app.files.contains { $0.hasPrefix(catalog.path + "/") } }) else {
        continue
      }
      withCatalogs += 1
      #expect(applications.contains { !app.assets(of: $0).isEmpty }, "\(app.root): no assets")
      for catalog in app.assetCatalogs {
        #expect(catalog.problems.isEmpty, "\(catalog.problems.map(\.description))")
      }
    }
    #expect(withCatalogs >= 17, "only \(withCatalogs) apps have catalogs")
  }

  @Test("FoodTracker's catalog: its images by name through groups that provide no namespace, none missing")
  func foodTracker() throws {
    let app = try Self.app("AppPeterPan+FoodTrackerNSCoding")
    let target = try #require(app.targets.first { $0.name == "FoodTracker" })
    expectNoDifference(
      app.assets(of: target).map { "\($0.name) \($0.kind.rawValue)" },
      [
        "AppIcon app-icon", "defaultPhoto image", "emptyStar image", "filledStar image", "highlightedStar image",
        "meal1 image", "meal2 image", "meal3 image",
      ])
    // Main.storyboard names one image, defaultPhoto (line 182), which the catalog holds.
    let missing = MissingImages(target: target, app: app)
    #expect(missing.references.isEmpty, "\(missing.references)")
    #expect(missing.problems.isEmpty)
  }

  @Test(
    "Images the storyboards name that are nowhere in the app",
    arguments: [
      ("bryceco+GoMap", "Go Map!!", ["DisplaySettings/Base.lproj/Display.storyboard:1703: 702-share.png"]),
      ("duckduckgo+iOS", "DuckDuckGo", ["DuckDuckGo/Base.lproj/Settings.storyboard:921: arr"]),
    ])
  func missingInCorpus(folder: String, targetName: String, expected: [String]) throws {
    let app = try Self.app(folder)
    let target = try #require(app.targets.first { $0.name == targetName })
    let missing = MissingImages(target: target, app: app)
    expectNoDifference(
      missing.references.map {
        "\(ProjectPath.relative($0.location.file, to: app.root)):\($0.location.line): \($0.name)"
      },
      expected)
  }
}
