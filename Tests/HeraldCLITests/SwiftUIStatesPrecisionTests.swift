import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Issue 33's figures: fresh samples of the findings on SwiftUI source of the corpus apps not used
/// to develop SwiftUI states, each drawn after the fixes of its day and judged by reading the apps'
/// source, kept as data (`Fixtures/swiftui-states-verdicts.tsv`, seed 33,
/// `Fixtures/swiftui-states-3303-verdicts.tsv`, seed 3303, `Fixtures/swiftui-states-3939-verdicts.tsv`,
/// seeds 3939 and 3940, `Fixtures/swiftui-states-4343-verdicts.tsv`, seeds 4343 and 4344, and
/// `Fixtures/swiftui-states-4545-verdicts.tsv`, seeds 4545 and 4546, the latest).
/// Each judged finding must
/// still be reported with the same kind until a fix changes it (then its row is marked `fixed`),
/// and the figures docs/swiftui.md gives are the latest table's.
@Suite("SwiftUI findings on apps not used for fixing", .requires(.appsCorpus), .requires(.ibCorpus))
struct SwiftUIStatesPrecisionTests {
  static let tables = [
    "swiftui-states-verdicts.tsv", "swiftui-states-3303-verdicts.tsv", "swiftui-states-3939-verdicts.tsv",
    "swiftui-states-4343-verdicts.tsv", "swiftui-states-4545-verdicts.tsv",
  ]

  @Test("Every judged finding is still reported as it was judged, or marked fixed", arguments: tables)
  func judged(table: String) throws {
    let verdicts = try VerdictTable.judged(table)
    #expect(verdicts.filter { $0.kind == "violation" }.count >= 40)
    #expect(verdicts.filter { $0.kind == "needs-review" }.count >= 30)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
  }

  @Test("A fresh sample of violations only (seed 3838): each still reported, or marked fixed")
  func violations3838() throws {
    let verdicts = try VerdictTable.judged("swiftui-violations-3838-verdicts.tsv")
    #expect(verdicts.count == 32)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
    let text = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    // True when drawn: a true finding a later fix changed (`true-dropped`) still counts.
    let judgedTrue = VerdictTable.Figures(verdicts).trueViolations
    #expect(text.contains("\(judgedTrue) of \(verdicts.count) violations judged true"))
  }

  @Test("A fresh sample of violations never judged before (seed 4747): each still reported, or marked fixed")
  func violations4747() throws {
    let verdicts = try VerdictTable.judged("swiftui-violations-4747-verdicts.tsv")
    #expect(verdicts.count == 15)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
    let text = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    let judgedTrue = VerdictTable.Figures(verdicts).trueViolations
    #expect(text.contains("\(judgedTrue) of \(verdicts.count) violations never judged before true"))
  }

  @Test("A fresh sample of findings never judged before (seeds 4949, 4950): each still reported, or marked fixed")
  func fresh4949() throws {
    let verdicts = try VerdictTable.judged("swiftui-fresh-4949-verdicts.tsv")
    #expect(verdicts.count == 24)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.kindsByKey())
    let text = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    let figures = VerdictTable.Figures(verdicts)
    #expect(text.contains("\(figures.trueViolations) of \(figures.violations) violations never judged before true"))
    #expect(text.contains("\(figures.undecidable) of \(figures.reviews) needs review never judged before undecidable"))
  }

  @Test("docs/swiftui.md and the README give the latest table's figures")
  func documented() throws {
    let figures = VerdictTable.Figures(try VerdictTable.judged(Self.tables[Self.tables.count - 1]))
    for page in ["/docs/swiftui.md", "/README.md"] {
      let text = try String(contentsOfFile: TestPaths.repository + page, encoding: .utf8)
      #expect(text.contains("\(figures.trueViolations) of \(figures.violations) violations true"), "\(page)")
      #expect(text.contains("\(figures.undecidable) of \(figures.reviews) needs review undecidable"), "\(page)")
    }
  }
}
