/// A small, safe XML reader that builds an ``XMLElement`` tree with a location for every element.
///
/// It reads the XML that UI descriptions and string tables use (Interface Builder documents,
/// Appium and uiautomator dumps, property lists, XLIFF, Android resources) and nothing that makes
/// XML dangerous:
///
/// - It never loads a DTD, an external entity or anything from the network.
/// - A `<!DOCTYPE>` with an internal subset is refused, and one that declares entities is refused
///   as a possible entity-expansion ("billion laughs") bomb or external-entity attack, before any
///   expansion could happen. A `<!DOCTYPE>` without a subset, as in property lists, is skipped.
/// - Only the five predefined entities and character references are resolved.
/// - Nesting is bounded (``maximumDepth``), so memory and stack stay bounded.
///
/// Input is UTF-8 (a byte-order mark is skipped) or UTF-16 with a byte-order mark.
///
/// ```swift
/// let root = try XMLReader.parse(bytes, file: "Main.storyboard")
/// print(root.name, root.location)  // document Main.storyboard:2:1
/// ```
public enum XMLReader {
  /// The deepest element nesting accepted.
  public static let maximumDepth = 1_000

  /// Parses a document and returns its root element.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes.
  ///   - file: The path used in every ``SourceLocation`` and error.
  ///   - keepsWhitespace: Whether whitespace-only text inside an element is kept as a
  ///     ``XMLNode/text(_:)`` node. String tables need it (`<string> </string>` is a value);
  ///     UI descriptions do not, so it is off by default.
  /// - Returns: The root element with all descendants, text and comments.
  /// - Throws: ``SyntaxError`` naming the file, line and column of the first problem.
  /// - Complexity: O(*n*) in the size of the document.
  public static func parse(
    _ bytes: [UInt8], file: String, keepsWhitespace: Bool = false
  ) throws(SyntaxError) -> XMLElement {
    let utf8 = try UnicodeInput.utf8(from: bytes, file: file)
    return try utf8.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> XMLElement in
      var scanner = XMLScanner(buffer: buffer, file: file, keepsWhitespace: keepsWhitespace)
      return try scanner.document()
    }
  }
}

/// The scanner behind ``XMLReader``: one pass over UTF-8 bytes with an explicit element stack.
struct XMLScanner {
  /// From this many attributes on, an element's attribute names are checked for repeats in a set.
  static let hashedAttributeCount = 16
  let buffer: UnsafeBufferPointer<UInt8>
  private var position = 0
  let lines: LineTable
  private let file: String
  private let keepsWhitespace: Bool

  init(buffer: UnsafeBufferPointer<UInt8>, file: String, keepsWhitespace: Bool = false) {
    self.buffer = buffer
    self.file = file
    self.keepsWhitespace = keepsWhitespace
    self.lines = LineTable(file: file)
  }

  // MARK: Document structure

  mutating func document() throws(SyntaxError) -> XMLElement {
    var stack: [XMLElement] = []
    var root: XMLElement?
    while position < buffer.count {
      if buffer[position] != UInt8(ascii: "<") {
        let start = position
        position = index(of: UInt8(ascii: "<"), from: position) ?? buffer.count
        if isWhitespace(start..<position) && (!keepsWhitespace || stack.isEmpty) { continue }
        guard !stack.isEmpty else {
          throw malformed(at: start, root == nil ? "text before the root element" : "text after the root element")
        }
        let text = try decodeText(start..<position, normalizeWhitespace: false)
        stack[stack.count - 1].children.append(.text(text))
        continue
      }
      let tagStart = position
      if starts(with: "<?") {
        try processingInstruction()
      } else if starts(with: "<!--") {
        let text = try comment()
        if !stack.isEmpty { stack[stack.count - 1].children.append(.comment(text)) }
      } else if starts(with: "<![CDATA[") {
        guard !stack.isEmpty else { throw malformed(at: tagStart, "CDATA outside the root element") }
        let text = try cdata()
        stack[stack.count - 1].children.append(.text(text))
      } else if starts(with: "<!DOCTYPE") {
        guard root == nil, stack.isEmpty else {
          throw malformed(at: tagStart, "<!DOCTYPE> after the root element began")
        }
        try doctype()
      } else if starts(with: "</") {
        position += 2
        let name = try self.name()
        skipWhitespace()
        try expect(">", "'>' to close the end tag </\(name)")
        guard let open = stack.popLast() else {
          throw malformed(at: tagStart, "end tag </\(name)> with no open element")
        }
        guard open.name == name else {
          throw malformed(
            at: tagStart,
            "end tag </\(name)> does not match <\(open.name)> opened at line \(open.location.line)")
        }
        close(open, into: &stack, root: &root)
      } else {
        guard root == nil else { throw malformed(at: tagStart, "a second root element") }
        let (element, selfClosing) = try startTag()
        if selfClosing {
          close(element, into: &stack, root: &root)
        } else {
          guard stack.count < XMLReader.maximumDepth else {
            throw SyntaxError.nestingTooDeep(lines.location(of: tagStart, in: buffer), limit: XMLReader.maximumDepth)
          }
          stack.append(element)
        }
      }
    }
    if let open = stack.last {
      throw SyntaxError.malformedXML(open.location, reason: "<\(open.name)> is never closed (the file ends first)")
    }
    guard let root else { throw malformed(at: position, "the document has no root element") }
    return root
  }

