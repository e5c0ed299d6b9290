import HeraldSyntax

/// One message of a catalog: an ICU MessageFormat pattern for a key in one locale.
public struct CatalogEntry: Hashable, Sendable {
  /// The message key, such as "rating.value".
  public var key: String
  /// The ICU MessageFormat pattern.
  public var message: String
  /// The translator comment (required in the source locale, optional elsewhere).
  public var comment: String?
  /// The locale of the file the message is in.
  public var locale: LanguageTag
  /// Where the message text begins in its file.
  public var location: SourceLocation

  /// Creates an entry.
  public init(key: String, message: String, comment: String?, locale: LanguageTag, location: SourceLocation) {
    self.key = key
    self.message = message
    self.comment = comment
    self.locale = locale
    self.location = location
  }

  /// The location of a character offset inside the message, for pattern errors. Exact when the
  /// JSON string has no escapes before the offset.
  func location(ofCharacter offset: Int) -> SourceLocation {
    var location = location
    location.column += 1 + offset
    return location
  }
}
