import HeraldSyntax

/// A finding about a string table: from the validator, from a reader that kept something odd, or
/// from a writer that could not represent something.
///
/// Findings are values; nothing in `HeraldStrings` prints. The CLI renders them as text, JSON or
/// SARIF.
public struct StringsDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Wrong at run time for some users: a plural category integers reach is missing.
    case error
    /// Probably wrong: a category only decimals reach is missing.
    case warning
    /// Worth knowing: a category only compact numbers or exact millions reach is missing.
    case info

    /// Errors first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// How bad it is.
  public var severity: Severity
  /// A stable kebab-case identifier (`missing-plural-category`, `not-representable`).
  public var code: String
  /// What is wrong and what to do, in one or two sentences.
  public var message: String
  /// The file it is about.
  public var file: String?
  /// The line and column, when known.
  public var location: SourceLocation?
  /// The entry's key.
  public var key: String?
  /// The locale.
  public var locale: String?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, code: String, message: String, file: String? = nil,
    location: SourceLocation? = nil, key: String? = nil, locale: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file ?? location?.file
    self.location = location
    self.key = key
    self.locale = locale
  }

  /// `file:line:column: severity: [locale] key: message [code]`, as compilers print, on one line
  /// (a multi-line key or value quoted in the message has its line breaks as spaces).
  public var description: String {
    var text = ""
    if let location {
      text += "\(location): "
    } else if let file {
      text += "\(file): "
    }
    text += "\(severity.rawValue): "
    if let locale { text += "[\(locale)] " }
    if let key { text += "'\(key)': " }
    // A gettext key's U+0004 between msgctxt and msgid is shown as ␄, as XLIFF ids write it.
    return (text + message + " [\(code)]").replacing("\u{04}", with: "\u{2404}").oneLine
  }

  /// Orders by file, line, severity, then key.
  public static func < (lhs: StringsDiagnostic, rhs: StringsDiagnostic) -> Bool {
    let left = (lhs.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
    let right = (rhs.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    if left != right { return left < right }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    return (lhs.key ?? "", lhs.locale ?? "", lhs.code) < (rhs.key ?? "", rhs.locale ?? "", rhs.code)
  }

  /// A writer's note that `what` of entry `key` cannot be represented in `format`.
  public static func loss(
    _ what: String, key: String, locale: String?, format: TableFormat, advice: String
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      .warning, code: "not-representable",
      message: "\(format.rawValue) cannot hold \(what); it was not written. \(advice)",
      key: key, locale: locale)
  }

  /// A translation gettext writes as it writes none (`msgstr ""`, or an empty `msgstr[0]`,
  /// which makes the whole message untranslated), so that it comes back untranslated.
  static func readAsUntranslated(_ what: String, _ written: String, _ key: String, _ locale: String)
    -> StringsDiagnostic
  {
    StringsDiagnostic(
      .warning, code: "not-representable",
      message: "gettext cannot tell \(what) from none: it was written as \(written), which gettext reads as "
        + "untranslated.",
      key: key, locale: locale)
  }

  /// The diagnostics with those that differ only in their locale merged into one, which names
  /// the locales, each once: a table written in 15 locales reports a loss once, not 15 times. The
  /// merged diagnostic keeps the first one's location (and its locale, when all are of one).
  public static func mergingLocales(_ diagnostics: [StringsDiagnostic]) -> [StringsDiagnostic] {
    var order: [String] = []
    var groups: [String: [StringsDiagnostic]] = [:]
    for diagnostic in diagnostics {
      let id = [
        diagnostic.severity.rawValue, diagnostic.code, diagnostic.key ?? "", diagnostic.message,
      ].joined(separator: "\u{1F}")
      if groups[id] == nil { order.append(id) }
      groups[id, default: []].append(diagnostic)
    }
    return order.compactMap { id in
      guard let group = groups[id], var first = group.first else { return nil }
      // Each locale once, in the order met: a folder of many files of one locale repeats it.
      var seen: Set<String> = []
      let locales = group.compactMap(\.locale).filter { seen.insert($0).inserted }
      guard locales.count > 1 else { return first }
      first.locale = nil
      first.message += " (\(locales.count) locales: \(locales.joined(separator: ", ")))"
      return first
    }
  }
}
