import CustomDump
import HeraldStrings
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("String Catalogs (.xcstrings)")
struct XCStringsTableTests {
  let codec = TableFormat.xcstrings.codec

  func read(_ text: String) throws -> StringTable {
    try codec.read(Array(text.utf8), file: "Localizable.xcstrings", locale: "en")
  }

  func write(_ table: StringTable) -> String {
    String(decoding: codec.write(table, locale: "en").bytes, as: UTF8.self)
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld stars" : {
          "comment" : "Rating value",
          "extractionState" : "manual",
          "localizations" : {
            "ru" : {
              "variations" : {
                "plural" : {
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld звезды"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld звезда"
                    }
                  }
                }
              }
            }
          }
        },
        "Empty" : {

        },
        "Item 2" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Eintrag \\"2\\"\\n"
              },
              "substitutions" : {
                "count" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "item 10" : {
          "futureField" : [
            1.50,
            null
          ],
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  @Test("every field is read into the model, unknown ones kept")
  func readsEveryField() throws {
    let table = try read(Self.catalog)
    #expect(table.sourceLanguage == "en")
    #expect(table.version == "1.0")
    #expect(table.entries.map(\.key) == ["%lld stars", "Empty", "Item 2", "item 10"])
    let stars = try #require(table["%lld stars"])
    #expect(stars.comment == "Rating value")
    #expect(stars.extractionState == "manual")
    let russian = try #require(stars.localizations["ru"]?.variations)
    #expect(russian.selector == .plural)
    #expect(russian.cases["one"]?.stringUnit == StringUnit(state: "needs_review", value: "%lld звезда"))
    let item10 = try #require(table["item 10"])
    #expect(item10.shouldTranslate == false)
    #expect(item10.extra.map(\.key) == ["futureField"])
    let german = try #require(table["Item 2"]?.localizations["de"])
    #expect(german.value == "Eintrag \"2\"\n")
    #expect(german.substitutions["count"]?.argumentNumber == 1)
    #expect(german.substitutions["count"]?.formatSpecifier == "lld")
    #expect(stars.location?.line == 4)
  }

  @Test("the writer reproduces Xcode's layout byte for byte: collation order, ' : ', empty objects, no final newline")
  func writesXcodeLayout() throws {
    #expect(write(try read(Self.catalog)) == Self.catalog)
  }

  @Test("keys are sorted by root collation with numeric ordering, not by code point")
  func collationOrder() {
    var table = StringTable(sourceLanguage: "en", version: "1.0")
    for key in ["item 10", "Item 2", "item 1", "Éclair", "Zebra", "apple"] {
      table.entries.append(StringEntry(key: key))
    }
    let keys = write(table).split(separator: "\n").filter { $0.hasPrefix("    \"") }.map {
      String($0.dropFirst(5).prefix { $0 != "\"" })
    }
    #expect(keys == ["apple", "Éclair", "item 1", "Item 2", "item 10", "Zebra"])
  }

  @Test("read, write and read again is equal")
  func roundTrip() throws {
    let table = try read(Self.catalog)
    expectNoDifference(try read(write(table)), table)
  }

  @Test("a truncated catalog is an error with file and line")
  func truncated() throws {
    let text = String(Self.catalog.prefix(300))
    #expect {
      try read(text)
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("Localizable.xcstrings:") && message.contains("error: malformed JSON")
    }
  }

  @Test("a field of the wrong type is an error naming the key and line")
  func wrongType() throws {
    let text = "{\n  \"strings\" : {\n    \"k\" : {\n      \"shouldTranslate\" : \"no\"\n    }\n  }\n}"
    #expect {
      try read(text)
    } throws: { error in
      String(describing: error).hasPrefix("Localizable.xcstrings:4:") && String(describing: error).contains("'k'")
    }
  }
}

@Suite("String Catalog corpus", .requires(.stringsCorpus))
struct XCStringsCorpusTests {
  @Test("IceCubes' catalog is re-written byte-identical")
  func iceCubesByteIdentical() throws {
    let path = TestPaths.stringsCorpus + "/icecubes/Localizable.xcstrings"
    let bytes = try TestPaths.bytes(path)
    let codec = TableFormat.xcstrings.codec
    let table = try codec.read(bytes, file: path, locale: "en")
    #expect(table.entries.count == 733)
    let output = codec.write(table, locale: "en")
    #expect(output.losses.isEmpty)
    #expect(output.bytes == bytes)
  }

  @Test("IceCubes' catalog converted to XLIFF and back is equal, and re-written byte-identical")
  func iceCubesThroughXLIFF() throws {
    let path = TestPaths.stringsCorpus + "/icecubes/Localizable.xcstrings"
    let bytes = try TestPaths.bytes(path)
    let catalog = TableFormat.xcstrings.codec
    let xliff = TableFormat.xliff.codec
    let table = try catalog.read(bytes, file: path, locale: "en")
    let exported = xliff.write(table, locale: "en")
    #expect(exported.losses.isEmpty)
    let imported = try xliff.read(exported.bytes, file: "Localizable.xliff", locale: "en")
    #expect(imported == table)
    #expect(catalog.write(imported, locale: "en").bytes == bytes)
  }
}
