import HeraldSyntax

/// Renders a report as a SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
///
/// The log has one run:
///
/// - `tool.driver`: name `Herald`, ``ReportContext/toolVersion``, and one `reportingDescriptor` per
///   rule that ran (``AuditReport/rules``): `id`, `name` (the id in PascalCase), `shortDescription`
///   (summary), `fullDescription` (rationale), `help` (how to fix), `helpUri` when the rule has one,
///   `defaultConfiguration.level` from the impact, and `properties` with `tags`, `impact` and
///   `problem.severity` (`error`, `warning` or `recommendation`, as GitHub reads it).
/// - `results`: every finding, suppressed ones included. `level` is the severity (`note` for a
///   note). A needs-review finding has `kind: "review"` and — because SARIF §3.27.10 requires
///   `level` to be `none` whenever `kind` is not `fail` — `level: "none"`. Each result has one
///   physical location (file, start line and column), one logical location (`name` the element
///   path, `fullyQualifiedName` `scene name/element path`, `kind` `element`),
///   `partialFingerprints["heraldFingerprint/v1"]` and `suppressions`: empty for an active finding,
///   one `accepted` suppression with a `justification` for a suppressed one (`inSource` for a
///   `herald:disable` comment, `external` for the configuration and the baseline).
/// - `invocations[0]`: `executionSuccessful: true`, input errors as `toolExecutionNotifications`
///   of level `error`, stale baseline entries as `toolConfigurationNotifications` of level `note`.
/// - `columnKind` is `unicodeCodePoints` (Herald counts columns in scalars) and `language` is the
///   audit's locale.
///
/// Paths inside ``ReportContext/baseDirectory`` (and relative paths) become relative URI
/// references, percent-encoded, with `uriBaseId` `%SRCROOT%`; `originalUriBaseIds` gives
/// `%SRCROOT%` a `file://` URI when the base directory is absolute. Other absolute paths become
/// `file://` URIs.
public struct SARIFReporter: Reporter {
  /// The base id relative artifact URIs resolve against.
  public static let sourceRootID = "%SRCROOT%"

  /// Creates the reporter.
  public init() {}

  /// Renders the report as one SARIF log ending with a line break.
  public func render(_ report: AuditReport, context: ReportContext) -> String {
    let ruleIndices = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var run = [
      JSONMember("tool", .object([JSONMember("driver", driver(report, context: context))])),
      JSONMember("invocations", .array([invocation(report, context: context)])),
    ]
    if let base = context.baseDirectory, base.hasPrefix("/") {
      let directory = base.hasSuffix("/") ? base : base + "/"
      run.append(
        JSONMember(
          "originalUriBaseIds",
          .object([JSONMember(Self.sourceRootID, .object([JSONMember("uri", .string(Self.fileURI(directory)))]))])))
    }
    run.append(JSONMember("language", .string(context.locale.identifier)))
    run.append(JSONMember("columnKind", .string("unicodeCodePoints")))
    run.append(
      JSONMember(
        "results", .array(report.findings.map { result($0, ruleIndex: ruleIndices[$0.ruleID], context: context) })))
    return JSONWriter().string(
      from: .object([
        JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
        JSONMember("version", .string("2.1.0")),
        JSONMember("runs", .array([.object(run)])),
      ]))
  }

  private func driver(_ report: AuditReport, context: ReportContext) -> JSONValue {
    .object([
      JSONMember("name", .string("Herald")),
      JSONMember("version", .string(context.toolVersion)),
      JSONMember("rules", .array(report.rules.map(descriptor))),
    ])
  }

  private func descriptor(_ rule: RuleDescription) -> JSONValue {
    var members = [
      JSONMember("id", .string(rule.id)),
      JSONMember("name", .string(Self.pascalCase(rule.id))),
      JSONMember("shortDescription", Self.message(rule.summary)),
      JSONMember("fullDescription", Self.message(rule.rationale)),
      JSONMember("help", Self.message(rule.help)),
    ]
    if let url = rule.helpURL { members.append(JSONMember("helpUri", .string(url))) }
    members.append(
      JSONMember(
        "defaultConfiguration", .object([JSONMember("level", .string(Self.level(rule.impact.defaultSeverity)))])))
    members.append(
      JSONMember(
        "properties",
        .object([
          JSONMember("tags", .array(rule.tags.map(JSONValue.string))),
          JSONMember("impact", .string(rule.impact.rawValue)),
          JSONMember("problem.severity", .string(Self.problemSeverity(rule.impact.defaultSeverity))),
        ])))
    return .object(members)
  }

