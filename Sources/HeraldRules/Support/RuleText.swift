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

  /// Whether the source fixes `text` as the app shows it, so that its wording can be judged: not
  /// when it holds a value the running app computes (shown as `‹code›` by the SwiftUI loader) or a
  /// localization key whose translation is not among the inputs (`settings.title`, marked
  /// `swiftui.localizationKey` on the element). Neither says anything about the words the user
  /// hears, so wording rules do not apply to them.
  static func fixesText(_ text: String, of element: Element) -> Bool {
    if text.contains("‹") { return false }
    for attribute in element.runtimeAttributes where attribute.keyPath == RuntimeAttribute.localizationKeyKeyPath {
      if case .localizedString(let key) = attribute.value, text.contains(key) { return false }
    }
    return true
  }

  /// The code of the first view in `element`'s subtree whose content the running app decides (a
  /// SwiftUI view passed in, `Text(item.title)`), as the SwiftUI loader marks it, or whose overlay
  /// the tree does not hold (below `element` only: an overlay is beside a view, not in its own
  /// label); `nil` when the source fixes everything below.
  static func unresolvedContent(of element: Element) -> String? {
    unresolvedMark(of: element) ?? firstUnfixed(below: element, inShownState: false)
  }

  /// The code of the first view below `element`, in the state shown, that the source does not fix
  /// (a view a caller passes in, `Text(item.title)`, an overlay the tree does not place). A wrapper
  /// that is no view of its own (an `if` or `switch` the app decides, a `Group`, an expanded
  /// view's root) is looked through, not counted: each branch of an `if` is a state of its own,
  /// and branches not shown in this state are skipped. `nil` when the source fixes every view shown.
  static func unfixedView(below element: Element) -> String? {
    firstUnfixed(below: element, inShownState: true)
  }

  /// The first overlay or unresolved mark below `element`, in document order; with `inShownState`,
  /// skipping hidden branches and the marks of wrappers that are no view of their own.
  private static func firstUnfixed(below element: Element, inShownState: Bool) -> String? {
    for child in element.children where !(inShownState && child.isHidden) {
      if let overlay = child.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.overlayKeyPath }) {
        return overlay.value.text
      }
      let wrapper = child.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.transparentKeyPath }
      if !(inShownState && wrapper), let mark = unresolvedMark(of: child) { return mark }
      if let found = firstUnfixed(below: child, inShownState: inShownState) { return found }
    }
    return nil
  }

  /// The code the SwiftUI loader marks `element`'s content as decided by, if it marks it.
  private static func unresolvedMark(of element: Element) -> String? {
    element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.unresolvedKeyPath }?.value.text
  }

  /// The type name of the first view in `element`'s subtree that the SwiftUI loader could not
  /// read because the inputs do not declare it (a package's `LazyImage`): what it exposes is its
  /// own code's business. `nil` when there is none.
  static func undeclaredView(in element: Element) -> String? {
    guard !AuditNode.conceals(element) else { return nil }
    if let custom = element.customClass,
      element.runtimeAttributes.contains(where: {
        $0.keyPath == RuntimeAttribute.unresolvedKeyPath && $0.value.text == custom.name
      })
    {
      return custom.name
    }
    for child in element.children {
      if let found = undeclaredView(in: child) { return found }
    }
    return nil
  }
}
