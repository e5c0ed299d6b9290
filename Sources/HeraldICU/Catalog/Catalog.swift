import Foundation
import HeraldSyntax

/// ICU MessageFormat messages by key, one table per locale, with locale fallback.
///
/// ```swift
/// let catalog = Catalog.herald                      // Localizations/, embedded at build time
/// let result = try catalog.format("rating.value", locale: LanguageTag("ru"), ["count": 21])
/// result.text       // "21 звезда выбрана."
/// result.warnings   // [] — or a `CatalogWarning` when the message came from a fallback locale
/// ```
///
/// A key is looked up along `LanguageTag.fallbackChain` and then in the source locale; a message
/// found elsewhere than the requested locale comes with a warning. Each message is compiled with the
/// rules of the locale it is written in, once per process. Safe to use from many threads.
public final class Catalog: Sendable {
  /// The locale that has every key and the translator comments.
  public let sourceLocale: LanguageTag
  /// The locales that have a catalog file, sorted by tag.
  public let locales: [LanguageTag]
  /// Files that could not be loaded; their messages are missing from the catalog.
  public let loadErrors: [CatalogError]
  /// Where the source locale's file is, for messages that tell users where to add a key.
  public let sourceFile: String
  private let tables: [String: [String: CatalogEntry]]
  private let resolved = FormatterCache<ResolutionKey, Resolution>()

  /// A key and the locale it was requested in.
  private struct ResolutionKey: Hashable, Sendable {
    var key: String
    var locale: String
  }

  /// A catalog of the given files' texts. A file that cannot be read is recorded in `loadErrors`
  /// and the others are still loaded.
  public init(files: [(path: String, text: String)], sourceLocale: LanguageTag) {
    var tables: [String: [String: CatalogEntry]] = [:]
    var errors: [CatalogError] = []
    var sourceFile = "Localizations/\(sourceLocale.identifier).json"
    for file in files.sorted(by: { $0.path < $1.path }) {
      do throws(CatalogError) {
        let locale = try CatalogFile.locale(ofFile: file.path)
        let entries = try CatalogFile.entries(path: file.path, text: file.text)
        if locale == sourceLocale { sourceFile = file.path }
        tables[locale.identifier, default: [:]].merge(entries.map { ($0.key, $0) }) { first, _ in first }
      } catch {
        errors.append(error)
      }
    }
    self.sourceLocale = sourceLocale
    self.tables = tables
    self.loadErrors = errors
    self.sourceFile = sourceFile
    self.locales = tables.keys.compactMap { try? LanguageTag($0) }.sorted { $0.identifier < $1.identifier }
  }

  /// Loads every `*.json` file of a directory, such as a project's own `Localizations/`.
  public convenience init(directory: String, sourceLocale: LanguageTag) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
    let files = try names.map { name in
      let path = (directory as NSString).appendingPathComponent(name)
      return (path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
    self.init(files: files, sourceLocale: sourceLocale)
  }

  /// Every key of the source locale, sorted.
  public var keys: [String] { (tables[sourceLocale.identifier] ?? [:]).keys.sorted() }

  /// The message for a key written in exactly this locale, without fallback.
  public func entry(_ key: String, in locale: LanguageTag) -> CatalogEntry? { tables[locale.identifier]?[key] }

  /// Every message of one locale's file, sorted by key.
  public func entries(in locale: LanguageTag) -> [CatalogEntry] {
    (tables[locale.identifier] ?? [:]).values.sorted { $0.key < $1.key }
  }

  /// A message found for a requested locale, compiled. A class, so that handing out a cached
  /// resolution costs one retain.
  public final class Resolution: Sendable {
    /// The message that was found.
    public let entry: CatalogEntry
    /// The compiled message.
    public let format: MessageFormat
    /// Set when the message came from another locale than the one requested.
    public let warnings: [CatalogWarning]

    init(entry: CatalogEntry, format: MessageFormat, warnings: [CatalogWarning]) {
      self.entry = entry
      self.format = format
      self.warnings = warnings
    }
  }

  /// The locales searched for a requested locale: its fallback chain; then catalogs of the same
  /// language and script in another region (pt-PT → pt-BR, the language's default region first);
  /// then the source locale.
  public func searchOrder(for locale: LanguageTag) -> [LanguageTag] {
    var chain = locale.fallbackChain
    let script = { (tag: LanguageTag) in tag.maximized.identifier.split(separator: "-").prefix(2) }
    let wanted = script(locale)
    let defaultRegion = (try? LanguageTag(locale.language))?.maximized
    let siblings = locales.filter { !chain.contains($0) && $0.language == locale.language && script($0) == wanted }
      .sorted {
        ($0.maximized == defaultRegion ? 0 : 1, $0.identifier) < ($1.maximized == defaultRegion ? 0 : 1, $1.identifier)
      }
    chain += siblings
    if !chain.contains(sourceLocale) { chain.append(sourceLocale) }
    return chain
  }

  /// Finds and compiles the message for `key` in `locale`, following the fallback chain.
  public func resolve(_ key: String, locale: LanguageTag) throws(CatalogError) -> Resolution {
    try resolved.value(for: ResolutionKey(key: key, locale: locale.identifier)) { () throws(CatalogError) in
      try compile(key, locale: locale)
    }
  }

  private func compile(_ key: String, locale: LanguageTag) throws(CatalogError) -> Resolution {
    let chain = searchOrder(for: locale)
    guard let used = chain.first(where: { tables[$0.identifier]?[key] != nil }),
      let entry = tables[used.identifier]?[key]
    else {
      throw .missingKey(
        key: key, locale: locale, searched: chain, suggestion: suggestion(for: key), sourceFile: sourceFile)
    }
    var warnings: [CatalogWarning] = []
    if used != locale {
      let translated = chain.dropLast().contains { tables[$0.identifier] != nil }
      warnings.append(
        translated || used != sourceLocale
          ? .missingTranslation(key: key, requested: locale, used: used, searched: chain)
          : .noCatalog(requested: locale, used: used))
    }
    do {
      let format = try MessageFormat.cached(pattern: entry.message, locale: entry.locale)
      return Resolution(entry: entry, format: format, warnings: warnings)
    } catch let error as ICUError {
      throw .invalidMessage(key: key, entry.location(ofCharacter: error.offset ?? 0), error)
    } catch {
      throw .formatting(key: key, entry.location, error)
    }
  }

  /// The text of a message for a locale, and any fallback warnings.
  public struct Localized: Hashable, Sendable {
    /// The formatted message.
    public var text: String
    /// The locale the message was written in.
    public var locale: LanguageTag
    /// Set when the message came from another locale than the one requested.
    public var warnings: [CatalogWarning]
  }

  /// Formats the message for `key` in `locale` with named arguments.
  public func format(_ key: String, locale: LanguageTag, _ arguments: [String: MessageArgument] = [:])
    throws(CatalogError) -> Localized
  {
    let resolution = try resolve(key, locale: locale)
    do {
      let text = try resolution.format.format(arguments)
      return Localized(text: text, locale: resolution.entry.locale, warnings: resolution.warnings)
    } catch {
      throw .formatting(key: key, resolution.entry.location, error)
    }
  }

  /// The source key closest to a mistyped one, when one is close enough to be a typo.
  private func suggestion(for key: String) -> String? {
    Spelling.closest(to: key, in: keys, tolerance: max(2, key.count / 4))
  }
}
