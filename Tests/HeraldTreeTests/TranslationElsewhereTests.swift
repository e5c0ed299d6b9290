import HeraldTree
import Testing

/// The app's own translation of a development text in another entry: what makes a copy of the text
/// elsewhere in the same language an untranslated one.
@Suite("Translations of the same text elsewhere in the app's tables")
struct TranslationElsewhereTests {
  static func table(_ locale: String, _ values: [String: String], plural: Set<String> = []) -> AppStrings.Table {
    AppStrings.Table(
      locale: locale, name: "Localizable", directory: "App", path: "App/\(locale).lproj/Localizable.strings",
      values: values, pluralKeys: plural)
  }

  @Test("Another key of the same English text translated in that language is found; the key itself is not")
  func otherKey() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(Self.table("en", ["toolbar.open": "Open...", "menu.open": "Open...", "close": "Close"]))
    strings.add(Self.table("mk", ["toolbar.open": "Open...", "menu.open": "Отвори...", "close": "Close"]))
    let found = strings.translationElsewhere(
      of: "Open...", in: "mk", besides: "toolbar.open", in: .named("Localizable"))
    #expect(
      found == TranslationElsewhere(key: "menu.open", path: "App/mk.lproj/Localizable.strings", value: "Отвори..."))
    // “Close” has no other entry; the entry being judged is not its own evidence.
    #expect(strings.translationElsewhere(of: "Close", in: "mk", besides: "close", in: .named("Localizable")) == nil)
    #expect(
      strings.translationElsewhere(of: "Open...", in: "mk", besides: "menu.open", in: .named("Localizable")) == nil)
  }

  @Test("A catalog keyed by its English text counts; plural entries and translations without letters do not")
  func keyedByText() {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(Self.table("ja", ["Upload": "アップロード", "Mdj.title": "Upload"]))
    #expect(
      strings.translationElsewhere(of: "Upload", in: "ja", besides: "Mdj.title", in: .named("Localizable"))?.value
        == "アップロード")
    var plural = AppStrings(developmentLocale: "en")
    plural.add(Self.table("en", ["a": "%d items", "b": "%d items", "c": "Edit", "d": "Edit"]))
    plural.add(Self.table("ja", ["a": "%d items", "b": "%d 件", "c": "Edit", "d": "…"], plural: ["b"]))
    #expect(plural.translationElsewhere(of: "%d items", in: "ja", besides: "a", in: .named("Localizable")) == nil)
    #expect(plural.translationElsewhere(of: "Edit", in: "ja", besides: "c", in: .named("Localizable")) == nil)
  }
}
