import HeraldTestSupport
import Testing

/// The judged findings kept as data (`Fixtures/*-verdicts.tsv`): tab-separated rows whose first
/// fields are the file and line of a finding, after `#` comments and a `file\t…` header.
enum VerdictTable {
  /// The rows of `Fixtures/name`, each split into its fields. A row without exactly `fields`
  /// fields, or whose second field is not a line number, is recorded as an issue and left out.
  static func rows(_ name: String, fields count: Int) throws -> [[String]] {
    let text = try String(contentsOfFile: TestPaths.tests("HeraldCLITests") + "/Fixtures/" + name, encoding: .utf8)
    var rows: [[String]] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("file\t") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == count, Int(fields[1]) != nil else {
        Issue.record("malformed verdict line in \(name): \(line)")
        continue
      }
      rows.append(fields)
    }
    return rows
  }

  /// A judged finding: its `file:line:rule` key, the kind it was judged as, and the verdict.
  struct Judged {
    var key: String
    var kind: String
    var verdict: String
    /// The verdict a later fix replaced, as the reason starts: "(was undecidable; …".
    var was: String? = nil
  }

  /// The rows of a table whose fields are file, line, rule, kind, verdict and reason.
  static func judged(_ name: String) throws -> [Judged] {
    try rows(name, fields: 6).map { row in
      let reason = row[5]
      let was = reason.hasPrefix("(was ") ? reason.dropFirst(5).prefix { $0.isLetter || $0 == "-" } : nil
      return Judged(key: "\(row[0]):\(row[1]):\(row[2])", kind: row[3], verdict: row[4], was: was.map(String.init))
    }
  }

  /// Each judged finding must still be reported with the kind it was judged as until a fix
  /// changes it (then its row says `fixed`, and it must not come back as that kind). Where one
  /// place has several findings (one per platform a file is built for), a `fixed` row means one
  /// finding fewer there: no more are reported than rows still judged.
  /// `reported` maps `file:line:rule` to how many findings of each kind the corpus audit reports there.
  static func expectStillReported(_ verdicts: [Judged], _ reported: [String: [String: Int]]) {
    let standing = Dictionary(
      verdicts.filter { ["true", "false", "undecidable", "decidable"].contains($0.verdict) }.map {
        ("\($0.key) \($0.kind)", 1)
      }, uniquingKeysWith: +)
    for verdict in verdicts {
      let count = reported[verdict.key]?[verdict.kind] ?? 0
      let judged = standing["\(verdict.key) \(verdict.kind)"] ?? 0
      switch verdict.verdict {
      case "true", "false", "undecidable", "decidable":
        // At least one: some tables judge one finding in two rows (once per state it was drawn
        // in), so rows cannot be matched to findings one to one.
        #expect(count > 0, "\(verdict.key) (\(verdict.verdict)) is no longer a \(verdict.kind)")
      case "fixed":
        #expect(count <= judged, "\(verdict.key) was judged wrong and fixed, and is reported again")
      case "true-dropped":
        // Judged true, then a fix changed what the rule claims (its reason says how): the claim
        // must not come back.
        #expect(count <= judged, "\(verdict.key) was dropped by a change of claim and is back")
      default:
        Issue.record("\(verdict.key): unknown verdict \(verdict.verdict)")
      }
    }
  }

  /// The figures a document states for a table: "T of N … true", "U of R needs review undecidable".
  struct Figures {
    var trueViolations: Int
    var violations: Int
    var undecidable: Int
    var reviews: Int

    /// Counts `verdicts`; a row marked `fixed` counts as the violation judged false (or the needs
    /// review judged decidable or undecidable) it was, one marked `true-dropped` as the true one it
    /// was when the sample was drawn.
    init(_ verdicts: [Judged]) {
      let violations = verdicts.filter { $0.kind == "violation" }
      let reviews = verdicts.filter { $0.kind == "needs-review" }
      trueViolations = violations.filter { ["true", "true-dropped"].contains($0.verdict) }.count
      self.violations = violations.count
      undecidable = reviews.filter { $0.verdict == "undecidable" || $0.was == "undecidable" }.count
      self.reviews = reviews.count
    }
  }
}
