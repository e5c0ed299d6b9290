/// Reads an OpenStep ("old-style ASCII") property list — the format of Xcode's `project.pbxproj` —
/// into a ``JSONValue`` whose every value and dictionary key knows its line and column.
///
/// The property list becomes the ``JSONValue`` that Herald's other readers produce:
///
/// - a dictionary `{ key = value; … }` becomes an object whose members keep document order (a
///   repeated key is kept twice, as ``JSONReader`` keeps it; the subscript finds the first);
/// - an array `( a, b, )` becomes an array (a trailing comma is allowed);
/// - a string, in double or single quotes or unquoted (letters, digits and `_$+/:.-`), becomes a
///   string;
/// - data `<0fbd 7e>` becomes the string of its hex digits as written, without the white space
///   (`"0fbd7e"`): Xcode's projects never hold data, so nothing decodes it.
///
/// Comments (`// …` to the end of the line and `/* … */`) may stand wherever white space may, so
/// the `// !$*UTF8*$!` line that starts every `project.pbxproj` is read as a comment. Quoted
/// strings take the escapes `\\ \" \n \t \r \a \b \f \v`, `\U` with four hex digits (a UTF-16
/// unit: a surrogate pair makes one character, a lone surrogate becomes U+FFFD) and octal `\ooo`
/// of one to three digits; any other escaped character stands for itself. Foundation reads an octal
/// escape in the NeXTSTEP encoding; this reader reads it as Latin-1, which agrees below 128 and
/// differs only in symbols Xcode never writes. An old `.strings` file is read when it is one
/// dictionary in braces; the bare `"key" = "value";` list that Foundation also accepts is not one
/// value, so it is refused here.
///
/// ```swift
/// let project = try PropertyListReader.parse(bytes, file: "App.xcodeproj/project.pbxproj")
/// project["rootObject"]?.stringValue  // "8D1107260486CEB800E47090"
/// project["objects"]?.location        // App.xcodeproj/project.pbxproj:7:12
/// ```
public enum PropertyListReader {
  /// The deepest dictionary and array nesting accepted.
  public static let maximumDepth = 256

  /// Parses one OpenStep-format property list (the format of project.pbxproj and old .strings files).
  ///
  /// The top level is one value, normally a dictionary; only white space and comments may follow
  /// it. The reader keeps its own stack of open dictionaries and arrays instead of recursing, so
  /// it needs no more machine stack for deep documents than for flat ones.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes (UTF-8, a byte-order mark is skipped; UTF-16 with a mark).
  ///   - file: The path used in every location and error.
  /// - Returns: The document's value.
  /// - Throws: ``SyntaxError/malformedPropertyList(_:reason:)`` naming the line and column of the
  ///   problem (for a comment, string, data, dictionary or array that the file ends inside, where
  ///   it starts); ``SyntaxError/nestingTooDeep(_:limit:)`` for nesting deeper than
  ///   ``maximumDepth``; ``SyntaxError/invalidUTF8(_:byte:)`` for bytes that are not UTF-8.
  /// - Complexity: O(*n*) time and memory in the size of the document.
  public static func parse(_ bytes: [UInt8], file: String) throws(SyntaxError) -> JSONValue {
    let utf8 = try UnicodeInput.utf8(from: bytes, file: file)
    return try utf8.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> JSONValue in
      var scanner = PropertyListScanner(buffer: buffer, lines: LineTable(file: file))
      try scanner.skipSpace()
      guard scanner.position < buffer.count else {
        throw scanner.malformed(
          "expected a property list such as { key = value; }, found only white space and comments")
      }
      let value = try scanner.document()
      try scanner.skipSpace()
      guard scanner.position == buffer.count else {
        throw scanner.malformed(
          "expected the end of the file after the property list, found \(scanner.found()); a file holds one "
            + "value, so look for a '}' or ')' that closes too early")
      }
      return value
    }
  }
}

/// The scanner behind ``PropertyListReader``: a loop over an explicit stack of open containers.
struct PropertyListScanner {
  /// A dictionary or array that is open: where it starts and what it has read so far.
  private struct Open {
    let start: Int
    let location: SourceLocation
    let isDictionary: Bool
    var members: [JSONMember] = []
    var values: [JSONValue] = []
    /// The key whose value is being read, in a dictionary.
    var key = ""
    var keyLocation: SourceLocation?

    var kind: String { isDictionary ? "dictionary" : "array" }
    var closer: String { isDictionary ? "'}'" : "')'" }
  }

  let buffer: UnsafeBufferPointer<UInt8>
  let lines: LineTable
  var position = 0

  init(buffer: UnsafeBufferPointer<UInt8>, lines: LineTable) {
    self.buffer = buffer
    self.lines = lines
  }

