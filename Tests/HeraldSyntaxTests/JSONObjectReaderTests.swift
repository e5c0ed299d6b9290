import HeraldSyntax
import Testing

@Suite("JSONObjectReader")
struct JSONObjectReaderTests {
  /// The error the readers under test make: where and why.
  struct Failure: Error, Equatable {
    let location: HeraldSyntax.SourceLocation
    let reason: String
  }

  private typealias Reader = JSONObjectReader<Failure>

  private static func yaml(_ text: String) throws -> JSONValue {
    try YAMLReader.parse(text, file: "c.yml")
  }

  private static func reader(_ value: JSONValue, refusesEmptyStrings: Bool = false) throws(Failure) -> Reader {
    try Reader(value, what: "a rule", file: "c.yml", refusesEmptyStrings: refusesEmptyStrings) {
      Failure(location: $0, reason: $1)
    }
  }

  /// The failure `body` throws, or `nil`.
  private static func failure(_ body: () throws(Failure) -> Void) -> Failure? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  private static func at(_ line: Int, _ column: Int) -> HeraldSyntax.SourceLocation {
    HeraldSyntax.SourceLocation(file: "c.yml", line: line, column: column)
  }

  @Test("strings reads one string or a list, each with the location of its value")
  func strings() throws {
    var reader = try Self.reader(try Self.yaml("one: a\nmany:\n  - b\n  - c\n"))
    let one = try #require(try reader.strings("one"))
    #expect(one.map(\.text) == ["a"])
    #expect(one.map(\.location) == [Self.at(1, 6)])
    let many = try #require(try reader.strings("many"))
    #expect(many.map(\.text) == ["b", "c"])
    #expect(many.map(\.location) == [Self.at(3, 5), Self.at(4, 5)])
    #expect(try reader.strings("none") == nil)
    try reader.finish()
  }

