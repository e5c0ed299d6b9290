/// Renders a report as GitHub Actions workflow commands, which annotate the files of a pull request.
///
/// ```
/// ::error file=Main.storyboard,line=12,col=9,title=image-button-missing-label::The button has no label.
/// ::notice file=Main.storyboard,line=30,col=5,title=image-decorative::needs review: Is this image decorative?
/// ```
///
/// - Each input error is `::error file=…,line=…,col=…::message` (without `line` and `col` when it
///   has no position), listed first.
/// - Each active finding is one command: `error`, `warning` or `notice` (for a note) by severity;
///   a needs-review finding is a `notice` whose message starts `needs review: `. The title is the
///   rule id. Suppressed findings are left out.
/// - Each stale baseline entry is a `warning` on its file titled `herald baseline`.
///
/// Values are escaped as the runner expects: in messages `%`, carriage return and line feed become
/// `%25`, `%0D` and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`. Paths are
/// ``ReportContext/relativePath(_:)`` — relative to the workspace when the base directory is it.
public struct GitHubReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders the report as one command per line, each ending with a line break; empty when there is
  /// nothing to annotate.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    var lines: [String] = []
    for error in report.inputErrors {
      let properties = [
        ("file", context.relativePath(error.path)), ("line", String(error.line)), ("col", String(error.column)),
      ]
      lines.append(Self.command("error", properties, error.message))
    }
    for finding in report.findings where finding.isActive {
      let source = finding.location.source
      let properties = [
        ("file", context.relativePath(source.file)), ("line", String(source.line)), ("col", String(source.column)),
        ("title", finding.ruleID),
      ]
      switch finding.kind {
      case .violation:
        lines.append(Self.command(Self.command(for: finding.severity), properties, finding.messageWithEvidence))
      case .needsReview:
        lines.append(Self.command("notice", properties, "needs review: " + finding.messageWithEvidence))
      }
    }
    for entry in report.unmatchedBaseline {
      lines.append(
        Self.command(
          "warning", [("file", context.relativePath(entry.file)), ("title", "herald baseline")],
          "baseline entry no longer matches: \(entry.ruleID) at \(context.relativePath(entry.file)) "
            + "(\(entry.elementPath)) — remove it or rewrite the baseline"))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
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
