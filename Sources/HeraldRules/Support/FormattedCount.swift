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

  /// The formatted texts the code sets on `element`: through its outlets and in its own class.
  static func all(for element: Element, code: CodeIndex) -> [FormattedCount] {
    var found: [FormattedCount] = []
    for outlet in element.connections.outlets {
      for use in CodeLinking(index: code).uses(of: outlet) {
        guard let member = use.member, let field = CodeLinking.localizedMembers[member], let value = use.value,
          let key = CodeLinking.formattedKey(value)
        else { continue }
        found.append(FormattedCount(key: key, field: field, location: use.location))
      }
    }
    if let name = element.customClass?.name {
      for (member, field) in CodeLinking.localizedMembers {
        for fact in code.facts(of: name, member) {
          guard let value = fact.value, let key = CodeLinking.formattedKey(value) else { continue }
          found.append(FormattedCount(key: key, field: field, location: fact.location))
        }
      }
    }
    return found.sorted { left, right in
      left.location.line != right.location.line
        ? left.location.line < right.location.line : left.location.column < right.location.column
    }
  }

  /// Whether a pattern formats a count of something: one integer conversion followed by a word
  /// (`%d stars`, `%1$ld items`), not by a sign (`%d%%`), nothing or a preposition (`page %d of`),
  /// and not two integers (`%d of %d`, `%d/%d`), which are positions or ratios rather than counts.
  static func countsSomething(_ pattern: String) -> Bool {
    var counted: [Substring] = []
    var integers = 0
    var index = pattern.startIndex
    while let percent = pattern[index...].firstIndex(of: "%") {
      var end = pattern.index(after: percent)
      while end < pattern.endIndex, "0123456789$#-+.'hlqzjt".contains(pattern[end]) { end = pattern.index(after: end) }
      guard end < pattern.endIndex else { break }
      if "diuD".contains(pattern[end]) {
        integers += 1
        let after = pattern[pattern.index(after: end)...]
        if after.first == " " {
          counted.append(after.dropFirst().prefix { $0.isLetter })
        }
      }
      index = pattern.index(after: end)
    }
    let prepositions: Set<String> = ["of", "from", "in", "out", "at", "to", "per", "by", "on"]
    guard integers == 1, let word = counted.first, !word.isEmpty else { return false }
    return !prepositions.contains(word.lowercased())
  }
}
