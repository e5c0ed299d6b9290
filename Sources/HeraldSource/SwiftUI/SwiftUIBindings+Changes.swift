import SwiftSyntax

extension SwiftUIBindings {
  /// Whether the value of `expression` is one the running app may change: the source gives it
  /// only through state (`isLoading` of an `@State`, `store.state` of a model), so a view handed
  /// it (`StatusView(state: store.state)`) starts with it and may show every other value too.
  ///
  /// A choice between values the source fixes (`hidden ? "Eye" : "Eye-Closed"`, `name ?? "Default"`)
  /// is never absent: it is read as the one it starts with, like a value the source fixes, so that
  /// no state shows it missing (the other values it may take are not read). `value` is the
  /// expression's value in these bindings and `fixed` is ``fixed``, when the caller has them.
  func changes(_ expression: ExprSyntax, value: SwiftUIValue? = nil, fixed: SwiftUIBindings? = nil) -> Bool {
    guard !changeable.isEmpty || models !== SwiftUIModelTypes.none else { return false }
    let value = value ?? evaluate(expression)
    guard value.isKnown else { return false }
    let fixed = fixed ?? self.fixed
    guard fixed.evaluate(expression) != value else { return false }
    return !Self.choices(of: expression).allSatisfy { choice in
      let fixedChoice = fixed.evaluate(choice)
      return fixedChoice.isKnown && fixedChoice != .none
    }
  }

  /// The values `expression` chooses among when it is a ternary or a `??` (the fallback only);
  /// else `expression` itself.
  private static func choices(of expression: ExprSyntax) -> [ExprSyntax] {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return choices(of: only.expression)
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return choices(of: ternary.thenExpression) + choices(of: ternary.elseExpression)
    }
    // Unfolded, `c ? a : b` is `c`, `? a :`, `b`, and `x ?? y` is `x`, `??`, `y`.
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
      return [expression]
    }
    let elements = Array(sequence.elements)
    if let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
      return choices(of: ternary.thenExpression) + choices(of: elements[2])
    }
    if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" { return choices(of: elements[2]) }
    return [expression]
  }
}
