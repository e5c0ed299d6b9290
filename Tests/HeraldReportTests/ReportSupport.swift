import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldReport
import HeraldRules
import HeraldTestSupport
import HeraldTree
import Testing

/// Audits files of the repository with every built-in rule, keeping the trees, and builds the
/// visual report in `locales`.
enum ReportSupport {
  static func audit(_ paths: [String], locale: String? = nil) throws -> AuditReport {
    var request = AuditRequest(
      inputs: paths.map { TestPaths.repository + "/" + $0 }, baseDirectory: TestPaths.repository)
    request.locale = locale
    request.keepsTrees = true
    request.readsSource = false
    return try #require(AuditSession(environment: AuditEnvironment(builtInRules: BuiltInRules.all)).run(request).report)
  }

  static func visual(_ report: AuditReport, locales: [String] = ["en"]) throws -> VisualReport {
    let announcers = try locales.map { try Announcer(locale: LanguageTag($0)) }
    return ReportBuilder(announcer: announcers[0], others: Array(announcers.dropFirst()))
      .build(report, toolVersion: "test")
  }

  static func scene(_ visual: VisualReport, named name: String) -> SceneSection? {
    visual.scenes.first { $0.name == name }
  }
}