  private func invocation(_ report: AuditReport, context: ReportContext) -> JSONValue {
    var members = [JSONMember("executionSuccessful", .bool(true))]
    if !report.inputErrors.isEmpty {
      let notifications = report.inputErrors.map { error -> JSONValue in
        let location = [
          JSONMember("artifactLocation", artifactLocation(error.path, context: context)),
          JSONMember("region", Self.region(line: error.line, column: error.column)),
        ]
        return .object([
          JSONMember("level", .string("error")),
          JSONMember("message", Self.message(error.message)),
          JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object(location))])])),
        ])
      }
      members.append(JSONMember("toolExecutionNotifications", .array(notifications)))
    }
    if !report.unmatchedBaseline.isEmpty {
      let notifications = report.unmatchedBaseline.map { entry -> JSONValue in
        .object([
          JSONMember("level", .string("note")),
          JSONMember(
            "message",
            Self.message(
              "baseline entry no longer matches: \(entry.ruleID) at \(context.relativePath(entry.file)) "
                + "(\(entry.elementPath)) — remove it or rewrite the baseline")),
          JSONMember(
            "locations",
            .array([
              .object([
                JSONMember(
                  "physicalLocation",
                  .object([JSONMember("artifactLocation", artifactLocation(entry.file, context: context))]))
              ])
            ])),
        ])
      }
      members.append(JSONMember("toolConfigurationNotifications", .array(notifications)))
    }
    return .object(members)
  }

  private func result(_ finding: Finding, ruleIndex: Int?, context: ReportContext) -> JSONValue {
    let location = finding.location
    var members = [JSONMember("ruleId", .string(finding.ruleID))]
    if let ruleIndex { members.append(JSONMember("ruleIndex", .number(ruleIndex))) }
    switch finding.kind {
    case .violation:
      members.append(JSONMember("level", .string(Self.level(finding.severity))))
    case .needsReview:
      members.append(JSONMember("kind", .string("review")))
      members.append(JSONMember("level", .string("none")))
    }
    members.append(JSONMember("message", Self.message(finding.messageWithEvidence)))
    if let missing = finding.missingEvidence {
      members.append(
        JSONMember(
          "properties",
          .object([
            JSONMember("missingEvidence", .string(missing.evidence.code)),
            JSONMember("missingEvidenceText", .string(missing.text)),
          ])))
    }
    let physical = JSONValue.object([
      JSONMember("artifactLocation", artifactLocation(location.source.file, context: context)),
      JSONMember("region", Self.region(line: location.source.line, column: location.source.column)),
    ])
    let logical = JSONValue.object([
      JSONMember("name", .string(location.elementName ?? location.elementPath)),
      JSONMember("fullyQualifiedName", .string(location.sceneName + "/" + location.elementPath)),
      JSONMember("kind", .string("element")),
    ])
    members.append(
      JSONMember(
        "locations",
        .array([
          .object([JSONMember("physicalLocation", physical), JSONMember("logicalLocations", .array([logical]))])
        ])))
    if !finding.related.isEmpty {
      // SARIF §3.27.22: places the result rests on, each with an id and a message.
      members.append(
        JSONMember(
          "relatedLocations",
          .array(
            finding.related.enumerated().map { index, note in
              .object([
                JSONMember("id", .number(index)),
                JSONMember(
                  "physicalLocation",
                  .object([
                    JSONMember("artifactLocation", artifactLocation(note.location.file, context: context)),
                    JSONMember("region", Self.region(line: note.location.line, column: note.location.column)),
                  ])),
                JSONMember("message", Self.message(note.message)),
              ])
            })))
    }
    members.append(
      JSONMember("partialFingerprints", .object([JSONMember("heraldFingerprint/v1", .string(finding.fingerprint))])))
    let suppressions: [JSONValue] =
      finding.suppression.map { suppression in
        let justification =
          switch suppression.kind {
          case .configuration, .inline: suppression.reason
          case .baseline: "recorded in the baseline \(suppression.reason)"
          }
        return [
          .object([
            // SARIF: `inSource` for a suppression written in the analysed code, `external` otherwise.
            JSONMember("kind", .string(suppression.kind == .inline ? "inSource" : "external")),
            JSONMember("status", .string("accepted")),
            JSONMember("justification", .string(justification)),
            JSONMember("properties", .object([JSONMember("heraldSuppression", .string(suppression.kind.rawValue))])),
          ])
        ]
      } ?? []
    members.append(JSONMember("suppressions", .array(suppressions)))
    return .object(members)
  }

  /// `{"uri": …, "uriBaseId": "%SRCROOT%"}` for a path inside the base directory or relative,
  /// `{"uri": "file:///…"}` for another absolute path.
  private func artifactLocation(_ path: String, context: ReportContext) -> JSONValue {
    var relative = Substring(context.relativePath(path))
    if relative.hasPrefix("/") {
      return .object([JSONMember("uri", .string(Self.fileURI(String(relative))))])
    }
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return .object([
      JSONMember("uri", .string(Self.percentEncoded(String(relative)))),
      JSONMember("uriBaseId", .string(Self.sourceRootID)),
    ])
  }

  private static func message(_ text: String) -> JSONValue {
    .object([JSONMember("text", .string(text))])
  }

  private static func region(line: Int, column: Int) -> JSONValue {
    .object([JSONMember("startLine", .number(max(line, 1))), JSONMember("startColumn", .number(max(column, 1)))])
  }

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private static func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "recommendation"
    }
  }

  /// `image-button-missing-label` → `ImageButtonMissingLabel`.
  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// An absolute path as a `file://` URI.
  static func fileURI(_ absolutePath: String) -> String {
    "file://" + percentEncoded(absolutePath)
  }

  /// `path` as a URI path: every byte of its UTF-8 except unreserved characters (RFC 3986 §2.3)
  /// and `/` percent-encoded, so that spaces, `#`, `?`, `%` and a `:` in the first segment cannot
  /// change what the reference means.
  static func percentEncoded(_ path: String) -> String {
    let hexDigits = Array("0123456789ABCDEF")
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.append("%")
        result.append(hexDigits[Int(byte >> 4)])
        result.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return result
  }
}
