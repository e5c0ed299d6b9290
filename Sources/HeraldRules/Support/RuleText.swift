import HeraldAudit
import HeraldTree

/// Text helpers the built-in rules share: normalization for comparing what is spoken, word
/// tokens, and whether an element can be seen at all.
///
/// Everything here works on `Character`s, so it is Unicode-aware (Cyrillic, Greek, accented
/// Latin) without Foundation.
enum RuleText {
  /// `text` case-folded, with every run of characters that are neither letters nor digits turned
  /// into one space, trimmed: "Volume: 50 %" → "volume 50".
  ///
  /// - Complexity: O(n) in the length of `text`; one allocation.
  static func normalized(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingSpace, !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result.append(character)
      } else {
        pendingSpace = true
      }
    }
    return result
  }

  /// The words of `text`, lower-cased: maximal runs of letters ("Save-button 2" → `save`, `button`).
  static func words(_ text: String) -> [Substring] {
    text.lowercased().split(whereSeparator: { !$0.isLetter })
  }

  /// Whether `phrase` occurs in `normalizedText` (both ``normalized(_:)``) as whole words.
  static func containsWords(_ normalizedText: String, _ phrase: String) -> Bool {
    guard !phrase.isEmpty else { return false }
    var searchStart = normalizedText.startIndex
    while let range = normalizedText[searchStart...].firstRange(of: phrase) {
      let startsWord =
        range.lowerBound == normalizedText.startIndex
        || normalizedText[normalizedText.index(before: range.lowerBound)] == " "
      let endsWord = range.upperBound == normalizedText.endIndex || normalizedText[range.upperBound] == " "
      if startsWord, endsWord { return true }
      searchStart = normalizedText.index(after: range.lowerBound)
    }
    return false
  }

  /// Whether `character` belongs to a script written without spaces between words (Han, Hiragana,
  /// Katakana), where a word is found by containment rather than by word boundaries.
  static func isUnspacedScript(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F:
        true
      default: false
      }
    }
  }

  /// Whether the element or one of its ancestors is hidden, fully transparent, or hides its
  /// subtree from assistive technology: nothing in it is heard, whatever it declares.
  static func isConcealed(_ node: AuditNode) -> Bool {
    if conceals(node.element) { return true }
    var current = node.parent
    while let ancestor = current {
      if conceals(ancestor.element) { return true }
      current = ancestor.parent
    }
    return false
  }

  private static func conceals(_ element: Element) -> Bool {
    element.isHidden || element.alpha <= 0.01 || element.accessibility.elementsHidden
  }
}
