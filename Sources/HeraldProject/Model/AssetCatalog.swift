import HeraldSyntax
import HeraldTree

/// One asset catalog (`….xcassets`) of an app: the images, custom symbols, colors, app icons and
/// data sets it holds, each by the name code and Interface Builder use to load it.
///
/// A catalog is a folder tree (Apple, *Asset Catalog Format Reference*, "Folder Structure" and
/// "Types Overview",
/// <https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/FolderStructure.html>):
/// a folder whose name ends in an asset type (`Star.imageset`, `Tint.colorset`) is one asset
/// named by the folder without its extension; a folder without a type is a group. A group (or a
/// sprite atlas) whose `Contents.json` says `"properties": {"provides-namespace": true}` puts its
/// name in front of the names of everything inside it (`Icons/Star`); other groups only sort.
/// Read by ``AssetCatalogReader``.
///
/// ```swift
/// let catalog = AssetCatalogReader().read(path: "App/Assets.xcassets", files: files)
/// catalog.assets.filter(\.isTemplate).map(\.name)  // ["Icons/Star", "tab.home"]
/// ```
public struct AssetCatalog: Sendable, Hashable {
  /// One named asset of a catalog.
  public struct Asset: Sendable, Hashable {
    /// What an asset is, from its folder's extension.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// An image set (`.imageset`): `UIImage(named:)`, `Image("…")`, `<image name="…">`.
      case image
      /// A custom SF Symbol (`.symbolset`): loaded like an image, always drawn as a template.
      case symbol
      /// A named color (`.colorset`).
      case color
      /// An app icon (`.appiconset`, tvOS's `.brandassets`).
      case appIcon = "app-icon"
      /// A layered image (tvOS `.imagestack`, visionOS `.solidimagestack`), loaded by name like
      /// an image.
      case layeredImage = "layered-image"
      /// Arbitrary data (`.dataset`, `NSDataAsset`).
      case data

      /// The kind of a folder extension (`imageset`), `nil` for groups and the asset types Herald
      /// does not list (launch images, stickers, textures, AR resources).
      public init?(folderExtension: String) {
        switch folderExtension.lowercased() {
        case "imageset": self = .image
        case "symbolset": self = .symbol
        case "colorset": self = .color
        case "appiconset", "brandassets": self = .appIcon
        case "imagestack", "solidimagestack": self = .layeredImage
        case "dataset": self = .data
        default: return nil
        }
      }

      /// Whether code and Interface Builder load the asset as an image (`UIImage(named:)`,
      /// `NSImage(named:)`, `<image name="…">`).
      public var loadsAsImage: Bool {
        switch self {
        case .image, .symbol, .appIcon, .layeredImage: true
        case .color, .data: false
        }
      }
    }

    /// The name code uses: the folder name without its extension, after the names of the
    /// enclosing groups that provide a namespace (`Icons/Star`).
    public var name: String
    /// What the asset is.
    public var kind: Kind
    /// Whether the image is drawn as a template (its shape filled with the tint color): a symbol
    /// set always; an image set whose `Contents.json` says
    /// `"properties": {"template-rendering-intent": "template"}` (Xcode's "Render As: Template
    /// Image"); never anything else.
    public var isTemplate: Bool
    /// The asset's folder (`App/Assets.xcassets/Icons/Star.imageset`), where it is declared.
    public var path: String
    /// A color set's values (``ColorSetReader``); `nil` for other assets and for a set that holds
    /// no color Herald reads.
    public var color: AppColors.Variants?

    /// Creates an asset.
    public init(
      name: String, kind: Kind, isTemplate: Bool = false, path: String, color: AppColors.Variants? = nil
    ) {
      self.name = name
      self.kind = kind
      self.isTemplate = isTemplate
      self.path = path
      self.color = color
    }
  }

  /// The `.xcassets` folder.
  public var path: String
  /// The assets, sorted by name.
  public var assets: [Asset]
  /// The `Contents.json` files that could not be read, each with file and line; the assets they
  /// describe are still listed when their folder says what they are, as not template.
  public var problems: [ProjectError]

  /// Creates a catalog.
  public init(path: String, assets: [Asset] = [], problems: [ProjectError] = []) {
    self.path = path
    self.assets = assets
    self.problems = problems
  }

  /// The catalog that `member` (a target's member file) is or lies in: the path up to and
  /// including its `.xcassets` component, else `nil`.
  ///
  /// Xcode projects list a catalog as one member (`App/Assets.xcassets`); Swift packages list
  /// the files inside it (`Sources/UI/Media.xcassets/Star.imageset/Contents.json`).
  public static func folder(ofMember member: String) -> String? {
    var end = member.startIndex
    for component in member.split(separator: "/", omittingEmptySubsequences: false) {
      end = component.endIndex
      if component.hasSuffix(".xcassets") { return String(member[..<end]) }
    }
    return nil
  }
}
