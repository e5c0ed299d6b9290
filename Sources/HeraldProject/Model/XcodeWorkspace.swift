/// What an Xcode workspace references.
public struct XcodeWorkspace: Sendable, Hashable {
  /// The `.xcworkspace` folder.
  public var path: String
  /// The `.xcodeproj` folders it references, in document order.
  public var projects: [String]
  /// The Swift package folders it references.
  public var packages: [String]
}
