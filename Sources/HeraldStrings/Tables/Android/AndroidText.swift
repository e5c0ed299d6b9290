import HeraldSyntax

/// aapt2's string rules (see ``AndroidTable``): reading element content into a displayed value
/// and writing a value back as element content.
enum AndroidText {
  /// One piece of a value while it is read: a character or a tag.
  private enum Piece {
    /// A character; `collapsed` when it is the one space of an unquoted whitespace run (so it
    /// is trimmed at the ends), `inMarkup` when it is inside a tag.
    case character(Unicode.Scalar, collapsed: Bool, inMarkup: Bool)
    /// A start or end tag, as XML text.
    case tag(String)
  }

  /// The state of aapt2's string builder.
  private struct Builder {
    var pieces: [Piece] = []
    var inQuotes = false
    var lastWasSpace = false
    var depth = 0
    var isReference = false
    var sawText = false
    var sawMarkup = false
    /// Whether the text outside markup holds a `<` (written `&lt;` in the file).
    var sawTextLessThan = false

    mutating func append(_ scalar: Unicode.Scalar, collapsed: Bool = false) {
      if scalar == "<", depth == 0 { sawTextLessThan = true }
      pieces.append(.character(scalar, collapsed: collapsed, inMarkup: depth > 0))
    }

    /// Appends raw text, applying whitespace collapsing, quotes and escapes.
    mutating func append(text: String, at location: SourceLocation) throws(StringTableError) {
      let scalars = Array(text.unicodeScalars)
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        if !inQuotes, scalar.isASCIISpace {
          if !lastWasSpace { append(" ", collapsed: true) }
          lastWasSpace = true
          continue
        }
        lastWasSpace = false
        if !sawText, !inQuotes, scalar == "@" || scalar == "?" { isReference = true }
        sawText = true
        switch scalar {
        case "\\":
          guard index < scalars.count else { continue }
          let escaped = scalars[index]
          index += 1
          switch escaped {
          case "n": append("\n")
          case "t": append("\t")
          case "u":
            let digits = scalars[index..<min(index + 4, scalars.count)]
            guard digits.count == 4, var value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16) else {
              throw .invalidContent(
                location, reason: "invalid unicode escape '\\u\(String(String.UnicodeScalarView(digits)))'",
                advice: "Write \\u followed by exactly four hex digits, such as \\u00A0.")
            }
            index += 4
            // aapt2 reads \u escapes as UTF-16 code units: a high surrogate and the \u escape of a
            // low surrogate after it are one character (`\uD83E\uDDD8`, an emoji).
            if (0xD800...0xDBFF).contains(value), index + 6 <= scalars.count, scalars[index] == "\\",
              scalars[index + 1] == "u",
              let low = UInt32(String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16),
              (0xDC00...0xDFFF).contains(low)
            {
              value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
              index += 6
            }
            guard let decoded = Unicode.Scalar(value) else {
              throw .invalidContent(
                location, reason: "the unicode escape '\\u\(String.uppercaseHex(value))' is half of a surrogate pair",
                advice: "Write the whole pair (\\uD83D\\uDE00) or the character itself.")
            }
            append(decoded)
          default: append(escaped)
          }
        case "\"":
          inQuotes.toggle()
        default:
          append(scalar)
        }
      }
    }

    /// The value: ends trimmed, markup text XML-escaped.
    func value() -> String {
      var pieces = pieces
      if let first = pieces.firstIndex(where: { if case .character = $0 { true } else { false } }),
        case .character(_, true, _) = pieces[first]
      {
        pieces.remove(at: first)
      }
      if let last = pieces.lastIndex(where: { if case .character = $0 { true } else { false } }),
        case .character(_, true, _) = pieces[last]
      {
        pieces.remove(at: last)
      }
      var value = ""
      var markupText = ""
      for piece in pieces {
        switch piece {
        case .character(let scalar, _, let inMarkup):
          if inMarkup {
            markupText.unicodeScalars.append(scalar)
          } else {
            if !markupText.isEmpty { value += XMLEscaper.text(markupText).text }
            markupText = ""
            value.unicodeScalars.append(scalar)
          }
        case .tag(let tag):
          if !markupText.isEmpty { value += XMLEscaper.text(markupText).text }
          value += tag
          markupText = ""
        }
      }
      return markupText.isEmpty ? value : value + XMLEscaper.text(markupText).text
    }

    mutating func append(nodes: [XMLNode], at location: SourceLocation) throws(StringTableError) {
      for node in nodes {
        switch node {
        case .text(let text):
          try append(text: text, at: location)
        case .comment:
          continue
        case .element(let element):
          sawMarkup = true
          if element.children.isEmpty {
            pieces.append(.tag(AndroidText.startTag(element, empty: true)))
            continue
          }
          pieces.append(.tag(AndroidText.startTag(element, empty: false)))
          depth += 1
          try append(nodes: element.children, at: element.location)
          depth -= 1
          pieces.append(.tag("</\(element.name)>"))
        }
      }
    }
  }

  /// Reads an element's content as aapt2 does.
  ///
  /// - Returns: The displayed value, whether it is a resource reference, and whether it is plain
  ///   text (`&lt;br/&gt;` in the file) that writing would otherwise take for markup.
  static func read(
    _ nodes: [XMLNode], at location: SourceLocation
  ) throws(StringTableError) -> (value: String, isReference: Bool, isPlainText: Bool) {
    if nodes.count == 1, case .text(let text) = nodes[0], isPlain(text) {
      return (text, text.unicodeScalars.first == "@" || text.unicodeScalars.first == "?", false)
    }
    var builder = Builder()
    try builder.append(nodes: nodes, at: location)
    let value = builder.value()
    return (
      value, builder.isReference && !builder.sawMarkup,
      builder.sawTextLessThan && !builder.sawMarkup && hasMarkup(value)
    )
  }

  /// Whether aapt2's rules read `text` as it is (most strings): no escape, quote or `<`, and no
  /// whitespace but single spaces between other characters, so that nothing collapses or trims.
  static func isPlain(_ text: String) -> Bool {
    var previousIsSpace = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "<"), 0x09...0x0D: return false
      case UInt8(ascii: " "):
        if previousIsSpace { return false }
        previousIsSpace = true
      default: previousIsSpace = false
      }
    }
    return !previousIsSpace
  }

  /// Whether writing `value` would write some of it as markup (a balanced run of tags).
  static func hasMarkup(_ value: String) -> Bool {
    var prefixes: Set<String> = []
    return split(value, prefixes: &prefixes).contains { if case .tag = $0 { true } else { false } }
  }

  /// A start tag with its attributes in order, or an empty-element tag.
  ///
  /// The element was read from XML, so its values hold a character XML 1.0 forbids only when the
  /// file wrote one as a character reference (`&#1;`), which the reader accepts; such a character
  /// is left out here, as it is of ``serialize(_:)``'s text.
  static func startTag(_ element: HeraldSyntax.XMLElement, empty: Bool) -> String {
    var tag = "<" + element.name
    for attribute in element.attributes {
      tag += " \(attribute.name)=\"\(XMLEscaper.attribute(attribute.value).text)\""
    }
    return tag + (empty ? "/>" : ">")
  }

  /// An element as XML text, for resources kept as they are.
  static func serialize(_ element: HeraldSyntax.XMLElement) -> String {
    if element.children.isEmpty { return startTag(element, empty: true) }
    var text = startTag(element, empty: false)
    for child in element.children {
      switch child {
      case .text(let content): text += XMLEscaper.text(content).text
      case .comment(let content): text += "<!--\(content)-->"
      case .element(let inner): text += serialize(inner)
      }
    }
    return text + "</\(element.name)>"
  }

  // MARK: Writing

  /// One piece of a value to write: a character of text or a tag of markup.
  private enum Output {
    case character(Unicode.Scalar)
    case tag(String)
  }

  /// Escapes `value` as element content that reads back as `value`.
  ///
  /// - Returns: The content and the namespace prefixes its markup uses.
  static func write(_ value: String, isReference: Bool, isPlainText: Bool = false) -> (String, Set<String>) {
    var prefixes: Set<String> = []
    let pieces = isPlainText ? value.unicodeScalars.map(Output.character) : split(value, prefixes: &prefixes)
    let characters = pieces.indices.filter { if case .character = pieces[$0] { true } else { false } }
    var output = ""
    // Characters with Android's escapes applied, given to the XML layer before the next tag. The
    // XML escaper leaves nothing out of them: what XML forbids has an Android escape by then.
    var run = ""
    var lastWasRawSpace = false
    for index in pieces.indices {
      guard case .character(let scalar) = pieces[index] else {
        if case .tag(let tag) = pieces[index] {
          output += XMLEscaper.text(run).text + tag
          run = ""
        }
        continue
      }
      let isFirst = index == characters.first
      let isLast = index == characters.last
      var rawSpace = false
      switch scalar {
      case "\\": run += "\\\\"
      case "\"": run += "\\\""
      case "'": run += "\\'"
      case "\n": run += "\\n"
      case "\t": run += "\\t"
      case "@" where isFirst && !isReference, "?" where isFirst && !isReference:
        run += "\\" + String(scalar)
      case " " where !isFirst && !isLast && !lastWasRawSpace:
        run += " "
        rawSpace = true
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " || !XMLEscaper.isAllowed(scalar) {
          run += "\\u" + String.uppercaseHex(scalar.value)
        } else {
          run.unicodeScalars.append(scalar)
        }
      }
      lastWasRawSpace = rawSpace
    }
    return (output + XMLEscaper.text(run).text, prefixes)
  }

  /// Splits a value into characters and tags: a `<` begins markup only when it starts a balanced
  /// run of tags that parses as XML.
  private static func split(_ value: String, prefixes: inout Set<String>) -> [Output] {
    let scalars = Array(value.unicodeScalars)
    var pieces: [Output] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "<", let end = markupEnd(scalars, from: index),
        let root = try? XMLReader.parse(
          Array(("<r>" + String(String.UnicodeScalarView(scalars[index..<end])) + "</r>").utf8), file: "value",
          keepsWhitespace: true)
      {
        flatten(root.children, into: &pieces, prefixes: &prefixes)
        index = end
      } else {
        pieces.append(.character(scalars[index]))
        index += 1
      }
    }
    return pieces
  }

  /// Appends markup nodes as tags and characters.
  private static func flatten(_ nodes: [XMLNode], into pieces: inout [Output], prefixes: inout Set<String>) {
    for node in nodes {
      switch node {
      case .text(let text):
        pieces += text.unicodeScalars.map { .character($0) }
      case .comment:
        continue
      case .element(let element):
        for name in [element.name] + element.attributes.map(\.name) {
          if let colon = name.firstIndex(of: ":") { prefixes.insert(String(name[..<colon])) }
        }
        if element.children.isEmpty {
          pieces.append(.tag(startTag(element, empty: true)))
        } else {
          pieces.append(.tag(startTag(element, empty: false)))
          flatten(element.children, into: &pieces, prefixes: &prefixes)
          pieces.append(.tag("</\(element.name)>"))
        }
      }
    }
  }

  /// The end of the balanced run of tags that starts at `start`, or `nil` when the `<` there
  /// does not start one.
  private static func markupEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var stack: [String] = []
    var index = start
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      guard let (name, kind, end) = tag(scalars, at: index) else { return nil }
      switch kind {
      case .start: stack.append(name)
      case .end:
        guard stack.last == name else { return nil }
        stack.removeLast()
      case .empty: break
      }
      index = end
      if stack.isEmpty { return end }
    }
    return nil
  }

  /// What kind of tag a `<…>` is.
  private enum TagKind { case start, end, empty }

  /// The tag at `start` (a `<`): its name, kind and the index after its `>`.
  private static func tag(_ scalars: [Unicode.Scalar], at start: Int) -> (String, TagKind, Int)? {
    var index = start + 1
    let isEnd = index < scalars.count && scalars[index] == "/"
    if isEnd { index += 1 }
    var name = ""
    while index < scalars.count,
      scalars[index].isASCIILetter || scalars[index].isASCIIDigit
        || "_:.-".unicodeScalars.contains(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return nil }
    var quote: Unicode.Scalar?
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "<" {
        return nil
      } else if scalar == ">" {
        let kind: TagKind = isEnd ? .end : scalars[index - 1] == "/" ? .empty : .start
        return (name, kind, index + 1)
      }
      index += 1
    }
    return nil
  }
}
