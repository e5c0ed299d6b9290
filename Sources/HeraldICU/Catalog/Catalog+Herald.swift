extension Catalog {
  /// Herald's own messages: the catalogs of `Localizations/`, embedded when Herald was built, with
  /// English as the source locale.
  public static let herald = Catalog(files: EmbeddedLocalizations.files, sourceLocale: english)

  /// English, Herald's source locale.
  public static let english = LanguageTag(icuIdentifier: "en")
}
