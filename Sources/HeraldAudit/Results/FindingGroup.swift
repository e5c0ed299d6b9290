/// Findings that make one claim at one place: the same rule, kind, severity and message at the
/// same `file:line:column`. Five stars a loop in `RatingView.swift` creates, or a cell prototype
/// shown in 43 scenes, are one claim about one line of the app; the reports a person reads (text,
/// GitHub annotations, Markdown) print it once with how many elements and scenes it covers, while
/// the machine formats (JSON, SARIF, JUnit, checkstyle) and baselines keep one finding per element.
///
/// ```swift
/// for group in FindingGroup.groups(report.findings.filter(\.isActive)) {
///   print(group.first.message, group.extent ?? "")   // … (5 elements)
/// }
/// ```
public struct FindingGroup: Sendable {
  /// The group's first finding, in the report's order: its message, place and rule are the group's.
  public var first: Finding
  /// Every finding of the group, the first included, in the report's order.
  public var findings: [Finding]

  /// The number of distinct scenes the group's findings are in.
  public var sceneCount: Int {
    Set(findings.map { ($0.location.input ?? "") + "\u{1F}" + $0.location.sceneID }).count
  }

  /// What a person reads after the message when the group covers more than one element:
  /// `(5 elements)`, `(in 43 scenes)` (one element in each) or `(8 elements in 3 scenes)`;
  /// `nil` for a single finding.
  public var extent: String? {
    guard findings.count > 1 else { return nil }
    let scenes = sceneCount
    if scenes == 1 { return "(\(findings.count) elements)" }
    if scenes == findings.count { return "(in \(scenes) scenes)" }
    return "(\(findings.count) elements in \(scenes) scenes)"
  }

  /// The element the group is about as a person names it (`button “Save”`), when every finding
  /// of the group names its element alike; `nil` when they differ or name none.
  public var elementName: String? {
    let names = Set(findings.map(\.location.elementName))
    return names.count == 1 ? names.first ?? nil : nil
  }
  /// The message as a person reads it: the first finding's, with its evidence and the extent
  /// (`… (5 elements)`).
  public var message: String {
    first.messageWithEvidence + (extent.map { " " + $0 } ?? "")
  }

  /// The notes of every finding of the group, each place and text once, in order.
  public var related: [FindingNote] {
    var seen: Set<String> = []
    var notes: [FindingNote] = []
    for note in findings.flatMap(\.related) {
      let key = "\(note.location.file)\u{1F}\(note.location.line)\u{1F}\(note.location.column)\u{1F}\(note.message)"
      if seen.insert(key).inserted { notes.append(note) }
    }
    return notes
  }

  /// `findings` grouped by claim and place, the groups in the order of their first findings.
  public static func groups(_ findings: [Finding]) -> [FindingGroup] {
    var index: [String: Int] = [:]
    var groups: [FindingGroup] = []
    for finding in findings {
      let source = finding.location.source
      let key = [
        finding.ruleID, finding.kind.rawValue, finding.severity.rawValue, finding.messageWithEvidence,
        source.file, String(source.line), String(source.column),
      ].joined(separator: "\u{1F}")
      if let position = index[key] {
        groups[position].findings.append(finding)
      } else {
        index[key] = groups.count
        groups.append(FindingGroup(first: finding, findings: [finding]))
      }
    }
    return groups
  }
}
