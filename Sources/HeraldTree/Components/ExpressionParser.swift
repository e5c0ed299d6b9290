/// Parses an expression's tokens into an ``ExpressionNode`` tree by recursive descent.
///
/// Precedence, low to high: `?:` (right-associative), `||`, `&&`, `== !=`, `< <= > >=`, `+ -`,
/// `* / %`, prefix `! -`, postfix `.name`, then literals, names, calls and parentheses. Nesting and
/// tree height are limited to ``maximumDepth`` so neither parsing nor evaluation can exhaust the
/// stack.
struct ExpressionParser {
  /// The deepest nesting, and the tallest tree, the parser accepts.
  static let maximumDepth = 100

  /// A parsed subtree and its height (a leaf is 1).
  private struct Parsed {
    /// The subtree.
    let node: ExpressionNode
    /// The number of nodes on its longest path from the root.
    let height: Int
  }

  /// The source text, for errors.
  private let source: String
  /// The source's tokens, ending with `.end`.
  private let tokens: [ExpressionLexer.Token]
  /// The index of the current token.
  private var index = 0
  /// How many nested sub-expressions are being parsed.
  private var depth = 0
  /// The names read from the scope.
  private(set) var variables: Set<String> = []

  /// Parses `source`: its tree and the names it reads from the scope.
  static func parse(_ source: String) throws(ExpressionError) -> (root: ExpressionNode, variables: Set<String>) {
    var parser = ExpressionParser(source: source, tokens: try ExpressionLexer.tokens(of: source))
    let root = try parser.parseExpression(after: nil)
    guard case .end = parser.current.kind else {
      throw parser.error("expected an operator or the end of the expression, found \(parser.describe(parser.current))")
    }
    return (root.node, parser.variables)
  }

  /// A parser at the start of `tokens`.
  private init(source: String, tokens: [ExpressionLexer.Token]) {
    self.source = source
    self.tokens = tokens
  }

  /// The current token (`.end` once past the last).
  private var current: ExpressionLexer.Token {
    index < tokens.count ? tokens[index] : ExpressionLexer.Token(kind: .end, offset: source.count)
  }

  /// Consumes the current token if it is the symbol `symbol`.
  private mutating func accept(_ symbol: String) -> Bool {
    guard current.kind == .symbol(symbol) else { return false }
    index += 1
    return true
  }

  /// A syntax error at the current token (or at `offset`).
  private func error(_ reason: String, at offset: Int? = nil) -> ExpressionError {
    .syntax(expression: source, offset: offset ?? current.offset, reason: reason)
  }

  /// How a token reads in an error: `')'`, `'rating'`, `the number 5`, `the end of the expression`.
  private func describe(_ token: ExpressionLexer.Token) -> String {
    switch token.kind {
    case .number(let value): return "the number \(ExpressionValue.format(value))"
    case .string: return "a string"
    case .identifier(let name): return "'\(name)'"
    case .symbol(let symbol): return "'\(symbol)'"
    case .end: return "the end of the expression"
    }
  }

  /// `node` over children at most `height` tall, refused if the tree would be taller than ``maximumDepth``.
  private func combine(_ node: ExpressionNode, over height: Int, at offset: Int) throws(ExpressionError) -> Parsed {
    guard height < Self.maximumDepth else {
      throw error(
        "the expression is too deeply nested (more than \(Self.maximumDepth) levels); split it up", at: offset)
    }
    return Parsed(node: node, height: height + 1)
  }

