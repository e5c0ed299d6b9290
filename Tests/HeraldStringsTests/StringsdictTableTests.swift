import CustomDump
import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

@Suite("Apple .stringsdict codec")
struct StringsdictTableTests {
  static let rulesPath = TestPaths.fixtures + "/strings/Rules.stringsdict"

  let codec = StringsdictTable()

  func readRules() throws -> StringTable {
    try codec.read(TestPaths.bytes(Self.rulesPath), file: Self.rulesPath, locale: "fr")
  }

  func read(_ text: String, file: String = "Test.stringsdict") throws -> StringTable {
    try codec.read(Array(text.utf8), file: file, locale: "fr")
  }

  /// A document with `body` inside the root `<dict>`.
  static func document(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
  }

  static func plural(_ one: String, _ other: String) -> Variations {
    Variations(selector: .plural, cases: ["one": Localization(value: one), "other": Localization(value: other)])
  }

  // MARK: Reading

  @Test("Entries keep their file order and carry the line of their <key>")
  func orderAndLocations() throws {
    let table = try readRules()
    #expect(table.entries.map(\.key) == ["files.in.folders", "space.around", "welcome.device", "title.width"])
    #expect(table.entries.map { $0.location?.line } == [5, 34, 50, 76])
    #expect(table.entries[0].location == SourceLocation(file: Self.rulesPath, line: 5, column: 2))
    #expect(table.entries[0].localizations["fr"]?.location?.line == 5)
  }

  @Test("A format with several positional variables becomes one substitution per variable")
  func severalVariables() throws {
    let localization = try #require(readRules()["files.in.folders"]?.localizations["fr"])
    expectNoDifference(
      localization,
      Localization(
        stringUnit: StringUnit(value: "%2$#@folders@ contiennent %1$#@files@"),
        substitutions: [
          "files": Substitution(formatSpecifier: "lld", variations: Self.plural("%1$lld fichier", "%1$lld fichiers")),
          "folders": Substitution(
            formatSpecifier: "d",
            variations: Variations(
              selector: .plural,
              cases: [
                "zero": Localization(value: "aucun dossier"), "one": Localization(value: "un dossier"),
                "other": Localization(value: "%2$d dossiers"),
              ])),
        ]))
    let files = try #require(localization.substitutions["files"]?.variations?.cases["one"])
    #expect(files.location == SourceLocation(file: Self.rulesPath, line: 15, column: 4))
  }

  @Test("Whitespace-only and empty <string> values keep their value, whatever the key order")
  func whitespaceValues() throws {
    let count = try #require(readRules()["space.around"]?.localizations["fr"]?.substitutions["count"])
    #expect(count.formatSpecifier == "ld")
    #expect(count.variations?.cases["other"]?.value == " ")
    #expect(count.variations?.cases["one"]?.value == "")
  }

  @Test("NSStringDeviceSpecificRuleType becomes device variations, with a nested plural rule")
  func deviceRule() throws {
    let localization = try #require(readRules()["welcome.device"]?.localizations["fr"])
    let variations = try #require(localization.variations)
    #expect(localization.stringUnit == nil)
    #expect(variations.selector == .device)
    #expect(variations.orderedCaseNames == ["iphone", "mac", "appletv"])
    #expect(variations.cases["mac"]?.value == "Cliquez pour continuer")
    let tv = try #require(variations.cases["appletv"])
    #expect(tv.stringUnit?.value == "%#@remotes@")
    #expect(tv.substitutions["remotes"]?.variations?.cases["other"]?.value == "Appuyez sur l’une des %ld télécommandes")
  }

  @Test("NSStringVariableWidthRuleType becomes width variations with entities resolved")
  func widthRule() throws {
    let variations = try #require(readRules()["title.width"]?.localizations["fr"]?.variations)
    #expect(variations.selector == .width)
    #expect(variations.orderedCaseNames == ["1", "20", "50"])
    #expect(variations.cases["50"]?.value == "Réglages <avancés> & confidentialité")
  }

