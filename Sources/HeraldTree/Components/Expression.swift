/// A variable scope: names to values.
///
/// An expression reads its names (`index`, `rating`, `starSize`) from the scope it is evaluated in.
public typealias ExpressionScope = [String: ExpressionValue]

/// A small, safe expression that a behaviour model of a custom control evaluates, such as
/// `index < rating` or `index + 1 == rating ? 0 : index + 1`.
///
/// The source is parsed once, when the expression is created; ``evaluate(in:)`` then walks the
/// parsed tree. The language has number, string and bool literals, names read from the scope,
/// record members (`starSize.width`), the operators `?:`, `||`, `&&`, `==`, `!=`, `<`, `<=`, `>`,
/// `>=`, `+`, `-`, `*`, `/`, `%`, `!` and unary `-` with the usual precedence, and the functions
/// `min`, `max`, `clamp`, `floor`, `ceil`, `round` and `abs`. `&&`, `||` and `?:` evaluate only
/// the operands they need. Unknown functions and wrong argument counts are reported when parsing.
/// Two expressions are equal when their source text is.
public struct Expression: Sendable, Hashable, CustomStringConvertible {
  /// The source text.
  private let source: String
  /// The parsed tree.
  private let root: ExpressionNode

  /// The root names the expression reads from the scope (`starSize` for `starSize.width`).
  ///
  /// Function names and `true`/`false` are not included; a validator can check these against the
  /// names a model defines.
  public let variables: Set<String>

  /// Parses `source`.
  ///
  /// Throws ``ExpressionError/syntax(expression:offset:reason:)`` for malformed text,
  /// ``ExpressionError/unknownFunction(expression:name:)`` for a call of an unknown function, and
  /// ``ExpressionError/type(expression:reason:)`` for a call with the wrong number of arguments.
  public init(_ source: String) throws(ExpressionError) {
    let parsed = try ExpressionParser.parse(source)
    self.source = source
    self.root = parsed.root
    self.variables = parsed.variables
  }

  /// An expression whose value is always `value`.
  ///
  /// Its ``description`` is `value.description`.
  public static func constant(_ value: ExpressionValue) -> Expression {
    Expression(source: value.description, root: .literal(value), variables: [])
  }

  /// An expression from its parts.
  private init(source: String, root: ExpressionNode, variables: Set<String>) {
    self.source = source
    self.root = root
    self.variables = variables
  }

  /// The source text.
  public var description: String { source }

  /// The value of the expression when it is a literal (`5`, `true`, `'star'`, or a
  /// ``constant(_:)``); `nil` when it reads a name or computes anything.
  ///
  /// A writer uses it to write a constant as a JSON number or bool rather than as text.
  public var constantValue: ExpressionValue? {
    if case .literal(let value) = root { return value }
    return nil
  }

  /// The expression's value with its names read from `scope`.
  ///
  /// Throws ``ExpressionError/unknownVariable(expression:name:)`` when it reads a name `scope`
  /// lacks, and ``ExpressionError/type(expression:reason:)`` when an operator or function gets a
  /// value of the wrong type, a record lacks a member, or a number is divided by zero.
  public func evaluate(in scope: ExpressionScope) throws(ExpressionError) -> ExpressionValue {
    try root.evaluate(in: scope, source: source)
  }

  /// The expression's value in `scope`, which must be a number.
  ///
  /// Throws as ``evaluate(in:)`` does, and a type error when the value is not a number.
  public func number(in scope: ExpressionScope) throws(ExpressionError) -> Double {
    let value = try evaluate(in: scope)
    guard case .number(let number) = value else {
      throw .type(expression: source, reason: "the expression must compute a number, got \(value.typeName)")
    }
    return number
  }

  /// The expression's value in `scope`, which must be a bool.
  ///
  /// Throws as ``evaluate(in:)`` does, and a type error when the value is not a bool.
  public func bool(in scope: ExpressionScope) throws(ExpressionError) -> Bool {
    let value = try evaluate(in: scope)
    guard case .bool(let bool) = value else {
      throw .type(expression: source, reason: "the expression must compute a bool, got \(value.typeName)")
    }
    return bool
  }

  /// Whether two expressions have the same source text.
  public static func == (lhs: Expression, rhs: Expression) -> Bool {
    lhs.source == rhs.source
  }

  /// Hashes the source text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }
}
