import Foundation

/// The printf conversions of a format key or value (`%@`, `%lld`, `%2$@`), found as Foundation's
/// `String(format:)` reads them: `%`, then flags, an argument position (`2$`), width, precision
/// and length, then the conversion letter or `@`; `%%` is a literal `%`.
///
/// With them, a text the tree shows for a format key is put into another value of that key: the
/// text between the key's literal parts is each argument, which the value then shows where its
/// own conversions are (by position when written `%2$@`).
///
/// ```swift
/// FormatConversions.refill("‹total› Donuts", key: "%@ Donuts", into: "%@ donuts")   // "‹total› donuts"
/// FormatConversions.refill("Anna and Ben", key: "%@ and %@", into: "%2$@ und %1$@")  // "Ben und Anna"
/// ```
public enum FormatConversions {
  /// One conversion: where it is written, and the argument it reads when its position is written.
  public struct Conversion: Sendable, Hashable {
    /// Where the conversion is, `%` to its letter.
    public var range: Range<String.Index>
    /// Its argument's 1-based position when written (`%2$@`); 0 for digits too large to be one.
    public var position: Int?
  }

  /// The characters between `%` and the conversion letter.
  private static let modifiers: Set<Character> = Set("0123456789$#-+.'hlqLzjt")
  /// The conversion letters, and `@` for an object.
  private static let letters: Set<Character> = Set("@dDiuUxXoOfFeEgGcCsSpaA")

  /// The conversions of `format`, in order (`%%` is none).
  public static func conversions(in format: String) -> [Conversion] {
    var result: [Conversion] = []
    var index = format.startIndex
    while index < format.endIndex {
      let start = index
      index = format.index(after: index)
      guard format[start] == "%", index < format.endIndex else { continue }
      if format[index] == "%" {
        index = format.index(after: index)
        continue
      }
      var end = index
      while end < format.endIndex, modifiers.contains(format[end]) { end = format.index(after: end) }
      guard end < format.endIndex, letters.contains(format[end]) else { continue }
      let written = format[index..<end]
      // A position that is no number Swift's `Int` holds is position 0, which no argument has.
      let position = written.firstIndex(of: "$").map { Int(written[..<$0]) ?? 0 }
      index = format.index(after: end)
      result.append(Conversion(range: start..<index, position: position))
    }
    return result
  }

  /// `value` (another text of `key`: its development-language value, a translation) showing the
  /// arguments `shown` shows where `key` has conversions; `nil` when `shown` does not have `key`'s
  /// literal parts, when `value` reads an argument `key` has not, or has a plural variable
  /// (`%#@count@`, which its variants decide).
  public static func refill(_ shown: String, key: String, into value: String) -> String? {
    guard !value.contains("%#@"), let arguments = arguments(in: shown, key: key) else { return nil }
    var result = ""
    var index = value.startIndex
    var next = 1
    for conversion in conversions(in: value) {
      let position = conversion.position ?? next
      // A position beyond the arguments (`%9223372036854775807$@`) reads none: no refill.
      guard let argument = arguments[position] else { return nil }
      next = position + 1
      result += unescaped(value[index..<conversion.range.lowerBound]) + argument
      index = conversion.range.upperBound
    }
    return result + unescaped(value[index...])
  }

  /// The text `shown` has where `key`'s conversions are, by argument position; `nil` when `shown`
  /// does not have `key`'s literal parts around them. Each argument is the shortest text that lets
  /// the rest match, as the parts are written.
  static func arguments(in shown: String, key: String) -> [Int: String]? {
    let found = conversions(in: key)
    guard !found.isEmpty else { return nil }
    var literals: [String] = []
    var index = key.startIndex
    for conversion in found {
      literals.append(unescaped(key[index..<conversion.range.lowerBound]))
      index = conversion.range.upperBound
    }
    literals.append(unescaped(key[index...]))
    guard shown.hasPrefix(literals[0]), shown.hasSuffix(literals[literals.count - 1]),
      shown.count >= literals[0].count + literals[literals.count - 1].count
    else { return nil }
    var rest = shown.dropFirst(literals[0].count).dropLast(literals[literals.count - 1].count)
    var values: [Substring] = []
    for literal in literals.dropFirst().dropLast() {
      guard !literal.isEmpty, let range = rest.range(of: literal) else { return nil }
      values.append(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    }
    values.append(rest)
    var result: [Int: String] = [:]
    for (offset, conversion) in found.enumerated() {
      result[conversion.position ?? offset + 1] = String(values[offset])
    }
    return result
  }

  /// `%%` written as the `%` it shows.
  private static func unescaped(_ text: Substring) -> String {
    text.replacingOccurrences(of: "%%", with: "%")
  }
}
