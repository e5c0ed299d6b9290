/// The images a target's Interface Builder files name that none of its asset catalogs holds:
/// at run time they load as nothing (an empty image view, a button without its icon).
///
/// A name is held when an image-like asset (``AssetCatalog/Asset/Kind/loadsAsImage``) of the
/// target's catalogs, or of the frameworks and package targets it links
/// (``AppProject/linkedLibraries(of:)``), has that name; a name written with an image file
/// extension (`logo.png`) is also held by the asset `logo`. An image file that is itself a member
/// of the target (`logo.png`, `logo@2x.png` for `logo` or `logo.png`) is found in the bundle, so
/// it is not listed either. Names used from code are not read here.
///
/// ```swift
/// let missing = MissingImages(target: app.targets[0], app: app)
/// for reference in missing.references { print("\(reference.location): \(reference.name)") }
/// ```
public struct MissingImages: Sendable, Hashable {
  /// Image file extensions of loose images in a bundle.
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "gif", "tiff", "tif"]

  /// The references no catalog holds, in file and line order.
  public var references: [ImageReference]
  /// The Interface Builder files whose image names could not be read.
  public var problems: [ProjectError]

  /// Creates a result.
  public init(references: [ImageReference] = [], problems: [ProjectError] = []) {
    self.references = references
    self.problems = problems
  }

  /// Checks the storyboards and xibs of `target` against its catalogs.
  ///
  /// - Parameters:
  ///   - target: A target of `app`.
  ///   - app: The app, with its catalogs read.
  ///   - reader: Reads each Interface Builder file's image names.
  public init(target: ProjectTarget, app: AppProject, reader: InterfaceImageReader = InterfaceImageReader()) {
    self.init(target: target, app: app) { path in Result { () throws(ProjectError) in try reader.read(path: path) } }
  }

  /// Checks the storyboards and xibs of `target` against its catalogs, with their image names
  /// from `imageNames`.
  public init(
    target: ProjectTarget, app: AppProject, imageNames: (String) -> Result<[ImageReference], ProjectError>
  ) {
    self.init()
    let existing = Set(app.files)
    let interfaceFiles = target.files.filter {
      ($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) && existing.contains($0)
    }
    guard !interfaceFiles.isEmpty else { return }
    var held: Set<String> = []
    for owner in [target] + app.linkedLibraries(of: target) {
      for asset in app.assets(of: owner) where asset.kind.loadsAsImage { held.insert(asset.name) }
      for file in owner.files { held.formUnion(Self.looseNames(file)) }
    }
    for file in interfaceFiles.sorted() {
      switch imageNames(file) {
      case .success(let found): references += found.filter { !Self.isHeld($0.name, in: held) }
      case .failure(let error): problems.append(error)
      }
    }
  }

  /// Checks each of `targets`, reading each Interface Builder file once however many targets
  /// build it.
  ///
  /// - Returns: The result per target.
  public static func check(
    _ targets: [ProjectTarget], in app: AppProject, reader: InterfaceImageReader = InterfaceImageReader()
  ) -> [ProjectTarget: MissingImages] {
    var read: [String: Result<[ImageReference], ProjectError>] = [:]
    var results: [ProjectTarget: MissingImages] = [:]
    for target in targets {
      results[target] = MissingImages(target: target, app: app) { path in
        if let known = read[path] { return known }
        let result = Result { () throws(ProjectError) in try reader.read(path: path) }
        read[path] = result
        return result
      }
    }
    return results
  }

  /// Whether `name` is in `held`, as written or without an image file extension.
  static func isHeld(_ name: String, in held: Set<String>) -> Bool {
    if held.contains(name) { return true }
    guard let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased())
    else { return false }
    return held.contains(String(name[..<dot]))
  }

  /// The names a loose image file answers to (`Icons/logo@2x~ipad.png` → `logo`, `logo.png`).
  static func looseNames(_ file: String) -> [String] {
    let fileName = ProjectPath.name(file)
    guard let dot = fileName.lastIndex(of: ".") else { return [] }
    let type = String(fileName[fileName.index(after: dot)...])
    guard imageExtensions.contains(type.lowercased()) else { return [] }
    var stem = String(fileName[..<dot])
    for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
    for suffix in ["@1x", "@2x", "@3x"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
    return [stem, stem + "." + type]
  }
}
