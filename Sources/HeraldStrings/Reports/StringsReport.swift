import HeraldICU
import HeraldSyntax

/// Renders validator findings as text, JSON or SARIF 2.1.0.
///
/// ```swift
/// let report = StringsReport(findings: findings, files: ["fr.lproj/Localizable.stringsdict"])
/// print(report.text)   // fr.lproj/Localizable.stringsdict:12:5: error: [fr] 'key': … [code]
/// print(report.sarif)  // for GitHub code scanning and other SARIF readers
/// ```
public struct StringsReport: Sendable {
  /// The findings, sorted.
  public var findings: [StringsDiagnostic]
  /// The files checked.
  public var files: [String]
  /// The tool version written into SARIF.
  public var toolVersion: String

  /// Creates a report.
  public init(findings: [StringsDiagnostic], files: [String], toolVersion: String = HeraldVersion.current) {
    self.findings = findings.sorted()
    self.files = files
    self.toolVersion = toolVersion
  }

  /// How many findings have `severity`.
  public func count(_ severity: StringsDiagnostic.Severity) -> Int {
    findings.count { $0.severity == severity }
  }

  /// One line per finding, as compilers print, then a summary line.
  public var text: String {
    var lines = findings.map(\.description)
    lines.append(
      "\(Catalog.count(count(.error), .errors)), \(Catalog.count(count(.warning), .warnings)), "
        + "\(Catalog.count(count(.info), .notes)) in \(Catalog.count(files.count, .files))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"files": […], "summary": {…}, "findings": [{severity, code, message, file, line, column, key, locale}]}`.
  public var json: String {
    let findingValues = findings.map { finding -> JSONValue in
      var members = [
        JSONMember("severity", .string(finding.severity.rawValue)), JSONMember("code", .string(finding.code)),
        JSONMember("message", .string(finding.message)),
      ]
      if let file = finding.file { members.append(JSONMember("file", .string(file))) }
      if let location = finding.location {
        members.append(JSONMember("line", .number(location.line)))
        members.append(JSONMember("column", .number(location.column)))
      }
      if let key = finding.key { members.append(JSONMember("key", .string(key))) }
      if let locale = finding.locale { members.append(JSONMember("locale", .string(locale))) }
      return .object(members)
    }
    let summary = JSONValue.object(
      StringsDiagnostic.Severity.allCases.map { JSONMember($0.rawValue, .number(count($0))) })
    return JSONWriter().string(
      from: .object([
        JSONMember("files", .array(files.map(JSONValue.string))), JSONMember("summary", summary),
        JSONMember("findings", .array(findingValues)),
      ]))
  }

  /// A SARIF 2.1.0 log with one run: every finding a result, every code a rule.
  public var sarif: String {
    let codes = Set(findings.map(\.code)).sorted()
    let rules = codes.map { code in
      JSONValue.object([
        JSONMember("id", .string(code)),
        JSONMember("shortDescription", .object([JSONMember("text", .string(Self.summaries[code] ?? code))])),
      ])
    }
    let results = findings.map { finding -> JSONValue in
      var members = [
        JSONMember("ruleId", .string(finding.code)),
        JSONMember("ruleIndex", .number(codes.firstIndex(of: finding.code) ?? 0)),
        JSONMember("level", .string(Self.level(finding.severity))),
        JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
      ]
      if let file = finding.file {
        var physical = [JSONMember("artifactLocation", .object([JSONMember("uri", .string(Self.uri(file)))]))]
        if let location = finding.location {
          physical.append(
            JSONMember(
              "region",
              .object([
                JSONMember("startLine", .number(location.line)),
                JSONMember("startColumn", .number(location.column)),
              ])))
        }
        members.append(JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object(physical))])])))
      }
      var properties: [JSONMember] = []
      if let key = finding.key { properties.append(JSONMember("key", .string(key))) }
      if let locale = finding.locale { properties.append(JSONMember("locale", .string(locale))) }
      if !properties.isEmpty { members.append(JSONMember("properties", .object(properties))) }
      return .object(members)
    }
    let driver = JSONValue.object([
      JSONMember("name", .string("herald")), JSONMember("version", .string(toolVersion)),
      JSONMember("rules", .array(rules)),
    ])
    let run = JSONValue.object([
      JSONMember("tool", .object([JSONMember("driver", driver)])),
      JSONMember("results", .array(results)),
    ])
    return JSONWriter().string(
      from: .object([
        JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
        JSONMember("version", .string("2.1.0")), JSONMember("runs", .array([run])),
      ]))
  }

  private static func level(_ severity: StringsDiagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// A relative path as a URI reference (spaces and other reserved characters percent-encoded).
  private static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-~".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + String.uppercaseHex(UInt32(byte), digits: 2)
      }
    }
    return result
  }

  /// One-line descriptions of the finding codes.
  static let summaries: [String: String] = [
    "missing-plural-category": "A plural lacks a CLDR category of its locale (graded by which numbers reach it).",
    "unknown-plural-category": "A plural has a category its locale does not have.",
    "apple-zero-form": "A 'zero' form in a locale without CLDR zero: Apple-only.",
    "legacy-plural-category": "A category the locale had before CLDR 42.",
    "hard-coded-one": "A literal 1 in a 'one' form that covers other numbers too.",
    "placeholder-mismatch": "A placeholder's type or position differs from the source.",
    "placeholder-missing": "A placeholder of the source is not used.",
    "stray-percent": "A '%' that starts no conversion.",
    "undefined-variable": "A %#@variable@ without a substitution.",
    "unreferenced-variable": "A substitution no %#@variable@ uses.",
    "identical-to-source": "A translation marked translated that equals the source.",
    "duplicate-key": "A key defined more than once.",
    "unknown-locale": "A locale ICU does not know.",
    "unreadable-table": "A table that could not be read.",
  ]
}
