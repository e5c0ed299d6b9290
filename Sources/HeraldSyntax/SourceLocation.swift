/// A place in an input file: the file's path and a 1-based line and column.
///
/// Every element Herald loads, every finding it reports and every syntax error it raises carries
/// one, so that a user can jump straight to the spot (`Main.storyboard:42:17`). Columns count
/// Unicode scalars, not bytes, so they match what an editor shows for UTF-8 text.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path of the file, as the user named it.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column number, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The path of the file, as the user named it.
  ///   - line: The 1-based line number.
  ///   - column: The 1-based column number.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// The location `text` describes as ``description`` writes it (`file:line:column`); `nil` when
  /// it does not end with a line and a column.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
      return nil
    }
    self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// Orders locations by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
