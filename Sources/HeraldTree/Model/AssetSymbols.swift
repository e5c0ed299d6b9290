/// The symbols Xcode generates for an app's asset catalogs (`GENERATE_ASSET_SYMBOLS`, on by
/// default since Xcode 15): a static `ImageResource` for each image and custom symbol, a static
/// `ColorResource` for each color, by which code writes `Image(.closeIcon)` and `Color(.brand)`.
///
/// The symbol is the asset's name in lower camel case, as the generated file spells it
/// (`GeneratedAssetSymbols.swift`, one per target, each member documented "The "…" asset
/// catalog image resource."): the name is cut into words at every character that is not a letter
/// or a digit (`jellyfin-blob-blue`, `tomato.fresh`, `chip_aqua_pastel`), a letter after a digit
/// starts a word (`Passwords-DDG-96x96` is `passwordsDDG96X96`), each word after the first starts
/// with a capital, and the first character is lower case, the rest kept as written (`VExpense` is
/// `vExpense`, `welcomeVCimage` stays as it is). A last word `Color` of a color, or `Image` of an
/// image, is dropped when other words precede it (`vkBrandColor` is `vkBrand`,
/// `adult_products_image` is `adultProducts`, `Initial-Image` is `initial`; `shadowColor 1` is
/// `shadowColor1`, `Image` is `image`), and a symbol that would start with a digit starts with `_`
/// (`1` is `_1`). Two assets with one symbol do not build (Xcode reports the
/// clash), so neither is read; assets in a group that provides a namespace (`Icons/Star`) are not
/// read either. The image symbols are kept here; a color's symbol is matched where the app's
/// colors are (``AppColors/variants(named:)``).
///
/// ```swift
/// let symbols = AssetSymbols(images: ["Close-24", "tomato.fresh"])
/// symbols.image("close24")   // "Close-24"
/// AssetSymbols.symbol(of: "BrandColor", droppingLast: "color")   // "brand"
/// ```
public struct AssetSymbols: Sendable, Hashable {
  /// The image (and custom symbol) assets by their symbol.
  private var images: [String: String] = [:]
  /// Symbols two assets share, which Xcode does not generate.
  private var clashes: Set<String> = []

  /// No symbols.
  public init() {}

  /// The symbols of the image and custom symbol assets named `images`.
  public init(images: some Sequence<String>) {
    for name in images where !name.contains("/") {
      if let symbol = Self.symbol(of: name, droppingLast: "image") { insert(symbol, name) }
    }
  }

  /// Whether there are none.
  public var isEmpty: Bool { images.isEmpty }

  /// The name of the image asset whose symbol is `symbol` (`close24` → `Close-24`).
  public func image(_ symbol: String) -> String? { images[symbol] }

  /// These symbols and `other`'s; a symbol both have for different assets is neither's.
  public func merging(_ other: AssetSymbols) -> AssetSymbols {
    var result = self
    result.clashes.formUnion(other.clashes)
    for symbol in other.clashes { result.images[symbol] = nil }
    for (symbol, name) in other.images { result.insert(symbol, name) }
    return result
  }

  private mutating func insert(_ symbol: String, _ name: String) {
    guard !clashes.contains(symbol) else { return }
    if let known = images[symbol], known != name {
      images[symbol] = nil
      clashes.insert(symbol)
      return
    }
    images[symbol] = name
  }

  /// The symbol Xcode generates for an asset named `name` whose last word `suffix` (compared
  /// without case) is dropped after other words; `nil` when the name has no letter or digit.
  public static func symbol(of name: String, droppingLast suffix: String) -> String? {
    var words = self.words(of: name)
    if words.count > 1, let last = words.last, last.lowercased() == suffix { words.removeLast() }
    guard let first = words.first else { return nil }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    let symbol = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    // A Swift name cannot start with a digit: Xcode writes `_` before it (`1` is `_1`).
    return symbol.first?.isNumber == true ? "_" + symbol : symbol
  }

  /// The words of an asset name: runs of letters and digits, a new one at each letter after a
  /// digit and at each capital after a lower-case letter (the word the suffix is compared with).
  private static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, !current.isEmpty,
        (previous.isNumber && character.isLetter) || (previous.isLowercase && character.isUppercase)
      {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
