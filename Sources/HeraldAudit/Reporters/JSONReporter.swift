import HeraldICU
import HeraldSyntax

/// Renders a report as Herald's own JSON document, for scripts and dashboards.
///
/// The document (version 1; a change that removes or renames a member raises the version):
///
/// ```json
/// {
///   "herald": "audit",
///   "version": 1,
///   "locale": "en",
///   "files": ["Main.storyboard"],
///   "summary": {
///     "files": 1, "rulesRan": 2, "violations": 1, "errors": 1, "warnings": 0, "notes": 0,
///     "needsReview": 1, "suppressed": 0, "inputErrors": 0, "unmatchedBaseline": 0
///   },
///   "rules": [
///     {"id": "image-button-missing-label", "status": "ran", "reason": null,
///      "passes": 4, "violations": 1, "needsReview": 0, "suppressed": 0}
///   ],
///   "findings": [
///     {"ruleId": "image-button-missing-label", "kind": "violation", "severity": "error",
///      "impact": "critical", "message": "…", "messageKey": "message",
///      "arguments": {"field": "label"}, "missingEvidence": null, "related": [],
///      "file": "Main.storyboard", "line": 12, "column": 9,
///      "scene": {"id": "BYZ-38-t0r", "name": "Login"},
///      "element": {"id": "abc-12-xyz", "path": "0/2", "name": "button “Save”", "objectId": "abc-12-xyz",
///                  "identifier": null},
///      "fingerprint": "0123456789abcdef", "suppression": null}
///   ],
/// (`missingEvidence` of a needs-review finding is `{"code": "outlet", "text": "connected to …"}`:
/// what would decide it, see ``MissingEvidence``.)
///   "inputErrors": [{"file": "Bad.xib", "line": 3, "column": 1, "message": "…", "description": "Bad.xib:3:1: error: …"}],
///   "unmatchedBaseline": [
///     {"fingerprint": "…", "ruleId": "…", "file": "…", "elementPath": "…", "message": "…"}
///   ]
/// }
/// ```
///
/// - `summary` counts active findings only, except `suppressed`; `errors`, `warnings` and `notes`
///   split `violations` by severity; `rulesRan` counts the rules that ran, inapplicable ones included.
/// - `rules` has one entry per rule summary, in the report's order. `status` is `ran`,
///   `inapplicable` (ran, applied to no element) or `not-run`; `reason` says why a rule did not run
///   and is `null` otherwise.
/// - `findings` lists every finding, suppressed ones included: `suppression` is
///   `{"kind": "configuration" | "baseline" | "inline", "reason": …}` for those and `null` for the rest.
///   `kind` is `violation` or `needs-review`; `objectId` and `identifier` are `null` when absent.
/// - `inputErrors` are files that could not be audited: `line` and `column` are `null` when the
///   error has no position; `description` is the full line the text format prints.
/// - Paths are ``ReportContext/relativePath(_:)``; the description of an input error is kept as
///   the loader wrote it.
public struct JSONReporter: Reporter {
  /// The version of the document's shape, written as `version`.
  public static let documentVersion = 1

  /// Creates the reporter.
  public init() {}

