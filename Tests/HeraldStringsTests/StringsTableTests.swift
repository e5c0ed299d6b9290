import CustomDump
import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

@Suite("Apple .strings codec")
struct StringsTableTests {
  static let escapesPath = TestPaths.fixtures + "/strings/Escapes.strings"
  static let utf16Path = TestPaths.fixtures + "/strings/UTF16LE.strings"

  let codec = StringsTable()

  func read(_ text: String, file: String = "Test.strings") throws -> StringTable {
    try codec.read(Array(text.utf8), file: file, locale: "fr")
  }

  func readFixture(_ path: String) throws -> StringTable {
    try codec.read(TestPaths.bytes(path), file: path, locale: "fr")
  }

  // MARK: Reading

  @Test("Escapes resolve: quotes, backslashes, controls, \\U with a surrogate pair, octal and unknown escapes")
  func escapes() throws {
    let table = try readFixture(Self.escapesPath)
    let value = { (key: String) in table[key]?.localizations["fr"]?.value }
    #expect(value("quote") == "Il a dit \"bonjour\" \\ au revoir")
    #expect(value("controls") == "Line\nTab\tReturn\rNul\0end")
    #expect(value("unicode") == "café été 😀 smile")
    #expect(value("octal") == "ABC é")
    #expect(value("other.escape") == "q'/")
    #expect(value("multi.line") == "first\nsecond")
  }

  @Test("Unquoted keys and values and the \"key\"; shorthand read as Foundation reads them")
  func unquotedAndShorthand() throws {
    let table = try readFixture(Self.escapesPath)
    #expect(table["unquoted_key.1"]?.localizations["fr"]?.value == "value/with:colons-$")
    #expect(table["shorthand"]?.localizations["fr"]?.value == "shorthand")
  }

  @Test("Comments attach to the next entry, the file's header and trailing comments are headers, order kept")
  func commentsOrderAndDuplicates() throws {
    let table = try readFixture(Self.escapesPath)
    expectNoDifference(
      table.entries.map(\.key),
      [
        "cancel.title", "quote", "controls", "unicode", "octal", "other.escape", "unquoted_key.1", "shorthand",
        "cancel.title", "multi.line",
      ])
    #expect(table.duplicateKeys == ["cancel.title"])
    #expect(table.entries[0].localizations["fr"]?.value == "Annuler")
    #expect(table.entries[8].localizations["fr"]?.value == "Abbrechen")
    // The file's header above the first entry's own comment is the file's, not the entry's.
    #expect(table.entries[0].comment == "Class = \"UIButton\"; normalTitle = \"Cancel\";")
    #expect(table.entries[1].comment == "A line comment\nand a block comment")
    #expect(table.entries[2].comment == nil)
    expectNoDifference(
      table.headers,
      [
        TableHeader(name: "File comment", value: "Escapes.strings\n  A fixture written for Herald's tests."),
        TableHeader(name: "Comment", value: "trailing comment\nafter the last entry"),
      ])
  }

  @Test("Entries carry the line and column of their key, localizations those of their value")
  func locations() throws {
    let table = try readFixture(Self.escapesPath)
    let file = Self.escapesPath
    #expect(table.entries[0].location == SourceLocation(file: file, line: 7, column: 1))
    #expect(table.entries[0].localizations["fr"]?.location == SourceLocation(file: file, line: 7, column: 18))
    #expect(table.entries[1].location == SourceLocation(file: file, line: 11, column: 1))
    #expect(table.entries[6].location == SourceLocation(file: file, line: 17, column: 1))
    #expect(table.entries[9].location == SourceLocation(file: file, line: 20, column: 1))
  }

  @Test("UTF-16 little-endian with a byte-order mark reads like UTF-8")
  func utf16LittleEndian() throws {
    let table = try readFixture(Self.utf16Path)
    #expect(table.entries.map(\.key) == ["greeting", "farewell"])
    #expect(table["greeting"]?.comment == "Fichier UTF-16")
    #expect(table["greeting"]?.localizations["fr"]?.value == "Bonjour …")
    #expect(table["farewell"]?.localizations["fr"]?.value == "Au revoir — 👋")
    #expect(table["farewell"]?.location == SourceLocation(file: Self.utf16Path, line: 3, column: 1))
  }

