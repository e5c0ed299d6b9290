/// Converts string tables to another format: what `herald strings convert` does, as a library call.
///
/// Every input is read into the one model; the tables read are merged (a folder of `xx.lproj`
/// files becomes one multi-locale table) and laid out in the target format's files. What the
/// target cannot hold is reported as losses, merged across locales. gettext to gettext is the
/// exception: each `.po` is written from its own table under its own name, as gettext's tools
/// see a `po/` folder (``gettextFiles(_:)``).
///
/// ```swift
/// let conversion = TableConversion(to: .xcstrings)
/// let result = conversion.convert(paths: ["Resources"])
/// for loss in result.losses { print(loss) }
/// try TableDestination(result.files, format: .xcstrings, to: "Localizable.xcstrings").write()
/// ```
public struct TableConversion: Sendable {
  /// What one conversion produced.
  public struct Result: Sendable {
    /// The files to write, in the target format's layout.
    public var files: [TableLayout.File]
    /// What the target format cannot hold, one diagnostic per loss (locales merged).
    public var losses: [StringsDiagnostic]
    /// Inputs that could not be read; each names its file.
    public var errors: [StringTableError]
  }

  /// Reads the inputs.
  public var reader: StringTableReader
  /// The format to write.
  public var format: TableFormat
  /// The only locales to write; `nil` writes every locale.
  public var locales: [String]?
  /// A change to every table read before it is written (``Pseudolocalizer`` adds a pseudo-locale).
  public var transform: (@Sendable (StringTable) -> StringTable)?

  /// Creates a conversion.
  public init(to format: TableFormat, reader: StringTableReader = StringTableReader(), locales: [String]? = nil) {
    self.format = format
    self.reader = reader
    self.locales = locales
  }

  /// Reads `paths` and lays their tables out in ``format``.
  ///
  /// The files are empty when nothing could be read.
  public func convert(paths: [String]) -> Result {
    var loaded = reader.load(paths: paths)
    // A key a table's .stringsdict and .strings both define is the .stringsdict's to the app
    // (Core Foundation, CFBundle_Strings.c, copies the .strings table and sets each .stringsdict
    // entry over it), so .stringsdict files are merged last: where a locale has two values, a
    // format that keeps one keeps the last.
    loaded.groups =
      loaded.groups.filter { $0.format != .stringsdict } + loaded.groups.filter { $0.format == .stringsdict }
    if let transform {
      for index in loaded.groups.indices { loaded.groups[index].table = transform(loaded.groups[index].table) }
    } else if let files = gettextFiles(loaded) {
      return Result(
        files: files, losses: StringsDiagnostic.mergingLocales(files.flatMap(\.losses)), errors: loaded.errors)
    }
    var withheld: [StringsDiagnostic] = []
    for index in loaded.groups.indices {
      let (table, notices) = withholdingUnused(loaded.groups[index].table, readAs: loaded.groups[index].format)
      loaded.groups[index].table =
        format == .xcstrings && loaded.groups[index].format != .xcstrings ? Self.withXcodeStates(table) : table
      withheld += notices
    }
    guard let first = loaded.groups.first else { return Result(files: [], losses: [], errors: loaded.errors) }
    let table = loaded.groups.dropFirst().reduce(into: first.table) { $0.merge($1.table) }
    let files = layOut(loaded.groups, merged: table)
    return Result(
      files: files,
      losses: StringsDiagnostic.mergingLocales(withheld + files.flatMap(\.losses)) + gettextFormLosses(table),
      errors: loaded.errors)
  }
}