  /// Enters a nested sub-expression, refused past ``maximumDepth``.
  private mutating func enter() throws(ExpressionError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("the expression is too deeply nested (more than \(Self.maximumDepth) levels); split it up")
    }
  }

  /// A whole expression; `context` names what it follows in "expected an expression" errors.
  private mutating func parseExpression(after context: String?) throws(ExpressionError) -> Parsed {
    try enter()
    defer { depth -= 1 }
    let start = current.offset
    let condition = try parseBinary(level: 0, after: context)
    guard accept("?") else { return condition }
    let then = try parseExpression(after: "'?'")
    guard accept(":") else {
      throw error("expected ':' after the true branch of '?', found \(describe(current))")
    }
    let otherwise = try parseExpression(after: "':'")
    return try combine(
      .conditional(condition.node, then.node, otherwise.node),
      over: Swift.max(condition.height, then.height, otherwise.height), at: start)
  }

  /// The binary operators of each precedence level, lowest first.
  private static let levels: [[ExpressionNode.BinaryOperator]] = [
    [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
    [.add, .subtract], [.multiply, .divide, .remainder],
  ]

  /// A left-associative chain of the operators of `levels[level]` and tighter ones.
  private mutating func parseBinary(level: Int, after context: String?) throws(ExpressionError) -> Parsed {
    guard level < Self.levels.count else { return try parseUnary(after: context) }
    var left = try parseBinary(level: level + 1, after: context)
    while case .symbol(let symbol) = current.kind,
      let op = Self.levels[level].first(where: { $0.rawValue == symbol })
    {
      let offset = current.offset
      index += 1
      let right = try parseBinary(level: level + 1, after: "'\(symbol)'")
      left = try combine(.binary(op, left.node, right.node), over: Swift.max(left.height, right.height), at: offset)
    }
    return left
  }

  /// A prefix `!` or `-` (repeatable), then a postfix expression.
  private mutating func parseUnary(after context: String?) throws(ExpressionError) -> Parsed {
    let offset = current.offset
    let op: ExpressionNode.UnaryOperator
    if accept("!") {
      op = .not
    } else if accept("-") {
      op = .negate
    } else {
      return try parsePostfix(after: context)
    }
    try enter()
    defer { depth -= 1 }
    let operand = try parseUnary(after: "'\(op.rawValue)'")
    return try combine(.unary(op, operand.node), over: operand.height, at: offset)
  }

  /// A primary expression followed by any number of `.name` member reads.
  private mutating func parsePostfix(after context: String?) throws(ExpressionError) -> Parsed {
    var base = try parsePrimary(after: context)
    while case .symbol(".") = current.kind {
      let offset = current.offset
      index += 1
      guard case .identifier(let name) = current.kind else {
        throw error("expected a member name after '.', found \(describe(current))")
      }
      index += 1
      base = try combine(.member(base.node, name), over: base.height, at: offset)
    }
    return base
  }

  /// A literal, a name, a function call or a parenthesised expression.
  private mutating func parsePrimary(after context: String?) throws(ExpressionError) -> Parsed {
    let token = current
    switch token.kind {
    case .number(let value):
      index += 1
      return Parsed(node: .literal(.number(value)), height: 1)
    case .string(let text):
      index += 1
      return Parsed(node: .literal(.string(text)), height: 1)
    case .identifier("true"):
      index += 1
      return Parsed(node: .literal(.bool(true)), height: 1)
    case .identifier("false"):
      index += 1
      return Parsed(node: .literal(.bool(false)), height: 1)
    case .identifier(let name):
      index += 1
      if current.kind == .symbol("(") { return try parseCall(name, at: token.offset) }
      variables.insert(name)
      return Parsed(node: .variable(name), height: 1)
    case .symbol("("):
      index += 1
      let inner = try parseExpression(after: "'('")
      guard accept(")") else {
        throw error("expected ')' to close the '(' at offset \(token.offset), found \(describe(current))")
      }
      return inner
    default:
      let place = context.map { " after \($0)" } ?? ""
      throw error("expected an expression\(place), found \(describe(token))")
    }
  }

  /// The call `name(arguments…)`; the current token is its `(`.
  private mutating func parseCall(_ name: String, at offset: Int) throws(ExpressionError) -> Parsed {
    guard let function = ExpressionNode.Function(rawValue: name) else {
      throw .unknownFunction(expression: source, name: name)
    }
    index += 1
    var arguments: [Parsed] = []
    if !accept(")") {
      repeat {
        arguments.append(try parseExpression(after: arguments.isEmpty ? "'\(name)('" : "','"))
      } while accept(",")
      guard accept(")") else {
        throw error("expected ')' after arguments of '\(name)', found \(describe(current))")
      }
    }
    if let problem = function.arityProblem(arguments.count) {
      throw .type(expression: source, reason: problem)
    }
    var height = 0
    for argument in arguments { height = Swift.max(height, argument.height) }
    return try combine(.call(function, arguments.map(\.node)), over: height, at: offset)
  }
}
