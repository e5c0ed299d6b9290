import Testing

@testable import HeraldStrings

@Suite("gettext continuation lines")
struct GettextContinuationTests {
  @Test("An entry of 100,000 continuation lines reads whole (appending used to copy the string per line)")
  func manyContinuationLines() throws {
    let lines = 100_000
    var text = "msgid \"\"\n"
    for index in 0..<lines { text += "\"k\(index % 10)\"\n" }
    text += "msgstr \"\"\n"
    for index in 0..<lines { text += "\"v\(index % 10)\"\n" }
    var parser = GettextParser(file: "long.po")
    let entries = try parser.parse(Array(text.utf8))
    let entry = try #require(entries.first)
    #expect(entries.count == 1)
    #expect(entry.msgid?.count == 2 * lines)
    #expect(entry.msgid?.hasPrefix("k0k1k2") == true)
    #expect(entry.msgstr?.count == 2 * lines)
    #expect(entry.msgstr?.hasSuffix("v8v9") == true)
  }

  @Test("Plural forms and contexts continue too")
  func pluralAndContext() throws {
    let text = """
      msgctxt "a"
      "b"
      msgid "one"
      msgid_plural "many"
      " more"
      msgstr[0] "x"
      "y"
      msgstr[1] "z"

      """
    var parser = GettextParser(file: "plural.po")
    let entry = try #require(try parser.parse(Array(text.utf8)).first)
    #expect(entry.msgctxt == "ab")
    #expect(entry.msgidPlural == "many more")
    #expect(entry.pluralForms.map(\.text) == ["xy", "z"])
  }
}
