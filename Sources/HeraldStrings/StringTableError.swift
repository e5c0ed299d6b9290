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

  /// The message a user sees.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read the file: \(reason)"
    case .syntax(let error):
      return error.description
    case .malformed(let location, let reason, let advice), .invalidContent(let location, let reason, let advice):
      return "\(location): error: \(reason). \(advice)"
    case .unknownFormat(let path):
      let names = TableFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: ", ")
      return
        "\(path): error: unknown string-table format. Herald reads \(names) (and .pot, .xlf); rename the file or pass --from FORMAT."
    }
  }
}
