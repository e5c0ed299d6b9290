/// Infers the locale of a single-locale table from where it lives, as Xcode and Android do.
public enum TableLocale {
  /// The locale a path names, or `nil`.
  ///
  /// - `fr.lproj/Localizable.strings` → `fr`; `Base.lproj/…` → `Base`.
  /// - `values-fr/strings.xml` → `fr`; `values-pt-rBR/` → `pt-BR`; `values-b+sr+Latn/` → `sr-Latn`;
  ///   `values/` → `nil` (the default resources, in the source language).
  /// - `fr.po`, `pt_BR.po`, `fr.xliff` → `fr`, `pt-BR`, `fr`; gettext modifiers name scripts and
  ///   variants (`sr@latin.po` → `sr-Latn`, `ca@valencia.po` → `ca-valencia`, see
  ///   ``gettextLocale(_:)``).
  public static func infer(fromPath path: String) -> String? {
    let components = path.split(separator: "/").map(String.init)
    for component in components.dropLast().reversed() {
      if component.hasSuffix(".lproj") { return String(component.dropLast(6)) }
      if component == "values" { return nil }
      if component.hasPrefix("values-") { return androidLocale(String(component.dropFirst(7))) }
    }
    guard let name = components.last, let dot = name.lastIndex(of: ".") else { return nil }
    let stem = String(name[..<dot])
    if name.hasSuffix(".po") || name.hasSuffix(".pot") { return gettextLocale(stem) }
    let isLanguageTag =
      !stem.isEmpty && stem.count <= 16 && stem.first?.isLetter == true
      && stem.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
      // A language subtag is lowercase in file names (`fr.xliff`, `pt-BR.xliff`): `POI.xliff` names a table.
      && stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map {
        (2...3).contains($0.count) && $0.allSatisfy(\.isLowercase)
      } == true
    return isLanguageTag ? String(stem.map { $0 == "_" ? "-" : $0 }) : nil
  }

  /// The BCP 47 spelling of a locale: Apple's older `.lproj` names separate subtags with `_`
  /// (`zh_CN.lproj`, `sr_Latn.lproj`), which a bundle finds under either spelling; BCP 47, Android
  /// qualifiers, gettext names and XLIFF's `xml:lang` type need `-` (`zh-CN`, `sr-Latn`).
  public static func bcp47(_ locale: String) -> String {
    locale.contains("_") ? String(locale.map { $0 == "_" ? "-" : $0 }) : locale
  }

  /// Whether a file written for `locale` at `path` would be read back as `locale` from its path
  /// alone; where not (`Base` in `values/`, `sr_Latn` in `values-b+sr+Latn/`), the file states
  /// its locale (Android's `herald:locale`, gettext's `X-Herald-Locale`, XLIFF's `x-herald-locale`).
  static func pathSpells(_ locale: String, path: String, sourceLocale: String) -> Bool {
    (infer(fromPath: path) ?? sourceLocale) == locale
  }

  /// The BCP 47 tag of an Android resource qualifier (`fr`, `pt-rBR`, `b+sr+Latn`), or `nil` when
  /// the qualifier is not a locale (`night`, `v21`).
  static func androidLocale(_ qualifiers: String) -> String? {
    if qualifiers.hasPrefix("b+") {
      return qualifiers.dropFirst(2).split(separator: "-").first.map { String($0.map { $0 == "+" ? "-" : $0 }) }
    }
    let parts = qualifiers.split(separator: "-").map(String.init)
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter),
      language == language.lowercased()
    else { return nil }
    if parts.count > 1, parts[1].hasPrefix("r"), parts[1].count == 3 {
      return language + "-" + parts[1].dropFirst()
    }
    return language
  }

  /// The Android resource folder for a locale: `fr` → `values-fr`, `pt-BR` → `values-pt-rBR`,
  /// `sr-Latn` (or `sr_Latn`) → `values-b+sr+Latn`.
  public static func androidFolder(for locale: String) -> String {
    let locale = bcp47(locale)
    let parts = locale.split(separator: "-").map(String.init)
    if parts.count == 1 { return "values-\(locale)" }
    if parts.count == 2, parts[1].count == 2, parts[1].allSatisfy(\.isUppercase) {
      return "values-\(parts[0])-r\(parts[1])"
    }
    return "values-b+" + parts.joined(separator: "+")
  }
}
