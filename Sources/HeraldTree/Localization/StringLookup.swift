/// A text the app's code looks up in its string tables, by a call whose table and key it writes
/// as literals: what Foundation, SwiftUI and the generators apps use (SwiftGen's `L10n.tr`) look up.
/// HeraldSource reads one from a call (`StringLookup(call)`).
///
/// ```swift
/// NSLocalizedString("save", tableName: "Editor", value: "Save", comment: "")   // Editor: save
/// String(localized: "save", table: "Editor")                                   // Editor: save
/// LocalizedStringResource("save", defaultValue: "Save", table: "Editor")        // Editor: save
/// L10n.tr("Localizable", "settings.title", fallback: "Settings")              // SwiftGen
/// ```
public struct StringLookup: Sendable, Hashable {
  /// The table's name: `Localizable` unless the call names another (Foundation's default, per
  /// Apple's documentation of `NSLocalizedString` and `String(localized:table:…)`).
  public var table: String
  /// The key.
  public var key: String
  /// The development-language text the call gives (SwiftGen's `fallback:`, `NSLocalizedString`'s
  /// `value:`, `defaultValue:`), shown when no table has the key.
  public var fallback: String?
  /// The number of format arguments the call passes (SwiftGen's `tr("T", "k", p1, p2)`).
  public var arguments: Int

  /// The table Foundation reads when a call names none.
  public static let defaultTable = "Localizable"

  /// Creates a lookup.
  public init(table: String = Self.defaultTable, key: String, fallback: String? = nil, arguments: Int = 0) {
    self.table = table
    self.key = key
    self.fallback = fallback
    self.arguments = arguments
  }
}
