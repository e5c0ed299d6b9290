import HeraldStrings
import Testing

/// The validator on gettext files: it checks what gettext's tools use, as they use it.
@Suite("Validator: gettext as gettext sees it, and the checks translators need")
struct GettextValidationTests {
  static func check(_ po: String, includeFuzzy: Bool = false) throws -> [StringsDiagnostic] {
    let loaded = try StringTableReader().read(Array(po.utf8), path: "po/fr.po")
    let validator = StringsValidator(includeFuzzy: includeFuzzy)
    return validator.check(loaded.table, file: "po/fr.po", format: .gettext)
  }

  static let header = """
    msgid ""
    msgstr ""
    "Language: fr\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\\n"


    """

  @Test("fuzzy and obsolete entries are skipped unless --include-fuzzy")
  func fuzzyAndObsolete() throws {
    let po =
      Self.header + """
        #, fuzzy, c-format
        msgid "%d files"
        msgstr "%s fichiers"

        #, c-format
        #~ msgid "%d old"
        #~ msgstr "%s vieux"
        """
    #expect(try Self.check(po).filter { $0.code.hasPrefix("placeholder") }.isEmpty)
    let included = try Self.check(po, includeFuzzy: true).filter { $0.code == "placeholder-mismatch" }
    #expect(included.count == 2)
  }

  @Test("no-c-format entries are not format strings; strftime directives are not stray outside c-format")
  func formats() throws {
    let po =
      Self.header + """
        #, no-c-format
        msgid "100% sure"
        msgstr "sûr à 100 %"

        msgid "%H:%M on %A"
        msgstr "%A à %Hh%M"

        msgid "%a %d %b"
        msgstr "%a %-d %b"

        #, c-format
        msgid "%d items"
        msgstr "%Id éléments"

        #, c-format
        msgid "%d%% done"
        msgstr "%d fait à 100 %"
        """
    let findings = try Self.check(po)
    #expect(findings.filter { $0.code == "stray-percent" }.map(\.key) == ["%d%% done"])
    #expect(!findings.contains { $0.code.hasPrefix("placeholder") }, "\(findings)")
  }

  @Test("a placeholder the source lacks is placeholder-added; an empty plural form is empty-plural-form")
  func addedAndEmpty() throws {
    let po =
      Self.header + """
        #, c-format
        msgid "Delete file?"
        msgstr "Supprimer %s ?"

        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d fichier"
        msgstr[1] ""
        """
    let codes = try Self.check(po).map(\.code)
    #expect(codes.contains("placeholder-added"))
    #expect(codes.contains("empty-plural-form"))
    #expect(!codes.contains("missing-plural-category"))
  }

  @Test("untranslated strings are counted per locale with a summary; msgstr equal to msgid is a translation")
  func untranslated() throws {
    let po =
      Self.header + """
        msgid "Open"
        msgstr ""

        #, fuzzy
        msgid "Close"
        msgstr "Fermer"

        msgid "Euro"
        msgstr "Euro"

        #~ msgid "Old"
        #~ msgstr ""
        """
    let findings = try Self.check(po)
    #expect(!findings.contains { $0.code == "identical-to-source" })
    let untranslated = findings.filter { $0.code == "untranslated" }
    #expect(untranslated.count == 2)
    let french = try #require(untranslated.first { $0.locale == "fr" })
    #expect(
      french.message.hasPrefix("2 of 3 strings are not translated in fr (1 missing, 1 new, fuzzy or needing review)"))
    #expect(french.file == "po/fr.po")
    #expect(untranslated.contains { $0.locale == nil && $0.message.hasPrefix("1 of 1 locales are incomplete") })
  }

  @Test("String Catalog states new and needs_review count as untranslated")
  func catalogStates() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "a",
          localizations: [
            "en": Localization(value: "A"), "de": Localization(value: "A", state: "new"),
            "fr": Localization(value: "Ah", state: "translated"),
          ]),
        StringEntry(
          key: "b",
          localizations: [
            "en": Localization(value: "B"), "de": Localization(value: "Be", state: "needs_review"),
          ]),
      ])
    let findings = StringsValidator().check(table, file: "Localizable.xcstrings").filter { $0.code == "untranslated" }
    #expect(findings.first { $0.locale == "de" }?.message.hasPrefix("2 of 2") == true)
    #expect(
      findings.first { $0.locale == "fr" }?.message.hasPrefix("1 of 2 strings are not translated in fr (1 missing")
        == true)
  }
}
