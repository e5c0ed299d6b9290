import CustomDump
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

@Suite("XLIFF 1.2 tables")
struct XLIFFTableTests {
  static let codec = XLIFFTable()

  @Test("Characters XML 1.0 forbids are left out of the document and named as a loss per entry")
  func forbiddenCharacters() throws {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "k", comment: "note\u{FFFF}",
          localizations: ["en": Localization(value: "a\u{1}b"), "fr": Localization(value: "c\u{FFFE}d\u{1}")]),
        StringEntry(key: "clean", localizations: ["en": Localization(value: "ok")]),
      ])
    let output = Self.codec.write(table, locale: "en")
    let text = String(decoding: output.bytes, as: UTF8.self)
    for scalar: Unicode.Scalar in ["\u{1}", "\u{FFFE}", "\u{FFFF}"] {
      #expect(!text.unicodeScalars.contains(scalar))
    }
    expectNoDifference(
      output.losses.filter { $0.code == "not-representable" }.map {
        "\($0.locale ?? "-") \($0.key ?? "-"): \($0.message)"
      },
      [
        "en k: xliff cannot hold U+0001, U+FFFF, which XML 1.0 forbids; they were left out. Remove them from the text.",
        "fr k: xliff cannot hold U+0001, U+FFFE, U+FFFF, which XML 1.0 forbids; they were left out. "
          + "Remove them from the text.",
      ])
    let read = try Self.codec.read(output.bytes, file: "out.xliff", locale: "en")
    #expect(read.entries.first?.localizations["fr"]?.stringUnit?.value == "cd")
    #expect(read.entries.first?.localizations["en"]?.stringUnit?.value == "ab")
  }

  // MARK: Reading Xcode exports

  @Test("An Xcode export of a String Catalog reads into plurals, substitutions and nested device variations")
  func readsCatalogExport() throws {
    let path = TestPaths.fixtures + "/xliff/xcode-catalog.xliff"
    let table = try Self.codec.read(TestPaths.bytes(path), file: path, locale: "en")
    let snacksComment = "Diary line: a person and how many snacks they had."
    let expected = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "Add meal", comment: "Toolbar button that opens the meal editor.",
          localizations: [
            "en": Localization(value: "Add meal", state: "new"),
            "fr": Localization(value: "Ajouter un repas", state: "translated"),
          ]),
        StringEntry(
          key: "%lld meals",
          localizations: [
            "en": Self.plural(["one": "%lld meal", "other": "%lld meals"]),
            "fr": Localization(
              variations: Variations(
                selector: .plural,
                cases: [
                  "one": Localization(value: "%lld repas", state: "translated"),
                  "many": Localization(value: "", state: "new"),
                  "other": Localization(value: "%lld repas", state: "translated"),
                ])),
          ]),
        StringEntry(
          key: "%@ ate %lld snacks", comment: snacksComment,
          localizations: [
            "en": Localization(
              stringUnit: StringUnit(state: "translated", value: "%1$@ ate %2$#@snacks@"),
              substitutions: [
                "snacks": Substitution(
                  variations: Self.plural(["one": "%2$lld snack", "other": "%2$lld snacks"]).variations)
              ]),
            "fr": Localization(
              stringUnit: StringUnit(state: "needs_review", value: "%1$@ a mangé %2$#@snacks@"),
              substitutions: [
                "snacks": Substitution(
                  variations: Self.plural(["one": "%2$lld en-cas", "other": "%2$lld en-cas"]).variations)
              ]),
          ]),
        StringEntry(
          key: "Tap to log",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .device,
                cases: [
                  "iphone": Localization(value: "Tap to log", state: "translated"),
                  "mac": Localization(value: "Click to log", state: "translated"),
                ])),
            "fr": Localization(
              variations: Variations(
                selector: .device, cases: ["mac": Localization(value: "Cliquez pour noter", state: "translated")])),
          ]),
        StringEntry(
          key: "%lld steps",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .device,
                cases: [
                  "iphone": Self.plural(["one": "%lld step on iPhone", "other": "%lld steps on iPhone"]),
                  "other": Localization(value: "%lld steps", state: "translated"),
                ]))
          ]),
        StringEntry(key: "Pantry", localizations: ["fr": Localization(value: "Garde-manger", state: "translated")]),
      ])
    expectNoDifference(table, expected)
    #expect(table.entries[1].location == SourceLocation(file: path, line: 13, column: 7))
  }

  @Test("An Xcode export of .strings and .stringsdict files merges into one table with substitutions")
  func readsStringsdictExport() throws {
    let path = TestPaths.fixtures + "/xliff/xcode-stringsdict.xliff"
    let table = try Self.codec.read(TestPaths.bytes(path), file: path, locale: "de")
    let expected = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "Servings", comment: "Section title.", localizations: ["de": Localization(value: "Portionen")]),
        StringEntry(
          key: "%lld servings",
          localizations: [
            "de": Localization(
              stringUnit: StringUnit(value: "%#@servings@"),
              substitutions: [
                "servings": Substitution(
                  variations: Variations(
                    selector: .plural,
                    cases: [
                      "one": Localization(value: "%lld Portion"), "other": Localization(value: "%lld Portionen"),
                    ]))
              ])
          ]),
      ])
    expectNoDifference(table, expected)
  }

  @Test("Names with dots, keys containing |==| and states from other tools are read as Xcode means them")
  func idsAndStates() throws {
    let xml = Self.document(
      """
      <trans-unit id="sub|==|substitutions.@a.b@.plural.one"><source>s</source><target state="final">x</target></trans-unit>
      <trans-unit id="varied|==|key|==|plural.other"><source>s</source><target state="needs-translation">y</target></trans-unit>
      <trans-unit id="Hello|==|world"><source>s</source><target state="needs-review-translation">z</target></trans-unit>
      """, target: "fr")
    let table = try Self.codec.read(Array(xml.utf8), file: "fr.xliff", locale: "fr")
    #expect(table.entries.map(\.key) == ["sub", "varied|==|key", "Hello|==|world"])
    let substitution = table["sub"]?.localizations["fr"]?.substitutions["a.b"]
    #expect(substitution?.variations?.cases["one"] == Localization(value: "x", state: "translated"))
    #expect(
      table["varied|==|key"]?.localizations["fr"]?.variations?.cases["other"]
        == Localization(value: "y", state: "new"))
    #expect(table["Hello|==|world"]?.localizations["fr"] == Localization(value: "z", state: "needs_review"))
  }

  // MARK: Writing

  @Test("A rich table written and read again is equal, with nothing reported lost")
  func roundTrip() throws {
    let table = Self.richTable
    let output = Self.codec.write(table, locale: "en")
    #expect(output.losses.isEmpty)
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(!text.contains("herald:"))
    #expect(text.contains("<context-group purpose=\"x-herald\">"))
    let reread = try Self.codec.read(output.bytes, file: "Localizable.xliff", locale: "en")
    expectNoDifference(reread, table)
    // Writing what was read gives the same bytes.
    #expect(Self.codec.write(reread, locale: "en").bytes == output.bytes)
  }

  @Test("A small table is written exactly as Xcode lays out its exports")
  func golden() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "Cancel", comment: "Dismisses the \"Add meal\" sheet.",
          localizations: [
            "en": Localization(value: "Cancel", state: "translated"),
            "fr": Localization(value: "Annuler", state: "translated"),
          ]),
        StringEntry(
          key: "%lld meals",
          localizations: [
            "en": Self.plural(["other": "%lld meals", "one": "%lld meal"]),
            "de": Localization(
              variations: Variations(
                selector: .plural,
                cases: [
                  "one": Localization(value: "%lld Mahlzeit", state: "needs_review"),
                  "other": Localization(value: "%lld Mahlzeiten & mehr", state: "stale"),
                ])),
          ]),
        StringEntry(key: "Pantry <beta>"),
      ])
    let output = Self.codec.write(table, locale: "en")
    #expect(output.losses.isEmpty)
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
        <file original="Localizable.xcstrings" source-language="en" target-language="en" datatype="plaintext">
          <header>
            <tool tool-id="herald" tool-name="Herald" tool-version="\(HeraldVersion.current)"/>
          </header>
          <body>
            <trans-unit id="Cancel" xml:space="preserve">
              <source>Cancel</source>
              <target state="translated">Cancel</target>
              <note>Dismisses the "Add meal" sheet.</note>
            </trans-unit>
            <trans-unit id="%lld meals|==|plural.one" xml:space="preserve">
              <source>%lld meal</source>
              <target state="translated">%lld meal</target>
              <note/>
            </trans-unit>
            <trans-unit id="%lld meals|==|plural.other" xml:space="preserve">
              <source>%lld meals</source>
              <target state="translated">%lld meals</target>
              <note/>
            </trans-unit>
            <trans-unit id="Pantry &lt;beta&gt;" xml:space="preserve">
              <source>Pantry &lt;beta&gt;</source>
              <note/>
            </trans-unit>
          </body>
        </file>
        <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
          <header>
            <tool tool-id="herald" tool-name="Herald" tool-version="\(HeraldVersion.current)"/>
          </header>
          <body>
            <trans-unit id="%lld meals|==|plural.one" xml:space="preserve">
              <source>%lld meal</source>
              <target state="needs-review-l10n">%lld Mahlzeit</target>
              <note/>
            </trans-unit>
            <trans-unit id="%lld meals|==|plural.other" xml:space="preserve">
              <source>%lld meals</source>
              <target>%lld Mahlzeiten &amp; mehr</target>
              <note/>
              <context-group purpose="x-herald">
                <context context-type="x-herald-state">stale</context>
              </context-group>
            </trans-unit>
          </body>
        </file>
        <file original="Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
          <header>
            <tool tool-id="herald" tool-name="Herald" tool-version="\(HeraldVersion.current)"/>
          </header>
          <body>
            <trans-unit id="Cancel" xml:space="preserve">
              <source>Cancel</source>
              <target state="translated">Annuler</target>
              <note>Dismisses the "Add meal" sheet.</note>
            </trans-unit>
          </body>
        </file>
      </xliff>

      """
    expectNoDifference(String(decoding: output.bytes, as: UTF8.self), expected)
  }

  @Test("Herald's namespace is never declared (its extras are strict XLIFF), and duplicate keys are reported lost")
  func plainOutputAndDuplicates() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(key: "OK", localizations: ["en": Localization(value: "OK", state: "translated")]),
        StringEntry(key: "OK", localizations: ["en": Localization(value: "Okay", state: "translated")]),
      ])
    let output = Self.codec.write(table, locale: "en")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(!text.contains("xmlns:herald"))
    #expect(!text.contains("Okay"))
    #expect(output.losses.map(\.key) == ["OK"])
    #expect(output.losses.map(\.code) == ["not-representable"])
  }

  // MARK: Errors

  @Test(
    "Malformed documents are refused with the file and line of the problem",
    arguments: [
      ("<xliff version=\"1.2\"><file source-language=\"en\"></xliff>", 1, "syntax"),
      ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", 2, "<plist>"),
      ("<xliff version=\"1.2\">\n  <file original=\"a.xcstrings\">\n  </file>\n</xliff>", 2, "source-language"),
      (Self.document("<trans-unit>\n<source>a</source></trans-unit>", target: "fr"), 7, "no id"),
      (
        Self.document("<trans-unit id=\"k|==|plural.one.\"><source>a</source></trans-unit>", target: "fr"), 7,
        "plural.one."
      ),
      (
        Self.document("<trans-unit id=\"k|==|substitutions.n\"><target>a</target></trans-unit>", target: "fr"), 7,
        "stops"
      ),
      (
        Self.document(
          "<trans-unit id=\"k|==|plural.one\"><target>a</target></trans-unit>\n"
            + "<trans-unit id=\"k|==|device.mac\"><target>b</target></trans-unit>", target: "fr"), 8, "varies by"
      ),
    ])
  func errors(document: String, line: Int, reason: String) throws {
    let error = try #require(
      #expect(throws: StringTableError.self) {
        _ = try Self.codec.read(Array(document.utf8), file: "Broken.xliff", locale: "fr")
      })
    if reason == "syntax" {
      guard case .syntax = error else {
        Issue.record("expected a syntax error, got \(error)")
        return
      }
    } else {
      guard case .invalidContent = error else {
        Issue.record("expected invalid content, got \(error)")
        return
      }
      #expect(error.description.contains(reason), "\(error)")
    }
    #expect(error.location?.line == line, "\(error)")
    #expect(error.description.hasPrefix("Broken.xliff:\(line):"), "\(error)")
  }

  // MARK: Helpers

  /// Plural variations of translated strings.
  static func plural(_ cases: [String: String]) -> Localization {
    Localization(
      variations: Variations(
        selector: .plural, cases: cases.mapValues { Localization(value: $0, state: "translated") }))
  }

  /// A one-file document around `units`, each on its own line from line 7.
  static func document(_ units: String, target: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Localizable.xcstrings" source-language="en" target-language="\(target)" datatype="plaintext">
        <header>
        </header>
        <body>
    \(units)
        </body>
      </file>
    </xliff>
    """
  }

  /// Everything the model holds: several locales, plurals, substitutions with argument data,
  /// device variations nested with plurals, every state, comments, flags and unknown members.
  static let richTable: StringTable = {
    let unknown = JSONMember(
      "x-vendor", .object([JSONMember("reviewed", .bool(true)), JSONMember("score", .number(2))]))
    let substitution = Substitution(
      argumentNumber: 2, formatSpecifier: "lld",
      variations: Variations(
        selector: .plural,
        cases: [
          "one": Localization(value: "%arg snack", state: "translated"),
          "other": Localization(
            stringUnit: StringUnit(state: "translated", value: "%arg snacks", extra: [unknown]),
            extra: [JSONMember("note", .string("leaf"))]),
        ]),
      extra: [JSONMember("x-source", .string("generated"))])
    return StringTable(
      sourceLanguage: "en", version: "1.0",
      entries: [
        StringEntry(
          key: "Add meal", comment: "Toolbar button.", extractionState: "manual",
          localizations: [
            "en": Localization(value: "Add meal", state: "translated"),
            "fr": Localization(value: "Ajouter un repas", state: "needs_review"),
            "de": Localization(value: "Mahlzeit hinzufügen", state: "stale"),
            "ja": Localization(value: "", state: "new"),
          ],
          extra: [JSONMember("isCommentAutoGenerated", .bool(true))]),
        StringEntry(
          key: "%@ ate %lld snacks", comment: "", extractionState: "extracted_with_value",
          localizations: [
            "en": Localization(
              stringUnit: StringUnit(state: "translated", value: "%1$@ ate %#@snacks@"),
              substitutions: ["snacks": substitution], extra: [JSONMember("x-root", .array([.string("a"), .null]))]),
            "fr": Localization(
              stringUnit: StringUnit(state: "machine_translated", value: "%1$@ a mangé %#@snacks@"),
              substitutions: [
                "snacks": Substitution(
                  argumentNumber: 2, formatSpecifier: "lld",
                  variations: Variations(
                    selector: .plural,
                    cases: [
                      "one": Localization(value: "%arg en-cas", state: "translated"),
                      "many": Localization(value: "%arg en-cas", state: "new"),
                      "other": Localization(value: "%arg en-cas", state: "translated"),
                    ])),
                "empty": Substitution(argumentNumber: 3),
              ]),
          ]),
        StringEntry(
          key: "%lld steps", comment: "No comment provided by engineer.",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .device,
                cases: [
                  "iphone": Self.plural(["one": "%lld step\non iPhone", "other": "%lld steps\ton iPhone"]),
                  "mac": Localization(
                    variations: Variations(selector: .plural, cases: [:]), extra: [JSONMember("x-mac", .number(1))]),
                  "other": Localization(value: "  %lld steps  ", state: "translated"),
                ]),
              extra: [JSONMember("x-device", .string("yes"))]),
            "pt-BR": Localization(
              variations: Variations(
                selector: .device,
                cases: [
                  "iphone": Localization(
                    variations: Variations(
                      selector: .plural,
                      cases: [
                        "one": Localization(value: "%lld passo \"iPhone\"", state: "translated"),
                        "other": Localization(value: "%lld passos <iPhone> & mais", state: "translated"),
                      ]))
                ])),
          ]),
        StringEntry(
          key: "Brand name", translatorComment: "Keep as is.", context: "menu", references: ["App.swift:12"],
          extractionState: "stale", shouldTranslate: false,
          localizations: ["en": Localization(value: "MealPlanner")]),
        StringEntry(key: "Unused"),
        StringEntry(
          key: "Only in French", shouldTranslate: true,
          localizations: ["fr": Localization(value: "Seulement en français", state: "translated")]),
        StringEntry(
          key: "Widths",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .width,
                cases: [
                  "20": Localization(value: "Short"), "100": Localization(value: "A longer text"),
                  "1.5": Localization(value: "Dotted"),
                ])),
            "fr": Localization(extra: [JSONMember("x-empty", .bool(false))]),
            "de": Localization(),
          ]),
        StringEntry(
          key: "count|==|plural.one",
          localizations: ["en": Localization(value: "Looks like a path", state: "translated")]),
        StringEntry(
          key: "Colours",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .other("future"), cases: ["a": Localization(value: "Red"), "b": Localization(value: "Blue")])),
            "fr": Localization(variations: Variations(selector: .other("future"), cases: [:])),
          ]),
      ],
      headers: [TableHeader(name: "Project-Id-Version", value: "MealPlanner 2.0")],
      extra: [JSONMember("x-table", .string("kept"))])
  }()
}
