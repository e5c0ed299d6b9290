internal import CHeraldICU
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
    let handle = try ICUCall.open("compile the message pattern for \(locale)", input: pattern) {
      herald_message_format_open($0, $1, locale.icuIdentifier, &$2)
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
    try withICUValues(arguments) { buffer in
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

  /// Lays the values out as the shim expects them, in `argumentNames` order, without allocating
  /// when every value is a number or a date. Strings and decimals are copied into one UTF-8 arena
  /// that lives for the duration of the call.
  private func withICUValues<R>(
    _ arguments: [String: MessageArgument], _ body: (UnsafeBufferPointer<HeraldICUValue>) throws -> R
  ) throws -> R {
    try withUnsafeTemporaryAllocation(of: HeraldICUValue.self, capacity: max(argumentNames.count, 1)) { values in
      var texts: [(index: Int, text: String)] = []
      for (index, name) in argumentNames.enumerated() {
        guard let argument = arguments[name] else {
          throw MessageFormatError.missingArgument(name: name, pattern: pattern, given: arguments.keys.sorted())
        }
        var value = HeraldICUValue(kind: Int32(HERALD_ICU_DOUBLE.rawValue), length: 0, number: 0, integer: 0, utf8: nil)
        switch argument {
        case .number(.int(let number)):
          value.kind = Int32(HERALD_ICU_INT64.rawValue)
          value.integer = Int64(number)
        case .number(.double(let number)):
          value.number = number
        case .date(let date):
          value.kind = Int32(HERALD_ICU_DATE.rawValue)
          value.number = date.timeIntervalSince1970 * 1000
        case .number(.decimal(let text)):
          value.kind = Int32(HERALD_ICU_DECIMAL.rawValue)
          texts.append((index, text))
        case .string(let text):
          value.kind = Int32(HERALD_ICU_STRING.rawValue)
          texts.append((index, text))
        }
        values[index] = value
      }
      let filled = UnsafeBufferPointer(start: values.baseAddress, count: argumentNames.count)
      guard !texts.isEmpty else { return try body(filled) }
      let arena = texts.flatMap { Array($0.text.utf8) }
      return try arena.withUnsafeBufferPointer { bytes in
        var offset = 0
        for (index, text) in texts {
          let count = text.utf8.count
          values[index].utf8 = bytes.baseAddress.map {
            UnsafeRawPointer($0 + offset).assumingMemoryBound(to: CChar.self)
          }
          values[index].length = Int32(count)
          offset += count
        }
        return try body(filled)
      }
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
