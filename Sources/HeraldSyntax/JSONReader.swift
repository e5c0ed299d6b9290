/// Reads JSON (RFC 8259) into a ``JSONValue`` whose every value and member name knows its line and
/// column, so that loaders can say exactly where a document is wrong.
///
/// ```swift
/// let value = try JSONReader.parse(bytes, file: "rating.json")
/// value["scenes"]?.location  // rating.json:3:13
/// ```
public enum JSONReader {
  /// The deepest array and object nesting accepted.
  public static let maximumDepth = 512

  /// Parses one JSON document.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes (UTF-8, a byte-order mark is skipped; UTF-16 with a mark).
  ///   - file: The path used in every location and error.
  /// - Returns: The document's value.
  /// - Throws: ``SyntaxError/malformedJSON(_:reason:)`` naming the line and column of the problem.
  /// - Complexity: O(*n*) in the size of the document.
  public static func parse(_ bytes: [UInt8], file: String) throws(SyntaxError) -> JSONValue {
    let utf8 = try UnicodeInput.utf8(from: bytes, file: file)
    return try utf8.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> JSONValue in
      var scanner = JSONScanner(buffer: buffer, lines: LineTable(file: file))
      let value = try scanner.value(depth: 0)
      scanner.skipWhitespace()
      guard scanner.position == buffer.count else {
        throw scanner.malformed("unexpected text after the JSON value")
      }
      return value
    }
  }
}

/// The recursive-descent scanner behind ``JSONReader``.
struct JSONScanner {
  let buffer: UnsafeBufferPointer<UInt8>
  let lines: LineTable
  var position = 0

  init(buffer: UnsafeBufferPointer<UInt8>, lines: LineTable) {
    self.buffer = buffer
    self.lines = lines
  }

  mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
    skipWhitespace()
    guard position < buffer.count else { throw malformed("expected a value, found the end of the file") }
    let location = lines.location(of: position, in: buffer)
    switch buffer[position] {
    case UInt8(ascii: "{"):
      guard depth < JSONReader.maximumDepth else {
        throw SyntaxError.nestingTooDeep(location, limit: JSONReader.maximumDepth)
      }
      return JSONValue(.object(try object(depth: depth)), location: location)
    case UInt8(ascii: "["):
      guard depth < JSONReader.maximumDepth else {
        throw SyntaxError.nestingTooDeep(location, limit: JSONReader.maximumDepth)
      }
      return JSONValue(.array(try array(depth: depth)), location: location)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try string()), location: location)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(.bool(true), location: location)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(.bool(false), location: location)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(.null, location: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try number()), location: location)
    default:
      throw malformed("expected a value, found '\(Character(Unicode.Scalar(buffer[position])))'")
    }
  }

  private mutating func object(depth: Int) throws(SyntaxError) -> [JSONMember] {
    position += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if position < buffer.count, buffer[position] == UInt8(ascii: "}") {
      position += 1
      return members
    }
    while true {
      skipWhitespace()
      guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") else {
        throw malformed("expected a member name in double quotes")
      }
      let keyLocation = lines.location(of: position, in: buffer)
      let key = try string()
      skipWhitespace()
      try expect(":", "':' after the member name \"\(key)\"")
      let value = try self.value(depth: depth + 1)
      members.append(JSONMember(key, value, keyLocation: keyLocation))
      skipWhitespace()
      guard position < buffer.count else { throw malformed("the file ends inside an object") }
      if buffer[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect("}", "',' or '}' after a member")
      return members
    }
  }

  private mutating func array(depth: Int) throws(SyntaxError) -> [JSONValue] {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if position < buffer.count, buffer[position] == UInt8(ascii: "]") {
      position += 1
      return values
    }
    while true {
      values.append(try value(depth: depth + 1))
      skipWhitespace()
      guard position < buffer.count else { throw malformed("the file ends inside an array") }
      if buffer[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect("]", "',' or ']' after an array element")
      return values
    }
  }

  private mutating func string() throws(SyntaxError) -> String {
    position += 1
    var bytes: [UInt8] = []
    var pendingHighSurrogate: UInt32?
    while position < buffer.count {
      let byte = buffer[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position + 1 < buffer.count else { throw malformed("a string is never closed by '\"'") }
        let escape = buffer[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
          guard position + 4 <= buffer.count,
            let unit = UInt32(
              String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<position + 4]), as: UTF8.self), radix: 16
            )
          else { throw malformed("'\\u' must be followed by four hexadecimal digits") }
          position += 4
          if (0xD800...0xDBFF).contains(unit) {
            pendingHighSurrogate = unit
            continue
          }
          var scalarValue = unit
          if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
          }
          pendingHighSurrogate = nil
          guard let scalar = Unicode.Scalar(scalarValue) else {
            throw malformed("'\\u' escape is not a Unicode scalar")
          }
          bytes.append(contentsOf: String(Character(scalar)).utf8)
        default:
          throw malformed("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
      case 0x00..<0x20:
        throw malformed("a control character inside a string; write it as an escape such as \\n")
      default:
        bytes.append(byte)
        position += 1
      }
    }
    throw malformed("a string is never closed by '\"'")
  }

  private mutating func number() throws(SyntaxError) -> String {
    let start = position
    if buffer[position] == UInt8(ascii: "-") { position += 1 }
    let digitsStart = position
    while position < buffer.count, isDigit(buffer[position]) { position += 1 }
    guard position > digitsStart else { throw malformed("'-' must be followed by digits") }
    if buffer[digitsStart] == UInt8(ascii: "0"), position - digitsStart > 1 {
      position = start
      throw malformed("a number cannot have leading zeros")
    }
    if position < buffer.count, buffer[position] == UInt8(ascii: ".") {
      position += 1
      let fraction = position
      while position < buffer.count, isDigit(buffer[position]) { position += 1 }
      guard position > fraction else { throw malformed("'.' must be followed by digits") }
    }
    if position < buffer.count, buffer[position] == UInt8(ascii: "e") || buffer[position] == UInt8(ascii: "E") {
      position += 1
      if position < buffer.count, buffer[position] == UInt8(ascii: "+") || buffer[position] == UInt8(ascii: "-") {
        position += 1
      }
      let exponent = position
      while position < buffer.count, isDigit(buffer[position]) { position += 1 }
      guard position > exponent else { throw malformed("an exponent must have digits") }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private mutating func literal(_ word: StaticString) throws(SyntaxError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= buffer.count,
      (0..<count).allSatisfy({ buffer[position + $0] == word.utf8Start[$0] })
    else { throw malformed("expected '\(word)'") }
    position += count
  }

  private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(SyntaxError) {
    guard position < buffer.count, buffer[position] == UInt8(ascii: character) else {
      throw malformed("expected \(what)")
    }
    position += 1
  }

  mutating func skipWhitespace() {
    while position < buffer.count {
      switch buffer[position] {
      case 0x20, 0x0A, 0x09, 0x0D: position += 1
      default: return
      }
    }
  }

  func malformed(_ reason: String) -> SyntaxError {
    .malformedJSON(lines.location(of: position, in: buffer), reason: reason)
  }
}
