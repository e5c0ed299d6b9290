/// A literal "1" in a `one` form where the locale's `one` covers other integers too (French 0,
/// Russian 21, 31, …): those users read "1" for a different number.
enum HardCodedOneCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    guard let covers = subject.coverage.oneAlsoCovers else { return [] }
    return StringLeaf.leaves(of: subject.localization).compactMap { leaf in
      guard leaf.pluralCase == "one", containsLiteralOne(leaf.text) else { return nil }
      return subject.finding(
        .warning, "hard-coded-one",
        "the 'one' form \"\(leaf.text)\" writes a literal 1, but 'one' in \(subject.coverage.locale) also covers \(covers). Use the number's placeholder (%ld, %d) instead of 1.",
        at: leaf.location)
    }
  }

  /// Whether the literal text (outside placeholders) holds "1" as a number of its own.
  static func containsLiteralOne(_ text: String) -> Bool {
    for token in FormatString(text).tokens {
      guard case .literal(let literal) = token else { continue }
      let characters = Array(literal)
      for index in characters.indices where characters[index] == "1" {
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        let isNumberPart: (Character) -> Bool = { $0.isNumber || $0 == "." || $0 == "," }
        if !isNumberPart(before) && !isNumberPart(after) { return true }
      }
    }
    return false
  }
}
