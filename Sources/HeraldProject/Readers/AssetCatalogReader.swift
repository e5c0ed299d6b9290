import HeraldSyntax

/// Reads an asset catalog (`….xcassets`) into an ``AssetCatalog`` from the files one walk found
/// in it, reading only the `Contents.json` files that say something Herald needs: the catalog's,
/// its groups' (`provides-namespace`), its image sets' (`template-rendering-intent`) and its color
/// sets' (their values, ``ColorSetReader``).
///
/// What the files mean, after Apple's *Asset Catalog Format Reference*
/// (<https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/>):
/// - "Folder Structure": an asset is named by its folder without the type extension; the full
///   name "includes the name of any group or sprite atlas folders that are marked as providing a
///   namespace", and names are unique per target across all its catalogs.
/// - "Group Type": a group's `Contents.json` may hold `"properties": {"provides-namespace": true}`.
/// - "Types Overview": the folder extensions (`.imageset`, `.symbolset`, `.colorset`,
///   `.appiconset`, `.dataset`, `.brandassets`, `.imagestack`, …); the contents of an asset
///   folder (the layers of an image stack, the image sets of brand assets) are parts of that
///   asset, not assets of their own.
/// - "Image Set Type": an image set's `properties`. Xcode's "Render As" writes
///   `"template-rendering-intent": "template"` or `"original"` there (absent is "Default"); the
///   2018 reference predates the key, which the real catalogs of `../shared/corpus/apps` use 730
///   times. A template image is drawn "as a template image, ignoring its color information"
///   (UIKit, `UIImage.RenderingMode.alwaysTemplate`,
///   <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum>); a symbol
///   image gets "its final appearance by applying a tint color" (UIKit, "Configuring and
///   displaying symbol images in your UI",
///   <https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui>),
///   so a custom symbol set is always a template.
///
/// A `Contents.json` that cannot be read is a ``ProjectError/invalidAssetCatalog(path:location:reason:)``
/// with its line in ``AssetCatalog/problems``; the catalog's other assets are still read.
///
/// ```swift
/// let catalog = AssetCatalogReader().read(path: "App/Assets.xcassets", files: ["Star.imageset/Contents.json"])
/// catalog.assets.map(\.name)  // ["Star"]
/// ```
public struct AssetCatalogReader: Sendable {
  /// The largest `Contents.json` read (real ones hold a few kilobytes).
  public static let maximumBytes = 4 << 20

  /// Folder extensions of Apple's asset types that Herald does not list: their contents are
  /// parts of them, not assets (launch images, stickers, textures, AR and Game Center assets,
  /// the layers of image stacks).
  static let unlistedTypes: Set<String> = [
    "launchimage", "sticker", "stickerpack", "stickersequence", "textureset", "cubetextureset", "mipmapset",
    "arresourcegroup", "arimageset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "complicationset",
    "imagestacklayer", "solidimagestacklayer", "iconset", "xcassets",
  ]

  /// Reads the bytes of a file; the disk by default, a dictionary in tests.
  public var readBytes: @Sendable (String) throws(InputFile.Failure) -> [UInt8]

  /// Creates a reader.
  ///
  /// - Parameter readBytes: Reads a `Contents.json` (``InputFile/bytes(atPath:)`` by default).
  public init(
    readBytes: @escaping @Sendable (String) throws(InputFile.Failure) -> [UInt8] = { path throws(InputFile.Failure) in
      try InputFile.bytes(atPath: path)
    }
  ) {
    self.readBytes = readBytes
  }

