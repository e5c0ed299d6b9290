import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// A String Catalog keeps the headers of the tables it was converted from, so that each `.po`
/// comes back with its own header and the plural forms only its own `Plural-Forms` numbers.
@Suite("String Catalogs keep the headers of gettext files")
struct CatalogHeadersTests {
  /// Hebrew's four forms (two of them CLDR's `other`) and French's two, each file with its own
  /// header comment and header fields.
  static let files: [String: String] = [
    "he.po": """
    # Hebrew translation.
    # Yosef <yosef@example.org>, 2026.
    #
    msgid ""
    msgstr ""
    "Project-Id-Version: clock\\n"
    "Last-Translator: Yosef <yosef@example.org>\\n"
    "Language: he\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3);\\n"

    msgid "Open"
    msgstr "פתח"

    msgid "%d hour"
    msgid_plural "%d hours"
    msgstr[0] "שעה"
    msgstr[1] "שעתיים"
    msgstr[2] "%d שעה"
    msgstr[3] "%d שעות"

    """,
    "fr.po": """
    # French translation.
    msgid ""
    msgstr ""
    "Project-Id-Version: clock\\n"
    "Language: fr\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

    msgid "Open"
    msgstr "Ouvrir"

    msgid "%d hour"
    msgid_plural "%d hours"
    msgstr[0] "%d heure"
    msgstr[1] "%d heures"

    """,
  ]

  static func folder() throws -> String {
    let path = try GettextCorpusTests.temporaryFolder()
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name)) }
    return path
  }

  @Test("po/ → .xcstrings → .po: each file is msgcat's same file, its own header and all four Hebrew forms")
  func throughCatalog() throws {
    try #require(GettextTools.isInstalled)
    let input = try Self.folder()
    let catalog = TableConversion(to: .xcstrings).convert(paths: [input])
    #expect(catalog.errors.isEmpty, "\(catalog.errors)")
    let middle = try GettextCorpusTests.temporaryFolder()
    try GettextCorpusTests.write(catalog.files, to: middle)
    let back = TableConversion(to: .gettext).convert(paths: [middle + "/" + (catalog.files.first?.path ?? "")])
    #expect(back.errors.isEmpty, "\(back.errors)")
    #expect(!back.losses.contains { $0.message.contains("plural forms") }, "\(back.losses.map(\.message))")
    let output = try GettextCorpusTests.temporaryFolder()
    try GettextCorpusTests.write(back.files, to: output)
    for name in Self.files.keys.sorted() {
      #expect(
        try GettextTools.canonical(output + "/" + name, sorted: true)
          == GettextTools.canonical(input + "/" + name, sorted: true), "\(name)")
    }
  }

  @Test("The catalog's header members read back as the table's headers; Xcode's catalogs get none")
  func members() throws {
    let loaded = StringTableReader().load(paths: [try Self.folder()])
    let table = try #require(loaded.groups.first?.table)
    #expect(table.localeHeaders.keys.sorted() == ["fr", "he"])
    let bytes = XCStringsTable().write(table, locale: "en").bytes
    let read = try XCStringsTable().read(bytes, file: "Localizable.xcstrings", locale: "en")
    #expect(read.headers == table.headers)
    #expect(read.localeHeaders == table.localeHeaders)
    #expect(read.extra.isEmpty, "\(read.extra.map { $0.key })")
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"localeHeaders\" : {"))
    let plain = StringTable(sourceLanguage: "en", entries: [StringEntry(key: "Open")])
    #expect(!String(decoding: XCStringsTable().write(plain, locale: "en").bytes, as: UTF8.self).contains("eaders"))
  }

  @Test("A member named headers that Herald did not write is kept as it is, not taken for headers")
  func foreignMember() throws {
    let text = """
      {
        "headers" : "not a list of pairs",
        "localeHeaders" : {
          "fr" : [
            [
              "Language"
            ]
          ]
        },
        "sourceLanguage" : "en",
        "strings" : {

        },
        "version" : "1.0"
      }
      """
    let table = try XCStringsTable().read(Array(text.utf8), file: "Foreign.xcstrings", locale: "en")
    #expect(table.headers.isEmpty && table.localeHeaders.isEmpty)
    #expect(table.extra.map(\.key) == ["headers", "localeHeaders"])
    #expect(String(decoding: XCStringsTable().write(table, locale: "en").bytes, as: UTF8.self) == text)
    // Empty ones are not Herald's either: it writes none.
    let empty = try XCStringsTable().read(
      Array(#"{"headers":[],"localeHeaders":{},"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8),
      file: "Empty.xcstrings", locale: "en")
    #expect(empty.extra.map(\.key) == ["headers", "localeHeaders"])
    // Beside a foreign member of that name, the table's own headers are named as not written.
    var both = table
    both.headers = [TableHeader(name: "Language", value: "fr")]
    let output = XCStringsTable().write(both, locale: "en")
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("not a list of pairs"))
    #expect(output.losses.contains { $0.message.contains("the tables' headers (headers)") })
  }
}
