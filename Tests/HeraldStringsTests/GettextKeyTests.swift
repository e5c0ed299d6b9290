import CustomDump
import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// gettext as a bridge: the keys that go in come back (``GettextKey``).
@Suite("gettext key mapping")
struct GettextKeyTests {
  let codec = GettextTable()

  /// A table keyed by ids, as Android resources and `.strings` files are, in English and French.
  static let table = StringTable(
    sourceLanguage: "en",
    entries: [
      StringEntry(
        key: "a11y_add_avatar", comment: "Button",
        localizations: [
          "en": Localization(value: "Add avatar", state: "translated"),
          "fr": Localization(value: "Ajouter un avatar", state: "translated"),
        ]),
      StringEntry(
        key: "num_episodes",
        localizations: [
          "en": Localization(
            variations: Variations(
              selector: .plural,
              cases: [
                "one": Localization(value: "%d episode", state: "translated"),
                "other": Localization(value: "%d episodes", state: "translated"),
              ])),
          "fr": Localization(
            variations: Variations(
              selector: .plural,
              cases: [
                "one": Localization(value: "%d épisode", state: "translated"),
                "many": Localization(value: "%d d’épisodes", state: "translated"),
                "other": Localization(value: "%d épisodes", state: "translated"),
              ])),
        ]),
      StringEntry(
        key: "Hello",
        localizations: [
          "en": Localization(value: "Hello", state: "translated"),
          "fr": Localization(value: "Bonjour", state: "translated"),
        ]),
    ])

  func roundTrip(_ table: StringTable, locale: String) throws -> (StringTable, TableOutput) {
    let output = codec.write(table, locale: locale)
    return (try codec.read(output.bytes, file: "\(locale).po", locale: locale), output)
  }

  @Test("Ids are written as msgctxt under an X-Herald-Key header and read back as the same keys")
  func idsComeBack() throws {
    for locale in ["en", "fr"] {
      let (again, output) = try roundTrip(Self.table, locale: locale)
      let text = String(decoding: output.bytes, as: UTF8.self)
      #expect(text.contains("\"X-Herald-Key: msgctxt\\n\""))
      #expect(text.contains("msgctxt \"a11y_add_avatar\"\nmsgid \"Add avatar\"\n"))
      #expect(!text.contains("msgctxt \"Hello\""), "a key that is its source text needs no context")
      #expect(again.entries.map(\.key) == ["a11y_add_avatar", "num_episodes", "Hello"])
      #expect(again.entries.allSatisfy { $0.context == nil })
      #expect(output.losses.filter { $0.severity != .info }.isEmpty, "\(output.losses)")
      #expect(output.losses.contains { $0.code == "restructured" && $0.message.contains("X-Herald-Key") })
      expectNoDifference(
        again.entries.map { $0.localizations[locale] }, Self.table.entries.map { $0.localizations[locale] })
    }
    // The source-language file's msgid is its translation: no msgid members to carry into other formats.
    let (english, _) = try roundTrip(Self.table, locale: "en")
    #expect(english.entries.allSatisfy { $0.extra.isEmpty }, "\(english.entries.map(\.extra))")
  }

  @Test("A file without the header keeps gettext's own keys: msgctxt U+0004 msgid")
  func gettextOwnKeys() throws {
    let po = "msgctxt \"menu\"\nmsgid \"Open\"\nmsgstr \"Ouvrir\"\n"
    let table = try codec.read(Array(po.utf8), file: "fr.po", locale: "fr")
    #expect(table.entries.map(\.key) == ["menu\u{04}Open"])
    #expect(table.entries.first?.context == "menu")
    let (again, output) = try roundTrip(table, locale: "fr")
    #expect(!String(decoding: output.bytes, as: UTF8.self).contains("X-Herald-Key"))
    #expect(again.entries.map(\.key) == ["menu\u{04}Open"])
  }

  @Test("An entry whose key the chosen mapping cannot give back is named with the key it reads back as")
  func mixedKeysAreNamed() throws {
    var table = Self.table
    table.entries.append(
      StringEntry(
        key: "menu\u{04}Open", context: "menu",
        localizations: ["en": Localization(value: "Open"), "fr": Localization(value: "Ouvrir")]))
    let (again, output) = try roundTrip(table, locale: "fr")
    #expect(again.entries.map(\.key) == ["a11y_add_avatar", "num_episodes", "Hello", "menu"])
    let loss = try #require(output.losses.first { $0.key == "menu\u{04}Open" })
    #expect(loss.code == "not-representable")
    #expect(loss.message.contains("reads back as 'menu'"), "\(loss.message)")
  }

  @Test("gettext's tools accept the header: msgfmt --check passes and msgcat keeps it")
  func gettextToolsAccept() throws {
    guard GettextTools.isInstalled else {
      Issue.record("msgcat, msgattrib or msgfmt is missing: run make test-deps")
      return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-gettext-key-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("fr.po").path
    try Data(codec.write(Self.table, locale: "fr").bytes).write(to: URL(fileURLWithPath: path))
    #expect(try GettextTools.checks(path))
    #expect(try GettextTools.canonical(path).contains("X-Herald-Key: msgctxt"))
  }
}
