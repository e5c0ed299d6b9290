import Foundation
import HeraldTestSupport
import Testing

/// Issue 38's figure: a fresh sample of the violations and needs review on the Interface Builder
/// files of the UIKit apps not used to develop the issue's fixes, drawn after the last fix and
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
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
  }

  @Test("docs/audit.md gives the table's figures, as judged when the sample was drawn")
  func documented() throws {
    let figures = VerdictTable.Figures(try Self.verdicts())
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(docs.contains("\(figures.trueViolations) of \(figures.violations) sampled UIKit violations true"))
    #expect(docs.contains("\(figures.undecidable) of \(figures.reviews) UIKit needs review undecidable"))
  }

  /// The fresh samples, each on the apps no fix of its day touched: 5 December
  /// (`uikit-fresh-3811-verdicts.tsv`), 6 December (`uikit-fresh-3911-verdicts.tsv`) and the
  /// second, third and fifth sessions of 6 December (`uikit-fresh-4011-verdicts.tsv`,
  /// `uikit-fresh-4211-verdicts.tsv`, `uikit-fresh-5711-verdicts.tsv`), with the words docs/audit.md
  /// names each by.
  static let freshSamples: [(file: String, name: String, violations: Int)] = [
    ("uikit-fresh-3811-verdicts.tsv", "freshly sampled", 30),
    ("uikit-fresh-3911-verdicts.tsv", "freshly sampled (6 December)", 60),
    ("uikit-fresh-4011-verdicts.tsv", "freshly sampled (6 December, second session)", 60),
    ("uikit-fresh-4211-verdicts.tsv", "freshly sampled (6 December, third session)", 60),
    ("uikit-fresh-5711-verdicts.tsv", "freshly sampled (6 December, fifth session)", 40),
  ]

  /// Every finding one fix added (0144024 reads attributed text's fonts), judged: each still
  /// reported as judged, or marked fixed; docs/audit.md gives the figures.
  @Test("The findings 0144024 added: each still reported as judged; docs give the figures")
  func addedByAttributedFonts() throws {
    let verdicts = try VerdictTable.judged("uikit-added-0144024-verdicts.tsv")
    #expect(verdicts.count >= 18)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
    let figures = VerdictTable.Figures(verdicts)
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(
      docs.contains(
        "\(figures.trueViolations) of \(figures.violations) violations the attributed-text fonts added true"))
    #expect(docs.contains("\(figures.undecidable) of \(figures.reviews) needs review they added undecidable"))
  }

  @Test(
    "The fresh samples: each judged finding still reported as judged, or marked fixed; docs give their figures",
    arguments: freshSamples.indices)
  func freshSample(_ index: Int) throws {
    let sample = Self.freshSamples[index]
    let verdicts = try VerdictTable.judged(sample.file)
    #expect(verdicts.filter { $0.kind == "violation" }.count >= sample.violations)
    #expect(verdicts.filter { $0.kind == "needs-review" }.count >= 30)
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
    let figures = VerdictTable.Figures(verdicts)
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(docs.contains("\(figures.trueViolations) of \(figures.violations) \(sample.name) UIKit violations true"))
    #expect(
      docs.contains("\(figures.undecidable) of \(figures.reviews) \(sample.name) UIKit needs review undecidable"))
  }
}

/// Issue 38's recall sample: inaccessible controls found by reading the apps, not by Herald
/// (`Fixtures/uikit-recall.tsv`). Each one reported must stay reported by an accessibility rule; a
/// missed one that is now reported must be marked so; docs/audit.md gives the figure.
@Suite("UIKit controls found by reading, and whether Herald reports them", .requires(.appsCorpus), .requires(.ibCorpus))
struct UIKitRecallTests {
  /// Rules about what a control says or whether it can be reached, not about its text's size or color.
  static let excluded: Set<String> = ["text-without-dynamic-type", "touch-target-too-small", "text-contrast"]

  /// The recall samples and the words docs/audit.md gives each figure with: eidolon and Open Food
  /// Facts (3 December), Vienna and DuckDuckGo (6 December).
  static let samples: [(file: String, name: String)] = [
    ("uikit-recall.tsv", "inaccessible controls found by reading reported"),
    ("uikit-recall-4011.tsv", "inaccessible controls found by reading (6 December) reported"),
  ]

  @Test(
    "Every control reported still is, a missed one now reported is marked, and the figure holds",
    arguments: samples.indices)
  func recall(_ index: Int) throws {
    let sample = Self.samples[index]
    let rows = try VerdictTable.rows(sample.file, fields: 6)
    #expect(rows.count >= 15)
    var reported: Set<String> = []
    for finding in try CorpusAudit.findings() where !Self.excluded.contains(finding.rule) {
      reported.insert("\(finding.file):\(finding.line)")
    }
    for row in rows {
      let key = "\(row[0]):\(row[1])"
      switch row[4] {
      case "reported": #expect(reported.contains(key), "\(key) (\(row[3])) is no longer reported")
      case "missed": #expect(!reported.contains(key), "\(key) (\(row[3])) is now reported: mark it so")
      default: Issue.record("\(key): unknown status \(row[4])")
      }
    }
    let count = rows.filter { $0[4] == "reported" }.count
    let docs = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(docs.contains("\(count) of \(rows.count) \(sample.name)"))
  }
}

/// What the fixes of issue 38 added and removed on apps they never used (Enchanted, Swiftfin),
/// judged by reading the apps (`Fixtures/issue38-untouched-verdicts.tsv`): each judged finding is
/// still reported as it was judged, or marked fixed.
@Suite("Issue 38's new claims on apps its fixes never used", .requires(.appsCorpus), .requires(.ibCorpus))
struct Issue38UntouchedTests {
  @Test("Every judged finding is still reported as it was judged, or marked fixed")
  func judged() throws {
    let counts = try CorpusAudit.countsByKey()
    // Enchanted and Swiftfin (3 December); and what was left unjudged on the apps the second and
    // third sessions of 6 December did not touch, after their last fixes (`uikit-final-4111-verdicts.tsv`,
    // `uikit-final-4411-verdicts.tsv`).
    for file in ["issue38-untouched-verdicts.tsv", "uikit-final-4111-verdicts.tsv", "uikit-final-4411-verdicts.tsv"] {
      let verdicts = try VerdictTable.judged(file)
      #expect(verdicts.count >= 10, "\(file)")
      VerdictTable.expectStillReported(verdicts, counts)
    }
  }
}
