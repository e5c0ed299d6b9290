import CustomDump
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

@Suite("Android strings.xml codec")
struct AndroidTableTests {
  static let fixturePath = TestPaths.fixtures + "/android/values-fr/strings.xml"
  let codec = AndroidTable()

  func read(_ xml: String, locale: String = "fr") throws -> StringTable {
    try codec.read(Array(xml.utf8), file: "strings.xml", locale: locale)
  }

  func resources(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
  }

  /// The value of the one `<string>` whose content is `content`.
  func value(of content: String) throws -> String? {
    try read(resources("<string name=\"s\">\(content)</string>")).entries.first?.localizations["fr"]?.value
  }

  // MARK: Reading

  @Test("The fixture reads into entries with comments, attributes, plurals, arrays and locations")
  func fixture() throws {
    let table = try codec.read(TestPaths.bytes(Self.fixturePath), file: Self.fixturePath, locale: "fr")
    #expect(
      table.entries.map(\.key) == [
        "app_name", "welcome", "apostrophe", "quoted", "spaces", "styled", "cdata", "reference", "escaped_at",
        "unicode", "lines", "Settings.Title %@", "product", "songs", "planets",
      ])
    let appName = try #require(table["app_name"])
    expectNoDifference(
      appName,
      StringEntry(
        key: "app_name", comment: "The app's name; never translated.", shouldTranslate: false,
        localizations: ["fr": Localization(value: "Herald")]))
    #expect(appName.location == SourceLocation(file: Self.fixturePath, line: 7, column: 5))
    let welcome = try #require(table["welcome"])
    #expect(welcome.comment == "Greets the user by name.")
    #expect(welcome.extra == [JSONMember("formatted", .string("false"))])
    #expect(
      welcome.localizations["fr"]?.value
        == "Bienvenue, <xliff:g id=\"name\" example=\"Alice\">%1$s</xliff:g> !")
    #expect(table["apostrophe"]?.comment == nil)
    #expect(
      table["product"]?.extra == [
        JSONMember("product", .string("tablet")), JSONMember("tools:ignore", .string("MissingTranslation")),
      ])
    #expect(table["reference"]?.localizations["fr"]?.stringUnit?.extra == [JSONMember("reference", .bool(true))])
    #expect(table["escaped_at"]?.localizations["fr"]?.stringUnit?.extra == [])

    let expectedValues: [String: String] = [
      "apostrophe": "L'heure d'été",
      "quoted": "C'est   l'été",
      "spaces": "Trop d'espaces ici",
      "styled": "Appuyez sur <b>Envoyer</b> & <i>attendez</i>",
      "cdata": "<u>souligné</u> & brut",
      "reference": "@string/app_name",
      "escaped_at": "@maison",
      "unicode": "Plus\u{A0}loin…",
      "lines": "Ligne 1\nLigne 2\tfin",
      "Settings.Title %@": "Réglages %@",
    ]
    for (key, value) in expectedValues {
      #expect(table[key]?.localizations["fr"]?.value == value, "\(key)")
    }

    let songs = try #require(table["songs"]?.localizations["fr"])
    expectNoDifference(
      songs,
      Localization(
        variations: Variations(
          selector: .plural,
          cases: [
            "one": Localization(value: "%d chanson"), "many": Localization(value: "%d de chansons"),
            "other": Localization(value: "%d chansons"),
          ])))
    #expect(songs.variations?.cases["many"]?.location?.line == 28)
    let planets = try #require(table["planets"]?.localizations["fr"]?.variations)
    #expect(planets.selector == .arrayItem)
    #expect(planets.orderedCaseNames == ["0", "1", "2"])
    #expect(planets.cases["2"]?.value == "La Terre")
    #expect(
      table.extra == [
        JSONMember(
          "androidFiles",
          .object([
            JSONMember(
              "fr", .object([JSONMember("resources", .array([.string("<color name=\"accent\">#FF0000</color>")]))]))
          ]))
      ])
  }

  /// Element content and the value aapt2 gives it.
  static let escapes: [(content: String, value: String)] = [
    (#"L\'été"#, "L'été"),
    (#""L'été""#, "L'été"),
    (#"Say \"hi\""#, "Say \"hi\""),
    (#"back\\slash"#, #"back\slash"#),
    ("  lots   of\n\t space  ", "lots of space"),
    (#""  kept  ""#, "  kept  "),
    (#"\u0020lead"#, " lead"),
    (#"trail\u0020"#, "trail "),
    (#"a\u0020 b"#, "a  b"),
    (#"\@home"#, "@home"),
    (#"\?mark"#, "?mark"),
    (#"caf\u00e9 \u2026"#, "café …"),
    (#"one\ntwo"#, "one\ntwo"),
    (#"one\n  two"#, "one\n two"),
    (#"tab\tstop"#, "tab\tstop"),
    ("x &lt; y &amp;&amp; z", "x < y && z"),
    ("<![CDATA[a  <b> & c]]>", "a <b> & c"),
    (#"50\% off"#, "50% off"),
  ]

  @Test("Reading applies aapt2's whitespace, quote and escape rules", arguments: escapes)
  func readEscapes(content: String, value: String) throws {
    #expect(try self.value(of: content) == value)
  }

  /// Values that must survive writing and reading back.
  static let values = [
    "L'été", "Say \"hi\"", #"back\slash"#, "  two  ", " lead", "trail ", "a  b", "a   b", "@home", "?mark",
    "mid @ and ?", "one\ntwo", "\nleading line", "tab\tstop", "\t tab then space", "x < y && z > w",
    "<b>not closed", "a <b> c", "café …", "vertical\u{0B}tab", "", " ", "<b>bold</b> &amp; <i>it's</i>",
    "<xliff:g id=\"n\" example=\"3\">%d</xliff:g> items", "50% off", "\"quoted\" 'single'",
    "XML forbids \u{1} and \u{FFFE}",
  ]

  @Test("Writing escapes so that reading gives back the value", arguments: values)
  func roundTripEscapes(value: String) throws {
    let table = StringTable(entries: [StringEntry(key: "s", localizations: ["fr": Localization(value: value)])])
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    let text = String(decoding: output.bytes, as: UTF8.self)
    expectNoDifference(try read(text), table)
  }

  @Test("Escapes are written as Android developers write them")
  func writtenEscapes() throws {
    let cases: [(String, String)] = [
      ("L'été", #"L\'été"#),
      (" lead", #"\u0020lead"#),
      ("a  b", #"a \u0020b"#),
      ("@home", #"\@home"#),
      ("one\ntwo", #"one\ntwo"#),
      ("x < y & z", "x &lt; y &amp; z"),
      ("Tap <b>Send</b>", "Tap <b>Send</b>"),
      ("no\u{1}xml\u{FFFE}", #"no\u0001xml\uFFFE"#),
    ]
    for (value, content) in cases {
      let table = StringTable(entries: [StringEntry(key: "s", localizations: ["fr": Localization(value: value)])])
      let text = String(decoding: codec.write(table, locale: "fr").bytes, as: UTF8.self)
      #expect(text.contains("<string name=\"s\">\(content)</string>"), "\(value)")
    }
  }

  @Test("A character XML 1.0 forbids in an attribute is left out and named as a loss")
  func forbiddenInAttribute() throws {
    let table = StringTable(entries: [
      StringEntry(key: "bad\u{1}key\u{FFFE}", localizations: ["fr": Localization(value: "v")])
    ])
    let output = codec.write(table, locale: "fr")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(!text.unicodeScalars.contains("\u{1}") && !text.unicodeScalars.contains("\u{FFFE}"))
    #expect(text.contains(#"herald:key="badkey""#))
    let losses = output.losses.filter { $0.code == "not-representable" }
    #expect(losses.count == 1)
    #expect(losses.first?.key == "bad\u{1}key\u{FFFE}")
    #expect(losses.first?.message.contains("U+0001, U+FFFE, which XML 1.0 forbids") == true)
    _ = try XMLReader.parse(output.bytes, file: "strings.xml")
  }

  @Test("Table headers Android has no place for are one loss naming each header once")
  func headersLost() {
    var table = StringTable(entries: [StringEntry(key: "k", localizations: ["fr": Localization(value: "v")])])
    // A folder's po files merged into one table repeat their headers.
    table.headers = ["Language", "Plural-Forms", "Language", "Plural-Forms"].map { TableHeader(name: $0, value: "x") }
    let losses = codec.write(table, locale: "fr").losses.filter { $0.key == "(table)" }
    #expect(
      losses.map(\.message).first?.hasPrefix("android cannot hold table headers (Language, Plural-Forms);") == true)
    #expect(losses.count == 1)
  }

  @Test("A resource reference is written back unescaped")
  func reference() throws {
    let table = try read(resources(#"<string name="r">@string/other</string>"#))
    let text = String(decoding: codec.write(table, locale: "fr").bytes, as: UTF8.self)
    #expect(text.contains(#"<string name="r">@string/other</string>"#))
  }

  // MARK: Writing

  @Test("Plurals, arrays, comments and attributes are written in Android's layout")
  func layout() throws {
    let table = StringTable(entries: [
      StringEntry(
        key: "songs", comment: "Counts songs.",
        localizations: [
          "ru": Localization(
            variations: Variations(
              selector: .plural,
              cases: [
                "other": Localization(value: "%d песни"), "one": Localization(value: "%d песня"),
                "many": Localization(value: "%d песен"), "few": Localization(value: "%d песни"),
              ]))
        ]),
      StringEntry(
        key: "planets", shouldTranslate: false,
        localizations: [
          "ru": Localization(
            variations: Variations(
              selector: .arrayItem,
              cases: ["1": Localization(value: "Венера"), "0": Localization(value: "Меркурий")]))
        ], extra: [JSONMember("tools:ignore", .string("MissingTranslation"))]),
    ])
    let output = codec.write(table, locale: "ru")
    #expect(output.losses.isEmpty)
    expectNoDifference(
      String(decoding: output.bytes, as: UTF8.self),
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources xmlns:tools="http://schemas.android.com/tools">
          <!-- Counts songs. -->
          <plurals name="songs">
              <item quantity="one">%d песня</item>
              <item quantity="few">%d песни</item>
              <item quantity="many">%d песен</item>
              <item quantity="other">%d песни</item>
          </plurals>
          <string-array name="planets" translatable="false" tools:ignore="MissingTranslation">
              <item>Меркурий</item>
              <item>Венера</item>
          </string-array>
      </resources>

      """)
    expectNoDifference(try read(String(decoding: output.bytes, as: UTF8.self), locale: "ru"), table)
  }

  @Test("The fixture reads back equal after writing")
  func fixtureRoundTrip() throws {
    let table = try codec.read(TestPaths.bytes(Self.fixturePath), file: Self.fixturePath, locale: "fr")
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.map(\.code) == ["renamed-key"])
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("xmlns:herald=\"urn:x-herald:strings\""))
    #expect(text.contains("xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\""))
    expectNoDifference(try read(text), table)
  }

  @Test("Keys that are not resource names are sanitized, kept in herald:key and restored")
  func renamedKeys() throws {
    let keys = ["Settings.Title %@", "Settings.Title___", "1st place", "", "ok.name", "Settings.Title %@"]
    let table = StringTable(
      entries: keys.map { StringEntry(key: $0, localizations: ["fr": Localization(value: "v")]) })
    let output = codec.write(table, locale: "fr")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains(#"<resources xmlns:herald="urn:x-herald:strings">"#))
    #expect(text.contains(#"<string name="Settings.Title____2" herald:key="Settings.Title %@">v</string>"#))
    #expect(text.contains(#"<string name="_1st_place" herald:key="1st place">v</string>"#))
    #expect(text.contains(#"<string name="_" herald:key="">v</string>"#))
    #expect(text.contains(#"<string name="ok.name">v</string>"#))
    #expect(text.contains(#"<string name="Settings.Title____3" herald:key="Settings.Title %@">v</string>"#))
    #expect(output.losses.map(\.code) == Array(repeating: "renamed-key", count: 4))
    #expect(output.losses.allSatisfy { $0.severity == .info })
    expectNoDifference(try read(text), table)

    let plain = codec.write(StringTable(entries: [table.entries[4]]), locale: "fr")
    #expect(!String(decoding: plain.bytes, as: UTF8.self).contains("herald"))
  }

  @Test("One plural variable is flattened into <plurals>; what Android cannot hold is reported")
  func losses() throws {
    let flattenable = Localization(
      stringUnit: StringUnit(state: "translated", value: "Vous avez %#@count@ ici"),
      substitutions: [
        "count": Substitution(
          argumentNumber: 1, formatSpecifier: "d",
          variations: Variations(
            selector: .plural,
            cases: ["one": Localization(value: "%arg message"), "other": Localization(value: "%arg messages")]))
      ])
    let twoVariables = Localization(
      stringUnit: StringUnit(value: "%#@a@ %#@b@"),
      substitutions: [
        "a": Substitution(variations: Variations(selector: .plural, cases: ["other": Localization(value: "a")])),
        "b": Substitution(variations: Variations(selector: .plural, cases: ["other": Localization(value: "b")])),
      ])
    let device = Localization(
      variations: Variations(selector: .device, cases: ["iphone": Localization(value: "Touchez")]))
    let table = StringTable(entries: [
      StringEntry(key: "messages", localizations: ["fr": flattenable]),
      StringEntry(key: "two", localizations: ["fr": twoVariables]),
      StringEntry(key: "device", localizations: ["fr": device]),
      StringEntry(
        key: "review", translatorComment: "Checked", extractionState: "manual",
        localizations: ["fr": Localization(value: "À revoir", state: "needs_review")]),
      StringEntry(key: "missing", localizations: ["de": Localization(value: "Fehlt")]),
    ])
    let output = codec.write(table, locale: "fr")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains(#"<item quantity="one">Vous avez %d message ici</item>"#))
    #expect(text.contains(#"<item quantity="other">Vous avez %d messages ici</item>"#))
    #expect(text.contains(#"<string name="two" formatted="false">%#@a@ %#@b@</string>"#))
    #expect(!text.contains("device"))
    #expect(!text.contains("missing"))
    let summary = output.losses.map { "\($0.key ?? "") \($0.code) \($0.severity)" }
    #expect(
      summary == [
        "messages restructured info", "two not-representable warning", "two formatted-false info",
        "device not-representable warning", "review not-representable warning", "review not-representable warning",
        "review not-representable warning",
      ])
    #expect(output.losses[4].message.contains("translator comment"))
    #expect(output.losses[6].message.contains("needs_review"))
  }

  @Test("The source language's entries without a localization are written with the key")
  func sourceLanguage() throws {
    let table = StringTable(sourceLanguage: "en", entries: [StringEntry(key: "Cancel"), StringEntry(key: "ok")])
    let text = String(decoding: codec.write(table, locale: "en").bytes, as: UTF8.self)
    #expect(text.contains(#"<string name="Cancel">Cancel</string>"#))
    #expect(text.contains(#"<string name="ok">ok</string>"#))
  }

  // MARK: Errors

  @Test("A gettext key's U+0004, which XML cannot hold, is written in herald:key as ␄ and read back")
  func contextKey() throws {
    let table = StringTable(entries: [
      StringEntry(key: "menu\u{04}Open", localizations: ["fr": Localization(value: "Ouvrir")])
    ])
    let output = AndroidTable().write(table, locale: "fr")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("herald:key=\"menu\u{2404}Open\""), "\(text)")
    #expect(!output.losses.contains { $0.code == "not-representable" }, "\(output.losses)")
    #expect(try read(text).entries.map(\.key) == ["menu\u{04}Open"])
  }

  @Test("Structural errors name the file and line")
  func errors() throws {
    let cases: [(String, Int, String)] = [
      ("<?xml version=\"1.0\"?>\n<plist>\n</plist>", 2, "not <resources>"),
      (resources("    <string>no name</string>"), 3, "has no name"),
      (resources("    <plurals name=\"p\">\n        <item>x</item>\n    </plurals>"), 4, "has no quantity"),
      (
        resources("    <plurals name=\"p\">\n        <item quantity=\"several\">x</item>\n    </plurals>"), 4, "several"
      ),
      (resources("    <string name=\"u\">\\u12</string>"), 3, "unicode escape"),
      // Text outside any resource, which aapt refuses ("Found text … where item tag is expected").
      (
        resources("    <string name=\"a\">A</string>&gt;\n    <string name=\"b\">B</string>"), 3,
        "the text '>' after <string name=\"a\"> is outside any resource"
      ),
      (resources("  stray\n    <string name=\"a\">A</string>"), 2, "the text 'stray' at the start"),
    ]
    for (xml, line, reason) in cases {
      #expect {
        try read(xml)
      } throws: { error in
        guard case .invalidContent(let location, let message, _) = error as? StringTableError else { return false }
        return location.file == "strings.xml" && location.line == line && message.contains(reason)
      }
    }
    #expect {
      try read("<resources>\n<string name=\"a\">x</strin>\n</resources>")
    } throws: { error in
      guard case .syntax(let syntax) = error as? StringTableError else { return false }
      return syntax.position.line == 2
    }
  }
}
