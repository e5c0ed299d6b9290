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
}
