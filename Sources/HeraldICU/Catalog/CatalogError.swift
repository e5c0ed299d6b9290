import HeraldSyntax

/// A catalog that cannot be loaded or a message that cannot be found or formatted.
public enum CatalogError: LocatedError, Equatable, Sendable {
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

  /// The catalog file the problem is in; `nil` for a key asked for that no catalog has.
  public var file: String? {
    switch self {
    case .syntax(let error): error.position.file
    case .invalidFile(let location, _), .invalidMessage(_, let location, _), .formatting(_, let location, _):
      location.file
    case .invalidLocale(let file, _): file
    case .missingKey: nil
    }
  }

  /// The line and column, when the problem has one.
  public var location: SourceLocation? {
    switch self {
    case .syntax(let error): error.position
    case .invalidFile(let location, _), .invalidMessage(_, let location, _), .formatting(_, let location, _):
      location
    case .invalidLocale, .missingKey: nil
    }
  }

  /// What is wrong and what to do, without the location.
  public var message: String {
    switch self {
    case .syntax(let error):
      return error.message
    case .invalidFile(_, let message):
      return message
    case .invalidLocale(_, let error):
      return "the file name must be a BCP 47 locale such as en.json, pt-BR.json or zh-Hans.json (\(error))"
    case .missingKey(let key, let locale, let searched, let suggestion, let sourceFile):
      let looked = searched.map(\.identifier).joined(separator: ", ")
      var text = "no message '\(key)' for locale \(locale) (looked in \(looked))"
      if let suggestion { text += "; did you mean '\(suggestion)'?" } else { text += "; add it to \(sourceFile)" }
      return text
    case .invalidMessage(let key, let location, let error):
      return "message '\(key)' in \(location.file) does not compile: \(error)"
    case .formatting(let key, _, let error):
      return "cannot format message '\(key)': \(error)"
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
