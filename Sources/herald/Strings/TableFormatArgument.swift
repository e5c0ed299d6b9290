import ArgumentParser
import HeraldStrings

extension TableFormat: ExpressibleByArgument {
  /// Parses `strings`, `xcstrings`, `android` (or `xml`), `gettext` (or `po`), `xliff`….
  public init?(argument: String) { self.init(name: argument) }

  /// The names shown in help.
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Helpers for the table-format options.
enum TableFormatArgument {
  /// `strings, stringsdict, xcstrings, android, gettext, xliff`.
  static let names = TableFormat.allCases.map(\.rawValue).joined(separator: ", ")
}
