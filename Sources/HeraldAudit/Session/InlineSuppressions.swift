import Foundation
import HeraldSyntax
import HeraldTree

/// Suppressions written in the app's Swift and Objective-C source, next to the code a finding
/// rests on, as SwiftLint's `swiftlint:disable` comments are:
///
/// ```swift
/// // herald:disable:next image-button-missing-label — the icon is described by the row's label
/// Button { … } label: { Image("star") }
///
/// // herald:disable text-contrast touch-target-too-small — brand colours, redesign in Q3
/// …
/// // herald:enable text-contrast touch-target-too-small
/// ```
///
/// - `herald:disable:next RULE… — REASON` covers the next line; `herald:disable:this` its own
///   line; `herald:disable RULE… — REASON` every line after it up to `herald:enable RULE…` (or the
///   end of the file). `all` stands for every rule.
/// - The reason follows ` — `, ` -- ` or ` - ` and is required: a directive without one is warned
///   about and suppresses nothing, so no finding disappears without a word.
/// - A finding is covered when its own place (a SwiftUI element's line) or a place in the code it
///   rests on (its `note:` lines: a class declaration, the line that sets a trait) is covered.
/// - Directives are read only in `//` comments outside string literals.
struct InlineSuppressions {
  /// One directive, with the lines it covers.
  struct Directive: Hashable {
    /// The file and line of the comment.
    var location: SourceLocation
    /// The rule ids it names; `["all"]` for every rule.
    var rules: [String]
    /// The reason given after the dash.
    var reason: String
    /// The first and last line covered.
    var lines: ClosedRange<Int>

    /// Whether the directive covers `rule` at `line`.
    func covers(_ rule: String, line: Int) -> Bool {
      lines.contains(line) && (rules.contains("all") || rules.contains(rule))
    }
  }

  /// The directives of each file read, by path.
  private(set) var directives: [String: [Directive]] = [:]
  /// Directives that cannot be applied (no reason, no rule, an `enable` without `disable`), as
  /// warnings with their place.
  private(set) var warnings: [String] = []

