import HeraldICU
import HeraldTree

/// Herald's catalog in one locale: formats messages by key or inline pattern.
struct Messages: Sendable {
  /// The catalog messages come from.
  let catalog: Catalog
  /// The locale they are formatted in.
  let locale: LanguageTag

  /// The message `key` formatted with `arguments`.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) throws(AnnouncerError) -> String {
    do {
      return try catalog.format(key, locale: locale, arguments).text
    } catch {
      throw .catalog(error)
    }
  }

  /// A compiled message for `key`, to format many times.
  func format(_ key: String) throws(AnnouncerError) -> MessageFormat {
    do {
      return try catalog.resolve(key, locale: locale).format
    } catch {
      throw .catalog(error)
    }
  }

  /// The argument an expression value gives a message.
  static func argument(_ value: ExpressionValue) -> MessageArgument {
    switch value {
    case .number(let number):
      return .number(NumberValue(measured: number))
    case .bool(let flag): return .string(flag ? "true" : "false")
    case .string(let text): return .string(text)
    case .record: return .string(value.description)
    }
  }
}
