import SwiftSyntax

extension SwiftUIBindings {
  /// Whether a value may change as the app runs, and whether it may then be absent.
  enum Change: Equatable {
    /// The source fixes the value for good.
    case fixed
    /// The running app may change the value, to `nil` too as far as the source says.
    case changeable
    /// The running app may change the value, but every value it may take is one the source fixes
    /// and none is `nil` (`isPro ? .pro : .free`, `name ?? "Default"`): never absent.
    case changeableNeverNil
  }

  /// Whether the value of `expression` is one the running app may change: the source gives it
  /// only through state (`isLoading` of an `@State`, `store.state` of a model), so a view handed
  /// it (`StatusView(state: store.state)`) starts with it and may show every other value too.
  ///
  /// A choice between values the source fixes (`hidden ? "Eye" : "Eye-Closed"`, `name ?? "Default"`)
  /// changes with its condition but is never absent (``Change/changeableNeverNil``): the view it
  /// is handed to reads each of its values, and no state shows it missing. `value` is the
  /// expression's value in these bindings and `fixed` is ``fixed``, when the caller has them.
  func change(_ expression: ExprSyntax, value: SwiftUIValue? = nil, fixed: SwiftUIBindings? = nil) -> Change {
    guard !changeable.isEmpty || models !== SwiftUIModelTypes.none else { return .fixed }
    let value = value ?? evaluate(expression)
    guard value.isKnown else { return .fixed }
    let fixed = fixed ?? self.fixed
    guard fixed.evaluate(expression) != value else { return .fixed }
    // A choice is present when the source fixes it, or when it is state never nil itself
    // (`kind` handed on again, `self.kind = kind` in an initializer).
    let present = Self.choices(of: expression).allSatisfy { choice in
      if let name = choice.as(DeclReferenceExprSyntax.self)?.baseName.text, fixed.neverNil.contains(name) {
        return true
      }
      let fixedChoice = fixed.evaluate(choice)
      return fixedChoice.isKnown && fixedChoice != .none
    }
    return present ? .changeableNeverNil : .changeable
  }

  /// Marks `name` as `change` says: state the app changes (never absent, where it is so), or a
  /// value the source fixes.
  mutating func mark(_ name: String, _ change: Change) {
    switch change {
    case .fixed:
      changeable.remove(name)
      neverNil.remove(name)
    case .changeable:
      changeable.insert(name)
      neverNil.remove(name)
    case .changeableNeverNil:
      changeable.insert(name)
      neverNil.insert(name)
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
