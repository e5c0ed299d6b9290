/// Character tests and trimming the table grammars share (`.strings`, gettext, Android).
extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmedWhitespace: String {
    let scalars = Array(unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.isASCIISpace }),
      let last = scalars.lastIndex(where: { !$0.isASCIISpace })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// `value` in uppercase hexadecimal, zero-padded to at least `digits` digits (`00E9` for 0xE9), as
  /// the formats' `\uXXXX` and `\UXXXX` escapes, `%XX` and `U+XXXX` write it.
  static func uppercaseHex(_ value: UInt32, digits: Int = 4) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, digits - hex.count)) + hex
  }
}

extension Unicode.Scalar {
  /// `A`–`Z` or `a`–`z`.
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  /// `0`–`9`.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  /// What C's `isspace` accepts: space, tab, line feed, vertical tab, form feed, carriage return.
  var isASCIISpace: Bool { self == " " || ("\u{09}"..."\u{0D}").contains(self) }
}
