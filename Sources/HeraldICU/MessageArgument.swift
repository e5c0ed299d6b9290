import Foundation

/// A value for a named MessageFormat argument: a number (plural, selectordinal, number arguments),
/// a string (select and plain arguments) or a date (date and time arguments).
public enum MessageArgument: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  case number(NumberValue)
  case string(String)
  case date(Date)

  /// An integer: `"count": 3`.
  public init(integerLiteral value: Int) { self = .number(.int(value)) }
  /// A double: `"count": 4.5`.
  public init(floatLiteral value: Double) { self = .number(.double(value)) }
  /// A string: `"gender": "female"`.
  public init(stringLiteral value: String) { self = .string(value) }

  /// Reads a command-line value: a number when it looks like one (see `NumberValue(parsing:)`),
  /// otherwise a string.
  public init(parsing text: String) {
    self = NumberValue(parsing: text).map(MessageArgument.number) ?? .string(text)
  }

  /// The value as written on a command line.
  public var description: String {
    switch self {
    case .number(let number): number.description
    case .string(let text): text
    case .date(let date): date.ISO8601Format()
    }
  }
}
