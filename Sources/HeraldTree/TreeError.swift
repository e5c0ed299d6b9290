import HeraldSyntax

/// Why an input could not be loaded as a control tree.
///
/// ``file`` and ``location`` say where (the line and column when the reader knew them),
/// ``message`` what is wrong and what to do; ``description`` puts them together as a user sees it.
public enum TreeError: LocatedError, Sendable, Hashable {
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
  /// The paths a user gave hold no UI description Herald reads.
  case noInputs([String])
  /// A file has no scene of the requested name or id (or no scene at all, when none was named).
  case noScene(file: String, requested: String?, scenes: [String])

  /// The file the problem is in.
  public var file: String? {
    switch self {
    case .unreadable(let path, _), .unknownFormat(let path, _), .unsupportedFormat(let path, _, _): path
    case .syntax(let error): error.position.file
    case .invalidDocument(let location, _): location.file
    case .noScene(let file, _, _): file
    case .noInputs: nil
    }
  }

  /// The line and column, when the problem has one.
  public var location: SourceLocation? {
    switch self {
    case .syntax(let error): error.position
    case .invalidDocument(let location, _): location
    case .unreadable, .unknownFormat, .unsupportedFormat, .noInputs, .noScene: nil
    }
  }

  /// What is wrong and what to do, without the location.
  public var message: String {
    switch self {
    case .unreadable(_, let reason):
      "cannot read the file: \(reason)"
    case .syntax(let error):
      error.message
    case .unknownFormat(_, let detail):
      "unknown format: \(detail). Herald reads .storyboard and .xib files, Herald JSON trees (.json), Appium iOS page source and Android uiautomator dumps (.xml)."
    case .unsupportedFormat(_, let format, let advice):
      "unsupported format: \(format). \(advice)"
    case .invalidDocument(_, let reason):
      reason
    case .noScene(_, let requested?, let scenes):
      "no scene named \"\(requested)\"; scenes: \(scenes.joined(separator: ", "))"
    case .noScene(_, nil, _):
      "the file has no scene"
    case .noInputs(let paths):
      "no UI descriptions found in \(paths.joined(separator: ", ")); give .storyboard, .xib, Herald .json, Appium or uiautomator .xml files or folders that contain them."
    }
  }
}
