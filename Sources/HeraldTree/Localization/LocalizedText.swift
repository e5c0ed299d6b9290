/// A text of an element that the app translates, and where its translations are kept.
public struct LocalizedText: Sendable, Hashable {
  /// Where the key comes from.
  public enum Origin: Sendable, Hashable {
    /// An Interface Builder file's object id and property (`"Nv5-iT-9wE.title"`).
    case interfaceFile
    /// The app's code looks the key up (`NSLocalizedString`, `String(localized:)`, a SwiftUI
    /// `LocalizedStringKey`).
    case code
    /// A user-defined runtime attribute names the key (`localizableString`), which a category of
    /// the app looks up at run time.
    case runtimeAttribute(String)
  }

  /// The element's field.
  public var field: LocalizableField
  /// The text in the development language: the development table's value of a key code looks
  /// up, else the text as the tree holds it.
  public var source: String
  /// The table.
  public var table: AppStrings.TableID
  /// The key in the table.
  public var key: String
  /// Where the key comes from.
  public var origin: Origin

  /// Whether the text has words to translate: letters outside its printf conversions (not
  /// `"%lld. "` or `"@%@"`).
  public var hasWords: Bool {
    AppStrings.formatPattern(source).replacingOccurrences(of: "%@", with: "").contains(where: \.isLetter)
  }

  /// Whether the key reads as an identifier (`settings.title`, `save_button`) rather than as
  /// text: no spaces, a `.`, `_` or `-`, and a lowercase first letter. A key like that which no
  /// table has is shown as it is; a key of words is shown as its words.
  public var keyIsIdentifier: Bool {
    guard let first = key.first, first.isLowercase, !key.contains(" ") else { return false }
    return key.contains { $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// Creates a text.
  public init(field: LocalizableField, source: String, table: AppStrings.TableID, key: String, origin: Origin) {
    self.field = field
    self.source = source
    self.table = table
    self.key = key
    self.origin = origin
  }
}

/// What the app shows for a ``LocalizedText`` in one locale.
public enum Translation: Sendable, Hashable {
  /// The locale's table has a value for the key.
  case translated(String)
  /// The locale's table has no value for the key: the app shows the development language (or, for
  /// code that looks the key up in a `.strings` table, the key itself).
  case missing(table: String?)

  /// The translated text, when there is one.
  public var text: String? {
    if case .translated(let text) = self { return text }
    return nil
  }
}
