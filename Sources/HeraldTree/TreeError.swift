import HeraldSyntax

/// Why an input could not be loaded as a control tree.
///
/// ``description`` is the message a user sees; it names the file (and line and column where
/// there is one), what is wrong and what to do.
public enum TreeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not well-formed XML or JSON, or was refused as unsafe.
  case syntax(SyntaxError)
  /// The file's format is not one Herald reads.
  case unknownFormat(path: String, detail: String)
  /// The file is in a recognised format Herald does not load.
  case unsupportedFormat(path: String, format: String, advice: String)
  /// The document is well-formed but its content is wrong (a JSON tree with an unknown role).
  case invalidDocument(SourceLocation, reason: String)

  /// The message a user sees.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read the file: \(reason)"
    case .syntax(let error):
      return error.description
    case .unknownFormat(let path, let detail):
      return
        "\(path): error: unknown format: \(detail). Herald reads .storyboard and .xib files, Herald JSON trees (.json), Appium iOS page source and Android uiautomator dumps (.xml)."
    case .unsupportedFormat(let path, let format, let advice):
      return "\(path): error: unsupported format: \(format). \(advice)"
    case .invalidDocument(let location, let reason):
      return "\(location): error: \(reason)"
    }
  }
}
