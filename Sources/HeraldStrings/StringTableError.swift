import HeraldSyntax

/// Why a string table could not be read.
///
/// ``description`` is the message a user sees: it names the file (and the line and column where
/// there is one), what is wrong and what to do.
public enum StringTableError: Error, Sendable, Hashable, CustomStringConvertible {
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
    case .syntax(let error): error.location
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
    case .syntax(let error): error.location.file
    case .malformed(let location, _, _), .invalidContent(let location, _, _): location.file
    }
  }

  /// The message a user sees: `file:line:column: error: …`, or `file: error: …` without a line.
  public var description: String {
    "\(location.map(String.init(describing:)) ?? path): error: \(message)"
  }
}
