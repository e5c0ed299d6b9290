import HeraldAudit
import HeraldProject
import HeraldSource
import HeraldTestSupport
import Testing

/// Whole audits run in-process exactly as `herald audit` runs them (``ProjectAudit``).
@Suite("ProjectAudit: the app's shipped languages, as the CLI audits them")
struct ProjectAuditTests {
  static let view = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        VStack {
          Text("Hello")
          Text("Goodbye")
          Text("Brand")
          Text("A")
          Text("B")
          Text("C")
        }
      }
    }
    """

  /// de translates 4 of the 5 keys (not Goodbye); fr only Hello, and en-GB (a region of the
  /// development language) too; Brand is marked not to translate.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "A-de" } } } },
        "B" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "B-de" } } } },
        "Brand" : { "shouldTranslate" : false },
        "C" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "C-de" } } } },
        "Goodbye" : { },
        "Hello" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
          "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } }
      },
      "version" : "1.0"
    }
    """

  static func audit() throws -> (root: String, findings: [Finding]) {
    var files = ProjectFixtures.app
    files["App/View.swift"] = view
    files["App/Localizable.xcstrings"] = catalog
    // A settings bundle's languages are not the app's: a folder reference, not a member table.
    files["App/Settings.bundle/sr.lproj/Root.strings"] = "\"Hello\" = \"Здраво\";\n"
    // Little Snitch's Internet Access Policy, in English only: read by that program, not shown.
    files["Synced/en.lproj/InternetAccessPolicy.strings"] =
      "\"ApplicationDescription\" = \"Syncs files.\";\n\"DenyConsequences\" = \"No sync.\";\n"
    let root = try temporaryDirectory(files, prefix: "herald-project-audit")
    let outcome = ProjectAudit().run(AuditRequest(inputs: [root]))
    return (root, outcome.report?.findings ?? [])
  }

  @Test("A key marked not to translate is not reported; a missing key of a language that ships is")
  func untranslatable() throws {
    let (_, findings) = try Self.audit()
    let texts = findings.filter { $0.ruleID == "label-not-in-string-table" }.map(\.message)
    #expect(texts.contains { $0.contains("“Goodbye” has no translation for de") }, "\(texts)")
    #expect(!texts.contains { $0.contains("“Brand”") }, "\(texts)")
  }

  @Test(
    "A partial language gives one summary finding on its table, and no finding per string; a region of the development language none"
  )
  func partial() throws {
    let (root, findings) = try Self.audit()
    // fr translates Hello only; ru ships only its storyboard's table, none of the code's strings.
    let summaries = findings.filter { $0.messageKey == "partial" }.sorted { $0.message < $1.message }
    #expect(summaries.count == 2, "\(findings.map(\.message))")
    #expect(summaries.first?.message.hasPrefix("fr translates 1 of the app’s 5 strings") == true)
    #expect(summaries.first?.location.source.file == root + "/App/Localizable.xcstrings")
    #expect(summaries.last?.message.hasPrefix("ru translates 0 of the app’s 5 strings") == true)
    #expect(summaries.last?.location.source.file == root + "/App/ru.lproj/Main.strings")
    #expect(
      !findings.contains { $0.messageKey != "partial" && ($0.arguments["locales"]?.description ?? "").contains("fr") })
    // en-GB shows what it lacks in English, its own language (iOS falls back from en-GB to en).
    #expect(!findings.contains { $0.message.contains("en-GB") }, "\(findings.map(\.message))")
  }

  @Test("Only the languages of the target's own tables ship: a Settings.bundle's are not judged")
  func settingsBundle() throws {
    let (_, findings) = try Self.audit()
    #expect(
      !findings.contains { ($0.arguments["locales"]?.description ?? "").contains("sr") || $0.message.hasPrefix("sr ") })
  }
}

@Suite("ProjectAudit: each Swift file parsed once per run")
struct ParseOnceTests {
  @Test("The code index and the SwiftUI views share one parse of every Swift file of the app")
  func once() throws {
    var files = ProjectFixtures.app
    files["App/Rating.swift"] = """
      import UIKit

      final class RatingControl: UIStackView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          isAccessibilityElement = true
          accessibilityLabel = "Rating"
        }
        required init(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    var pbxproj = ProjectFixtures.pbxproj
    pbxproj = pbxproj.replacingOccurrences(
      of: "F1 = {isa = PBXFileReference;",
      with:
        "F9 = {isa = PBXFileReference; path = Rating.swift; sourceTree = \"<group>\"; };\n\t\tF1 = {isa = PBXFileReference;"
    )
    pbxproj = pbxproj.replacingOccurrences(of: "children = (F1, V1, F5, );", with: "children = (F1, F9, V1, F5, );")
    pbxproj = pbxproj.replacingOccurrences(
      of: "B1 /* View.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* View.swift */; };",
      with: "B1 = {isa = PBXBuildFile; fileRef = F1; };\n\t\tB9 = {isa = PBXBuildFile; fileRef = F9; };")
    pbxproj = pbxproj.replacingOccurrences(
      of: "PH1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
      with: "PH1 = {isa = PBXSourcesBuildPhase; files = (B1, B9, ); };")
    files["App.xcodeproj/project.pbxproj"] = pbxproj
    let root = try temporaryDirectory(files, prefix: "herald-parse-once")
    let parses = SwiftParses()
    let outcome = ProjectAudit().run(AuditRequest(inputs: [root]), parses: parses)
    #expect(outcome.report != nil)
    let counts = parses.parseCounts
    #expect(
      Set(counts.keys) == [root + "/App/View.swift", root + "/App/Rating.swift", root + "/Synced/Settings.swift"])
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts)")
  }
}
