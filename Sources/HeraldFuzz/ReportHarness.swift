import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldReport
import HeraldTree

/// The harness of HeraldReport: a Herald JSON tree, audited by a rule that flags every element
/// (so every element has a finding to draw), drawn in English and Arabic and rendered as the page.
enum ReportHarness {
  /// One finding per element, for the drawing's finding markers.
  private struct EveryElement: Rule {
    let description = RuleDescription(
      id: "fuzz-every-element", name: "Every element", summary: "Flags every element.", rationale: "Fuzzing.",
      impact: .minor, tags: ["fuzz"], help: "Nothing to fix.",
      messages: ["message": RuleMessageText("Element “{id}”.", comment: "A fuzzing finding.")],
      triggeringExamples: [], nonTriggeringExamples: [])

    func applies(to node: AuditNode) -> Bool { true }

    func check(_ node: AuditNode) -> RuleOutcome {
      .violation(RuleMessage("message", ["id": .string(node.element.id)]))
    }
  }

  static let announcers: [Announcer]? = try? [Announcer(locale: Catalog.english), Announcer(locale: LanguageTag("ar"))]

  static func run(_ bytes: [UInt8]) {
    guard let announcers, let tree = try? JSONTreeLoader().load(bytes, file: "fuzz.json"),
      let auditor = try? Auditor(rules: [EveryElement()])
    else { return }
    var result = auditor.audit(tree)
    result.tree = tree
    let visual = ReportBuilder(announcer: announcers[0], others: Array(announcers.dropFirst()))
      .build(auditor.report([result]), toolVersion: "fuzz")
    _ = HTMLReport(visual).render()
  }
}
