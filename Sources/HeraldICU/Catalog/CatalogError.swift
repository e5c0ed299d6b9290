import HeraldSyntax

/// A catalog that cannot be loaded or a message that cannot be found or formatted.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A catalog file is not valid JSON.
  case syntax(SyntaxError)
  /// A catalog file is valid JSON but not a catalog.
  case invalidFile(SourceLocation, String)
  /// A catalog file's name is not a locale.
  case invalidLocale(file: String, ICUError)
  /// No locale of the fallback chain has the key, not even the source locale.
  case missingKey(key: String, locale: LanguageTag, searched: [LanguageTag], suggestion: String?, sourceFile: String)
  /// A message does not compile in its locale.
  case invalidMessage(key: String, SourceLocation, ICUError)
  /// A message could not be formatted with the arguments given.
  case formatting(key: String, SourceLocation, any Error & Sendable)

  /// The message, starting with `file:line:column:` where the problem has a place.
  public var description: String {
    switch self {
    case .syntax(let error):
      return error.description
    case .invalidFile(let location, let message):
      return "\(location): error: \(message)"
    case .invalidLocale(let file, let error):
      return
        "\(file): error: the file name must be a BCP 47 locale such as en.json, pt-BR.json or zh-Hans.json (\(error))"
    case .missingKey(let key, let locale, let searched, let suggestion, let sourceFile):
      let looked = searched.map(\.identifier).joined(separator: ", ")
      var text = "no message '\(key)' for locale \(locale) (looked in \(looked))"
      if let suggestion { text += "; did you mean '\(suggestion)'?" } else { text += "; add it to \(sourceFile)" }
      return text
    case .invalidMessage(let key, let location, let error):
      return "\(location): error: message '\(key)' in \(location.file) does not compile: \(error)"
    case .formatting(let key, let location, let error):
      return "\(location): error: cannot format message '\(key)': \(error)"
    }
  }

  /// Errors are equal when they say the same thing.
  public static func == (lhs: CatalogError, rhs: CatalogError) -> Bool { lhs.description == rhs.description }
}

/// Something a user should know about a message that was still found: it came from another locale
/// than the one asked for.
public enum CatalogWarning: Hashable, Sendable, CustomStringConvertible {
  /// The requested locale's chain has catalogs, but none has the key; a later locale supplied it.
  case missingTranslation(key: String, requested: LanguageTag, used: LanguageTag, searched: [LanguageTag])
  /// No catalog exists for any locale of the requested chain; the source locale supplied the key.
  case noCatalog(requested: LanguageTag, used: LanguageTag)

  /// The warning as the CLI prints it, starting with "warning:".
  public var description: String {
    switch self {
    case .missingTranslation(let key, let requested, let used, let searched):
      let looked = searched.map(\.identifier).joined(separator: " → ")
      return "warning: '\(key)' has no \(requested) translation; using \(used) (fallback \(looked))"
    case .noCatalog(let requested, let used):
      return "warning: no catalog for \(requested) (\(requested.englishName)); using \(used)"
    }
  }
}
