import Foundation
import HeraldTestSupport
import Testing

/// Issue 38's figure: a fresh sample of the violations and needs review on the Interface Builder
/// files of the UIKit apps not used to develop the fixes, drawn after the last fix and
/// judged by reading the apps' files, kept as data (`Fixtures/uikit-verdicts.tsv`). Each judged
/// finding must still be reported as it was judged until a fix changes it (then its row says
/// `fixed`), and docs/audit.md gives the figures measured when the sample was drawn.
@Suite("UIKit findings on apps not used for fixing", .requires(.appsCorpus), .requires(.ibCorpus))
struct UIKitPrecisionTests {
  static func verdicts() throws -> [VerdictTable.Judged] {
    try VerdictTable.judged("uikit-verdicts.tsv")
  }

  @Test("Every judged finding is still reported as it was judged, or marked fixed")
  func judged() throws {
    let verdicts = try Self.verdicts()
    #expect(verdicts.filter { $0.kind == "violation" }.count >= 60)
    #expect(verdicts.filter { $0.kind == "needs-review" }.count >= 30)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
  }

  @Test("docs/audit.md gives the table's figures, as judged when the sample was drawn")
  func documented() throws {
    let figures = VerdictTable.Figures(try Self.verdicts())
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(docs.contains("\(figures.trueViolations) of \(figures.violations) sampled UIKit violations true"))
    #expect(docs.contains("\(figures.undecidable) of \(figures.reviews) UIKit needs review undecidable"))
  }
}
