/// strftime's conversions, which gettext entries that are not `c-format` (dates and times passed
/// to `g_date_time_format`, `strftime`) use: `%H:%M`, `%-d %B`, `%Ex`.
enum StrftimeDirective {
  /// The conversion characters of glibc's strftime.
  static let conversions = Set("aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ+")

  /// Whether `text`, the characters after a `%`, starts a strftime directive: optional flags
  /// (`_ - 0 ^ #`), an optional width, an optional `E` or `O`, then a conversion.
  static func starts(_ text: String) -> Bool {
    var rest = Substring(text)
    while let first = rest.first, "_-0^#".contains(first) { rest = rest.dropFirst() }
    while let first = rest.first, first.isASCII, first.isNumber { rest = rest.dropFirst() }
    if let first = rest.first, first == "E" || first == "O" { rest = rest.dropFirst() }
    return rest.first.map(conversions.contains) ?? false
  }
}
