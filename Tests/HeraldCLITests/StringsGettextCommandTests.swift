import Foundation
import HeraldTestSupport
import Testing

/// `herald strings convert` and `check` on a `po/` folder written for these tests: what gettext's
/// own tools would make of it.
@Suite("herald strings on a po/ folder")
struct StringsGettextCommandTests {
  static func po(_ language: String, _ forms: String, _ body: String) -> String {
    """
    # \(language) translation.
    msgid ""
    msgstr ""
    "Language: \(language)\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: \(forms)\\n"

    \(body)
    """
  }

  static let folder: [String: String] = [
    "po/pt_BR.po": po(
      "pt_BR", "nplurals=2; plural=(n > 1);",
      """
      msgctxt "Noun"
      msgid "Open"
      msgstr "Aberto"

      msgctxt "Noun"
      msgid "Close"
      msgstr "Fechamento"

      #, c-format
      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d arquivo"
      msgstr[1] "%d arquivos"
      """),
    "po/sr@latin.po": po(
      "sr@latin",
      "nplurals=4; plural=n==1? 3 : n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;",
      """
      msgctxt "Noun"
      msgid "Open"
      msgstr "Otvoreno"

      #, c-format
      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d datoteka"
      msgstr[1] "%d datoteke"
      msgstr[2] "%d datoteka"
      msgstr[3] "Jedna datoteka"
      """),
    "po/ca@valencia.po": po("ca@valencia", "nplurals=2; plural=n != 1;", "msgid \"Quit\"\nmsgstr \"Ix\"\n"),
  ]

  @Test("a po/ folder converted to gettext keeps each file's name, header, entries and plural forms")
  func folderRoundTrip() throws {
    let directory = try temporaryDirectory(Self.folder)
    let run = try Herald.run(in: directory, ["strings", "convert", "po", "--to", "gettext", "--output", "out"])
    #expect(run.status == 0, "\(run.errors)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/out").sorted()
    #expect(names == ["ca@valencia.po", "pt_BR.po", "sr@latin.po"])
    for (path, text) in Self.folder {
      let written = try String(contentsOfFile: directory + "/out/" + path.dropFirst(3), encoding: .utf8)
      #expect(written == text + (text.hasSuffix("\n") ? "" : "\n"), "\(path)")
    }
  }

  @Test("entries sharing a msgctxt but not a msgid stay apart through XLIFF and String Catalogs; both keep the forms")
  func contextsThroughOtherFormats() throws {
    let directory = try temporaryDirectory(Self.folder)
    for format in ["xliff", "xcstrings"] {
      let file = "All." + format
      let there = try Herald.run(in: directory, ["strings", "convert", "po", "--to", format, "--output", file])
      #expect(there.status == 0, "\(there.errors)")
      let back = try Herald.run(in: directory, ["strings", "convert", file, "--to", "gettext", "--output", format])
      #expect(back.status == 0, "\(back.errors)")
      let portuguese = try String(contentsOfFile: directory + "/\(format)/pt_BR.po", encoding: .utf8)
      #expect(portuguese.contains("msgctxt \"Noun\"\nmsgid \"Open\"\nmsgstr \"Aberto\""), "\(format)")
      #expect(portuguese.contains("msgctxt \"Noun\"\nmsgid \"Close\"\nmsgstr \"Fechamento\""), "\(format)")
      // Each keeps each file's header (a String Catalog in Herald's members headers and
      // localeHeaders), and so the four forms its own Plural-Forms numbers.
      let serbian = try String(contentsOfFile: directory + "/\(format)/sr@latin.po", encoding: .utf8)
      #expect(serbian.contains("msgstr[3] \"Jedna datoteka\""), "\(format)")
      #expect(serbian.hasPrefix("# sr@latin translation."), "\(format)")
      #expect(!back.errors.contains("the file's own plural forms"), "\(format): \(back.errors)")
    }
  }

  @Test("a form beyond CLDR's categories is named on standard error by a format that cannot carry it")
  func formsOtherFormatsCannotCarry() throws {
    let directory = try temporaryDirectory(Self.folder)
    let run = try Herald.run(in: directory, ["strings", "convert", "po", "--to", "strings", "--output", "out"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("strings cannot hold the gettext forms msgstr[3] \"Jedna datoteka\""), "\(run.errors)")
    let catalog = try Herald.run(
      in: directory, ["strings", "convert", "po", "--to", "xcstrings", "--output", "All.xcstrings"])
    #expect(!catalog.errors.contains("gettext forms"))
  }

  @Test(
    "gettext's fatal errors are errors with file:line, and convert then writes nothing",
    arguments: [
      ("nplurals=2; plural=(n != ;", "msgid \"a\"\nmsgstr \"b\"\n", 6, "does not parse"),
      ("nplurals=40; plural=(n != 1);", "msgid \"a\"\nmsgstr \"b\"\n", 6, "over Herald's limit"),
      (
        "nplurals=2; plural=(n != 1);", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[5] \"d\"\n", 11,
        "msgstr[1] was expected"
      ),
      (
        "nplurals=2; plural=(n != 1);",
        "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\nmsgstr[2] \"e\"\n", 12,
        "nplurals=2"
      ),
    ])
  func fatal(forms: String, body: String, line: Int, reason: String) throws {
    var files = Self.folder
    files["po/de.po"] = Self.po("de", forms, body)
    let directory = try temporaryDirectory(files)
    let run = try Herald.run(in: directory, ["strings", "convert", "po", "--to", "gettext", "--output", "out"])
    #expect(run.status != 0)
    #expect(run.errors.contains("po/de.po:\(line):"), "\(run.errors)")
    #expect(run.errors.contains(reason), "\(run.errors)")
    #expect(run.errors.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
  }

  @Test("check names each finding's own file, never a glob, and counts untranslated strings per locale")
  func checkFiles() throws {
    var files = Self.folder
    files["po/de.po"] = Self.po(
      "de", "nplurals=2; plural=(n != 1);",
      """
      msgctxt "Noun"
      msgid "Open"
      msgstr ""

      #, fuzzy, c-format
      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d Datei %s"
      msgstr[1] "%d Dateien"
      """)
    let directory = try temporaryDirectory(files)
    let run = try Herald.run(in: directory, ["strings", "check", "po", "--format", "json"])
    #expect(!run.output.contains("*"), "\(run.output)")
    #expect(run.output.contains("\"untranslated\""))
    #expect(run.output.contains("po/de.po"))
    // The fuzzy entry's added %s is not checked unless asked.
    #expect(!run.output.contains("placeholder-added"))
    let fuzzy = try Herald.run(in: directory, ["strings", "check", "po", "--include-fuzzy", "--format", "json"])
    #expect(fuzzy.output.contains("placeholder-added"))
  }
}
