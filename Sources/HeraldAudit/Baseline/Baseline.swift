/// The findings a project has accepted for now: recorded once (`herald audit --write-baseline`),
/// they no longer fail a run, and new ones still do.
///
/// Entries are matched by ``Finding/fingerprint``, which hashes the rule, the file, the scene,
/// the element and the message key — not the line — so edits elsewhere in a file do not break the
/// match. An audit session names the file relative to the configuration's folder (else the app's
/// folder, else the working directory; ``PathBase``), so a baseline matches however the inputs
/// are typed and wherever the audit runs.
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
  ///   - baseDirectory: The directory the entries' ``BaselineEntry/file`` are written relative to
  ///     (``PathBase/relative(_:)``: `../Shared/A.xib` for a file outside it), for the people who
  ///     read the baseline and to tell which entries a run covers; all files are written as the
  ///     audit named them when `nil`. Matching uses the fingerprints only.
  public init(findings: [Finding], baseDirectory: String?) {
    let base = baseDirectory.map { PathBase($0) }
    var seen: Set<String> = []
    var entries: [BaselineEntry] = []
    for finding in findings where finding.isActive && seen.insert(finding.fingerprint).inserted {
      let file = finding.location.source.file
      entries.append(
        BaselineEntry(
          fingerprint: finding.fingerprint, ruleID: finding.ruleID, file: base?.relative(file) ?? file,
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
  /// problem is still there); the others that the run `covers` become
  /// ``AuditReport/unmatchedBaseline``: problems that were fixed, to drop from the baseline. An
  /// audit of one file covers only that file's entries: the others are neither matched nor stale.
  /// The rule summaries are recounted.
  ///
  /// - Parameters:
  ///   - report: The report of an audit.
  ///   - baselinePath: The baseline's path, named in the suppressions' reason.
  ///   - covers: Whether the audit covered an entry's file (every entry by default).
  /// - Complexity: O(*n* + *m*) in the number of findings and entries.
  public func apply(
    to report: inout AuditReport, baselinePath: String, covers: (BaselineEntry) -> Bool = { _ in true }
  ) {
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
    report.unmatchedBaseline = entries.filter { !matched.contains($0.fingerprint) && covers($0) }
    report.recountSummaries()
  }
}
