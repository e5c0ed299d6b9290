/// Renders a report as checkstyle XML, which reviewdog, Jenkins Warnings and many code-review
/// tools read.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Main.storyboard">
///     <error line="12" column="9" severity="error" message="The button has no label." source="herald.image-button-missing-label"/>
///   </file>
/// </checkstyle>
/// ```
///
/// Every audited file gets a `file` element, in the report's order (an empty one says the file is
/// clean), followed by any other file a finding or input error names. Each active finding is an
/// `error` element; `severity` is `error`, `warning` or `info` (for a note), and a needs-review
/// finding is `info` with a message that starts `needs review: `. Suppressed findings are left out.
/// An input error is an `error` of severity `error` from `herald.input-error`, without `line` and
/// `column` when it has no position. Paths are ``ReportContext/relativePath(_:)``.
public struct CheckstyleReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders the report as one XML document ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    var order: [String] = []
    var entries: [String: [String]] = [:]
    func add(_ file: String, _ entry: String? = nil) {
      if entries[file] == nil {
        order.append(file)
        entries[file] = []
      }
      if let entry { entries[file, default: []].append(entry) }
    }
    for file in report.files { add(file) }
    for error in report.inputErrors {
      let attributes = XMLEscaping.attributes([
        "line": String(error.line), "column": String(error.column), "severity": "error", "message": error.message,
        "source": "herald.input-error",
      ])
      add(error.path, "<error\(attributes)/>")
    }
    for finding in report.findings where finding.isActive {
      let source = finding.location.source
      let severity: String
      let message: String
      switch finding.kind {
      case .violation:
        severity = finding.severity == .note ? "info" : finding.severity.rawValue
        message = finding.messageWithEvidence
      case .needsReview:
        severity = "info"
        message = "needs review: " + finding.messageWithEvidence
      }
      let attributes = XMLEscaping.attributes([
        "line": String(source.line), "column": String(source.column), "severity": severity, "message": message,
        "source": "herald." + finding.ruleID,
      ])
      add(source.file, "<error\(attributes)/>")
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in order {
      let name = XMLEscaping.attributes(["name": context.relativePath(file)])
      let lines = entries[file] ?? []
      if lines.isEmpty {
        xml += "  <file\(name)/>\n"
        continue
      }
      xml += "  <file\(name)>\n"
      for line in lines { xml += "    \(line)\n" }
      xml += "  </file>\n"
    }
    xml += "</checkstyle>\n"
    return xml
  }
}