  @Test("UTF-16 big-endian without a byte-order mark and UTF-8 with one are recognised")
  func otherEncodings() throws {
    let text = "\"key\" = \"välue 👋\";\n"
    var bigEndian: [UInt8] = []
    for unit in text.utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let fromUTF16 = try codec.read(bigEndian, file: "BE.strings", locale: "fr")
    #expect(fromUTF16["key"]?.localizations["fr"]?.value == "välue 👋")
    let fromUTF8 = try codec.read([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "BOM.strings", locale: "fr")
    #expect(fromUTF8["key"]?.localizations["fr"]?.value == "välue 👋")
  }

  @Test("A file wrapped in braces reads like one without")
  func braces() throws {
    let table = try read("{\n  \"a\" = \"b\";\n  c = d;\n}\n")
    #expect(table.entries.map(\.key) == ["a", "c"])
  }

  // MARK: Errors

  @Test(
    "Grammar errors name the file, line and column and say what to do",
    arguments: [
      ("\"a\" = \"b\";\n\"c\" = \"never closed;\n\n", 2, 7, "the string that starts on line 2 has no closing quote"),
      ("\"a\" = \"b\";\n\"c\" \"d\";\n", 2, 4, "expected '=' after the key \"c\""),
      ("\"a\" = \"b\"\n\"c\" = \"d\";\n", 1, 10, "expected ';' after the value of \"a\""),
      ("\"a\" = \"b\";\n/* never closed\n\"c\" = \"d\";\n", 2, 1, "unterminated comment"),
      ("\"a\" = \"b\";\n\"c\" = \"x\\Uzz\";\n", 2, 9, "invalid escape: \\U is not followed by hex digits"),
      ("\"a\" = \"\\UD83D alone\";\n", 1, 8, "invalid escape: \\UD83D is half of a surrogate pair"),
      ("\"a\" = \"\\777\";\n", 1, 8, "invalid escape: octal"),
      ("\"a\" = ;\n", 1, 7, "expected the value of \"a\", found ';'"),
      ("\"a\" = \"b\";\n\"c\" =", 2, 6, "found the end of the file"),
    ])
  func grammarErrors(text: String, line: Int, column: Int, reason: String) throws {
    let error = try #require(throws: StringTableError.self) { try read(text, file: "Broken.strings") }
    guard case .malformed(let location, let message, let advice) = error else {
      Issue.record("expected .malformed, got \(error)")
      return
    }
    #expect(location == SourceLocation(file: "Broken.strings", line: line, column: column))
    #expect(message.contains(reason), "\(message)")
    #expect(!advice.isEmpty)
    #expect(error.description.hasPrefix("Broken.strings:\(line):\(column): error: "))
  }

  @Test("An unterminated string is reported where it starts, even when the file ends much later")
  func unterminatedStringStart() throws {
    let text = "\"a\" = \"b\";\n\n\n\"g\" = \"h;\n" + String(repeating: "still inside the string;\n", count: 20)
    let error = try #require(throws: StringTableError.self) { try read(text, file: "Long.strings") }
    #expect(error.location == SourceLocation(file: "Long.strings", line: 4, column: 7))
    #expect(error.description.contains("Long.strings:4:7: error: unterminated string"))
  }

  @Test("Bytes that are not UTF-8 are refused with their line")
  func invalidUTF8() throws {
    let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0xFE, 0x41] + Array("\";\n".utf8)
    let error = try #require(throws: StringTableError.self) {
      try codec.read(bytes, file: "Latin1.strings", locale: "fr")
    }
    #expect(error.location == SourceLocation(file: "Latin1.strings", line: 2, column: 8))
    #expect(error.description.contains("not valid UTF-8"))
  }

  // MARK: Writing

  @Test("Writing produces genstrings-style text: comment, quoted pair, blank line between entries")
  func writesGenstringsStyle() {
    var table = StringTable()
    table.entries = [
      StringEntry(key: "cancel", comment: "Cancel button", localizations: ["fr": Localization(value: "Annuler")]),
      StringEntry(key: "say \"hi\"", localizations: ["fr": Localization(value: "a\\b\nc\td\re\u{1}f\u{7F}")]),
      StringEntry(key: "other locale", localizations: ["de": Localization(value: "Nur Deutsch")]),
    ]
    table.headers = [TableHeader(name: "Comment", value: "The end")]
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    expectNoDifference(
      String(decoding: output.bytes, as: UTF8.self),
      """
      /* Cancel button */
      "cancel" = "Annuler";

      "say \\"hi\\"" = "a\\\\b\\nc\\td\\re\\U0001f\\U007F";

      /* The end */

      """)
  }

  @Test("Write then read gives back the table read from the fixture")
  func roundTripFixture() throws {
    let table = try readFixture(Self.escapesPath)
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    let again = try codec.read(output.bytes, file: "RoundTrip.strings", locale: "fr")
    expectNoDifference(again, table)
  }

  @Test("Comments with */ or several lines, control characters and every escape survive write then read")
  func roundTripHardCases() throws {
    var table = StringTable()
    table.entries = [
      StringEntry(
        key: "a", comment: "ends */ early\nsecond line", localizations: ["fr": Localization(value: "\u{0}\u{1B}\\\"")]),
      StringEntry(key: "b", comment: "two\n  indented lines", localizations: ["fr": Localization(value: "👋 \u{2028}")]),
      StringEntry(key: "", comment: "", localizations: ["fr": Localization(value: "")]),
      StringEntry(key: "a", localizations: ["fr": Localization(value: "duplicate", state: "translated")]),
    ]
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.isEmpty)
    var again = try codec.read(output.bytes, file: "RoundTrip.strings", locale: "fr")
    #expect(again.entries[3].localizations["fr"]?.stringUnit?.state == nil)
    again.entries[3].localizations["fr"]?.stringUnit?.state = "translated"
    expectNoDifference(again, table)
  }

  @Test("What .strings cannot hold is reported, one diagnostic per entry and kind, naming the key")
  func losses() throws {
    var table = StringTable()
    let plural = Localization(
      variations: Variations(
        selector: .plural,
        cases: ["one": Localization(value: "%d fichier"), "other": Localization(value: "%d fichiers")]))
    table.entries = [
      StringEntry(key: "files", localizations: ["fr": plural]),
      StringEntry(
        key: "meta", translatorComment: "checked", references: ["main.c:12"], extractionState: "manual",
        shouldTranslate: false, localizations: ["fr": Localization(value: "Méta", state: "needs_review")],
        location: SourceLocation(file: "Source.xcstrings", line: 9, column: 5)),
      StringEntry(key: "german.only", localizations: ["de": Localization(value: "Nur Deutsch")]),
      StringEntry(key: "plain", shouldTranslate: true, localizations: ["fr": Localization(value: "Simple")]),
    ]
    let output = codec.write(table, locale: "fr")
    #expect(output.losses.map(\.key) == ["files", "meta"])
    #expect(output.losses.allSatisfy { $0.code == "not-representable" && $0.locale == "fr" })
    let variations = try #require(output.losses.first)
    #expect(variations.message.contains("Write .stringsdict or .xcstrings"), "\(variations.message)")
    let metadata = try #require(output.losses.last)
    for word in [
      "extraction state 'manual'", "'should not translate'", "state 'needs_review'", "translator comment",
      "references",
    ] {
      #expect(metadata.message.contains(word), "\(metadata.message) should name \(word)")
    }
    #expect(metadata.location == SourceLocation(file: "Source.xcstrings", line: 9, column: 5))
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text == "\"meta\" = \"Méta\";\n\n\"plain\" = \"Simple\";\n")
  }
}

