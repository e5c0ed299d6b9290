import CustomDump
import HeraldSyntax
import Testing

@Suite("YAMLReader")
struct YAMLReaderTests {
  private func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try YAMLReader.parse(text, file: "t.yaml")
  }

  private func at(_ line: Int, _ column: Int) -> HeraldSyntax.SourceLocation {
    SourceLocation(file: "t.yaml", line: line, column: column)
  }

  /// The reason of a `malformedYAML` error that `text` throws, and where.
  private func refusal(_ text: String) -> (HeraldSyntax.SourceLocation, String)? {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      guard case .malformedYAML(let location, let reason) = error else {
        Issue.record("unexpected \(error)")
        return nil
      }
      return (location, reason)
    }
    return nil
  }

  @Test("mappings keep member order, and values and keys their locations")
  func orderAndLocations() throws {
    let value = try parse("zeta: 1\nalpha:\n  - x\n  - y: true\nmid: {a: 1, b: [2, 3]}\n")
    let members = try #require(value.objectValue)
    #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(value.location == at(1, 1))
    #expect(members[0].keyLocation == at(1, 1))
    #expect(members[0].value.location == at(1, 7))
    #expect(members[1].keyLocation == at(2, 1))
    #expect(members[1].value.location == at(3, 3))
    let alpha = try #require(value["alpha"]?.arrayValue)
    #expect(alpha[0].location == at(3, 5))
    #expect(alpha[1].location == at(4, 5))
    #expect(alpha[1].objectValue?.first?.keyLocation == at(4, 5))
    #expect(alpha[1]["y"]?.location == at(4, 8))
    let mid = try #require(value["mid"])
    #expect(mid.location == at(5, 6))
    #expect(mid.objectValue?.map(\.key) == ["a", "b"])
    #expect(mid["b"]?.location == at(5, 16))
    #expect(mid["b"]?.arrayValue?[1].location == at(5, 20))
  }

  @Test(
    "plain scalars are typed as Yams' YAML 1.1 resolver types them; quoted ones stay strings",
    arguments: [
      ("~", JSONValue.Kind.null),
      ("null", .null),
      ("Null", .null),
      ("", .null),
      ("true", .bool(true)),
      ("False", .bool(false)),
      ("yes", .bool(true)),
      ("No", .bool(false)),
      ("on", .bool(true)),
      ("OFF", .bool(false)),
      ("y", .string("y")),
      ("5", .number("5")),
      ("-12", .number("-12")),
      ("+5", .number("5")),
      ("1_000", .number("1000")),
      ("0x1F", .number("31")),
      ("0o17", .number("15")),
      ("017", .number("15")),
      ("0b101", .number("5")),
      ("1:30", .number("90")),
      ("1.0", .number("1.0")),
      ("-2.5e3", .number("-2.5e3")),
      (".5", .number("0.5")),
      ("1.", .number("1.0")),
      ("+1.5", .number("1.5")),
      ("1_000.25", .number("1000.25")),
      ("\"5\"", .string("5")),
      ("'true'", .string("true")),
      ("\"null\"", .string("null")),
      ("!!str 5", .string("5")),
      ("!!int \"7\"", .number("7")),
      ("!!float 2", .number("2")),
      ("2024-01-31", .string("2024-01-31")),
      ("hello world", .string("hello world")),
      ("1.2.3", .string("1.2.3")),
      ("'it''s'", .string("it's")),
      ("\"tab\\there \\u00e9\"", .string("tab\there é")),
    ])
  func scalarTyping(_ text: String, _ kind: JSONValue.Kind) throws {
    let value = try parse("v: \(text)\n")
    #expect(value["v"]?.kind == kind, "\(text)")
  }

  @Test("YAML 1.1 base-60 integers are read with checked arithmetic; out of range is an error, not a trap")
  func sexagesimal() throws {
    #expect(try parse("a: 1:30")["a"]?.intValue == 90)
    #expect(try parse("a: -1:00:00")["a"]?.intValue == -3600)
    // Found by fuzzing: Yams multiplies base-60 parts without checking and traps.
    let refused = refusal("555500000000000119:3")
    #expect(refused?.1.contains("is not an integer Herald can read") == true, "\(String(describing: refused))")
  }

  @Test("non-string keys become their text as written")
  func nonStringKeys() throws {
    let value = try parse("1: a\ntrue: b\n0x10: c\n~: d\n\"q\": e\n")
    #expect(value.objectValue?.map(\.key) == ["1", "true", "0x10", "~", "q"])
    #expect(value["0x10"]?.stringValue == "c")
  }

  @Test("block and flow styles give the same value")
  func blockAndFlow() throws {
    let block = try parse(
      """
      name: Rating
      tags:
        - a
        - b
      size:
        width: 10
        height: 2.5
      empty: []
      none: {}
      """)
    let flow = try parse("{name: Rating, tags: [a, b], size: {width: 10, height: 2.5}, empty: [], none: {}}")
    expectNoDifference(block, flow)
  }

  @Test("literal and folded block scalars are strings with YAML's line handling")
  func multiLineStrings() throws {
    let value = try parse(
      """
      literal: |
        line one
          indented
        line three
      folded: >
        folded
        into one

        paragraph
      stripped: |-
        no newline
      number: |
        42
      """)
    #expect(value["literal"]?.stringValue == "line one\n  indented\nline three\n")
    #expect(value["folded"]?.stringValue == "folded into one\nparagraph\n")
    #expect(value["stripped"]?.stringValue == "no newline")
    #expect(value["number"]?.stringValue == "42")
    #expect(value["literal"]?.location == at(1, 10))
  }

  @Test("aliases copy their anchored node, which keeps the anchor's location")
  func anchorsAndAliases() throws {
    let value = try parse("base: &b\n  x: 1\n  y: [a, b]\ncopy: *b\nlist: [*b, *b]\n")
    let base = try #require(value["base"])
    #expect(value["copy"] == base)
    #expect(value["list"] == .array([base, base]))
    #expect(value["copy"]?.location == base.location)
    #expect(base.location == at(1, 7), "a node with an anchor or tag begins there")
    #expect(base.objectValue?.first?.keyLocation == at(2, 3))
  }

  @Test("an empty document is null")
  func emptyDocument() throws {
    #expect(try parse("").isNull)
    #expect(try parse("# only a comment\n").isNull)
    #expect(try parse("---\n...\n").isNull)
    #expect(try parse("--- 5\n").kind == .number("5"))
  }

  @Test(
    "malformed YAML names libyaml's line and column in words",
    arguments: [
      ("a: [1, 2\n", 2, 1, "did not find expected ',' or ']'"),
      ("a: b\n c: d\n", 2, 3, "mapping values are not allowed"),
      ("a:\n\t- b\n", 2, 1, "found character that cannot start any token"),
      ("a: 'open\n", 2, 1, "found unexpected end of stream"),
      ("a: *nowhere\n", 1, 4, "not defined"),
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
    let (location, message) = try #require(refusal(text))
    #expect(location == at(line, column), "\(message)")
    #expect(message.contains(reason), "\(message)")
    #expect(!message.contains("YamlError"), "\(message)")
  }

  @Test("a repeated key is refused at its second occurrence")
  func duplicateKey() throws {
    let (location, reason) = try #require(refusal("a: 1\nb:\n  x: 1\n  x: 2\n"))
    #expect(location == at(4, 3))
    #expect(reason == "duplicate key 'x'; each key may appear once in a mapping")
    let error = SyntaxError.malformedYAML(location, reason: reason)
    #expect(
      error.description == "t.yaml:4:3: error: malformed YAML: duplicate key 'x'; each key may appear once in a mapping"
    )
  }

  @Test("a second document is refused at its start")
  func twoDocuments() throws {
    let (location, reason) = try #require(refusal("a: 1\n---\nb: 2\n"))
    #expect(location.line == 2)
    #expect(reason.contains("one document per file"))
  }

  @Test("infinities and NaN have no JSON form", arguments: [".inf", "-.Inf", ".NaN"])
  func nonFiniteNumbers(_ text: String) throws {
    let (location, reason) = try #require(refusal("a: 1\nb: \(text)\n"))
    #expect(location == at(2, 4))
    #expect(reason.contains("no JSON form"))
    #expect(try parse("b: '\(text)'\n")["b"]?.stringValue == text)
  }

  @Test("merge keys and collection keys are refused")
  func unsupportedKeys() throws {
    let (mergeAt, merge) = try #require(refusal("base: &b {x: 1}\nother:\n  <<: *b\n"))
    #expect(mergeAt == at(3, 3))
    #expect(merge.contains("merge keys"))
    #expect(try parse("\"<<\": 1\n")["<<"]?.kind == .number("1"))
    let (_, complex) = try #require(refusal("? [a, b]\n: c\n"))
    #expect(complex.contains("a key must be a scalar"))
  }

  @Test("a 'billion laughs' alias bomb is refused before it expands")
  func aliasBomb() throws {
    var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      text += "l\(level): &l\(level) [\(previous)]\n"
    }
    let (_, reason) = try #require(refusal(text))
    #expect(reason.contains("more than 1000000 values"))
    #expect(reason.contains("billion laughs"))
  }

  @Test("nesting deeper than JSONReader.maximumDepth is refused, however deep")
  func nesting() throws {
    let limit = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try parse(deepest).arrayValue != nil)
    for depth in [limit + 1, 200_000] {
      let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      #expect(throws: SyntaxError.nestingTooDeep(at(1, limit + 1), limit: limit)) { try parse(text) }
    }
    let block = String(repeating: "- ", count: 100_000) + "x\n"
    #expect(throws: SyntaxError.nestingTooDeep(at(1, 2 * limit + 1), limit: limit)) { try parse(block) }
    let quoted = "a: \"\(String(repeating: "[", count: 2 * limit))\" # [[[\nb: '{{{{'\n"
    #expect(try parse(quoted)["b"]?.stringValue == "{{{{")
  }

  @Test("the same data read as JSON and as YAML is equal")
  func sameAsJSON() throws {
    let json = """
      {"name": "Set 1 star rating", "count": 4, "ratio": 4.5, "negative": -1e-3, "on": true,
       "off": false, "nothing": null, "quoted": "5",
       "scenes": [{"id": "main", "controls": [{"kind": "button", "label": "OK"}]}, {"id": "empty", "controls": []}],
       "notes": "line one\\nline two\\n", "unicode": "é😀"}
      """
    let yaml = """
      # The same rating, in YAML.
      name: Set 1 star rating
      count: 4
      ratio: 4.5
      negative: -1e-3
      "on": yes
      "off": off
      nothing: ~
      quoted: "5"
      scenes:
        - id: main
          controls:
            - {kind: button, label: OK}
        - id: empty
          controls: []
      notes: |
        line one
        line two
      unicode: é😀
      """
    let fromJSON = try JSONReader.parse(Array(json.utf8), file: "t.json")
    let fromYAML = try parse(yaml)
    expectNoDifference(fromYAML, fromJSON)
    #expect(fromYAML["unicode"]?.location == at(19, 10))
  }
}