  private func close(_ element: XMLElement, into stack: inout [XMLElement], root: inout XMLElement?) {
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(.element(element))
    }
  }

  // MARK: Markup

  private mutating func startTag() throws(SyntaxError) -> (XMLElement, selfClosing: Bool) {
    let location = lines.location(of: position, in: buffer)
    position += 1
    let name = try self.name()
    var attributes: [XMLAttribute] = []
    // Names seen, hashed once an element has many attributes (a short list is faster to scan), so
    // the duplicate check stays linear for an element with 100,000 attributes.
    var names: Set<String> = []
    while true {
      let hadSpace = skipWhitespace()
      guard position < buffer.count else { throw malformed(at: position, "the file ends inside <\(name)>") }
      switch buffer[position] {
      case UInt8(ascii: ">"):
        position += 1
        return (XMLElement(name: name, attributes: attributes, location: location), false)
      case UInt8(ascii: "/"):
        position += 1
        try expect(">", "'>' after '/' in <\(name)>")
        return (XMLElement(name: name, attributes: attributes, location: location), true)
      default:
        guard hadSpace else { throw malformed(at: position, "expected whitespace, '>' or '/>' in <\(name)>") }
        let attributeStart = position
        let attributeName = try self.name()
        skipWhitespace()
        try expect("=", "'=' after attribute '\(attributeName)'")
        skipWhitespace()
        guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") || buffer[position] == UInt8(ascii: "'")
        else {
          throw malformed(at: position, "the value of attribute '\(attributeName)' must be quoted")
        }
        let quote = buffer[position]
        position += 1
        let valueStart = position
        guard let valueEnd = index(of: quote, from: position) else {
          throw malformed(at: attributeStart, "the value of attribute '\(attributeName)' is never closed")
        }
        if index(of: UInt8(ascii: "<"), in: valueStart..<valueEnd) != nil {
          throw malformed(at: valueStart, "'<' inside the value of attribute '\(attributeName)'; write &lt;")
        }
        position = valueEnd + 1
        if attributes.count == Self.hashedAttributeCount { names = Set(attributes.map(\.name)) }
        let repeated =
          attributes.count < Self.hashedAttributeCount
          ? attributes.contains { $0.name == attributeName } : !names.insert(attributeName).inserted
        if repeated {
          throw malformed(at: attributeStart, "attribute '\(attributeName)' appears twice in <\(name)>")
        }
        let value = try decodeText(valueStart..<valueEnd, normalizeWhitespace: true)
        attributes.append(XMLAttribute(name: attributeName, value: value))
      }
    }
  }

  private mutating func processingInstruction() throws(SyntaxError) {
    let start = position
    guard let end = find("?>", from: position + 2) else { throw malformed(at: start, "'<?' is never closed by '?>'") }
    let body = string(start + 2..<end)
    position = end + 2
    guard body.hasPrefix("xml ") || body.hasPrefix("xml\t") || body.hasPrefix("xml\n") else { return }
    if let marker = find("encoding", from: start + 2), marker < end {
      var cursor = marker + 8
      while cursor < end, buffer[cursor] != UInt8(ascii: "\""), buffer[cursor] != UInt8(ascii: "'") { cursor += 1 }
      guard cursor < end else {
        throw malformed(at: marker, "the XML declaration's 'encoding' has no quoted value; write encoding=\"UTF-8\"")
      }
      let valueStart = cursor + 1
      let valueEnd = index(of: buffer[cursor], in: valueStart..<end) ?? end
      let encoding = string(valueStart..<valueEnd)
      let accepted = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be"]
      guard accepted.contains(encoding.lowercased()) else {
        throw SyntaxError.unsupportedEncoding(lines.location(of: start, in: buffer), encoding: encoding)
      }
    }
  }

  private mutating func comment() throws(SyntaxError) -> String {
    let start = position
    guard let end = find("-->", from: position + 4) else {
      throw malformed(at: start, "comment '<!--' is never closed by '-->'")
    }
    position = end + 3
    return string(start + 4..<end)
  }

  private mutating func cdata() throws(SyntaxError) -> String {
    let start = position
    guard let end = find("]]>", from: position + 9) else {
      throw malformed(at: start, "'<![CDATA[' is never closed by ']]>'")
    }
    position = end + 3
    return string(start + 9..<end)
  }

  /// Skips a `<!DOCTYPE>` that has no internal subset; refuses one with a subset, and refuses
  /// entity declarations outright, without interpreting anything.
  private mutating func doctype() throws(SyntaxError) {
    let start = position
    var quote: UInt8?
    var cursor = position + 9
    while cursor < buffer.count {
      let byte = buffer[cursor]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        let subsetEnd = index(of: UInt8(ascii: "]"), from: cursor) ?? buffer.count
        if let entity = find("<!ENTITY", from: cursor), entity < subsetEnd {
          let declaration = string(entity..<(index(of: UInt8(ascii: ">"), from: entity) ?? subsetEnd))
          let external = declaration.contains("SYSTEM") || declaration.contains("PUBLIC")
          throw SyntaxError.entityDeclaration(lines.location(of: entity, in: buffer), external: external)
        }
        throw SyntaxError.internalSubset(lines.location(of: start, in: buffer))
      } else if byte == UInt8(ascii: ">") {
        position = cursor + 1
        return
      }
      cursor += 1
    }
    throw malformed(at: start, "<!DOCTYPE is never closed by '>'")
  }

  // MARK: Lexical helpers

  private mutating func name() throws(SyntaxError) -> String {
    let start = position
    while position < buffer.count, !isNameTerminator(buffer[position]) { position += 1 }
    guard position > start else {
      throw malformed(
        at: start,
        position < buffer.count
          ? "expected a name, found '\(Character(Unicode.Scalar(buffer[start])))'"
          : "expected a name, found the end of the file")
    }
    let first = buffer[start]
    if first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) {
      throw malformed(at: start, "a name cannot start with '\(Character(Unicode.Scalar(first)))'")
    }
    return string(start..<position)
  }

  private func isNameTerminator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="),
      UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"):
      return true
    default:
      return false
    }
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = position
    while position < buffer.count, isSpace(buffer[position]) { position += 1 }
    return position > start
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private func isWhitespace(_ range: Range<Int>) -> Bool {
    for index in range where !isSpace(buffer[index]) { return false }
    return true
  }

  private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(SyntaxError) {
    guard position < buffer.count, buffer[position] == UInt8(ascii: character) else {
      throw malformed(at: position, "expected \(what)")
    }
    position += 1
  }

  private func starts(with literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= buffer.count else { return false }
    let pointer = literal.utf8Start
    for offset in 0..<count where buffer[position + offset] != pointer[offset] { return false }
    return true
  }

  private func index(of byte: UInt8, from start: Int) -> Int? {
    index(of: byte, in: start..<buffer.count)
  }

  func index(of byte: UInt8, in range: Range<Int>) -> Int? {
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      if buffer[cursor] == byte { return cursor }
      cursor += 1
    }
    return nil
  }

  private func find(_ literal: StaticString, from start: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    let pointer = literal.utf8Start
    var cursor = start
    while let candidate = index(of: pointer[0], from: cursor) {
      guard candidate + count <= buffer.count else { return nil }
      var matches = true
      for offset in 1..<count where buffer[candidate + offset] != pointer[offset] {
        matches = false
        break
      }
      if matches { return candidate }
      cursor = candidate + 1
    }
    return nil
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
  }

  func malformed(at offset: Int, _ reason: String) -> SyntaxError {
    .malformedXML(lines.location(of: offset, in: buffer), reason: reason)
  }
}
