import HeraldTree

/// A piece of a string built in Swift: literal characters or an interpolated value.
enum TextPiece: Hashable {
  /// Characters as written.
  case literal(String)
  /// `\(index + 1)`.
  case value(SymbolicExpression)
}

/// A string the control's code computes: literal text with interpolations, or a localized string
/// whose key names a catalog message.
enum SymbolicText: Hashable {
  /// `"Set \(index + 1) star rating"`: not localized.
  case pieces([TextPiece])
  /// `String(localized: "rating.value", defaultValue: …)`, `NSLocalizedString("rating.value", …)`
  /// with its format arguments in order, and the English text the code gives, if any.
  case localized(key: String, arguments: [SymbolicExpression], english: [TextPiece]?)

  /// The text as pieces, when it is not localized.
  var pieces: [TextPiece]? {
    if case .pieces(let pieces) = self { return pieces }
    return nil
  }
}

/// Where a view of the control is: the control itself or one of the children it generates.
enum ViewReference: Hashable {
  /// `self`.
  case control
  /// A child created in the control's repeated setup (a star button).
  case child
}

/// A value of the control's code, as far as the inference follows it.
indirect enum SymbolicValue: Equatable {
  /// A number, bool or string the model can compute: a constant or an expression over the
  /// model's properties and the index.
  case expression(SymbolicExpression)
  /// A string with interpolations or a localized string.
  case text(SymbolicText)
  /// An image by name (`UIImage(named: "filledStar")`, `UIImage(systemName: "star")`).
  case image(String)
  /// Accessibility traits (`.adjustable`, `[.button, .selected]`).
  case traits(AccessibilityTraits)
  /// A view of the control.
  case view(ViewReference)
  /// The collection that holds the generated children (`ratingButtons`).
  case children
  /// A struct value (`CGSize(width: 44, height: 44)`, `CosmosSettings()`): its type and the
  /// fields given; other fields are the type's defaults.
  case record(type: String, fields: [String: SymbolicValue], path: String)
  /// A tap gesture recognizer whose target is the control: its action method, and the view it
  /// was added to once known (`sender.view` in the action).
  case recognizer(action: String, view: ViewReference?)
  /// A type used as a value (`CosmosAccessibility` in `CosmosAccessibility.update(…)`).
  case type(String)
  /// `nil`.
  case nothing
  /// `condition ? then : otherwise` for values that are not expressions (texts).
  case choice(SymbolicExpression, SymbolicValue, SymbolicValue)
  /// What the inference does not follow, and why (a sentence fragment).
  case unknown(String)

  /// The expression, when the value is one.
  var expression: SymbolicExpression? {
    switch self {
    case .expression(let expression): return expression
    case .text(.pieces(let pieces)):
      if pieces.isEmpty { return .string("") }
      if pieces.count == 1, case .literal(let text) = pieces[0] { return .string(text) }
      return nil
    case .choice(let condition, let then, let otherwise):
      guard let a = then.expression, let b = otherwise.expression else { return nil }
      let expression = SymbolicExpression.conditional(condition, a, b)
      return expression.exceeds(SymbolicExpression.largest) ? nil : expression.folded
    default: return nil
    }
  }

  /// Why the value is not followed, when it is not.
  var unknownReason: String? {
    switch self {
    case .unknown(let reason): return reason
    case .choice(_, let a, let b): return a.unknownReason ?? b.unknownReason
    default: return nil
    }
  }

  /// `condition ? then : otherwise`, as an expression when both are.
  static func choose(_ condition: SymbolicExpression, _ then: SymbolicValue, _ otherwise: SymbolicValue)
    -> SymbolicValue
  {
    switch condition.folded {
    case .bool(true): return then
    case .bool(false): return otherwise
    default: break
    }
    if let a = then.expression, let b = otherwise.expression {
      return bounded(SymbolicExpression.conditional(condition, a, b).folded)
    }
    let choice = SymbolicValue.choice(condition, then, otherwise)
    var budget = SymbolicExpression.largest
    return choice.count(&budget) ? choice : .unknown("a value that depends on too many conditions")
  }

  /// Counts the value's parts down from `budget`; false once it is spent.
  private func count(_ budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch self {
    case .choice(let condition, let then, let otherwise):
      guard !condition.exceeds(budget) else { return false }
      budget -= 1
      return then.count(&budget) && otherwise.count(&budget)
    case .text(.pieces(let pieces)):
      budget -= pieces.count
      return budget >= 0
    default: return true
    }
  }

  /// `expression` as a value, or not followed when it is too large.
  static func bounded(_ expression: SymbolicExpression) -> SymbolicValue {
    expression.exceeds(SymbolicExpression.largest)
      ? .unknown("an expression of more than \(SymbolicExpression.largest) parts") : .expression(expression)
  }

  /// When the value is not `nil`, as an expression; `nil` when that is not followed.
  var presence: SymbolicExpression? {
    switch self {
    case .nothing: return .bool(false)
    case .unknown, .type: return nil
    case .choice(let condition, let then, let otherwise):
      guard let a = then.presence, let b = otherwise.presence else { return nil }
      switch (a, b) {
      case (.bool(true), .bool(false)): return condition
      case (.bool(false), .bool(true)): return condition.negated
      case (.bool(let x), .bool(let y)) where x == y: return a
      default: return SymbolicExpression.conditional(condition, a, b).folded
      }
    default: return .bool(true)
    }
  }

  /// The value with its `nil` branches removed: what it is where it is not `nil`.
  var pruned: SymbolicValue {
    guard case .choice(let condition, let then, let otherwise) = self else { return self }
    if then.isNothing { return otherwise.pruned }
    if otherwise.isNothing { return then.pruned }
    return .choice(condition, then.pruned, otherwise.pruned)
  }

  /// Whether the value is `nil` (a constant `nil`, not a value that may be `nil`).
  var isNothing: Bool {
    if case .nothing = self { return true }
    return false
  }
}
