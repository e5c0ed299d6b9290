// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Herald",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "herald", targets: ["herald"]),
    .library(name: "HeraldTree", targets: ["HeraldTree"]),
    .library(name: "HeraldSyntax", targets: ["HeraldSyntax"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
  ],
  targets: [
    // Safe, position-tracking readers (XML without DTDs, JSON) shared by every loader and table format.
    .target(name: "HeraldSyntax"),
    // The control-tree model and one loader per UI-description format.
    .target(name: "HeraldTree", dependencies: ["HeraldSyntax"]),
    // The command-line tool: parses arguments, calls the libraries, prints.
    .executableTarget(
      name: "herald",
      dependencies: [
        "HeraldTree",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Measures loading a folder of Interface Builder files in one process (`make bench`).
    .executableTarget(name: "herald-bench", dependencies: ["HeraldTree"]),
    .testTarget(
      name: "HeraldSyntaxTests",
      dependencies: ["HeraldSyntax", .product(name: "CustomDump", package: "swift-custom-dump")]
    ),
    .testTarget(
      name: "HeraldTreeTests",
      dependencies: ["HeraldTree", .product(name: "CustomDump", package: "swift-custom-dump")],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "HeraldCLITests", dependencies: ["herald"]),
  ],
  swiftLanguageModes: [.v6]
)
