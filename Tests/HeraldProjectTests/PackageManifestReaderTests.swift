import HeraldProject
import HeraldTestSupport
import Testing

@Suite("PackageManifestReader")
struct PackageManifestReaderTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "DesignSystem",
      defaultLocalization: "en",
      platforms: [.iOS(.v17), .macOS("14.0")],
      products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
      dependencies: [],
      targets: [
        .target(name: "DesignSystem", dependencies: ["Core", .product(name: "Nuke", package: "Nuke")], exclude: ["Notes.md"], resources: [.process("Resources")]),
        .target(name: "Core", path: "Sources/CoreKit"),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
      ]
    )
    """

  @Test("Targets, kinds, paths, exclusions, defaultLocalization and platforms, read without running the manifest")
  func read() throws {
    let root = try temporaryDirectory(
      [
        "Package.swift": Self.manifest, "Sources/DesignSystem/Button.swift": "", "Sources/DesignSystem/Notes.md": "",
        "Sources/DesignSystem/Resources/en.lproj/Localizable.strings": "", "Sources/CoreKit/Core.swift": "",
        "Tests/DesignSystemTests/ButtonTests.swift": "",
      ], prefix: "herald-package")
    let package = try PackageManifestReader().read(folder: root)
    #expect(package.name == "DesignSystem")
    #expect(package.defaultLocalization == "en")
    #expect(package.platforms == [.iOS: "17", .macOS: "14.0"])
    #expect(package.targets.map(\.name) == ["DesignSystem", "Core", "DesignSystemTests"])
    #expect(package.targets.map(\.productType) == [.framework, .framework, .unitTest])
    #expect(
      package.targets[0].files.map { String($0.dropFirst(root.count + 1)) } == [
        "Sources/DesignSystem/Button.swift", "Sources/DesignSystem/Resources/en.lproj/Localizable.strings",
      ])
    #expect(package.targets[0].dependencies == ["Core", "Nuke"])
    #expect(package.targets[1].files == [root + "/Sources/CoreKit/Core.swift"])
  }

  @Test("A manifest whose targets are computed is an error naming its line")
  func computed() throws {
    let text =
      "import PackageDescription\nlet targets = makeTargets()\nlet package = Package(\n  name: \"X\",\n  targets: targets\n)\n"
    #expect {
      _ = try PackageManifestReader().read(text, folder: "X", file: "X/Package.swift")
    } throws: { error in
      (error as? ProjectError)?.description.hasPrefix("X/Package.swift:5:12: error: cannot read this Package.swift")
        == true
    }
  }

  @Test("A manifest the parser would not finish is given up within its bound, an error naming the file")
  func stalls() throws {
    let text =
      "import PackageDescription\nlet package = Package(name: \"X\", targets: " + String(repeating: "[a<", count: 19)
    let clock = ContinuousClock()
    let start = clock.now
    #expect {
      _ = try PackageManifestReader().read(text, folder: "X", file: "X/Package.swift")
    } throws: { error in
      (error as? ProjectError)?.description.contains("processor time") == true
    }
    #expect(clock.now - start < .seconds(5))
  }
}
