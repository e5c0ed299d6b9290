/// Renders a report as GitHub-flavoured Markdown: a job summary (`$GITHUB_STEP_SUMMARY`) or a
/// pull-request comment (Danger's `markdown(…)`).
///
/// ```
/// ## Herald accessibility audit
///
/// 8 violations (6 errors, 2 warnings, 0 notes), 0 need review, 0 suppressed in 3 files; 37 rules ran
///
/// | rule | errors | warnings | notes | needs review |
/// |---|---:|---:|---:|---:|
/// | `image-button-missing-label` | 5 | 0 | 0 | 0 |
///
/// | | where | message | rule |
/// |---|---|---|---|
/// | error | `Rating/jrnl.json:24:15` button “star” | Image button without an accessibility label: … | `image-button-missing-label` |
/// ```
///
/// The output, in order: the title; the summary sentence of ``TextReporter``; a table of the
/// active findings per rule (most errors first); one table row per input error, active finding
/// (errors, then warnings, notes and needs review) and stale baseline entry; a finding's place is
/// followed by its element as a person names it (``FindingGroup/elementName``). Cells escape `|`,
/// `<`, `>` and `&`, and keep to one line, so text from an audited file cannot break the table
/// or inject HTML.
///
/// **Size.** GitHub refuses a pull-request comment over 65,536 characters and a job summary over
/// 1 MiB; the whole document stays under ``characterBudget``. Rows that do not fit are left out, and
/// a last line says how many and that `--format sarif` or `json` holds them all.
public struct MarkdownReporter: Reporter {
  /// The most characters the document may have: below GitHub's 65,536 for a comment.
  public static let characterBudget = 65_000

  /// Creates the reporter.
  public init() {}

  /// Renders the report as Markdown, ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    var lines = ["## Herald accessibility audit", "", TextReporter.summary(report), ""]
    let active = report.findings.filter(\.isActive)
    let perRule = Dictionary(grouping: active, by: \.ruleID)
    if !perRule.isEmpty {
      lines += ["| rule | errors | warnings | notes | needs review |", "|---|---:|---:|---:|---:|"]
      func count(_ findings: [Finding], _ severity: Severity) -> Int {
        findings.filter { $0.kind == .violation && $0.severity == severity }.count
      }
      let rows = perRule.map { rule, findings in
        (
          rule, count(findings, .error), count(findings, .warning), count(findings, .note),
          findings.filter { $0.kind == .needsReview }.count
        )
      }
      .sorted { ($0.1, $0.2, $0.3, $0.4, $1.0) > ($1.1, $1.2, $1.3, $1.4, $0.0) }
      for row in rows { lines.append("| `\(row.0)` | \(row.1) | \(row.2) | \(row.3) | \(row.4) |") }
      lines.append("")
    }
    let rows = findingRows(report, active: active, context: context)
    guard !rows.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["| | where | message | rule |", "|---|---|---|---|"]
    var size = lines.reduce(0) { $0 + $1.count + 1 }
    // Room kept for the closing line that says what was left out.
    let budget = Self.characterBudget - 200
    var written = 0
    for row in rows {
      guard size + row.count + 1 <= budget else { break }
      lines.append(row)
      size += row.count + 1
      written += 1
    }
    if written < rows.count {
      lines += [
        "",
        "\(rows.count - written) more rows are left out to stay within GitHub's size limits; "
          + "`--format sarif` or `--format json` holds them all.",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One table row per input error, active finding (most severe first) and stale baseline entry.
  func findingRows(_ report: AuditReport, active: [Finding], context: ReportContext) -> [String] {
    func row(_ word: String, _ place: String, _ message: String, _ rule: String, element: String? = nil) -> String {
      let named = element.map { " " + Self.cell($0) } ?? ""
      return
        "| \(word) | `\(Self.code(place))`\(named) | \(Self.cell(message)) | \(rule.isEmpty ? "" : "`\(Self.code(rule))`") |"
    }
    func place(_ finding: Finding) -> String {
      let source = finding.location.source
      return "\(context.relativePath(source.file)):\(source.line):\(source.column)"
    }
    var rows = report.inputErrors.map { error in
      row("error", "\(context.relativePath(error.path)):\(error.line):\(error.column)", error.message, "")
    }
    // One row per claim and place, with how many elements and scenes share it.
    let groups = FindingGroup.groups(active)
    for severity in [Severity.error, .warning, .note] {
      for group in groups where group.first.kind == .violation && group.first.severity == severity {
        rows.append(
          row(severity.rawValue, place(group.first), group.message, group.first.ruleID, element: group.elementName))
      }
    }
    for group in groups where group.first.kind == .needsReview {
      rows.append(
        row("needs review", place(group.first), group.message, group.first.ruleID, element: group.elementName))
    }
    for entry in report.unmatchedBaseline {
      rows.append(
        row(
          "baseline", context.relativePath(entry.file),
          "baseline entry no longer matches (\(entry.elementPath)): remove it or rewrite the baseline", entry.ruleID))
    }
    return rows
  }

  /// Text for a table cell: one line, `|` escaped, `<`, `>` and `&` as entities.
  static func cell(_ text: String) -> String {
    escaped(text, ["<": "&lt;", ">": "&gt;", "&": "&amp;"])
  }

  /// Text inside a code span in a cell: one line, `|` escaped (GitHub's tables need it even in code
  /// spans), backticks as `'`; entities are not read in code spans, so `<` stays as it is.
  static func code(_ text: String) -> String {
    escaped(text, ["`": "'"])
  }

  /// `text` on one line (line breaks and tabs as spaces) with `|` escaped and each character of
  /// `replacements` replaced.
  private static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
    var output = ""
    for character in text {
      switch character {
      case "|": output += "\\|"
      case "\n", "\r", "\r\n", "\t": output += " "
      default:
        if let replacement = replacements[character] { output += replacement } else { output.append(character) }
      }
    }
    return output
  }
}
