/// The findings a project has accepted for now: recorded once (`herald audit --write-baseline`),
/// they no longer fail a run, and new ones still do.
///
/// Entries are matched by ``Finding/fingerprint``, which hashes the rule, the file as the audit
/// named it, the scene, the element and the message key — not the line — so edits elsewhere in a
/// file do not break the match. Because the file is part of the fingerprint, a baseline matches
/// only audits that name the files the same way: run the audit from the same directory with the
/// same inputs (the configuration's directory is the natural place) when writing and when using
/// the baseline.
///
/// ```swift
/// let baseline = Baseline(findings: report.findings, baseDirectory: configuration.directory)
/// try baseline.write(to: ".herald-baseline.json")
/// // Later:
/// var report = auditor.audit(paths: ["App"])
/// try Baseline.read(path: ".herald-baseline.json").apply(to: &report, baselinePath: ".herald-baseline.json")
/// ```
public struct Baseline: Sendable, Hashable {
  /// The recorded findings, by file, rule, element and fingerprint.
  public var entries: [BaselineEntry]

  /// Creates a baseline of the given entries, as they are.
  public init(entries: [BaselineEntry]) {
    self.entries = entries
  }

  /// Records the findings that count: active violations and needs-review findings.
  ///
  /// Findings a configuration or an earlier baseline suppresses are left out, so make the
  /// baseline from a report before applying another baseline to it.
  ///
  /// - Parameters:
  ///   - findings: A report's findings.
  ///   - baseDirectory: The directory the entries' ``BaselineEntry/file`` are written relative to,
  ///     for the people who read the baseline; files outside it, and all files when `nil`, are
  ///     written as the audit named them. Matching uses the fingerprints only.
  public init(findings: [Finding], baseDirectory: String?) {
    var seen: Set<String> = []
    var entries: [BaselineEntry] = []
    for finding in findings where finding.isActive && seen.insert(finding.fingerprint).inserted {
      let file = finding.location.source.file
      entries.append(
        BaselineEntry(
          fingerprint: finding.fingerprint, ruleID: finding.ruleID,
          file: baseDirectory.flatMap { PathNames.relative(file, to: $0) } ?? file,
          elementPath: finding.location.elementPath, message: finding.message))
    }
    self.entries = entries.sorted {
      ($0.file, $0.ruleID, $0.elementPath, $0.fingerprint) < ($1.file, $1.ruleID, $1.elementPath, $1.fingerprint)
    }
  }

  /// The entries' fingerprints.
  public var fingerprints: Set<String> { Set(entries.map(\.fingerprint)) }

  /// Suppresses the report's findings that the baseline records and lists the entries that no
  /// finding matches any more.
  ///
  /// Every active finding whose fingerprint is recorded gets the suppression
  /// `Suppression(kind: .baseline, reason: "in baseline <path>")`. An entry counts as matched when
  /// any finding has its fingerprint, a finding that the configuration suppresses included (the
  /// problem is still there); the others become ``AuditReport/unmatchedBaseline``: problems that
  /// were fixed, to drop from the baseline. The rule summaries are recounted.
  ///
  /// - Parameters:
  ///   - report: The report of an audit.
  ///   - baselinePath: The baseline's path, named in the suppressions' reason.
  /// - Complexity: O(*n* + *m*) in the number of findings and entries.
  public func apply(to report: inout AuditReport, baselinePath: String) {
    let recorded = fingerprints
    var matched: Set<String> = []
    for index in report.findings.indices {
      let fingerprint = report.findings[index].fingerprint
      guard recorded.contains(fingerprint) else { continue }
      matched.insert(fingerprint)
      if report.findings[index].isActive {
        report.findings[index].suppression = Suppression(kind: .baseline, reason: "in baseline \(baselinePath)")
      }
    }
    report.unmatchedBaseline = entries.filter { !matched.contains($0.fingerprint) }
    report.recountSummaries()
  }
}
