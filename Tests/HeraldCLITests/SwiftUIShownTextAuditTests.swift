import Foundation
import HeraldTestSupport
import Testing

/// SwiftUI looks a `LocalizedStringKey` up in the app's development-language table too: wording
/// rules judge the text the app shows, not the key (issue 34: hints quoted as `OpenDescription`).
@Suite("SwiftUI wording rules judge the development language's text")
struct SwiftUIShownTextAuditTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "OpenDescription" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Opens this version." } } }
        },
        "InstallDescription" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "install this version" } } }
        },
        "Open" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Open" } } }
        }
      },
      "version" : "1.0"
    }
    """

  static let screen = """
    import SwiftUI

    struct Versions: View {
      var body: some View {
        VStack {
          Button("Open") { }.help("OpenDescription")
          Button("Install") { }.help("InstallDescription")
        }
      }
    }
    """

  @Test("A hint whose key's English text is a sentence passes; one that is not is quoted in English")
  func hintsInEnglish() throws {
    let folder = try temporaryDirectory(
      ["Versions.swift": Self.screen, "Localizable.xcstrings": Self.catalog], prefix: "herald-shown-text")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let hints = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "hint-punctuation" }
    #expect(hints.map { $0["line"]?.intValue } == [7], "\(hints)")
    let message = hints.first?["message"]?.stringValue ?? ""
    #expect(message.contains("install this version") && !message.contains("InstallDescription"), "\(message)")
  }

  @Test("An app developed in German is judged by its German text, not the key nor the English")
  func germanDevelopment() throws {
    let catalog = """
      {
        "sourceLanguage" : "de",
        "strings" : {
          "OpenDescription" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnet diese Version." } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "opens this version" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let screen = """
      import SwiftUI

      struct Versions: View {
        var body: some View {
          Button("Öffnen") { }.help("OpenDescription")
        }
      }
      """
    let folder = try temporaryDirectory(
      ["Versions.swift": screen, "Localizable.xcstrings": catalog], prefix: "herald-shown-text")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let hints = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "hint-punctuation" }
    // The English value ("opens this version") or the key would both be flagged.
    #expect(hints.isEmpty, "the German hint is a sentence: \(hints)")
  }
}
