extension XMLScanner {
  /// Decodes character data, resolving the predefined entities and character references; in
  /// attribute values literal tabs and line breaks become spaces, as XML requires.
  func decodeText(_ range: Range<Int>, normalizeWhitespace: Bool) throws(SyntaxError) -> String {
    var needsWork = false
    for index in range {
      let byte = buffer[index]
      if byte == UInt8(ascii: "&") || (normalizeWhitespace && (byte == 0x0A || byte == 0x09 || byte == 0x0D)) {
        needsWork = true
        break
      }
    }
    guard needsWork else { return string(range) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      let byte = buffer[cursor]
      if byte == UInt8(ascii: "&") {
        guard let semicolon = index(of: UInt8(ascii: ";"), in: cursor..<range.upperBound) else {
          throw malformed(at: cursor, "'&' is not the start of an entity; escape a literal '&' as &amp;")
        }
        let name = string(cursor + 1..<semicolon)
        guard let scalar = resolve(entity: name) else {
          if name.hasPrefix("#") { throw malformed(at: cursor, "invalid character reference '&\(name);'") }
          throw SyntaxError.undefinedEntity(lines.location(of: cursor, in: buffer), name: name)
        }
        bytes.append(contentsOf: String(Character(scalar)).utf8)
        cursor = semicolon + 1
      } else if normalizeWhitespace && (byte == 0x0A || byte == 0x09 || byte == 0x0D) {
        if byte == 0x0D, cursor + 1 < range.upperBound, buffer[cursor + 1] == 0x0A { cursor += 1 }
        bytes.append(0x20)
        cursor += 1
      } else {
        bytes.append(byte)
        cursor += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func resolve(entity name: String) -> Unicode.Scalar? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value: UInt32?
      if digits.hasPrefix("x") || digits.hasPrefix("X") {
        value = UInt32(digits.dropFirst(), radix: 16)
      } else {
        value = UInt32(digits, radix: 10)
      }
      return value.flatMap(Unicode.Scalar.init)
    }
  }
}
