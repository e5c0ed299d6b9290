import SwiftSyntax

extension SwiftInterpreter {
  // MARK: Loops

  func runFor(_ node: ForStmtSyntax, _ scope: inout InferenceScope) {
    let body = node.body.statements
    let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    // `for index in 0..<starCount` around code that creates views: the repeated children.
    if let range = node.sequence.as(SequenceExprSyntax.self), let count = rangeCount(range, &scope),
      Self.createsView(body, declarations)
    {
      var inner = scope
      let index = variable ?? "index"
      inner.locals[index] = .expression(.name(index))
      applyWhere(node, &inner)
      inner.loop = (count, index, inner.truth)
      run(body, &inner)
      keepOuter(&scope, inner, why: "a loop that creates children")
      return
    }
    // `for (index, button) in ratingButtons.enumerated()` and `for button in ratingButtons`.
    var sequence = ExprSyntax(node.sequence)
    var enumerated = false
    if let call = sequence.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "enumerated", let base = member.base
    {
      sequence = base
      enumerated = true
    }
    if case .children = evaluate(sequence, &scope) {
      var inner = scope
      let index = draft.children?.index ?? "index"
      if let tuple = node.pattern.as(TuplePatternSyntax.self), enumerated, tuple.elements.count == 2 {
        let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let first = names[0] { inner.locals[first] = .expression(.name(index)) }
        if let second = names[1] { inner.locals[second] = .view(.child) }
      } else if let variable {
        inner.locals[variable] = .view(.child)
      }
      applyWhere(node, &inner)
      run(body, &inner)
      keepOuter(&scope, inner, why: "a loop over the children")
      return
    }
    runOpaqueLoop(body, &scope, why: "a loop over \(node.sequence.trimmedText.prefix(40))", variable: variable)
  }

  /// A loop the inference does not unroll: its body runs once under an unknown condition.
  func runOpaqueLoop(
    _ body: CodeBlockItemListSyntax, _ scope: inout InferenceScope, why: String, variable: String? = nil
  ) {
    var inner = scope
    inner.truth = scope.truth.and(.unknown("inside \(why)"))
    if let variable { inner.locals[variable] = .unknown("an element of \(why)") }
    run(body, &inner)
    keepOuter(&scope, inner, why: why)
  }

  /// After a loop body that ran once for every child: a `return` in it is kept; outer locals and
  /// properties it changed are not followed (the body ran once, the loop many times).
  func keepOuter(_ scope: inout InferenceScope, _ inner: InferenceScope, why: String) {
    scope.returns = inner.returns
    scope.exits = inner.exits
    for (name, value) in scope.locals where inner.locals[name] != value {
      scope.locals[name] = .unknown("changed in \(why)")
    }
    for (name, value) in inner.properties where scope.properties[name] != value {
      scope.properties[name] = .unknown("changed in \(why)")
    }
  }

  /// A `for … where condition` loop's body runs where the condition holds.
  func applyWhere(_ node: ForStmtSyntax, _ scope: inout InferenceScope) {
    guard let condition = node.whereClause?.condition else { return }
    scope.truth = scope.truth.and(truth(of: evaluate(condition, &scope)))
  }

  /// `(0..<n).map { index in … UIButton() … }` or `.forEach`: a closure over a range that
  /// creates views is the repeated children, as a `for` loop is; `map` gives the children.
  func repeatedChildren(
    _ base: ExprSyntax, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope
  ) -> SymbolicValue? {
    guard let range = base.as(TupleExprSyntax.self)?.elements.first?.expression.as(SequenceExprSyntax.self),
      let closure = node.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self),
      Self.createsView(closure.statements, declarations), let count = rangeCount(range, &scope)
    else { return nil }
    let parameter = Self.closureParameters(closure).first.flatMap { $0 == "_" ? nil : $0 }
    let index = parameter ?? "index"
    var inner = scope
    inner.loop = (count, index, scope.truth)
    inner.locals[index] = .expression(.name(index))
    inner.locals["$0"] = .expression(.name(index))
    runClosure(closure, inner, &scope, why: "a closure that creates children")
    return .children
  }

  /// Runs a closure that iterates (its parameters bound in `inner`) once for all passes: its
  /// `return` is its own, not the enclosing function's; outer changes are not followed.
  func runClosure(_ closure: ClosureExprSyntax, _ inner: InferenceScope, _ scope: inout InferenceScope, why: String) {
    var inner = inner
    inner.returns = []
    inner.exits = []
    run(closure.statements, &inner)
    inner.returns = scope.returns
    inner.exits = scope.exits
    keepOuter(&scope, inner, why: why)
  }

  /// The count of `0..<n`, when the range starts at 0.
  func rangeCount(_ range: SequenceExprSyntax, _ scope: inout InferenceScope) -> SymbolicExpression? {
    let elements = Array(range.elements)
    guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
      op.operator.text == "..<" || op.operator.text == "...",
      evaluate(elements[0], &scope).expression == .number(0),
      let upper = evaluate(elements[2], &scope).expression
    else { return nil }
    return op.operator.text == "..<" ? upper : SymbolicExpression.binary("+", upper, .number(1)).folded
  }
}
