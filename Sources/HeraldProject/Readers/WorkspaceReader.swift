import Foundation
import HeraldSyntax

/// Reads an Xcode workspace's `contents.xcworkspacedata`: the projects and package folders it
/// references, resolved to paths.
///
/// A reference's location is `group:` (relative to its enclosing groups, the workspace's folder at
/// the top), `container:` (relative to the workspace's folder), `absolute:`, or `self:` (the
/// project a `project.xcworkspace` sits in, which is read anyway). References to other files
/// (test plans, playgrounds, documents) are not projects and are left out.
///
/// ```swift
/// let workspace = try WorkspaceReader().read(path: "App.xcworkspace")
/// print(workspace.projects) // ["App.xcodeproj", "../Kit/Kit.xcodeproj"] as paths
/// ```
public struct WorkspaceReader: Sendable {
  /// The largest `contents.xcworkspacedata` read (a workspace lists a few projects).
  public static let maximumBytes = 16 << 20

  /// Creates a reader.
  public init() {}

  /// Reads the workspace at `path` (the `.xcworkspace` folder).
  ///
  /// - Throws: ``ProjectError`` naming the file and line of what is wrong.
  public func read(path: String) throws(ProjectError) -> XcodeWorkspace {
    let file = ProjectPath.join(path, "contents.xcworkspacedata")
    let bytes = try ProjectFile.bytes(atPath: file, limit: Self.maximumBytes)
    return try read(bytes, workspacePath: path, file: file)
  }

  /// Reads the bytes of a `contents.xcworkspacedata`, as the workspace at `workspacePath`.
  public func read(_ bytes: [UInt8], workspacePath: String, file: String) throws(ProjectError) -> XcodeWorkspace {
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
    guard root.name == "Workspace" else {
      throw .invalidProject(root.location, reason: "the root element is <\(root.name)>, not <Workspace>")
    }
    let container = ProjectPath.parent(ProjectPath.normalize(workspacePath))
    var workspace = XcodeWorkspace(path: ProjectPath.normalize(workspacePath), projects: [], packages: [])
    // Groups nest (an explicit stack: a workspace Herald is given may nest deeply), read in
    // document order.
    var stack: [(children: [XMLElement], next: Int, folder: String)] = [(root.elements, 0, container)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].children.count else {
        stack.removeLast()
        continue
      }
      let child = stack[top].children[stack[top].next]
      stack[top].next += 1
      let folder = stack[top].folder
      let path = child["location"].flatMap { Self.resolve($0, group: folder, container: container) }
      switch child.name {
      case "Group": stack.append((child.elements, 0, path ?? folder))
      case "FileRef":
        guard let path else { continue }
        if path.hasSuffix(".xcodeproj") {
          workspace.projects.append(path)
        } else if FileManager.default.fileExists(atPath: ProjectPath.join(path, "Package.swift")) {
          workspace.packages.append(path)
        }
      default: continue
      }
    }
    return workspace
  }

  /// The path a location names; `nil` for `self:` and kinds Herald does not know.
  static func resolve(_ location: String, group: String, container: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return path.isEmpty ? group : ProjectPath.join(group, path)
    case "container": return path.isEmpty ? container : ProjectPath.join(container, path)
    case "absolute": return ProjectPath.normalize(path)
    default: return nil
    }
  }
}
