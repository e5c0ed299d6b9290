import HeraldTree
import Testing

/// The symbols Xcode generates for asset catalogs, checked against names and symbols of
/// `GeneratedAssetSymbols.swift` files Xcode wrote for real projects and the symbols real apps use
/// (DuckDuckGo's `Image(.passwordsDDG96X96)` for "Passwords-DDG-96x96", Swiftfin's
/// `Image(.jellyfinBlobBlue)` and `Image(.tomatoFresh)`).
@Suite("Asset symbols")
struct AssetSymbolsTests {
  @Test(
    "an image asset's symbol",
    arguments: [
      ("jellyfin-blob-blue", "jellyfinBlobBlue"), ("tomato.fresh", "tomatoFresh"),
      ("Passwords-DDG-96x96", "passwordsDDG96X96"), ("Close-24", "close24"),
      ("sulijoy_feed_moment_coast_01", "sulijoyFeedMomentCoast01"), ("SiIcon", "siIcon"),
      ("welcomeVCimage", "welcomeVCimage"), ("adult_products_image", "adultProducts"),
      ("Initial-Image", "initial"), ("Image", "image"), ("VExpense", "vExpense"), ("1", "_1"),
    ])
  func image(_ name: String, _ symbol: String) {
    #expect(AssetSymbols.symbol(of: name, droppingLast: "image") == symbol)
  }

  @Test(
    "a color asset's symbol drops a last word Color",
    arguments: [
      ("vkBrandColor", "vkBrand"), ("AdaptiveColor", "adaptive"), ("shadowColor", "shadow"),
      ("shadowColor 1", "shadowColor1"), ("chip_aqua_pastel", "chipAquaPastel"), ("Color", "color"),
    ])
  func color(_ name: String, _ symbol: String) {
    #expect(AssetSymbols.symbol(of: name, droppingLast: "color") == symbol)
  }

  @Test("images are found by their symbol; two assets of one symbol and namespaced ones are not")
  func lookup() {
    let symbols = AssetSymbols(images: ["Close-24", "close_24", "Icons/Star", "Logo", "jellyfin-blob-blue"])
    #expect(symbols.image("jellyfinBlobBlue") == "jellyfin-blob-blue")
    #expect(symbols.image("close24") == nil, "Close-24 and close_24 clash: Xcode builds neither")
    #expect(symbols.image("star") == nil)
    #expect(symbols.image("Logo") == nil, "a symbol starts in lower case")
    let other = AssetSymbols(images: ["logo"])
    #expect(symbols.merging(other).image("logo") == nil, "two apps' logo images are neither's")
    #expect(symbols.merging(AssetSymbols(images: ["Logo"])).image("logo") == "Logo")
  }
}
