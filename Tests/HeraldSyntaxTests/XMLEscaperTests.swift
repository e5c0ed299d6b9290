import HeraldSyntax
import Testing

@Suite("XMLEscaper")
struct XMLEscaperTests {
  @Test("text and attribute values are escaped so that a reader gets them back")
  func escapes() throws {
    let value = "a & b < c > d \"e\" 'f'\tg\nh\ri"
    #expect(XMLEscaper.text(value).text == "a &amp; b &lt; c &gt; d \"e\" 'f'\tg\nh&#13;i")
    #expect(XMLEscaper.attribute(value).text == "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'&#9;g&#10;h&#13;i")
    let document = "<r a=\"\(XMLEscaper.attribute(value).text)\">\(XMLEscaper.text(value).text)</r>"
    let root = try XMLReader.parse(Array(document.utf8), file: "t.xml", keepsWhitespace: true)
    #expect(root["a"] == value)
    #expect(root.text == value)
  }

  @Test("characters XML 1.0 forbids are never written and are returned in order")
  func forbidden() {
    let escaped = XMLEscaper.attribute("x\u{1}y\u{FFFE}z\u{1F}\u{FFFF}\u{10FFFF}\u{D7FF}")
    #expect(escaped.text == "xyz\u{10FFFF}\u{D7FF}")
    #expect(escaped.dropped == ["\u{1}", "\u{FFFE}", "\u{1F}", "\u{FFFF}"])
    #expect(XMLEscaper.text("clean").dropped.isEmpty)
  }

  @Test(
    "the Char production of XML 1.0",
    arguments: [
      (0x8, false), (0x9, true), (0xA, true), (0xB, false), (0xD, true), (0x1F, false), (0x20, true),
      (0xD7FF, true), (0xE000, true), (0xFFFD, true), (0xFFFE, false), (0xFFFF, false), (0x10000, true),
    ])
  func allowed(value: UInt32, isAllowed: Bool) throws {
    #expect(XMLEscaper.isAllowed(try #require(Unicode.Scalar(value))) == isAllowed)
  }
}
