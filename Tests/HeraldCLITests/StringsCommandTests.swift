import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("herald strings")
struct StringsCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld stars" : {
          "localizations" : {
            "ru" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld звезда" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld звезды" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("check grades ru few and many as errors, exits 1, and names the file and line")
  func checkCatalog() throws {
    let directory = try temporaryDirectory(["Localizable.xcstrings": Self.catalog])
    let run = try Herald.run(in: directory, ["strings", "check", "Localizable.xcstrings"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.output.contains("Localizable.xcstrings:6:16: error: [ru]"))
    #expect(run.output.contains("lacks the CLDR category 'few' of ru: integers reach it"))
    #expect(run.output.contains("2 errors, 0 warnings, 0 notes in 1 file"))
  }

  @Test("check --format sarif writes a SARIF 2.1.0 log with one result per finding")
  func sarif() throws {
    let directory = try temporaryDirectory(["Localizable.xcstrings": Self.catalog])
    let run = try Herald.run(in: directory, ["strings", "check", "Localizable.xcstrings", "--format", "sarif"])
    let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let runs = log?["runs"] as? [[String: Any]]
    let results = runs?.first?["results"] as? [[String: Any]]
    #expect(results?.count == 2)
    let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["version"] as? String == HeraldVersion.current)
    #expect(results?.first?["ruleId"] as? String == "missing-plural-category")
  }

  @Test("a broken input is an error with file:line and the other inputs are still checked")
  func brokenInput() throws {
    let directory = try temporaryDirectory([
      "Localizable.xcstrings": Self.catalog, "Broken.xcstrings": "{\n  \"strings\" : {\n    \"a\" : {",
    ])
    let run = try Herald.run(in: directory, ["strings", "check", "Broken.xcstrings", "Localizable.xcstrings"])
    #expect(run.status == 2)
    #expect(run.output.contains("Broken.xcstrings:3:"))
    #expect(run.output.contains("lacks the CLDR category 'few'"))
  }

  @Test("convert to XLIFF and back gives the same catalog, byte for byte")
  func convertRoundTrip() throws {
    let directory = try temporaryDirectory(["In.xcstrings": Self.catalog])
    let toXLIFF = try Herald.run(
      in: directory, ["strings", "convert", "In.xcstrings", "--to", "xliff", "--output", "In.xliff"])
    #expect(toXLIFF.status == 0, "\(toXLIFF.errors)")
    let once = try Herald.run(in: directory, ["strings", "convert", "In.xcstrings", "--to", "xcstrings"])
    let back = try Herald.run(in: directory, ["strings", "convert", "In.xliff", "--to", "xcstrings"])
    #expect(back.status == 0, "\(back.errors)")
    #expect(back.output == once.output)
    #expect(back.output.contains("\"%lld stars\" : {"))
  }

  @Test("convert names what the target cannot hold instead of dropping it silently")
  func namesLosses() throws {
    let directory = try temporaryDirectory(["In.xcstrings": Self.catalog])
    let run = try Herald.run(
      in: directory, ["strings", "convert", "In.xcstrings", "--to", "gettext", "--locales", "ru"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("msgstr[0] \"%lld звезда\""))
    // gettext's Russian forms are one, few, many; CLDR's other (reached by decimals only) has no place.
    #expect(run.errors.contains("'%lld stars'"), "\(run.errors)")
    #expect(run.errors.contains("[not-representable]"))
  }

  @Test("generate writes Herald's catalogs in every format, and each checks without errors or warnings")
  func generateAndCheck() throws {
    let directory = try temporaryDirectory([:])
    let generate = try Herald.run(in: directory, ["strings", "generate", "--output", "tables"])
    #expect(generate.status == 0, "\(generate.errors)")
    for format in ["xcstrings", "strings", "stringsdict", "android", "gettext", "xliff"] {
      let check = try Herald.run(in: directory, ["strings", "check", "tables/\(format)", "--format", "json"])
      #expect(check.status == 0, "\(format): \(check.output) \(check.errors)")
      #expect(check.output.contains(#""error": 0"#), "\(format): \(check.output)")
      #expect(check.output.contains(#""warning": 0"#), "\(format): \(check.output)")
    }
    let russian = try String(
      contentsOfFile: directory + "/tables/strings/ru.lproj/Localizable.stringsdict", encoding: .utf8)
    for category in ["one", "few", "many", "other"] { #expect(russian.contains("<key>\(category)</key>")) }
  }

  @Test(
    "a broken plist, a truncated catalog and an unterminated .strings string are errors with file:line; the good table is still checked"
  )
  func malformedInputs() throws {
    let directory = try temporaryDirectory([
      "Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {",
      "fr.lproj/Localizable.strings": "\"ok\" = \"bien\";\n\"broken\" = \"never closed;\n",
      "fr.lproj/Localizable.stringsdict":
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n</plist>\n",
      "Good.xcstrings": Self.catalog,
    ])
    let run = try Herald.run(in: directory, ["strings", "check", "."])
    #expect(run.status == 2)
    #expect(run.output.contains("./Broken.xcstrings:4:"), "\(run.output)")
    #expect(run.output.contains("./fr.lproj/Localizable.strings:2:"), "\(run.output)")
    #expect(run.output.contains("./fr.lproj/Localizable.stringsdict:"), "\(run.output)")
    #expect(run.output.contains("./Good.xcstrings:6:16: error: [ru]"), "\(run.output)")
  }
}
