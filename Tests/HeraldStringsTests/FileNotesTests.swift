import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// Each `.po` of a folder keeps its own comments, flags and obsolete messages through every bridge
/// (``FileNotes``), or the bridge names what it drops, per file and entry.
@Suite("per-file notes of gettext folders")
struct FileNotesTests {
  /// A French and a Hebrew file of one project: each has its own translator comment on "Open",
  /// its own flags on "%d files", its own references; "Old" is obsolete in French only; "Hebrew
  /// only" is a message of the Hebrew file alone.
  static let files: [String: String] = [
    "fr.po": """
    msgid ""
    msgstr ""
    "Language: fr\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

    # Relu par Marie.
    #. Menu item
    #: src/menu.c:10
    msgid "Open"
    msgstr "Ouvrir"

    #: src/list.c:4
    #, c-format
    msgid "%d file"
    msgid_plural "%d files"
    msgstr[0] "%d fichier"
    msgstr[1] "%d fichiers"

    #~ msgid "Old"
    #~ msgstr "Ancien"

    """,
    "he.po": """
    msgid ""
    msgstr ""
    "Language: he\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

    #. Menu item
    #: src/menu.c:12
    msgid "Open"
    msgstr "פתח"

    #: src/list.c:4
    #, c-format, no-wrap
    msgid "%d file"
    msgid_plural "%d files"
    msgstr[0] ""
    msgstr[1] ""

    msgid "Old"
    msgstr "ישן"

    # Only here.
    msgid "Hebrew only"
    msgstr ""

    """,
  ]

  /// The folder of ``files``.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("herald-notes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name)) }
    return path
  }

  /// The text of `name` among `files`.
  static func text(_ name: String, in files: [TableLayout.File]) -> String? {
    files.first { $0.path == name }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test("Merged, each locale keeps its file's notes, and the entry's own fields take none of them")
  func mergedPerLocale() throws {
    let loaded = StringTableReader().load(paths: [try Self.folder()])
    #expect(loaded.errors.isEmpty)
    let table = try #require(loaded.groups.first?.table)
    let open = try #require(table["Open"])
    #expect(open.translatorComment == nil)
    #expect(open.fileNotes["fr"]?.translatorComment == "Relu par Marie.")
    #expect(open.fileNotes["he"]?.translatorComment == nil)
    #expect(open.fileNotes["fr"]?.references == ["src/menu.c:10"])
    #expect(open.fileNotes["he"]?.references == ["src/menu.c:12"])
    let plural = try #require(table["%d file"])
    #expect(plural.fileNotes["fr"]?.flags == ["c-format"])
    #expect(plural.fileNotes["he"]?.flags == ["c-format", "no-wrap"])
    let old = try #require(table["Old"])
    #expect(old.fileNotes["fr"]?.isObsolete == true)
    #expect(old.fileNotes["he"]?.isObsolete == false)
    #expect(old.extractionState == nil, "live in the Hebrew file, the entry is not stale")
    #expect(table["Hebrew only"]?.fileNotes.keys.sorted() == ["he"])
  }

  @Test("To gettext directly and through XLIFF, each file is written back as msgcat sees the original, in its order")
  func throughXLIFF() throws {
    try #require(GettextTools.isInstalled)
    let input = try Self.folder()
    let xliff = TableConversion(to: .xliff).convert(paths: [input])
    #expect(xliff.errors.isEmpty)
    let output = try GettextCorpusTests.temporaryFolder()
    try GettextCorpusTests.write(xliff.files, to: output)
    let direct = TableConversion(to: .gettext).convert(paths: [input])
    let back = TableConversion(to: .gettext).convert(paths: [output + "/" + (xliff.files.first?.path ?? "")])
    #expect(back.errors.isEmpty, "\(back.errors)")
    for (label, result) in [("directly", direct), ("through XLIFF", back)] {
      let folder = try GettextCorpusTests.temporaryFolder()
      try GettextCorpusTests.write(result.files, to: folder)
      for name in Self.files.keys.sorted() {
        #expect(
          try GettextTools.canonical(folder + "/" + name, sorted: false)
            == GettextTools.canonical(input + "/" + name, sorted: false), "\(name) \(label)")
      }
    }
    let french = try #require(Self.text("fr.po", in: back.files))
    #expect(!french.contains("Hebrew only"), "a message of the Hebrew file only is not added to the French one")
    #expect(!french.contains("no-wrap"))
  }

  @Test(
    "A format without files per locale names each file's notes it drops, and withholds a translation obsolete in its file"
  )
  func namedWhereDropped() throws {
    let input = try Self.folder()
    let catalog = TableConversion(to: .xcstrings).convert(paths: [input])
    #expect(catalog.errors.isEmpty)
    let text = try #require(catalog.files.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(!text.contains("Ancien"), "obsolete in the French file, the translation would be live in a catalog")
    #expect(text.contains("ישן"))
    let open = catalog.losses.filter { $0.key == "Open" && $0.message.contains("own file") }
    #expect(open.map(\.locale) == ["fr", "he"])
    #expect(open.first?.message.contains("the translator comment its locale's own file gives") == true)
    #expect(open.last?.message.contains("the references its locale's") == true, "the entry keeps the French file's")
    // Worded alike, one entry's locales are reported once.
    let flags = catalog.losses.filter { $0.key == "%d file" && $0.message.contains("the flags its locale's own file") }
    #expect(flags.count == 1)
    #expect(flags.first?.message.hasSuffix("(2 locales: fr, he)") == true)
    #expect(catalog.losses.contains { $0.key == "Old" && $0.locale == "fr" && $0.message.contains("obsolete (#~)") })

    let android = TableConversion(to: .android).convert(paths: [input])
    let french = try #require(Self.text("values-fr/strings.xml", in: android.files))
    #expect(!french.contains("Ancien"))
    #expect(android.losses.contains { $0.locale == "fr" && $0.message.contains("translator comment") })
  }

  @Test("Notes survive their JSON members, and members that are not notes are refused")
  func members() {
    let entry = StringEntry(key: "Open", comment: "Menu item", references: ["a.c:1"])
    let notes = FileNotes(
      translatorComment: "Relu", comment: nil, references: ["b.c:2"], flags: ["c-format"], previous: "msgid \"Opn\"",
      isObsolete: true, emptyForms: 3)
    let members = notes.members(beside: entry)
    #expect(members.contains { $0.key == "comment" && $0.value.kind == .null }, "no comment where the entry has one")
    #expect(FileNotes(members: members, beside: entry) == notes)
    let same = FileNotes(comment: "Menu item", references: ["a.c:1"])
    #expect(same.members(beside: entry).isEmpty, "the entry's comment and references are not repeated")
    #expect(FileNotes(members: [], beside: entry) == same)
    #expect(FileNotes(members: [.init("flags", .bool(true))], beside: entry) == nil)
    #expect(FileNotes(members: [.init("color", .string("red"))], beside: entry) == nil)
  }
}