  /// Reads the directives of `files` (Swift, Objective-C and headers; others are skipped).
  init(files: some Sequence<String>) {
    for file in Set(files).sorted() where Self.isSource(file) {
      guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8),
        text.contains("herald:")
      else { continue }
      let (found, problems) = Self.parse(text, file: file)
      if !found.isEmpty { directives[file] = found }
      warnings += problems
    }
  }

  static func isSource(_ path: String) -> Bool {
    [".swift", ".m", ".mm", ".h"].contains { path.hasSuffix($0) }
  }

  /// The directives of `text`, and a warning for each that cannot be applied.
  static func parse(_ text: String, file: String) -> (directives: [Directive], warnings: [String]) {
    var directives: [Directive] = []
    var warnings: [String] = []
    // Open `disable` regions, by rule: the line and reason they started with.
    var open: [String: (line: Int, column: Int, reason: String)] = [:]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var inMultilineString = false
    for (index, line) in lines.enumerated() {
      let number = index + 1
      guard let (comment, column) = Self.comment(in: String(line), inMultilineString: &inMultilineString),
        let range = comment.range(of: "herald:")
      else { continue }
      let place = SourceLocation(file: file, line: number, column: column)
      let directive = comment[range.upperBound...]
      let verbEnd = directive.firstIndex(where: \.isWhitespace) ?? directive.endIndex
      let verb = String(directive[..<verbEnd])
      guard ["disable", "disable:next", "disable:this", "enable"].contains(verb) else { continue }
      let (rules, reason) = Self.rulesAndReason(String(directive[verbEnd...]))
      guard !rules.isEmpty else {
        warnings.append("\(place): warning: herald:\(verb) names no rule; write the rule ids, or all")
        continue
      }
      if verb == "enable" {
        for rule in rules {
          guard let start = open.removeValue(forKey: rule) else {
            warnings.append("\(place): warning: herald:enable \(rule) has no herald:disable \(rule) before it")
            continue
          }
          if start.line + 1 <= number - 1 {
            directives.append(
              Directive(
                location: SourceLocation(file: file, line: start.line, column: start.column), rules: [rule],
                reason: start.reason, lines: (start.line + 1)...(number - 1)))
          }
        }
        continue
      }
      guard let reason else {
        warnings.append(
          "\(place): warning: herald:\(verb) \(rules.joined(separator: " ")) gives no reason, so it suppresses "
            + "nothing; add one after a dash (— the reason)")
        continue
      }
      switch verb {
      case "disable:next":
        directives.append(Directive(location: place, rules: rules, reason: reason, lines: (number + 1)...(number + 1)))
      case "disable:this":
        directives.append(Directive(location: place, rules: rules, reason: reason, lines: number...number))
      default:
        for rule in rules { open[rule] = (number, column, reason) }
      }
    }
    // A region never enabled again runs to the end of the file.
    for (rule, start) in open.sorted(by: { $0.key < $1.key }) {
      directives.append(
        Directive(
          location: SourceLocation(file: file, line: start.line, column: start.column), rules: [rule],
          reason: start.reason, lines: (start.line + 1)...max(start.line + 1, lines.count)))
    }
    return (directives, warnings)
  }

  /// The rule ids and the reason of a directive's text: ids up to a dash, the reason after it.
  static func rulesAndReason(_ text: String) -> (rules: [String], reason: String?) {
    var words: [String] = []
    var reason: String?
    let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
    for (index, word) in parts.enumerated() {
      if ["—", "–", "--", "-"].contains(word) {
        let rest = parts[(index + 1)...].joined(separator: " ")
        reason = rest.isEmpty ? nil : rest
        break
      }
      words.append(word)
    }
    return (words, reason)
  }

  /// The text of the `//` comment of `line` and its column, when it has one outside a string
  /// literal; tracks `"""` strings across lines.
  static func comment(in line: String, inMultilineString: inout Bool) -> (String, Int)? {
    let characters = Array(line)
    var index = 0
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if character == "\"" && index + 2 < characters.count && characters[index + 1] == "\""
        && characters[index + 2] == "\""
      {
        inMultilineString.toggle()
        index += 3
        continue
      }
      if inMultilineString {
        index += 1
        continue
      }
      if inString {
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
        return (String(characters[(index + 2)...]), index + 1)
      }
      index += 1
    }
    return nil
  }

  /// The directive that covers `finding`: at its place or at a place of the code it rests on.
  func directive(for finding: Finding) -> Directive? {
    let places = [finding.location.source] + finding.related.map(\.location)
    for place in places {
      if let found = directives[place.file]?.first(where: { $0.covers(finding.ruleID, line: place.line) }) {
        return found
      }
    }
    return nil
  }

  /// Reads the directives of the audited files and of the code the findings rest on, applies them
  /// to `report` and returns the warnings (as the instance method does).
  static func apply(to report: inout AuditReport, narrowed: Bool) -> [String] {
    let places = report.findings.flatMap { [$0.location.source.file] + $0.related.map(\.location.file) }
    let suppressions = InlineSuppressions(files: report.files + places)
    guard !suppressions.directives.isEmpty || !suppressions.warnings.isEmpty else { return [] }
    let warnings = suppressions.apply(to: &report, narrowed: narrowed, audited: Set(report.files))
    report.recountSummaries()
    return warnings
  }

  /// Marks every active finding a directive covers as suppressed (`inline`, with the reason), and
  /// returns a warning for each directive that cannot be applied, and for each directive in an
  /// `audited` file that covered no finding (unless the run chose its rules, `narrowed`, and the
  /// directive's rules did not run).
  func apply(to report: inout AuditReport, narrowed: Bool, audited: Set<String>) -> [String] {
    var used: Set<Directive> = []
    for index in report.findings.indices {
      guard let directive = directive(for: report.findings[index]) else { continue }
      used.insert(directive)
      if report.findings[index].suppression == nil {
        report.findings[index].suppression = Suppression(
          kind: .inline, reason: "\(directive.reason) (\(directive.location))")
      }
    }
    let ran = Set(report.rules.map(\.id))
    var result = warnings
    for directive in directives.values.joined()
    where !used.contains(directive) && audited.contains(directive.location.file) {
      let unknown = directive.rules.filter { $0 != "all" && !ran.contains($0) }
      let what = directive.rules.joined(separator: " ")
      if !unknown.isEmpty {
        if narrowed { continue }
        result.append(
          "\(directive.location): warning: herald:disable \(what): \(unknown.joined(separator: ", ")) did not run "
            + "(not a rule id, or disabled); `herald rules list` lists the ids")
      } else {
        result.append(
          "\(directive.location): warning: herald:disable \(what) suppresses nothing in this run: the problem may "
            + "be fixed; remove the comment")
      }
    }
    return result.sorted()
  }
}