@Suite("Apple .strings codec on the Mastodon corpus", .requires(.stringsCorpus))
struct StringsTableCorpusTests {
  static let folder = TestPaths.stringsCorpus + "/mastodon"

  /// The locales of the corpus, from its `.lproj` folders.
  static func locales() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lproj") }
      .map { String($0.dropLast(6)) }.sorted()
  }

  @Test("Every Localizable.strings reads, writes without losses and reads back equal")
  func roundTrip() throws {
    let codec = StringsTable()
    let locales = try Self.locales()
    #expect(locales.count == 31)
    for locale in locales {
      let path = "\(Self.folder)/\(locale).lproj/Localizable.strings"
      let table = try codec.read(TestPaths.bytes(path), file: path, locale: locale)
      #expect(table.entries.count > 300, "\(path) has only \(table.entries.count) entries")
      let output = codec.write(table, locale: locale)
      #expect(output.losses.isEmpty, "\(path): \(output.losses)")
      let again = try codec.read(output.bytes, file: path + " (written)", locale: locale)
      #expect(again == table, "\(path) does not read back equal after writing")
      if again != table { expectNoDifference(again, table) }
    }
  }

  @Test("The French table has the expected entries, values and lines")
  func frenchFacts() throws {
    let path = "\(Self.folder)/fr.lproj/Localizable.strings"
    let table = try StringsTable().read(TestPaths.bytes(path), file: path, locale: "fr")
    #expect(table.entries.count == 614)
    #expect(table.duplicateKeys.isEmpty)
    #expect(table.headers.isEmpty)
    let cancel = try #require(table["Common.Alerts.BoostAPost.Cancel"])
    #expect(cancel.localizations["fr"]?.value == "Annuler")
    #expect(cancel.location == SourceLocation(file: path, line: 4, column: 1))
    #expect(table["Common.Controls.Actions.Cancel"]?.location?.line == 44)
    #expect(table.entries.contains { $0.localizations["fr"]?.value?.contains("\n") == true })
    #expect(table.entries.allSatisfy { $0.comment == nil })
  }
}
