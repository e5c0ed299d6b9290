/// The configuration's suppressions and the baseline's entries that no finding of a run matched,
/// as warnings that name the entry and say why it may not match.
///
/// Only the entries a run covers count: an audit of the configuration's whole folder covers
/// every suppression, an audit of some files only the suppressions whose `file` pattern matches
/// one of them; baseline entries count when their file is under the inputs and their rule ran.
/// Auditing one file, or with `--only`, never warns about the others.
struct UnmatchedEntries {
  /// The folder paths are read against.
  var base: PathBase
  /// The inputs, as the user named them.
  var inputs: [String]
  /// The audited files, as the audit named them.
  var files: [String]
  /// The ids of the rules that ran.
  var ran: Set<String>

  /// Whether the inputs hold the whole base folder.
  var coversBase: Bool { inputs.contains { base.contains($0, base.directory) } }

  /// Whether the run covered `entry`: its rule ran and its file (a path relative to the base
  /// folder) is under the inputs.
  func covers(_ entry: BaselineEntry) -> Bool {
    guard ran.contains(entry.ruleID) else { return false }
    let file = base.resolving(entry.file)
    return inputs.contains { base.contains($0, file) }
  }

  /// One warning per suppression that matches none of `findings` and that the run covers.
  ///
  /// - Parameters:
  ///   - suppressions: The configuration's entries.
  ///   - findings: Every finding of the run, suppressed ones included.
  ///   - narrowed: Whether the run chose its rules (`--only`): entries of the other rules are
  ///     then not warned about.
  func warnings(
    suppressions: [SuppressionRule], findings: [Finding], narrowed: Bool
  ) -> [String] {
    let whole = coversBase
    var warnings: [String] = []
    for entry in suppressions where !findings.contains(where: { entry.matches($0, base: base) }) {
      let onAuditedFile = files.contains { entry.matchesFile($0, base: base) }
      // Outside the audited part of the folder an entry may well match: it is not this run's.
      guard whole || (entry.file != nil && onAuditedFile) else { continue }
      let rulesRan = entry.rules.contains("*") || entry.rules.contains(where: ran.contains)
      let reason: String
      if !rulesRan {
        if narrowed { continue }
        reason =
          "\(entry.rules.count == 1 ? "its rule does" : "none of its rules") not run "
          + "(disabled under \"rules\", or not the id of a built-in rule or a loaded pack's)"
      } else if let pattern = entry.file, !onAuditedFile {
        let example = files.first.map { "; an audited file reads \"\(base.relative($0))\"" } ?? ""
        reason =
          "its file pattern \"\(pattern)\" matches none of the \(files.count) audited files; "
          + "it is relative to the configuration's folder \(base.absolute(base.directory))\(example)"
      } else if entry.objectID == nil && entry.identifier == nil && entry.path == nil {
        reason = "its rules found nothing on the files it names: the problems may be fixed; remove the entry"
      } else {
        reason =
          "no finding of \(entry.rules.contains("*") ? "any rule" : "its rules") on its files has "
          + "\(criteria(entry, withFile: false)): the problem may be fixed or the element renamed; "
          + "correct the entry or remove it"
      }
      let place = entry.location.map { "\($0): " } ?? ""
      warnings.append(
        "\(place)warning: the suppression of \(entry.rules.joined(separator: ", ")) (\(criteria(entry))) "
          + "matches no finding of this run: \(reason)")
    }
    return warnings
  }

  /// One warning per entry of `unmatched` (a report's ``AuditReport/unmatchedBaseline``).
  ///
  /// - Parameters:
  ///   - unmatched: The entries no finding matched, among those the run covers.
  ///   - baseline: The baseline's path.
  func warnings(unmatched: [BaselineEntry], baseline: String) -> [String] {
    let audited = Set(files.map(base.relative))
    return unmatched.map { entry in
      let reason =
        audited.contains(entry.file)
        ? "its file was audited but no finding has the fingerprint \(entry.fingerprint): the problem was fixed, "
          + "or its element, scene or message changed"
        : "its file was not audited (removed, renamed, excluded, or in no target; "
          + "baseline paths are relative to \(base.absolute(base.directory)))"
      return
        "warning: baseline \(baseline): the entry for \(entry.ruleID) at \(entry.file) (\(entry.elementPath)) "
        + "matches no finding of this run: \(reason); write the baseline again to drop it"
    }
  }

  /// The element criteria of `entry`, as written.
  private func criteria(_ entry: SuppressionRule, withFile: Bool = true) -> String {
    var parts: [String] = []
    if let objectID = entry.objectID { parts.append("objectID \(objectID)") }
    if let identifier = entry.identifier { parts.append("identifier \(identifier)") }
    if let path = entry.path { parts.append("path \"\(path)\"") }
    if withFile, let file = entry.file { parts.append("file \"\(file)\"") }
    return parts.joined(separator: ", ")
  }
}
