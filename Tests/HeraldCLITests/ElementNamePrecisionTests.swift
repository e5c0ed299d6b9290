import Foundation
import HeraldTestSupport
import Testing

/// How findings name their element, judged on apps no naming rule was fixed against: a sample
/// drawn from the corpus audit (seed 3536, four rules an app) and judged by reading each app's
/// files, kept as data (`Fixtures/element-name-verdicts.tsv`). A name judged right must still be
/// given, one judged wrong must not come back (`false-open`: still given, a known wrong name), a
/// finding found false while its name was judged (`gone`) must stay gone, and the figure — names
/// right when judged — is the one docs/audit.md states.
@Suite("Element names judged on apps not used for fixing", .requires(.ibCorpus), .requires(.appsCorpus))
struct ElementNamePrecisionTests {
  @Test("Names judged right are still given, wrong ones do not come back, and the figure holds")
  func judged() throws {
    let rows = try VerdictTable.rows("element-name-verdicts.tsv", fields: 6)
    #expect(rows.count == 20, "the sample has \(rows.count) judged names")
    var names: [String: Set<String>] = [:]
    for finding in try CorpusAudit.findings() {
      names["\(finding.file):\(finding.line):\(finding.rule)", default: []].insert(finding.name)
    }
    var right = 0
    for row in rows {
      let key = "apps/\(row[0]):\(row[1]):\(row[2])"
      let given = names[key] ?? []
      if row[4] == "gone" {
        #expect(given.isEmpty, "\(key), a false finding whose name was right, is reported again: \(row[5])")
        right += 1
        continue
      }
      #expect(!given.isEmpty, "\(key) is no longer reported, so its name cannot be judged: mark the row gone")
      switch row[4] {
      case "true":
        #expect(given.contains(row[3]), "\(key) was named \(row[3]) (judged right: \(row[5])); now \(given.sorted())")
        right += 1
      case "false":
        #expect(!given.contains(row[3]), "\(key) is named \(row[3]) again, judged wrong: \(row[5])")
      case "false-open":
        #expect(given.contains(row[3]), "\(key): the known wrong name \(row[3]) is gone; mark the row false")
      default:
        Issue.record("\(key): unknown verdict \(row[4])")
      }
    }
    let figure = "\(right) of \(rows.count) element names"
    let documentation = try String(contentsOfFile: TestPaths.repository + "/docs/audit.md", encoding: .utf8)
    #expect(documentation.contains(figure), "docs/audit.md does not give the figure “\(figure)”")
  }
}
