import HeraldAudit
import HeraldSyntax
import HeraldTree

/// Code that formats a count into a view's text with `String(format:)` on a localized pattern:
/// `label.text = String(format: NSLocalizedString("stars", comment: ""), count)`.
struct FormattedCount {
  /// The key of the pattern.
  var key: String
  /// The field the code sets.
  var field: LocalizableField
  /// Where.
  var location: SourceLocation

  /// The calls that format a string (the first argument is the pattern).
  static let formatCalls = [
    "String(format:", "String.localizedStringWithFormat(", "NSString.localizedStringWithFormat(",
  ]

  /// The formatted texts the code sets on `element`: through its outlets and in its own class.
  static func all(for element: Element, code: CodeIndex) -> [FormattedCount] {
    var found: [FormattedCount] = []
    for outlet in element.connections.outlets {
      for use in code.uses(of: outlet.property) {
        guard let member = use.member, let field = CodeLinking.localizedMembers[member], let value = use.value,
          let key = key(inFormat: value)
        else { continue }
        found.append(FormattedCount(key: key, field: field, location: use.location))
      }
    }
    if let name = element.customClass?.name {
      for (member, field) in CodeLinking.localizedMembers {
        for fact in code.facts(of: name, member) {
          guard let value = fact.value, let key = key(inFormat: value) else { continue }
          found.append(FormattedCount(key: key, field: field, location: fact.location))
        }
      }
    }
    return found.sorted { left, right in
      left.location.line != right.location.line
        ? left.location.line < right.location.line : left.location.column < right.location.column
    }
  }

  /// The key of the localized pattern a format call formats: `String(format:
  /// NSLocalizedString("stars", comment: ""), n)` → `stars`; `nil` for anything else.
  static func key(inFormat value: String) -> String? {
    guard let call = formatCalls.first(where: value.hasPrefix) else { return nil }
    let rest = value.dropFirst(call.count).drop { $0 == " " }
    for lookup in ["NSLocalizedString(", "String(localized:"] where rest.hasPrefix(lookup) {
      var quoted = rest.dropFirst(lookup.count).drop { $0 == " " || $0 == "@" }
      guard quoted.first == "\"" else { return nil }
      quoted = quoted.dropFirst()
      guard let end = quoted.firstIndex(of: "\"") else { return nil }
      return String(quoted[..<end])
    }
    // `"stars".localized`
    guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
    let after = rest[rest.index(after: end)...]
    guard after.hasPrefix(".localized") else { return nil }
    return String(rest[rest.index(after: rest.startIndex)..<end])
  }

  /// Whether a pattern formats a count of something: an integer conversion followed by a word
  /// (`%d stars`, `%1$ld items`), not by a sign (`%d%%`) or nothing.
  static func countsSomething(_ pattern: String) -> Bool {
    var index = pattern.startIndex
    while let percent = pattern[index...].firstIndex(of: "%") {
      var end = pattern.index(after: percent)
      while end < pattern.endIndex, "0123456789$#-+ .'hlqzjt".contains(pattern[end]) { end = pattern.index(after: end) }
      guard end < pattern.endIndex else { return false }
      if "diuD".contains(pattern[end]) {
        let after = pattern[pattern.index(after: end)...]
        if after.first == " ", after.dropFirst().first?.isLetter == true { return true }
      }
      index = pattern.index(after: end)
    }
    return false
  }
}
