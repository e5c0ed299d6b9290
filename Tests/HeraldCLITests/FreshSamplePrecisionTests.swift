import Foundation
import HeraldTestSupport
import Testing

/// The seventh session's fresh sample (`Fixtures/fresh-7171-verdicts.tsv`): findings of every rule
/// never judged before, on the apps that session's fixes did not use, each judged by reading the
/// app; and the eighth session's check of the text-field findings it reworded
/// (`Fixtures/reworded-8181-verdicts.tsv`); the tenth session's fresh sample of every rule on the
/// apps neither its fixes nor the ninth's used (`Fixtures/fresh-1010-verdicts.tsv`), and its last
/// one (`fresh-1111`); the eleventh session's (`fresh-1212`) and its last (`fresh-1414`); the twelfth's (`fresh-1919`), and each later
/// session's (`fresh-1313`, `fresh-1401`, `fresh-1501`, `fresh-1601`). Each is
/// still reported as judged, or marked fixed; docs/audit.md, docs/not-done.md and the README give the figures.
@Suite("Fresh samples of every rule", .requires(.appsCorpus), .requires(.ibCorpus))
struct FreshSamplePrecisionTests {
  /// The verdicts of `table`, checked to hold `violations` violations and `reviews` needs review,
  /// each still reported as judged (or marked fixed), with their figures.
  static func checked(_ table: String, violations: Int, reviews: Int) throws -> (
    verdicts: [VerdictTable.Judged], figures: VerdictTable.Figures
  ) {
    let verdicts = try VerdictTable.judged(table)
    #expect(verdicts.filter { $0.kind == "violation" }.count == violations, "\(table)")
    #expect(verdicts.filter { $0.kind == "needs-review" }.count == reviews, "\(table)")
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
    return (verdicts, VerdictTable.Figures(verdicts))
  }

  /// Checks that docs/audit.md and docs/not-done.md give `figures` with the sample's two seeds.
  static func expectDocumented(_ figures: VerdictTable.Figures, seeds: (violations: Int, reviews: Int)) throws {
    for page in ["/docs/audit.md", "/docs/not-done.md"] {
      let text = try Self.page(page)
      let trueOnes = "\(figures.trueViolations) of \(figures.violations) violations of every rule true"
      let open = "\(figures.undecidable) of \(figures.reviews) needs review of every rule undecidable"
      #expect(text.contains("\(trueOnes) (seed \(seeds.violations))"), "\(page)")
      #expect(text.contains("\(open) (seed \(seeds.reviews))"), "\(page)")
    }
  }

  /// Checks a session's fresh sample `table` (``checked(_:violations:reviews:)``): none of its
  /// findings is on an app that session's fixes were developed on (`fixedOn`, matched in any
  /// case), and docs/audit.md and docs/not-done.md give its figures with its `seeds`.
  static func expectSessionSample(
    _ table: String, violations: Int, reviews: Int, fixedOn: [String], seeds: (violations: Int, reviews: Int)
  ) throws {
    let (verdicts, figures) = try checked(table, violations: violations, reviews: reviews)
    #expect(verdicts.allSatisfy { verdict in !fixedOn.contains { verdict.key.lowercased().contains($0.lowercased()) } })
    try expectDocumented(figures, seeds: seeds)
  }

  /// A page of the repository (`/docs/audit.md`).
  static func page(_ path: String) throws -> String {
    try String(contentsOfFile: TestPaths.repository + path, encoding: .utf8)
  }

  @Test("Each judged finding still reported as judged; docs give the figures")
  func freshSample() throws {
    let figures = try Self.checked("fresh-7171-verdicts.tsv", violations: 20, reviews: 10).figures
    let docs = try Self.page("/docs/audit.md")
    #expect(docs.contains("\(figures.trueViolations) of \(figures.violations) violations of every rule true"))
    #expect(docs.contains("\(figures.undecidable) of \(figures.reviews) needs review of every rule undecidable"))
  }

