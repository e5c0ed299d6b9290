/// Splits an expression's source into tokens, each with its 0-based character offset.
///
/// Reads characters one by one (no regular expressions); identifiers are ASCII
/// `[A-Za-z_][A-Za-z0-9_]*`, numbers are digits with an optional fraction (`5`, `4.5`), and strings
/// are in single or double quotes with the escapes `\\`, `\'` and `\"`.
struct ExpressionLexer {
  /// What a token is.
  enum Kind: Equatable {
    case number(Double)
    case string(String)
    case identifier(String)
    /// An operator or punctuation, spelled as in the source: `(`, `==`, `&&`, `?`…
    case symbol(String)
    /// The end of the source.
    case end
  }

  /// A token and where it starts.
  struct Token {
    /// What the token is.
    let kind: Kind
    /// The 0-based character index of the token's first character.
    let offset: Int
  }

  /// The source's characters.
  private let characters: [Character]
  /// The source text, for errors.
  private let source: String
  /// The index of the next character to read.
  private var position = 0

  /// A lexer over `source`.
  init(_ source: String) {
    self.source = source
    self.characters = Array(source)
  }

  /// Every token of the source, ending with `.end`.
  static func tokens(of source: String) throws(ExpressionError) -> [Token] {
    var lexer = ExpressionLexer(source)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  /// The next token, skipping whitespace.
  private mutating func next() throws(ExpressionError) -> Token {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    let start = position
    guard position < characters.count else { return Token(kind: .end, offset: start) }
    let character = characters[position]
    if Self.isDigit(character) { return try number() }
    if Self.isIdentifierStart(character) {
      while position < characters.count, Self.isIdentifierPart(characters[position]) { position += 1 }
      return Token(kind: .identifier(String(characters[start..<position])), offset: start)
    }
    if character == "\"" || character == "'" { return try string(quote: character) }
    position += 1
    let following: Character? = position < characters.count ? characters[position] : nil
    switch character {
    case "(", ")", ",", ".", "?", ":", "+", "-", "*", "/", "%":
      return Token(kind: .symbol(String(character)), offset: start)
    case "<", ">", "!":
      if following == "=" {
        position += 1
        return Token(kind: .symbol(String(character) + "="), offset: start)
      }
      return Token(kind: .symbol(String(character)), offset: start)
    case "=", "&", "|":
      if following == character {
        position += 1
        return Token(kind: .symbol(String(character) + String(character)), offset: start)
      }
      let doubled = String(character) + String(character)
      throw .syntax(
        expression: source, offset: start, reason: "unexpected '\(character)'; did you mean '\(doubled)'?")
    default:
      throw .syntax(expression: source, offset: start, reason: "unexpected character '\(character)'")
    }
  }

  /// A number literal: digits, optionally followed by `.` and digits.
  private mutating func number() throws(ExpressionError) -> Token {
    let start = position
    while position < characters.count, Self.isDigit(characters[position]) { position += 1 }
    if position + 1 < characters.count, characters[position] == ".", Self.isDigit(characters[position + 1]) {
      position += 1
      while position < characters.count, Self.isDigit(characters[position]) { position += 1 }
    }
    guard let value = Double(String(characters[start..<position])) else {
      throw .syntax(expression: source, offset: start, reason: "invalid number")
    }
    return Token(kind: .number(value), offset: start)
  }

  /// A string literal in `quote`s, with `\\`, `\'` and `\"` escapes.
  private mutating func string(quote: Character) throws(ExpressionError) -> Token {
    let start = position
    position += 1
    var text = ""
    while position < characters.count {
      let character = characters[position]
      if character == quote {
        position += 1
        return Token(kind: .string(text), offset: start)
      }
      if character == "\\" {
        guard position + 1 < characters.count else { break }
        let escaped = characters[position + 1]
        guard escaped == "\\" || escaped == "'" || escaped == "\"" else {
          throw .syntax(
            expression: source, offset: position,
            reason: "unknown escape '\\\(escaped)' in a string; use \\\\, \\' or \\\"")
        }
        text.append(escaped)
        position += 2
      } else {
        text.append(character)
        position += 1
      }
    }
    throw .syntax(
      expression: source, offset: start, reason: "unterminated string; close it with \(quote)")
  }

  /// Whether `character` is an ASCII digit.
  private static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 48 && ascii <= 57
  }

  /// Whether `character` can start an identifier: an ASCII letter or `_`.
  private static func isIdentifierStart(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) || ascii == 95
  }

  /// Whether `character` can continue an identifier: an ASCII letter, digit or `_`.
  private static func isIdentifierPart(_ character: Character) -> Bool {
    isIdentifierStart(character) || isDigit(character)
  }
}
