/// An error about something a user gave Herald — an input file, a configuration, an option — that
/// keeps *where* apart from *what*, so every report places it without parsing text.
///
/// Loaders, catalogs, string tables, rule packs and configurations all throw errors of this
/// shape. Reporters read ``file`` and ``location`` (SARIF regions, checkstyle and GitHub
/// annotations); a terminal prints ``description``, the form editors jump to:
///
/// ```text
/// Main.storyboard:12:5: error: malformed XML: …      (file, line and column known)
/// Old.xib: error: unsupported format: …              (only the file known)
/// error: unknown rule "labl"; …                      (no file: a command-line value)
/// ```
public protocol LocatedError: Error, CustomStringConvertible {
  /// The file the problem is in, as the user named it; `nil` when the problem is about no file
  /// (a value given on the command line).
  var file: String? { get }
  /// The line and column of the problem, when known.
  var location: SourceLocation? { get }
  /// What is wrong and what to do, without the location.
  var message: String { get }
}

extension LocatedError {
  /// The file of ``location``.
  public var file: String? { location?.file }

  /// `file:line:column: error: message`, `file: error: message` when only the file is known, or
  /// `error: message` when the problem is about no file.
  public var description: String {
    if let location { return "\(location): error: \(message)" }
    if let file { return "\(file): error: \(message)" }
    return "error: \(message)"
  }
}