  @Test("The tenth session's fresh sample: each judged finding still reported as judged; docs give the figures")
  func tenthSessionSample() throws {
    let (verdicts, figures) = try Self.checked("fresh-1010-verdicts.tsv", violations: 35, reviews: 20)
    // None on an app the ninth or tenth session's fixes used.
    let fixedOn = [
      "Vienna", "enchanted", "Xcodes", "backyard-birds", "IceCubes", "Swiftfin", "duckduckgo", "kiwix", "mastodon",
    ]
    #expect(verdicts.allSatisfy { verdict in !fixedOn.contains { verdict.key.contains($0) } })
    let docs = try Self.page("/docs/audit.md")
    #expect(
      docs.contains("\(figures.trueViolations) of \(figures.violations) violations of every rule true (seed 1010)"))
    #expect(
      docs.contains("\(figures.undecidable) of \(figures.reviews) needs review of every rule undecidable (seed 1013)"))
  }

  @Test(
    "The tenth session's last fresh sample, after its fixes: each still reported as judged; not-done gives the figure")
  func afterTenthSessionFixes() throws {
    let figures = try Self.checked("fresh-1111-verdicts.tsv", violations: 8, reviews: 14).figures
    let notDone = try Self.page("/docs/not-done.md")
    #expect(notDone.contains("\(figures.trueViolations) of \(figures.violations) violations true (seed 1111)"))
    #expect(notDone.contains("\(figures.undecidable) of \(figures.reviews) needs review undecidable (seed 1113)"))
  }

  @Test("What KeePassium's languages show once no table for another program counts: each still reported as judged")
  func exposedByLanguageShare() throws {
    let verdicts = try VerdictTable.judged("exposed-1010-verdicts.tsv")
    #expect(verdicts.count == 15)
    #expect(verdicts.allSatisfy { $0.key.hasPrefix("apps/keepassium+KeePassium/") })
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
    // 3 of the 10 violations were true: the figure docs/not-done.md gives.
    let figures = VerdictTable.Figures(verdicts)
    let notDone = try String(contentsOfFile: TestPaths.repository + "/docs/not-done.md", encoding: .utf8)
    #expect(notDone.contains("\(figures.trueViolations) of \(figures.violations) true"))
  }

  @Test("The eighth session's check of reworded text-field findings: each still reported as judged")
  func rewordedTextFields() throws {
    let verdicts = try VerdictTable.judged("reworded-8181-verdicts.tsv")
    #expect(verdicts.count == 5)
    #expect(verdicts.allSatisfy { $0.key.hasSuffix(":switch-missing-label") && $0.kind == "violation" })
    VerdictTable.expectStillReported(verdicts, try CorpusAudit.countsByKey())
  }

  @Test(
    "The eleventh session's fresh sample, after its fixes: each judged finding still reported as judged; docs give the figures"
  )
  func eleventhSessionSample() throws {
    let (verdicts, figures) = try Self.checked("fresh-1212-verdicts.tsv", violations: 26, reviews: 30)
    // None on an app the tenth or eleventh session's fixes used.
    let fixedOn = ["food-truck", "KeePassium", "kiwix", "mastodon", "habitica", "GoMap"]
    #expect(verdicts.allSatisfy { verdict in !fixedOn.contains { verdict.key.contains($0) } })
    for page in ["/docs/audit.md", "/README.md"] {
      let text = try Self.page(page)
      let violations = page == "/README.md" ? "violations true" : "violations of every rule true (seed 1212)"
      #expect(text.contains("\(figures.trueViolations) of \(figures.violations) \(violations)"), "\(page)")
      let reviews =
        page == "/README.md" ? "needs review undecidable" : "needs review of every rule undecidable (seed 1213)"
      #expect(text.contains("\(figures.undecidable) of \(figures.reviews) \(reviews)"), "\(page)")
    }
  }

  @Test(
    "The eleventh session's second fresh sample, after its last fix: each still reported as judged; docs give the figures"
  )
  func afterEleventhSessionFixes() throws {
    let (verdicts, figures) = try Self.checked("fresh-1414-verdicts.tsv", violations: 8, reviews: 19)
    // None on an app the tenth or eleventh session's fixes used.
    let fixedOn = ["food-truck", "KeePassium", "kiwix", "mastodon", "habitica", "GoMap", "Vienna", "duckduckgo"]
    #expect(verdicts.allSatisfy { verdict in !fixedOn.contains { verdict.key.contains($0) } })
    let audit = try Self.page("/docs/audit.md")
    #expect(
      audit.contains("\(figures.trueViolations) of \(figures.violations) violations of every rule true (seed 1414)"))
    #expect(
      audit.contains("\(figures.undecidable) of \(figures.reviews) needs review of every rule undecidable (seed 1415)"))
    let notDone = try Self.page("/docs/not-done.md")
    #expect(notDone.contains("\(figures.trueViolations) of \(figures.violations) violations true (seed 1414)"))
    #expect(notDone.contains("\(figures.undecidable) of \(figures.reviews) needs review undecidable (seed 1415)"))
  }

  @Test(
    "The thirteenth session's last fresh sample: each still reported as judged, the false one fixed; not-done gives it")
  func afterThirteenthSessionFixes() throws {
    let (verdicts, figures) = try Self.checked("fresh-1316-verdicts.tsv", violations: 5, reviews: 0)
    // None on an app a fix made after the 1313/1717 draw was developed on.
    let fixedOn = ["duckduckgo", "enchanted", "habitica", "kiwix", "food-truck", "iina"]
    #expect(verdicts.allSatisfy { verdict in !fixedOn.contains { verdict.key.lowercased().contains($0) } })
    let notDone = try Self.page("/docs/not-done.md")
    #expect(notDone.contains("\(figures.trueViolations) of \(figures.violations) violations true (seed 1316)"))
  }

  /// A session's fresh sample: its table, how many violations and needs review it holds, the apps
  /// that session's fixes were developed on (none of its findings is on them), and its seeds.
  struct SessionSample: Sendable, CustomStringConvertible {
    var table: String
    var violations: Int
    var reviews: Int
    var fixedOn: [String]
    var seeds: (violations: Int, reviews: Int)
    var description: String { table }
  }

  /// The fresh samples drawn after each session's fixes from the twelfth on.
  static let sessionSamples = [
    SessionSample(
      table: "fresh-1919-verdicts.tsv", violations: 39, reviews: 24,
      fixedOn: ["Swiftfin", "IceCubes", "kiwix", "food-truck", "backyard-birds"], seeds: (1919, 1920)),
    SessionSample(
      table: "fresh-1313-verdicts.tsv", violations: 40, reviews: 43, fixedOn: ["duckduckgo", "enchanted", "habitica"],
      seeds: (1313, 1314)),
    SessionSample(
      table: "fresh-1401-verdicts.tsv", violations: 56, reviews: 46,
      fixedOn: ["mastodon", "xcodesapp", "food-truck", "backyard-birds", "icecubes"], seeds: (1401, 1402)),
    SessionSample(
      table: "fresh-1501-verdicts.tsv", violations: 40, reviews: 25, fixedOn: ["enchanted", "swiftfin", "duckduckgo"],
      seeds: (1501, 1502)),
    SessionSample(
      table: "fresh-1601-verdicts.tsv", violations: 35, reviews: 40,
      fixedOn: ["openfoodfacts", "mastodon", "xcodesapp", "food-truck", "swiftfin", "habitica", "gomap"],
      seeds: (1601, 1602)),
  ]

  @Test(
    "A session's fresh sample, after its fixes: each judged finding still reported as judged; docs give the figures",
    arguments: sessionSamples)
  func sessionSample(_ sample: SessionSample) throws {
    try Self.expectSessionSample(
      sample.table, violations: sample.violations, reviews: sample.reviews, fixedOn: sample.fixedOn,
      seeds: sample.seeds)
  }
}
