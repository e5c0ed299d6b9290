import SwiftSyntax

/// A Swift operator sequence folded by precedence: swift-syntax's parser leaves `a + b * c` flat
/// (`SequenceExprSyntax`), and the inference folds it with Swift's standard precedence groups.
indirect enum Folded {
  /// An operand.
  case leaf(ExprSyntax)
  /// `left op right`; assignment operators included (`=`, `+=`).
  case binary(String, Folded, Folded)
  /// `condition ? then : otherwise`.
  case ternary(Folded, Folded, Folded)
  /// `x as T`, `x as? T`: the value of `x`.
  case cast(Folded)

  /// The assignment operators.
  static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "|=", "&="]

  /// Swift's standard precedence groups, higher binding tighter, and whether each is
  /// right-associative.
  private static func precedence(_ op: String) -> (level: Int, right: Bool) {
    switch op {
    case _ where assignments.contains(op): return (0, true)
    case "?:": return (1, true)
    case "||": return (2, false)
    case "&&": return (3, false)
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (4, false)
    case "??": return (5, true)
    case "as", "is": return (6, false)
    case "..<", "...": return (7, false)
    case "+", "-", "|", "^", "&+", "&-": return (8, false)
    case "*", "/", "%", "&", "&*": return (9, false)
    default: return (10, false)
    }
  }

  /// One element of a flat sequence.
  private enum Element {
    case operand(ExprSyntax)
    case op(String)
    case ternary(ExprSyntax)
    case cast
  }

  /// Folds `sequence`.
  init(_ sequence: SequenceExprSyntax) {
    var elements: [Element] = []
    for element in sequence.elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        elements.append(.op(op.operator.text))
      } else if element.is(AssignmentExprSyntax.self) {
        elements.append(.op("="))
      } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
        elements.append(.ternary(ternary.thenExpression))
      } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
        elements.append(.cast)
      } else if element.is(TypeExprSyntax.self), case .cast = elements.last {
        continue
      } else {
        elements.append(.operand(element))
      }
    }
    var index = 0
    self = Self.parse(elements, &index, minimum: 0, depth: 0)
  }

  /// The deepest right-nested chain folded (`a = b = c …`, `x ?? y ?? z …`); deeper is a missing
  /// operand, which the inference does not follow, instead of a stack overflow.
  static let maximumDepth = 200

  /// Precedence climbing over `elements` from `index`.
  private static func parse(_ elements: [Element], _ index: inout Int, minimum: Int, depth: Int) -> Folded {
    guard depth < maximumDepth else {
      index = elements.count
      return .leaf(ExprSyntax(MissingExprSyntax()))
    }
    var left: Folded
    if index < elements.count, case .operand(let expression) = elements[index] {
      left = .leaf(expression)
      index += 1
    } else {
      left = .leaf(ExprSyntax(MissingExprSyntax()))
    }
    var length = 0
    while index < elements.count {
      // A chain longer than any real code writes is not followed (and not built: a deep tree would
      // also recurse when it is freed).
      length += 1
      guard length < maximumDepth * 10 else {
        index = elements.count
        return .leaf(ExprSyntax(MissingExprSyntax()))
      }
      switch elements[index] {
      case .cast:
        guard precedence("as").level >= minimum else { return left }
        left = .cast(left)
        index += 1
      case .op(let op):
        let (level, right) = precedence(op)
        guard level >= minimum else { return left }
        index += 1
        let operand = parse(elements, &index, minimum: right ? level : level + 1, depth: depth + 1)
        left = .binary(op, left, operand)
      case .ternary(let then):
        guard precedence("?:").level >= minimum else { return left }
        index += 1
        let otherwise = parse(elements, &index, minimum: precedence("?:").level, depth: depth + 1)
        left = .ternary(left, .leaf(then), otherwise)
      case .operand:
        return left
      }
    }
    return left
  }
}

extension Folded {
  /// The code the folded expression was read from, its operators spaced.
  var sourceText: String {
    switch self {
    case .leaf(let expression): expression.sourceText
    case .binary(let op, let left, let right): "\(left.sourceText) \(op) \(right.sourceText)"
    case .ternary(let condition, let then, let otherwise):
      "\(condition.sourceText) ? \(then.sourceText) : \(otherwise.sourceText)"
    case .cast(let inner): inner.sourceText
    }
  }
}
