import CustomDump
import HeraldSyntax
import Testing

@Suite("XMLReader")
struct XMLReaderTests {
  private func parse(_ text: String, file: String = "test.xml") throws(SyntaxError) -> XMLElement {
    try XMLReader.parse(Array(text.utf8), file: file)
  }

  private func error(_ text: String) -> SyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("builds elements with attributes, text, comments and 1-based locations")
  func structure() throws {
    let root = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document version="3.0">
          <!--Your Meals-->
          <scene sceneID="a&amp;b">
              <label text="caf&#233; &#x1F600;"/><string key="text">Hi &lt;there&gt;</string>
          </scene>
      </document>
      """)
    #expect(root.name == "document")
    #expect(root["version"] == "3.0")
    #expect(root.location == SourceLocation(file: "test.xml", line: 2, column: 1))
    #expect(root.children.first == .comment("Your Meals"))
    let scene = try #require(root.child("scene"))
    #expect(scene["sceneID"] == "a&b")
    #expect(scene.location.line == 4)
    #expect(scene.location.column == 5)
    let label = try #require(scene.child("label"))
    #expect(label["text"] == "café 😀")
    #expect(label.location == SourceLocation(file: "test.xml", line: 5, column: 9))
    #expect(scene.child("string", key: "text")?.text == "Hi <there>")
    #expect(scene.elements.map(\.name) == ["label", "string"])
  }

  @Test("columns count characters, not bytes")
  func unicodeColumns() throws {
    let root = try parse("<a>ééé<b/></a>")
    #expect(root.child("b")?.location.column == 7)
  }

  @Test("attribute values normalise line breaks and tabs to spaces, as XML requires")
  func attributeNormalisation() throws {
    let root = try parse("<a t=\"one\ntwo\tthree\" u='x&#10;y'/>")
    #expect(root["t"] == "one two three")
    #expect(root["u"] == "x\ny")
  }

  @Test("a DOCTYPE without an internal subset is skipped, as in property lists")
  func plainDoctype() throws {
    let root = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict/></plist>
      """)
    #expect(root.name == "plist")
  }

  @Test("a billion-laughs entity bomb is refused at its first declaration, before any expansion")
  func billionLaughs() {
    var declarations = "<!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      declarations +=
        "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10)
        + "\">\n"
    }
    let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(declarations)]>\n<lolz>&lol9;</lolz>"
    let refused = error(bomb)
    #expect(refused == .entityDeclaration(SourceLocation(file: "test.xml", line: 3, column: 1), external: false))
    #expect(refused?.description.contains("billion laughs") == true)
  }

  @Test(
    "an external entity is refused and named as one",
    arguments: [
      "<!DOCTYPE document [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><document>&xxe;</document>",
      "<!DOCTYPE document [<!ENTITY % remote SYSTEM \"http://example.invalid/x.dtd\"> %remote;]><document/>",
      "<!DOCTYPE document [<!ENTITY pub PUBLIC \"-//X//EN\" \"http://example.invalid/e\">]><document/>",
    ])
  func externalEntity(_ text: String) {
    guard case .entityDeclaration(_, let external) = error(text) else {
      Issue.record("expected an entity-declaration refusal")
      return
    }
    #expect(external)
  }

  @Test("any other internal DTD subset is refused")
  func internalSubset() {
    #expect(
      error("<!DOCTYPE a [<!ATTLIST a b CDATA \"c\">]><a/>")
        == .internalSubset(SourceLocation(file: "test.xml", line: 1, column: 1)))
  }

  @Test("an undefined entity reference is an error at its position")
  func undefinedEntity() {
    #expect(
      error("<a>\n  <b c=\"&nbsp;\"/></a>")
        == .undefinedEntity(SourceLocation(file: "test.xml", line: 2, column: 9), name: "nbsp"))
  }

  @Test(
    "malformed documents report the line and column of the problem",
    arguments: [
      ("<a><b></a>", 1, 7, "does not match <b>"),
      ("<a>\n<b>\n", 2, 1, "never closed"),
      ("<a x=1/>", 1, 6, "must be quoted"),
      ("<a x=\"1\" x=\"2\"/>", 1, 10, "appears twice"),
      ("<a/><b/>", 1, 5, "second root"),
      ("text", 1, 1, "text before the root"),
      ("<a>&</a>", 1, 4, "not the start of an entity"),
      ("<a><!-- open</a>", 1, 4, "never closed by '-->'"),
      ("", 1, 1, "no root element"),
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ reason: String) {
    guard case .malformedXML(let location, let message) = error(text) else {
      Issue.record("expected malformedXML for \(text)")
      return
    }
    #expect(location.line == line)
    #expect(location.column == column)
    #expect(message.contains(reason), "\(message)")
  }

  @Test("an encoding other than UTF-8 or UTF-16 is refused with advice")
  func encoding() {
    let refused = error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>")
    #expect(
      refused == .unsupportedEncoding(SourceLocation(file: "test.xml", line: 1, column: 1), encoding: "ISO-8859-1"))
    #expect(refused?.description.contains("Save the file as UTF-8") == true)
  }

  @Test("an XML declaration whose encoding has no quoted value is malformed, not a crash (found by fuzzing)")
  func encodingWithoutQuotes() {
    guard case .malformedXML(let location, let message) = error("<?xml version=\"1.0\" encoding=UTF-8?><a/>") else {
      Issue.record("expected malformed XML")
      return
    }
    #expect(location.column == 21)
    #expect(message.contains("encoding=\"UTF-8\""), "\(message)")
  }

  @Test("UTF-16 with a byte-order mark is read")
  func utf16() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "<a t=\"é\"/>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try XMLReader.parse(bytes, file: "x")["t"] == "é")
  }

  @Test("nesting deeper than the limit is refused instead of exhausting memory")
  func depth() {
    let deep =
      String(repeating: "<a>", count: XMLReader.maximumDepth + 1)
      + String(repeating: "</a>", count: XMLReader.maximumDepth + 1)
    guard case .nestingTooDeep(_, let limit) = error(deep) else {
      Issue.record("expected nestingTooDeep")
      return
    }
    #expect(limit == XMLReader.maximumDepth)
  }

  @Test("CDATA keeps markup characters as text")
  func cdata() throws {
    #expect(try parse("<a><![CDATA[<b>&amp;</b>]]></a>").text == "<b>&amp;</b>")
  }
}

@Suite("XML attributes")
struct XMLAttributeTests {
  @Test("A repeated attribute is refused among few and among many attributes", arguments: [2, 15, 16, 17, 40])
  func repeated(count: Int) throws {
    let attributes = (0..<count).map { " a\($0)=\"v\"" }.joined()
    let text = "<e\(attributes) a\(count - 1)=\"again\"/>"
    #expect(throws: SyntaxError.self) { try XMLReader.parse(Array(text.utf8), file: "f.xml") }
    let distinct = "<e\(attributes)/>"
    let root = try XMLReader.parse(Array(distinct.utf8), file: "f.xml")
    #expect(root.attributes.count == count)
  }
}
