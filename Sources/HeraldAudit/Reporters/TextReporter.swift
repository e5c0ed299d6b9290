import HeraldICU
import HeraldSyntax

/// Renders a report as the lines compilers print, for terminals and editors that jump to
/// `path:line:column`.
///
/// The output, in order:
///
/// 1. Each input error's description (already a full `file:line:column: error: …` line).
/// 2. One line per active claim and place, `path:line:column: severity: message [rule-id]`, then
///    ` — button “Save”` naming the element as a person sees it (its text or label and type,
///    ``FindingGroup/elementName``) when the claim is about one element or elements named alike, and
///    `(5 elements)` or `(in 43 scenes)` when several elements share it (``FindingGroup``; the summary
///    still counts elements). A needs-review
///    finding uses the word `note` whatever its severity, and its message starts with
///    `needs review: `, so that it reads as a request to look rather than a verdict. Suppressed
///    findings are not listed; the summary counts them.
/// 3. One line per baseline entry that no finding matched any more.
/// 4. The summary: `3 violations (1 error, 1 warning, 1 note), 1 needs review, 1 suppressed in
///    2 files; 4 rules ran`, followed by `; 1 input error` when files failed to load.
///
/// A message stays on one line: line breaks become spaces and other control characters U+FFFD, so
/// that text from an audited file can neither break the `path:line:column` form nor send escape
/// sequences to the terminal.
///
/// With ``ReportContext/color`` the severity word is coloured (error red, warning yellow, note
/// cyan) and the rule id dimmed with ANSI escapes. Paths are ``ReportContext/relativePath(_:)``.
///
/// ```
/// Main.storyboard:12:9: error: The button has no label. [image-button-missing-label] — button “star”
/// Main.storyboard:30:5: note: needs review: Is this image decorative? [image-decorative] — image “logo”
/// 1 violation (1 error, 0 warnings, 0 notes), 1 needs review, 0 suppressed in 1 file; 2 rules ran
/// ```
public struct TextReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders the report as lines, each ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    var lines = report.inputErrors.map(\.description)
    for group in FindingGroup.groups(report.findings.filter(\.isActive)) {
      lines.append(line(for: group, context: context))
      // The places in the code the finding rests on, as compilers print notes.
      for note in group.related {
        let place = "\(context.relativePath(note.location.file)):\(note.location.line):\(note.location.column)"
        lines.append("\(place): note: \(note.message.oneLine)")
      }
    }
    for entry in report.unmatchedBaseline {
      lines.append(
        "baseline entry no longer matches: \(entry.ruleID) at \(context.relativePath(entry.file)) "
          + "(\(entry.elementPath)) — remove it or rewrite the baseline")
    }
    lines.append(Self.summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One claim's line, `path:line:column: severity: message [rule-id]`, followed by the element's
  /// name (` — button “Save”`) and how many elements and scenes it covers when more than one
  /// (`(5 elements)`, `(in 43 scenes)`).
  func line(for group: FindingGroup, context: ReportContext) -> String {
    let finding = group.first
    let source = finding.location.source
    let word = finding.kind == .needsReview ? Severity.note : finding.severity
    let message =
      (finding.kind == .needsReview ? "needs review: " + finding.messageWithEvidence : finding.messageWithEvidence)
      .oneLine
    let position = "\(context.relativePath(source.file)):\(source.line):\(source.column)"
    let tail = (group.elementName.map { " — " + $0.oneLine } ?? "") + (group.extent.map { " " + $0 } ?? "")
    guard context.color else {
      return "\(position): \(word.rawValue): \(message) [\(finding.ruleID)]\(tail)"
    }
    return "\(position): \(Self.paint(word.rawValue, Self.colorCode(word))): \(message) "
      + Self.paint("[\(finding.ruleID)]", Self.dim) + tail
  }

  /// The summary sentence: `3 violations (1 error, 1 warning, 1 note), 1 needs review, 1 suppressed
  /// in 2 files; 4 rules ran`, then `; 1 input error` when files failed to load.
  static func summary(_ report: AuditReport) -> String {
    // The summary's sentence is English whatever the messages' locale; its counts agree in number.
    func count(_ number: Int, _ noun: CountedNoun) -> String { Catalog.count(number, noun) }
    let severities = [
      count(report.violationCount(.error), .errors), count(report.violationCount(.warning), .warnings),
      count(report.violationCount(.note), .notes),
    ]
    let kinds = [
      "\(count(report.violationCount(), .violations)) (\(severities.joined(separator: ", ")))",
      count(report.needsReviewCount, .needsReview), count(report.suppressedCount, .suppressed),
    ]
    var text =
      "\(kinds.joined(separator: ", ")) in \(count(report.files.count, .files)); \(count(report.rules.count, .rulesRan))"
    if !report.inputErrors.isEmpty {
      text += "; \(count(report.inputErrors.count, .inputErrors))"
    }
    return text
  }

  private static let dim = "2"

  private static func colorCode(_ severity: Severity) -> String {
    switch severity {
    case .error: "31"
    case .warning: "33"
    case .note: "36"
    }
  }

  private static func paint(_ text: String, _ code: String) -> String {
    "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
