internal import CHeraldICU

/// A number formatter compiled from an ICU number skeleton for one locale.
///
/// ```swift
/// let arabic = try NumberFormat(skeleton: "", locale: LanguageTag("ar"))
/// arabic.format(1234.5)                                              // "١٬٢٣٤٫٥"
/// try NumberFormat(skeleton: ".0", locale: LanguageTag("en")).format(1)  // "1.0"
/// ```
///
/// Skeletons are ICU's (https://unicode-org.github.io/icu/userguide/format_parse/numbers/skeletons.html):
/// `precision-integer`, `.00` (exactly two fraction digits), `.0#` (one or two), `group-off`,
/// `percent`, `compact-short`, `numbering-system/latn`. The empty skeleton is the locale's default.
/// Safe to use from many threads.
public final class NumberFormat: Sendable {
  /// The skeleton this formatter was compiled from.
  public let skeleton: String
  /// The locale whose symbols, digits and grouping are used.
  public let locale: LanguageTag
  nonisolated(unsafe) let handle: OpaquePointer

  /// Compiles a skeleton; throws `ICUError` with the offset of a syntax error.
  public init(skeleton: String, locale: LanguageTag) throws {
    self.handle = try ICUCall.open("compile the number skeleton for \(locale)", input: skeleton) {
      herald_number_format_open($0, $1, locale.icuIdentifier, &$2)
    }
    self.skeleton = skeleton
    self.locale = locale
  }

  deinit { herald_number_format_close(handle) }

  private static let cache = FormatterCache<[String], NumberFormat>()

  /// The formatter for (skeleton, locale), compiled once per process and shared.
  public static func cached(skeleton: String, locale: LanguageTag) throws -> NumberFormat {
    try cache.value(for: [skeleton, locale.icuIdentifier]) { try NumberFormat(skeleton: skeleton, locale: locale) }
  }

  /// The number as the locale writes it.
  public func format(_ number: NumberValue) -> String {
    var status = ICUCall.status()
    return number.withICUValue { value in
      ICUCall.string(capacity: 64) { herald_number_format_format(handle, value, $0, $1, &status) }
    }
  }
}
