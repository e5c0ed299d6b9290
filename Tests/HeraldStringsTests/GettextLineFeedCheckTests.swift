import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// msgfmt's line-feed rule, checked before writing and compared with `msgfmt --check` itself.
@Suite("gettext: msgfmt's line-feed rule before writing")
struct GettextLineFeedCheckTests {
  /// Messages msgfmt refuses or accepts for their line feeds (translated, fuzzy, untranslated,
  /// plural, and a message whose msgid is empty).
  static let po = #"""
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    msgid "a\n"
    msgstr "b"

    msgid "\nc"
    msgstr "d"

    #, fuzzy
    msgid "e\n"
    msgstr "f"

    msgid "g\n"
    msgstr ""

    msgid "h\n"
    msgid_plural "hs"
    msgstr[0] "i\n"
    msgstr[1] "j\n"

    msgid "k\n"
    msgid_plural "ks\n"
    msgstr[0] "l\n"
    msgstr[1] ""

    msgid "m\n"
    msgstr "n\n"

    """#

  @Test("Writing names each message msgfmt --check refuses for its line feeds, with msgfmt's words")
  func sameAsMsgfmt() throws {
    guard GettextTools.isInstalled else {
      Issue.record("msgcat, msgattrib or msgfmt is missing: run make test-deps")
      return
    }
    let table = try GettextTable().read(Array(Self.po.utf8), file: "en_GB.po", locale: "en-GB")
    let output = GettextTable().write(table, locale: "en-GB")
    let directory = try temporaryDirectory(["en_GB.po": String(decoding: output.bytes, as: UTF8.self)])
    let run = try GettextTools.shell(
      "msgfmt --check -o /dev/null \(GettextTools.quoted(directory + "/en_GB.po")) 2>&1")
    let refused = run.output.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: ": '") else { return nil }
      return String(line[line.index(after: range.lowerBound)...]).trimmingCharacters(in: .whitespaces)
    }
    #expect(refused.count == 4, "\(run.output)")
    let warned = output.losses.filter { $0.code == "msgfmt-check" }
    #expect(warned.map(\.key) == ["a\n", "\nc", "h\n", "k\n"])
    for message in refused {
      #expect(warned.contains { $0.message.contains(message) }, "\(message) is not named: \(warned.map(\.message))")
    }
  }

  @Test("An Android translation without its source's final line feed is named when written to .po")
  func carriedFromAnotherFormat() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(
          key: "intro",
          localizations: ["en": Localization(value: "Hello\n"), "fr": Localization(value: "Bonjour")])
      ])
    let output = GettextTable().write(table, locale: "fr")
    let loss = output.losses.first { $0.code == "msgfmt-check" }
    #expect(loss?.message.contains("'msgid' and 'msgstr' entries do not both end with '\\n'") == true)
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("msgstr \"Bonjour\""))
  }
}
