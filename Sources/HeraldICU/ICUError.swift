import CHeraldICU

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

/// Calls into the shim: status checking and reading the UTF-8 it writes.
enum ICUCall {
  /// A fresh status.
  static func status() -> HeraldICUStatus { HeraldICUStatus(code: 0, offset: -1) }

  /// Throws when `status` holds an ICU failure (warnings are not failures).
  static func check(_ status: HeraldICUStatus, _ operation: @autoclosure () -> String, input: String? = nil) throws {
    guard status.code > 0 else { return }
    var offset: Int?
    if status.offset >= 0, let input {
      // ICU reports UTF-16 offsets; callers count characters.
      let utf16 = input.utf16
      let index = utf16.index(utf16.startIndex, offsetBy: min(Int(status.offset), utf16.count))
      offset = input.distance(from: input.startIndex, to: index)
    }
    throw ICUError(
      operation: operation(), code: String(cString: herald_icu_error_name(status.code)), input: input,
      offset: offset)
  }

  /// Runs a shim function that writes UTF-8 into a buffer and returns the length it needs,
  /// retrying once with a larger buffer when the text does not fit.
  static func string(
    capacity: Int = 256, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String {
    let first = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> (String?, Int) in
      guard let base = buffer.baseAddress else { return (nil, capacity) }
      let needed = Int(fill(base, Int32(capacity)))
      guard needed <= capacity else { return (nil, needed) }
      return (decode(base, needed), needed)
    }
    if let text = first.0 { return text }
    let needed = max(first.1, 1)
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: needed) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      return decode(base, min(needed, Int(fill(base, Int32(needed)))))
    }
  }

  private static func decode(_ pointer: UnsafeMutablePointer<CChar>, _ count: Int) -> String {
    pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }
}

extension String {
  /// The text as UTF-8, as the shim expects it.
  func withICUBytes<R>(_ body: (UnsafePointer<CChar>, Int32) throws -> R) rethrows -> R {
    var copy = self
    return try copy.withUTF8 { bytes in
      try bytes.withMemoryRebound(to: CChar.self) { chars in
        guard let base = chars.baseAddress else {
          var empty: CChar = 0
          return try withUnsafePointer(to: &empty) { try body($0, 0) }
        }
        return try body(base, Int32(chars.count))
      }
    }
  }
}
