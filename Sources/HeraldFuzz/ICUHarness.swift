import HeraldICU

/// The harness of ICU message patterns: Herald's own parse, then ICU's compile and a format with
/// the arguments the pattern names.
enum ICUHarness {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? MessagePattern(text)
    guard let locale = try? LanguageTag("ru"), let format = try? MessageFormat(pattern: text, locale: locale) else {
      return
    }
    let arguments: [String: MessageArgument] = ["count": 3, "name": "Anna", "value": 2.5, "0": 1]
    _ = try? format.format(arguments)
  }
}
