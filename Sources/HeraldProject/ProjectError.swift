import HeraldSyntax

/// A project file Herald could not use, with where and what to do.
///
/// A project that cannot be read is not fatal: Herald reads that app as a folder (every file
/// under it, today's behaviour) and says so, so the audit still runs.
public enum ProjectError: LocatedError, Sendable, Hashable {
  /// The file could not be read (missing, a directory, permissions, not UTF-8).
  case unreadable(path: String, reason: String)
  /// The property list of a `project.pbxproj` is malformed.
  case syntax(SyntaxError)
  /// The file parses but is not the shape Herald expects (no `objects`, a `rootObject` that is not
  /// a `PBXProject`, an id that names nothing).
  case invalidProject(SourceLocation, reason: String)
  /// A `Package.swift` Herald cannot read without running it (targets computed by code).
  case unreadableManifest(SourceLocation, reason: String)
  /// The file is larger than Herald reads.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// A `Contents.json` of an asset catalog that cannot be read (malformed JSON, a property of
  /// the wrong type): the catalog's assets are listed without what it says. Not a project
  /// failure: the app is still read with its targets.
  case invalidAssetCatalog(path: String, location: SourceLocation?, reason: String)
  /// An Interface Builder file whose image names cannot be read: its images are not checked
  /// against the target's catalogs (`herald audit` reports the file itself).
  case unreadableInterface(path: String, location: SourceLocation?, reason: String)

  /// Where the problem is.
  public var location: SourceLocation? {
    switch self {
    case .unreadable, .tooLarge: nil
    case .syntax(let error): error.location
    case .invalidProject(let location, _), .unreadableManifest(let location, _): location
    case .invalidAssetCatalog(_, let location, _), .unreadableInterface(_, let location, _): location
    }
  }

  /// The file the problem is in.
  public var file: String? {
    switch self {
    case .unreadable(let path, _), .tooLarge(let path, _, _), .invalidAssetCatalog(let path, _, _),
      .unreadableInterface(let path, _, _):
      path
    default: location?.file
    }
  }

  /// What is wrong and what to do, without the location.
  public var message: String {
    let fallback = "; Herald reads this app as a folder instead (every file under it)"
    switch self {
    case .unreadable(_, let reason): return "cannot read the project file: \(reason)\(fallback)"
    case .syntax(let error): return "\(error.message)\(fallback)"
    case .invalidProject(_, let reason): return "not an Xcode project Herald understands: \(reason)\(fallback)"
    case .unreadableManifest(_, let reason):
      return "cannot read this Package.swift without running it: \(reason)\(fallback)"
    case .tooLarge(_, let bytes, let limit):
      return "the project file has \(bytes) bytes, more than the \(limit) Herald reads\(fallback)"
    case .invalidAssetCatalog(_, _, let reason):
      return "cannot read this asset catalog file: \(reason); Herald lists the catalog's assets without what it says "
        + "(names it would put in a namespace, template images), so fix it as Xcode would need"
    case .unreadableInterface(_, _, let reason):
      return "cannot read the image names of this Interface Builder file: \(reason); they are not checked against "
        + "the target's asset catalogs"
    }
  }
}
