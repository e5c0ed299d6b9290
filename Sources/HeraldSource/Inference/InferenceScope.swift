import SwiftSyntax

/// When a statement runs, as far as the inference knows.
enum Truth: Equatable {
  /// On every path.
  case always
  /// When the expression holds.
  case when(SymbolicExpression)
  /// Under a condition the inference does not follow, with why.
  case unknown(String)

  /// `self` and `condition`.
  func and(_ condition: Truth) -> Truth {
    switch (self, condition) {
    case (.unknown, _): return self
    case (_, .unknown): return condition
    case (.always, _): return condition
    case (_, .always): return self
    case (.when(let a), .when(let b)): return Truth(a.and(b))
    }
  }

  /// `self` or `condition`.
  func or(_ condition: Truth) -> Truth {
    switch (self, condition) {
    case (.unknown, _): return self
    case (_, .unknown): return condition
    case (.always, _), (_, .always): return .always
    case (.when(let a), .when(let b)): return Truth(SymbolicExpression.binary("||", a, b).folded)
    }
  }

  /// The truth of an expression: a literal `true` is always, `false` is never (`when(false)`).
  init(_ expression: SymbolicExpression) {
    let folded = expression.folded
    self = folded == .bool(true) ? .always : .when(folded)
  }

  /// Whether the path can never run.
  var isNever: Bool { self == .when(.bool(false)) }

  /// The negation.
  var negated: Truth {
    switch self {
    case .always: return .when(.bool(false))
    case .when(let expression): return Truth(expression.negated)
    case .unknown: return self
    }
  }
}

/// What is visible while a body runs: locals, the control's properties as changed so far, the
/// type whose members unqualified names reach, and the path's condition.
struct InferenceScope {
  /// Local constants and variables.
  var locals: [String: SymbolicValue] = [:]
  /// The control's properties that the code has assigned so far (reads see them).
  var properties: [String: SymbolicValue] = [:]
  /// The type whose members unqualified names reach (the control, or a helper type).
  var typeName: String
  /// Whether unqualified names reach the control's instance (`self`); false in static helpers.
  var isControl: Bool
  /// When the statements run, relative to the start of the body.
  var truth: Truth = .always
  /// When the body itself runs (the caller's condition); effects happen under both.
  var base: Truth = .always
  /// The repeat of an enclosing loop that creates children: its count and index name.
  var loop: (count: SymbolicExpression, index: String, truth: Truth)?
  /// Set once the path has left the body (`return`, `fatalError`, `throw`, `break`).
  var exited = false
  /// The values returned on paths that already left, with the condition of each.
  var returns: [(truth: Truth, value: SymbolicValue, source: String)] = []
  /// The control's properties as each path that returned left them.
  var exits: [(truth: Truth, properties: [String: SymbolicValue])] = []

  /// When an effect of the current statement happens.
  var effective: Truth { base.and(truth) }

  /// A scope for a body of `typeName`.
  init(typeName: String, isControl: Bool) {
    self.typeName = typeName
    self.isControl = isControl
  }
}
