import Foundation
import HeraldProject
import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

/// The project model's must-shows on the real apps, read from the one audit of both corpora
/// (``CorpusAudit``): nothing of a test target, a tool or no target is judged, and every
/// localization finding is about a language the app's selected targets ship.
@Suite("The corpus apps audited as Xcode builds them", .requires(.appsCorpus), .requires(.ibCorpus))
struct ProjectScopeCorpusTests {
  @Test(
    "No finding in a test or tool target or a file of no target; every localization finding names shipped languages")
  func scope() throws {
    let report = try CorpusAudit.report.get()
    let findings = try #require(report["findings"]?.arrayValue)
    // Files beside an app (a licence, headers, asset catalogs) are read as a folder search reads
    // them: never loaded as UI descriptions of unknown format.
    for error in report["inputErrors"]?.arrayValue ?? [] {
      let message = error["message"]?.stringValue ?? ""
      #expect(!message.contains("unknown format"), "\(error["file"]?.stringValue ?? "?"): \(message)")
    }
    let corpus = ProjectPath.normalize(TestPaths.appsCorpus)
    var checkedApps = 0
    var checkedLocalization = 0
    for app in ProjectDiscovery().discover([corpus]).appRoots {
      let project = ProjectLoader().load(root: app)
      guard project.hasProject, project.problems.isEmpty else { continue }
      checkedApps += 1
      let scope = ProjectScope(app: project, selection: TargetSelection())
      let shippedFiles = Set(scope.targets.flatMap(\.files))
      let notShipped = Set(scope.leftOut.flatMap(\.files)).subtracting(shippedFiles)
      let noTarget = Set(scope.filesInNoTarget)
      let shipped = Set(AppStrings.herald(for: [], tables: scope.stringTables).strings.locales)
      for finding in findings {
        guard let file = finding["file"]?.stringValue.map(ProjectPath.normalize), ProjectPath.contains(app, file)
        else { continue }
        let rule = finding["ruleId"]?.stringValue ?? ""
        #expect(!notShipped.contains(file), "\(file): \(rule) is in a target that does not ship")
        #expect(!noTarget.contains(file), "\(file): \(rule) is in no target")
        if let locales = finding["arguments"]?["locales"]?.stringValue {
          checkedLocalization += 1
          let named = Set(locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
          #expect(named.isSubset(of: shipped), "\(file): \(rule) names \(named.subtracting(shipped).sorted())")
        }
      }
    }
    #expect(checkedApps >= 15, "only \(checkedApps) apps have a project Herald read")
    #expect(checkedLocalization > 0, "no localization finding was checked")
  }
}
