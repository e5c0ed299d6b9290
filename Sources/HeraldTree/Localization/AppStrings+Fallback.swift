import Foundation

extension AppStrings {
  /// The shipped locales a key missing from `locale`'s table is read from, nearest first: the
  /// tags `locale` narrows by region (`es` for `es-AR`, `zh-Hant` for `zh-Hant-TW`, `en` for
  /// `en-GB`, `zh-Hant` for `zh-HK`), each in the same script (``isSameWrittenLanguage(_:_:)``:
  /// `zh-Hant` never falls back to `zh`). iOS and macOS search a region's localization, then its language's, before the
  /// development language, so a regional variant needs to translate only what differs (Apple,
  /// Internationalization and Localization Guide, "Language and Locale IDs": a resource missing for
  /// a regional dialect is taken from the language's localization).
  /// Empty for a locale whose language the app ships no other tag of.
  public func fallbackLocales(of locale: String) -> [String] {
    let tag = Self.canonical(locale)
    var parts = tag.split(separator: "-").map(String.init)
    var parents: [String] = []
    while parts.count > 1 {
      parts.removeLast()
      parents.append(parts.joined(separator: "-"))
    }
    // Chinese written without its script reads its script's tables too (`zh-HK` from `zh-Hant`).
    if tag.contains("-"), let script = Self.script(of: tag), !tag.lowercased().contains("-\(script)") {
      parents.append("\(Self.language(of: tag))-\(script.capitalized)")
    }
    var result: [String] = []
    for parent in parents where Self.isSameWrittenLanguage(parent, tag) {
      guard let shipped = tableLocales.first(where: { $0.caseInsensitiveCompare(parent) == .orderedSame }),
        !result.contains(shipped)
      else { continue }
      result.append(shipped)
    }
    return result
  }

  /// `locale`'s table `id`, then its ``fallbackLocales(of:)``' tables: where the running app looks
  /// a key of `id` up, nearest first.
  public func tables(_ id: TableID, searchedFor locale: String) -> [Table] {
    ([locale] + fallbackLocales(of: locale)).compactMap { table(id, locale: $0) }
  }
}
