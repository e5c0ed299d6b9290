/// A failure reported by ICU, with enough context to fix the input that caused it.
public struct ICUError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What Herald asked ICU to do, such as "compile the message pattern".
  public var operation: String
  /// ICU's error name, such as "U_PATTERN_SYNTAX_ERROR".
  public var code: String
  /// The text ICU rejected (a pattern, a skeleton or a locale), when there is one.
  public var input: String?
  /// The character offset of a syntax error in `input`, when ICU reported one.
  public var offset: Int?

  /// Creates an error.
  public init(operation: String, code: String, input: String? = nil, offset: Int? = nil) {
    self.operation = operation
    self.code = code
    self.input = input
    self.offset = offset
  }

  /// "cannot OPERATION: CODE at offset N in "…▸…" — what to do".
  public var description: String {
    var text = "cannot \(operation): \(code)"
    if let input {
      if let offset {
        let characters = Array(input)
        let split = min(max(0, offset), characters.count)
        text += " at offset \(offset) in \"\(String(characters[..<split]))▸\(String(characters[split...]))\""
      } else {
        text += " in \"\(input)\""
      }
    }
    if let hint = Self.hints[code] { text += " — \(hint)" }
    return text
  }

  /// What to do about the errors users meet most.
  static let hints: [String: String] = [
    "U_DEFAULT_KEYWORD_MISSING": "every plural, selectordinal and select argument needs an 'other' case",
    "U_PATTERN_SYNTAX_ERROR":
      "check the braces, the argument syntax ({name, plural, one {…} other {…}}) and apostrophes",
    "U_UNMATCHED_BRACES": "a '{' has no matching '}'",
    "U_ARGUMENT_TYPE_MISMATCH": "a plural, selectordinal or number argument needs a number",
    "U_DUPLICATE_KEYWORD": "a selector appears twice in one argument",
    "U_UNDEFINED_KEYWORD": "the plural selector is not a CLDR category (zero, one, two, few, many, other) or =N",
    "U_NUMBER_SKELETON_SYNTAX_ERROR":
      "see ICU's number skeleton syntax (precision-integer, .00, group-off, percent, …)",
  ]
}