  @Test("the static strings reads a bare value and reports with the caller's error")
  func staticStrings() throws {
    let list = try Self.yaml("[a, 3]")
    let failure = Self.failure { () throws(Failure) in
      _ = try Reader.strings(list, key: "only") { Failure(location: $0.location ?? Self.at(0, 0), reason: $1) }
    }
    #expect(
      failure == Failure(location: Self.at(1, 5), reason: "every item of \"only\" must be a string, found a number"))
    let text = try Self.yaml("\"  \"")
    #expect(
      try Reader.strings(text, key: "only") { _, reason in Failure(location: Self.at(0, 0), reason: reason) }.count == 1
    )
    let refused = Self.failure { () throws(Failure) in
      _ = try Reader.strings(text, key: "only", refusingEmpty: true) { Failure(location: Self.at(0, 0), reason: $1) }
    }
    #expect(refused?.reason == "\"only\" contains an empty string")
  }

  @Test("empty strings are refused only when the reader is asked to")
  func emptyStrings() throws {
    let value = try Self.yaml("name: \" \"\ntags: [a, \"\"]\n")
    var lenient = try Self.reader(value)
    #expect(try lenient.string("name") == " ")
    #expect(try lenient.strings("tags")?.map(\.text) == ["a", ""])
    var strict = try Self.reader(value, refusesEmptyStrings: true)
    let name = Self.failure { () throws(Failure) in _ = try strict.string("name") }
    #expect(name == Failure(location: Self.at(1, 7), reason: "\"name\" is empty; give it a value or leave the key out"))
    let tags = Self.failure { () throws(Failure) in _ = try strict.strings("tags") }
    #expect(tags == Failure(location: Self.at(2, 11), reason: "\"tags\" contains an empty string"))
  }

  @Test("member gives the location of the key and marks it as read")
  func member() throws {
    var reader = try Self.reader(try Self.yaml("id: a\nname: b\n"))
    let member = try #require(try reader.member("name"))
    #expect(member.keyLocation == Self.at(2, 1))
    #expect(member.value.stringValue == "b")
    let unread = Self.failure { () throws(Failure) in try reader.finish() }
    #expect(unread?.location == Self.at(1, 1))
    #expect(unread?.reason.hasPrefix("unknown key \"id\" in a rule;") == true)
  }

  @Test(
    "an unknown key is reported at the key, with the closest allowed key when one is close",
    arguments: [
      ("idd", "unknown key \"idd\" in a rule; did you mean \"id\"? The keys are: id, name."),
      ("nmae", "unknown key \"nmae\" in a rule; did you mean \"name\"? The keys are: id, name."),
      ("colour", "unknown key \"colour\" in a rule; the keys are: id, name."),
    ])
  func unknownKey(_ key: String, _ reason: String) throws {
    var reader = try Self.reader(try Self.yaml("id: a\n\(key): b\n"))
    _ = try reader.string("id")
    _ = try reader.string("name")
    let failure = Self.failure { () throws(Failure) in try reader.finish() }
    #expect(failure == Failure(location: Self.at(2, 1), reason: reason))
  }

  @Test("a key of megabytes is quoted by its start and length, and no distance to it is computed")
  func hugeUnknownKey() throws {
    let key = String(repeating: "k", count: 3_000_000)
    var reader = try Self.reader(try JSONReader.parse(Array("{\"id\": \"a\", \"\(key)\": 1}".utf8), file: "c.yml"))
    _ = try reader.string("id")
    let failure = Self.failure { () throws(Failure) in try reader.finish() }
    let expected = "unknown key \"\(String(repeating: "k", count: 80))…\" (3,000,000 characters) in a rule; "
    #expect(failure?.reason == expected + "the keys are: id.")
  }

  @Test("closest skips candidates too far in length to be within the tolerance, and finds the same as before")
  func closestPrunesByLength() {
    #expect(Spelling.closest(to: "rulez", in: ["rules", "locale"], tolerance: 2) == "rules")
    #expect(Spelling.closest(to: "identifier", in: ["id", "identifiers"], tolerance: 2) == "identifiers")
    #expect(Spelling.closest(to: String(repeating: "x", count: 1_000_000), in: ["id"], tolerance: 333_333) == nil)
    #expect(Spelling.quoted("short") == "\"short\"")
  }

  @Test("unknownKey can name the allowed keys and describe the object itself")
  func unknownKeyWithAllowedKeys() throws {
    let reader = try Self.reader(try Self.yaml("disabled: [a]\n"))
    let member = try #require(reader.members.first)
    let failure = reader.unknownKey(member, allowed: ["only", "enable", "disable"], in: "\"rules\"")
    #expect(
      failure
        == Failure(
          location: Self.at(1, 1),
          reason:
            "unknown key \"disabled\" in \"rules\"; did you mean \"disable\"? The keys are: disable, enable, only."))
  }

  @Test(
    "values that are not what was asked for are errors at the value",
    arguments: [
      ("- a\n", 1, 1, "a rule must be an object of keys and values, found an array"),
      (#"[1]"#, 1, 1, "a rule must be an object of keys and values, found an array"),
      (#"{"id": "a", "id": "b"}"#, 1, 13, "\"id\" appears twice in a rule; keep one"),
      ("id:\n", 1, 4, "\"id\" has no value (null); give it one or leave the key out"),
      (#"{"id": null}"#, 1, 8, "\"id\" has no value (null); give it one or leave the key out"),
      ("name: b\n", 1, 1, "a rule needs \"id\""),
      ("id: 3\n", 1, 5, "\"id\" must be a string, found a number"),
    ])
  func mistakes(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
    // JSON where the text is JSON (YAML refuses a repeated key itself), YAML otherwise.
    let value =
      text.hasPrefix("{") || text.hasPrefix("[")
      ? try JSONReader.parse(Array(text.utf8), file: "c.yml") : try Self.yaml(text)
    let failure = Self.failure { () throws(Failure) in
      var reader = try Self.reader(value)
      _ = try reader.string("id", required: true)
    }
    #expect(failure == Failure(location: Self.at(line, column), reason: reason))
  }

  @Test("a number that does not fit what was asked for is quoted, not called 'a number'")
  func numbersThatDoNotFit() throws {
    let value = try JSONReader.parse(Array(#"{"width": 1e400, "count": 1e19}"#.utf8), file: "c.yml")
    let width = Self.failure { () throws(Failure) in
      var reader = try Self.reader(value)
      _ = try reader.number("width")
    }
    #expect(width == Failure(location: Self.at(1, 11), reason: "\"width\" must be a finite number, found 1e400"))
    let count = Self.failure { () throws(Failure) in
      var reader = try Self.reader(value)
      _ = try reader.int("count")
    }
    #expect(count?.reason == "\"count\" must be a whole number, found 1e19")
  }

  enum Level: String, CaseIterable {
    case low, high
  }

  @Test("an enumeration names the allowed values and what was found")
  func enumeration() throws {
    var reader = try Self.reader(try Self.yaml("level: high\nother: medium\nthird: 3\n"))
    #expect(try reader.enumeration("level", Level.self) == .high)
    let other = Self.failure { () throws(Failure) in _ = try reader.enumeration("other", Level.self) }
    #expect(other == Failure(location: Self.at(2, 8), reason: "\"other\" must be one of low, high, found \"medium\""))
    let third = try #require(reader.members.last?.value)
    let failure = Self.failure { () throws(Failure) in
      _ = try Reader.enumeration(third, key: "third", Level.self) { Failure(location: Self.at(9, 9), reason: $1) }
    }
    #expect(failure == Failure(location: Self.at(9, 9), reason: "\"third\" must be one of low, high, found a number"))
  }
}
