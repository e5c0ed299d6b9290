import Foundation
import HeraldProject
import HeraldTestSupport
import Testing

/// Every reader of a project's description refuses a file larger than its limit before reading
/// it, so that a huge (here sparse) file costs no memory and says what it is.
@Suite("Project files larger than their limit")
struct ProjectFileLimitTests {
  /// Makes `name` under `root` a sparse file of `bytes` bytes.
  private func sparse(_ name: String, in root: String, bytes: Int) throws -> String {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(bytes))
    try handle.close()
    return path
  }

  private func refused(_ file: String, limit: Int, _ read: () throws -> Void) {
    #expect {
      try read()
    } throws: { error in
      guard case .tooLarge(let path, let bytes, let reported)? = error as? ProjectError else { return false }
      return path == file && bytes == limit + 1 && reported == limit
    }
  }

  @Test("project.pbxproj, contents.xcworkspacedata, Package.swift and project.yml")
  func everyReader() throws {
    let root = try temporaryDirectory([:], prefix: "herald-limit")
    let pbxproj = try sparse(
      "App.xcodeproj/project.pbxproj", in: root, bytes: XcodeProjectReader.maximumBytes + 1)
    refused(pbxproj, limit: XcodeProjectReader.maximumBytes) {
      _ = try XcodeProjectReader().read(path: root + "/App.xcodeproj")
    }
    let workspace = try sparse(
      "App.xcworkspace/contents.xcworkspacedata", in: root, bytes: WorkspaceReader.maximumBytes + 1)
    refused(workspace, limit: WorkspaceReader.maximumBytes) {
      _ = try WorkspaceReader().read(path: root + "/App.xcworkspace")
    }
    let manifest = try sparse("Kit/Package.swift", in: root, bytes: PackageManifestReader.maximumBytes + 1)
    refused(manifest, limit: PackageManifestReader.maximumBytes) {
      _ = try PackageManifestReader().read(folder: root + "/Kit")
    }
    let spec = try sparse("project.yml", in: root, bytes: XcodeGenReader.maximumBytes + 1)
    refused(spec, limit: XcodeGenReader.maximumBytes) {
      _ = try XcodeGenReader().read(path: spec)
    }
  }
}
