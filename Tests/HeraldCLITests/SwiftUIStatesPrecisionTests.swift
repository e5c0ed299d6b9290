import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Issue 33's figures: fresh samples of the findings on SwiftUI source of the corpus apps not used
/// to develop SwiftUI states, each drawn after the fixes of its day and judged by reading the apps'
/// source, kept as data (`Fixtures/swiftui-states-verdicts.tsv`, seed 33,
/// `Fixtures/swiftui-states-3303-verdicts.tsv`, seed 3303, `Fixtures/swiftui-states-3939-verdicts.tsv`,
/// seeds 3939 and 3940, `Fixtures/swiftui-states-4343-verdicts.tsv`, seeds 4343 and 4344,
/// `Fixtures/swiftui-states-4545-verdicts.tsv`, seeds 4545 and 4546,
/// `Fixtures/swiftui-states-5454-verdicts.tsv`, seeds 5454 and 5455,
/// `Fixtures/swiftui-states-5858-verdicts.tsv`, seeds 5858 and 5859,
/// `Fixtures/swiftui-states-6060-verdicts.tsv`, seeds 6060 and 6061,
/// `Fixtures/swiftui-states-6262-verdicts.tsv`, seeds 6262 and 6263, and
/// `Fixtures/swiftui-states-6464-verdicts.tsv`, seeds 6464 and 6465, and
/// `Fixtures/swiftui-fresh-5211-verdicts.tsv`, seeds 5211, 5213 and 5214, the latest).
/// Each judged finding must
/// still be reported with the same kind until a fix changes it (then its row is marked `fixed`),
/// and the figures docs/swiftui.md gives are the latest table's.
@Suite("SwiftUI findings on apps not used for fixing", .requires(.appsCorpus), .requires(.ibCorpus))
struct SwiftUIStatesPrecisionTests {
  static let tables = [
    "swiftui-states-verdicts.tsv", "swiftui-states-3303-verdicts.tsv", "swiftui-states-3939-verdicts.tsv",
    "swiftui-states-4343-verdicts.tsv", "swiftui-states-4545-verdicts.tsv", "swiftui-states-5454-verdicts.tsv",
    "swiftui-states-5858-verdicts.tsv", "swiftui-states-6060-verdicts.tsv", "swiftui-states-6262-verdicts.tsv",
    "swiftui-states-6464-verdicts.tsv", "swiftui-fresh-5211-verdicts.tsv",
  ]

  @Test("Every judged finding is still reported as it was judged, or marked fixed", arguments: tables)
  func judged(table: String) throws {
    let verdicts = try VerdictTable.judged(table)
    #expect(verdicts.filter { $0.kind == "violation" }.count >= 40)
    #expect(verdicts.filter { $0.kind == "needs-review" }.count >= 30)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
  }

  /// A fresh sample drawn after a day's fixes: its table, how many it judged, and how docs/swiftui.md
  /// words its figures (the violations judged true, if any were drawn; the needs review judged
  /// undecidable, if drawn).
  struct Sample: Sendable, CustomTestStringConvertible {
    var table: String
    var count: Int
    var violations: String?
    var reviews: String?
    var testDescription: String { table }
  }

  static let samples = [
    // Violations only (seed 3838).
    Sample(table: "swiftui-violations-3838-verdicts.tsv", count: 32, violations: "violations judged true"),
    // Violations no table had judged (seed 4747).
    Sample(
      table: "swiftui-violations-4747-verdicts.tsv", count: 15, violations: "violations never judged before true"),
    // Findings no table had judged, after the fixes that 4747 led to (seeds 4949, 4950).
    Sample(
      table: "swiftui-fresh-4949-verdicts.tsv", count: 24, violations: "violations never judged before true",
      reviews: "needs review never judged before undecidable"),
    // Findings no table had judged, after tabs and ViewThatFits became states (seeds 5151, 5152).
    Sample(
      table: "swiftui-fresh-5151-verdicts.tsv", count: 32, violations: "violations never judged before true",
      reviews: "needs review never judged before undecidable"),
    // Every finding no table had judged in three apps no fix of its session was made from, after the
    // last fix (seed 6667): no violation was left unjudged there, so needs review only.
    Sample(
      table: "swiftui-fresh-6667-verdicts.tsv", count: 10,
      reviews: "needs review of the last draw, never judged before, undecidable"),
    // The SwiftUI views of two UIKit apps no SwiftUI fix was made from (seeds 4311, 4313).
    Sample(
      table: "swiftui-fresh-4311-verdicts.tsv", count: 69,
      violations: "violations in Habitica's and DuckDuckGo's SwiftUI views true",
      reviews: "needs review in Habitica's and DuckDuckGo's SwiftUI views undecidable"),
    // After the last fix of the fourth session of 6 December, on the apps no fix of it came from (seed 5411).
    Sample(
      table: "swiftui-final-5411-verdicts.tsv", count: 16,
      reviews: "needs review of the session's last draw on the apps its fixes did not touch undecidable"),
    // After the fixes of the fifth session of 6 December, on the apps no fix of it or the fourth came from (seed 5613).
    Sample(
      table: "swiftui-final-5611-verdicts.tsv", count: 30,
      reviews: "needs review drawn after the fifth session's fixes on apps they did not touch undecidable"),
  ]

  @Test(
    "A fresh sample: each judged finding still reported, or marked fixed; docs give its figures", arguments: samples)
  func fresh(sample: Sample) throws {
    let verdicts = try VerdictTable.judged(sample.table)
    #expect(verdicts.count == sample.count)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
    let text = try String(contentsOfFile: TestPaths.repository + "/docs/swiftui.md", encoding: .utf8)
    // True when drawn: a true finding a later fix changed (`true-dropped`) still counts.
    let figures = VerdictTable.Figures(verdicts)
    if let violations = sample.violations {
      #expect(text.contains("\(figures.trueViolations) of \(figures.violations) \(violations)"))
    } else {
      #expect(figures.violations == 0)
    }
    if let reviews = sample.reviews {
      #expect(text.contains("\(figures.undecidable) of \(figures.reviews) \(reviews)"))
    }
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
