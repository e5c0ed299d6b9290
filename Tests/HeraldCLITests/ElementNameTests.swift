import Foundation
import HeraldTestSupport
import Testing

/// A finding names its element as the screen shows it, in the app's development language.
@Suite("Element names in findings")
struct ElementNameTests {
  @Test("A SwiftUI text looked up by key is named by its development-language text; an image button by its symbol")
  func developmentLanguageText() throws {
    let view = """
      import SwiftUI

      struct SignInView: View {
        var body: some View {
          VStack {
            Text("AppleID")
            Button(action: {}) { Image(systemName: "xmark.circle.fill") }
          }
        }
      }
      """
    let directory = try temporaryDirectory(
      [
        "App/SignInView.swift": view, "App/en.lproj/Localizable.strings": "\"AppleID\" = \"Apple ID:\";\n",
        "App/fr.lproj/Localizable.strings": "\"AppleID\" = \"Apple ID:\";\n",
      ], prefix: "herald-element-names")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("audit", directory, "--format", "json", "--fail-on", "never")
    #expect(run.status == 0, "\(run.errors)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    func names(_ rule: String) -> [String] {
      findings.filter { $0["ruleId"] as? String == rule }.compactMap {
        ($0["element"] as? [String: Any])?["name"] as? String
      }
    }
    // The key is `AppleID`; the screen shows the English table's “Apple ID:”.
    #expect(names("translation-identical-or-empty") == ["staticText “Apple ID:”"])
    #expect(names("image-button-missing-label") == ["button “xmark.circle.fill”"])
    let markdown = try Herald.run("audit", directory, "--format", "markdown", "--fail-on", "never")
    #expect(markdown.output.contains("SignInView.swift:7:"))
    #expect(markdown.output.contains("` button “xmark.circle.fill” | Image button without an accessibility label"))
  }

  @Test("A text whose catalog value is its own key keeps the source's arguments: “2 others recently”, not “%lld …”")
  func catalogKeyKeepsArguments() throws {
    let view = """
      import SwiftUI

      struct SummaryView: View {
        var body: some View {
          Text("\\(2) others recently", comment: "The number of birds that visited.")
            .foregroundStyle(.secondary)
        }
      }
      """
    // Xcode's catalog of an English app: the key is the English text, with no English value of its own.
    let catalog = """
      {"sourceLanguage" : "en", "strings" : {"%lld others recently" : {"comment" : "The number of birds that visited.",
      "localizations" : {"de" : {"stringUnit" : {"state" : "translated", "value" : "%lld andere kürzlich"}}}}},
      "version" : "1.0"}
      """
    let directory = try temporaryDirectory(
      ["App/SummaryView.swift": view, "App/Localizable.xcstrings": catalog], prefix: "herald-element-names")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("audit", directory, "--format", "json", "--fail-on", "never")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let names = try #require(document["findings"] as? [[String: Any]]).compactMap {
      ($0["element"] as? [String: Any])?["name"] as? String
    }
    #expect(names.contains("staticText “2 others recently”"), "\(names) \(run.errors)")
    #expect(!names.contains { $0.contains("%lld") }, "\(names)")
  }
}
