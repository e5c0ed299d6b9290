import HeraldSyntax

/// Why a string table could not be read.
///
/// ``file`` and ``location`` say where (the line and column when the reader knew them),
/// ``message`` what is wrong and what to do; ``description`` puts them together as a user sees it.
public enum StringTableError: LocatedError, Sendable, Hashable {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not well-formed XML or JSON.
  case syntax(SyntaxError)
  /// The text breaks the format's grammar (an unterminated `.strings` string, a `.po` line that is
  /// neither a keyword nor a string).
  case malformed(SourceLocation, reason: String, advice: String)
  /// The document is well-formed but its content is not what the format requires (a
  /// `.stringsdict` entry that is not a dictionary, a catalog whose `strings` is an array).
  case invalidContent(SourceLocation, reason: String, advice: String)
  /// The path's format is not one Herald reads.
  case unknownFormat(path: String)

  /// Where the problem is, when it has a line.
  public var location: SourceLocation? {
    switch self {
    case .syntax(let error): error.position
    case .malformed(let location, _, _), .invalidContent(let location, _, _): location
    case .unreadable, .unknownFormat: nil
    }
  }

  /// What is wrong and what to do, without the file and line: for reports that print the
  /// location themselves (SARIF, JSON).
  public var message: String {
    switch self {
    case .unreadable(_, let reason):
      return "cannot read the file: \(reason)"
    case .syntax(let error):
      return error.message
    case .malformed(_, let reason, let advice), .invalidContent(_, let reason, let advice):
      return "\(reason). \(advice)"
    case .unknownFormat:
      let names = TableFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: ", ")
      return
        "unknown string-table format. Herald reads \(names) (and .pot, .xlf); rename the file or pass --from FORMAT."
    }
  }

  /// The file the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .unknownFormat(let path): path
    case .syntax(let error): error.position.file
    case .malformed(let location, _, _), .invalidContent(let location, _, _): location.file
    }
  }

  /// The file the error is about (``path``).
  public var file: String? { path }
}
