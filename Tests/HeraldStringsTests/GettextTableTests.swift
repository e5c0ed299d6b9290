import CustomDump
import HeraldICU
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

@Suite("gettext .po codec")
struct GettextTableTests {
  static let russianPath = TestPaths.fixtures + "/gettext/ru.po"
  static let templatePath = TestPaths.fixtures + "/gettext/messages.pot"
  let codec = GettextTable()

  func read(_ text: String, locale: String = "fr") throws -> StringTable {
    try codec.read(Array(text.utf8), file: "test.po", locale: locale)
  }

  func text(_ output: TableOutput) -> String {
    String(decoding: output.bytes, as: UTF8.self)
  }

  func plural(_ cases: [String: String], state: String? = nil) -> Localization {
    Localization(
      variations: Variations(
        selector: .plural, cases: cases.mapValues { Localization(value: $0, state: state) }))
  }

  // MARK: Reading

  @Test("The Russian fixture reads headers, comments, flags, contexts, plurals and obsolete entries")
  func russianFixture() throws {
    let table = try codec.read(TestPaths.bytes(Self.russianPath), file: Self.russianPath, locale: "ru")
    #expect(table.sourceLanguage == "en")
    #expect(
      table.headers.map(\.name) == [
        "#", "#,", "Project-Id-Version", "Language", "MIME-Version", "Content-Type", "Content-Transfer-Encoding",
        "Plural-Forms",
      ])
    #expect(table.headers[0].value == "Russian translation of Herald's test catalog.\nWritten for Herald's tests.\n")
    #expect(table.headers[1].value == "fuzzy")
    #expect(
      table.header("Plural-Forms")
        == "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")

    // A translation file's comments, flags, previous strings and obsolete marks are its own.
    func ru(_ notes: FileNotes = FileNotes()) -> [String: FileNotes] { ["ru": notes] }
    let expected: [StringEntry] = [
      StringEntry(
        key: "Welcome", comment: "Title of the main window.", references: ["src/main.c:12"],
        localizations: ["ru": Localization(value: "Добро пожаловать", state: "translated")],
        fileNotes: ru(FileNotes(comment: "Title of the main window.", references: ["src/main.c:12"]))),
      StringEntry(
        key: "menu\u{04}Open", comment: "Menu item that opens a file.",
        context: "menu", references: ["src/menu.c:40", "src/toolbar.c:7"],
        localizations: ["en": Localization(value: "Open"), "ru": Localization(value: "Открыть", state: "translated")],
        fileNotes: ru(
          FileNotes(
            translatorComment: "Checked by the Russian team.", comment: "Menu item that opens a file.",
            references: ["src/menu.c:40", "src/toolbar.c:7"]))),
      StringEntry(
        key: "Delete %s permanently?",
        localizations: ["ru": Localization(value: "Удалить %s?", state: "needs_review")],
        fileNotes: ru(FileNotes(flags: ["c-format"], previous: "msgid \"Delete %s?\""))),
      StringEntry(
        key: "%d file",
        localizations: [
          "en": plural(["one": "%d file", "other": "%d files"]),
          "ru": plural(["one": "%d файл", "few": "%d файла", "many": "%d файлов"], state: "translated"),
        ], fileNotes: ru(FileNotes(flags: ["c-format"]))),
      StringEntry(
        key: "First line\nSecond line with \"quotes\"\tand a tab\n",
        localizations: [
          "ru": Localization(value: "Первая строка\nВторая строка с «кавычками»\tи табуляцией\n", state: "translated")
        ], fileNotes: ru()),
      StringEntry(
        key: "Octal é and hex A and bell\u{07}",
        localizations: ["ru": Localization(value: "Восьмеричное é", state: "translated")], fileNotes: ru()),
      StringEntry(
        key: "Save\u{04}Save", context: "Save",
        localizations: [
          "en": Localization(value: "Save"), "ru": Localization(value: "Сохранить", state: "translated"),
        ],
        fileNotes: ru()),
      StringEntry(key: "Untranslated", fileNotes: ru()),
      StringEntry(
        key: "%d minute",
        localizations: [
          "en": plural(["one": "%d minute", "other": "%d minutes"]),
          "ru": plural(["one": "%d минута", "few": "", "many": ""], state: "translated"),
        ], fileNotes: ru(FileNotes(flags: ["c-format"]))),
      StringEntry(
        key: "Quit", extractionState: "stale",
        localizations: ["ru": Localization(value: "Выход", state: "translated")],
        fileNotes: ru(FileNotes(translatorComment: "An old string.", isObsolete: true))),
      StringEntry(
        key: "window\u{04}Close", context: "window", extractionState: "stale",
        localizations: [
          "en": Localization(value: "Close"),
          "ru": Localization(value: "Закрыть", state: "needs_review"),
        ],
        fileNotes: ru(FileNotes(previous: "msgid \"Old close\"", isObsolete: true))),
    ]
    expectNoDifference(table.entries, expected)
    #expect(table["menu\u{04}Open"]?.location == SourceLocation(file: Self.russianPath, line: 23, column: 1))
    #expect(table["menu\u{04}Open"]?.localizations["ru"]?.location?.line == 25)
    #expect(table["%d file"]?.localizations["ru"]?.variations?.cases["many"]?.location?.line == 37)
  }

  @Test("The Russian fixture reads back equal after writing, its empty forms kept as empty forms")
  func russianRoundTrip() throws {
    let table = try codec.read(TestPaths.bytes(Self.russianPath), file: Self.russianPath, locale: "ru")
    let output = codec.write(table, locale: "ru")
    // The fixture's partly translated "%d minute" (empty msgstr[1] and [2]) fails msgfmt --check
    // itself; writing it again names that, and nothing else.
    #expect(output.losses.map(\.code) == ["msgfmt-check"])
    #expect(output.losses.first?.key == "%d minute")
    let written = text(output)
    #expect(
      written.hasPrefix(
        "# Russian translation of Herald's test catalog.\n# Written for Herald's tests.\n#\n#, fuzzy\nmsgid \"\"\nmsgstr \"\"\n"
      ))
    #expect(written.contains("#~ msgid \"Quit\"\n#~ msgstr \"Выход\"\n"))
    #expect(written.contains("#, fuzzy\n#~| msgid \"Old close\"\n#~ msgctxt \"window\"\n#~ msgid \"Close\"\n"))
    #expect(written.contains("msgctxt \"Save\"\nmsgid \"Save\"\n"))
    expectNoDifference(try read(written, locale: "ru"), table)
  }

  @Test("An empty translation is written as msgstr \"\" and named as read back untranslated")
  func emptyTranslation() {
    var table = StringTable(sourceLanguage: "en")
    table.entries = [
      StringEntry(key: "Blank", localizations: ["en": Localization(value: "Blank"), "fr": Localization(value: "")])
    ]
    let output = codec.write(table, locale: "fr")
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("msgid \"Blank\"\nmsgstr \"\""))
    #expect(
      output.losses.map(\.message) == [
        "gettext cannot tell the empty translation from none: it was written as msgstr \"\", which gettext reads "
          + "as untranslated."
      ])
  }

  @Test("A template reads without translations and keeps its fuzzy header")
  func template() throws {
    let table = try codec.read(TestPaths.bytes(Self.templatePath), file: Self.templatePath, locale: "fr")
    #expect(table.headers.first { $0.name == "#," }?.value == "fuzzy")
    expectNoDifference(
      table.entries,
      [
        StringEntry(key: "Welcome", references: ["src/main.c:12"]),
        StringEntry(
          key: "%d file", localizations: ["en": plural(["one": "%d file", "other": "%d files"])],
          extra: [JSONMember("flags", .string("c-format"))]),
      ])
    // The template's placeholder Plural-Forms is none yet: reading takes Herald's forms; writing
    // replaces it with Herald's French forms.
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.map(\.code) == ["replaced-plural-forms"])
    let written = text(output)
    #expect(
      written.contains(#""Plural-Forms: nplurals=3; plural=(n==0 || n==1 ? 0 : n!=0 && n%1000000==0 ? 1 : 2);\n""#))
    #expect(
      written.contains("msgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\n")
    )
  }

  @Test("A po file with a standard Russian Plural-Forms reads its forms as one, few and many")
  func russianPluralForms() throws {
    let table = try read(
      """
      msgid ""
      msgstr "Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\\n"

      msgid "%d day"
      msgid_plural "%d days"
      msgstr[0] "%d день"
      msgstr[1] "%d дня"
      msgstr[2] "%d дней"
      """, locale: "ru")
    expectNoDifference(
      table["%d day"]?.localizations["ru"],
      plural(["one": "%d день", "few": "%d дня", "many": "%d дней"], state: "translated"))
  }

  @Test("Without Plural-Forms, Herald's mapping names the forms")
  func heraldMapping() throws {
    let table = try read(
      """
      msgid "%d day"
      msgid_plural "%d days"
      msgstr[0] "%d dzień"
      msgstr[1] "%d dni"
      msgstr[2] "%d dni."
      """, locale: "pl")
    #expect(table.headers.isEmpty)
    #expect(table["%d day"]?.localizations["pl"]?.variations?.orderedCaseNames == ["one", "few", "many"])
  }

  @Test("A fuzzy entry's translation needs review; its other flags are kept")
  func fuzzy() throws {
    let table = try read("#, fuzzy, c-format, no-wrap\nmsgid \"%d apples\"\nmsgstr \"%d pommes\"\n")
    let entry = try #require(table.entries.first)
    #expect(entry.localizations["fr"]?.stringUnit?.state == "needs_review")
    #expect(entry.fileNotes["fr"]?.flags == ["c-format", "no-wrap"])
    #expect(text(codec.write(table, locale: "fr")).contains("#, fuzzy, c-format, no-wrap\nmsgid \"%d apples\""))
  }

  @Test("msgctxt and msgid are the key; msgid is the source text, under X-Source-Language")
  func context() throws {
    let table = try read(
      """
      msgid ""
      msgstr "X-Source-Language: de\\n"

      msgctxt "greeting.title"
      msgid "Hallo"
      msgstr "Bonjour"
      """)
    #expect(table.sourceLanguage == "de")
    expectNoDifference(
      table.entries,
      [
        StringEntry(
          key: "greeting.title\u{04}Hallo", context: "greeting.title",
          localizations: [
            "de": Localization(value: "Hallo"), "fr": Localization(value: "Bonjour", state: "translated"),
          ], fileNotes: ["fr": FileNotes()])
      ])
    expectNoDifference(try read(text(codec.write(table, locale: "fr"))), table)
  }

  @Test("When the file's locale is the source language, msgid is kept in extra members")
  func sourceLocale() throws {
    let po = """
      msgctxt "title"
      msgid "Hello"
      msgstr "Hello!"

      msgid "%d cat"
      msgid_plural "%d cats"
      msgstr[0] "One cat"
      msgstr[1] "%d cats"
      """
    let table = try read(po, locale: "en")
    #expect(table["title\u{04}Hello"]?.extra == [JSONMember("msgid", .string("Hello"))])
    #expect(table["title\u{04}Hello"]?.localizations.keys.sorted() == ["en"])
    let written = text(codec.write(table, locale: "en"))
    #expect(written.contains("msgctxt \"title\"\nmsgid \"Hello\"\nmsgstr \"Hello!\""))
    expectNoDifference(try read(written, locale: "en").entries, table.entries)
  }

  // MARK: Writing

  @Test("Writing puts comments in gettext's order and splits strings after line feeds")
  func layout() throws {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "Two\nlines", comment: "Developer note", translatorComment: "Translator note\n\nsecond",
          references: ["a.c:1", "b.c:2"],
          localizations: ["pl": Localization(value: "Dwie\nlinie \"cytat\" \\", state: "needs_review")],
          extra: [JSONMember("flags", .string("c-format")), JSONMember("previous", .string("msgid \"Old\""))]),
        StringEntry(
          key: "files",
          localizations: [
            "en": plural(["one": "%d file", "other": "%d files"]),
            "pl": plural(
              ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"], state: "translated"),
          ]),
        StringEntry(key: "Ends with a line feed\n"),
      ])
    let output = codec.write(table, locale: "pl")
    expectNoDifference(
      text(output),
      #"""
      msgid ""
      msgstr ""
      "Content-Type: text/plain; charset=UTF-8\n"
      "Content-Transfer-Encoding: 8bit\n"
      "Language: pl\n"
      "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);\n"
      "X-Herald-Key: msgctxt\n"

      # Translator note
      #
      # second
      #. Developer note
      #: a.c:1 b.c:2
      #, fuzzy, c-format
      #| msgid "Old"
      msgid ""
      "Two\n"
      "lines"
      msgstr ""
      "Dwie\n"
      "linie \"cytat\" \\"

      msgctxt "files"
      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d plik"
      msgstr[1] "%d pliki"
      msgstr[2] "%d plików"

      msgid "Ends with a line feed\n"
      msgstr ""

      """#)
    #expect(output.losses.map(\.code) == ["not-representable", "restructured"])
    let loss = try #require(output.losses.first)
    #expect(loss.key == "files")
    #expect(loss.message.contains("'other' (only decimals reach it in pl"))
    #expect(output.losses.last?.message.contains("X-Herald-Key: msgctxt") == true)
    var expected = table
    expected.headers = try read(text(output), locale: "pl").headers
    expected.entries[1].localizations["pl"]?.variations?.cases["other"] = nil
    // Read from pl.po, the comments, flags and previous strings are that file's own.
    expected.entries[0].translatorComment = nil
    expected.entries[0].extra = []
    expected.entries[0].fileNotes["pl"] = FileNotes(
      translatorComment: "Translator note\n\nsecond", comment: "Developer note", references: ["a.c:1", "b.c:2"],
      flags: ["c-format"], previous: "msgid \"Old\"")
    expected.entries[1].fileNotes["pl"] = FileNotes()
    expected.entries[2].fileNotes["pl"] = FileNotes()
    // A key that is not its msgid was written as msgctxt, and the header says so: it reads back as it was.
    expectNoDifference(try read(text(output), locale: "pl"), expected)
  }

  @Test("Russian 'other' is reported as lost: only decimals reach it")
  func russianOtherLoss() throws {
    let table = StringTable(entries: [
      StringEntry(
        key: "%d day",
        localizations: ["ru": plural(["one": "%d день", "few": "%d дня", "many": "%d дней", "other": "%d дня"])])
    ])
    let output = codec.write(table, locale: "ru")
    #expect(output.losses.count == 1)
    #expect(output.losses.first?.severity == .warning)
    #expect(output.losses.first?.locale == "ru")
    #expect(output.losses.first?.message.contains("'other' (only decimals reach it in ru") == true)
    #expect(text(output).contains("msgstr[0] \"%d день\"\nmsgstr[1] \"%d дня\"\nmsgstr[2] \"%d дней\"\n"))
  }

  @Test("One plural variable is flattened into msgstr[N]; other variations are reported")
  func substitutions() throws {
    let flattenable = Localization(
      stringUnit: StringUnit(value: "Il reste %#@count@."),
      substitutions: [
        "count": Substitution(
          formatSpecifier: "lld",
          variations: Variations(
            selector: .plural,
            cases: ["one": Localization(value: "%arg jour"), "other": Localization(value: "%arg jours")]))
      ])
    let table = StringTable(entries: [
      StringEntry(key: "days_left", localizations: ["fr": flattenable]),
      StringEntry(
        key: "tap",
        localizations: [
          "fr": Localization(variations: Variations(selector: .device, cases: ["mac": Localization(value: "Cliquez")]))
        ]),
      StringEntry(
        key: "list",
        localizations: [
          "fr": Localization(variations: Variations(selector: .arrayItem, cases: ["0": Localization(value: "Un")]))
        ]),
    ])
    let output = codec.write(table, locale: "fr")
    let written = text(output)
    #expect(written.contains("msgstr[0] \"Il reste %lld jour.\"\nmsgstr[1] \"\"\nmsgstr[2] \"Il reste %lld jours.\""))
    #expect(
      output.losses.map { "\($0.key ?? "") \($0.code)" } == [
        "days_left restructured", "days_left missing-plural-category", "tap not-representable",
        "list not-representable",
      ])
  }

  @Test("An entry with an empty source text is not written as a second header")
  func emptySource() throws {
    let table = StringTable(entries: [
      StringEntry(key: "", localizations: ["fr": Localization(value: "Vide", state: "translated")])
    ])
    let written = text(codec.write(table, locale: "fr"))
    #expect(written.hasSuffix("msgctxt \"\"\nmsgid \"\"\nmsgstr \"Vide\"\n"))
    let entries = try read(written).entries
    #expect(entries.map(\.key) == [""])
    #expect(entries.first?.localizations == table.entries[0].localizations)
    #expect(entries.first?.context == nil)
  }

  // MARK: Errors

  @Test("Malformed lines are errors naming the file and line")
  func malformed() throws {
    let cases: [(String, Int, String)] = [
      ("msgid \"open\nmsgstr \"\"", 1, "never closed"),
      ("msgid \"a\"\nmsgstr", 2, "msgstr has no string"),
      ("msgid \"a\"\nmsgstr[0] \"x\"", 2, "without msgid_plural"),
      ("msgid \"a\"\n\nmsgtxt \"b\"", 3, "unknown keyword 'msgtxt'"),
      ("# comment\n\"stray\"", 2, "continues no keyword"),
      ("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"", 1, "no msgstr"),
    ]
    for (po, line, reason) in cases {
      #expect {
        try read(po)
      } throws: { error in
        guard case .malformed(let location, let message, _) = error as? StringTableError else { return false }
        return location.file == "test.po" && location.line == line && message.contains(reason)
      }
    }
  }
}

@Suite("gettext plural forms")
struct GettextPluralFormsTests {
  /// CLDR 42 (ICU 72): the categories integers reach, in order.
  static let expected: [(String, [PluralCategory])] = [
    ("en", [.one, .other]),
    ("fr", [.one, .many, .other]),
    ("ru", [.one, .few, .many]),
    ("pl", [.one, .few, .many]),
    ("cs", [.one, .few, .other]),
    ("ar", [.zero, .one, .two, .few, .many, .other]),
    ("ja", [.other]),
    ("he", [.one, .two, .other]),
  ]

  @Test("Herald's forms are the CLDR categories integers reach", arguments: expected)
  func categories(locale: String, categories: [PluralCategory]) {
    let forms = GettextPluralForms(locale: locale)
    #expect(forms.categories == categories)
    #expect(forms.header.hasPrefix("nplurals=\(categories.count); plural="))
  }

  @Test("The generated expression selects ICU's category for n = 0…200", arguments: expected.map(\.0))
  func expressionMatchesICU(locale: String) throws {
    let forms = GettextPluralForms(locale: locale)
    let (count, expression) = try #require(GettextPluralForms.parseHeader(forms.header))
    #expect(count == forms.count)
    let rules = try PluralRules(locale: LanguageTag(locale))
    for n in 0...200 {
      let index = try #require(expression.evaluate(n: n))
      #expect(forms.categories[index] == rules.category(for: .int(n)), "n = \(n)")
    }
  }

  @Test("Headers are generated in gettext's usual shapes")
  func headers() {
    #expect(GettextPluralForms(locale: "en").header == "nplurals=2; plural=(n!=1);")
    #expect(GettextPluralForms(locale: "ja").header == "nplurals=1; plural=0;")
    #expect(GettextPluralForms(locale: "he").header == "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);")
    #expect(
      GettextPluralForms(locale: "ru").header
        == "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);")
  }

  /// Plural-Forms headers as gettext's documentation and common catalogs write them.
  static let standardHeaders: [(String, String, [PluralCategory], [Int])] = [
    ("en", "nplurals=2; plural=(n != 1);", [.one, .other], []),
    ("fr", "nplurals=2; plural=(n > 1);", [.one, .other], [1]),
    (
      "ru",
      "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
      [.one, .few, .many], []
    ),
    (
      "pl", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
      [.one, .few, .many], []
    ),
    ("cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", [.one, .few, .other], []),
    (
      "ar",
      "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
      [.zero, .one, .two, .few, .many, .other], []
    ),
    ("ja", "nplurals=1; plural=0;", [.other], []),
    ("he", "nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3);", [.one, .two, .other, .other], []),
  ]

  @Test("A file's Plural-Forms is evaluated to map its indices", arguments: standardHeaders)
  func fileMapping(locale: String, header: String, categories: [PluralCategory], mixed: [Int]) throws {
    let forms = try #require(GettextPluralForms(header: header, locale: locale))
    #expect(forms.categories == categories)
    #expect(forms.mixedIndices == mixed)
    #expect(forms.header == header)
  }

  @Test("Headers that do not parse are refused")
  func invalidHeaders() {
    #expect(GettextPluralForms(header: "nplurals=INTEGER; plural=EXPRESSION;", locale: "en") == nil)
    #expect(GettextPluralForms(header: "nplurals=2;", locale: "en") == nil)
    #expect(GettextPluralForms(header: "nplurals=2; plural=n %;", locale: "en") == nil)
    #expect(GettextPluralForms(header: "nplurals=2; plural=1/(n-n);", locale: "en") == nil)
  }

  @Test("The C evaluator follows C's precedence")
  func evaluator() throws {
    let cases: [(String, Int, Int)] = [
      ("1 + 2 * 3", 0, 7), ("(1 + 2) * 3", 0, 9), ("10 - 4 - 3", 0, 3), ("17 / 5 % 2", 0, 1),
      ("n == 1 || n == 2 && 0", 2, 0), ("!n", 0, 1), ("-n + 5", 3, 2), ("n > 1 ? n < 5 ? 1 : 2 : 0", 7, 2),
      ("n >= 2 != 0", 3, 1),
    ]
    for (text, n, value) in cases {
      #expect(try #require(PluralExpression(text)).evaluate(n: n) == value, "\(text)")
    }
    #expect(PluralExpression("n ? 1") == nil)
    #expect(PluralExpression("n $ 1") == nil)
    #expect(PluralExpression("(n") == nil)
  }
}
