/// The string-table formats Herald reads and writes.
///
/// ```swift
/// TableFormat(path: "fr.lproj/Localizable.strings")  // .strings
/// TableFormat.xcstrings.codec.holdsManyLocales        // true
/// ```
public enum TableFormat: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Apple `.strings` (old-style property list of `"key" = "value";`).
  case strings
  /// Apple `.stringsdict` (XML property list of plural, device and width rules).
  case stringsdict
  /// Apple String Catalog `.xcstrings` (JSON, every locale in one file).
  case xcstrings
  /// Android `res/values*/strings.xml`.
  case android
  /// GNU gettext `.po` / `.pot`.
  case gettext
  /// XLIFF 1.2 as Xcode exports it (`.xliff`, `.xlf`).
  case xliff

  /// The name users type (`--to strings`), which is also ``rawValue``.
  public var description: String { rawValue }

  /// The file extension Herald writes, without the dot.
  public var fileExtension: String {
    switch self {
    case .strings: "strings"
    case .stringsdict: "stringsdict"
    case .xcstrings: "xcstrings"
    case .android: "xml"
    case .gettext: "po"
    case .xliff: "xliff"
    }
  }

  /// The format a path's extension names, or `nil` (`.xml` counts as Android resources).
  public init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "strings": self = .strings
    case "stringsdict": self = .stringsdict
    case "xcstrings": self = .xcstrings
    case "xml": self = .android
    case "po", "pot": self = .gettext
    case "xliff", "xlf": self = .xliff
    default: return nil
    }
  }

  /// The format called `name` on the command line; a few aliases are accepted (`po`, `xml`).
  public init?(name: String) {
    switch name.lowercased() {
    case "po", "pot": self = .gettext
    case "xml", "strings.xml": self = .android
    case "xlf": self = .xliff
    default: self.init(rawValue: name.lowercased())
    }
  }

  /// The codec that reads and writes the format.
  public var codec: any TableCodec {
    switch self {
    case .strings: StringsTable()
    case .stringsdict: StringsdictTable()
    case .xcstrings: XCStringsTable()
    case .android: AndroidTable()
    case .gettext: GettextTable()
    case .xliff: XLIFFTable()
    }
  }
}