  /// Reads the value that starts at `position` (not white space, not the end) with everything
  /// nested in it, and leaves `position` just after it.
  mutating func document() throws(SyntaxError) -> JSONValue {
    var stack: [Open] = []
    while true {
      // A value starts here: open a container, or read a string or data whole.
      let start = position
      let location = lines.location(of: start, in: buffer)
      var completed: JSONValue?
      switch buffer[position] {
      case UInt8(ascii: "{"), UInt8(ascii: "("):
        guard stack.count < PropertyListReader.maximumDepth else {
          throw .nestingTooDeep(location, limit: PropertyListReader.maximumDepth)
        }
        stack.append(Open(start: start, location: location, isDictionary: buffer[position] == UInt8(ascii: "{")))
        position += 1
      case UInt8(ascii: "<"):
        completed = JSONValue(.string(try data()), location: location)
      default:
        guard let text = try string() else {
          throw malformed(
            "expected a value (a string, '{' for a dictionary, '(' for an array or '<' for data), found \(found())"
              + "; write an empty string as \"\" and put in double quotes a string with characters other than "
              + "letters, digits and _$+/:.-")
        }
        completed = JSONValue(.string(text), location: location)
      }
      // Hand finished values to their container, close containers, until the next value starts.
      while true {
        if let value = completed {
          guard let top = stack.indices.last else { return value }
          try skipSpace()
          guard position < buffer.count else { throw unclosed(stack[top]) }
          if stack[top].isDictionary {
            let key = stack[top].key
            guard buffer[position] == UInt8(ascii: ";") else {
              throw malformed(
                "expected ';' after the value of \(Self.quoted(key)), found \(found()); end every entry "
                  + "with ';' and put in double quotes a string with characters other than letters, digits and _$+/:.-"
              )
            }
            position += 1
            stack[top].members.append(JSONMember(key, value, keyLocation: stack[top].keyLocation))
          } else {
            if buffer[position] == UInt8(ascii: ",") {
              position += 1
            } else if buffer[position] != UInt8(ascii: ")") {
              throw malformed(
                "expected ',' or ')' after an array element, found \(found()); separate the elements with ','")
            }
            stack[top].values.append(value)
          }
          completed = nil
        }
        guard let top = stack.indices.last else { break }
        try skipSpace()
        guard position < buffer.count else { throw unclosed(stack[top]) }
        if stack[top].isDictionary {
          if buffer[position] == UInt8(ascii: "}") {
            position += 1
            let open = stack.removeLast()
            completed = JSONValue(.object(open.members), location: open.location)
            continue
          }
          let keyLocation = lines.location(of: position, in: buffer)
          guard let key = try string() else {
            throw malformed("expected a key (a string) or '}' to close the dictionary, found \(found())")
          }
          try skipSpace()
          guard position < buffer.count else { throw unclosed(stack[top]) }
          guard buffer[position] == UInt8(ascii: "=") else {
            throw malformed(
              "expected '=' after the key \(Self.quoted(key)), found \(found()); write every entry as key = value;")
          }
          position += 1
          try skipSpace()
          guard position < buffer.count else { throw unclosed(stack[top]) }
          stack[top].key = key
          stack[top].keyLocation = keyLocation
        } else if buffer[position] == UInt8(ascii: ")") {
          position += 1
          let open = stack.removeLast()
          completed = JSONValue(.array(open.values), location: open.location)
          continue
        }
        break
      }
    }
  }

  /// The error for a file that ends inside `open`, at where `open` starts.
  private func unclosed(_ open: Open) -> SyntaxError {
    malformed(
      "the \(open.kind) that starts here is never closed: the file ends before its \(open.closer)", at: open.start)
  }

  // MARK: - White space, comments and messages

  /// Skips white space and comments.
  ///
  /// - Throws: ``SyntaxError/malformedPropertyList(_:reason:)`` at the start of a `/*` comment
  ///   that the file ends inside.
  mutating func skipSpace() throws(SyntaxError) {
    while position < buffer.count {
      switch buffer[position] {
      case 0x20, 0x09...0x0D:
        position += 1
      case UInt8(ascii: "/") where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "/"):
        position += 2
        while position < buffer.count, buffer[position] != 0x0A, buffer[position] != 0x0D { position += 1 }
      case UInt8(ascii: "/") where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "*"):
        let start = position
        position += 2
        while true {
          guard position + 1 < buffer.count else {
            throw malformed("the comment that starts here is never closed: the file ends before its */", at: start)
          }
          if buffer[position] == UInt8(ascii: "*"), buffer[position + 1] == UInt8(ascii: "/") { break }
          position += 1
        }
        position += 2
      default:
        return
      }
    }
  }

  /// The error `reason` at `offset`, or at `position`.
  func malformed(_ reason: String, at offset: Int? = nil) -> SyntaxError {
    .malformedPropertyList(lines.location(of: offset ?? position, in: buffer), reason: reason)
  }

  /// What is at `position`, for messages: `';'`, `'é' (U+00E9)`, `U+0000` or `the end of the file`.
  func found() -> String {
    guard position < buffer.count else { return "the end of the file" }
    var iterator = UnsafeBufferPointer(rebasing: buffer[position...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "an invalid byte" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    switch scalar.value {
    case 0x21..<0x7F: return "'\(Character(scalar))'"
    case 0x00...0x20, 0x7F...0x9F: return code
    default: return "'\(Character(scalar))' (\(code))"
    }
  }

  /// A key for a message: in double quotes, on one line, at most 60 characters.
  private static func quoted(_ key: String) -> String {
    let line = key.oneLine
    return "\"" + (line.count > 60 ? line.prefix(57) + "…" : line) + "\""
  }

  /// Whether `byte` may stand in an unquoted string.
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// The value of a hex digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
