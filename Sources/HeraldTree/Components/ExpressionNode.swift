/// A parsed expression: the tree ``Expression`` evaluates by recursion.
///
/// Function names and arities are checked when parsing, so evaluation only meets type errors,
/// unknown variables and division by zero. `source` is passed down only to name the expression
/// in errors.
indirect enum ExpressionNode: Sendable {
  /// A number, string or bool literal (or a ``Expression/constant(_:)`` value).
  case literal(ExpressionValue)
  /// A name read from the scope.
  case variable(String)
  /// `base.name`, reading a member of a record.
  case member(ExpressionNode, String)
  /// `!operand` or `-operand`.
  case unary(UnaryOperator, ExpressionNode)
  /// `left op right` for every binary operator, including the short-circuiting `&&` and `||`.
  case binary(BinaryOperator, ExpressionNode, ExpressionNode)
  /// `condition ? then : otherwise`; only the chosen branch is evaluated.
  case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
  /// A call of a built-in function with arguments of a valid count.
  case call(Function, [ExpressionNode])

  /// A prefix operator.
  enum UnaryOperator: String, Sendable {
    case not = "!"
    case negate = "-"
  }

  /// A binary operator; the raw value is its spelling.
  enum BinaryOperator: String, Sendable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
  }

  /// A built-in function; the raw value is its name.
  enum Function: String, Sendable, CaseIterable {
    case min, max, clamp, floor, ceil, round, abs

    /// The names for error messages: "min, max, clamp, floor, ceil, round and abs".
    static let allNames: String = {
      let names = allCases.map(\.rawValue)
      return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }()

    /// Why `count` arguments are wrong for this function, or `nil` if they are right.
    func arityProblem(_ count: Int) -> String? {
      switch self {
      case .min, .max:
        return count >= 1 ? nil : "'\(rawValue)' takes at least 1 argument, got \(count)"
      case .clamp:
        return count == 3 ? nil : "'clamp' takes 3 arguments (x, lo, hi), got \(count)"
      case .floor, .ceil, .round, .abs:
        return count == 1 ? nil : "'\(rawValue)' takes 1 argument, got \(count)"
      }
    }
  }

  /// The value of this node over `scope`.
  func evaluate(in scope: ExpressionScope, source: String) throws(ExpressionError) -> ExpressionValue {
    switch self {
    case .literal(let value):
      return value
    case .variable(let name):
      guard let value = scope[name] else { throw .unknownVariable(expression: source, name: name) }
      return value
    case .member(let base, let name):
      let value = try base.evaluate(in: scope, source: source)
      guard case .record(let members) = value else {
        throw .type(expression: source, reason: "'.\(name)' needs a record, got \(value.typeName)")
      }
      guard let member = members[name] else {
        let known = members.keys.sorted().joined(separator: ", ")
        throw .type(expression: source, reason: "the record has no member '\(name)' (it has: \(known))")
      }
      return member
    case .unary(let op, let operand):
      let value = try operand.evaluate(in: scope, source: source)
      switch (op, value) {
      case (.not, .bool(let bool)): return .bool(!bool)
      case (.negate, .number(let number)): return .number(-number)
      case (.not, _):
        throw .type(expression: source, reason: "'!' needs a bool, got \(value.typeName)")
      case (.negate, _):
        throw .type(expression: source, reason: "'-' needs a number, got \(value.typeName)")
      }
    case .binary(.and, let left, let right):
      return .bool(
        try Self.logical(.and, left, right, shortCircuitOn: false, in: scope, source: source))
    case .binary(.or, let left, let right):
      return .bool(
        try Self.logical(.or, left, right, shortCircuitOn: true, in: scope, source: source))
    case .binary(let op, let left, let right):
      let lhs = try left.evaluate(in: scope, source: source)
      let rhs = try right.evaluate(in: scope, source: source)
      return try Self.apply(op, lhs, rhs, source: source)
    case .conditional(let condition, let then, let otherwise):
      let value = try condition.evaluate(in: scope, source: source)
      guard case .bool(let chosen) = value else {
        throw .type(expression: source, reason: "'?:' needs a bool condition, got \(value.typeName)")
      }
      return try (chosen ? then : otherwise).evaluate(in: scope, source: source)
    case .call(let function, let arguments):
      return .number(try Self.call(function, arguments, in: scope, source: source))
    }
  }

  /// `left && right` or `left || right`: `right` is evaluated only if `left` is not `shortCircuitOn`.
  private static func logical(
    _ op: BinaryOperator, _ left: ExpressionNode, _ right: ExpressionNode, shortCircuitOn: Bool,
    in scope: ExpressionScope, source: String
  ) throws(ExpressionError) -> Bool {
    let lhs = try left.evaluate(in: scope, source: source)
    guard case .bool(let first) = lhs else {
      throw .type(expression: source, reason: "'\(op.rawValue)' needs two bools, got \(lhs.typeName) on the left")
    }
    if first == shortCircuitOn { return first }
    let rhs = try right.evaluate(in: scope, source: source)
    guard case .bool(let second) = rhs else {
      throw .type(expression: source, reason: "'\(op.rawValue)' needs two bools, got \(rhs.typeName) on the right")
    }
    return second
  }

  /// A binary operator other than `&&` and `||` applied to two values.
  private static func apply(
    _ op: BinaryOperator, _ lhs: ExpressionValue, _ rhs: ExpressionValue, source: String
  ) throws(ExpressionError) -> ExpressionValue {
    switch op {
    case .equal, .notEqual:
      guard lhs.typeName == rhs.typeName else {
        throw .type(
          expression: source,
          reason: "'\(op.rawValue)' needs two values of the same type, got \(lhs.typeName) and \(rhs.typeName)")
      }
      return .bool((lhs == rhs) == (op == .equal))
    case .add:
      if case .string(let first) = lhs, case .string(let second) = rhs { return .string(first + second) }
      guard case .number(let first) = lhs, case .number(let second) = rhs else {
        throw .type(
          expression: source,
          reason: "'+' needs two numbers or two strings, got \(lhs.typeName) and \(rhs.typeName)")
      }
      return .number(first + second)
    default:
      guard case .number(let first) = lhs, case .number(let second) = rhs else {
        throw .type(
          expression: source, reason: "'\(op.rawValue)' needs two numbers, got \(lhs.typeName) and \(rhs.typeName)")
      }
      switch op {
      case .less: return .bool(first < second)
      case .lessOrEqual: return .bool(first <= second)
      case .greater: return .bool(first > second)
      case .greaterOrEqual: return .bool(first >= second)
      case .subtract: return .number(first - second)
      case .multiply: return .number(first * second)
      case .divide, .remainder:
        guard second != 0 else { throw .type(expression: source, reason: "division by zero") }
        return .number(op == .divide ? first / second : first.truncatingRemainder(dividingBy: second))
      case .or, .and, .equal, .notEqual, .add:
        return .bool(false)  // Handled above.
      }
    }
  }

  /// The result of a built-in function; every argument must be a number.
  private static func call(
    _ function: Function, _ arguments: [ExpressionNode], in scope: ExpressionScope, source: String
  ) throws(ExpressionError) -> Double {
    var result = 0.0
    for (index, argument) in arguments.enumerated() {
      let value = try argument.evaluate(in: scope, source: source)
      guard case .number(let number) = value else {
        throw .type(
          expression: source,
          reason: "'\(function.rawValue)' needs numbers, got \(value.typeName) as argument \(index + 1)")
      }
      switch function {
      case .min: result = index == 0 ? number : Swift.min(result, number)
      case .max: result = index == 0 ? number : Swift.max(result, number)
      case .clamp:
        switch index {
        case 0: result = number
        case 1: result = Swift.max(result, number)
        default: result = Swift.min(result, number)
        }
      case .floor: result = number.rounded(.down)
      case .ceil: result = number.rounded(.up)
      case .round: result = number.rounded()
      case .abs: result = number.magnitude
      }
    }
    return result
  }
}
