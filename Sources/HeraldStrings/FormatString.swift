import HeraldSyntax

/// The printf-style placeholders of an Apple or Android format string, parsed.
///
/// Apple strings use `%@`, `%d`, `%ld`, `%lld`, `%1$@` (positional), `%.1f`, `%%` and the
/// `.stringsdict` / String Catalog variables `%#@name@`; Android uses the same syntax with `%s`.
///
/// ```swift
/// let format = FormatString("%1$@ has %#@count@ and 50%%")
/// format.placeholders.map(\.conversion)  // ["@"]
/// format.variables.map(\.name)            // ["count"]
/// ```
public struct FormatString: Sendable, Hashable {
  /// The largest explicit argument position read (`%4096$@`), glibc's `NL_ARGMAX`. A `%` with a
  /// position of 0 or beyond it (`%9223372036854775807$@`) is a stray `%`, not a placeholder.
  public static let maximumPosition = 4096

  /// One piece of a format string.
  public enum Token: Sendable, Hashable {
    /// Literal text.
    case literal(String)
    /// `%%`, a literal percent sign.
    case percent
    /// A conversion such as `%ld` or `%2$@`.
    case placeholder(Placeholder)
    /// A `%#@name@` variable of a `.stringsdict` or String Catalog substitution, or `%arg`, the
    /// argument of the substitution whose case holds it.
    case variable(Variable)
    /// A `%` that does not start a valid conversion, with the text that follows it.
    case stray(offset: Int, text: String)
  }

  /// A printf conversion.
  public struct Placeholder: Sendable, Hashable {
    /// The explicit 1-based argument position (`%2$@` → 2), if any.
    public var position: Int?
    /// The length modifier (`l`, `ll`, `h`, `q`, `z`…), empty when none.
    public var length: String
    /// The conversion character (`@`, `d`, `f`, `s`…).
    public var conversion: Character
    /// The whole placeholder as written (`%1$.2f`).
    public var text: String
    /// The offset of its `%` in the string, in characters.
    public var offset: Int

    /// The argument type the placeholder consumes, for comparing a translation with its source:
    /// `object`, `int`, `unsigned`, `double`, `char`, `cstring`, `pointer`. Length modifiers and
    /// spellings of the same type compare equal (`%d` and `%i`; `%@` and Android's `%s`).
    public var argumentType: String {
      switch conversion {
      case "@", "s", "S": return "object"
      case "d", "i", "D": return length.isEmpty || length == "h" || length == "hh" ? "int" : "int" + length
      case "u", "U", "x", "X", "o", "O": return length.isEmpty ? "unsigned" : "unsigned" + length
      case "f", "F", "e", "E", "g", "G", "a", "A": return "double"
      case "c", "C": return "char"
      case "p": return "pointer"
      default: return String(conversion)
      }
    }
  }

  /// A `%#@name@` variable.
  public struct Variable: Sendable, Hashable {
    /// The variable's name.
    public var name: String
    /// The explicit 1-based argument position (`%1$#@count@` → 1), if any.
    public var position: Int?
    /// The whole token as written.
    public var text: String
  }

  /// The tokens in order.
  public let tokens: [Token]

  /// Parses `text`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String) {
    var parser = FormatStringParser(Array(text))
    tokens = parser.parse()
  }

  /// The conversions in order (without `%%` and variables).
  public var placeholders: [Placeholder] {
    tokens.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
  }

  /// The `%#@name@` variables in order (not `%arg`, which consumes its argument like one).
  public var variables: [Variable] {
    tokens.compactMap { if case .variable(let variable) = $0, variable.text != "%arg" { variable } else { nil } }
  }

  /// The stray `%` signs: offset and the text after them.
  public var strays: [(offset: Int, text: String)] {
    tokens.compactMap { if case .stray(let offset, let text) = $0 { (offset, text) } else { nil } }
  }

  /// The argument type consumed at each 1-based position, following printf's rules: explicit
  /// positions count as written, the others in order. Variables consume an argument too, typed
  /// `variable`.
  public var argumentTypes: [Int: String] {
    var types: [Int: String] = [:]
    var next = 1
    for token in tokens {
      switch token {
      case .placeholder(let placeholder):
        let position = placeholder.position ?? next
        types[position] = placeholder.argumentType
        next = position + 1
      case .variable(let variable):
        let position = variable.position ?? next
        types[position] = types[position] ?? "variable"
        next = position + 1
      default: continue
      }
    }
    return types
  }
}

