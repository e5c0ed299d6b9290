import Testing

@testable import herald_rules_registry

@Suite("The source catalog's generated rule entries")
struct SourceCatalogWriterTests {
  static let catalog = """
    {
      "a.word": {
        "message": "Word",
        "comment": "A word."
      },
      "rule.old.message": {
        "message": "Old",
        "comment": "Gone."
      },
      "z.last": {
        "message": "Last",
        "comment": "The last."
      }
    }

    """

  @Test("Rule entries are replaced where they were; other lines stay as they are")
  func replaces() throws {
    let entry = SourceCatalogWriter.Entry(key: "rule.new.message", message: "New “{x}” \"q\"", comment: "C\\d.")
    let updated = try SourceCatalogWriter.updating(Self.catalog, ruleEntries: [entry])
    #expect(
      updated == """
        {
          "a.word": {
            "message": "Word",
            "comment": "A word."
          },
          "rule.new.message": {
            "message": "New “{x}” \\"q\\"",
            "comment": "C\\\\d."
          },
          "z.last": {
            "message": "Last",
            "comment": "The last."
          }
        }

        """)
  }

  @Test("Without rule entries the file is unchanged but for the rule entries it had; they go last when new")
  func roundTrip() throws {
    let old = SourceCatalogWriter.Entry(key: "rule.old.message", message: "Old", comment: "Gone.")
    #expect(try SourceCatalogWriter.updating(Self.catalog, ruleEntries: [old]) == Self.catalog)
    let without = try SourceCatalogWriter.updating(Self.catalog, ruleEntries: [])
    #expect(!without.contains("rule.old") && without.hasSuffix("\"The last.\"\n  }\n}\n"))
    #expect(try SourceCatalogWriter.updating(without, ruleEntries: [old]).hasSuffix("\"Gone.\"\n  }\n}\n"))
  }

  @Test("A file that is not laid out one key per line is refused")
  func refuses() {
    #expect(throws: RegistryError.self) { try SourceCatalogWriter.updating("[]", ruleEntries: []) }
  }
}
