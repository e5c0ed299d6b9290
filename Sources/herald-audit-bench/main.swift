// herald-audit-bench: audits every Interface Builder file under a folder with every built-in rule
// in one process — load, expand custom controls, reading order, what VoiceOver says, all rules,
// localized messages — and compares the wall time with `xmllint --noout` over the same files (the
// libxml2 parse floor), measured in the same run. Run by `make bench-audit`; see docs/performance.md.
import Foundation
import HeraldAudit
import HeraldBenchSupport
import HeraldRules

struct Options {
  var folder = "../shared/corpus/ib"
  var runs = 5

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    var positional: [String] = []
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "-h", "--help": throw BenchError.usage("")
      default: positional.append(argument)
      }
    }
    if let first = positional.first { folder = first }
  }
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  let files = interfaceBuilderFiles(in: options.folder)
  guard !files.isEmpty else { throw BenchError.failed("no .storyboard or .xib files under \(options.folder)") }
  let outcome = try RuleSelection().apply(builtIn: BuiltInRules.all, packs: [])
  let auditor = try Auditor(rules: outcome.rules, severities: outcome.severities, notRun: outcome.notRun)
  let report = auditor.audit(paths: files)
  let elements = report.summaries.map(\.passes).reduce(0, +) + report.findings.count
  print("herald-audit-bench: \(files.count) Interface Builder files under \(options.folder)")
  print(
    "  \(outcome.rules.count) rules; \(report.files.count - report.inputErrors.count) files audited, \(report.inputErrors.count) refused; \(report.findings.count) findings, \(elements) rule checks"
  )
  print("  median of \(options.runs) runs; each run loads and audits every file once, on all cores")
  print("")
  var audit: [Double] = []
  var floor: [Double] = []
  _ = try xmllint(files)  // warm the page cache for both
  for _ in 0..<options.runs {
    audit.append(seconds { _ = auditor.audit(paths: files) })
    floor.append(try xmllint(files))
  }
  let floorMedian = median(floor)
  for (name, values) in [
    ("xmllint --noout, one process (the floor)", floor), ("herald audit, all rules, all cores", audit),
  ] {
    print(
      "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f ms", median(values) * 1000))   \(String(format: "%5.2f×", median(values) / floorMedian)) the floor"
    )
  }
  print("")
  print(String(format: "ratio herald audit/xmllint: %.2f×; target ≤ 2×, goal ≤ 1.2×", median(audit) / floorMedian))
}

runBenchmark(name: "herald-audit-bench", usage: "herald-audit-bench [FOLDER] [--runs N]", run)
