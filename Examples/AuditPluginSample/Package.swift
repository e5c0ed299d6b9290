// swift-tools-version:6.1
// A small app package that depends on Herald and audits its own storyboards:
//   swift package herald-audit
import PackageDescription

let package = Package(
  name: "AuditPluginSample",
  dependencies: [.package(name: "Herald", path: "../..")],
  targets: [
    // The storyboards are Interface Builder files, copied as resources (SwiftPM compiles them only on
    // Apple platforms); herald reads them as members of the target.
    .target(name: "JournalUI", resources: [.copy("Interface")])
  ]
)
