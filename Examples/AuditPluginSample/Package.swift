// swift-tools-version:6.1
// A small app package that depends on Herald and audits its own storyboards:
//   swift package herald-audit
import PackageDescription

let package = Package(
  name: "AuditPluginSample",
  dependencies: [.package(name: "Herald", path: "../..")],
  targets: [
    // The storyboards are Interface Builder files; SwiftPM does not compile them on Linux, so they are
    // excluded from the build and found by the plugin in the target's folder.
    .target(name: "JournalUI", exclude: ["Interface"])
  ]
)