  /// Reads the catalog at `path`.
  ///
  /// - Parameters:
  ///   - path: The `.xcassets` folder.
  ///   - files: The files below it, relative to it (``FileWalk``'s, never the disk's again).
  /// - Returns: The catalog, its assets sorted by name, with the files it could not read.
  /// - Complexity: O(*n*) in the number of files, plus one read per group and image set.
  public func read(path: String, files: [String]) -> AssetCatalog {
    var catalog = AssetCatalog(path: path)
    let present = Set(files)
    var groups: Set<String> = []
    var sets: [String: AssetCatalog.Asset.Kind] = [:]
    for file in files {
      var folder = ""
      for part in file.split(separator: "/").dropLast() {
        folder = folder.isEmpty ? String(part) : folder + "/" + part
        let type = Self.folderExtension(part)
        if let kind = AssetCatalog.Asset.Kind(folderExtension: type) {
          sets[folder] = kind
          break
        }
        if Self.unlistedTypes.contains(type) { break }
        groups.insert(folder)
      }
    }
    func contents(of folder: String) -> JSONValue? {
      let relative = folder.isEmpty ? "Contents.json" : folder + "/Contents.json"
      guard present.contains(relative) else { return nil }
      return read(ProjectPath.join(path, relative), into: &catalog.problems)
    }
    _ = contents(of: "")
    var namespaces: Set<String> = []
    for group in groups.sorted() {
      guard let json = contents(of: group) else { continue }
      let file = ProjectPath.join(path, group + "/Contents.json")
      if property("provides-namespace", of: json, file: file, as: \.boolValue, into: &catalog.problems) == true {
        namespaces.insert(group)
      }
    }
    for (folder, kind) in sets {
      var isTemplate = kind == .symbol
      let color = kind == .color ? contents(of: folder).flatMap(ColorSetReader.variants) : nil
      if kind == .image, let json = contents(of: folder) {
        let file = ProjectPath.join(path, folder + "/Contents.json")
        let intent = property(
          "template-rendering-intent", of: json, file: file, as: \.stringValue, into: &catalog.problems)
        isTemplate = intent == "template"
      }
      let parts = folder.split(separator: "/")
      var name = Self.assetName(parts[parts.count - 1])
      var prefix = Substring("")
      var ancestors: [String] = []
      for part in parts.dropLast() {
        prefix = prefix.isEmpty ? part : Substring(prefix + "/" + part)
        if namespaces.contains(String(prefix)) { ancestors.append(Self.assetName(part)) }
      }
      if !ancestors.isEmpty { name = ancestors.joined(separator: "/") + "/" + name }
      catalog.assets.append(
        AssetCatalog.Asset(
          name: name, kind: kind, isTemplate: isTemplate, path: ProjectPath.join(path, folder), color: color))
    }
    catalog.assets.sort { ($0.name, $0.path) < ($1.name, $1.path) }
    return catalog
  }

  /// The `Contents.json` at `file`, or `nil` with a problem when it cannot be read.
  func read(_ file: String, into problems: inout [ProjectError]) -> JSONValue? {
    let bytes: [UInt8]
    do {
      bytes = try readBytes(file)
    } catch {
      problems.append(.invalidAssetCatalog(path: file, location: error.invalidText?.location, reason: error.reason))
      return nil
    }
    guard bytes.count <= Self.maximumBytes else {
      problems.append(
        .invalidAssetCatalog(
          path: file, location: nil,
          reason: "it has \(bytes.count) bytes, more than the \(Self.maximumBytes) Herald reads"
        ))
      return nil
    }
    do {
      let json = try JSONReader.parse(bytes, file: file)
      guard json.objectValue != nil else {
        problems.append(
          .invalidAssetCatalog(
            path: file, location: json.location, reason: "expected an object, found \(json.kindDescription)"))
        return nil
      }
      return json
    } catch {
      problems.append(.invalidAssetCatalog(path: file, location: error.location, reason: error.message))
      return nil
    }
  }

  /// `properties.<key>` of a `Contents.json`, or `nil` with a problem when it is not `value`'s type.
  func property<Value>(
    _ key: String, of json: JSONValue, file: String, as value: (JSONValue) -> Value?,
    into problems: inout [ProjectError]
  ) -> Value? {
    guard let properties = json["properties"] else { return nil }
    guard properties.objectValue != nil else {
      problems.append(
        .invalidAssetCatalog(
          path: file, location: properties.location,
          reason: "\"properties\" should be an object, not \(properties.kindDescription)"))
      return nil
    }
    guard let member = properties[key] else { return nil }
    guard let result = value(member) else {
      problems.append(
        .invalidAssetCatalog(
          path: file, location: member.location, reason: "\"\(key)\" has the wrong type (\(member.kindDescription))"))
      return nil
    }
    return result
  }

  /// The type extension of a folder name (`imageset`), lowercased; empty for a group.
  static func folderExtension(_ name: Substring) -> String {
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// The name of a folder without its type extension (`Star.imageset` → `Star`), as code names it.
  static func assetName(_ folder: Substring) -> String {
    let type = folderExtension(folder)
    guard AssetCatalog.Asset.Kind(folderExtension: type) != nil || type == "spriteatlas" else {
      return String(folder)
    }
    return String(folder.dropLast(type.count + 1))
  }
}
