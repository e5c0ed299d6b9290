/// Strings and data: the scalar values of ``PropertyListScanner``.
extension PropertyListScanner {
  /// A quoted or unquoted string at `position`, or `nil` (and `position` unchanged) when none
  /// starts there.
  mutating func string() throws(SyntaxError) -> String? {
    let first = buffer[position]
    if Self.isUnquoted(first) {
      let start = position
      while position < buffer.count, Self.isUnquoted(buffer[position]) { position += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
    }
    guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return nil }
    return try quotedString()
  }

  /// The string in quotes at `position`, its escapes resolved.
  private mutating func quotedString() throws(SyntaxError) -> String {
    let quote = buffer[position]
    let start = position
    position += 1
    // Most strings have no escape: take their bytes as they are.
    let contentStart = position
    while position < buffer.count, buffer[position] != quote, buffer[position] != UInt8(ascii: "\\") {
      position += 1
    }
    if position < buffer.count, buffer[position] == quote {
      position += 1
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[contentStart..<position - 1]), as: UTF8.self)
    }
    var bytes = Array(buffer[contentStart..<position])
    var pendingHigh: UInt32?
    while position < buffer.count {
      let byte = buffer[position]
      if byte == quote {
        position += 1
        Self.flush(&pendingHigh, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\") else {
        Self.flush(&pendingHigh, into: &bytes)
        bytes.append(byte)
        position += 1
        continue
      }
      let escapeStart = position
      position += 1
      guard position < buffer.count else { break }
      let escaped = buffer[position]
      position += 1
      let unit: UInt32
      switch escaped {
      case UInt8(ascii: "a"): unit = 0x07
      case UInt8(ascii: "b"): unit = 0x08
      case UInt8(ascii: "t"): unit = 0x09
      case UInt8(ascii: "n"): unit = 0x0A
      case UInt8(ascii: "v"): unit = 0x0B
      case UInt8(ascii: "f"): unit = 0x0C
      case UInt8(ascii: "r"): unit = 0x0D
      case UInt8(ascii: "U"):
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard position < buffer.count else { break }
          guard let digit = Self.hexValue(buffer[position]) else {
            throw malformed(
              "expected four hex digits after \\U, found \(found()); write a character as \\U and four hex digits, "
                + "such as \\U00E9 for é", at: escapeStart)
          }
          value = value << 4 | digit
          position += 1
        }
        unit = value
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(buffer[position]) else {
            break
          }
          value = value << 3 | UInt32(buffer[position] - UInt8(ascii: "0"))
          position += 1
        }
        // Foundation keeps one byte of `\777` too, then maps it from NeXTSTEP (Latin-1 here).
        unit = value & 0xFF
      case 0x80...:
        // An escaped non-ASCII character stands for itself: copy all its bytes on the next turn.
        position -= 1
        continue
      default:
        unit = UInt32(escaped)
      }
      Self.append(unit, to: &bytes, pendingHigh: &pendingHigh)
    }
    throw malformed(
      "the string that starts here is never closed: the file ends before its closing "
        + (quote == UInt8(ascii: "'") ? "'" : "\"") + "; close it, or escape a quote inside it as \\"
        + (quote == UInt8(ascii: "'") ? "'" : "\""), at: start)
  }

  /// Appends the UTF-16 unit `unit` as UTF-8, pairing surrogates through `pendingHigh`: a high
  /// surrogate waits there for its low half, and a lone one becomes U+FFFD.
  private static func append(_ unit: UInt32, to bytes: inout [UInt8], pendingHigh: inout UInt32?) {
    if let high = pendingHigh, (0xDC00...0xDFFF).contains(unit) {
      pendingHigh = nil
      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
      UTF8.encode(scalar ?? "\u{FFFD}") { bytes.append($0) }
      return
    }
    flush(&pendingHigh, into: &bytes)
    if (0xD800...0xDBFF).contains(unit) {
      pendingHigh = unit
      return
    }
    // A low surrogate without its high half is no scalar: U+FFFD.
    UTF8.encode(Unicode.Scalar(unit) ?? "\u{FFFD}") { bytes.append($0) }
  }

  /// Writes U+FFFD for a high surrogate that no low half followed.
  private static func flush(_ pendingHigh: inout UInt32?, into bytes: inout [UInt8]) {
    guard pendingHigh != nil else { return }
    pendingHigh = nil
    UTF8.encode("\u{FFFD}") { bytes.append($0) }
  }

  /// The hex digits of the data at `position`, without white space and comments.
  mutating func data() throws(SyntaxError) -> String {
    let start = position
    position += 1
    var digits: [UInt8] = []
    while true {
      try skipSpace()
      guard position < buffer.count else {
        throw malformed("the data that starts here is never closed: the file ends before its '>'", at: start)
      }
      let byte = buffer[position]
      if byte == UInt8(ascii: ">") { break }
      guard Self.hexValue(byte) != nil else {
        throw malformed(
          "expected hex digits or '>' in data, found \(found()); write data as pairs of hex digits, such as <0fbd 7e>"
        )
      }
      digits.append(byte)
      position += 1
    }
    guard digits.count.isMultiple(of: 2) else {
      throw malformed(
        "the data that starts here has an odd number of hex digits (\(digits.count)); every byte is two digits",
        at: start)
    }
    position += 1
    return String(decoding: digits, as: UTF8.self)
  }
}
