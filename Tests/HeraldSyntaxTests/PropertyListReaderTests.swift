import CustomDump
import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("PropertyListReader")
struct PropertyListReaderTests {
  private func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try PropertyListReader.parse(Array(text.utf8), file: "t.pbxproj")
  }

  private func at(_ line: Int, _ column: Int) -> HeraldSyntax.SourceLocation {
    HeraldSyntax.SourceLocation(file: "t.pbxproj", line: line, column: column)
  }

  /// The location and reason of the `malformedPropertyList` error that `text` throws.
  private func refusal(_ text: String) -> (HeraldSyntax.SourceLocation, String)? {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      guard case .malformedPropertyList(let location, let reason) = error else {
        Issue.record("unexpected \(error)")
        return nil
      }
      return (location, reason)
    }
    return nil
  }

  /// A project in the shape Xcode writes, with two spaces where Xcode puts tabs.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {
      };
      objectVersion = 56;
      objects = {

    /* Begin PBXBuildFile section */
        B0000001 /* View.swift in Sources */ = {isa = PBXBuildFile; fileRef = B0000002 /* View.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
        B0000002 /* View.swift */ = {isa = PBXFileReference; path = "Sources/View.swift"; sourceTree = "<group>"; };
    /* End PBXFileReference section */

        B0000003 /* Project object */ = {
          isa = PBXProject;
          knownRegions = (
            en,
            Base,
            "zh-Hans",
          );
          projectDirPath = "";
          buildSettings = {
            SWIFT_VERSION = 5.0;
            LD_RUNPATH_SEARCH_PATHS = "$(inherited) @executable_path/Frameworks";
            INFOPLIST_FILE = App/Info.plist;
            PRODUCT_BUNDLE_IDENTIFIER = org.example.my-app;
            TOOLCHAIN = $SRCROOT/../toolchain;
          };
        };
      };
      rootObject = B0000003 /* Project object */;
    }

    """

  @Test("a project reads into objects whose members keep document order")
  func projectStructure() throws {
    let root = try parse(Self.project)
    #expect(root.objectValue?.map(\.key) == ["archiveVersion", "classes", "objectVersion", "objects", "rootObject"])
    #expect(root["archiveVersion"]?.stringValue == "1")
    #expect(root["classes"]?.objectValue?.isEmpty == true)
    #expect(root["rootObject"]?.stringValue == "B0000003")
    let objects = try #require(root["objects"]?.objectValue)
    #expect(objects.map(\.key) == ["B0000001", "B0000002", "B0000003"])
    expectNoDifference(
      root["objects"]?["B0000001"],
      .object([JSONMember("isa", .string("PBXBuildFile")), JSONMember("fileRef", .string("B0000002"))]))
    let project = try #require(root["objects"]?["B0000003"])
    expectNoDifference(project["knownRegions"], .array([.string("en"), .string("Base"), .string("zh-Hans")]))
    #expect(project["projectDirPath"]?.stringValue == "")
    expectNoDifference(
      project["buildSettings"],
      .object([
        JSONMember("SWIFT_VERSION", .string("5.0")),
        JSONMember("LD_RUNPATH_SEARCH_PATHS", .string("$(inherited) @executable_path/Frameworks")),
        JSONMember("INFOPLIST_FILE", .string("App/Info.plist")),
        JSONMember("PRODUCT_BUNDLE_IDENTIFIER", .string("org.example.my-app")),
        JSONMember("TOOLCHAIN", .string("$SRCROOT/../toolchain")),
      ]))
  }

  @Test("values and keys know their line and column")
  func locations() throws {
    let root = try parse(Self.project)
    #expect(root.location == at(2, 1))
    let members = try #require(root.objectValue)
    #expect(members[0].keyLocation == at(3, 3))
    #expect(members[0].value.location == at(3, 20))
    #expect(members[3].keyLocation == at(7, 3))
    #expect(members[3].value.location == at(7, 13))
    #expect(members[4].keyLocation == at(34, 3))
    #expect(members[4].value.location == at(34, 16))
    let objects = try #require(root["objects"]?.objectValue)
    #expect(objects[0].keyLocation == at(10, 5))
    #expect(objects[0].value.location == at(10, 44))
    #expect(objects[0].value["fileRef"]?.location == at(10, 75))
    #expect(objects[1].value["path"]?.location == at(14, 65))
    let regions = try #require(objects[2].value["knownRegions"]?.arrayValue)
    #expect(regions.map(\.location) == [at(20, 9), at(21, 9), at(22, 9)])
  }

  @Test(
    "every escape of a quoted string",
    arguments: [
      (#""a\\b""#, "a\\b"),
      (#""say \"hi\"""#, "say \"hi\""),
      (#""\n\t\r""#, "\n\t\r"),
      (#""\a\b\f\v""#, "\u{07}\u{08}\u{0C}\u{0B}"),
      (#""\U00e9\U20AC""#, "é€"),
      (#""\UD83D\UDE00""#, "😀"),
      (#""x\UD800y""#, "x\u{FFFD}y"),
      (#""\UD800""#, "\u{FFFD}"),
      (#""\UDC00z""#, "\u{FFFD}z"),
      (#""\UD800\UD800\UDC00""#, "\u{FFFD}𐀀"),
      (#""\UD83D\n""#, "\u{FFFD}\n"),
      (#""\UD83Dé""#, "\u{FFFD}é"),
      (#""\U0041BC""#, "ABC"),
      (#""\101\60\7""#, "A0\u{07}"),
      (#""\1018""#, "A8"),
      (#""\0""#, "\u{00}"),
      (#""\351t\351""#, "été"),
      (#""\777""#, "ÿ"),
      (#""\q\'\u00e9""#, "q'u00e9"),
      (#""\é\☃""#, "é☃"),
      ("\"line\\\nnext\"", "line\nnext"),
      (#"'it\'s "quoted"'"#, "it's \"quoted\""),
      (#""""#, ""),
      (#""ünïcödé ☃ /* not a comment */""#, "ünïcödé ☃ /* not a comment */"),
    ])
  func escapes(_ literal: String, _ expected: String) throws {
    #expect(try parse(literal).stringValue == expected)
    // The same inside a dictionary, after text without escapes.
    #expect(try parse("{ k = \(literal); }")["k"]?.stringValue == expected)
  }

  @Test(
    "unquoted strings take letters, digits and _$+/:.-",
    arguments: ["abc", "0", "-1.5", "a_b", "$SRCROOT/x", "/usr/bin/env", "x+y:z", "sourcecode.swift", "../a/b", "$"])
  func unquoted(_ text: String) throws {
    #expect(try parse("{ k = \(text); }")["k"]?.stringValue == text)
    #expect(try parse("( \(text) )").arrayValue == [.string(text)])
  }

  @Test(
    "a string with other characters must be quoted",
    arguments: ["$(SRCROOT)", "a b", "a*b", "a,b", "a@b", "café", "a=b"])
  func needsQuotes(_ text: String) throws {
    let (_, message) = try #require(refusal("{ k = \(text); }"))
    #expect(message.contains("put in double quotes a string"), "\(message)")
    #expect(try parse("{ k = \"\(text)\"; }")["k"]?.stringValue == text)
  }

  @Test("comments stand wherever white space may, and trailing commas are allowed")
  func commentsAndCommas() throws {
    let text = """
      /* before */ { // after the brace
        a /* key */ = /* value */ b /* end */ ; // line
        list = (/**/x,/* between */y // last
          ,);
        empty = ( );
        one = (z,);
        nested = ((), (( )), {},);
        url = http://example.com/a//b;
        /* a comment with // and /* inside */ c = "/* kept */";
      }
      // trailing
      /* trailing too */
      """
    let root = try parse(text)
    #expect(root.objectValue?.map(\.key) == ["a", "list", "empty", "one", "nested", "url", "c"])
    #expect(root["a"]?.stringValue == "b")
    expectNoDifference(root["list"], .array([.string("x"), .string("y")]))
    #expect(root["empty"]?.arrayValue?.isEmpty == true)
    expectNoDifference(root["one"], .array([.string("z")]))
    expectNoDifference(root["nested"], .array([.array([]), .array([.array([])]), .object([])]))
    // An unquoted string runs on over `//`, as Foundation reads it.
    #expect(root["url"]?.stringValue == "http://example.com/a//b")
    #expect(root["c"]?.stringValue == "/* kept */")
  }

  @Test(
    "data becomes the string of its hex digits without white space",
    arguments: [
      ("<0fbd 7e>", "0fbd7e"),
      ("<>", ""),
      ("< 00FF\n\tAb >", "00FFAb"),
      ("<0f /* a comment */ bd>", "0fbd"),
    ])
  func data(_ text: String, _ hex: String) throws {
    let value = try parse("( \(text) )")
    #expect(value.arrayValue?.first?.stringValue == hex)
    #expect(value.arrayValue?.first?.location == at(1, 3))
  }

  @Test(
    "a malformed property list names the line and column, what was expected and what was found",
    arguments: [
      ("{ a = b }", 1, 9, "expected ';' after the value of \"a\", found '}'"),
      ("{\n  a = b;\n  c d;\n}", 3, 5, "expected '=' after the key \"c\", found 'd'"),
      ("{ = b; }", 1, 3, "expected a key (a string) or '}' to close the dictionary, found '='"),
      ("{ a = ; }", 1, 7, "expected a value (a string, '{' for a dictionary, '(' for an array or '<' for data)"),
      ("{ a = ; }", 1, 7, "or '<' for data), found ';'"),
      ("( a b )", 1, 5, "expected ',' or ')' after an array element, found 'b'"),
      ("( a, , b )", 1, 6, "expected a value"),
      ("( a; )", 1, 4, "found ';'"),
      ("{ a = hello world; }", 1, 13, "put in double quotes a string with characters other than"),
      ("{ a = é; }", 1, 7, "found 'é' (U+00E9)"),
      ("{ a = \u{07}; }", 1, 7, "found U+0007"),
      ("{ a = b; } }", 1, 12, "expected the end of the file after the property list, found '}'"),
      (#""key" = "value";"#, 1, 7, "expected the end of the file after the property list, found '='"),
      ("", 1, 1, "found only white space and comments"),
      ("// !$*UTF8*$!\n", 2, 1, "expected a property list"),
      ("{ a = \"ok\";\n  b = \"x\\U12\"; }", 2, 9, "expected four hex digits after \\U, found '\"'"),
      ("{ a = <0fb>; }", 1, 7, "an odd number of hex digits (3)"),
      ("{ a = <0fxb>; }", 1, 10, "expected hex digits or '>' in data, found 'x'"),
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
    let (location, message) = try #require(refusal(text))
    #expect(location == at(line, column))
    #expect(message.contains(reason), "\(message)")
  }

  @Test(
    "a comment, string, data, dictionary or array that the file ends inside is reported where it starts",
    arguments: [
      ("/* never\n closed", 1, 1, "the comment that starts here is never closed: the file ends before its */"),
      ("{ a = b; /* x */ /* y", 1, 18, "the comment that starts here is never closed"),
      ("{ a = \"open\n\n", 1, 7, "the string that starts here is never closed: the file ends before its closing \""),
      ("{ a = 'open", 1, 7, "the string that starts here is never closed: the file ends before its closing '"),
      ("{ a = \"x\\", 1, 7, "the string that starts here is never closed"),
      ("{ a = \"x\\U00", 1, 7, "the string that starts here is never closed"),
      ("{ a = <0f", 1, 7, "the data that starts here is never closed: the file ends before its '>'"),
      ("{\n  a = {\n    b = c;\n", 2, 7, "the dictionary that starts here is never closed: the file ends before its"),
      ("{\n  a = {\n    b = c;\n", 2, 7, "the file ends before its '}'"),
      ("{ a", 1, 1, "the dictionary that starts here is never closed"),
      ("{ a =", 1, 1, "the dictionary that starts here is never closed"),
      ("{ a = b", 1, 1, "the dictionary that starts here is never closed"),
      ("( a, ( b,", 1, 6, "the array that starts here is never closed: the file ends before its ')'"),
      ("(", 1, 1, "the array that starts here is never closed"),
    ])
  func unclosed(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
    let (location, message) = try #require(refusal(text))
    #expect(location == at(line, column))
    #expect(message.contains(reason), "\(message)")
  }

  @Test("the message says it is a malformed property list")
  func message() {
    let error = SyntaxError.malformedPropertyList(at(3, 5), reason: "expected '=' after the key \"c\", found 'd'")
    #expect(error.message == "malformed property list: expected '=' after the key \"c\", found 'd'")
    #expect(error.location == at(3, 5))
  }

  @Test("nesting deeper than maximumDepth is refused, however deep")
  func nesting() throws {
    let limit = PropertyListReader.maximumDepth
    let nested = String(repeating: "{a=", count: limit - 1) + "()" + String(repeating: ";}", count: limit - 1)
    var deepest = try parse(nested)
    var depth = 1
    while let inner = deepest["a"] {
      deepest = inner
      depth += 1
    }
    #expect(depth == limit)
    #expect(deepest.arrayValue?.isEmpty == true)
    for count in [limit + 1, 200_000] {
      let arrays = String(repeating: "(", count: count) + String(repeating: ")", count: count)
      #expect(throws: SyntaxError.nestingTooDeep(at(1, limit + 1), limit: limit)) { try parse(arrays) }
      let dictionaries = String(repeating: "{a=", count: count)
      #expect(throws: SyntaxError.nestingTooDeep(at(1, 3 * limit + 1), limit: limit)) { try parse(dictionaries) }
    }
  }

  @Test("bytes that are not UTF-8 are refused where they are; a byte-order mark is skipped")
  func encodings() throws {
    let latin1: [UInt8] = Array("{\n  a = \"caf".utf8) + [0xE9] + Array("\"; }".utf8)
    #expect(throws: SyntaxError.invalidUTF8(at(2, 11), byte: 0xE9)) {
      try PropertyListReader.parse(latin1, file: "t.pbxproj")
    }
    let marked = try PropertyListReader.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8), file: "t.pbxproj")
    #expect(marked.location == at(1, 1))
    #expect(marked["a"]?.location == at(1, 7))
  }

  @Test("every project.pbxproj of the apps corpus reads, with a root object among its objects", .requires(.appsCorpus))
  func corpus() throws {
    let enumerator = try #require(FileManager.default.enumerator(atPath: TestPaths.appsCorpus))
    var paths: [String] = []
    while let member = enumerator.nextObject() as? String {
      if member.hasSuffix(".xcodeproj/project.pbxproj") { paths.append(TestPaths.appsCorpus + "/" + member) }
    }
    #expect(!paths.isEmpty, "no project.pbxproj under \(TestPaths.appsCorpus)")
    for path in paths.sorted() {
      let root = try PropertyListReader.parse(try TestPaths.bytes(path), file: path)
      let objects = try #require(root["objects"]?.objectValue, "\(path) has no objects")
      let rootObject = try #require(root["rootObject"]?.stringValue, "\(path) has no rootObject")
      #expect(objects.contains { $0.key == rootObject }, "\(path): rootObject \(rootObject) is not among the objects")
    }
  }
}
