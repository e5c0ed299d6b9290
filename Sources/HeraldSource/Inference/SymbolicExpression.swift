import Foundation
import HeraldTree

/// An expression of the component-model language (`docs/components.md`, "Expressions") built
/// while reading Swift: `index + 1 == rating ? 0 : index + 1`.
///
/// It is kept as a tree so that locals can be substituted, constants folded and the text printed
/// with no more parentheses than Herald's parser needs.
indirect enum SymbolicExpression: Hashable {
  /// A number literal.
  case number(Double)
  /// A string literal (an enum case is the string of its name: `'full'`).
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// A model name: a property, the index, or a member path (`starSize.width`).
  case name(String)
  /// `!x` or `-x`.
  case unary(String, SymbolicExpression)
  /// `a op b` with one of the binary operators of the language.
  case binary(String, SymbolicExpression, SymbolicExpression)
  /// `c ? a : b`.
  case conditional(SymbolicExpression, SymbolicExpression, SymbolicExpression)
  /// `min(a, b)` and the other functions of the language.
  case call(String, [SymbolicExpression])
  /// `Double(x)`, `CGFloat(x)`, `Int(x)`: a value whose Swift type is known to be an integer or a
  /// floating-point number (Swift divides integers with truncation); printed as the value.
  case typed(SymbolicExpression, isInteger: Bool)

  /// The functions the language has, with their argument counts.
  static let functions: [String: ClosedRange<Int>] = [
    "min": 2...2, "max": 2...2, "clamp": 3...3, "floor": 1...1, "ceil": 1...1, "round": 1...1, "abs": 1...1,
  ]

  /// The binary operators of the language by precedence level (higher binds tighter).
  static let levels: [String: Int] = [
    "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6,
    "%": 6,
  ]

  /// How tightly the expression binds: 0 for `?:`, the operator's level, 7 for prefix, 8 for atoms.
  var precedence: Int {
    switch self {
    case .conditional: return 0
    case .binary(let op, _, _): return Self.levels[op] ?? 0
    case .unary: return 7
    case .number(let value): return value < 0 ? 7 : 8
    case .string, .bool, .name, .call: return 8
    case .typed(let inner, _): return inner.precedence
    }
  }

  /// The text Herald's expression parser reads.
  var text: String {
    switch self {
    case .number(let value): return Self.format(value)
    case .string(let value):
      return "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    case .bool(let value): return value ? "true" : "false"
    case .name(let name): return name
    case .unary(let op, let operand): return op + operand.wrapped(above: 7)
    case .binary(let op, let left, let right):
      let level = Self.levels[op] ?? 0
      return "\(left.wrapped(above: level)) \(op) \(right.wrapped(above: level + 1))"
    case .conditional(let condition, let then, let otherwise):
      return "\(condition.wrapped(above: 1)) ? \(then.wrapped(above: 1)) : \(otherwise.text)"
    case .call(let name, let arguments): return "\(name)(\(arguments.map(\.text).joined(separator: ", ")))"
    case .typed(let inner, _): return inner.text
    }
  }

  /// The text, in parentheses when it binds more loosely than `level`.
  private func wrapped(above level: Int) -> String {
    precedence < level ? "(\(text))" : text
  }

  /// A number as the language writes it: `5`, `4.5`, `-1`.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    guard value.isFinite else { return "(\(value))" }  // no literal; the draft reports the expression
    return plain(String(value))
  }

  /// Swift's shortest description of a number without its exponent (`1e-05` → `0.00001`), as
  /// Herald's expression lexer reads numbers.
  static func plain(_ text: String) -> String {
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...])
    else { return text }
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let point =
      mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
    let digits = mantissa.replacingOccurrences(of: ".", with: "")
    let position = point + exponent
    var result: String
    if position <= 0 {
      result = "0." + String(repeating: "0", count: -position) + digits
    } else if position >= digits.count {
      result = digits + String(repeating: "0", count: position - digits.count)
    } else {
      result = String(digits.prefix(position)) + "." + String(digits.dropFirst(position))
    }
    return (negative ? "-" : "") + result
  }

  /// The root names the expression reads (`starSize` for `starSize.width`).
  var names: Set<String> {
    switch self {
    case .number, .string, .bool: return []
    case .name(let name): return [String(name.prefix { $0 != "." })]
    case .unary(_, let operand): return operand.names
    case .binary(_, let left, let right): return left.names.union(right.names)
    case .conditional(let c, let a, let b): return c.names.union(a.names).union(b.names)
    case .call(_, let arguments): return arguments.reduce(into: []) { $0.formUnion($1.names) }
    case .typed(let inner, _): return inner.names
    }
  }

  /// The expression with every name in `values` replaced by its value.
  func substituting(_ values: [String: SymbolicExpression]) -> SymbolicExpression {
    guard !values.isEmpty else { return self }
    switch self {
    case .number, .string, .bool: return self
    case .name(let name): return values[name] ?? self
    case .unary(let op, let operand): return .unary(op, operand.substituting(values)).folded
    case .binary(let op, let left, let right):
      return .binary(op, left.substituting(values), right.substituting(values)).folded
    case .conditional(let c, let a, let b):
      return .conditional(c.substituting(values), a.substituting(values), b.substituting(values)).folded
    case .call(let name, let arguments): return .call(name, arguments.map { $0.substituting(values) }).folded
    case .typed(let inner, let isInteger): return .typed(inner.substituting(values), isInteger: isInteger).folded
    }
  }

  /// The constant value, when the expression is a literal.
  var constant: ExpressionValue? {
    switch self {
    case .number(let value): return .number(value)
    case .string(let value): return .string(value)
    case .bool(let value): return .bool(value)
    default: return nil
    }
  }

  /// An expression for a constant value (records are not expressions).
  static func literal(_ value: ExpressionValue) -> SymbolicExpression? {
    switch value {
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .record: return nil
    }
  }

  /// The expression with constant parts computed: a condition that is a literal picks its branch,
  /// and an expression of literals only becomes its value (evaluated by Herald's own evaluator, so
  /// the draft means what Herald will compute).
  var folded: SymbolicExpression {
    // A tree too large to follow is left as it is; the caller turns it into an unknown value.
    if exceeds(Self.largest) { return self }
    switch self {
    case .conditional(.bool(let flag), let then, let otherwise): return flag ? then : otherwise
    case .conditional(let condition, let then, let otherwise) where then == otherwise:
      _ = condition
      return then
    case .binary("&&", .bool(let flag), let other), .binary("&&", let other, .bool(let flag)):
      return flag ? other : .bool(false)
    case .binary("||", .bool(let flag), let other), .binary("||", let other, .bool(let flag)):
      return flag ? .bool(true) : other
    case .conditional(let condition, .bool(true), .bool(false)): return condition
    case .conditional(let condition, .bool(false), .bool(true)): return condition.negated
    case .unary("!", .unary("!", let inner)): return inner
    case .typed(let inner, _) where inner.constant != nil: return inner
    case .typed(.typed(let inner, _), let isInteger): return .typed(inner, isInteger: isInteger)
    default: break
    }
    guard names.isEmpty, constant == nil, let parsed = try? Expression(text),
      let value = try? parsed.evaluate(in: [:]), let literal = Self.literal(value)
    else { return self }
    return literal
  }

  /// The most nodes an expression the inference builds may have; a bigger one is not followed
  /// (substituting locals can double an expression at every step).
  static let largest = 2_000

  /// Whether the expression has more than `limit` nodes; stops counting at the limit, so it is
  /// cheap even for an expression whose shared subtrees make it exponentially large.
  func exceeds(_ limit: Int) -> Bool {
    var budget = limit
    return !count(&budget)
  }

  /// Counts nodes down from `budget`; false once it is spent.
  private func count(_ budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch self {
    case .number, .string, .bool, .name: return true
    case .unary(_, let operand): return operand.count(&budget)
    case .binary(_, let left, let right): return left.count(&budget) && right.count(&budget)
    case .conditional(let c, let a, let b): return c.count(&budget) && a.count(&budget) && b.count(&budget)
    case .call(_, let arguments): return arguments.allSatisfy { $0.count(&budget) }
    case .typed(let inner, _): return inner.count(&budget)
    }
  }

  /// `!self`, simplified.
  var negated: SymbolicExpression {
    switch self {
    case .bool(let flag): return .bool(!flag)
    case .unary("!", let inner): return inner
    case .binary("==", let l, let r): return .binary("!=", l, r)
    case .binary("!=", let l, let r): return .binary("==", l, r)
    default: return .unary("!", self)
    }
  }

  /// `self && other`, simplified.
  func and(_ other: SymbolicExpression) -> SymbolicExpression {
    if self == other { return self }
    return SymbolicExpression.binary("&&", self, other).folded
  }
}
