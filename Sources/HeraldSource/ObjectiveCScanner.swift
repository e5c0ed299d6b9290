/// One token of Objective-C source: comments, preprocessor lines and whitespace are never tokens.
struct ObjectiveCToken: Sendable, Hashable {
  /// What sort of token it is.
  enum Kind: Sendable, Hashable {
    /// A name or keyword (`self`, `UILabel`, `for`).
    case identifier
    /// An `@` directive (`@interface`, `@end`, `@property`).
    case directive
    /// A string literal, `"…"` or `@"…"`, with its quotes.
    case string
    /// A character literal, `'a'`.
    case character
    /// A number.
    case number
    /// An operator or punctuation (`[`, `=`, `|=`, `==`, `@`).
    case punctuation
  }

  /// The sort.
  var kind: Kind
  /// The source text.
  var text: String
  /// The 1-based line.
  var line: Int
  /// The 1-based column, in Unicode scalars.
  var column: Int
  /// The offset of the first scalar in the scanner's scalars.
  var start: Int
  /// The offset just past the last scalar.
  var end: Int

  /// Whether the token is the identifier `name`.
  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }

  /// Whether the token is the punctuation `mark`.
  func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
}

/// Splits Objective-C text into ``ObjectiveCToken``s, skipping `//` and `/* */` comments and `#`
/// preprocessor lines (with their `\` continuations), and keeping string and character literals
/// whole, escapes included, so nothing inside them is ever read as code.
///
/// It never fails: an unterminated comment runs to the end of the file, an unterminated string or
/// character literal to the end of its line, and any other scalar is one punctuation token. Every
/// step consumes at least one scalar, so it ends on any input.
struct ObjectiveCScanner {
  /// The text as Unicode scalars, which columns count.
  let scalars: [Unicode.Scalar]

  /// Creates a scanner of `text`.
  init(text: String) { scalars = Array(text.unicodeScalars) }

  /// Operators of three, then two scalars, kept whole so that `==` is never read as `=`.
  private static let operators3: Set<String> = ["<<=", ">>=", "..."]
  private static let operators2: Set<String> = [
    "==", "!=", "<=", ">=", "|=", "&=", "+=", "-=", "*=", "/=", "%=", "^=", "&&", "||", "++", "--", "->", "<<",
    ">>", "::",
  ]

  /// The source text from scalar offset `start` up to `end`, clamped to the text.
  func text(from start: Int, to end: Int) -> String {
    let lower = max(0, min(start, scalars.count))
    let upper = max(lower, min(end, scalars.count))
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[lower..<upper])
    return String(result)
  }

  /// Every token of the text, in order.
  func tokens() -> [ObjectiveCToken] {
    var tokens: [ObjectiveCToken] = []
    var index = 0
    var line = 1
    var lineStart = 0
    var atLineStart = true
    let count = scalars.count

    func peek(_ offset: Int) -> Unicode.Scalar? {
      let position = index + offset
      return position < count ? scalars[position] : nil
    }

    while index < count {
      let scalar = scalars[index]
      if scalar == "\n" {
        index += 1
        line += 1
        lineStart = index
        atLineStart = true
        continue
      }
      if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" || scalar == "\u{0B}" {
        index += 1
        continue
      }
      if scalar == "/" && peek(1) == "/" {
        while index < count && scalars[index] != "\n" { index += 1 }
        continue
      }
      if scalar == "/" && peek(1) == "*" {
        index += 2
        while index < count && !(scalars[index] == "*" && peek(1) == "/") {
          if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
            atLineStart = true
          }
          index += 1
        }
        index = min(count, index + 2)
        continue
      }
      if scalar == "#" && atLineStart {
        // A preprocessor line, continued by a trailing backslash (before `\n` or `\r\n`).
        while index < count && scalars[index] != "\n" {
          if scalars[index] == "\\" && (peek(1) == "\n" || (peek(1) == "\r" && peek(2) == "\n")) {
            index += peek(1) == "\n" ? 2 : 3
            line += 1
            lineStart = index
          } else {
            index += 1
          }
        }
        continue
      }
      atLineStart = false
      let start = index
      let column = index - lineStart + 1
      let kind: ObjectiveCToken.Kind
      if scalar == "@" && peek(1) == "\"" {
        index += 1
        scanQuoted(&index, quote: "\"")
        kind = .string
      } else if scalar == "\"" {
        scanQuoted(&index, quote: "\"")
        kind = .string
      } else if scalar == "'" {
        scanQuoted(&index, quote: "'")
        kind = .character
      } else if scalar == "@", let next = peek(1), Self.isIdentifierStart(next) {
        index += 1
        while index < count && Self.isIdentifierPart(scalars[index]) { index += 1 }
        kind = .directive
      } else if Self.isIdentifierStart(scalar) {
        while index < count && Self.isIdentifierPart(scalars[index]) { index += 1 }
        kind = .identifier
      } else if scalar.properties.numericType != nil && scalar.isASCII {
        while index < count && (Self.isIdentifierPart(scalars[index]) || scalars[index] == ".") { index += 1 }
        kind = .number
      } else {
        let three = text(from: index, to: index + 3)
        let two = text(from: index, to: index + 2)
        index += Self.operators3.contains(three) ? 3 : Self.operators2.contains(two) ? 2 : 1
        kind = .punctuation
      }
      tokens.append(
        ObjectiveCToken(
          kind: kind, text: text(from: start, to: index), line: line, column: column, start: start, end: index))
    }
    return tokens
  }

  /// Moves `index` from an opening quote past the closing one, or to the end of the line when the
  /// literal is not closed.
  private func scanQuoted(_ index: inout Int, quote: Unicode.Scalar) {
    index += 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" { return }
      if scalar == "\\" {
        // An escaped scalar is skipped; a backslash before a newline ends the literal at the line end.
        index += index + 1 < scalars.count && scalars[index + 1] != "\n" ? 2 : 1
        continue
      }
      index += 1
      if scalar == quote { return }
    }
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || (scalar.isASCII && scalar.properties.isAlphabetic)
      || (!scalar.isASCII && scalar.properties.isXIDStart)
  }

  private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || (scalar.isASCII && scalar.properties.numericType != nil)
      || (!scalar.isASCII && scalar.properties.isXIDContinue)
  }
}
