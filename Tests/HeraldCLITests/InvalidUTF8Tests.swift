import Foundation
import HeraldTestSupport
import Testing

/// Invalid UTF-8 (a Latin-1 "é") is an error with file:line:column in every format, exit 2.
@Suite("Invalid UTF-8 in every format")
struct InvalidUTF8Tests {
  /// A fixture per format: the command that reads it, the file's text before and after the bad
  /// byte, and where the byte is.
  static let fixtures: [(command: String, name: String, before: String, after: String, place: String)] = [
    (
      "tree", "Main.storyboard",
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n<scenes/><!-- caf",
      " --></document>\n", "2:18"
    ),
    (
      "tree", "Screen.json",
      "{\"herald\": \"tree\", \"version\": 1,\n \"scenes\": [{\"id\": \"s\", \"name\": \"caf",
      "\", \"root\": {\"id\": \"r\", \"role\": \"view\"}}]}\n", "2:37"
    ),
    ("strings", "Localizable.xcstrings", "{\"sourceLanguage\": \"en\",\n \"strings\": {\"caf", "\": {}}}\n", "2:18"),
    ("strings", "strings.xml", "<resources>\n  <string name=\"a\">caf", "</string>\n</resources>\n", "2:23"),
    (
      "strings", "fr.xliff",
      "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"fr\">\n<body><!-- caf",
      " --></body></file></xliff>\n", "2:15"
    ),
    ("strings", "fr.po", "msgid \"\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstr \"caf", "\"\n", "5:12"),
  ]

  @Test("each reader names the file, line and column and exits 2", arguments: fixtures.indices)
  func invalid(index: Int) throws {
    let fixture = Self.fixtures[index]
    let directory = try temporaryDirectory([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/" + fixture.name
    try Data(Array(fixture.before.utf8) + [0xE9] + Array(fixture.after.utf8)).write(to: URL(fileURLWithPath: path))
    let arguments = fixture.command == "tree" ? ["tree", path] : ["strings", "check", path]
    let run = try Herald.run(in: directory, arguments)
    #expect(run.status == 2)
    #expect(
      (run.output + run.errors).contains("\(path):\(fixture.place): error: the text is not valid UTF-8 (byte 0xE9"),
      "\(run.output)\(run.errors)")
  }

  @Test("a .po file in ISO-8859-1 is decoded; an unknown charset is refused")
  func gettextCharset() throws {
    let directory = try temporaryDirectory([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=%@\\n\"\n\nmsgid \"a\"\nmsgstr \"caf"
    for charset in ["ISO-8859-1", "KOI8-R"] {
      let bytes = Array(header.replacingOccurrences(of: "%@", with: charset).utf8) + [0xE9] + Array("\"\n".utf8)
      try Data(bytes).write(to: URL(fileURLWithPath: directory + "/\(charset).po"))
    }
    let latin1 = try Herald.run(in: directory, ["strings", "convert", "ISO-8859-1.po", "--to", "gettext"])
    #expect(latin1.status == 0)
    #expect(latin1.output.contains("msgstr \"café\""))
    #expect(latin1.output.contains("charset=UTF-8"))
    let unknown = try Herald.run(in: directory, ["strings", "convert", "KOI8-R.po", "--to", "gettext"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.contains("KOI8-R.po:3:28: error: the header declares charset=KOI8-R, which Herald does not read"))
  }

  @Test("a YAML configuration with invalid UTF-8 names its line and column")
  func yaml() throws {
    let directory = try temporaryDirectory([
      "Screen.json": """
      {"herald": "tree", "version": 1, "platform": "ios", "scenes": [
        {"id": "s", "name": "Main", "root": {"id": "root", "role": "view"}}]}
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let bytes = Array("locale: en\n# caf".utf8) + [0xE9] + Array("\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/config.yml"))
    let run = try Herald.run(in: directory, ["audit", "Screen.json", "--config", "config.yml"])
    #expect(run.status == 2)
    #expect(run.errors.contains("config.yml:2:6: error: the text is not valid UTF-8 (byte 0xE9"), "\(run.errors)")
  }

  @Test("Android XML declaring ISO-8859-1 is refused; .po escapes that make invalid UTF-8 are errors")
  func declaredAndEscaped() throws {
    let directory = try temporaryDirectory([
      "strings.xml": "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources/>\n",
      "fr.po": "msgid \"a\"\nmsgstr \"caf\\351\"\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let android = try Herald.run(in: directory, ["strings", "check", "strings.xml"])
    #expect(android.status == 2)
    #expect((android.output + android.errors).contains("strings.xml:1:1: error: unsupported encoding 'ISO-8859-1'"))
    let po = try Herald.run(in: directory, ["strings", "check", "fr.po"])
    #expect(po.status == 2)
    #expect((po.output + po.errors).contains("fr.po:2:8: error: the string's octal or hex escapes"))
  }
}
