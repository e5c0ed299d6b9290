import CHeraldICU
import Foundation

/// An ICU MessageFormat pattern compiled for one locale, formatted with named arguments.
///
/// ```swift
/// let message = try MessageFormat(
///   pattern: "{count, plural, =0 {No rating set.} one {# star set.} other {# stars set.}}",
///   locale: LanguageTag("en"))
/// try message.format(["count": 3])   // "3 stars set."
/// ```
///
/// Everything ICU's `icu::MessageFormat` supports works: `plural` (with `offset`, `=N` and `#`),
/// `selectordinal`, `select`, `number` with styles and `::skeletons`, `date`, `time`, nesting.
/// Plural categories are chosen from the number as formatted, so decimals such as 4.5 select
/// correctly. Compile once and reuse (see `cached(pattern:locale:)`); a compiled message is safe
/// to use from many threads.
public final class MessageFormat: Sendable {
  /// The pattern this message was compiled from.
  public let pattern: String
  /// The locale whose plural rules and number symbols are used.
  public let locale: LanguageTag
  /// The distinct argument names of the pattern, in order of first appearance.
  public let argumentNames: [String]
  private nonisolated(unsafe) let handle: OpaquePointer

  /// Compiles a pattern; throws `ICUError` with the character offset of a syntax error.
  public init(pattern: String, locale: LanguageTag) throws {
    var status = ICUCall.status()
    let handle = pattern.withICUBytes { bytes, count in
      herald_message_format_open(bytes, count, locale.icuIdentifier, &status)
    }
    guard let handle else {
      try ICUCall.check(status, "compile the message pattern for \(locale)", input: pattern)
      preconditionFailure("ICU returned no message format and no error")
    }
    self.handle = handle
    self.pattern = pattern
    self.locale = locale
    self.argumentNames = (0..<herald_message_format_argument_count(handle)).map { index in
      ICUCall.string(capacity: 64) { herald_message_format_argument_name(handle, index, $0, $1) }
    }
  }

  deinit { herald_message_format_close(handle) }

  private static let cache = FormatterCache<[String], MessageFormat>()

  /// The message for (pattern, locale), compiled once per process and shared.
  public static func cached(pattern: String, locale: LanguageTag) throws -> MessageFormat {
    try cache.value(for: [pattern, locale.icuIdentifier]) { try MessageFormat(pattern: pattern, locale: locale) }
  }

  /// Formats the message. Every argument the pattern names must have a value; values the pattern
  /// does not use are ignored.
  public func format(_ arguments: [String: MessageArgument]) throws -> String {
    let values = try argumentNames.map { name in
      guard let value = arguments[name] else {
        throw MessageFormatError.missingArgument(name: name, pattern: pattern, given: arguments.keys.sorted())
      }
      return value
    }
    return try Self.withICUValues(values) { buffer in
      var status = ICUCall.status()
      let text = ICUCall.string(capacity: 512) {
        herald_message_format_format(handle, buffer.baseAddress, Int32(buffer.count), $0, $1, &status)
      }
      if status.code > 0 {
        let given = arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        try ICUCall.check(
          status, "format the message for \(locale) with \(given) (plural and number arguments need numbers)",
          input: pattern)
      }
      return text
    }
  }

  /// Lays the values out as the shim expects them: strings are copied into one UTF-8 arena that
  /// lives for the duration of the call.
  private static func withICUValues<R>(
    _ values: [MessageArgument], _ body: (UnsafeBufferPointer<HeraldICUValue>) throws -> R
  ) throws -> R {
    var arena: [UInt8] = []
    var spans: [(offset: Int, count: Int)] = []
    for value in values {
      switch value {
      case .string(let text), .number(.decimal(let text)):
        spans.append((arena.count, text.utf8.count))
        arena.append(contentsOf: text.utf8)
      default:
        spans.append((0, 0))
      }
    }
    return try arena.withUnsafeBufferPointer { bytes in
      let base = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
      let icuValues = zip(values, spans).map { value, span -> HeraldICUValue in
        let text = base.map { $0 + span.offset }
        switch value {
        case .number(.int(let number)):
          return HeraldICUValue(
            kind: Int32(HERALD_ICU_INT64.rawValue), length: 0, number: 0, integer: Int64(number), utf8: nil)
        case .number(.double(let number)):
          return HeraldICUValue(
            kind: Int32(HERALD_ICU_DOUBLE.rawValue), length: 0, number: number, integer: 0, utf8: nil)
        case .number(.decimal):
          return HeraldICUValue(
            kind: Int32(HERALD_ICU_DECIMAL.rawValue), length: Int32(span.count), number: 0, integer: 0, utf8: text)
        case .string:
          return HeraldICUValue(
            kind: Int32(HERALD_ICU_STRING.rawValue), length: Int32(span.count), number: 0, integer: 0, utf8: text)
        case .date(let date):
          return HeraldICUValue(
            kind: Int32(HERALD_ICU_DATE.rawValue), length: 0, number: date.timeIntervalSince1970 * 1000, integer: 0,
            utf8: nil)
        }
      }
      return try icuValues.withUnsafeBufferPointer(body)
    }
  }
}

/// A message that cannot be formatted with the arguments given.
public enum MessageFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pattern names an argument that has no value.
  case missingArgument(name: String, pattern: String, given: [String])

  /// What is missing, what was given, and the pattern.
  public var description: String {
    switch self {
    case .missingArgument(let name, let pattern, let given):
      let list = given.isEmpty ? "none" : given.joined(separator: ", ")
      return "the message needs a value for '\(name)' (given: \(list)); pattern: \(pattern)"
    }
  }
}
