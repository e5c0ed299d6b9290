/// Reads and writes one string-table format. Each format is one type in its folder of `Tables/`.
///
/// A codec turns bytes into a ``StringTable`` and back. Formats that hold one locale per file
/// (`.strings`, `.stringsdict`, Android, gettext) read into a table whose entries have one
/// localization, under the locale the caller names, and write the localization of one locale.
/// Formats that hold many locales (`.xcstrings`, XLIFF) read and write them all.
///
/// Writing never drops anything silently: what the format cannot represent is returned as
/// ``TableOutput/losses``, one diagnostic per entry and kind of loss.
public protocol TableCodec: Sendable {
  /// The format this codec reads and writes.
  var format: TableFormat { get }

  /// Whether one file holds every locale (`.xcstrings`, XLIFF) rather than one.
  var holdsManyLocales: Bool { get }

  /// Reads a table.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - file: The path used in locations and errors.
  ///   - locale: The locale a single-locale file's strings belong to (inferred from the path by
  ///     ``TableLocale/infer(fromPath:)`` or given by the user). Many-locale formats ignore it.
  /// - Returns: The table, every entry and localization carrying its ``SourceLocation`` when the
  ///   format has lines.
  /// - Throws: ``StringTableError`` naming the file and line of the first problem.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable

  /// Writes a table.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - locale: The locale to write, for single-locale formats; many-locale formats write every
  ///     locale and ignore it.
  /// - Returns: The file's bytes and what could not be represented.
  func write(_ table: StringTable, locale: String) -> TableOutput
}

/// The result of writing a table: the bytes and what the format could not hold.
public struct TableOutput: Sendable {
  /// The file's content.
  public var bytes: [UInt8]
  /// What was not written, each naming the entry and what was lost. Empty when nothing was.
  public var losses: [StringsDiagnostic]

  /// Creates an output.
  public init(bytes: [UInt8], losses: [StringsDiagnostic] = []) {
    self.bytes = bytes
    self.losses = losses
  }

  /// Creates an output from text, encoded as UTF-8.
  public init(text: String, losses: [StringsDiagnostic] = []) {
    self.init(bytes: Array(text.utf8), losses: losses)
  }
}
