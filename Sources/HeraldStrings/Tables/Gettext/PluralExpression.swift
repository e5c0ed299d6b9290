/// A gettext `plural=` expression: the C subset gettext accepts (`n`, decimal numbers, `?:`,
/// `||`, `&&`, `!`, the six comparisons, `+ - * / %`, unary `-`, parentheses), parsed once and
/// evaluated for any `n`.
///
/// The parser and the evaluator recurse, so the input bounds them: an expression has at most
/// ``maximumTokens`` tokens and nests parentheses and unary operators at most ``maximumDepth``
/// deep (real headers have under 100 tokens and 3 levels); beyond either it does not parse, so
/// 20,000 parentheses are refused instead of overflowing the stack.
///
/// ```swift
/// PluralExpression("n%10==1 && n%100!=11 ? 0 : 1")?.evaluate(n: 21)  // 0
/// ```
struct PluralExpression: Sendable, Hashable {
  /// A node of the expression tree.
  indirect enum Node: Sendable, Hashable {
    case n
    case number(Int)
    case unary(String, Node)
    case binary(String, Node, Node)
    case conditional(Node, Node, Node)
  }

  /// The root of the tree.
  let root: Node

  /// The most tokens an expression may have.
  static let maximumTokens = 1_000
  /// The deepest nesting of parentheses and unary operators an expression may have.
  static let maximumDepth = 64

  /// Parses `text`; `nil` when it is not a complete expression or is over the limits.
  init?(_ text: String) {
    var parser = Parser(tokens: Self.tokenize(text) ?? [])
    guard !parser.tokens.isEmpty, parser.tokens.count <= Self.maximumTokens, let root = parser.ternary(),
      parser.position == parser.tokens.count
    else {
      return nil
    }
    self.root = root
  }

  /// The expression's value for `n`, or `nil` on division by zero.
  func evaluate(n: Int) -> Int? {
    Self.evaluate(root, n: n)
  }

  private static func evaluate(_ node: Node, n: Int) -> Int? {
    switch node {
    case .n: return n
    case .number(let value): return value
    case .unary(let op, let operand):
      guard let value = evaluate(operand, n: n) else { return nil }
      return op == "!" ? (value == 0 ? 1 : 0) : op == "-" ? 0 &- value : value
    case .conditional(let condition, let then, let otherwise):
      guard let test = evaluate(condition, n: n) else { return nil }
      return evaluate(test != 0 ? then : otherwise, n: n)
    case .binary(let op, let left, let right):
      guard let lhs = evaluate(left, n: n) else { return nil }
      if op == "&&", lhs == 0 { return 0 }
      if op == "||", lhs != 0 { return 1 }
      guard let rhs = evaluate(right, n: n) else { return nil }
      switch op {
      case "&&", "||": return rhs != 0 ? 1 : 0
      case "+": return lhs &+ rhs
      case "-": return lhs &- rhs
      case "*": return lhs &* rhs
      case "/", "%":
        let result = op == "/" ? lhs.dividedReportingOverflow(by: rhs) : lhs.remainderReportingOverflow(dividingBy: rhs)
        return rhs == 0 ? nil : result.partialValue
      default: return PluralCondition.apply(op, lhs, rhs) ? 1 : 0
      }
    }
  }

  /// Splits C text into tokens: numbers, `n`, and operators. `nil` on any other character.
  static func tokenize(_ text: String) -> [String]? {
    var tokens: [String] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" || character == "\n" || character == "\r" {
        index += 1
      } else if character.isASCII, character.isNumber {
        var number = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
          number.append(characters[index])
          index += 1
        }
        tokens.append(number)
      } else {
        let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
        if ["||", "&&", "==", "!=", "<=", ">="].contains(pair) {
          tokens.append(pair)
          index += 2
        } else if "n?:!<>+-*/%()".contains(character) {
          tokens.append(String(character))
          index += 1
        } else {
          return nil
        }
      }
    }
    return tokens
  }

  /// A recursive-descent parser over the tokens, one method per C precedence level.
  private struct Parser {
    let tokens: [String]
    var position = 0
    /// The parentheses and unary operators open at ``position``.
    var depth = 0

    var peek: String? { position < tokens.count ? tokens[position] : nil }

    mutating func take(_ candidates: Set<String>) -> String? {
      guard let token = peek, candidates.contains(token) else { return nil }
      position += 1
      return token
    }

    mutating func ternary() -> Node? {
      guard let condition = binary(level: 0) else { return nil }
      guard take(["?"]) != nil else { return condition }
      guard let then = ternary(), take([":"]) != nil, let otherwise = ternary() else { return nil }
      return .conditional(condition, then, otherwise)
    }

    /// Binary operators by precedence, loosest first.
    static let levels: [Set<String>] = [
      ["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(level: Int) -> Node? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level: level + 1) else { return nil }
      while let op = take(Self.levels[level]) {
        guard let right = binary(level: level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func unary() -> Node? {
      guard depth < PluralExpression.maximumDepth else { return nil }
      depth += 1
      defer { depth -= 1 }
      if let op = take(["!", "-", "+"]) {
        return unary().map { .unary(op, $0) }
      }
      guard let token = peek else { return nil }
      position += 1
      if token == "n" { return .n }
      if let value = Int(token) { return .number(value) }
      guard token == "(", let inner = ternary(), take([")"]) != nil else { return nil }
      return inner
    }
  }
}
