import HeraldSyntax

/// Reads one catalog file of `Localizations/`: `LOCALE.json`, a JSON object from message key to
/// message. A message is either a string (the ICU pattern) or an object
/// `{"message": "…", "comment": "…"}`. See docs/localizations.md.
public enum CatalogFile {
  /// The locale a catalog file is for, from its name ("Localizations/pt-BR.json" → pt-BR).
  public static func locale(ofFile path: String) throws(CatalogError) -> LanguageTag {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    do {
      return try LanguageTag(stem)
    } catch {
      throw .invalidLocale(file: path, error)
    }
  }

  /// Parses a catalog file's text into its messages, in file order.
  public static func entries(path: String, text: String) throws(CatalogError) -> [CatalogEntry] {
    let locale = try locale(ofFile: path)
    let root: JSONValue
    do {
      root = try JSONReader.parse(Array(text.utf8), file: path)
    } catch {
      throw .syntax(error)
    }
    let start = root.location ?? SourceLocation(file: path, line: 1, column: 1)
    guard let members = root.objectValue else {
      throw .invalidFile(start, "a catalog is a JSON object from message key to message, not \(root.kindDescription)")
    }
    var seen: [String: SourceLocation] = [:]
    var entries: [CatalogEntry] = []
    for member in members {
      let keyLocation = member.keyLocation ?? start
      if let first = seen[member.key] {
        throw .invalidFile(keyLocation, "duplicate message key '\(member.key)' (first defined at line \(first.line))")
      }
      seen[member.key] = keyLocation
      entries.append(try entry(member, locale: locale, keyLocation: keyLocation))
    }
    return entries
  }

  private static func entry(_ member: JSONMember, locale: LanguageTag, keyLocation: SourceLocation) throws(CatalogError)
    -> CatalogEntry
  {
    let value = member.value
    let location = value.location ?? keyLocation
    if let message = value.stringValue {
      return CatalogEntry(key: member.key, message: message, comment: nil, locale: locale, location: location)
    }
    guard let fields = value.objectValue else {
      throw .invalidFile(
        location, "message '\(member.key)' must be a string or an object with \"message\" and \"comment\"")
    }
    for field in fields where !["message", "comment"].contains(field.key) {
      throw .invalidFile(
        field.keyLocation ?? location,
        "unknown field '\(field.key)' in message '\(member.key)'; a message has only \"message\" and \"comment\"")
    }
    guard let message = value["message"], let text = message.stringValue else {
      throw .invalidFile(location, "message '\(member.key)' has no \"message\" string")
    }
    let comment = value["comment"]
    if let comment, comment.stringValue == nil {
      throw .invalidFile(comment.location ?? location, "the comment of '\(member.key)' must be a string")
    }
    return CatalogEntry(
      key: member.key, message: text, comment: comment?.stringValue, locale: locale,
      location: message.location ?? location)
  }
}
