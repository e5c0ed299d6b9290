import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Issue 33's figure: a fresh sample of the findings on SwiftUI source of the corpus apps not used
/// to develop SwiftUI states, drawn after the last fix and judged by reading the apps' source,
/// kept as data (`Fixtures/swiftui-states-verdicts.tsv`). Each judged finding must still be
/// reported with the same kind until a fix changes it (then its row is marked `fixed`), and the
/// figures docs/swiftui.md gives are the table's.
@Suite("SwiftUI findings on apps not used for fixing", .requires(.appsCorpus), .requires(.ibCorpus))
struct SwiftUIStatesPrecisionTests {
  static func verdicts() throws -> [VerdictTable.Judged] {
    try VerdictTable.judged("swiftui-states-verdicts.tsv")
  }

  @Test("Every judged finding is still reported as it was judged, or marked fixed")
  func judged() throws {
    let verdicts = try Self.verdicts()
    #expect(verdicts.filter { $0.kind == "violation" }.count >= 40)
    #expect(verdicts.filter { $0.kind == "needs-review" }.count >= 30)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
  }

  @Test("docs/swiftui.md gives the table's figures")
  func documented() throws {
    let figures = VerdictTable.Figures(try Self.verdicts())
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    #expect(docs.contains("\(figures.trueViolations) of \(figures.violations) violations true"))
    #expect(docs.contains("\(figures.undecidable) of \(figures.reviews) needs review undecidable"))
  }
}
