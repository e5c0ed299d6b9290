import CustomDump
import HeraldSyntax
import Testing

@Suite("JSONReader and JSONWriter")
struct JSONReaderTests {
  private func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try JSONReader.parse(Array(text.utf8), file: "t.json")
  }

  @Test("values keep member order, literal numbers and their locations")
  func values() throws {
    let value = try parse("{\n  \"b\": 1.0,\n  \"a\": [true, null, \"x\\u00e9\\n\\ud83d\\ude00\"]\n}")
    let members = try #require(value.objectValue)
    #expect(members.map(\.key) == ["b", "a"])
    #expect(value["b"]?.kind == .number("1.0"))
    #expect(value["b"]?.doubleValue == 1)
    #expect(value["b"]?.location == SourceLocation(file: "t.json", line: 2, column: 8))
    #expect(members[1].keyLocation == SourceLocation(file: "t.json", line: 3, column: 3))
    let array = try #require(value["a"]?.arrayValue)
    #expect(array[0].boolValue == true)
    #expect(array[1].isNull)
    #expect(array[2].stringValue == "xé\n😀")
  }

  @Test(
    "malformed JSON names the line and column",
    arguments: [
      ("{\"a\": }", 1, 7, "expected a value"),
      ("{\"a\": 1,\n \"b\" 2}", 2, 6, "':'"),
      ("[1, 2", 1, 6, "ends inside an array"),
      ("{\"a\": 01}", 1, 7, "leading zeros"),
      ("\"tab\there\"", 1, 5, "control character"),
      ("{} x", 1, 4, "after the JSON value"),
      ("\"\\", 1, 2, "never closed"),  // found by fuzzing: it looped forever
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ reason: String) {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      guard case .malformedJSON(let location, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location.line == line)
      #expect(location.column == column)
      #expect(message.contains(reason), "\(message)")
    }
  }

  @Test("writing then reading gives the same value")
  func roundTrip() throws {
    let text =
      "{\n  \"name\": \"Set 1 star rating\",\n  \"n\": 4.5,\n  \"quote\": \"a\\\"b\\\\c\\u0001\",\n  \"empty\": {},\n  \"list\": [],\n  \"nested\": [\n    {\n      \"ok\": false\n    }\n  ]\n}\n"
    let value = try parse(text)
    let written = JSONWriter().string(from: value)
    expectNoDifference(written, text)
    #expect(try parse(written) == value)
  }

  @Test("the writer's layout options produce Xcode's String Catalog style")
  func xcodeStyle() {
    let writer = JSONWriter(keySeparator: " : ", expandsEmptyObjects: true, trailingNewline: false)
    let text = writer.string(
      from: .object([JSONMember("strings", .object([])), JSONMember("version", .string("1.0"))]))
    #expect(text == "{\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
  }

  @Test("the compact writer puts a value on one line without spaces, and it reads back")
  func compact() throws {
    let value = JSONValue.object([
      JSONMember("a b", .array([.number(1), .string("x\"y\n"), .array([]), .object([])])),
      JSONMember("ok", .bool(false)), JSONMember("none", .null),
    ])
    let text = JSONWriter.compact.string(from: value)
    #expect(text == #"{"a b":[1,"x\"y\n",[],{}],"ok":false,"none":null}"#)
    #expect(try parse(text) == value)
  }

  @Test("numbers made from doubles use their shortest exact form")
  func numbers() {
    #expect(JSONValue.number(44.0).kind == .number("44"))
    #expect(JSONValue.number(45.5).kind == .number("45.5"))
    #expect(JSONValue.number(-0.25).kind == .number("-0.25"))
  }
}
