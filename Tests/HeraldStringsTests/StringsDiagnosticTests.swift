import HeraldStrings
import Testing

@Suite("StringsDiagnostic")
struct StringsDiagnosticTests {
  @Test("A multi-line key or message is printed on one line; a gettext context separator shows as ␄")
  func oneLine() {
    let diagnostic = StringsDiagnostic(
      .info, code: "untranslated", message: "not translated: 'GNU GPL\nversion 2'", key: "Menu\u{04}Licence\r\ntext",
      locale: "my")
    #expect(!diagnostic.description.contains("\n") && !diagnostic.description.contains("\r"))
    #expect(diagnostic.description.contains("'Menu␄Licence text': not translated: 'GNU GPL version 2'"))
  }

  @Test("Diagnostics that differ only in their locale are one, naming each locale once")
  func mergingLocales() {
    func loss(_ locale: String) -> StringsDiagnostic {
      StringsDiagnostic(.warning, code: "not-representable", message: "android cannot hold x", key: "k", locale: locale)
    }
    let merged = StringsDiagnostic.mergingLocales([loss("be"), loss("be"), loss("fr"), loss("be")])
    #expect(merged.count == 1)
    #expect(merged.first?.message == "android cannot hold x (2 locales: be, fr)")
    #expect(merged.first?.locale == nil)
    // Repeats of one locale (a folder of files of one language) are one diagnostic of that locale.
    let one = StringsDiagnostic.mergingLocales([loss("be"), loss("be")])
    #expect(one == [loss("be")])
  }
}
