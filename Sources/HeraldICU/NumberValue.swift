internal import CHeraldICU
import Foundation
import HeraldSyntax

/// A number to format or to select a plural category for.
///
/// `.decimal` keeps a number exactly as written: `"1.50"` formats without binary rounding, and
/// selection sees its visible fraction digits.
public enum NumberValue: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  CustomStringConvertible
{
  case int(Int)
  case double(Double)
  /// A decimal number written as text: an optional "-", digits, an optional "." and digits.
  case decimal(String)

  /// A measured number: `.int` when it is whole and fits an `Int` (so `44.0` reads "44"), otherwise
  /// `.double`. Safe for any value, including NaN, infinity and `1e300`.
  public init(measured value: Double) {
    self = CheckedNumber.exactInteger(value).map(NumberValue.int) ?? .double(value)
  }

  /// A measured number rounded to tenths (`43.96` → `44`, `12.25` → `12.3`), as rules quote sizes.
  /// A value too large to scale (`1e308`) is kept as it is rather than becoming infinity.
  public init(tenths value: Double) {
    let scaled = (value * 10).rounded() / 10
    self.init(measured: scaled.isFinite ? scaled : value)
  }

  /// An integer: `3`.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A double: `4.5`.
  public init(floatLiteral value: Double) { self = .double(value) }

  /// Reads a number as a user writes it: "3" is an integer, "4.5" or "1.0" a decimal that keeps its
  /// digits, "1e3" a double. Returns nil for anything else.
  public init?(parsing text: String) {
    if let integer = Int(text) {
      self = .int(integer)
    } else if text.range(of: #"^-?[0-9]+\.[0-9]+$"#, options: .regularExpression) != nil {
      self = .decimal(text)
    } else if let double = Double(text), double.isFinite {
      self = .double(double)
    } else {
      return nil
    }
  }

  /// The number as written.
  public var description: String {
    switch self {
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .decimal(let text): text
    }
  }
}

extension NumberValue {
  /// Calls `body` with the shim's representation of the number.
  func withICUValue<R>(_ body: (UnsafePointer<HeraldICUValue>) throws -> R) rethrows -> R {
    switch self {
    case .int(let value):
      var icu = HeraldICUValue(
        kind: Int32(HERALD_ICU_INT64.rawValue), length: 0, number: 0, integer: Int64(value), utf8: nil)
      return try body(&icu)
    case .double(let value):
      var icu = HeraldICUValue(kind: Int32(HERALD_ICU_DOUBLE.rawValue), length: 0, number: value, integer: 0, utf8: nil)
      return try body(&icu)
    case .decimal(let text):
      return try text.withICUBytes { bytes, count in
        var icu = HeraldICUValue(
          kind: Int32(HERALD_ICU_DECIMAL.rawValue), length: count, number: 0, integer: 0, utf8: bytes)
        return try body(&icu)
      }
    }
  }
}
