/// The UI-description formats Herald loads.
public enum DocumentFormat: String, Sendable, Hashable, CaseIterable {
  /// Interface Builder `.storyboard` and `.xib` documents (`<document version="3.0">`).
  case interfaceBuilder = "interface-builder"
  /// Herald's own JSON tree format (`docs/json-tree.md`).
  case heraldJSON = "herald-json"
  /// Appium's iOS page source (XCUITest driver), `<AppiumAUT><XCUIElementType…>`.
  case appiumPageSource = "appium-ios"
  /// Android `uiautomator dump`, `<hierarchy><node …>`.
  case uiautomatorDump = "uiautomator"
  /// SwiftUI views in Swift source (`.swift`), read by `HeraldSource`'s `SwiftUILoader`.
  case swiftUI = "swiftui"

  /// Whether the frames are those of a running app as it was shown (Appium page source, a
  /// uiautomator dump) rather than those the developer laid out (Interface Builder, Herald JSON,
  /// SwiftUI). A right-to-left locale mirrors a laid-out screen; a dumped one already is as shown.
  public var recordsDisplayedFrames: Bool { self == .appiumPageSource || self == .uiautomatorDump }

  /// File extensions (lower case, without the dot) Herald considers when searching folders.
  public static let searchedExtensions: Set<String> = ["storyboard", "xib", "json", "xml"]

  /// Determines the format of a file from its extension and its first bytes.
  ///
  /// `.storyboard` and `.xib` are Interface Builder, `.swift` is SwiftUI source; for `.json` and `.xml` (and anything else)
  /// the content decides: a JSON object with `"herald": "tree"`, an XML root `document`/`archive`
  /// (Interface Builder), `AppiumAUT` or `XCUIElementType…` (Appium), `hierarchy` (uiautomator).
  ///
  /// - Returns: The format, or `nil` when the content matches none.
  public static func detect(path: String, bytes: [UInt8]) -> DocumentFormat? {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") { return .interfaceBuilder }
    if lowered.hasSuffix(".swift") { return .swiftUI }
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("{") {
      return trimmed.contains("\"herald\"") ? .heraldJSON : nil
    }
    guard let root = rootElementName(of: trimmed) else { return nil }
    switch root {
    case "document", "archive": return .interfaceBuilder
    case "AppiumAUT": return .appiumPageSource
    case "hierarchy": return .uiautomatorDump
    default: return root.hasPrefix("XCUIElementType") ? .appiumPageSource : nil
    }
  }

  /// The name of the first element that is not a declaration, comment or processing instruction.
  private static func rootElementName(of text: Substring) -> String? {
    var rest = text
    while let open = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: open)...]
      if after.hasPrefix("?") || after.hasPrefix("!") {
        guard let close = after.firstIndex(of: ">") else { return nil }
        rest = after[after.index(after: close)...]
        continue
      }
      let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }
}
