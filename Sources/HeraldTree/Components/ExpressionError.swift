/// Why an expression could not be parsed or evaluated.
///
/// Every case names the expression's source text. ``message`` says what is wrong and what to do,
/// without a location, for callers that report the expression's place in their own file;
/// ``description`` adds the expression (and, for syntax errors, the offset).
public enum ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not a well-formed expression; `offset` is the 0-based character index of the problem.
  case syntax(expression: String, offset: Int, reason: String)
  /// The expression reads a name the scope does not define.
  case unknownVariable(expression: String, name: String)
  /// An operator or function got values of the wrong type or number, or divided by zero.
  case type(expression: String, reason: String)
  /// The expression calls a function that does not exist.
  case unknownFunction(expression: String, name: String)

  /// The expression's source text.
  public var expression: String {
    switch self {
    case .syntax(let expression, _, _), .unknownVariable(let expression, _), .type(let expression, _),
      .unknownFunction(let expression, _):
      return expression
    }
  }

  /// What is wrong and what to do, without the expression or offset.
  public var message: String {
    switch self {
    case .syntax(_, _, let reason):
      return "syntax error: \(reason)"
    case .unknownVariable(_, let name):
      return "unknown variable '\(name)'; use a name the scope defines, or check its spelling"
    case .type(_, let reason):
      return "type error: \(reason)"
    case .unknownFunction(_, let name):
      return
        "unknown function '\(name)'; the functions are \(ExpressionNode.Function.allNames)"
    }
  }

  /// The message with the expression, and the offset for syntax errors.
  public var description: String {
    switch self {
    case .syntax(let expression, let offset, _):
      return "error in expression '\(expression)' at offset \(offset): \(message)"
    default:
      return "error in expression '\(expression)': \(message)"
    }
  }
}
