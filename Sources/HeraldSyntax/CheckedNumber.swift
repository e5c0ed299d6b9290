/// The one checked path from a number read from an input to an integer Herald computes with.
///
/// `Int(someDouble)` traps when the double is NaN, infinite or beyond `Int`'s range, and a file
/// can say `1e19` or `nan` wherever it says a number. Every number taken from an input goes through
/// ``integer(_:in:rounding:)`` (which answers `nil` instead of trapping) or ``require(_:in:name:rounding:)``
/// (which throws a ``NumberRangeError`` that the caller turns into its module's error with the
/// input's location). A test (`UncheckedConversionTests`) scans `Sources/` for new unchecked
/// conversions.
///
/// ```swift
/// let count = try CheckedNumber.require(3.0, in: 0...10_000, name: "repeat count")  // 3
/// CheckedNumber.integer(1e19, in: 0...Int.max)  // nil
/// CheckedNumber.integer(.nan, in: 0...Int.max)  // nil
/// ```
public enum CheckedNumber {
  /// The integer `value` rounds to, when it is finite and lies in `range`.
  ///
  /// - Parameters:
  ///   - value: A number read from an input.
  ///   - range: The integers the caller accepts.
  ///   - rounding: How a fractional value becomes an integer (toward zero by default, like `Int(_:)`).
  /// - Returns: The integer, or `nil` for NaN, ±infinity or a value outside `range`.
  public static func integer(
    _ value: Double, in range: ClosedRange<Int>, rounding: FloatingPointRoundingRule = .towardZero
  ) -> Int? {
    guard value.isFinite, let integer = Int(exactly: value.rounded(rounding)) else { return nil }
    return range.contains(integer) ? integer : nil
  }

  /// The integer `value` rounds to, or an error that says what was found and what is allowed.
  ///
  /// - Parameters:
  ///   - value: A number read from an input.
  ///   - range: The integers the caller accepts.
  ///   - name: What the number is, for the message ("a repeat count").
  ///   - rounding: How a fractional value becomes an integer.
  /// - Returns: The integer.
  /// - Throws: ``NumberRangeError`` for NaN, ±infinity or a value outside `range`.
  public static func require(
    _ value: Double, in range: ClosedRange<Int>, name: String,
    rounding: FloatingPointRoundingRule = .towardZero
  ) throws(NumberRangeError) -> Int {
    guard let integer = integer(value, in: range, rounding: rounding) else {
      throw NumberRangeError(name: name, found: value, range: range)
    }
    return integer
  }

  /// `value` as an `Int` when it is a whole number that fits, for writing it without a fraction
  /// (`44` rather than `44.0`).
  ///
  /// - Returns: `nil` for a fractional, non-finite or too large value.
  public static func exactInteger(_ value: Double) -> Int? {
    value.isFinite ? Int(exactly: value) : nil
  }

  /// `text` as an `Int` when it is a decimal integer in `range`; `nil` when it is not a number,
  /// overflows `Int` or lies outside `range`.
  public static func integer(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Int? {
    guard let integer = Int(text), range.contains(integer) else { return nil }
    return integer
  }
}

/// A number from an input that is not a finite integer in the range its use allows.
///
/// The message names the value found and the range allowed; the caller adds the file and line.
public struct NumberRangeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the number is ("a repeat count").
  public var name: String
  /// The number found.
  public var found: Double
  /// The integers allowed.
  public var range: ClosedRange<Int>

  /// Describes a rejected number.
  public init(name: String, found: Double, range: ClosedRange<Int>) {
    self.name = name
    self.found = found
    self.range = range
  }

  /// "a repeat count must be a whole number from 0 to 10000; found 1e+19".
  public var description: String {
    let shown = CheckedNumber.exactInteger(found).map(String.init) ?? String(found)
    return "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound); found \(shown)"
  }
}
