import Foundation

extension AppStrings {
  /// The shipped locales a key missing from `locale`'s table is read from, nearest first: the
  /// tags `locale` narrows by region (`es` for `es-AR`, `zh-Hant` for `zh-Hant-TW`, `en` for
  /// `en-GB`), each in the same script (``isSameWrittenLanguage(_:_:)``: `zh-Hant` never falls
  /// back to `zh`). iOS and macOS search a region's localization, then its language's, before the
  /// development language, so a regional variant needs to translate only what differs (Apple,
  /// Internationalization and Localization Guide, "Language and Locale IDs": a resource missing for
  /// a regional dialect is taken from the language's localization).
  /// Empty for a locale whose language the app ships no other tag of.
  public func fallbackLocales(of locale: String) -> [String] {
    let tag = Self.canonical(locale)
    var parts = tag.split(separator: "-").map(String.init)
    var result: [String] = []
    while parts.count > 1 {
      parts.removeLast()
      let parent = parts.joined(separator: "-")
      guard Self.isSameWrittenLanguage(parent, tag),
        let shipped = tableLocales.first(where: { $0.caseInsensitiveCompare(parent) == .orderedSame })
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
