import HeraldProject

/// The harness of HeraldProject's Xcode project reader: the bytes as a `project.pbxproj`, its
/// synchronized folders listing a few files so that membership exceptions are exercised.
enum ProjectHarness {
  static func run(_ bytes: [UInt8]) {
    let reader = XcodeProjectReader(listFiles: { _ in ["A.swift", "Old/B.swift", "Media.xcassets/Contents.json"] })
    _ = try? reader.read(bytes, projectPath: "Fuzz.xcodeproj", file: "Fuzz.xcodeproj/project.pbxproj")
  }
}
