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
}