  /// Renders the report as one JSON document ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    let document = JSONValue.object([
      JSONMember("herald", .string("audit")),
      JSONMember("version", .number(Self.documentVersion)),
      JSONMember("locale", .string(context.locale.identifier)),
      JSONMember("files", .array(report.files.map { .string(context.relativePath($0)) })),
      JSONMember("summary", summary(report)),
      JSONMember("rules", .array(report.summaries.map(rule))),
      JSONMember("findings", .array(report.findings.map { finding($0, context: context) })),
      JSONMember("inputErrors", .array(report.inputErrors.map { inputError($0, context: context) })),
      JSONMember("unmatchedBaseline", .array(report.unmatchedBaseline.map { baselineEntry($0, context: context) })),
    ])
    return JSONWriter().string(from: document)
  }

  private func summary(_ report: AuditReport) -> JSONValue {
    .object([
      JSONMember("files", .number(report.files.count)),
      JSONMember("rulesRan", .number(report.rules.count)),
      JSONMember("violations", .number(report.violationCount())),
      JSONMember("errors", .number(report.violationCount(.error))),
      JSONMember("warnings", .number(report.violationCount(.warning))),
      JSONMember("notes", .number(report.violationCount(.note))),
      JSONMember("needsReview", .number(report.needsReviewCount)),
      JSONMember("suppressed", .number(report.suppressedCount)),
      JSONMember("inputErrors", .number(report.inputErrors.count)),
      JSONMember("unmatchedBaseline", .number(report.unmatchedBaseline.count)),
    ])
  }

  private func rule(_ summary: RuleSummary) -> JSONValue {
    let status: String
    let reason: JSONValue
    switch summary.status {
    case .ran: (status, reason) = ("ran", .null)
    case .inapplicable: (status, reason) = ("inapplicable", .null)
    case .notRun(let why): (status, reason) = ("not-run", .string(why))
    }
    return .object([
      JSONMember("id", .string(summary.ruleID)),
      JSONMember("status", .string(status)),
      JSONMember("reason", reason),
      JSONMember("passes", .number(summary.passes)),
      JSONMember("violations", .number(summary.violations)),
      JSONMember("needsReview", .number(summary.needsReview)),
      JSONMember("suppressed", .number(summary.suppressed)),
    ])
  }

  /// A message's arguments as an object in key order: numbers as numbers, the rest as text.
  static func arguments(_ arguments: [String: MessageArgument]) -> JSONValue {
    .object(
      arguments.keys.sorted().compactMap { key in
        guard let argument = arguments[key] else { return nil }
        switch argument {
        case .number(.int(let value)): return JSONMember(key, .number(Double(value)))
        case .number(.double(let value)) where value.isFinite: return JSONMember(key, .number(value))
        default: return JSONMember(key, .string(argument.description))
        }
      })
  }

  private func finding(_ finding: Finding, context: ReportContext) -> JSONValue {
    let location = finding.location
    let suppression: JSONValue =
      finding.suppression.map {
        .object([JSONMember("kind", .string($0.kind.rawValue)), JSONMember("reason", .string($0.reason))])
      } ?? .null
    return .object([
      JSONMember("ruleId", .string(finding.ruleID)),
      JSONMember("kind", .string(finding.kind.rawValue)),
      JSONMember("severity", .string(finding.severity.rawValue)),
      JSONMember("impact", .string(finding.impact.rawValue)),
      JSONMember("message", .string(finding.message)),
      JSONMember("messageKey", .string(finding.messageKey)),
      JSONMember("target", finding.target.map { .string($0) } ?? .null),
      JSONMember("state", finding.state.map { .string($0) } ?? .null),
      JSONMember("arguments", Self.arguments(finding.arguments)),
      JSONMember(
        "missingEvidence",
        finding.missingEvidence.map {
          .object([JSONMember("code", .string($0.evidence.code)), JSONMember("text", .string($0.text))])
        } ?? .null),
      JSONMember(
        "related",
        .array(
          finding.related.map { note in
            .object([
              JSONMember("file", .string(context.relativePath(note.location.file))),
              JSONMember("line", .number(note.location.line)), JSONMember("column", .number(note.location.column)),
              JSONMember("message", .string(note.message)),
            ])
          })),
      JSONMember("file", .string(context.relativePath(location.source.file))),
      JSONMember("line", .number(location.source.line)),
      JSONMember("column", .number(location.source.column)),
      JSONMember(
        "scene",
        .object([JSONMember("id", .string(location.sceneID)), JSONMember("name", .string(location.sceneName))])
      ),
      JSONMember(
        "element",
        .object([
          JSONMember("id", .string(location.elementID)),
          JSONMember("path", .string(location.elementPath)),
          JSONMember("name", location.elementName.map(JSONValue.string) ?? .null),
          JSONMember("objectId", location.objectID.map(JSONValue.string) ?? .null),
          JSONMember("identifier", location.identifier.map(JSONValue.string) ?? .null),
        ])),
      JSONMember("fingerprint", .string(finding.fingerprint)),
      JSONMember("suppression", suppression),
    ])
  }

  private func inputError(_ error: InputError, context: ReportContext) -> JSONValue {
    .object([
      JSONMember("file", .string(context.relativePath(error.path))),
      JSONMember("line", error.location.map { .number($0.line) } ?? .null),
      JSONMember("column", error.location.map { .number($0.column) } ?? .null),
      JSONMember("message", .string(error.message)),
      JSONMember("description", .string(error.description)),
    ])
  }

  private func baselineEntry(_ entry: BaselineEntry, context: ReportContext) -> JSONValue {
    .object([
      JSONMember("fingerprint", .string(entry.fingerprint)),
      JSONMember("ruleId", .string(entry.ruleID)),
      JSONMember("file", .string(context.relativePath(entry.file))),
      JSONMember("elementPath", .string(entry.elementPath)),
      JSONMember("message", .string(entry.message)),
    ])
  }
}
