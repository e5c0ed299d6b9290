internal import CHeraldICU

/// A locale, given as a BCP 47 tag and resolved through ICU.
///
/// `LanguageTag("pt-BR")` has the canonical tag `pt-BR`, the ICU id `pt_BR`, and the fallback chain
/// `pt-BR → pt`. Legacy and deprecated forms are canonicalised (`iw` → `he`, `in` → `id`), and ICU
/// ids are accepted too (`pt_BR`).
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The canonical BCP 47 tag, such as "zh-Hans" or "pt-BR".
  public let identifier: String
  /// ICU's canonical locale id, such as "zh_Hans" or "pt_BR", used for every ICU call.
  public let icuIdentifier: String

  /// Parses and canonicalises a BCP 47 tag; throws `ICUError` when the tag is not well-formed.
  public init(_ tag: String) throws(ICUError) {
    let input = tag.replacingOccurrences(of: "_", with: "-")
    if ["und", "root"].contains(input.lowercased()) {
      self = .root
      return
    }
    var status = ICUCall.status()
    let icuID = input.withCString { tag in
      ICUCall.string { herald_locale_canonical_id(tag, $0, $1, &status) }
    }
    guard status.code <= 0, !input.isEmpty else {
      throw ICUError(
        operation: "read the locale (give a BCP 47 tag such as en, pt-BR or zh-Hans)",
        code: String(cString: herald_icu_error_name(max(status.code, 1))), input: tag)
    }
    self.init(icuIdentifier: icuID)
  }

  /// A tag from an ICU locale id that ICU itself produced (already canonical).
  init(icuIdentifier: String) {
    self.icuIdentifier = icuIdentifier
    var status = ICUCall.status()
    let tag = icuIdentifier.withCString { id in ICUCall.string { herald_locale_language_tag(id, $0, $1, &status) } }
    self.identifier = status.code <= 0 && !tag.isEmpty ? tag : icuIdentifier
  }

  /// The root locale ("und").
  public static let root = LanguageTag(icuIdentifier: "root")

  /// The canonical BCP 47 tag.
  public var description: String { identifier }

  /// The language subtag, such as "pt".
  public var language: String { String(identifier.split(separator: "-").first ?? "") }

  /// True for locales written right to left (Arabic, Hebrew, Persian, Urdu, …).
  public var isRightToLeft: Bool { herald_locale_is_right_to_left(icuIdentifier) != 0 }

  /// The English name of the locale, such as "Portuguese (Brazil)".
  public var englishName: String {
    icuIdentifier.withCString { id in ICUCall.string { herald_locale_display_name(id, $0, $1) } }
  }

  /// The tag with ICU's likely subtags added: "pt" → "pt-Latn-BR", "zh-TW" → "zh-Hant-TW".
  public var maximized: LanguageTag {
    var status = ICUCall.status()
    let id = icuIdentifier.withCString { id in ICUCall.string { herald_locale_maximize(id, $0, $1, &status) } }
    return status.code <= 0 && !id.isEmpty ? LanguageTag(icuIdentifier: id) : self
  }

  /// The tags to look for, most specific first. The caller appends its source locale as the last
  /// resort.
  ///
  /// A tag whose script is not its language's default falls back to language-script only, never to
  /// the bare language: `zh-TW` → `zh-TW, zh-Hant` (plain `zh` is Simplified), `sr-Latn` → `sr-Latn`.
  /// Otherwise the chain drops the region, tries language-script where ICU has data for it, then
  /// the language: `pt-BR` → `pt-BR, pt`; `zh-CN` → `zh-CN, zh-Hans, zh`; `zh` → `zh, zh-Hans`.
  public var fallbackChain: [LanguageTag] {
    let full = maximized.identifier.split(separator: "-").map(String.init)
    guard full.count >= 3, full[1].count == 4 else { return [self] }
    let (language, script, region) = (full[0], full[1], full[2])
    let given = identifier.split(separator: "-").map(String.init)
    let defaultScript = (try? LanguageTag(language))?.maximized.identifier.split(separator: "-").dropFirst().first
    var candidates = [identifier]
    if script != defaultScript.map(String.init) {
      candidates.append("\(language)-\(script)")
    } else {
      if given.contains(script), given.contains(region) { candidates.append("\(language)-\(region)") }
      if Self.icuLocales.contains("\(language)_\(script)") { candidates.append("\(language)-\(script)") }
      candidates.append(language)
    }
    var seen = Set<String>()
    return candidates.compactMap { tag in
      guard seen.insert(tag).inserted else { return nil }
      return tag == identifier ? self : try? LanguageTag(tag)
    }
  }

  /// Every locale id ICU has locale data for.
  static let icuLocales: Set<String> = Set(
    ICUCall.string(capacity: 16_384) { herald_locale_available($0, $1) }.split(separator: " ").map(String.init))
}
