/// Renders a report as GitHub Actions workflow commands, which annotate the files of a pull request.
///
/// ```
/// ::error file=Main.storyboard,line=12,col=9,title=image-button-missing-label — button “star”::The button has no label.
/// ::notice file=Main.storyboard,line=30,col=5,title=image-decorative::needs review: Is this image decorative?
/// ```
///
/// - Each input error is `::error file=…,line=…,col=…::message` (without `line` and `col` when it
///   has no position).
/// - Each active finding is one command: `error`, `warning` or `notice` (for a note) by severity;
///   a needs-review finding is a `notice` whose message starts `needs review: `. The title is the
///   rule id, then the element as a person names it (`image-button-missing-label — button “star”`)
///   when the finding is about one element or elements named alike. Suppressed findings are left out.
/// - Each stale baseline entry is a `warning` on its file titled `herald baseline`.
///
/// **GitHub's limits.** A step shows at most 10 error, 10 warning and 10 notice annotations, and a
/// job 50 (actions/toolkit, `docs/problem-matchers.md`, "Limitations"); the rest are dropped
/// silently, in the order printed. So the commands come most severe first — errors (input errors,
/// then violations), warnings (violations, then stale baseline entries), notices (notes, then needs
/// review) — at most ``Limits/perKind`` of each kind. When any is held back, the held-back ones
/// follow as plain log lines (`path:line:column: severity: message [rule-id]`, nothing lost), and
/// the last line is a `notice` titled `herald` with the audit's summary and how many of each kind
/// were annotated; it takes one of the notice places.
///
/// Values are escaped as the runner expects: in messages `%`, carriage return and line feed become
/// `%25`, `%0D` and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`. Paths are
/// ``ReportContext/relativePath(_:)`` — relative to the workspace when the base directory is it.
public struct GitHubReporter: Reporter {
  /// How many annotations of each kind GitHub shows for one step.
  public enum Limits {
    /// Errors, warnings and notices each (GitHub: 10 per step).
    public static let perKind = 10
  }

  /// Creates the reporter.
  public init() {}

  /// One annotation: its command (`error`, `warning`, `notice`), properties, message, and the
  /// plain line it becomes when held back.
  struct Annotation {
    var kind: String
    var properties: [(String, String)]
    var message: String
    var plain: String
  }

  /// Renders the report as one command per line, each ending with a line break; empty when there is
  /// nothing to annotate.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    let all = annotations(report, context: context)
    var shown: [String: Int] = [:]
    var total: [String: Int] = [:]
    for annotation in all { total[annotation.kind, default: 0] += 1 }
    let heldBackAny = total.values.contains { $0 > Limits.perKind }
    var lines: [String] = []
    var heldBack: [String] = []
    for annotation in all {
      // With anything held back, the summary takes one notice place.
      let room = heldBackAny && annotation.kind == "notice" ? Limits.perKind - 1 : Limits.perKind
      if shown[annotation.kind, default: 0] < room {
        shown[annotation.kind, default: 0] += 1
        lines.append(Self.command(annotation.kind, annotation.properties, annotation.message))
      } else {
        heldBack.append(annotation.plain)
      }
    }
    if heldBackAny {
      lines += heldBack
      let counts = ["error", "warning", "notice"].map { kind in
        "\(shown[kind, default: 0]) of \(total[kind, default: 0]) \(kind)s"
      }
      lines.append(
        Self.command(
          "notice", [("title", "herald")],
          TextReporter.summary(report) + ". Annotated, most severe first, within GitHub's limit of "
            + "\(Limits.perKind) per kind and step: \(counts.joined(separator: ", ")); "
            + "the other \(heldBack.count) are in the log above (--format sarif uploads them all)."))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Every annotation of the report, most severe first.
  func annotations(_ report: AuditReport, context: ReportContext) -> [Annotation] {
    var errors: [Annotation] = []
    var warnings: [Annotation] = []
    var notes: [Annotation] = []
    var reviews: [Annotation] = []
    for error in report.inputErrors {
      let properties = [
        ("file", context.relativePath(error.path)), ("line", String(error.line)), ("col", String(error.column)),
      ]
      errors.append(Annotation(kind: "error", properties: properties, message: error.message, plain: error.description))
    }
    let text = TextReporter()
    var plainContext = context
    plainContext.color = false
    for group in FindingGroup.groups(report.findings.filter(\.isActive)) {
      let finding = group.first
      let source = finding.location.source
      let properties = [
        ("file", context.relativePath(source.file)), ("line", String(source.line)), ("col", String(source.column)),
        ("title", group.elementName.map { "\(finding.ruleID) — \($0)" } ?? finding.ruleID),
      ]
      let plain = text.line(for: group, context: plainContext)
      let message = group.message
      switch (finding.kind, finding.severity) {
      case (.violation, .error):
        errors.append(Annotation(kind: "error", properties: properties, message: message, plain: plain))
      case (.violation, .warning):
        warnings.append(Annotation(kind: "warning", properties: properties, message: message, plain: plain))
      case (.violation, .note):
        notes.append(Annotation(kind: "notice", properties: properties, message: message, plain: plain))
      case (.needsReview, _):
        reviews.append(
          Annotation(kind: "notice", properties: properties, message: "needs review: " + message, plain: plain))
      }
    }
    for entry in report.unmatchedBaseline {
      let message =
        "baseline entry no longer matches: \(entry.ruleID) at \(context.relativePath(entry.file)) "
        + "(\(entry.elementPath)) — remove it or rewrite the baseline"
      warnings.append(
        Annotation(
          kind: "warning", properties: [("file", context.relativePath(entry.file)), ("title", "herald baseline")],
          message: message, plain: message))
    }
    return errors + warnings + notes + reviews
  }

  private static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(name) \(list)::\(escapeData(message))"
  }

  /// A message: `%`, `\r` and `\n` percent-encoded.
  static func escapeData(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// A property value: as a message, and `:` and `,` percent-encoded too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingColonsAndCommas()
  }
}

extension String {
  fileprivate func replacingColonsAndCommas() -> String {
    var output = ""
    for scalar in unicodeScalars {
      switch scalar {
      case ":": output += "%3A"
      case ",": output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