/// The scanner behind ``FormatString``.
private struct FormatStringParser {
  let characters: [Character]
  var index = 0
  var tokens: [FormatString.Token] = []
  var literal = ""

  init(_ characters: [Character]) {
    self.characters = characters
  }

  /// printf's flags, with glibc's `I` (the locale's alternative digits, `%Id`).
  static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'", "I"]
  static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
  static let conversions: Set<Character> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S",
    "p", "a", "A",
  ]

  mutating func parse() -> [FormatString.Token] {
    while index < characters.count {
      if characters[index] == "%" {
        flushLiteral()
        tokens.append(conversion())
      } else {
        literal.append(characters[index])
        index += 1
      }
    }
    flushLiteral()
    return tokens
  }

  mutating func flushLiteral() {
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    literal = ""
  }

  /// Reads one token starting at a `%`.
  mutating func conversion() -> FormatString.Token {
    let start = index
    index += 1
    if peek == "%" {
      index += 1
      return .percent
    }
    // `%arg` in a String Catalog substitution's case stands for the substitution's own argument.
    if characters.count >= index + 3, String(characters[index..<index + 3]) == "arg" {
      index += 3
      return .variable(.init(name: "arg", position: nil, text: "%arg"))
    }
    let position = argumentPosition()
    if position == 0 { return stray(from: start) }
    if peek == "#", characters.count > index + 1, characters[index + 1] == "@" {
      index += 2
      var name = ""
      while let character = peek, character != "@" {
        name.append(character)
        index += 1
      }
      guard peek == "@", !name.isEmpty else { return stray(from: start) }
      index += 1
      return .variable(.init(name: name, position: position, text: String(characters[start..<index])))
    }
    while let character = peek, Self.flags.contains(character) { index += 1 }
    skipNumberOrStar()
    if peek == "." {
      index += 1
      skipNumberOrStar()
    }
    var length = ""
    for candidate in Self.lengths
    where String(characters[index..<min(index + candidate.count, characters.count)]) == candidate {
      length = candidate
      index += candidate.count
      break
    }
    guard let conversion = peek, Self.conversions.contains(conversion) else { return stray(from: start) }
    index += 1
    return .placeholder(
      .init(
        position: position, length: length, conversion: conversion, text: String(characters[start..<index]),
        offset: start))
  }

  /// Reads `n$` after `%`: `nil` when there is none, 0 when `n` is not a position printf takes
  /// (0, or beyond ``FormatString/maximumPosition``: its digits may overflow `Int`).
  mutating func argumentPosition() -> Int? {
    var end = index
    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
    guard end > index, end < characters.count, characters[end] == "$" else { return nil }
    let digits = String(characters[index..<end])
    index = end + 1
    return CheckedNumber.integer(digits, in: 1...FormatString.maximumPosition) ?? 0
  }

  mutating func skipNumberOrStar() {
    if peek == "*" {
      index += 1
      _ = argumentPosition()
      return
    }
    while let character = peek, character.isASCII, character.isNumber { index += 1 }
  }

  mutating func stray(from start: Int) -> FormatString.Token {
    index = start + 1
    let end = min(start + 4, characters.count)
    return .stray(offset: start, text: String(characters[(start + 1)..<end]))
  }

  var peek: Character? { index < characters.count ? characters[index] : nil }
}