  @Test("Unknown rule types and NS keys are kept")
  func unknownKeys() throws {
    let table = try read(
      Self.document(
        """
        <key>k</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@n@</string>
          <key>Note</key>
          <string>kept</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringGenderRuleType</string>
            <key>NSStringFormatExtraKey</key>
            <dict><key>a</key><integer>3</integer><key>b</key><array><true/><real>1.5</real></array></dict>
            <key>female</key>
            <string>elle</string>
          </dict>
        </dict>
        """))
    let localization = try #require(table["k"]?.localizations["fr"])
    #expect(localization.extra == [JSONMember("Note", .string("kept"))])
    let n = try #require(localization.substitutions["n"])
    #expect(
      n.variations
        == Variations(selector: .other("NSStringGenderRuleType"), cases: ["female": Localization(value: "elle")]))
    #expect(
      n.extra == [
        JSONMember(
          "NSStringFormatExtraKey",
          .object([JSONMember("a", .number(3)), JSONMember("b", .array([.bool(true), JSONValue(.number("1.5"))]))]))
      ])
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    expectNoDifference(try codec.read(output.bytes, file: "Again.stringsdict", locale: "fr"), table)
  }

  // MARK: Errors

  @Test("Malformed XML is a syntax error with its line")
  func malformedXML() throws {
    let text = Self.document("<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>x</dict>")
    let error = try #require(throws: StringTableError.self) { try read(text, file: "Broken.stringsdict") }
    guard case .syntax = error else {
      Issue.record("expected .syntax, got \(error)")
      return
    }
    #expect(error.location?.file == "Broken.stringsdict")
    #expect(error.location?.line == 8)
  }

  @Test(
    "Content errors name the key and line and say what to do",
    arguments: [
      (
        "<key>a</key>\n<string>not a dict</string>", 5,
        "the value of entry 'a' is <string>; expected <dict>"
      ),
      (
        "<key>a</key>\n<dict>\n<key>count</key>\n<dict/>\n</dict>", 5,
        "'a' has no NSStringLocalizedFormatKey"
      ),
      (
        "<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n"
          + "<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
          + "<key>one</key>\n<integer>1</integer>\n</dict>\n</dict>",
        13, "the value of 'a' › 'n' › 'one' is <integer>; expected <string> or <dict>"
      ),
      (
        "<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<dict/>\n</dict>", 7,
        "the value of 'a' › NSStringLocalizedFormatKey is <dict>; expected <string>"
      ),
      (
        "<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n"
          + "<dict>\n<key>one</key>\n<string>x</string>\n</dict>\n</dict>",
        9, "the variable 'a' › 'n' has cases but no NSStringFormatSpecTypeKey"
      ),
      ("<key>a</key>", 5, "the key 'a' in the root dictionary has no value"),
    ])
  func contentErrors(body: String, line: Int, reason: String) throws {
    let error = try #require(throws: StringTableError.self) {
      try read(Self.document(body), file: "Bad.stringsdict")
    }
    guard case .invalidContent(let location, let message, let advice) = error else {
      Issue.record("expected .invalidContent, got \(error)")
      return
    }
    #expect(location.file == "Bad.stringsdict")
    #expect(location.line == line, "\(message)")
    #expect(message.contains(reason), "\(message)")
    #expect(!advice.isEmpty)
  }

  @Test("A root other than <plist><dict> is refused")
  func wrongRoot() throws {
    let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n"
    let error = try #require(throws: StringTableError.self) { try read(text, file: "Array.stringsdict") }
    #expect(error.location == SourceLocation(file: "Array.stringsdict", line: 2, column: 1))
    #expect(error.description.contains("<plist> holding one <dict>"))
  }

  // MARK: Writing

  @Test("Writing uses Xcode's layout: header, tabs, spec type, value type, then cases in CLDR order")
  func writesXcodeLayout() {
    var table = StringTable()
    let variations = Variations(
      selector: .plural,
      cases: [
        "other": Localization(value: "%lld fichiers & <dossiers>"), "one": Localization(value: "un fichier"),
        "zero": Localization(value: ""),
      ])
    table.entries = [
      StringEntry(
        key: "files",
        localizations: [
          "fr": Localization(
            stringUnit: StringUnit(state: "translated", value: "%#@files@"),
            substitutions: ["files": Substitution(formatSpecifier: "lld", variations: variations)])
        ])
    ]
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    expectNoDifference(
      String(decoding: output.bytes, as: UTF8.self),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>files</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@files@</string>
      \t\t<key>files</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>zero</key>
      \t\t\t<string></string>
      \t\t\t<key>one</key>
      \t\t\t<string>un fichier</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%lld fichiers &amp; &lt;dossiers&gt;</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """)
  }

  @Test("Variables are written in the order the format uses them, then the unused ones by name")
  func variableOrder() throws {
    let substitution = Substitution(formatSpecifier: "d", variations: Self.plural("a", "b"))
    let table = StringTable(entries: [
      StringEntry(
        key: "k",
        localizations: [
          "fr": Localization(
            stringUnit: StringUnit(value: "%2$#@zebra@ %1$#@apple@"),
            substitutions: ["apple": substitution, "zebra": substitution, "unused": substitution, "also": substitution]
          )
        ])
    ])
    let text = String(decoding: codec.write(table, locale: "fr").bytes, as: UTF8.self)
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("\t\t<key>") }
    #expect(
      keys == [
        "\t\t<key>NSStringLocalizedFormatKey</key>", "\t\t<key>zebra</key>", "\t\t<key>apple</key>",
        "\t\t<key>also</key>", "\t\t<key>unused</key>",
      ])
  }

  @Test("The fixture's plural, device and width rules survive write then read")
  func roundTripFixture() throws {
    let table = try readRules()
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty, "\(output.losses)")
    let again = try codec.read(output.bytes, file: "RoundTrip.stringsdict", locale: "fr")
    expectNoDifference(again, table)
    #expect(again["title.width"]?.localizations["fr"]?.variations?.selector == .width)
    #expect(again["welcome.device"]?.localizations["fr"]?.variations?.selector == .device)
  }

  @Test("A dict member the format does not name is a member, not a variable: Herald reads what it wrote")
  func dictMembersAreNotVariables() throws {
    let note = JSONValue(.object([JSONMember("comment", .string("French note"))]))
    var plural = Localization(
      stringUnit: StringUnit(value: "%#@n@"),
      substitutions: ["n": Substitution(formatSpecifier: "d", variations: Self.plural("un", "%d"))])
    plural.extra = [JSONMember("android", note)]
    let table = StringTable(entries: [StringEntry(key: "episodes", localizations: ["fr": plural])])
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty, "\(output.losses)")
    let again = try codec.read(output.bytes, file: "Members.stringsdict", locale: "fr")
    expectNoDifference(again, table)
    let forgotten = try read(
      Self.document(
        "<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%d</string>\n<key>n</key>\n"
          + "<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
          + "<key>other</key>\n<string>x</string>\n</dict>\n</dict>"),
      file: "Forgotten.stringsdict")
    #expect(forgotten["a"]?.localizations["fr"]?.substitutions["n"]?.variations?.selector == .plural)
  }

  @Test("Plural variations without a format are written as a %#@value@ variable, reported as restructured")
  func restructuresCatalogPlurals() throws {
    let variations = Self.plural("%1$@ a %2$lld fichier", "%1$@ a %2$lld fichiers")
    let table = StringTable(entries: [
      StringEntry(key: "files", localizations: ["fr": Localization(variations: variations)]),
      StringEntry(
        key: "plain", localizations: ["fr": Localization(variations: Self.plural("un", "plusieurs"))]),
    ])
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.map(\.code) == ["restructured", "restructured"])
    #expect(output.losses.allSatisfy { $0.severity == .info })
    let again = try codec.read(output.bytes, file: "Restructured.stringsdict", locale: "fr")
    expectNoDifference(
      again["files"]?.localizations["fr"],
      Localization(
        stringUnit: StringUnit(value: "%2$#@value@"),
        substitutions: ["value": Substitution(formatSpecifier: "lld", variations: variations)]))
    #expect(again["plain"]?.localizations["fr"]?.stringUnit?.value == "%#@value@")
    #expect(again["plain"]?.localizations["fr"]?.substitutions["value"]?.formatSpecifier == "d")
  }

  @Test("Plain strings, comments, states and metadata are reported as losses naming the key")
  func losses() throws {
    let format = Localization(
      stringUnit: StringUnit(state: "needs_review", value: "%#@n@"),
      substitutions: ["n": Substitution(formatSpecifier: "d", variations: Self.plural("un", "%d"))])
    let table = StringTable(entries: [
      StringEntry(key: "plain", localizations: ["fr": Localization(value: "Simple")]),
      StringEntry(
        key: "commented", comment: "A comment", extractionState: "manual", localizations: ["fr": format],
        location: SourceLocation(file: "Localizable.xcstrings", line: 12, column: 5)),
      StringEntry(key: "german", localizations: ["de": Localization(value: "Deutsch")]),
    ])
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.map(\.key) == ["plain", "commented"])
    let plain = try #require(output.losses.first)
    #expect(plain.code == "not-representable")
    #expect(plain.message.contains("a plain string") && plain.message.contains("Write .strings"), "\(plain.message)")
    let commented = try #require(output.losses.last)
    for word in ["its comment", "extraction state 'manual'", "state 'needs_review'"] {
      #expect(commented.message.contains(word), "\(commented.message) should name \(word)")
    }
    #expect(commented.location?.line == 12)
    let again = try codec.read(output.bytes, file: "Again.stringsdict", locale: "fr")
    #expect(again.entries.map(\.key) == ["commented"])
  }

  @Test("An empty table is written as an empty dict and reads back empty")
  func emptyTable() throws {
    let output = codec.write(StringTable(), locale: "fr")
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
    #expect(try codec.read(output.bytes, file: "Empty.stringsdict", locale: "fr").entries.isEmpty)
  }
}

@Suite("Apple .stringsdict codec on the Mastodon corpus", .requires(.stringsCorpus))
struct StringsdictTableCorpusTests {
  static let folder = TestPaths.stringsCorpus + "/mastodon"

  @Test("Every Localizable.stringsdict reads, writes without losses and reads back equal")
  func roundTrip() throws {
    let codec = StringsdictTable()
    let locales = try StringsTableCorpusTests.locales()
    #expect(locales.count == 31)
    for locale in locales {
      let path = "\(Self.folder)/\(locale).lproj/Localizable.stringsdict"
      let table = try codec.read(TestPaths.bytes(path), file: path, locale: locale)
      #expect(table.entries.count > 20, "\(path) has only \(table.entries.count) entries")
      let output = codec.write(table, locale: locale)
      #expect(output.losses.isEmpty, "\(path): \(output.losses)")
      let again = try codec.read(output.bytes, file: path + " (written)", locale: locale)
      #expect(again == table, "\(path) does not read back equal after writing")
      if again != table { expectNoDifference(again, table) }
    }
  }

  @Test("The French stringsdict has the unread-notification plural and two-variable entries")
  func frenchFacts() throws {
    let path = "\(Self.folder)/fr.lproj/Localizable.stringsdict"
    let table = try StringsdictTable().read(TestPaths.bytes(path), file: path, locale: "fr")
    let entry = try #require(table["a11y.plural.count.unread.notification"])
    #expect(entry.location == SourceLocation(file: path, line: 5, column: 5))
    let localization = try #require(entry.localizations["fr"])
    #expect(localization.stringUnit?.value == "%#@notification_count_unread_notification@")
    let substitution = try #require(localization.substitutions["notification_count_unread_notification"])
    #expect(substitution.formatSpecifier == "ld")
    #expect(substitution.variations?.selector == .plural)
    #expect(substitution.variations?.orderedCaseNames == ["one", "other"])
    #expect(substitution.variations?.cases["one"]?.value == "1 notification non lue")
    #expect(table.entries.contains { $0.localizations["fr"]?.substitutions.count == 2 })
    #expect(table.entries.allSatisfy { $0.localizations["fr"]?.stringUnit?.value.contains("%#@") == true })
  }
}
