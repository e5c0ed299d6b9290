import Foundation
import HeraldTestSupport
import Testing

/// The project model's figure on apps that were not used to build it: a fresh sample of violations,
/// one per rule and app (`scripts/sample-findings.py --seed 39`), from the 14 corpus apps the
/// project model was not fixed against, each judged by reading the app's files on two questions:
/// is the finding in scope (a shipped target builds the file, for the platform judged, and a
/// localization finding names a language that target ships), and is the violation true.
/// Kept as data (`Fixtures/project-verdicts.tsv`); the figures are in docs/project.md.
@Suite("Project model on apps not used for fixing", .requires(.ibCorpus), .requires(.appsCorpus))
struct ProjectPrecisionTests {
  struct Verdict {
    var key: String
    var scope: String
    var verdict: String
    var reason: String
  }

  static func verdicts() throws -> [Verdict] {
    try VerdictTable.rows("project-verdicts.tsv", fields: 6).map { fields in
      Verdict(key: "\(fields[0]):\(fields[1]):\(fields[2])", scope: fields[3], verdict: fields[4], reason: fields[5])
    }
  }

  @Test("Every sampled violation judged true is still reported; a false one still reported is marked so")
  func judged() throws {
    let verdicts = try Self.verdicts()
    #expect(verdicts.count >= 80, "the sample has \(verdicts.count) judged violations")
    let reported = try AuditPrecisionTests.violations()
    for verdict in verdicts {
      let isReported = reported.contains(verdict.key)
      switch verdict.verdict {
      case "true":
        #expect(isReported, "\(verdict.key) was judged true and is no longer a violation: \(verdict.reason)")
      case "false", "undecidable":
        // Known false (or undecidable) claims: when one stops being reported, mark it `fixed`.
        #expect(isReported, "\(verdict.key) (\(verdict.verdict)) is no longer reported: mark it fixed")
      case "fixed":
        #expect(!isReported, "\(verdict.key) was judged false and fixed, and is reported again: \(verdict.reason)")
      case "true-dropped":
        // Judged true, then a fix changed the claim (a partial language is now one finding on the
        // app's tables, not one per table): the old location must not come back.
        #expect(!isReported, "\(verdict.key) was dropped by a fix and is reported again: \(verdict.reason)")
      default:
        Issue.record("\(verdict.key): unknown verdict \(verdict.verdict)")
      }
      #expect(["in-scope", "out-of-scope"].contains(verdict.scope), "\(verdict.key): unknown scope \(verdict.scope)")
    }
  }

  @Test("At least 95 % of the sampled violations still reported are in scope: a shipped target, platform and language")
  func scope() throws {
    let verdicts = try Self.verdicts().filter { $0.verdict != "fixed" }
    let inScope = verdicts.filter { $0.scope == "in-scope" }.count
    #expect(!verdicts.isEmpty && Double(inScope) >= 0.95 * Double(verdicts.count), "\(inScope) of \(verdicts.count)")
  }
}
